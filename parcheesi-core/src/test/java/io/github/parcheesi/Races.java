package io.github.parcheesi;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.reflect.Field;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.Enumeration;
import java.util.Set;
import java.util.function.Supplier;

/**
 * Lends the race rule sets ({@link RaceRules}) to {@link RuleSets} for the length of a test,
 * without a {@code META-INF/services} file among core's test resources, which core's test-jar would
 * carry into the variants' tests. A context class loader serves the only services file (a temporary
 * file naming {@link RaceProvider} and {@link PlainRaceProvider}) and defines those two classes
 * itself: {@link java.util.ServiceLoader} ignores a provider named in a services file when its
 * class is in a named module, as core's test classes are. {@link RuleSets}' cache is emptied before
 * and after.
 */
final class Races {

  static final String SERVICES = "META-INF/services/" + RuleSet.class.getName();

  /** Both race rule sets. */
  static final String PROVIDERS =
      RaceProvider.class.getName() + "\n" + PlainRaceProvider.class.getName() + "\n";

  private Races() {}

  /** Runs a test with the race rule sets installed. */
  static void installed(Runnable body) {
    installed(
        PROVIDERS,
        () -> {
          body.run();
          return null;
        });
  }

  /**
   * Runs a test with a context class loader whose services file for {@link RuleSet} has the given
   * text; the providers it names are defined by that loader when they are the race providers.
   */
  static <T> T installed(String servicesFile, Supplier<T> body) {
    Path file;
    try {
      file = Files.createTempFile("race-services", ".txt");
      Files.writeString(file, servicesFile, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    try {
      return withContext(new Loader(file, false), body);
    } finally {
      try {
        Files.deleteIfExists(file);
      } catch (IOException e) {
        // a temporary file left behind is harmless
      }
    }
  }

  /** Runs a test with a context class loader whose services lookup fails every time. */
  static <T> T failingContext(Supplier<T> body) {
    return withContext(new Loader(null, true), body);
  }

  /** Runs a test with a given context class loader (null allowed) and an empty cache. */
  static <T> T withContext(ClassLoader context, Supplier<T> body) {
    Thread t = Thread.currentThread();
    ClassLoader before = t.getContextClassLoader();
    clearCache();
    t.setContextClassLoader(context);
    try {
      return body.get();
    } finally {
      t.setContextClassLoader(before);
      clearCache();
    }
  }

  /** Empties {@link RuleSets}' cache of the rule sets found. */
  static void clearCache() {
    try {
      Field cache = RuleSets.class.getDeclaredField("cache");
      cache.setAccessible(true);
      cache.set(null, null);
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException(e);
    }
  }

  /** The class loader: the services file, and the race providers defined outside core's module. */
  static final class Loader extends ClassLoader {
    private static final Set<String> OWN =
        Set.of(RaceProvider.class.getName(), PlainRaceProvider.class.getName());
    private final Path services;
    private final boolean failing;

    Loader(Path services, boolean failing) {
      super(Races.class.getClassLoader());
      this.services = services;
      this.failing = failing;
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
      if (!OWN.contains(name)) {
        return super.loadClass(name, resolve);
      }
      synchronized (getClassLoadingLock(name)) {
        Class<?> c = findLoadedClass(name);
        if (c == null) {
          String resource = "/" + name.replace('.', '/') + ".class";
          try (InputStream in = Races.class.getResourceAsStream(resource)) {
            byte[] bytes = in.readAllBytes();
            c = defineClass(name, bytes, 0, bytes.length);
          } catch (IOException e) {
            throw new ClassNotFoundException(name, e);
          }
        }
        return c;
      }
    }

    @Override
    public Enumeration<URL> getResources(String name) throws IOException {
      if (!name.equals(SERVICES)) {
        return super.getResources(name);
      }
      if (failing) {
        throw new IOException("this class loader cannot read its services files");
      }
      return Collections.enumeration(java.util.List.of(services.toUri().toURL()));
    }
  }
}
