package io.github.parcheesi.examples.cli;

import io.github.parcheesi.Words;
import java.util.Locale;
import picocli.CommandLine.Option;

/**
 * The {@code --lang en|ru} argument: the language in which events and questions are said, through
 * the library's {@link Words}.
 */
final class LanguageOption {

  /** The languages the library has sentences for. */
  enum Language {
    /** English. */
    en,
    /** Russian. */
    ru
  }

  @Option(
      names = "--lang",
      paramLabel = "en|ru",
      description = "The language of events and questions: en (default) or ru.")
  private Language language = Language.en;

  /**
   * The sentences of the chosen language.
   *
   * @return English unless {@code --lang ru}
   */
  Words words() {
    return Words.of(Locale.forLanguageTag(language.name()));
  }
}
