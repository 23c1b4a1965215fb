package io.github.parcheesi.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * No main source file of the repository is longer than {@value #MAX_LINES} lines (CONTRIBUTING.md,
 * "Code"): a file that grows past it is split by job. Java, JavaScript, CSS and HTML files under
 * any {@code src/main} count; generated files under {@code target/} do not.
 */
class SourceSizeTest {

  static final int MAX_LINES = 500;

  @Test
  void noMainSourceFileIsOverTheLimit() {
    Path root = Path.of("..").toAbsolutePath().normalize();
    assertTrue(Files.exists(root.resolve("pom.xml")), "the repository root: " + root);
    List<Path> files = mainSources(root);
    assertTrue(files.size() >= 100, "the main sources are found: " + files.size());
    List<String> tooLong = tooLong(root, files);
    assertTrue(tooLong.isEmpty(), "files over " + MAX_LINES + " lines:\n" + tooLong);
  }

  @Test
  void aLongFileIsNamedWithItsLength(@TempDir Path dir) throws IOException {
    Path main = Files.createDirectories(dir.resolve("m/src/main/js"));
    Files.writeString(main.resolve("short.js"), "x\n".repeat(MAX_LINES));
    Files.writeString(main.resolve("long.js"), "x\n".repeat(MAX_LINES + 1));
    Path generated = Files.createDirectories(dir.resolve("m/target/src/main"));
    Files.writeString(generated.resolve("Big.java"), "x\n".repeat(2 * MAX_LINES));
    List<Path> files = mainSources(dir);
    assertEquals(2, files.size(), "target/ is skipped: " + files);
    assertEquals(List.of("m/src/main/js/long.js: 501 lines"), tooLong(dir, files));
  }

  private static List<Path> mainSources(Path root) {
    try (Stream<Path> walk = Files.walk(root)) {
      return walk.filter(Files::isRegularFile)
          .filter(p -> !root.relativize(p).toString().contains("target/"))
          .filter(p -> root.relativize(p).toString().contains("src/main/"))
          .filter(p -> p.toString().matches(".*\\.(java|js|css|html)$"))
          .sorted()
          .collect(Collectors.toList());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static List<String> tooLong(Path root, List<Path> files) {
    return files.stream()
        .map(p -> root.relativize(p) + ": " + lines(p) + " lines")
        .filter(s -> Long.parseLong(s.replaceAll(".*: (\\d+) lines", "$1")) > MAX_LINES)
        .collect(Collectors.toList());
  }

  private static long lines(Path p) {
    try (Stream<String> lines = Files.lines(p)) {
      return lines.count();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
