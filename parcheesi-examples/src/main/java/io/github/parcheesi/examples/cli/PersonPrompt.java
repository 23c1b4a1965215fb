package io.github.parcheesi.examples.cli;

import io.github.parcheesi.Colour;
import io.github.parcheesi.Event;
import io.github.parcheesi.GameState;
import io.github.parcheesi.IllegalMove;
import io.github.parcheesi.Location;
import io.github.parcheesi.Move;
import io.github.parcheesi.Notation;
import io.github.parcheesi.ParseException;
import io.github.parcheesi.Placement;
import io.github.parcheesi.Roll;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.TurnState;
import io.github.parcheesi.Words;
import io.github.parcheesi.bots.SearchBot;
import io.github.parcheesi.examples.OfferTerms;
import io.github.parcheesi.examples.draw.TextBoard;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.List;
import io.vavr.collection.Map;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.function.Consumer;

/**
 * Asks the person playing for one decision of {@code play}: says the decision as a question where
 * the variant has one (an exchange offered, an exchange to offer, a given six: read from the turn
 * state and the moves' results, never from the text of steps), lists the moves (grouped by the
 * square their piece starts from when there are many), and reads the answer: yes or no, a move's
 * number, the move in notation in any legal order of its steps ({@link RuleSet#match}), or one of
 * the commands {@code hint}, {@code undo}, {@code moves}, {@code board}, {@code save}, {@code
 * help}, {@code quit}.
 */
final class PersonPrompt {

  /** Lists longer than this are grouped by the square their piece starts from. */
  static final int GROUP_ABOVE = 12;

  /** What the person answered. */
  sealed interface Reply permits Chosen, Quit, Undo {}

  /**
   * A legal move, as listed.
   *
   * @param move the move
   */
  record Chosen(Move move) implements Reply {}

  /** Leave the game (also at the end of input). */
  record Quit() implements Reply {}

  /** Go back to the person's previous decision. */
  record Undo() implements Reply {}

  /**
   * A decision said as a question: its text, the moves a yes and a no stand for when it is answered
   * so, the moves listed by a label rather than in notation, and whether each listed move is said
   * in words.
   */
  private record Question(
      String text,
      Option<Move> yes,
      Option<Move> no,
      Map<Move, String> labels,
      boolean wordsPerMove) {

    static Question plain(String text) {
      return new Question(text, Option.none(), Option.none(), LinkedHashMap.empty(), false);
    }

    static Question yesNo(String text, Move yes, Move no) {
      return new Question(text, Option.of(yes), Option.of(no), LinkedHashMap.empty(), false);
    }

    boolean answersYesOrNo() {
      return yes.isDefined() || no.isDefined();
    }
  }

  private final PrintWriter out;
  private final BufferedReader in;
  private final Words words;
  private final boolean colour;
  private final Consumer<String> save;

  /**
   * A prompt.
   *
   * @param out where to print
   * @param in where answers are read
   * @param words the language of questions and events
   * @param colour whether the board is drawn with colours
   * @param save writes the record to the file named (the empty string: the default file)
   */
  PersonPrompt(
      PrintWriter out, BufferedReader in, Words words, boolean colour, Consumer<String> save) {
    this.out = out;
    this.in = in;
    this.words = words;
    this.colour = colour;
    this.save = save;
  }

