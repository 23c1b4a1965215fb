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
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.quicktheories.QuickTheory;

/**
 * Compiles the README's example properties (the {@code java} block with {@code class
 * MyBotPropertiesTest}, written for a user's own tests) against the test jar's generators, and runs
 * each of its {@code @Test} methods, so the example cannot drift from the API or stop holding.
 */
class ReadmePropertiesTest {

  private static final String CLASS = "MyBotPropertiesTest";

  @Test
  void readmePropertiesCompileAndHold(@TempDir Path dir) throws Exception {
    String readme = Files.readString(Path.of("..", "..", "README.md"), StandardCharsets.UTF_8);
    Matcher m = Pattern.compile("```java\\n(.*?)```", Pattern.DOTALL).matcher(readme);
    String source = null;
    while (m.find()) {
      if (m.group(1).contains("class " + CLASS + " ")) {
        source = m.group(1);
      }
    }
    assertTrue(source != null, "README.md has a java block with class " + CLASS);
    Path file = dir.resolve(CLASS + ".java");
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
    assertEquals(0, status, "the README's properties compile: " + diagnostics);

    try (URLClassLoader loader =
        new URLClassLoader(new URL[] {dir.toUri().toURL()}, getClass().getClassLoader())) {
      Class<?> type = loader.loadClass(CLASS);
      Constructor<?> constructor = type.getDeclaredConstructor();
      constructor.setAccessible(true);
      int ran = 0;
      for (Method test : type.getDeclaredMethods()) {
        if (test.isAnnotationPresent(Test.class)) {
          test.setAccessible(true);
          try {
            test.invoke(constructor.newInstance());
          } catch (InvocationTargetException e) {
            throw new AssertionError("README property " + test.getName() + " fails", e.getCause());
          }
          ran++;
        }
      }
      assertEquals(2, ran, "the README shows two properties");
    }
  }

  private static String location(Class<?> type) throws Exception {
    return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
  }
}
