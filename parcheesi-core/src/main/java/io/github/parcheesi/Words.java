package io.github.parcheesi;

import java.text.MessageFormat;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.Objects;
import java.util.ResourceBundle;

/**
 * Plain sentences for {@link Event}s, in English or Russian, from the resource bundle {@code
 * io.github.parcheesi.words}: "Red captures your piece on 22; it goes back to your nest", "Blue
 * offers you an exchange of prisoners". A sentence may be said to one player: the events of that
 * player's own pieces and decisions then say "you".
 *
 * <p>A sentence is looked up by the event's kind, most specific key first: {@code
 * event.KIND.RULE.you} or {@code event.KIND.RULE.yours}, then {@code event.KIND.RULE}, {@code
 * event.KIND.you} or {@code event.KIND.yours}, then {@code event.KIND}. ({@code you} when the
 * player told is the actor, {@code yours} when it is the other colour or the owner of the moved
 * piece.) A bundle for another language needs only the keys of the English one.
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * Words en = Words.of(Locale.ENGLISH);
 * for (Event e : rules.explain(state, move).get().events()) {
 *   System.out.println(en.describe(e, Colour.YELLOW));   // said to yellow's player
 * }
 * Words.of(Locale.forLanguageTag("ru")).describe(e);    // the same, in Russian, to nobody
 * }</pre>
 */
public final class Words {

  private static final String BUNDLE = "io.github.parcheesi.words";

  private final ResourceBundle bundle;
  private final Locale locale;

  private Words(ResourceBundle bundle, Locale locale) {
    this.bundle = bundle;
    this.locale = locale;
  }

  /**
   * The sentences of a language; English where the library has no bundle for it.
   *
   * @param locale the language, such as {@link Locale#ENGLISH} or {@code
   *     Locale.forLanguageTag("ru")}
   * @return the sentences
   */
  public static Words of(Locale locale) {
    Objects.requireNonNull(locale, "locale");
    ResourceBundle b =
        ResourceBundle.getBundle(
            BUNDLE,
            locale,
            ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES));
    return new Words(b, b.getLocale().getLanguage().isEmpty() ? Locale.ENGLISH : b.getLocale());
  }

  /**
   * The language of the sentences.
   *
   * @return the locale of the bundle found, {@link Locale#ENGLISH} for the default one
   */
  public Locale locale() {
    return locale;
  }

  /**
   * An event as a sentence to nobody in particular: every colour by its name.
   *
   * @param event the event
   * @return the sentence
   */
  public String describe(Event event) {
    return sentence(event, null);
  }

  /**
   * An event as a sentence said to one player: that colour's pieces and decisions say "you".
   *
   * @param event the event
   * @param listener the colour of the player told
   * @return the sentence
   */
  public String describe(Event event, Colour listener) {
    return sentence(event, Objects.requireNonNull(listener, "listener"));
  }

  /**
   * A colour's name, such as "Red".
   *
   * @param colour the colour
   * @return the name, capitalised
   */
  public String colour(Colour colour) {
    return text("colour." + colour.name());
  }

  /**
   * A location said in words, such as "square 22", "the nest", "home row square 3".
   *
   * @param location the location
   * @param owner the colour whose nest, home row or home it is
   * @param listener the player told, or null: the listener's own places are "your nest"
   * @return the words
   */
  public String location(Location location, Colour owner, Colour listener) {
    String whose = owner == listener ? "yours" : "of";
    switch (location.kind()) {
      case NEST:
        return format(text("loc.nest." + whose), colourGenitive(owner));
      case HOME:
        return format(text("loc.home." + whose), colourGenitive(owner));
      case HOME_ROW:
        return format(text("loc.homeRow"), location.index());
      case TRACK:
        return format(text("loc.track"), location.index());
      case REST:
        return format(text("loc.rest"), location.index());
      case ARROW:
        return format(text("loc.arrow"), location.index());
      case MIRROR:
        return text("loc.mirror");
      case PRISONER:
        Colour captor = captor(location);
        return captor == listener
            ? text("loc.base.yours")
            : format(text("loc.base.of"), colourGenitive(captor));
      default:
        return location.token();
    }
  }

  /**
   * A spent value in words, such as "a 5" or "the capture bonus of 20".
   *
   * @param spent the value
   * @return the words
   */
  public String spent(Spent spent) {
    return format(text("spent." + spent.kind().name()), spent.value());
  }

  private String sentence(Event e, Colour listener) {
    String base = "event." + e.kind().name();
    Colour owner = e.movement().map(Movement::colour).getOrElse(e.actor());
    String person =
        listener == null
            ? ""
            : e.actor() == listener
                ? ".you"
                : (owner == listener || e.other().contains(listener)) ? ".yours" : "";
    String pattern = null;
    for (String key :
        new String[] {
          e.rule().isEmpty() ? null : base + "." + e.rule() + person,
          e.rule().isEmpty() ? null : base + "." + e.rule(),
          person.isEmpty() ? null : base + person,
          base
        }) {
      if (key != null && bundle.containsKey(key)) {
        pattern = bundle.getString(key);
        break;
      }
    }
    if (pattern == null) {
      throw new MissingResourceException("no sentence for " + base, BUNDLE, base);
    }
    Object from = e.movement().map(m -> location(m.from(), m.colour(), listener)).getOrElse("");
    Object to = e.movement().map(m -> location(m.to(), m.colour(), listener)).getOrElse("");
    Object value = e.spent().map(this::spent).getOrElse("");
    Object other = e.other().map(this::colour).getOrElse("");
    Object otherTo = e.other().map(this::colourDative).getOrElse("");
    return format(
        pattern,
        colour(e.actor()),
        owner == listener ? text("your") : colourGenitive(owner),
        from,
        to,
        value,
        other,
        e.rule(),
        otherTo,
        e.movement()
            .map(m -> m.to().kind() == Location.Kind.TRACK ? m.to().index() : 0)
            .getOrElse(0));
  }

  private String colourGenitive(Colour c) {
    return text("colour." + c.name() + ".of");
  }

  private String colourDative(Colour c) {
    return text("colour." + c.name() + ".to");
  }

  private static Colour captor(Location prisoner) {
    for (Colour c : Colour.values()) {
      if (Location.prisonerOf(c).equals(prisoner)) {
        return c;
      }
    }
    throw new IllegalArgumentException(prisoner + " is not a prisoner's place");
  }

  private String text(String key) {
    return bundle.getString(key);
  }

  private String format(String pattern, Object... args) {
    return new MessageFormat(pattern, locale).format(args);
  }
}
