package io.github.parcheesi.examples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.Colour;
import io.github.parcheesi.Event;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Location;
import io.github.parcheesi.Move;
import io.github.parcheesi.Notation;
import io.github.parcheesi.Placement;
import io.github.parcheesi.Roll;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.RuleSets;
import io.github.parcheesi.Step;
import io.github.parcheesi.Words;
import io.github.parcheesi.bots.Match;
import io.github.parcheesi.bots.SearchBot;
import io.github.parcheesi.record.GameRecord;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.List;
import io.vavr.control.Option;
import java.io.BufferedReader;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code play}'s prompt, driven through standard input: undo, hint, numbers, spellings, words. */
class PlayPromptTest {

  private static final String[] GAME = {
    "play", "--humans", "1", "--bots", "random", "--seed", "3", "--no-color"
  };

  /** One of the person's prompts: the position and roll it asked about. */
  private record Prompt(GameState state, Roll roll) {
    List<Move> moves() {
      return state.ruleSet().legalMoves(state, roll);
    }
  }

  /** The person's prompts in a run: the position line, then "yellow (you) rolls A-B". */
  private static List<Prompt> prompts(Cli.Result r) {
    java.util.List<String> lines = r.lines();
    List<Prompt> out = List.empty();
    for (int i = 1; i < lines.size(); i++) {
      if (lines.get(i).matches("yellow \\(you\\) rolls \\d-\\d")) {
        out =
            out.append(
                new Prompt(
                    Notation.parsePosition(lines.get(i - 1)),
                    Roll.parse(lines.get(i).substring("yellow (you) rolls ".length())).get()));
      }
    }
    return out;
  }

  private static String ones(int n) {
    return "1\n".repeat(n);
  }

  @Test
  void undoGoesBackToThePersonsPreviousDecisionWithTheSameRolls(@TempDir Path dir)
      throws Exception {
    Path saved = dir.resolve("g.txt");
    Cli.Result r =
        Cli.runWithInput("undo\n1\nundo\n1\nquit\n", concat(GAME, "--save", saved.toString()));
    assertEquals(0, r.status(), r.err());
    assertTrue(r.out().contains("nothing to undo"), r.out());
    assertTrue(r.out().contains("undone: back to your previous decision"), r.out());
    List<Prompt> asked = prompts(r);
    assertEquals(4, asked.size(), r.out());
    // asked: the first decision, the second, the first again (undone), the second again, with
    // the same rolls
    assertEquals(asked.get(0), asked.get(2));
    assertEquals(asked.get(1).roll(), asked.get(3).roll());
    // the record holds the first decision once, as if the undone one never happened
    GameRecord record = GameRecord.read(Files.readString(saved)).get();
    assertEquals(1, record.entries().count(d -> d.colour() == Colour.YELLOW), record.format());
    assertEquals(0, Cli.run("replay", saved.toString()).status());
  }

  @Test
  void hintSaysWhatTheSearchBotWouldPlay() {
    Cli.Result r = Cli.runWithInput(ones(3) + "hint\nquit\n", GAME);
    assertEquals(0, r.status(), r.err());
    Prompt p = prompts(r).last();
    List<Move> moves = p.moves();
    Move best = new SearchBot().choose(p.state(), moves);
    assertTrue(
        r.out()
            .contains(
                "hint (search bot): "
                    + (moves.indexOf(best) + 1)
                    + ") "
                    + Notation.format(best)
                    + ": "),
        r.out());
  }

  @Test
  void aNumberPlaysThatListedMove(@TempDir Path dir) throws Exception {
    // the first prompt with two moves or more, answered with its last move's number
    Cli.Result probe = Cli.runWithInput(ones(40), GAME);
    List<Prompt> asked = prompts(probe);
    int k = asked.indexWhere(p -> p.moves().size() > 1);
    assertTrue(k >= 0, "some prompt has a choice");
    List<Move> moves = asked.get(k).moves();
    Path saved = dir.resolve("g.txt");
    Cli.runWithInput(ones(k) + moves.size() + "\nquit\n", concat(GAME, "--save", saved.toString()));
    String last = List.ofAll(Files.readAllLines(saved)).filter(l -> l.startsWith("Y ")).last();
    assertTrue(last.endsWith(" " + Notation.format(moves.last())), last);
  }

