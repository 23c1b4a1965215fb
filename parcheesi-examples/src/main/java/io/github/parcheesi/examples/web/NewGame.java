package io.github.parcheesi.examples.web;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.parcheesi.Colour;
import io.github.parcheesi.Dice;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Notation;
import io.github.parcheesi.ParseException;
import io.github.parcheesi.Rejection;
import io.github.parcheesi.Roll;
import io.github.parcheesi.RollOff;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.RuleSets;
import io.github.parcheesi.bots.Bot;
import io.github.parcheesi.bots.Bots;
import io.github.parcheesi.record.GameRecord;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.security.SecureRandom;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Reads the page's request for a new game and starts it. The request is a JSON object, every field
 * optional:
 *
 * <pre>
 * {"variant": "american", "options": {"KEY": "VALUE"},
 *  "seats": [{"colour": "Y", "player": "human"}, {"colour": "R", "player": "search"}],
 *  "first": "rolloff" | "Y" | "G" | "R" | "B", "seed": 42,
 *  "position": "russian R Y:n,n,n,25,pR R:n,n,n,30,pY offer=Y"}
 * </pre>
 *
 * <p>Without seats a person plays yellow against three search bots; without {@code first} a
 * roll-off decides who starts (B6), except in that default game, where the person starts. With a
 * {@code position} the game goes on from it (its variant and options are the position's; without
 * seats a person plays the colour to move and search bots the others), and it has no record.
 *
 * <p>A seat's player is {@code human}, a bot built in ({@link Bots#names()} and the learned ones,
 * {@link Bots#learnedNames()}) or a program the server was started with. A learned bot is seated
 * only in a game its weights were trained for ({@link LearnedLimits}); elsewhere the request is
 * refused ({@link ErrorCode#BOT_NOT_TRAINED}) before anything is made.
 */
final class NewGame {

  private static final Set<String> FIELDS =
      Set.of("variant", "options", "seats", "first", "seed", "position");

  /** The bots of the default game. */
  static final String DEFAULT_BOT = "search";

  private final SecureRandom seeds = new SecureRandom();
  private final ProgramBots programs;

  /** Starts games whose seats may be played by the bots built in. */
  NewGame() {
    this(ProgramBots.none());
  }

  /**
   * Starts games whose seats may be played by the bots built in and by programs.
   *
   * @param programs the programs the server was started with
   */
  NewGame(ProgramBots programs) {
    this.programs = programs;
  }

  /** Starts the game a request asks for; a request with a mistake is refused with a 400. */
  Game start(JsonNode request) {
    if (!request.isObject()) {
      throw ApiError.of(
          ErrorCode.BAD_REQUEST, "a new game is a JSON object, not " + request.getNodeType());
    }
    for (Iterator<String> it = request.fieldNames(); it.hasNext(); ) {
      String f = it.next();
      if (!FIELDS.contains(f)) {
        throw ApiError.of(
            ErrorCode.BAD_REQUEST,
            "unknown field '" + ApiError.shorten(f) + "' in a new game; known: " + FIELDS);
      }
    }
    long seed = request.has("seed") ? seed(request.get("seed")) : seeds.nextLong();
    if (request.has("position")) {
      return fromPosition(request, seed);
    }
    RuleSet rules = rules(request);
    boolean defaults = !request.has("seats");
    Map<Colour, String> players =
        defaults ? defaultSeats(Colour.values()) : seats(request.get("seats"), programs);
    if (players.size() < 2) {
      throw ApiError.of(ErrorCode.SEAT_COUNT, "a game has 2 to 4 seats, got " + players.size())
          .with("count", players.size());
    }
    requireTrained(players, rules);
    io.vavr.collection.List<Colour> colours = io.vavr.collection.List.ofAll(players.keySet());
    Map<Colour, Bot> bots = new LinkedHashMap<>();
    Dice dice = seatDice(seed, players, bots, programs);
    Option<Colour> named = first(request, colours, defaults);
    GameState start;
    Option<RollOff> rollOff;
    String how;
    if (named.isDefined()) {
      start = rules.newGame(colours, named.get());
      rollOff = Option.none();
      how = "first: " + named.get().letter();
    } else {
      RollOff r = rules.rollOff(colours, dice); // B6: who starts, with the game's dice
      start = rules.newGame(r);
      rollOff = Option.some(r);
      how = "roll-off: " + r;
    }
    GameRecord record =
        GameRecord.start(start, rollOff)
            .withSeed(seed)
            .withPlayers(io.vavr.collection.LinkedHashMap.ofAll(players));
    return new Game(start, players, bots, dice, seed, record, how);
  }

  /**
   * Makes a stored game whole again: its seats and bots, its decisions played again from its start
   * (for the log and the points undo goes back to), its dice rolled on where they stopped, and a
   * person's waiting roll with the steps chosen. A bot's own dice start again from the seed.
   *
   * @param stored what the database kept
   * @param programs the programs the server was started with; a seat of a program it was not
   *     started with is kept, and its bot fails each decision saying so
   * @return the game, which stores as {@code stored} again
   * @throws IllegalStateException when the stored game does not make a whole game
   */
  static Game restore(StoredGame stored, ProgramBots programs) {
    Map<Colour, String> players = new TreeMap<>();
    for (String seat : stored.seats().split(",")) {
      String[] kv = seat.split("=", 2);
      String player = kv.length == 2 ? kv[1] : "";
      if (kv[0].length() != 1
          || Colour.ofLetter(kv[0].charAt(0)).isEmpty()
          || !(player.equals(Seats.HUMAN)
              || Bots.names().contains(player)
              || Bots.learnedNames().contains(player)
              || ProgramBots.isName(player))) {
        throw new IllegalStateException("a seat that no game has: " + seat);
      }
      players.put(Colour.ofLetter(kv[0].charAt(0)).get(), player);
    }
    Map<Colour, Bot> bots = new LinkedHashMap<>();
    Dice dice = seatDice(stored.seed(), players, bots, programs);
    Game game;
    GameRecord checker;
    io.vavr.collection.Seq<GameRecord.Entry> decisions;
    if (stored.position() == null) {
      checker = GameRecord.read(stored.record()).getOrElseThrow(NewGame::broken);
      GameState start = checker.start();
      for (RollOff r : checker.rollOff()) {
        for (int i = 0; i < r.diceRolled(); i++) {
          dice.die(); // the roll-off's single dice came first, as when the game started
        }
      }
      GameRecord empty =
          GameRecord.start(start, checker.rollOff())
              .withSeed(stored.seed())
              .withPlayers(io.vavr.collection.LinkedHashMap.ofAll(players));
      String how =
          checker
              .rollOff()
              .map(r -> "roll-off: " + r)
              .getOrElse(() -> "first: " + start.toMove().letter());
      game = new Game(start, players, bots, dice, stored.seed(), empty, how);
      decisions = checker.entries();
    } else {
      GameState start = Notation.parsePosition(stored.position());
      // checks each decision as a record's line is checked, under the position's rules
      checker = GameRecord.start(start.ruleSet().newGame(start.colours(), start.toMove()));
      game = new Game(start, players, bots, dice, stored.seed(), null, "from a position");
      decisions = decisionLines(stored.record());
    }
    for (GameRecord.Entry e : decisions) {
      game.replay(checker.move(game.state(), e).getOrElseThrow(NewGame::broken));
    }
    io.vavr.collection.List<String> steps =
        stored.steps() == null
            ? io.vavr.collection.List.empty()
            : io.vavr.collection.List.of(stored.steps().split(" "));
    Roll waiting =
        stored.roll() == null
            ? null
            : Roll.parse(stored.roll()).getOrElseThrow(() -> broken("a roll " + stored.roll()));
    game.resume(stored.rolls(), waiting, steps.asJava());
    StoredGame again = game.stored();
    if (!again.equals(stored)) {
      throw new IllegalStateException("made again, the game stores as " + again);
    }
    return game;
  }

  /** The decision lines of a game from a position, as a record's lines. */
  private static io.vavr.collection.List<GameRecord.Entry> decisionLines(String text) {
    io.vavr.collection.List<GameRecord.Entry> out = io.vavr.collection.List.empty();
    int n = 0;
    for (String line : text.isEmpty() ? new String[0] : text.split("\n")) {
      n++;
      String[] f = line.split(" ", 3);
      if (f.length != 3
          || f[0].length() != 1
          || Colour.ofLetter(f[0].charAt(0)).isEmpty()
          || (!f[1].equals("-") && Roll.parse(f[1]).isEmpty())) {
        throw broken("decision " + n + " '" + line + "'");
      }
      Option<Roll> roll = f[1].equals("-") ? Option.none() : Roll.parse(f[1]);
      out = out.append(new GameRecord.Entry(n, Colour.ofLetter(f[0].charAt(0)).get(), roll, f[2]));
    }
    return out;
  }

  private static IllegalStateException broken(Object what) {
    return new IllegalStateException("the stored game does not replay: " + what);
  }

  private Game fromPosition(JsonNode request, long seed) {
    if (request.has("variant") || request.has("options") || request.has("first")) {
      throw ApiError.of(
          ErrorCode.BAD_REQUEST,
          "a game from a position takes its variant, options and player to move from the"
              + " position; leave out variant, options and first");
    }
    String text = text(request.get("position"), "position");
    GameState start;
    try {
      start = Notation.parsePosition(text);
    } catch (ParseException e) {
      throw badPosition(e);
    }
    Map<Colour, String> players;
    if (request.has("seats")) {
      players = seats(request.get("seats"), programs);
      if (!players.keySet().equals(new java.util.TreeSet<>(start.colours().asJava()))) {
        String colours = start.colours().map(Colour::letter).mkString(",");
        throw ApiError.of(
                ErrorCode.SEATS_NOT_POSITION,
                "the seats must be the position's colours, "
                    + colours
                    + "; got "
                    + players.keySet().stream().map(c -> String.valueOf(c.letter())).toList())
            .with("colours", colours);
      }
    } else {
      players = new TreeMap<>();
      for (Colour c : start.colours()) {
        players.put(c, c == start.toMove() ? Seats.HUMAN : DEFAULT_BOT);
      }
    }
    requireTrained(players, start.ruleSet());
    Map<Colour, Bot> bots = new LinkedHashMap<>();
    Dice dice = seatDice(seed, players, bots, programs);
    return new Game(start, players, bots, dice, seed, null, "from a position");
  }

  /**
   * Refuses seats of a learned bot in a game its weights were not trained for (another number of
   * players, other options), before anything is made.
   */
  private static void requireTrained(Map<Colour, String> players, RuleSet rules) {
    for (Map.Entry<Colour, String> seat : players.entrySet()) {
      for (String why : LearnedLimits.refusal(seat.getValue(), rules, players.size())) {
        throw ApiError.of(
                ErrorCode.BOT_NOT_TRAINED,
                Seats.name(seat.getKey())
                    + "'s "
                    + why
                    + "; a learned bot plays only the games its weights were trained for"
                    + " (GET /api/variants, \"limited\")")
            .with("bot", seat.getValue())
            .with("colour", Views.letter(seat.getKey()));
      }
    }
  }

  /** The game's dice, after splitting off each seat's own, in colour order (as play does). */
  private static Dice seatDice(
      long seed, Map<Colour, String> players, Map<Colour, Bot> bots, ProgramBots programs) {
    Dice dice = Dice.seeded(seed);
    for (Map.Entry<Colour, String> e : players.entrySet()) {
      Dice own = dice.split();
      String player = e.getValue();
      if (Bots.names().contains(player) || Bots.learnedNames().contains(player)) {
        bots.put(e.getKey(), Bots.create(player, own));
      } else if (!player.equals(Seats.HUMAN)) {
        bots.put(e.getKey(), programs.create(player)); // never a command: a name the server has
      }
    }
    return dice;
  }

  private static RuleSet rules(JsonNode request) {
    String id = request.has("variant") ? text(request.get("variant"), "variant") : "american";
    RuleSet rules =
        RuleSets.find(id)
            .getOrElseThrow(
                () ->
                    ApiError.of(
                        ErrorCode.UNKNOWN_VARIANT,
                        "unknown variant '"
                            + ApiError.shorten(id)
                            + "'; known: "
                            + RuleSets.all().map(RuleSet::id).mkString(", ")));
    if (!request.has("options")) {
      return rules;
    }
    JsonNode options = request.get("options");
    if (!options.isObject()) {
      throw ApiError.of(ErrorCode.BAD_REQUEST, "options is an object of option names to values");
    }
    for (Iterator<Map.Entry<String, JsonNode>> it = options.fields(); it.hasNext(); ) {
      Map.Entry<String, JsonNode> o = it.next();
      Either<Rejection, RuleSet> next =
          rules.withOption(o.getKey(), text(o.getValue(), "option " + o.getKey()));
      if (next.isLeft()) {
        throw ApiError.of(ErrorCode.BAD_OPTION, next.getLeft().message())
            .with("option", o.getKey());
      }
      rules = next.get();
    }
    return rules;
  }

  private static Map<Colour, String> seats(JsonNode seats, ProgramBots programs) {
    if (!seats.isArray()) {
      throw ApiError.of(
          ErrorCode.BAD_REQUEST, "seats is an array of {\"colour\": \"Y\", \"player\": \"human\"}");
    }
    // how many, 2 to 4, is the caller's to check: a position's colours say it first
    Map<Colour, String> out = new TreeMap<>(); // play order, B5
    for (JsonNode seat : seats) {
      if (!seat.isObject()) {
        throw ApiError.of(
            ErrorCode.BAD_REQUEST,
            "a seat is an object {\"colour\": \"Y\", \"player\": \"human\"}");
      }
      Colour c = colour(text(seat.get("colour"), "a seat's colour"));
      String player = text(seat.get("player"), "a seat's player");
      if (!player.equals(Seats.HUMAN)
          && !Bots.names().contains(player)
          && !Bots.learnedNames().contains(player)
          && !programs.has(player)) {
        throw ApiError.of(
            ErrorCode.UNKNOWN_PLAYER,
            "unknown player '"
                + ApiError.shorten(player)
                + "'; a seat is played by human or a bot: "
                + Bots.names()
                    .appendAll(Bots.learnedNames())
                    .appendAll(programs.names())
                    .mkString(", "));
      }
      if (out.put(c, player) != null) {
        throw ApiError.of(ErrorCode.BAD_REQUEST, "two seats have the colour " + c.letter());
      }
    }
    return out;
  }

  private static Map<Colour, String> defaultSeats(Colour... colours) {
    Map<Colour, String> out = new TreeMap<>();
    for (Colour c : colours) {
      out.put(c, c == Colour.YELLOW ? Seats.HUMAN : DEFAULT_BOT);
    }
    return out;
  }

  private static Option<Colour> first(
      JsonNode request, io.vavr.collection.List<Colour> colours, boolean defaults) {
    if (!request.has("first")) {
      return defaults ? Option.some(colours.head()) : Option.none();
    }
    String first = text(request.get("first"), "first");
    if (first.equals("rolloff")) {
      return Option.none();
    }
    Colour c = colour(first);
    if (!colours.contains(c)) {
      throw ApiError.of(ErrorCode.FIRST_NOT_SEATED, "first: " + c.letter() + " does not play")
          .with("colour", String.valueOf(c.letter()));
    }
    return Option.some(c);
  }

  private static Colour colour(String letter) {
    Option<Colour> c = letter.length() == 1 ? Colour.ofLetter(letter.charAt(0)) : Option.none();
    return c.getOrElseThrow(
        () ->
            ApiError.of(
                ErrorCode.BAD_REQUEST,
                "unknown colour '" + ApiError.shorten(letter) + "'; colours are Y, G, R, B"));
  }

  private static String text(JsonNode node, String what) {
    if (node == null || !node.isTextual()) {
      throw ApiError.of(ErrorCode.BAD_REQUEST, what + " must be a string");
    }
    return node.asText();
  }

  private static long seed(JsonNode node) {
    if (!node.isIntegralNumber() || !node.canConvertToLong()) {
      throw ApiError.of(ErrorCode.BAD_SEED, "seed must be a whole number");
    }
    return node.asLong();
  }

  /**
   * A position that cannot be read, or breaks its board's rules, with what a page needs to say so.
   */
  private static ApiError badPosition(ParseException e) {
    ApiError error =
        ApiError.of(ErrorCode.BAD_POSITION, "position: " + e.getMessage())
            .with("kind", ErrorCode.kebab(e.kind()))
            .with("token", e.token())
            .with("column", e.column());
    if (!e.problems().isEmpty()) {
      error.with("problem", ErrorCode.kebab(e.problems().head().kind()));
    }
    return error;
  }
}
