package io.github.parcheesi;

import io.vavr.control.Option;

/**
 * Where one piece is: an immutable, interned value shared by every board of the family.
 *
 * <p>Each location has a notation token ({@code n}, {@code 12}, {@code r3}, {@code h}, and on the
 * Russian board {@code o2}, {@code m1}, {@code c}, {@code pB}). Locations are ordered as positions
 * list them (NOTATION.md): nest, track squares ascending, home row ascending, rest cells, arrow
 * cells, the mirror, prisoners by captor letter, home. Which locations exist on a board is up to
 * its {@link RuleSet}.
 *
 * <p>Instances are interned, so {@code ==} and {@link #equals(Object)} agree.
 */
public final class Location implements Comparable<Location> {

  /** The kind of a location. */
  public enum Kind {
    /** The nest or base, where pieces start ({@code n}). */
    NEST,
    /** A track square, numbered from 1 ({@code 1}..{@code 72}). */
    TRACK,
    /** A square of the owner's home row ({@code r1}..{@code r7}). */
    HOME_ROW,
    /** A rest cell beside the Russian track ({@code o1}..{@code o8}). */
    REST,
    /** An arrow cell of the Russian mirror ({@code m1}..{@code m4}). */
    ARROW,
    /** The Russian mirror cell ({@code c}). */
    MIRROR,
    /** Held prisoner in another colour's base ({@code pB}, {@code pG}, {@code pR}, {@code pY}). */
    PRISONER,
    /** Home: the piece has finished ({@code h}). */
    HOME
  }

  static final int NEST_CODE = 0;
  static final int MAX_TRACK = 72;
  static final int HOME_ROW_BASE = 72; // r1 = 73
  static final int REST_BASE = 79; // o1 = 80
  static final int ARROW_BASE = 87; // m1 = 88
  static final int MIRROR_CODE = 92;
  static final int PRISONER_BASE = 93; // pB, pG, pR, pY
  static final int HOME_CODE = 97;
  private static final String PRISONER_LETTERS = "BGRY";

  private static final Location[] ALL = new Location[HOME_CODE + 1];

  static {
    for (int code = 0; code <= HOME_CODE; code++) {
      ALL[code] = new Location(code);
    }
  }

  private final int code;
  private final Kind kind;
  private final int index;
  private final String token;

  private Location(int code) {
    this.code = code;
    if (code == NEST_CODE) {
      kind = Kind.NEST;
      index = 0;
      token = "n";
    } else if (code <= MAX_TRACK) {
      kind = Kind.TRACK;
      index = code;
      token = Integer.toString(code);
    } else if (code <= REST_BASE) {
      kind = Kind.HOME_ROW;
      index = code - HOME_ROW_BASE;
      token = "r" + index;
    } else if (code <= ARROW_BASE) {
      kind = Kind.REST;
      index = code - REST_BASE;
      token = "o" + index;
    } else if (code < MIRROR_CODE) {
      kind = Kind.ARROW;
      index = code - ARROW_BASE;
      token = "m" + index;
    } else if (code == MIRROR_CODE) {
      kind = Kind.MIRROR;
      index = 0;
      token = "c";
    } else if (code < HOME_CODE) {
      kind = Kind.PRISONER;
      index = Colour.ofLetter(PRISONER_LETTERS.charAt(code - PRISONER_BASE)).get().ordinal();
      token = "p" + PRISONER_LETTERS.charAt(code - PRISONER_BASE);
    } else {
      kind = Kind.HOME;
      index = 0;
      token = "h";
    }
  }

  static Location ofCode(int code) {
    return ALL[code];
  }

  int code() {
    return code;
  }

  /**
   * The nest (start area).
   *
   * @return the location {@code n}
   */
  public static Location nest() {
    return ALL[NEST_CODE];
  }

  /**
   * Home, where finished pieces are.
   *
   * @return the location {@code h}
   */
  public static Location home() {
    return ALL[HOME_CODE];
  }

  /**
   * A track square.
   *
   * @param square 1 to 72 (boards use fewer; American and Parchís use 1 to 68)
   * @return the location
   * @throws IllegalArgumentException when square is out of range
   */
  public static Location track(int square) {
    return ranged(square, 1, MAX_TRACK, 0, "track square");
  }