  /**
   * A move typed in another legal order of its steps is played as listed. The other orders come
   * from the rules' {@link RuleSet#spellings}, so this needs a variant that has them (the 68-square
   * engine gives every legal order).
   */
  @Test
  void aMoveSpelledInAnotherLegalOrderIsPlayedAsListed(@TempDir Path dir) throws Exception {
    Cli.Result probe = Cli.runWithInput(ones(80), GAME);
    List<Prompt> asked = prompts(probe);
    Option<Integer> at = Option.none();
    Move listed = null;
    Move other = null;
    for (int i = 0; i < asked.size() && at.isEmpty(); i++) {
      Prompt p = asked.get(i);
      for (Move m : p.moves()) {
        Option<List<Step>> another =
            p.state().ruleSet().spellings(p.state(), m).find(s -> !s.equals(m.steps()));
        if (another.isDefined()) {
          at = Option.some(i);
          listed = m;
          other = Move.of(p.roll(), another.get());
          break;
        }
      }
    }
    assertTrue(at.isDefined(), "some move in 80 decisions can be spelled in another order");
    Path saved = dir.resolve("g.txt");
    Cli.Result r =
        Cli.runWithInput(
            ones(at.get()) + Notation.format(other) + "\nquit\n",
            concat(GAME, "--save", saved.toString()));
    assertEquals(0, r.status(), r.err());
    String last = List.ofAll(Files.readAllLines(saved)).filter(l -> l.startsWith("Y ")).last();
    assertTrue(last.endsWith(" " + Notation.format(listed)), last + " for " + other);
  }

  @Test
  void movesAreToldInWordsToThePersonPlaying() {
    Cli.Result r = Cli.runWithInput(ones(1) + "quit\n", GAME);
    assertEquals(0, r.status(), r.err());
    Prompt first = prompts(r).head();
    Move played = first.moves().head();
    Words en = Words.of(Locale.ENGLISH);
    for (Event e : first.state().ruleSet().explain(first.state(), played).get().events()) {
      assertTrue(r.out().contains("  " + en.describe(e, Colour.YELLOW) + "\n"), e.toString());
    }
    assertTrue(r.out().contains("  You move "), r.out());
    // the bot's turn is told too, its end said to yellow
    assertTrue(r.out().contains("  Your turn.\n"), r.out());
  }

  @Test
  void longListsAreGroupedByTheSquareThePieceStartsFrom() {
    Cli.Result r = Cli.runWithInput(ones(150), GAME);
    assertEquals(0, r.status(), r.err());
    java.util.List<String> lines = r.lines();
    Pattern item = Pattern.compile("  (\\d+)\\) (.+?)(?=  \\d+\\) |$)");
    int grouped = 0;
    for (Prompt p : prompts(r)) {
      List<Move> moves = p.moves();
      if (moves.size() <= PersonPrompt.GROUP_ABOVE) {
        continue;
      }
      grouped++;
      // the lines after this prompt's "Which move" question, up to the prompt line
      int q = indexOfPromptList(lines, p);
      java.util.Map<Integer, String> listed = new java.util.HashMap<>();
      Words en = Words.of(Locale.ENGLISH);
      String heading = null;
      for (int i = q + 1; !lines.get(i).startsWith("yellow> "); i++) {
        String line = lines.get(i);
        String body = line;
        if (!line.startsWith("     ")) {
          int colon = line.indexOf(':');
          heading = line.substring(2, colon);
          body = line.substring(colon + 1);
        }
        Matcher m = item.matcher(body);
        while (m.find()) {
          int n = Integer.parseInt(m.group(1));
          listed.put(n, m.group(2));
          Location from = moves.get(n - 1).steps().head().from();
          assertEquals(en.location(from, Colour.YELLOW, Colour.YELLOW), heading, line);
        }
      }
      assertEquals(moves.size(), listed.size(), "every move listed once");
      for (int n = 1; n <= moves.size(); n++) {
        assertEquals(Notation.format(moves.get(n - 1)), listed.get(n).strip());
      }
    }
    assertTrue(grouped > 0, "some prompt in the game has more than 12 moves");
  }

  private static int indexOfPromptList(java.util.List<String> lines, Prompt p) {
    String position = Notation.format(p.state());
    String rolls = "yellow (you) rolls " + p.roll();
    for (int i = 1; i < lines.size(); i++) {
      if (lines.get(i).equals(rolls) && lines.get(i - 1).equals(position)) {
        return i + 1; // the question's line
      }
    }
    throw new AssertionError("prompt not found: " + position + " " + rolls);
  }

  @Test
  void russianWordsWithLangRu() {
    Cli.Result r =
        Cli.run(
            "play",
            "--variant",
            "russian",
            "--humans",
            "0",
            "--bots",
            "heuristic,heuristic",
            "--seed",
            "2",
            "--lang",
            "ru",
            "--no-color");
    assertEquals(0, r.status(), r.err());
    assertTrue(r.out().contains(" ходит "), r.out());
    assertTrue(r.out().contains("  Теперь ходит "), r.out());
    assertFalse(r.out().contains(" moves from "), "no English sentence");
    Colour winner =
        Colour.valueOf(r.lastLine().substring("winner: ".length()).toUpperCase(Locale.ROOT));
    assertTrue(
        r.out()
            .contains(
                Words.of(Locale.forLanguageTag("ru")).describe(Event.of(Event.Kind.WIN, winner))),
        "the win said in Russian");
  }

