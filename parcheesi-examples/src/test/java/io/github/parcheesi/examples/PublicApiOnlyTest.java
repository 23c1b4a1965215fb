package io.github.parcheesi.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.vavr.collection.List;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The examples, the bots module and the Spark module use only the public API (CONTRIBUTING.md:
 * "built only on the public API"): they read moves, steps and locations through typed accessors
 * ({@code Step.from()}, {@code Location.kind()}, {@code Event}, {@code TurnState.offerer()}), never
 * by taking the text of notation apart, and they import no engine's package and not the engines'
 * contract ({@code MoveSource}, {@code Positions}).
 */
class PublicApiOnlyTest {

  /**
   * The main sources checked: the command-line program and the page, the bots module, and the Spark
   * module.
   */
  private static final List<Path> MAIN =
      List.of(
          Path.of("src/main/java"),
          Path.of("parcheesi-bots/src/main/java"),
          Path.of("parcheesi-spark/src/main/java"));

  /** Ways of taking notation text apart outside {@code Notation}. */
  private static final List<Pattern> PARSING =
      List.of(
          // a location token's letters: "p" for prisoners, "r" for home rows, ...
          Pattern.compile(
              "\\.token\\(\\)\\s*\\.\\s*(charAt|startsWith|endsWith|substring|split|indexOf|matches)\\("),
          Pattern.compile("startsWith\\(\"p[BGRY]?\"\\)"),
          // the text of a step, a move or a position
          Pattern.compile(
              "(step|steps|move|Step|Move)\\w*(\\(\\))?\\.toString\\(\\)\\s*\\.\\s*(split|startsWith|endsWith|charAt|substring|indexOf|contains)\\("),
          Pattern.compile(
              "Notation\\.format\\([^;]*\\)\\s*\\.\\s*(split|startsWith|endsWith|charAt|substring|indexOf|contains)\\("),
          Pattern.compile("\\.split\\(\"/\"\\)"));

  /**
   * Engine packages, and the core's classes for engines, which the examples may reach only through
   * {@code RuleSet}.
   */
  private static final Pattern ENGINE_IMPORT =
      Pattern.compile(
          "^import( static)? io\\.github\\.parcheesi\\.((track68|american|parchis|russian)\\.|(MoveSource|Positions)\\b)");

  private static List<Path> sources() throws IOException {
    List<Path> out = List.empty();
    for (Path root : MAIN) {
      try (Stream<Path> files = Files.walk(root)) {
        out = out.appendAll(files.filter(f -> f.toString().endsWith(".java")).sorted().toList());
      }
    }
    return out;
  }

  private static boolean parses(String line) {
    String code = line.strip();
    return !code.startsWith("*")
        && !code.startsWith("//")
        && PARSING.exists(p -> p.matcher(code).find());
  }

  @Test
  void thePatternsCatchTextParsingAndLetTypedAccessorsBe() {
    assertTrue(parses("if (step.to().token().startsWith(\"p\")) {"));
    assertTrue(parses("String[] parts = move.toString().split(\" \");"));
    assertTrue(parses("boolean buy = Notation.format(m).contains(\"pB/n\");"));
    assertTrue(parses("String[] ends = s.split(\"/\");"));
    assertFalse(parses("if (step.to().kind() == Location.Kind.PRISONER) {"));
    assertFalse(parses("out.println(Notation.format(move));"));
    assertFalse(parses("// a comment may say move.toString().split(\" \")"));
  }

  @Test
  void theEnginePatternCatchesEnginesAndTheirContractAndLetsTheApiBe() {
    assertTrue(ENGINE_IMPORT.matcher("import io.github.parcheesi.russian.RussianRules;").find());
    assertTrue(ENGINE_IMPORT.matcher("import io.github.parcheesi.track68.TrackRules;").find());
    assertTrue(ENGINE_IMPORT.matcher("import io.github.parcheesi.Positions;").find());
    assertTrue(ENGINE_IMPORT.matcher("import static io.github.parcheesi.Positions.code;").find());
    assertTrue(ENGINE_IMPORT.matcher("import io.github.parcheesi.MoveSource;").find());
    assertFalse(ENGINE_IMPORT.matcher("import io.github.parcheesi.Move;").find());
    assertFalse(ENGINE_IMPORT.matcher("import io.github.parcheesi.PositionsView;").find());
    assertFalse(ENGINE_IMPORT.matcher("import io.github.parcheesi.examples.Positions;").find());
  }

  @Test
  void noMainSourceTakesNotationTextApart() throws IOException {
    List<Path> files = sources();
    assertTrue(files.size() > 20, "the sources are found: " + files.size());
    assertTrue(
        files.exists(f -> f.endsWith("io/github/parcheesi/bots/LearningEnv.java")),
        "the bots module's sources are checked");
    List<String> found = List.empty();
    for (Path f : files) {
      List<String> lines = List.ofAll(Files.readAllLines(f));
      for (int i = 0; i < lines.size(); i++) {
        if (parses(lines.get(i))) {
          found = found.append(f.getFileName() + ":" + (i + 1) + ": " + lines.get(i).strip());
        }
      }
    }
    assertEquals(List.empty(), found, "read steps and locations through their accessors");
  }

  @Test
  void noMainSourceImportsAnEnginePackage() throws IOException {
    List<String> found = List.empty();
    for (Path f : sources()) {
      for (String line : Files.readAllLines(f)) {
        if (ENGINE_IMPORT.matcher(line).find()) {
          found = found.append(f.getFileName() + ": " + line);
        }
      }
    }
    assertEquals(List.empty(), found, "reach the engines through RuleSet");
  }
}
