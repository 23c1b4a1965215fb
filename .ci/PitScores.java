import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * Summarises the mutation reports of {@code mvn -B -Ppit verify -pl '!parcheesi-examples'}: the
 * score of each module's run, and the score of each module's own classes counting a mutant as
 * killed when the run of any module kills it (each run mutates its own module's classes, but a
 * run set to mutate another module's classes too would count for them). Run from the repository
 * root: {@code java .ci/PitScores.java}.
 *
 * <p>The score is PIT's: killed (including timed out and memory errors) over all mutants, mutants
 * without coverage counted as survivors.
 *
 * <p>With {@code --min P} it exits with status 1 when the score of some module's own classes is
 * below P percent (CI's gate). With {@code --modules a,b,...} it also exits with status 1 when one
 * of the named modules has no mutants of its own classes in any report (its run did not happen or
 * wrote nothing), so that a run that is missing cannot pass for one that scored. A report that
 * cannot be read, or a mutated class found in no module, fails it too.
 */
public class PitScores {

  /** A mutant's identity across runs, and whether a run detected it. */
  record Mutant(String module, String clazz, String id, boolean detected) {}

  public static void main(String[] args) throws Exception {
    double min = -1;
    List<String> required = List.of();
    for (int i = 0; i < args.length; i += 2) {
      if (i + 1 < args.length && args[i].equals("--min")) {
        min = Double.parseDouble(args[i + 1]);
      } else if (i + 1 < args.length && args[i].equals("--modules")) {
        required = List.of(args[i + 1].split(","));
      } else {
        System.err.println("usage: java .ci/PitScores.java [--min PERCENT] [--modules A,B,...]");
        System.exit(2);
      }
    }
    boolean failed = false;
    List<Path> reports;
    try (Stream<Path> found = Files.walk(Path.of("."), 5)) {
      reports =
          found
              .filter(p -> p.endsWith(Path.of("target", "pit-reports", "mutations.xml")))
              .filter(p -> p.toFile().length() > 0)
              .sorted()
              .toList();
    }
    if (reports.isEmpty()) {
      System.err.println("no */target/pit-reports/mutations.xml: run mvn -B -Ppit verify first");
      System.exit(1);
    }
    Map<String, Path> classDirs = new TreeMap<>();
    for (Path r : reports) {
      Path module = r.getParent().getParent().getParent();
      classDirs.put(name(module), module.resolve(Path.of("target", "classes")));
    }
    Map<String, Boolean> union = new LinkedHashMap<>();
    Map<String, String> owner = new LinkedHashMap<>();
    System.out.printf("%-28s %8s %8s %7s%n", "run", "mutants", "killed", "score");
    for (Path r : reports) {
      String module = name(r.getParent().getParent().getParent());
      List<Mutant> mutants;
      try {
        mutants = read(module, r.toFile());
      } catch (org.xml.sax.SAXException e) {
        System.out.printf("%-28s report unreadable: %s%n", module, r);
        failed = true;
        continue;
      }
      long killed = mutants.stream().filter(Mutant::detected).count();
      if (mutants.isEmpty()) {
        System.out.printf("%-28s %8d %8d %7s%n", module, 0, 0, "-");
      } else {
        System.out.printf("%-28s %8d %8d %6.1f%%%n", module, mutants.size(), killed,
            100.0 * killed / mutants.size());
      }
      for (Mutant m : mutants) {
        union.merge(m.id(), m.detected(), Boolean::logicalOr);
        owner.putIfAbsent(m.id(), ownerOf(m.clazz(), classDirs));
      }
    }
    System.out.println();
    System.out.printf("%-28s %8s %8s %7s%n", "classes of (any run kills)", "mutants", "killed",
        "score");
    Map<String, long[]> perOwner = new TreeMap<>();
    for (var e : union.entrySet()) {
      long[] n = perOwner.computeIfAbsent(owner.get(e.getKey()), k -> new long[2]);
      n[0]++;
      n[1] += e.getValue() ? 1 : 0;
    }
    for (var e : perOwner.entrySet()) {
      long[] n = e.getValue();
      double score = 100.0 * n[1] / n[0];
      System.out.printf("%-28s %8d %8d %6.1f%%%n", e.getKey(), n[0], n[1], score);
      if (e.getKey().equals("?")) {
        System.out.println("  mutated classes found in no module's target/classes");
        failed = true;
      } else if (score < min) {
        System.out.printf("  below the required %.1f%%%n", min);
        failed = true;
      }
    }
    for (String module : required) {
      if (!perOwner.containsKey(module)) {
        System.out.printf("%-28s no mutants of its classes in any report: did its run happen?%n",
            module);
        failed = true;
      }
    }
    if (failed) {
      System.exit(1);
    }
  }

  private static String name(Path module) {
    return module.normalize().getFileName().toString();
  }

  /** The module whose target/classes holds the class. */
  private static String ownerOf(String clazz, Map<String, Path> classDirs) {
    String file = clazz.replace('.', File.separatorChar) + ".class";
    for (var e : classDirs.entrySet()) {
      if (Files.exists(e.getValue().resolve(file))) {
        return e.getKey();
      }
    }
    return "?";
  }

  private static List<Mutant> read(String module, File report) throws Exception {
    NodeList nodes =
        DocumentBuilderFactory.newInstance()
            .newDocumentBuilder()
            .parse(report)
            .getElementsByTagName("mutation");
    List<Mutant> out = new ArrayList<>();
    for (int i = 0; i < nodes.getLength(); i++) {
      Element m = (Element) nodes.item(i);
      String clazz = text(m, "mutatedClass");
      String id =
          String.join("|", clazz, text(m, "mutatedMethod"), text(m, "methodDescription"),
              text(m, "lineNumber"), text(m, "mutator"), text(m, "indexes"), text(m, "blocks"));
      out.add(new Mutant(module, clazz, id, "true".equals(m.getAttribute("detected"))));
    }
    return out;
  }

  private static String text(Element e, String tag) {
    NodeList n = e.getElementsByTagName(tag);
    return n.getLength() == 0 ? "" : n.item(0).getTextContent();
  }
}
