package io.github.parcheesi.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.PrintStream;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.stream.Collectors;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

/** Compiles a code example taken from the documentation, for the tests that run the examples. */
final class JavaSnippets {

  private JavaSnippets() {}

  /**
   * Compiles one source file into a directory against the jars or class directories of the given
   * classes, and fails with the compiler's diagnostics when it does not compile.
   *
   * @param dir where the classes go
   * @param file the source file
   * @param what what the source is, for the failure message
   * @param onClassPath a class of each jar or directory the source needs
   */
  static void compile(Path dir, Path file, String what, Class<?>... onClassPath) {
    String classPath =
        Arrays.stream(onClassPath)
            .map(JavaSnippets::location)
            .collect(Collectors.joining(File.pathSeparator));
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    ByteArrayOutputStream diagnostics = new ByteArrayOutputStream();
    int status =
        javac.run(
            null,
            diagnostics,
            diagnostics,
            "-cp",
            classPath,
            "-d",
            dir.toString(),
            file.toString());
    assertEquals(0, status, what + " compiles:\n" + diagnostics);
  }

  /**
   * Runs the {@code main} method of a class compiled into a directory, with no arguments, the
   * test's classes behind it, and gives back what it printed on standard output.
   *
   * @param dir where the class was compiled
   * @param className its name
   * @return its standard output
   * @throws Exception what loading or running it threw
   */
  static String runMain(Path dir, String className) throws Exception {
    URL[] urls = {dir.toUri().toURL()};
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    PrintStream saved = System.out;
    try (URLClassLoader loader = new URLClassLoader(urls, JavaSnippets.class.getClassLoader())) {
      Method main = loader.loadClass(className).getMethod("main", String[].class);
      System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
      main.invoke(null, (Object) new String[0]);
    } finally {
      System.setOut(saved);
    }
    return out.toString(StandardCharsets.UTF_8);
  }

  /** The jar or class directory a class was loaded from. */
  static String location(Class<?> type) {
    try {
      return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
    } catch (java.net.URISyntaxException e) {
      throw new IllegalStateException("no location for " + type, e);
    }
  }
}
