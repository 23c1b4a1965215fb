package io.github.parcheesi.bots;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Move;
import io.github.parcheesi.Notation;
import io.github.parcheesi.RuleOption;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.Words;
import io.vavr.collection.List;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * A bot that is another program, spoken to in JSON lines over its standard input and output
 * (COMMANDS.md, "Bots in any language"): {@code exec:COMMAND} names it, the command split at spaces
 * and run without a shell. The program is started at the first decision and ended with the game
 * ({@link #close}).
 *
 * <p>Every request is one line and is answered with one line: {@code hello} with anything (such as
 * {@code {"ok": true}}), {@code choose} with {@code {"move": ID}}. A program that answers something
 * else, late, or not at all, or that ends, fails the game with a {@link BotException} that names
 * the program, the colour it played and what went wrong.
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * try (Bot python = new ExternalBot("exec:python3 greedy_bot.py", 10_000)) {
 *   Move move = python.choose(state, rules.legalMoves(state, roll));
 * }
 * }</pre>
 */
public final class ExternalBot implements Bot {

  /** The prefix of an external bot's name. */
  public static final String PREFIX = "exec:";

  /** The protocol's version, sent in {@code hello}. */
  public static final int PROTOCOL = 1;

  private static final ObjectMapper JSON = new ObjectMapper();

  /** What the reader of the program's output gives once the output ends: no line, by identity. */
  @SuppressWarnings("StringOperationCanBeSimplified")
  private static final String ENDED = new String("");

  /** The longest answer line read, in characters; a longer one fails the bot. */
  private static final int MAX_LINE = 1 << 20;

  private final String name;
  private final java.util.List<String> command;
  private final long timeoutMillis;
  private final MoveJson moves = new MoveJson(Words.of(java.util.Locale.ENGLISH));
  private Process process;
  private Writer in;
  private BlockingQueue<String> answers;

  /**
   * A bot run by a command.
   *
   * @param name the bot's name, {@code exec:COMMAND}: the command is split at spaces and run
   *     without a shell when the bot first chooses
   * @param timeoutMillis how long an answer may take, in milliseconds, 1 or more
   * @throws IllegalArgumentException when the name is not {@code exec:} and a command, or the
   *     timeout is below 1
   */
  public ExternalBot(String name, long timeoutMillis) {
    if (!name.startsWith(PREFIX) || name.substring(PREFIX.length()).isBlank()) {
      throw new IllegalArgumentException("bot '" + name + "': give a command after exec:");
    }
    if (timeoutMillis < 1) {
      throw new IllegalArgumentException(
          "bot '" + name + "': the timeout must be 1 ms or more, got " + timeoutMillis);
    }
    this.name = name;
    this.command = java.util.List.of(name.substring(PREFIX.length()).trim().split(" +"));
    this.timeoutMillis = timeoutMillis;
  }

  /**
   * Asks the program for a move, starting it first (with {@code hello}) at the first decision.
   *
   * @param state the position the move is played from
   * @param legal its legal moves, at least one; the program answers the id of one, its index here
   * @return the move the program chose
   * @throws BotException when the program cannot be started, answers something other than one of
   *     the moves' ids, answers late or not at all, or has ended
   */
  @Override
  public Move choose(GameState state, List<Move> legal) {
    if (process == null) {
      start(state.ruleSet());
    }
    ObjectNode request = JSON.createObjectNode();
    request.put("type", "choose");
    request.put("colour", String.valueOf(state.toMove().letter()));
    request.put("position", Notation.format(state));
    // null for a decision without a roll
    request.put("roll", legal.head().roll().map(Object::toString).getOrNull());
    ArrayNode list = request.putArray("moves");
    RuleSet rules = state.ruleSet();
    int id = 0;
    for (Move m : legal) {
      ObjectNode o = JSON.createObjectNode();
      o.put("id", id++);
      o.setAll(moves.node(rules.explain(state, m).get()));
      list.add(o);
    }
    JsonNode answer = ask(request, state);
    JsonNode chosen = answer.get("move");
    if (chosen == null || !chosen.canConvertToInt()) {
      throw failed(state, "answered " + answer + ", not {\"move\": ID}");
    }
    int i = chosen.asInt();
    if (i < 0 || i >= legal.size()) {
      throw failed(
          state,
          "chose move " + i + " of " + legal.size() + " (ids 0 to " + (legal.size() - 1) + ")");
    }
    return legal.get(i);
  }

  private void start(RuleSet rules) {
    try {
      process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
    } catch (IOException e) {
      throw new BotException("bot '" + name + "': cannot start " + command + ": " + e.getMessage());
    }
    in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
    // this program's answers alone: a reader of a program ended before never reaches the next's
    BlockingQueue<String> queue = new ArrayBlockingQueue<>(1);
    answers = queue;
    BufferedReader out =
        new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
    Thread reader =
        new Thread(
            () -> {
              try {
                StringBuilder line = new StringBuilder();
                int c;
                while ((c = out.read()) >= 0) {
                  if (c == '\n') {
                    queue.put(line.toString());
                    line.setLength(0);
                  } else if (line.length() < MAX_LINE) {
                    line.append((char) c);
                  }
                }
              } catch (IOException | InterruptedException e) {
                // the bot was closed: ask() says so
              }
              queue.offer(ENDED); // its output ended: ask() says so at once, not at the timeout
            },
            "bot " + name);
    reader.setDaemon(true);
    reader.start();
    ObjectNode hello = JSON.createObjectNode();
    hello.put("type", "hello");
    hello.put("protocol", PROTOCOL);
    hello.put("variant", rules.id());
    ObjectNode options = hello.putObject("options");
    for (RuleOption<?> o : rules.options()) {
      options.put(o.name(), rules.optionValues().get(o.name()).getOrElse(o.defaultValue()));
    }
    ask(hello, null);
  }

  /** Sends one request and waits for its answer, a JSON object. */
  private JsonNode ask(ObjectNode request, GameState state) {
    try {
      in.write(request.toString());
      in.write('\n');
      in.flush();
    } catch (IOException e) {
      throw failed(state, "stopped reading its input (" + exitStatus() + ")");
    }
    String line;
    try {
      line = answers.poll(timeoutMillis, TimeUnit.MILLISECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw failed(state, "interrupted while waiting for its answer");
    }
    if (line == null || line == ENDED) {
      throw failed(
          state,
          line == null && process.isAlive()
              ? "gave no answer within " + timeoutMillis + " ms"
              : "ended without answering (" + exitStatus() + ")");
    }
    try {
      JsonNode answer = JSON.readTree(line);
      if (answer == null || !answer.isObject()) {
        throw failed(state, "answered '" + shorten(line) + "', not a JSON object");
      }
      return answer;
    } catch (IOException e) {
      throw failed(state, "answered '" + shorten(line) + "', not JSON");
    }
  }

  private String exitStatus() {
    try {
      return process.waitFor(100, TimeUnit.MILLISECONDS)
          ? "exit status " + process.exitValue()
          : "still running";
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return "still running";
    }
  }

  private BotException failed(GameState state, String what) {
    close();
    String colour = state == null ? "" : " playing " + state.toMove().letter();
    return new BotException("bot '" + name + "'" + colour + ": " + what);
  }

  private static String shorten(String line) {
    return line.length() <= 80 ? line : line.substring(0, 80) + "...";
  }

  /** Ends the program: closes its input, then stops it if it does not end within a second. */
  @Override
  public void close() {
    if (process == null) {
      return;
    }
    try {
      in.close();
    } catch (IOException e) {
      // it is being stopped anyway
    }
    try {
      if (!process.waitFor(1, TimeUnit.SECONDS)) {
        process.destroyForcibly();
      }
    } catch (InterruptedException e) {
      process.destroyForcibly();
      Thread.currentThread().interrupt();
    }
    process = null;
  }

  @Override
  public String toString() {
    return name;
  }
}
