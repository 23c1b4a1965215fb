package io.github.parcheesi.examples.web;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The tables of the server's game database, in H2 through plain JDBC: {@code games}, one row a game
 * ({@link StoredGame} with its id and times, in milliseconds since 1970), and {@code
 * expired_games}, the ids of expired games with when they were last touched and when they expired.
 * Every statement commits at once, and H2 writes each commit before it returns ({@code
 * WRITE_DELAY=0}): a process killed after a write keeps it. Not thread-safe: {@link GameStore}
 * holds its lock around every call. A database error is thrown as an {@link IllegalStateException}
 * naming the file.
 */
final class GamesTable implements AutoCloseable {

  /** The version of the tables; a database of another version is refused. */
  static final int SCHEMA = 2;

  private static final String[] TABLES = {
    "CREATE TABLE IF NOT EXISTS schema_version (version INT NOT NULL)",
    "CREATE TABLE IF NOT EXISTS games ("
        + " id CHAR(32) PRIMARY KEY,"
        + " created BIGINT NOT NULL,"
        + " touched BIGINT NOT NULL,"
        + " seats VARCHAR(200) NOT NULL,"
        + " seed BIGINT NOT NULL,"
        + " start_position VARCHAR(2000),"
        + " record CLOB NOT NULL,"
        + " rolls INT NOT NULL,"
        + " roll CHAR(3),"
        + " steps VARCHAR(2000),"
        + " seat_keys VARCHAR(400),"
        + " version BIGINT DEFAULT 0 NOT NULL)",
    "CREATE INDEX IF NOT EXISTS games_touched ON games (touched)",
    "CREATE TABLE IF NOT EXISTS expired_games ("
        + " id CHAR(32) PRIMARY KEY, touched BIGINT NOT NULL, expired BIGINT NOT NULL)"
  };

  // version 1 to 2: the seats' keys and the count of changes
  private static final String[] FROM_1 = {
    "ALTER TABLE games ADD COLUMN IF NOT EXISTS seat_keys VARCHAR(400)",
    "ALTER TABLE games ADD COLUMN IF NOT EXISTS version BIGINT DEFAULT 0 NOT NULL",
    "UPDATE schema_version SET version = 2"
  };

  /**
   * A row of {@code games}.
   *
   * @param game the stored game
   * @param touched when a request last touched it
   * @param keys its seats' keys ({@link SeatKeys#text()}), or null for a game kept from before
   *     seats had keys
   * @param version how many changes it has had
   */
  record Row(StoredGame game, long touched, String keys, long version) {}

  private final Connection db;
  private final String where;

  private GamesTable(Connection db, String where) {
    this.db = db;
    this.where = where;
  }

  /**
   * Opens a database file, creating it and its tables when missing.
   *
   * @param file the database: H2 writes {@code file + ".mv.db"} ({@code games.mv.db} may be given
   *     whole); null for a database in memory, gone when it is closed
   * @return the tables
   * @throws WebServer.StorageException when the database cannot be opened, such as when another
   *     process has it open, or its tables are of another version
   */
  static GamesTable open(Path file) {
    String url;
    String where;
    if (file == null) {
      url = "jdbc:h2:mem:";
      where = "memory only";
    } else {
      String path = file.toAbsolutePath().normalize().toString();
      if (path.endsWith(".mv.db")) {
        path = path.substring(0, path.length() - ".mv.db".length());
      }
      if (path.contains(";")) {
        throw new IllegalArgumentException("a database path has no ';': " + file);
      }
      where = path + ".mv.db";
      // every commit written at once: a killed server loses nothing it has answered
      url = "jdbc:h2:file:" + path + ";WRITE_DELAY=0";
      try {
        Files.createDirectories(Path.of(path).getParent());
      } catch (java.io.IOException e) {
        throw new WebServer.StorageException("cannot make the folder of " + where + ": " + e, e);
      }
    }
    Connection c = null;
    try {
      c = DriverManager.getConnection(url, "parcheesi", "");
      createTables(c);
      return new GamesTable(c, where);
    } catch (SQLException e) {
      try {
        if (c != null) {
          c.close();
        }
      } catch (SQLException closing) {
        e.addSuppressed(closing);
      }
      String why = String.valueOf(e.getMessage()).lines().findFirst().orElse("");
      throw new WebServer.StorageException(
          "cannot open the game database " + where + ": " + why, e);
    }
  }

  private static void createTables(Connection db) throws SQLException {
    try (Statement s = db.createStatement()) {
      for (String table : TABLES) {
        s.execute(table);
      }
      int version;
      try (ResultSet r = s.executeQuery("SELECT version FROM schema_version")) {
        version = r.next() ? r.getInt(1) : 0;
      }
      if (version == 0) {
        s.execute("INSERT INTO schema_version VALUES (" + SCHEMA + ")");
      } else if (version == 1) {
        for (String step : FROM_1) {
          s.execute(step);
        }
      } else if (version != SCHEMA) {
        throw new SQLException(
            "its tables are of version " + version + ", and this program reads " + SCHEMA);
      }
    }
  }

  /** The database file, or {@code memory only}. */
  String where() {
    return where;
  }

  /** How many games the table holds. */
  int count() {
    try (Statement s = db.createStatement();
        ResultSet r = s.executeQuery("SELECT COUNT(*) FROM games")) {
      r.next();
      return r.getInt(1);
    } catch (SQLException e) {
      throw failed(e);
    }
  }

