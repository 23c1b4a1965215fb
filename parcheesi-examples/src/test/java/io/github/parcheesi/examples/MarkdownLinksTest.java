package io.github.parcheesi.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every link in every Markdown file of the repository resolves: a relative link names a file or
 * folder inside the repository, and an anchor ({@code #options}, {@code NOTATION.md#keys}) names a
 * heading of the file it points to, as GitHub makes anchors of headings. Links to the web are not
 * followed. Files under {@code target/} and dot-folders are skipped.
 */
class MarkdownLinksTest {

  /** {@code [text](target)} and {@code ![alt](target)}, the target without spaces. */
  private static final Pattern INLINE = Pattern.compile("!?\\[[^\\]]*\\]\\(([^)\\s]+)\\)");

  /** A reference definition, {@code [name]: target}. */
  private static final Pattern REFERENCE = Pattern.compile("^\\s{0,3}\\[[^\\]]+\\]:\\s+(\\S+)");

  /** An inline code span, whose text is not Markdown. */
  private static final Pattern CODE_SPAN = Pattern.compile("`[^`]*`");

  @Test
  void everyLinkOfTheRepositoryResolves() {
    Path root = Path.of("..").toAbsolutePath().normalize();
    assertTrue(Files.exists(root.resolve("pom.xml")), "the repository root: " + root);
    List<Path> files = markdownFiles(root);
    assertTrue(
        files.contains(root.resolve("README.md")) && files.size() >= 6,
        "README.md and the other Markdown files are found: " + files);
    List<String> broken = brokenLinks(root, files);
    assertTrue(broken.isEmpty(), "broken links:\n" + String.join("\n", broken));
  }

  @Test
  void aBrokenLinkIsReportedWithItsFileLineAndLink(@TempDir Path dir) throws IOException {
    Files.writeString(
        dir.resolve("A.md"),
        String.join(
            "\n",
            "# A title",
            "",
            "## Some options, in short",
            "[ok](B.md) [ok too](#some-options-in-short) [web](https://example.org/x.md)",
            "`[not a link](nowhere.md)`",
            "```",
            "[in a code block](nowhere.md)",
            "```",
            "[missing](C.md) and ![picture](img/p.png)",
            "[bad anchor](B.md#nothing) [good anchor](B.md#%D0%BF%D0%B0%D1%80%D1%87%D0%B8%D1%81-1)",
            "[outside](../elsewhere.md)",
            ""),
        StandardCharsets.UTF_8);
    Files.writeString(dir.resolve("B.md"), "# Парчис\n\n## Парчис\n", StandardCharsets.UTF_8);
    List<String> broken = brokenLinks(dir, markdownFiles(dir));
    assertEquals(
        List.of(
            "A.md:9: C.md (no such file)",
            "A.md:9: img/p.png (no such file)",
            "A.md:10: B.md#nothing (no heading 'nothing' in B.md)",
            "A.md:11: ../elsewhere.md (outside the repository)"),
        broken);
  }

  /** The Markdown files under a root, outside {@code target/} and dot-folders, sorted. */
  private static List<Path> markdownFiles(Path root) {
    try (Stream<Path> walk = Files.walk(root)) {
      return walk.filter(p -> p.toString().endsWith(".md"))
          .filter(
              p -> {
                for (Path part : root.relativize(p)) {
                  String name = part.toString();
                  if (name.equals("target") || name.startsWith(".")) {
                    return false;
                  }
                }
                return true;
              })
          .sorted()
          .toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Each broken link as {@code file:line: link (why)}, the file relative to the root. */
  private static List<String> brokenLinks(Path root, List<Path> files) {
    Map<Path, Set<String>> anchors = new HashMap<>();
    List<String> broken = new ArrayList<>();
    for (Path file : files) {
      List<String> lines = read(file);
      boolean fenced = false;
      for (int i = 0; i < lines.size(); i++) {
        String line = lines.get(i);
        if (line.strip().startsWith("```")) {
          fenced = !fenced;
          continue;
        }
        if (fenced) {
          continue;
        }
        String text = CODE_SPAN.matcher(line).replaceAll("");
        List<String> targets = new ArrayList<>();
        Matcher m = INLINE.matcher(text);
        while (m.find()) {
          targets.add(m.group(1));
        }
        Matcher r = REFERENCE.matcher(text);
        if (r.find()) {
          targets.add(r.group(1));
        }
        for (String target : targets) {
          String why = check(root, file, target, anchors);
          if (why != null) {
            broken.add(
                root.relativize(file).toString().replace('\\', '/')
                    + ":"
                    + (i + 1)
                    + ": "
                    + target
                    + " ("
                    + why
                    + ")");
          }
        }
      }
    }
    return broken;
  }

  /** Why a link from a file does not resolve, or null when it does. */
  private static String check(Path root, Path file, String target, Map<Path, Set<String>> anchors) {
    if (target.matches("^[a-zA-Z][a-zA-Z0-9+.-]*:.*")) {
      return null; // https:, mailto: and the like are not followed
    }
    int hash = target.indexOf('#');
    String pathPart = hash < 0 ? target : target.substring(0, hash);
    String anchor = hash < 0 ? null : decode(target.substring(hash + 1));
    Path linked =
        pathPart.isEmpty() ? file : file.getParent().resolve(decode(pathPart)).normalize();
    if (!linked.startsWith(root)) {
      return "outside the repository";
    }
    if (!Files.exists(linked)) {
      return "no such file";
    }
    if (anchor != null && linked.toString().endsWith(".md")) {
      Set<String> headings = anchors.computeIfAbsent(linked, MarkdownLinksTest::headingAnchors);
      if (!headings.contains(anchor)) {
        return "no heading '" + anchor + "' in " + linked.getFileName();
      }
    }
    return null;
  }

  /** The anchors GitHub gives a file's headings, duplicates numbered -1, -2, ... */
  private static Set<String> headingAnchors(Path file) {
    Set<String> out = new HashSet<>();
    Map<String, Integer> seen = new HashMap<>();
    boolean fenced = false;
    for (String line : read(file)) {
      if (line.strip().startsWith("```")) {
        fenced = !fenced;
      }
      if (fenced || !line.startsWith("#")) {
        continue;
      }
      String title = line.replaceFirst("^#+\\s*", "").replaceFirst("\\s*#*\\s*$", "");
      String slug =
          title
              .toLowerCase(Locale.ROOT)
              .replaceAll("[^\\p{L}\\p{N}\\s_-]", "")
              .strip()
              .replace(' ', '-');
      int n = seen.merge(slug, 1, Integer::sum);
      out.add(n == 1 ? slug : slug + "-" + (n - 1));
    }
    return out;
  }

  private static String decode(String text) {
    return java.net.URLDecoder.decode(text.replace("+", "%2B"), StandardCharsets.UTF_8);
  }

  private static List<String> read(Path file) {
    try {
      return Files.readAllLines(file, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
