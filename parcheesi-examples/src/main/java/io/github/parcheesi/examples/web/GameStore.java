package io.github.parcheesi.examples.web;

import java.lang.ref.WeakReference;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;
import java.util.regex.Pattern;

/**
 * The server's games, kept in an embedded H2 database (one file, or memory only), each under an
 * unguessable id of 128 random bits. Every change is written before its answer goes out, so a
 * server killed at any moment keeps every game as its players last saw it.
 *
 * <p>Memory stays bounded in bytes, whatever positions the games reach: the games used most
 * recently are kept in memory while their estimated bytes ({@link Game#weight()}) add up to no more
 * than {@code cacheBytes} (and they number no more than {@code cached}), besides any game a request
 * is using at the moment; the others are read from the database when asked for, made whole by
 * replaying their decisions ({@link NewGame#restore}). A game heavier than the whole budget, such
 * as one in a crowded doubles turn under a small budget, is kept only while requests use it.
 * Nothing is read at start-up but the count of games.
 *
 * <p>The one rule by which a game goes: a game that no request has touched for {@code expireDays}
 * days expires. It is deleted at start-up, by a sweep every hour, or when it is asked for; its id
 * is remembered, and a request for it answers 410 saying that it expired and why. Newer games never
 * push an older one out: when the database holds {@code maxGames}, a new game is refused (503).
 *
 * <p>A game whose seat a program plays ({@link ProgramBots}) keeps the program running while the
 * game is in memory; a game that leaves memory or ends ends its programs, which start again at
 * their next decision.
 *
 * <p>The stored form is {@link StoredGame}, in the tables of {@link GamesTable}. Thread-safe: one
 * lock guards the memory and the database, and each game guards its own state.
 */
final class GameStore implements AutoCloseable {

  private static final Pattern ID = Pattern.compile("[0-9a-f]{32}");
  private static final long DAY = 24L * 3_600_000L;
  // a request that only reads a game writes its time at most once an hour
  private static final long TOUCH_EVERY = 3_600_000L;

  /** A game under its id, as the server hands it out; the game guards its own state. */
  static final class Slot {
    private final String id;
    private final Game game;
    // the last request's time, and the time the database holds (at most an hour older)
    private volatile long touched;
    private volatile long storedTouched;

    // null for a game kept from before seats had keys: anyone may act for it
    private final SeatKeys keys;
    // how many changes the game has had
    private volatile long version;
    // the game's estimated bytes when last weighed; the store's lock guards it
    private long weight;

    private Slot(String id, Game game, long touched, SeatKeys keys, long version) {
      this.id = id;
      this.game = game;
      this.touched = touched;
      this.storedTouched = touched;
      this.keys = keys;
      this.version = version;
    }

    String id() {
      return id;
    }

    /**
     * Refuses a request that acts for a seat without the seat's key ({@link SeatKeys#check}).
     *
     * @param sent the keys the request sent, or null
     * @param seat the colour it acts for, or null for any key of the game
     * @param what the request
     */
    void checkKey(String sent, io.github.parcheesi.Colour seat, String what) {
      if (keys != null) {
        keys.check(sent, seat, what);
      }
    }

    /** The seats' keys, for the game's creator; null for a game from before seats had keys. */
    SeatKeys keys() {
      return keys;
    }

    /** How many changes the game has had: each saved change adds one. */
    long version() {
      return version;
    }

    Game game() {
      return game;
    }
  }

  private final GamesTable db;
  private final int expireDays;
  private final int maxGames;
  private final int cached;
  private final long cacheBytes;
  // the estimated bytes of the games in recent
  private long recentBytes;
  private final LongSupplier clock;
  private final ProgramBots programs;
  private final SecureRandom random = new SecureRandom();
  private final ScheduledExecutorService sweeper;
  private final ProgramEnds programEnds = new ProgramEnds();
  // access order: the first is the one used least recently
  private final LinkedHashMap<String, Slot> recent = new LinkedHashMap<>(16, 0.75f, true);
  // every game in memory that something may still use: one object per game, never two
  private final Map<String, WeakReference<Slot>> live = new HashMap<>();
  private int count;
  private int expiredAtStart;

  private GameStore(
      GamesTable db,
      int expireDays,
      int maxGames,
      int cached,
      long cacheBytes,
      LongSupplier clock,
      ProgramBots programs) {
    this.db = db;
    this.programs = programs;
    this.expireDays = expireDays;
    this.maxGames = maxGames;
    this.cached = cached;
    this.cacheBytes = cacheBytes;
    this.clock = clock;
    expiredAtStart = sweep();
    count = db.count();
    sweeper =
        Executors.newSingleThreadScheduledExecutor(
            r -> {
              Thread t = new Thread(r, "parcheesi-game-sweep");
              t.setDaemon(true);
              return t;
            });
    if (expireDays > 0) {
      sweeper.scheduleAtFixedRate(this::sweepQuietly, 1, 1, TimeUnit.HOURS);
    }
  }

