package io.github.parcheesi.examples.web;

import io.github.parcheesi.Colour;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Phase;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.bots.Bot;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Who plays each colour of a game: a person ({@link #HUMAN}) or a bot, named (a bot built in, or a
 * program the server was started with, {@link ProgramBots}); and the bots. Fixed when the game is
 * made.
 */
final class Seats {

  /** The player name of a seat a person plays. */
  static final String HUMAN = "human";

  private final Map<Colour, String> players;
  private final Map<Colour, Bot> bots;

  /**
   * The seats of a game.
   *
   * @param players who plays each colour: {@link #HUMAN} or a bot's name
   * @param bots the bot of each colour a bot plays
   */
  Seats(Map<Colour, String> players, Map<Colour, Bot> bots) {
    this.players = new LinkedHashMap<>(players);
    this.bots = new LinkedHashMap<>(bots);
  }

  /** Whether a person plays the colour. */
  boolean isPerson(Colour c) {
    return HUMAN.equals(players.get(c));
  }

  /** The colours people play, in play order. */
  List<Colour> people() {
    return players.entrySet().stream()
        .filter(e -> e.getValue().equals(HUMAN))
        .map(Map.Entry::getKey)
        .toList();
  }

  /** How many colours people play. */
  long humans() {
    return players.values().stream().filter(HUMAN::equals).count();
  }

  /** Whether one person plays against bots: the only game where undo is offered. */
  boolean onePersonAgainstBots() {
    return humans() == 1 && !bots.isEmpty();
  }

  /** The colour of the one person in a game of one person, whom the sentences address; or null. */
  Colour listener() {
    return humans() == 1
        ? players.entrySet().stream()
            .filter(e -> e.getValue().equals(HUMAN))
            .map(Map.Entry::getKey)
            .findFirst()
            .get()
        : null;
  }

  /** Who plays the colour: {@link #HUMAN} or a bot's name. */
  String player(Colour c) {
    return players.get(c);
  }

  /** The bot that plays the colour, or null when a person does. */
  Bot bot(Colour c) {
    return bots.get(c);
  }

  /** Whether a program ({@link ProgramBots}) plays a seat: a bot that holds a running process. */
  boolean hasPrograms() {
    return players.values().stream().anyMatch(ProgramBots::isName);
  }

  /**
   * Ends the programs that play seats; each starts again at its next decision. The caller holds the
   * game's lock.
   */
  void closePrograms() {
    bots.values().forEach(Bot::close);
  }

  /** Each colour and who plays it, as stored: such as {@code Y=human,R=search}, in play order. */
  String text() {
    StringBuilder out = new StringBuilder();
    players.forEach(
        (c, p) ->
            out.append(out.length() == 0 ? "" : ",").append(c.letter()).append('=').append(p));
    return out.toString();
  }

  /** Each colour and who plays it, as the page shows them. */
  List<Views.SeatView> views() {
    List<Views.SeatView> seats = new ArrayList<>();
    players.forEach((c, p) -> seats.add(new Views.SeatView(Views.letter(c), p)));
    return seats;
  }

  /**
   * Refuses what a person asks for when the game is over or a bot is to act.
   *
   * @param rules the game's rules
   * @param state the game's state
   * @param what what the person asks to do, as in "cannot roll"
   * @throws ApiError a conflict saying why not
   */
  void requirePerson(RuleSet rules, GameState state, String what) {
    Phase phase = rules.phase(state);
    if (phase == Phase.OVER) {
      throw ApiError.of(
          ErrorCode.GAME_OVER,
          "cannot " + what + ": the game is over, " + name(state.winner().get()) + " won");
    }
    if (!isPerson(state.toMove())) {
      throw ApiError.of(
          ErrorCode.BOTS_TURN,
          "cannot "
              + what
              + ": it is "
              + name(state.toMove())
              + "'s turn, played by the "
              + players.get(state.toMove())
              + " bot");
    }
  }

  /** A colour's name in messages, such as {@code Yellow}. */
  static String name(Colour c) {
    return c.name().charAt(0) + c.name().substring(1).toLowerCase(Locale.ROOT);
  }
}