  /**
   * Asks until the person gives a legal move, quits or undoes.
   *
   * @param state the position
   * @param moves its legal moves (for the roll, or without one)
   * @param roll the roll, or null for a decision without one
   * @return the reply
   */
  Reply ask(GameState state, List<Move> moves, Roll roll) {
    Question question = question(state, moves, roll);
    out.println(question.text());
    list(state, moves, question);
    while (true) {
      out.print(TextBoard.nameOf(state.toMove()) + "> ");
      out.flush();
      String line;
      try {
        line = in.readLine();
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      if (line == null) {
        out.println();
        out.println("end of input");
        return new Quit();
      }
      if (System.console() == null) {
        out.println(line); // input that is not typed at a terminal is echoed, so the log reads
      }
      String answer = line.strip();
      switch (answer) {
        case "quit":
        case "exit":
          return new Quit();
        case "undo":
          return new Undo();
        case "help":
        case "?":
          help(moves, question);
          continue;
        case "board":
          out.print(TextBoard.renderIfKnown(state, colour));
          continue;
        case "moves":
          out.println(question.text());
          list(state, moves, question);
          continue;
        case "hint":
          hint(state, moves, question);
          continue;
        default:
          break;
      }
      if (answer.equals("save") || answer.startsWith("save ")) {
        save.accept(answer.substring(4).strip());
        continue;
      }
      Either<String, Move> chosen = choice(state, answer, moves, roll, question);
      if (chosen.isRight()) {
        return new Chosen(chosen.get());
      }
      out.println(chosen.getLeft());
    }
  }

  /** The decision as a question, from the turn state and the moves' results. */
  private Question question(GameState state, List<Move> moves, Roll roll) {
    Question plain = Question.plain(words.question(Words.Question.MOVE));
    if (roll != null) {
      return plain;
    }
    RuleSet rules = state.ruleSet();
    Colour me = state.toMove();
    TurnState turn = state.turnState();
    if (turn.offerer().isDefined()) {
      // R6: accepting moves the prisoners home; refusing leaves every piece where it is
      Placement now = Placement.of(state);
      List<Move> accept = moves.filter(m -> !Placement.of(rules.play(state, m)).equals(now));
      List<Move> refuse = moves.removeAll(accept);
      if (accept.size() == 1 && refuse.size() == 1) {
        // the terms as the acceptance's releases tell them: a third colour's prisoner too
        List<Event> terms = events(state, accept.head());
        Colour offerer = turn.offerer().get();
        return Question.yesNo(
            (terms.isEmpty()
                    ? words.question(Words.Question.ANSWER_OFFER, offerer)
                    : words.question(Words.Question.ANSWER_OFFER, offerer, terms))
                + " ("
                + yesNo()
                + ")",
            accept.head(),
            refuse.head());
      }
      return plain;
    }
    if (!turn.givenSixes().isEmpty()) {
      return new Question(
          words.question(Words.Question.GIVEN_SIX),
          Option.none(),
          Option.none(),
          LinkedHashMap.empty(),
          true);
    }
    // R6: an offer makes the partner the colour to move, waiting to answer this colour's offer
    Map<Move, Colour> offers = LinkedHashMap.empty();
    for (Move m : moves) {
      GameState after = rules.play(state, m);
      if (after.turnState().offerer().contains(me)) {
        offers = offers.put(m, after.toMove());
      }
    }
    List<Move> keep = moves.removeAll(offers.keySet());
    if (offers.isEmpty() || keep.size() != 1) {
      return plain;
    }
    if (offers.size() == 1) {
      Colour partner = offers.head()._2;
      List<Event> terms = OfferTerms.acceptance(rules.play(state, offers.head()._1));
      return Question.yesNo(
          (terms.isEmpty()
                  ? words.question(Words.Question.OFFER, partner)
                  : words.question(Words.Question.OFFER, partner, terms))
              + " ("
              + yesNo()
              + ")",
          offers.head()._1,
          keep.head());
    }
    return new Question(
        words.question(Words.Question.OFFER) + " (" + words.replyWord(false) + ")",
        Option.none(),
        Option.of(keep.head()),
        offers.mapValues(words::colour),
        false);
  }

  /** A move's events, or none where the rules cannot tell it. */
  private static List<Event> events(GameState state, Move move) {
    try {
      return state.ruleSet().explain(state, move).map(e -> e.events()).getOrElse(List.empty());
    } catch (IllegalArgumentException notTold) {
      return List.empty();
    }
  }

  private String yesNo() {
    return words.replyWord(true) + "/" + words.replyWord(false);
  }

  /** Lists the moves, numbered; in words for a few, grouped by starting square for many. */
  private void list(GameState state, List<Move> moves, Question question) {
    if (question.yes().isDefined()) {
      return; // a yes-or-no question; help lists the moves by number
    }
    if (!question.labels().isEmpty()) {
      for (int i = 0; i < moves.size(); i++) {
        int n = i + 1;
        question.labels().get(moves.get(i)).forEach(l -> out.printf("%3d) %s%n", n, l));
      }
      return;
    }
    if (question.wordsPerMove()) {
      int i = 1;
      for (Move m : moves) {
        out.printf("%3d) %s: %s%n", i++, Notation.format(m), said(state, m));
      }
      return;
    }
    if (moves.size() <= GROUP_ABOVE) {
      numbered(moves);
      return;
    }
    Colour me = state.toMove();
    Map<Location, List<Integer>> groups = LinkedHashMap.empty();
    for (int i = 0; i < moves.size(); i++) {
      Location from =
          moves.get(i).steps().isEmpty() ? Location.nest() : moves.get(i).steps().head().from();
      groups = groups.put(from, groups.get(from).getOrElse(List.empty()).append(i));
    }
    for (var g : groups) {
      StringBuilder line = new StringBuilder("  " + words.location(g._1, me, me) + ":");
      int width = line.length();
      for (int i : g._2) {
        String item = "  " + (i + 1) + ") " + Notation.format(moves.get(i));
        if (width + item.length() > 100) {
          out.println(line);
          line = new StringBuilder("     ");
          width = line.length();
        }
        line.append(item);
        width += item.length();
      }
      out.println(line);
    }
  }

  private void numbered(List<Move> moves) {
    int i = 1;
    for (Move m : moves) {
      out.printf("%3d) %s%n", i++, Notation.format(m));
    }
  }

  /** A move said to the person who plays it: its events, without how the turn ends. */
  private String said(GameState state, Move move) {
    Colour me = state.toMove();
    try {
      return state
          .ruleSet()
          .explain(state, move)
          .map(
              e ->
                  e.events()
                      .filter(ev -> !PlayCommand.endsTurn(ev))
                      .map(ev -> words.describe(ev, me))
                      .mkString(" "))
          .getOrElse(Notation.format(move));
    } catch (IllegalArgumentException e) {
      return Notation.format(move); // the rules could not tell it in words
    }
  }

  private void hint(GameState state, List<Move> moves, Question question) {
    Move best = new SearchBot().choose(state, moves);
    String answer =
        question.yes().contains(best)
            ? words.replyWord(true)
            : question.no().contains(best)
                ? words.replyWord(false)
                : (moves.indexOf(best) + 1) + ") " + Notation.format(best);
    out.println("hint (search bot): " + answer + ": " + said(state, best));
  }

  private void help(List<Move> moves, Question question) {
    out.println(
        (question.answersYesOrNo() ? "answer " + yesNo() + ", or with " : "answer with ")
            + "a move's number (1 to "
            + moves.size()
            + ") or the move in notation, its steps in any legal order (such as n/5 5/8);"
            + " 'hint' asks the search bot, 'undo' goes back to your previous decision,"
            + " 'moves' lists the moves again, 'board' draws the board, 'save FILE' saves the"
            + " game, 'quit' ends it");
    if (question.yes().isDefined()) {
      numbered(moves);
    }
  }

  /** Reads one answer: yes or no, a move's number, or a move; or says what is wrong with it. */
  private Either<String, Move> choice(
      GameState state, String answer, List<Move> moves, Roll roll, Question question) {
    if (answer.isEmpty()) {
      return Either.left("type a move's number (1 to " + moves.size() + "), or 'help'");
    }
    Option<Boolean> yes = words.reply(answer);
    if (yes.isDefined() && question.answersYesOrNo()) {
      Option<Move> m = yes.get() ? question.yes() : question.no();
      return m.toEither(() -> "answer with a number, or " + words.replyWord(false));
    }
    if (answer.chars().allMatch(Character::isDigit)) {
      int n;
      try {
        n = Integer.parseInt(answer);
      } catch (NumberFormatException e) {
        n = -1;
      }
      if (n < 1 || n > moves.size()) {
        return Either.left("no move numbered " + answer + "; choose 1 to " + moves.size());
      }
      return Either.right(moves.get(n - 1));
    }
    Move typed;
    try {
      typed = roll == null ? Notation.parseMove(answer) : Notation.parseMove(answer, roll);
    } catch (ParseException e) {
      return Either.left(
          "'"
              + answer
              + "' is neither a move's number nor a move: "
              + e.getMessage()
              + " (type 'help' for help)");
    }
    Either<IllegalMove, Move> listed = state.ruleSet().match(state, typed);
    if (listed.isLeft()) {
      return Either.left(listed.getLeft().message());
    }
    return moves.contains(listed.get())
        ? Either.right(listed.get())
        : Either.left("'" + answer + "' is not one of the listed moves");
  }
}
