package io.github.parcheesi.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.GameState;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.RuleSets;
import io.github.parcheesi.american.AmericanRules;
import io.github.parcheesi.bots.Bot;
import io.github.parcheesi.parchis.ParchisRules;
import io.github.parcheesi.russian.RussianRules;
import io.vavr.collection.List;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.lang.reflect.InvocationTargetException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every game loop the documentation shows, in the Markdown files' {@code java} blocks and in the
 * Javadoc examples of the library's sources, is taken from the documentation itself, compiled and
 * run to the end of its seeded game on every variant, so that a loop that asks for the wrong
 * phase's moves cannot stay in the docs. A loop is a block with a {@code while}; it names its
 * variant once, {@code RuleSets.get("id")}, which the test replaces by each variant in turn.
 */
class DocumentedLoopsTest {

  private static final Path ROOT = Path.of("..");

  private static final Pattern MARKDOWN_BLOCK =
      Pattern.compile("```java\\n(.*?)```", Pattern.DOTALL);
  private static final Pattern JAVADOC_BLOCK =
      Pattern.compile("<pre>\\{@code\\n(.*?)\\n\\s*\\*\\s*\\}</pre>", Pattern.DOTALL);
  private static final Pattern VARIANT = Pattern.compile("RuleSets\\.get\\(\"[a-z]+\"\\)");
  private static final Pattern LOOP = Pattern.compile("while\\s*\\((.*)\\)\\s*\\{");
  private static final Pattern STATE =
      Pattern.compile("(\\w+)\\.isOver\\(\\)|(\\w+)\\.phase\\(\\)|phase\\((\\w+)\\)");

  /** A documented block with a game loop, and where it is. */
  private record Loop(String where, String code) {}

  @Test
  void everyDocumentedLoopPlaysEveryVariantToTheEnd(@TempDir Path dir) throws Exception {
    List<Loop> loops = documentedLoops();
    List<String> places = loops.map(l -> l.where().replaceAll(" #\\d+$", "")).distinct();
    for (String known :
        List.of(
            "README.md",
            "parcheesi-core/RECORDS.md",
            "parcheesi-core/src/main/java/io/github/parcheesi/RuleSet.java",
            "parcheesi-core/src/main/java/io/github/parcheesi/package-info.java",
            "parcheesi-variants/parcheesi-russian/src/main/java/io/github/parcheesi/russian/"
                + "RussianRules.java")) {
      assertTrue(places.contains(known), "a loop is found in " + known + ", found: " + places);
    }
    List<String> variants = variants();
    int n = 0;
    for (Loop loop : loops) {
      for (String variant : variants) {
        run(loop, variant, dir.resolve("loop" + n++));
      }
    }
  }

  /** The variants of the library: every registered rule set but this module's test-only one. */
  private static List<String> variants() {
    String testOnly = new OfferRules().id();
    List<String> ids = RuleSets.all().map(RuleSet::id).filter(id -> !id.equals(testOnly));
    assertEquals(List.of("american", "parchis", "russian"), ids.sorted(), "the variants");
    return ids;
  }

  private static void run(Loop loop, String variant, Path dir) throws Exception {
    String at = loop.where() + " on " + variant;
    int named = (int) VARIANT.matcher(loop.code()).results().count();
    assertEquals(
        1,
        named,
        at
            + ": a documented loop names its variant once, RuleSets.get(\"id\"), so that it runs"
            + " on every variant");
    String code = VARIANT.matcher(loop.code()).replaceFirst("RuleSets.get(documentedVariant)");
    Files.createDirectories(dir);
    boolean program = code.contains("public class ");
    String className;
    String source;
    if (program) {
      Matcher m = Pattern.compile("public class (\\w+)").matcher(code);
      assertTrue(m.find(), at);
      className = m.group(1);
      // the program's class reads the variant from its first argument
      source = code.replace("RuleSets.get(documentedVariant)", "RuleSets.get(args[0])");
    } else {
      className = "DocumentedLoop";
      source =
          "import io.github.parcheesi.*;\n"
              + "import io.vavr.collection.List;\n"
              + "public class DocumentedLoop {\n"
              + "  public static GameState run(String documentedVariant) {\n"
              + code
              + "\n    return "
              + stateVariable(code, at)
              + ";\n  }\n}\n";
    }
    Files.writeString(dir.resolve(className + ".java"), source, StandardCharsets.UTF_8);
    compile(dir, dir.resolve(className + ".java"), at + ":\n" + source);
    try (URLClassLoader loader =
        new URLClassLoader(
            new URL[] {dir.toUri().toURL()}, DocumentedLoopsTest.class.getClassLoader())) {
      Class<?> type = loader.loadClass(className);
      if (program) {
        String printed = runMain(type, variant, at);
        String last = printed.strip().lines().reduce((a, b) -> b).orElse("");
        assertTrue(
            last.contains(" wins: " + variant + " ") && last.contains("winner="),
            at + ": the program plays its game to the end: " + last);
      } else {
        GameState end =
            (GameState) invoke(() -> type.getMethod("run", String.class).invoke(null, variant), at);
        assertEquals(variant, end.ruleSet().id(), at);
        assertTrue(end.isOver(), at + ": the loop ends with the game: " + end);
        assertTrue(end.winner().isDefined(), at + ": " + end);
      }
    }
  }