  /**
   * A square of the owner's home row.
   *
   * @param square 1 to 7, 1 next to the track
   * @return the location {@code r<square>}
   * @throws IllegalArgumentException when square is out of range
   */
  public static Location homeRow(int square) {
    return ranged(square, 1, 7, HOME_ROW_BASE, "home-row square");
  }

  /**
   * A Russian rest cell.
   *
   * @param cell 1 to 8
   * @return the location {@code o<cell>}
   * @throws IllegalArgumentException when cell is out of range
   */
  public static Location rest(int cell) {
    return ranged(cell, 1, 8, REST_BASE, "rest cell");
  }

  /**
   * A Russian arrow cell.
   *
   * @param cell 1 to 4
   * @return the location {@code m<cell>}
   * @throws IllegalArgumentException when cell is out of range
   */
  public static Location arrow(int cell) {
    return ranged(cell, 1, 4, ARROW_BASE, "arrow cell");
  }

  /**
   * The Russian mirror cell.
   *
   * @return the location {@code c}
   */
  public static Location mirror() {
    return ALL[MIRROR_CODE];
  }

  /**
   * Held prisoner by another colour.
   *
   * @param captor the colour holding the piece
   * @return the location {@code p<captor letter>}
   */
  public static Location prisonerOf(Colour captor) {
    return ALL[PRISONER_BASE + PRISONER_LETTERS.indexOf(captor.letter())];
  }

  private static Location ranged(int value, int min, int max, int base, String what) {
    if (value < min || value > max) {
      throw new IllegalArgumentException(
          what + " must be " + min + " to " + max + ", was " + value);
    }
    return ALL[base + value];
  }

  /**
   * Reads a location token.
   *
   * @param token a token such as {@code n}, {@code 12}, {@code r3} or {@code h}
   * @return the location, or none when the token is not a location
   */
  public static Option<Location> parse(String token) {
    if (token.isEmpty()) {
      return Option.none();
    }
    switch (token) {
      case "n":
        return Option.some(nest());
      case "h":
        return Option.some(home());
      case "c":
        return Option.some(mirror());
      default:
        break;
    }
    char first = token.charAt(0);
    if (first == 'p' && token.length() == 2) {
      return Colour.ofLetter(token.charAt(1)).map(Location::prisonerOf);
    }
    if (first >= '1' && first <= '9') {
      return number(token, 0).filter(n -> n <= MAX_TRACK).map(Location::track);
    }
    switch (first) {
      case 'r':
        return number(token, 1).filter(n -> n >= 1 && n <= 7).map(Location::homeRow);
      case 'o':
        return number(token, 1).filter(n -> n >= 1 && n <= 8).map(Location::rest);
      case 'm':
        return number(token, 1).filter(n -> n >= 1 && n <= 4).map(Location::arrow);
      default:
        return Option.none();
    }
  }

  private static Option<Integer> number(String token, int from) {
    int len = token.length() - from;
    if (len < 1 || len > 2 || token.charAt(from) == '0') {
      return Option.none();
    }
    int n = 0;
    for (int i = from; i < token.length(); i++) {
      char ch = token.charAt(i);
      if (ch < '0' || ch > '9') {
        return Option.none();
      }
      n = n * 10 + (ch - '0');
    }
    return Option.some(n);
  }

  /**
   * The kind of this location.
   *
   * @return the kind
   */
  public Kind kind() {
    return kind;
  }

  /**
   * The number within the kind: the track square, the home-row square, the rest or arrow cell, or
   * for a prisoner the captor's {@link Colour#ordinal()}; 0 for nest, mirror and home.
   *
   * @return the index
   */
  public int index() {
    return index;
  }

  /**
   * The notation token.
   *
   * @return the token, such as {@code r3}
   */
  public String token() {
    return token;
  }

  /** Orders locations as positions list them (see the class comment). */
  @Override
  public int compareTo(Location other) {
    return Integer.compare(code, other.code);
  }

  /** Returns the notation token. */
  @Override
  public String toString() {
    return token;
  }
}