  /**
   * Opens the games of a database file, creating it when missing.
   *
   * @param file the database: H2 writes {@code file + ".mv.db"} ({@code games.mv.db} may be given
   *     whole); null for a database in memory, gone when the server stops
   * @param expireDays days after its last request that a game expires, 0 for never
   * @param maxGames the most games kept; a new one beyond is refused
   * @param cached how many games are kept in memory besides those in use
   * @param cacheBytes the most estimated bytes of the games kept in memory besides those in use
   * @param clock the time, in milliseconds since 1970
   * @param programs the bots that are programs, which games read from the database may seat
   * @return the store
   * @throws WebServer.StorageException when the database cannot be opened, such as when another
   *     server has it open
   */
  static GameStore open(
      Path file,
      int expireDays,
      int maxGames,
      int cached,
      long cacheBytes,
      LongSupplier clock,
      ProgramBots programs) {
    if (expireDays < 0 || maxGames < 1 || cached < 1 || cacheBytes < 1) {
      throw new IllegalArgumentException(
          "expireDays >= 0, maxGames >= 1, cached >= 1, cacheBytes >= 1; got "
              + expireDays
              + ", "
              + maxGames
              + ", "
              + cached
              + ", "
              + cacheBytes);
    }
    GamesTable db = GamesTable.open(file);
    try {
      return new GameStore(db, expireDays, maxGames, cached, cacheBytes, clock, programs);
    } catch (RuntimeException e) {
      db.close();
      throw e;
    }
  }

  /**
   * Opens the games of a database file, with {@link WebServer#CACHE_BYTES} for the games in memory.
   *
   * @see #open(Path, int, int, int, long, LongSupplier, ProgramBots)
   */
  static GameStore open(Path file, int expireDays, int maxGames, int cached, LongSupplier clock) {
    return open(
        file, expireDays, maxGames, cached, WebServer.CACHE_BYTES, clock, ProgramBots.none());
  }

  /** The bots that are programs, which the games may seat. */
  ProgramBots programs() {
    return programs;
  }

  /** The estimated bytes of the games kept in memory, those in use by requests left out. */
  synchronized long cachedBytes() {
    return recentBytes;
  }

  /** How many games are kept in memory, those in use by requests left out. */
  synchronized int cachedGames() {
    return recent.size();
  }

  /** Where the games are kept: the database file, or {@code memory only}. */
  String where() {
    return db.where();
  }

  /** How many games the database holds. */
  synchronized int size() {
    return count;
  }

  /** How many games expired when the store was opened. */
  int expiredAtStart() {
    return expiredAtStart;
  }

  /**
   * Stores a new game under a new id, before anyone has seen it.
   *
   * @param game the game
   * @return its slot
   * @throws ApiError 503 when the database holds as many games as it keeps
   */
  Slot add(Game game) {
    StoredGame s = game.stored();
    long weight = game.weight();
    synchronized (this) {
      if (count >= maxGames) {
        throw ApiError.of(
            ErrorCode.SERVER_FULL,
            "the server keeps "
                + maxGames
                + " games and holds that many; none is dropped for a new one, so a new game can"
                + " start when an old one expires"
                + (expireDays > 0 ? " (" + expireDays + " days after its last request)" : ""));
      }
      long now = clock.getAsLong();
      String id = newId();
      SeatKeys keys = SeatKeys.create(game.people(), random);
      db.insert(id, now, s, keys.text());
      count++;
      Slot slot = new Slot(id, game, now, keys, 0);
      slot.weight = weight;
      keep(slot);
      return slot;
    }
  }

  /**
   * The game under an id, from memory or else from the database.
   *
   * @param id the id
   * @return its slot
   * @throws ApiError 404 for an id that never was a game here, 410 for a game that expired
   */
  Slot get(String id) {
    if (id == null || !ID.matcher(id).matches()) {
      throw unknown(id);
    }
    long now = clock.getAsLong();
    synchronized (this) {
      Slot slot = recent.get(id);
      if (slot == null) {
        WeakReference<Slot> ref = live.get(id);
        slot = ref == null ? null : ref.get();
      }
      if (slot == null) {
        slot = load(id);
      }
      if (expireDays > 0 && now - slot.touched > expireDays * DAY) {
        expire(List.of(slot.id), now);
        throw gone(id, slot.touched, now);
      }
      keep(slot);
      slot.touched = Math.max(slot.touched, now);
      if (now - slot.storedTouched >= TOUCH_EVERY) {
        writeTouched(slot);
      }
      return slot;
    }
  }

  /**
   * Writes a game after a change, before the change is answered. The caller holds the game's lock.
   *
   * @param slot the game
   * @throws ApiError 410 when the game expired while the change was made
   */
  void save(Slot slot) {
    StoredGame s = slot.game.stored();
    long weight = slot.game.weight();
    long now = clock.getAsLong();
    synchronized (this) {
      boolean there;
      try {
        there = db.update(slot.id, now, s, slot.version + 1);
      } catch (RuntimeException e) {
        forget(slot.id); // the next request reads the game as it was stored
        throw e;
      }
      if (!there) {
        forget(slot.id);
        throw gone(slot.id, slot.touched, now);
      }
      slot.touched = now;
      slot.storedTouched = now;
      slot.version++;
      if (recent.containsKey(slot.id)) {
        recentBytes += weight - slot.weight;
      }
      slot.weight = weight;
      trim();
    }
  }

