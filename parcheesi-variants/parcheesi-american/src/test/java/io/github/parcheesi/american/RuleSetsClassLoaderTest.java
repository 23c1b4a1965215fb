package io.github.parcheesi.american;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.parcheesi.RuleSet;
import java.io.File;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * RuleSets finds its variants when the context class loader holds another copy of the library, as
 * in an application server, a plugin host or a tool that compares builds in one JVM: the other
 * copy's variants are no rule sets of this one and are skipped, not reported as a broken
 * configuration. The case arises on the class path, so it runs in a JVM of its own started on the
 * class path ({@link #main}).
 */
class RuleSetsClassLoaderTest {

  private static URL[] libraryCopy() {
    return new URL[] {
      RuleSet.class.getProtectionDomain().getCodeSource().getLocation(),
      io.github.parcheesi.track68.TrackRuleSet.class
          .getProtectionDomain()
          .getCodeSource()
          .getLocation(),
      AmericanRules.class.getProtectionDomain().getCodeSource().getLocation(),
      io.vavr.collection.List.class.getProtectionDomain().getCodeSource().getLocation()
    };
  }

  @Test
  void anotherCopyInTheContextClassLoaderIsSkipped() throws Exception {
    List<String> classPath = new ArrayList<>();
    for (URL url : libraryCopy()) {
      classPath.add(Path.of(url.toURI()).toString());
    }
    classPath.add(
        Path.of(
                RuleSetsClassLoaderTest.class
                    .getProtectionDomain()
                    .getCodeSource()
                    .getLocation()
                    .toURI())
            .toString());
    String java = ProcessHandle.current().info().command().orElse("java");
    Process child =
        new ProcessBuilder(
                java,
                "-cp",
                String.join(File.pathSeparator, classPath),
                RuleSetsClassLoaderTest.class.getName())
            .redirectErrorStream(true)
            .start();
    String output = new String(child.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    child.waitFor(60, TimeUnit.SECONDS);
    assertEquals(0, child.exitValue(), output);
    assertEquals("american", output.strip());
  }

  /**
   * In a JVM on the class path: loads two copies of the library in class loaders of their own,
   * makes the second the context class loader, and prints the ids of the rule sets the first finds.
   *
   * @param args none
   * @throws Exception when the rule sets cannot be found
   */
  public static void main(String[] args) throws Exception {
    ClassLoader platform = ClassLoader.getPlatformClassLoader();
    try (URLClassLoader copy = new URLClassLoader(libraryCopy(), platform);
        URLClassLoader other = new URLClassLoader(libraryCopy(), platform)) {
      Thread.currentThread().setContextClassLoader(other);
      Class<?> ruleSets = copy.loadClass("io.github.parcheesi.RuleSets");
      Method id = copy.loadClass("io.github.parcheesi.RuleSet").getMethod("id");
      List<String> ids = new ArrayList<>();
      for (Object r : (Iterable<?>) ruleSets.getMethod("all").invoke(null)) {
        ids.add((String) id.invoke(r));
      }
      System.out.println(String.join(",", ids));
    }
  }
}