  /** Whether a game, or an expired game, has the id. */
  boolean taken(String id) {
    return exists("games", id) || exists("expired_games", id);
  }

  /** Adds a game with its seats' keys, created and touched now. */
  void insert(String id, long now, StoredGame s, String keys) {
    try (PreparedStatement p =
        db.prepareStatement(
            "INSERT INTO games (id, created, touched, seats, seed, start_position, record,"
                + " rolls, roll, steps, seat_keys) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
      p.setString(1, id);
      p.setLong(2, now);
      p.setLong(3, now);
      p.setString(4, s.seats());
      p.setLong(5, s.seed());
      p.setString(6, s.position());
      p.setString(7, s.record());
      p.setInt(8, s.rolls());
      p.setString(9, s.roll());
      p.setString(10, s.steps());
      p.setString(11, keys);
      p.executeUpdate();
    } catch (SQLException e) {
      throw failed(e);
    }
  }

  /**
   * Writes what changes as a game is played, and its count of changes, touched now; answers false
   * when it is not there.
   */
  boolean update(String id, long now, StoredGame s, long version) {
    try (PreparedStatement p =
        db.prepareStatement(
            "UPDATE games SET touched = ?, record = ?, rolls = ?, roll = ?, steps = ?, version = ?"
                + " WHERE id = ?")) {
      p.setLong(1, now);
      p.setString(2, s.record());
      p.setInt(3, s.rolls());
      p.setString(4, s.roll());
      p.setString(5, s.steps());
      p.setLong(6, version);
      p.setString(7, id);
      return p.executeUpdate() == 1;
    } catch (SQLException e) {
      throw failed(e);
    }
  }

  /** Writes when a request last touched a game. */
  void touch(String id, long touched) {
    try (PreparedStatement p = db.prepareStatement("UPDATE games SET touched = ? WHERE id = ?")) {
      p.setLong(1, touched);
      p.setString(2, id);
      p.executeUpdate();
    } catch (SQLException e) {
      throw failed(e);
    }
  }

  /** The game with the id, or null. */
  Row read(String id) {
    try (PreparedStatement p =
        db.prepareStatement(
            "SELECT seats, seed, start_position, record, rolls, roll, steps, touched,"
                + " seat_keys, version FROM games WHERE id = ?")) {
      p.setString(1, id);
      try (ResultSet r = p.executeQuery()) {
        if (!r.next()) {
          return null;
        }
        return new Row(
            new StoredGame(
                r.getString(1),
                r.getLong(2),
                r.getString(3),
                r.getString(4),
                r.getInt(5),
                r.getString(6),
                r.getString(7)),
            r.getLong(8),
            r.getString(9),
            r.getLong(10));
      }
    } catch (SQLException e) {
      throw failed(e);
    }
  }

  /** When an expired game was last touched and when it expired, or null when none had the id. */
  long[] expired(String id) {
    try (PreparedStatement p =
        db.prepareStatement("SELECT touched, expired FROM expired_games WHERE id = ?")) {
      p.setString(1, id);
      try (ResultSet r = p.executeQuery()) {
        return r.next() ? new long[] {r.getLong(1), r.getLong(2)} : null;
      }
    } catch (SQLException e) {
      throw failed(e);
    }
  }

  /** The ids of the games last touched before a time. */
  List<String> touchedBefore(long time) {
    List<String> ids = new ArrayList<>();
    try (PreparedStatement p = db.prepareStatement("SELECT id FROM games WHERE touched < ?")) {
      p.setLong(1, time);
      try (ResultSet r = p.executeQuery()) {
        while (r.next()) {
          ids.add(r.getString(1));
        }
      }
    } catch (SQLException e) {
      throw failed(e);
    }
    return ids;
  }

  /**
   * Moves games to {@code expired_games}, in one transaction.
   *
   * @return how many games were deleted
   */
  int expire(List<String> ids, long now) {
    try {
      db.setAutoCommit(false);
      try (PreparedStatement keep =
              db.prepareStatement(
                  "INSERT INTO expired_games (id, touched, expired)"
                      + " SELECT id, touched, ? FROM games WHERE id = ?");
          PreparedStatement drop = db.prepareStatement("DELETE FROM games WHERE id = ?")) {
        for (String id : ids) {
          keep.setLong(1, now);
          keep.setString(2, id);
          keep.addBatch();
          drop.setString(1, id);
          drop.addBatch();
        }
        keep.executeBatch();
        int deleted = Arrays.stream(drop.executeBatch()).sum();
        db.commit();
        return deleted;
      } catch (SQLException e) {
        db.rollback();
        throw e;
      } finally {
        db.setAutoCommit(true);
      }
    } catch (SQLException e) {
      throw failed(e);
    }
  }

  @Override
  public void close() {
    try {
      db.close();
    } catch (SQLException e) {
      throw failed(e);
    }
  }

  private boolean exists(String table, String id) {
    try (PreparedStatement p = db.prepareStatement("SELECT 1 FROM " + table + " WHERE id = ?")) {
      p.setString(1, id);
      try (ResultSet r = p.executeQuery()) {
        return r.next();
      }
    } catch (SQLException e) {
      throw failed(e);
    }
  }

  private IllegalStateException failed(SQLException e) {
    return new IllegalStateException("the game database " + where + " failed: " + e, e);
  }
}
