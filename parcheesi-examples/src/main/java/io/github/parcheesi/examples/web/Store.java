package io.github.parcheesi.examples.web;

import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The replays (opened records) the server keeps in memory, each under an unguessable id of 128
 * random bits; games are kept in a database instead ({@link GameStore}). At most {@code capacity}
 * are kept, their estimated bytes adding up to at most {@code maxBytes}: adding one more drops the
 * ones used least recently (the oldest idle ones) until both hold, and a value heavier than {@code
 * maxBytes} is refused (413). Thread-safe; the values guard their own state.
 *
 * @param <T> what is kept
 */
final class Store<T> {

  private static final Pattern ID = Pattern.compile("[0-9a-f]{32}");

  private final String what;
  private final int capacity;
  private final long maxBytes;
  private final java.util.function.ToLongFunction<T> weight;
  private final Map<String, Long> weights = new java.util.HashMap<>();
  private long bytes;
  private final SecureRandom random = new SecureRandom();
  // access order: get() moves an entry to the end, so the first one is the oldest idle one
  private final LinkedHashMap<String, T> entries = new LinkedHashMap<>(16, 0.75f, true);

  /**
   * An empty store.
   *
   * @param what what it keeps, for messages, such as {@code replay}
   * @param capacity how many it keeps, 1 or more
   * @param maxBytes the most estimated bytes it keeps, 1 or more
   * @param weight a value's estimated bytes
   */
  Store(String what, int capacity, long maxBytes, java.util.function.ToLongFunction<T> weight) {
    if (capacity < 1 || maxBytes < 1) {
      throw new IllegalArgumentException(
          "a store keeps at least 1 " + what + " and 1 byte, got " + capacity + ", " + maxBytes);
    }
    this.what = what;
    this.capacity = capacity;
    this.maxBytes = maxBytes;
    this.weight = weight;
  }

  /** Keeps a value under a new id, dropping the oldest idle value when full; returns the id. */
  synchronized String add(T value) {
    long w = weight.applyAsLong(value);
    if (w > maxBytes) {
      throw ApiError.of(
          ErrorCode.TOO_LARGE,
          "this "
              + what
              + " would take about "
              + w / 1024
              + " KB of the server's memory, more than the "
              + maxBytes / 1024
              + " KB kept for all of them");
    }
    String id;
    do {
      byte[] bytes = new byte[16];
      random.nextBytes(bytes);
      id = HexFormat.of().formatHex(bytes);
    } while (entries.containsKey(id));
    entries.put(id, value);
    weights.put(id, w);
    bytes += w;
    while (entries.size() > capacity || bytes > maxBytes) {
      String oldest = entries.keySet().iterator().next();
      entries.remove(oldest);
      bytes -= weights.remove(oldest);
    }
    return id;
  }

  /** The value kept under an id, now the most recently used; 404 when there is none. */
  synchronized T get(String id) {
    T value = id != null && ID.matcher(id).matches() ? entries.get(id) : null;
    if (value == null) {
      throw ApiError.of(
          ErrorCode.NO_SUCH_REPLAY,
          "no "
              + what
              + " '"
              + ApiError.shorten(id)
              + "' on this server: it never existed, or it was dropped (the server keeps the "
              + capacity
              + " most recently used)");
    }
    return value;
  }

  /** How many values are kept. */
  synchronized int size() {
    return entries.size();
  }

  /** The estimated bytes of the values kept. */
  synchronized long bytes() {
    return bytes;
  }

  /** How many values the store keeps at most. */
  int capacity() {
    return capacity;
  }
}