  /** The state the loop plays: the variable its {@code while} condition asks about. */
  private static String stateVariable(String code, String at) {
    Matcher loop = LOOP.matcher(code);
    assertTrue(loop.find(), at + ": a while loop");
    Matcher state = STATE.matcher(loop.group(1));
    assertTrue(state.find(), at + ": the loop's condition asks whether the game is over");
    for (int g = 1; g <= state.groupCount(); g++) {
      if (state.group(g) != null) {
        return state.group(g);
      }
    }
    throw new AssertionError(at);
  }

  private static String runMain(Class<?> type, String variant, String at) throws Exception {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    PrintStream saved = System.out;
    try {
      System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
      invoke(
          () ->
              type.getMethod("main", String[].class).invoke(null, (Object) new String[] {variant}),
          at);
    } finally {
      System.setOut(saved);
    }
    return out.toString(StandardCharsets.UTF_8);
  }

  /** A reflective call whose failure names the documented loop and what it threw. */
  private interface Call {
    Object call() throws ReflectiveOperationException;
  }

  private static Object invoke(Call call, String at) throws ReflectiveOperationException {
    try {
      return call.call();
    } catch (InvocationTargetException e) {
      throw new AssertionError(at + " threw " + e.getCause(), e.getCause());
    }
  }

  private static void compile(Path dir, Path file, String what) {
    JavaSnippets.compile(
        dir,
        file,
        "the documented loop " + what,
        GameState.class,
        AmericanRules.class,
        ParchisRules.class,
        RussianRules.class,
        Bot.class,
        io.vavr.collection.List.class);
  }

  // ---------------------------------------------------------------------------- finding loops

  /** Every loop of the Markdown files and of the Javadoc of the sources under src/main/java. */
  private static List<Loop> documentedLoops() throws IOException {
    java.util.List<Loop> out = new ArrayList<>();
    for (Path file : files()) {
      String where = ROOT.relativize(file).toString().replace(File.separatorChar, '/');
      String text = Files.readString(file, StandardCharsets.UTF_8);
      boolean markdown = where.endsWith(".md");
      Matcher m = (markdown ? MARKDOWN_BLOCK : JAVADOC_BLOCK).matcher(text);
      int k = 0;
      while (m.find()) {
        String code = markdown ? m.group(1) : m.group(1).replaceAll("(?m)^\\s*\\* ?", "");
        k++;
        if (LOOP.matcher(code).find()) {
          out.add(new Loop(k == 1 ? where : where + " #" + k, code));
        }
      }
    }
    return List.ofAll(out).sortBy(Loop::where);
  }

  private static java.util.List<Path> files() throws IOException {
    java.util.List<Path> out = new ArrayList<>();
    Files.walkFileTree(
        ROOT,
        new SimpleFileVisitor<>() {
          @Override
          public FileVisitResult preVisitDirectory(Path d, BasicFileAttributes attrs) {
            String name = d.getFileName() == null ? "" : d.getFileName().toString();
            boolean skip =
                !d.equals(ROOT)
                    && (name.equals("target")
                        || name.startsWith(".")
                        || name.equals("node_modules")
                        || name.equals("test")
                        || name.equals("it"));
            return skip ? FileVisitResult.SKIP_SUBTREE : FileVisitResult.CONTINUE;
          }

          @Override
          public FileVisitResult visitFile(Path f, BasicFileAttributes attrs) {
            String path = f.toString().replace(File.separatorChar, '/');
            if (path.endsWith(".md")
                || (path.endsWith(".java") && path.contains("/src/main/java/"))) {
              out.add(f);
            }
            return FileVisitResult.CONTINUE;
          }
        });
    return out;
  }
}
