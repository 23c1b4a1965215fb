package io.github.parcheesi.examples.web;

import io.github.parcheesi.Colour;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Collection;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The keys of a game's seats: one for each seat a person holds, and one for the game's host, who
 * may move the bots. A key is 128 random bits in hexadecimal, a bearer secret: whoever sends it in
 * the {@value #HEADER} header acts for its seat. The creator of a game gets every key; a seat's
 * join link carries that seat's key alone. Keys are compared in constant time, kept with the game
 * in the database, and never shown in a game's view. Immutable.
 *
 * <p>A request may send several keys, separated by commas (a page that holds several seats sends
 * them all): it may act for the seat of any key it sends.
 */
final class SeatKeys {

  /** The request header that carries a client's keys. */
  static final String HEADER = "X-Seat-Key";

  /** The name of the host's key, beside the colours' letters. */
  static final String HOST = "host";

  /** The most keys one request may send: four seats and the host. */
  static final int MAX_SENT = 5;

  private static final Pattern KEY = Pattern.compile("[0-9a-f]{32}");

  // seat (a colour's letter, or HOST) to its key, in play order and the host last
  private final Map<String, String> keys;

  private SeatKeys(Map<String, String> keys) {
    this.keys = keys;
  }

  /**
   * New keys for a new game.
   *
   * @param people the colours people play
   * @param random where the keys' bits come from
   * @return a key for each of them, and the host's
   */
  static SeatKeys create(Collection<Colour> people, SecureRandom random) {
    Map<String, String> keys = new LinkedHashMap<>();
    for (Colour c : people) {
      keys.put(String.valueOf(c.letter()), newKey(random));
    }
    keys.put(HOST, newKey(random));
    return new SeatKeys(keys);
  }

  /**
   * Keys as the database keeps them.
   *
   * @param text such as {@code Y=0f...,host=9a...}
   * @return the keys
   * @throws IllegalStateException when the text is not keys
   */
  static SeatKeys parse(String text) {
    Map<String, String> keys = new LinkedHashMap<>();
    for (String entry : text.split(",")) {
      String[] kv = entry.split("=", 2);
      if (kv.length != 2 || !KEY.matcher(kv[1]).matches() || keys.put(kv[0], kv[1]) != null) {
        throw new IllegalStateException("stored seat keys that are not keys: " + entry);
      }
    }
    if (!keys.containsKey(HOST)) {
      throw new IllegalStateException("stored seat keys without the host's: " + keys.keySet());
    }
    return new SeatKeys(keys);
  }

  /** The keys as the database keeps them, such as {@code Y=0f...,host=9a...}. */
  String text() {
    StringBuilder out = new StringBuilder();
    keys.forEach(
        (seat, key) ->
            out.append(out.length() == 0 ? "" : ",").append(seat).append('=').append(key));
    return out.toString();
  }

  /** Every key by its seat (a colour's letter, or {@value #HOST}): for the game's creator only. */
  Map<String, String> all() {
    return Map.copyOf(keys);
  }

  /**
   * Refuses a request that does not send the key it needs; changes nothing.
   *
   * @param sent the {@value #HEADER} header, or null
   * @param seat the colour the request acts for; null for a request that any key of the game may
   *     make (moving a bot)
   * @param what the request, as in "roll"
   * @throws ApiError 403 naming what is wrong
   */
  void check(String sent, Colour seat, String what) {
    String needed = seat == null ? null : String.valueOf(seat.letter());
    String whose = seat == null ? "a key of this game" : Seats.name(seat) + "'s key";
    if (sent == null || sent.isBlank()) {
      throw ApiError.of(
          ErrorCode.NOT_YOUR_SEAT,
          what
              + " needs "
              + whose
              + ": send it in the "
              + HEADER
              + " header (the key is in the seat's join link); without a key one may only watch");
    }
    String[] all = sent.split(",", -1);
    if (all.length > MAX_SENT) {
      throw ApiError.of(
          ErrorCode.NOT_YOUR_SEAT,
          "the " + HEADER + " header holds " + all.length + " keys; at most " + MAX_SENT);
    }
    boolean right = false;
    String other = null;
    for (String one : all) {
      String key = one.strip();
      if (!KEY.matcher(key).matches()) {
        throw ApiError.of(
            ErrorCode.NOT_YOUR_SEAT,
            "'"
                + ApiError.shorten(key)
                + "' in the "
                + HEADER
                + " header is no seat key: a key is 32 hexadecimal digits, in lower case");
      }
      for (Map.Entry<String, String> e : keys.entrySet()) {
        // every stored key compared, each in constant time
        boolean same =
            MessageDigest.isEqual(
                key.getBytes(StandardCharsets.US_ASCII),
                e.getValue().getBytes(StandardCharsets.US_ASCII));
        if (same && (needed == null || needed.equals(e.getKey()))) {
          right = true;
        } else if (same) {
          other = e.getKey();
        }
      }
    }
    if (right) {
      return;
    }
    if (other == null) {
      throw ApiError.of(
          ErrorCode.NOT_YOUR_SEAT,
          what + " needs " + whose + ", and no key sent is a key of this game");
    }
    throw ApiError.of(
        ErrorCode.NOT_YOUR_SEAT,
        what
            + " needs "
            + whose
            + ": it is "
            + Seats.name(seat)
            + "'s turn, and the key sent is "
            + (other.equals(HOST)
                ? "the host's"
                : Seats.name(Colour.ofLetter(other.charAt(0)).get()) + "'s")
            + ", which acts for that seat alone");
  }

  private static String newKey(SecureRandom random) {
    byte[] bytes = new byte[16];
    random.nextBytes(bytes);
    return HexFormat.of().formatHex(bytes);
  }
}
