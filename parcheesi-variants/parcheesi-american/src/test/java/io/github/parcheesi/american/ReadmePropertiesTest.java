package io.github.parcheesi.american;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.GameState;
import io.github.parcheesi.testing.Generators;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.PrintStream;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.spi.ToolProvider;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.quicktheories.QuickTheory;

/**
 * Compiles the README's example properties (the {@code java} block with {@code class
 * MyBotPropertiesTest}, written for a user's own tests) against the test jar's generators, and runs
 * each of its {@code @Test} methods, so the example cannot drift from the API or stop holding; and
 * the README's false property, whose first lines of output the README shows.
 */
class ReadmePropertiesTest {

  private static final String CLASS = "MyBotPropertiesTest";

  private static final String FAILING = "FailingPropertyExample";

  @Test
  void readmePropertiesCompileAndHold(@TempDir Path dir) throws Exception {
    String source = block("java", "class " + CLASS + " ");
    try (URLClassLoader loader = compile(dir, CLASS, source)) {
      Class<?> type = loader.loadClass(CLASS);
      int ran = 0;
      for (Method test : tests(type)) {
        try {
          test.invoke(instance(type));
        } catch (InvocationTargetException e) {
          throw new AssertionError("README property " + test.getName() + " fails", e.getCause());
        }
        ran++;
      }
      assertEquals(2, ran, "the README shows two properties");
    }
  }

  /**
   * The README's false property, compiled with the imports of the block above it, fails with the
   * first lines the README shows: the smallest case found, in notation.
   */
  @Test
  void readmeFailingPropertyPrintsTheCaseShown(@TempDir Path dir) throws Exception {
    String imports =
        block("java", "class " + CLASS + " ")
            .lines()
            .filter(l -> l.startsWith("import "))
            .collect(Collectors.joining("\n"));
    String source = imports + "\n\n" + block("java", "class " + FAILING + " ");
    List<String> shown = block("text", "Property falsified").lines().collect(Collectors.toList());
    try (URLClassLoader loader = compile(dir, FAILING, source)) {
      Class<?> type = loader.loadClass(FAILING);
      List<Method> tests = tests(type);
      assertEquals(1, tests.size(), "the README shows one failing property");
      Throwable failure = null;
      try {
        tests.get(0).invoke(instance(type));
      } catch (InvocationTargetException e) {
        failure = e.getCause();
      }
      assertTrue(failure instanceof AssertionError, "the README's false property fails");
      List<String> printed =
          failure.getMessage().lines().map(String::strip).collect(Collectors.toList());
      assertTrue(printed.size() >= shown.size(), "QuickTheories printed " + printed);
      assertEquals(shown, printed.subList(0, shown.size()));
    }
  }

  /** The README's fenced block of a language holding a text (the last such block). */
  private static String block(String language, String holding) throws Exception {
    String readme = Files.readString(Path.of("..", "..", "README.md"), StandardCharsets.UTF_8);
    Matcher m = Pattern.compile("```" + language + "\\n(.*?)```", Pattern.DOTALL).matcher(readme);
    String source = null;
    while (m.find()) {
      if (m.group(1).contains(holding)) {
        source = m.group(1);
      }
    }
    assertTrue(source != null, "README.md has a " + language + " block with " + holding);
    return source;
  }

  /** Compiles one class against the test jar's generators and the engines; its loader. */
  private static URLClassLoader compile(Path dir, String name, String source) throws Exception {
    Path file = dir.resolve(name + ".java");
    Files.writeString(file, source, StandardCharsets.UTF_8);
    List<String> classPath = new ArrayList<>();
    for (Class<?> type :
        List.of(
            GameState.class,
            Generators.class,
            AmericanRules.class,
            io.vavr.collection.List.class,
            QuickTheory.class,
            Test.class,
            org.opentest4j.AssertionFailedError.class)) {
      classPath.add(location(type));
    }
    // java.base's tool provider: this module need not read java.compiler
    ToolProvider javac = ToolProvider.findFirst("javac").orElseThrow();
    ByteArrayOutputStream diagnostics = new ByteArrayOutputStream();
    PrintStream out = new PrintStream(diagnostics, true, StandardCharsets.UTF_8);
    int status =
        javac.run(
            out,
            out,
            "-proc:none",
            "-cp",
            String.join(File.pathSeparator, classPath),
            "-d",
            dir.toString(),
            file.toString());
    assertEquals(0, status, "the README's " + name + " compiles: " + diagnostics);
    return new URLClassLoader(
        new URL[] {dir.toUri().toURL()}, ReadmePropertiesTest.class.getClassLoader());
  }

  private static List<Method> tests(Class<?> type) {
    List<Method> out = new ArrayList<>();
    for (Method test : type.getDeclaredMethods()) {
      if (test.isAnnotationPresent(Test.class)) {
        test.setAccessible(true);
        out.add(test);
      }
    }
    return out;
  }

  private static Object instance(Class<?> type) throws Exception {
    Constructor<?> constructor = type.getDeclaredConstructor();
    constructor.setAccessible(true);
    return constructor.newInstance();
  }

  private static String location(Class<?> type) throws Exception {
    return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
  }
}
