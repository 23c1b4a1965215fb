package io.github.parcheesi;

import io.vavr.collection.List;
import io.vavr.collection.Map;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.Iterator;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;

/**
 * Finds rule sets by id through {@link ServiceLoader}. A variant becomes available by putting its
 * module (or jar) on the module path (or class path).
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * RuleSet rules = RuleSets.get("american");
 * RuleSet house = RuleSets.get("american", HashMap.of("eitherDie", "true")).get();
 * RuleSets.get("ludo", HashMap.empty()).getLeft().kind();   // Rejection.Kind.UNKNOWN_VARIANT
 * }</pre>
 */
public final class RuleSets {

  private static volatile List<RuleSet> cache;

  private RuleSets() {}

  /**
   * Every rule set found, with default options, sorted by id.
   *
   * @return the rule sets
   */
  public static List<RuleSet> all() {
    List<RuleSet> found = cache;
    if (found == null) {
      ClassLoader own = RuleSets.class.getClassLoader();
      found = List.ofAll(ServiceLoader.load(RuleSet.class, own));
      ClassLoader context = Thread.currentThread().getContextClassLoader();
      if (context != null && context != own) {
        found = found.appendAll(fromContext(ServiceLoader.load(RuleSet.class, context)));
      }
      found = found.distinctBy(RuleSet::id).sortBy(RuleSet::id);
      cache = found;
    }
    return found;
  }

  /**
   * The rule sets the context class loader adds. It may see variants that are no rule sets here:
   * those of another copy of this library in another class loader (an application server, a plugin
   * host, a tool comparing builds). Those are skipped; the class loader of this library itself is
   * read strictly, so a broken variant there is reported.
   */
  private static List<RuleSet> fromContext(ServiceLoader<RuleSet> loader) {
    List<RuleSet> found = List.empty();
    Iterator<RuleSet> it = loader.iterator();
    // the loader moves past a provider it cannot load; the bound only guards against one that
    // would fail for ever
    for (int failures = 0; failures < 1_000; ) {
      try {
        if (!it.hasNext()) {
          break;
        }
        found = found.append(it.next());
      } catch (ServiceConfigurationError e) {
        failures++;
      }
    }
    return found;
  }

  /**
   * The rule set with an id, with default options.
   *
   * @param id such as {@code american}
   * @return the rule set, or none when no variant has that id
   */
  public static Option<RuleSet> find(String id) {
    return all().find(r -> r.id().equals(id));
  }

  /**
   * The rule set with an id, with default options.
   *
   * @param id such as {@code american}
   * @return the rule set
   * @throws RejectedException (an {@link IllegalArgumentException}) of kind {@link
   *     Rejection.Kind#UNKNOWN_VARIANT}, naming the id and the known ids, when none has it
   */
  public static RuleSet get(String id) {
    return find(id).getOrElseThrow(() -> new RejectedException(unknown(id)));
  }

  /**
   * The rule set with an id and options.
   *
   * @param id such as {@code american}
   * @param options option name to value
   * @return the rule set, or the rejection: {@link Rejection.Kind#UNKNOWN_VARIANT} naming the id,
   *     or the rejection of the first unknown option or bad value ({@link RuleSet#withOptions})
   */
  public static Either<Rejection, RuleSet> get(String id, Map<String, String> options) {
    return find(id).toEither(() -> unknown(id)).flatMap(r -> r.withOptions(options));
  }

  private static Rejection unknown(String id) {
    return Rejection.unknownVariant(id, all().map(RuleSet::id));
  }
}
