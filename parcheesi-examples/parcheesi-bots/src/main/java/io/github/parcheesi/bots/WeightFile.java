package io.github.parcheesi.bots;

import io.github.parcheesi.RuleSet;
import java.nio.BufferOverflowException;
import java.nio.BufferUnderflowException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;

/**
 * The file of a {@link ValueNetwork}'s weights, little-endian throughout: the magic {@code PVAL},
 * the format version (int), the version of the inputs' layout (int), the variant's id and its
 * option values as {@code name=value,...} (each a short length and UTF-8 bytes), the players (int),
 * the inputs and hidden units (ints), the training's seed and games (longs), then the weights as
 * floats: input to hidden input by input, the hidden biases, hidden to output, and the output's
 * bias. Nothing follows.
 */
final class WeightFile {

  private static final byte[] MAGIC = {'P', 'V', 'A', 'L'};

  private WeightFile() {}

  /**
   * A rule set as a weight file names it.
   *
   * @param rules the rules
   * @return such as {@code american (eitherDie=false,...)}
   */
  static String describe(RuleSet rules) {
    return rules.id() + " (" + options(rules) + ")";
  }

  private static String options(RuleSet rules) {
    return rules.optionValues().map(t -> t._1 + "=" + t._2).mkString(",");
  }

  static byte[] bytes(ValueNetwork net) {
    byte[] variant = net.rules().id().getBytes(StandardCharsets.UTF_8);
    byte[] options = options(net.rules()).getBytes(StandardCharsets.UTF_8);
    int size =
        4
            + 4
            + 4
            + 2
            + variant.length
            + 2
            + options.length
            + 4
            + 4
            + 4
            + 8
            + 8
            + 4 * (net.w.length + net.b.length + net.v.length + 1);
    ByteBuffer out = ByteBuffer.allocate(size).order(ByteOrder.LITTLE_ENDIAN);
    out.put(MAGIC);
    out.putInt(ValueNetwork.FORMAT);
    out.putInt(ValueFeatures.VERSION);
    out.putShort((short) variant.length).put(variant);
    out.putShort((short) options.length).put(options);
    out.putInt(net.players());
    out.putInt(net.inputs());
    out.putInt(net.hidden());
    out.putLong(net.seed());
    out.putLong(net.games());
    for (float x : net.w) {
      out.putFloat(x);
    }
    for (float x : net.b) {
      out.putFloat(x);
    }
    for (float x : net.v) {
      out.putFloat(x);
    }
    out.putFloat(net.c[0]);
    return out.array();
  }

  static ValueNetwork read(byte[] bytes, RuleSet rules) {
    ByteBuffer in = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
    try {
      byte[] magic = new byte[4];
      in.get(magic);
      if (!java.util.Arrays.equals(magic, MAGIC)) {
        throw new IllegalArgumentException("not a weight file: it does not start with PVAL");
      }
      int format = in.getInt();
      if (format != ValueNetwork.FORMAT) {
        throw new IllegalArgumentException(
            "weight file format " + format + "; this library reads format " + ValueNetwork.FORMAT);
      }
      int layout = in.getInt();
      if (layout != ValueFeatures.VERSION) {
        throw new IllegalArgumentException(
            "weights for inputs of layout "
                + layout
                + "; this library's inputs are of layout "
                + ValueFeatures.VERSION);
      }
      String variant = string(in);
      String options = string(in);
      if (!variant.equals(rules.id()) || !options.equals(options(rules))) {
        throw new IllegalArgumentException(
            "the weights are for " + variant + " (" + options + "), not " + describe(rules));
      }
      int players = in.getInt();
      if (players < 2 || players > 4) {
        throw new IllegalArgumentException(
            "weights for " + players + " players; a game has 2 to 4");
      }
      int inputs = in.getInt();
      int hidden = in.getInt();
      int expected = new ValueFeatures(rules, players).inputs();
      if (inputs != expected) {
        throw new IllegalArgumentException(
            "the weights have "
                + inputs
                + " inputs; "
                + players
                + "-player games of "
                + rules.id()
                + " have "
                + expected);
      }
      if (hidden < 1 || hidden > 4096) {
        throw new IllegalArgumentException("the weights have " + hidden + " hidden units");
      }
      long seed = in.getLong();
      long games = in.getLong();
      ValueNetwork net = new ValueNetwork(rules, players, hidden, seed, games);
      long floats = (long) inputs * hidden + 2L * hidden + 1;
      if (in.remaining() != 4 * floats) {
        throw new IllegalArgumentException(
            "the weights of "
                + inputs
                + " inputs and "
                + hidden
                + " hidden units take "
                + 4 * floats
                + " bytes after the header; the file has "
                + in.remaining());
      }
      for (int i = 0; i < net.w.length; i++) {
        net.w[i] = finite(in.getFloat());
      }
      for (int j = 0; j < hidden; j++) {
        net.b[j] = finite(in.getFloat());
      }
      for (int j = 0; j < hidden; j++) {
        net.v[j] = finite(in.getFloat());
      }
      net.c[0] = finite(in.getFloat());
      return net;
    } catch (BufferUnderflowException | BufferOverflowException e) {
      throw new IllegalArgumentException(
          "the weight file ends in its header, after " + bytes.length + " bytes");
    }
  }

  private static float finite(float x) {
    if (!Float.isFinite(x)) {
      throw new IllegalArgumentException("a weight is not a finite number: " + x);
    }
    return x;
  }

  private static String string(ByteBuffer in) {
    int n = in.getShort() & 0xFFFF;
    byte[] b = new byte[n];
    in.get(b);
    return new String(b, StandardCharsets.UTF_8);
  }
}
