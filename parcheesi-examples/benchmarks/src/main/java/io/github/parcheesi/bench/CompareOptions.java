package io.github.parcheesi.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The arguments of {@link CompareBuilds}: {@code [--games N] [--rounds N] [--variant ID] [--seed S]
 * [--option K=V]... OLD.jar NEW.jar [MORE.jar...]}.
 *
 * @param games games each run of {@code simulate} plays
 * @param rounds rounds, each running every build once
 * @param variant the variant's id
 * @param seed the seed of every run's games
 * @param options the rule options, each {@code KEY=VALUE}, in the order given
 * @param jars each build's {@code parcheesi.jar}, the one the others are compared with first
 */
record CompareOptions(
    int games, int rounds, String variant, long seed, List<String> options, List<Path> jars) {

  static final int DEFAULT_GAMES = 2000;
  static final int DEFAULT_ROUNDS = 10;
  static final String DEFAULT_VARIANT = "american";
  static final long DEFAULT_SEED = 1;

  CompareOptions {
    options = List.copyOf(options);
    jars = List.copyOf(jars);
  }

  /**
   * Reads the arguments.
   *
   * @param args the command line
   * @return what it asks for
   * @throws IllegalArgumentException naming the unknown option, the missing or bad value, the
   *     missing jar file, or saying that fewer than two jars were given
   */
  static CompareOptions parse(String[] args) {
    int games = DEFAULT_GAMES;
    int rounds = DEFAULT_ROUNDS;
    String variant = DEFAULT_VARIANT;
    long seed = DEFAULT_SEED;
    List<String> options = new ArrayList<>();
    List<Path> jars = new ArrayList<>();
    for (int i = 0; i < args.length; i++) {
      switch (args[i]) {
        case "--games":
          games = CompareBuilds.positive(args, ++i);
          break;
        case "--rounds":
          rounds = CompareBuilds.positive(args, ++i);
          break;
        case "--variant":
          variant = word(args, ++i);
          break;
        case "--seed":
          seed = whole(args, ++i);
          break;
        case "--option":
          String option = word(args, ++i);
          if (option.indexOf('=') <= 0) {
            throw new IllegalArgumentException("--option needs KEY=VALUE, got " + option);
          }
          options.add(option);
          break;
        default:
          if (args[i].startsWith("-")) {
            throw new IllegalArgumentException(
                "unknown option "
                    + args[i]
                    + "; known: --games, --rounds, --variant, --seed, --option");
          }
          Path jar = Path.of(args[i]);
          if (!Files.isRegularFile(jar)) {
            throw new IllegalArgumentException("no such jar file: " + jar);
          }
          jars.add(jar);
      }
    }
    if (jars.size() < 2) {
      throw new IllegalArgumentException(
          "give two or more builds' parcheesi.jar files (OLD.jar NEW.jar ...), got " + jars.size());
    }
    return new CompareOptions(games, rounds, variant, seed, options, jars);
  }

  /**
   * The arguments of {@code simulate} that every run gets.
   *
   * @return {@code simulate --variant V --games N --threads 1 --seed S [--option K=V]...}
   */
  List<String> simulateArguments() {
    List<String> out = new ArrayList<>();
    out.addAll(
        List.of(
            "simulate",
            "--variant",
            variant,
            "--games",
            String.valueOf(games),
            "--threads",
            "1",
            "--seed",
            String.valueOf(seed)));
    for (String option : options) {
      out.add("--option");
      out.add(option);
    }
    return out;
  }

  /** The value after option args[i - 1], which may not be another option. */
  private static String word(String[] args, int i) {
    String text = CompareBuilds.value(args, i);
    if (text.startsWith("--")) {
      throw new IllegalArgumentException(args[i - 1] + " needs a value, got the option " + text);
    }
    return text;
  }

  /** The whole number after option args[i - 1]; names the option when it is not one. */
  private static long whole(String[] args, int i) {
    String text = CompareBuilds.value(args, i);
    try {
      return Long.parseLong(text);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(args[i - 1] + " needs a whole number, got " + text, e);
    }
  }
}