  @Test
  @DisplayName("R6: an exchange offered to the person is asked as a question, answered yes or no")
  void r6_anOfferIsAskedAsAQuestionInRussian(@TempDir Path dir) throws Exception {
    // a game between bots, cut just before a colour answers an exchange offer
    GameRecord played = null;
    int cut = -1;
    GameState asked = null;
    RuleSet rules = RuleSets.get("russian");
    for (int seed = 1; seed < 60 && cut < 0; seed++) {
      played =
          Match.play(
                  rules,
                  LinkedHashMap.of(
                      Colour.YELLOW,
                      "heuristic",
                      Colour.GREEN,
                      "heuristic",
                      Colour.RED,
                      "heuristic"),
                  seed)
              .record()
              .get();
      GameState s = played.start();
      int i = 0;
      for (GameRecord.Entry d : played.entries()) {
        if (s.turnState().offerer().isDefined()) {
          cut = i;
          asked = s;
          break;
        }
        Move m =
            d.roll().isDefined()
                ? Notation.parseMove(d.move(), d.roll().get())
                : Notation.parseMove(d.move());
        s = rules.play(s, m);
        i++;
      }
    }
    assertTrue(cut > 0, "some game between bots has an exchange offered");
    StringBuilder text = new StringBuilder();
    for (String line : played.format().split("\n")) {
      if (line.startsWith("# ") && !line.startsWith("# player ")) {
        text.append(line).append('\n');
      }
    }
    for (GameRecord.Entry d : played.entries().take(cut)) {
      text.append(d.format()).append('\n');
    }
    Path f = dir.resolve("cut.txt");
    Files.writeString(f, text.toString());
    Path saved = dir.resolve("saved.txt");
    Cli.Result r =
        Cli.runWithInput(
            "да\nsave " + saved + "\nquit\n", "play", "--load", f.toString(), "--lang", "ru");
    assertEquals(0, r.status(), r.err());
    Colour offerer = asked.turnState().offerer().get();
    // R6: the question says the terms, as the acceptance's releases tell them
    GameState offered = asked;
    Move acceptance =
        rules
            .legalMoves(offered)
            .find(m -> !Placement.of(offered).equals(Placement.of(rules.play(offered, m))))
            .get();
    String question =
        Words.of(Locale.forLanguageTag("ru"))
            .question(
                Words.Question.ANSWER_OFFER,
                offerer,
                rules.explain(offered, acceptance).get().events());
    assertTrue(question.contains(" перейдёт из плена у "), question);
    assertTrue(r.out().contains(question + " (да/нет)\n"), r.out());
    // yes is the answer that brings the prisoners home: the pieces move
    GameRecord after = GameRecord.read(Files.readString(saved)).get();
    GameRecord.Entry answer = after.entries().get(cut);
    GameState state = asked;
    Move accepted = Notation.parseMove(answer.move());
    assertFalse(
        Placement.of(state).equals(Placement.of(rules.play(state, accepted))),
        "accepting moves the prisoners: " + answer.format());
  }

  @Test
  @DisplayName(
      "R6: the one exchange a person may offer is asked with its terms, a third colour's prisoner"
          + " given")
  void r6_anOfferSaysItsTerms() {
    // Yellow holds a Green piece and none of Red's; Red holds Yellow's: Yellow may offer Red only
    RuleSet rules = RuleSets.get("russian");
    GameState s = Notation.parsePosition("russian Y Y:n,n,n,n,pR G:n,n,n,n,pY R:n,n,n,n,n", rules);
    StringWriter printed = new StringWriter();
    PersonPrompt prompt =
        new PersonPrompt(
            new PrintWriter(printed, true),
            new BufferedReader(new StringReader("yes\n")),
            Words.of(Locale.ENGLISH),
            false,
            file -> {});
    PersonPrompt.Reply reply = prompt.ask(s, rules.legalMoves(s), null);
    assertTrue(
        printed
            .toString()
            .startsWith(
                "Offer Red an exchange of prisoners before you roll: Green's piece would go from"
                    + " your base to Red's base as a prisoner, and your piece would go from Red's"
                    + " base to your nest? (yes/no)\n"),
        printed.toString());
    Move offer = ((PersonPrompt.Chosen) reply).move();
    assertEquals(Colour.RED, rules.play(s, offer).toMove(), "yes offers Red the exchange");
  }

  private static String[] concat(String[] a, String... b) {
    String[] out = java.util.Arrays.copyOf(a, a.length + b.length);
    System.arraycopy(b, 0, out, a.length, b.length);
    return out;
  }
}
