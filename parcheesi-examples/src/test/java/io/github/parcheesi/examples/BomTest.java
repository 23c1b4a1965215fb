package io.github.parcheesi.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

/**
 * The BOM ({@code parcheesi-variants/parcheesi-bom}) manages exactly the published artifacts, at
 * the project's version: every library module's jar, and the test jars the core and the 68-square
 * engine attach; it has no parent and so must repeat the parent's version. The consumer test
 * ({@code src/it/consumer}) shows that a user's build takes every version from it.
 */
class BomTest {

  private static final Path ROOT = Path.of("..");

  @Test
  void theBomManagesEveryPublishedArtifactAtTheProjectsVersion() throws Exception {
    Document bom = read(ROOT.resolve("parcheesi-variants/parcheesi-bom/pom.xml"));
    Document parent = read(ROOT.resolve("pom.xml"));
    String version = child(parent.getDocumentElement(), "version");
    assertEquals(version, child(bom.getDocumentElement(), "version"), "the parent's version");
    assertEquals("pom", child(bom.getDocumentElement(), "packaging"));
    assertTrue(
        bom.getDocumentElement().getElementsByTagName("parent").getLength() == 0,
        "no parent, whose dependencyManagement would be handed on too");
    for (String field : List.of("name", "description", "url")) {
      assertTrue(
          !child(bom.getDocumentElement(), field).isBlank(), field + ", which Central asks for");
    }
    for (String section : List.of("licenses", "developers", "scm")) {
      assertEquals(1, bom.getElementsByTagName(section).getLength(), section);
    }

    Set<String> managed = new TreeSet<>();
    NodeList deps = bom.getElementsByTagName("dependency");
    for (int i = 0; i < deps.getLength(); i++) {
      Element d = (Element) deps.item(i);
      assertEquals("io.github.parcheesi", child(d, "groupId"));
      assertEquals("${project.version}", child(d, "version"), child(d, "artifactId"));
      String type = child(d, "type");
      managed.add(child(d, "artifactId") + (type.isEmpty() ? "" : ":" + type));
    }
    Set<String> published = new TreeSet<>();
    for (String module : libraryModules()) {
      Path dir = ROOT.resolve(module);
      String pom = Files.readString(dir.resolve("pom.xml"));
      String artifact = dir.getFileName().toString();
      published.add(artifact);
      if (pom.contains("<goal>test-jar</goal>")) {
        published.add(artifact + ":test-jar");
      }
    }
    assertEquals(published, managed, "the BOM lists the published artifacts, no more");
  }

  /**
   * The modules of the build, from the root's {@code modules} down, that are jars and not kept from
   * publishing ({@code maven.deploy.skip}), so published: the core, the engines and the bots.
   */
  private static List<String> libraryModules() throws Exception {
    List<String> out = new ArrayList<>();
    addPublished(ROOT, "", out);
    assertTrue(out.size() >= 6, "the core, the engines and the bots: " + out);
    assertTrue(out.contains("parcheesi-examples/parcheesi-bots"), "the bots are published: " + out);
    assertTrue(!out.contains("parcheesi-examples"), "the command-line program is not: " + out);
    return out;
  }

  private static void addPublished(Path root, String dir, List<String> out) throws Exception {
    Path path = dir.isEmpty() ? root : root.resolve(dir);
    Document pom = read(path.resolve("pom.xml"));
    NodeList modules = pom.getDocumentElement().getElementsByTagName("module");
    for (int i = 0; i < modules.getLength(); i++) {
      String name = modules.item(i).getTextContent().trim();
      addPublished(root, dir.isEmpty() ? name : dir + "/" + name, out);
    }
    boolean jar = !child(pom.getDocumentElement(), "packaging").equals("pom");
    boolean skipped =
        Files.readString(path.resolve("pom.xml"))
            .contains("<maven.deploy.skip>true</maven.deploy.skip>");
    if (jar && !skipped) {
      out.add(dir);
    }
  }

  private static Document read(Path pom) throws Exception {
    return DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(pom.toFile());
  }

  /** The text of an element's own child of that name, or "" when it has none. */
  private static String child(Element e, String name) {
    for (Node n = e.getFirstChild(); n != null; n = n.getNextSibling()) {
      if (n instanceof Element && n.getNodeName().equals(name)) {
        return n.getTextContent().trim();
      }
    }
    return "";
  }
}
