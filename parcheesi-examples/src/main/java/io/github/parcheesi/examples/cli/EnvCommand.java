package io.github.parcheesi.examples.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.parcheesi.Colour;
import io.github.parcheesi.Dice;
import io.github.parcheesi.Notation;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.bots.Arena;
import io.github.parcheesi.bots.LearningEnv;
import io.github.parcheesi.bots.MoveJson;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/** {@code env}: a game as a learning environment over JSON lines. */
@Command(
    name = "env",
    description = {
      "A game as a learning environment over JSON lines: each line of standard input is a request,"
          + " {\"reset\": SEED} or {\"step\": ACTION}, answered by one line with the observation,"
          + " the legal actions, the rewards, whether the game ended and whose decision is next"
          + " (COMMANDS.md, 'env', numbers the actions and lays out the observation).",
      "--random N plays N episodes of uniformly random legal actions instead, and prints the"
          + " environment steps a second."
    })
final class EnvCommand implements Callable<Integer> {

  /**
   * The JSON mapper, made when {@code env} first needs it: picocli makes every command of the
   * program when it starts, and a mapper made then would slow the start of every other command.
   */
  private static final class Json {
    static final ObjectMapper MAPPER = new ObjectMapper();
  }

  /** The longest request line read, in characters. */
  private static final int MAX_LINE = 4096;

  @Spec private CommandSpec spec;
  @ParentCommand private Main main;
  @Mixin private HelpOption help;
  @Mixin private RuleOptions ruleOptions;

  @Option(
      names = "--players",
      paramLabel = "N",
      defaultValue = "4",
      description = "Players a game, 2 to 4 (default: ${DEFAULT-VALUE}).")
  private int players;

  @Option(
      names = "--random",
      paramLabel = "N",
      description = "Play N episodes of random legal actions and print the speed.")
  private Integer random;

  @Option(
      names = "--seed",
      paramLabel = "S",
      defaultValue = "1",
      description =
          "With --random: the seed of the episodes and choices (default: ${DEFAULT-VALUE}).")
  private long seed;

  @Override
  public Integer call() throws IOException {
    if (players < 2 || players > 4) {
      throw new UsageException("--players: a game has 2 to 4 players, got " + players);
    }
    RuleSet rules = ruleOptions.rules();
    LearningEnv env = new LearningEnv(rules, players);
    PrintWriter out = spec.commandLine().getOut();
    if (random != null) {
      if (random < 1) {
        throw new UsageException("--random: must be 1 or more, got " + random);
      }
      randomEpisodes(env, out);
      return 0;
    }
    BufferedReader in =
        new BufferedReader(new InputStreamReader(main.in(), StandardCharsets.UTF_8));
    String line;
    while ((line = in.readLine()) != null) {
      if (line.isBlank()) {
        continue;
      }
      out.println(answer(env, line));
      out.flush();
    }
    return 0;
  }

  /** One request's answer, or {@code {"error": ...}} with the environment unchanged. */
  static String answer(LearningEnv env, String line) {
    if (line.length() > MAX_LINE) {
      return MoveJson.error(
          "a request is one short line; this one has " + line.length() + " characters");
    }
    JsonNode request;
    try {
      request = Json.MAPPER.readTree(line);
    } catch (IOException e) {
      return MoveJson.error("not JSON: " + line);
    }
    if (request == null || !request.isObject() || request.size() != 1) {
      return MoveJson.error("give one of {\"reset\": SEED} and {\"step\": ACTION}, got " + line);
    }
    if (request.has("reset")) {
      JsonNode s = request.get("reset");
      if (!s.canConvertToLong()) {
        return MoveJson.error("reset: the seed is a whole number, got " + s);
      }
      env.reset(s.asLong());
      return view(env);
    }
    if (request.has("step")) {
      JsonNode a = request.get("step");
      if (env.state() == null) {
        return MoveJson.error("step: no game yet; send {\"reset\": SEED} first");
      }
      if (!a.canConvertToInt()) {
        return MoveJson.error("step: the action is a whole number, got " + a);
      }
      try {
        env.step(a.asInt());
      } catch (IllegalArgumentException e) {
        return MoveJson.error("step: " + e.getMessage());
      }
      return view(env);
    }
    return MoveJson.error("give one of {\"reset\": SEED} and {\"step\": ACTION}, got " + line);
  }

  /** The environment's state as one line of JSON. */
  private static String view(LearningEnv env) {
    ObjectNode o = Json.MAPPER.createObjectNode();
    ArrayNode obs = o.putArray("observation");
    for (float x : env.observation()) {
      obs.add(x);
    }
    ArrayNode mask = o.putArray("legal");
    for (int a : env.legalActions()) {
      mask.add(a);
    }
    ObjectNode rewards = o.putObject("rewards");
    for (Colour c : env.state().colours()) {
      rewards.put(String.valueOf(c.letter()), env.reward(c));
    }
    o.put("terminated", env.terminated());
    o.put("toAct", String.valueOf(env.toAct().letter()));
    o.put("position", Notation.format(env.state()));
    o.put("roll", env.roll() == null || env.terminated() ? null : env.roll().toString());
    return o.toString();
  }

  private void randomEpisodes(LearningEnv env, PrintWriter out) {
    Dice choices = Dice.seeded(seed).split();
    long steps = 0;
    long began = System.nanoTime();
    int[] wins = new int[4];
    for (int e = 0; e < random; e++) {
      env.reset(Arena.gameSeed(seed, e));
      while (!env.terminated()) {
        int[] legal = env.legalActions();
        env.step(legal[choices.nextInt(legal.length)]);
        steps++;
      }
      wins[env.toAct().ordinal()]++;
    }
    double s = Math.max(System.nanoTime() - began, 1) / 1e9;
    out.printf(
        Locale.ROOT,
        "%d episodes of %s, %d players, seed %d: %d environment steps, %.1f a game%n",
        random,
        env.state().variant(),
        players,
        seed,
        steps,
        (double) steps / random);
    out.printf(Locale.ROOT, "wins: Y %d, G %d, R %d, B %d%n", wins[0], wins[1], wins[2], wins[3]);
    spec.commandLine().getErr().printf(Locale.ROOT, "time: %.2f s, %.0f steps/s%n", s, steps / s);
  }
}