  /**
   * Deletes the games no request has touched for {@code expireDays} days, remembering their ids.
   *
   * @return how many expired
   */
  synchronized int sweep() {
    if (expireDays == 0) {
      return 0;
    }
    long now = clock.getAsLong();
    for (WeakReference<Slot> ref : live.values()) {
      Slot s = ref.get();
      if (s != null && s.touched > s.storedTouched) {
        writeTouched(s); // a game read in the last hour is not taken for older than it is
      }
    }
    List<String> old = db.touchedBefore(now - expireDays * DAY);
    expire(old, now);
    return old.size();
  }

  /** Closes the database, and ends the programs of the games in memory. */
  @Override
  public void close() {
    List<Game> inMemory = new ArrayList<>();
    synchronized (this) {
      sweeper.shutdownNow();
      for (WeakReference<Slot> ref : live.values()) {
        Slot s = ref.get();
        if (s != null) {
          inMemory.add(s.game);
        }
      }
      db.close();
    }
    // outside the store's lock: a request holding a game's lock may wait for the store's
    programEnds.close(inMemory);
  }

  // ---- inside; the callers hold the store's lock ----

  private String newId() {
    while (true) {
      byte[] bytes = new byte[16];
      random.nextBytes(bytes);
      String id = HexFormat.of().formatHex(bytes);
      if (!recent.containsKey(id) && !db.taken(id)) {
        return id;
      }
    }
  }

  private Slot load(String id) {
    GamesTable.Row row = db.read(id);
    if (row == null) {
      long[] expired = db.expired(id);
      throw expired == null ? unknown(id) : gone(id, expired[0], expired[1]);
    }
    Game game;
    try {
      game = NewGame.restore(row.game(), programs);
    } catch (RuntimeException e) {
      throw new IllegalStateException("the stored game " + id + " cannot be read: " + e, e);
    }
    SeatKeys keys;
    try {
      keys = row.keys() == null ? null : SeatKeys.parse(row.keys());
    } catch (RuntimeException e) {
      throw new IllegalStateException("the stored game " + id + " cannot be read: " + e, e);
    }
    Slot slot = new Slot(id, game, row.touched(), keys, row.version());
    slot.weight = game.weight();
    return slot;
  }

  private void expire(List<String> ids, long now) {
    if (!ids.isEmpty()) {
      count -= db.expire(ids, now);
      ids.forEach(this::forget);
    }
  }

  private void writeTouched(Slot slot) {
    db.touch(slot.id, slot.touched);
    slot.storedTouched = slot.touched;
  }

  private void keep(Slot slot) {
    if (recent.put(slot.id, slot) == null) {
      recentBytes += slot.weight;
    }
    trim();
    live.put(slot.id, new WeakReference<>(slot));
    if (live.size() > 4 * cached) {
      live.values().removeIf(r -> r.get() == null);
    }
  }

  /** Drops the games used least recently while too many or too heavy are kept. */
  private void trim() {
    while (!recent.isEmpty() && (recent.size() > cached || recentBytes > cacheBytes)) {
      Iterator<Slot> oldest = recent.values().iterator();
      Slot dropped = oldest.next();
      recentBytes -= dropped.weight;
      oldest.remove(); // still in live while a request holds it
      programEnds.end(dropped.game); // ProgramEnds: later, under its lock
    }
  }

  private void forget(String id) {
    Slot gone = recent.remove(id);
    if (gone != null) {
      recentBytes -= gone.weight;
      programEnds.end(gone.game);
    }
    live.remove(id);
  }

  private void sweepQuietly() {
    try {
      sweep();
    } catch (RuntimeException e) {
      // the next sweep, or the next request for an old game, tries again
    }
  }

  private static ApiError gone(String id, long touched, long expired) {
    return ApiError.of(
        ErrorCode.GAME_EXPIRED,
        "the game "
            + id
            + " expired: no request touched it from "
            + date(touched)
            + " until "
            + date(expired)
            + ", "
            + (expired - touched) / DAY
            + " days, and a game expires when no request touches it for the days this server"
            + " was started with (serve --expire-days); its record went with it");
  }

  private static String date(long millis) {
    return DateTimeFormatter.ISO_LOCAL_DATE.format(
        Instant.ofEpochMilli(millis).atOffset(ZoneOffset.UTC));
  }

  private static ApiError unknown(String id) {
    return ApiError.of(
        ErrorCode.NO_SUCH_GAME,
        "no game '"
            + ApiError.shorten(id)
            + "' on this server: no game ever had that id here (check the address)");
  }
}
