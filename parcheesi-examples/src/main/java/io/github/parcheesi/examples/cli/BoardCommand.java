package io.github.parcheesi.examples.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.parcheesi.BoardGeometry;
import io.github.parcheesi.Cell;
import io.github.parcheesi.Colour;
import io.github.parcheesi.Location;
import io.github.parcheesi.RuleSet;
import java.io.PrintWriter;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code board}: the variant's board geometry ({@link RuleSet#geometry()}), as one JSON document
 * with {@code --json} or as plain text.
 *
 * <h2>Example</h2>
 *
 * <pre>
 * parcheesi board --json --variant russian
 * {"variant":"russian","cells":[{"id":"n","kinds":["nest"],"colour":"Y","x":0.8158,...
 * </pre>
 */
@Command(
    name = "board",
    description = {
      "Prints the variant's board: every cell a piece can stand in, each colour's way from its"
          + " nest to home, and the board's edges, each of its kind. With --json, one JSON"
          + " document on one line:",
      "  {\"variant\": \"russian\", \"cells\": [...], \"paths\": {...}, \"edges\": [...],"
          + " \"shortcuts\": [...]}",
      "cells: one object per cell, with \"id\" (the location token a piece there has: n, 13,"
          + " r3, h, o2, m1, c, pB), \"kinds\" (of track, safe, exit, home_entrance, home_row,"
          + " home, nest, rest, mirror, arrow, corner, captors_base), \"colour\" (Y, G, R or B,"
          + " only for a cell that belongs to a colour: its nest, home row, home, exit or home"
          + " entrance; a captor's base has the captor's colour), and \"x\", \"y\" (where to draw"
          + " it, in the unit square: 0 left/top to 1 right/bottom, four decimals). Tokens every"
          + " colour uses for its own place (n, r1.., h) have one cell per colour.",
      "paths: for each colour letter, the tokens of its way in order of movement: n, its exit,"
          + " ... its home entrance, its home row, h.",
      "edges: what joins two places besides the track's order of numbers and the home rows:"
          + " objects with \"from\" and \"to\" (tokens), \"colour\" (only when one colour alone"
          + " may take it), \"kind\" and \"rule\" (the rule id that makes it). The kinds: wrap"
          + " (the track's last cell on to 1, B1, RB2), home_entry (a colour's turn off the track"
          + " towards home, A6, P6, RB4), go_round (staying on the track past the last square,"
          + " A6), shortcut (the Russian mirror's, R10), rest_shift (into or out of a rest cell,"
          + " R8), mirror_exit (from the mirror to the own arrow cell and the base, R12). wrap"
          + " and home_entry are steps of the paths; the others leave them.",
      "shortcuts: the edges that leave the paths (go_round, shortcut, rest_shift, mirror_exit),"
          + " in the same order, without \"kind\": the key that listed them before edges."
    })
final class BoardCommand implements Callable<Integer> {

  @Spec private CommandSpec spec;
  @Mixin private HelpOption help;
  @Mixin private RuleOptions ruleOptions;

  @Option(names = "--json", description = "Print the board as one JSON document (see above).")
  private boolean json;

  @Override
  public Integer call() {
    RuleSet rules = ruleOptions.rules();
    BoardGeometry g;
    try {
      g = rules.geometry();
    } catch (UnsupportedOperationException e) {
      throw new UsageException("--variant: " + rules.id() + " gives no board geometry");
    }
    PrintWriter out = spec.commandLine().getOut();
    out.println(json ? toJson(g) : toText(g));
    return 0;
  }

  /**
   * A board geometry as the JSON document {@code board --json} prints.
   *
   * @param g the geometry
   * @return one line of JSON
   */
  static String toJson(BoardGeometry g) {
    ObjectMapper mapper = new ObjectMapper();
    ObjectNode root = mapper.createObjectNode();
    root.put("variant", g.variant());
    ArrayNode cells = root.putArray("cells");
    for (Cell c : g.cells()) {
      ObjectNode cell = cells.addObject();
      cell.put("id", c.location().token());
      ArrayNode kinds = cell.putArray("kinds");
      for (Cell.Kind k : c.kinds().toSortedSet()) {
        kinds.add(k.name().toLowerCase(Locale.ROOT));
      }
      c.colour().forEach(colour -> cell.put("colour", String.valueOf(colour.letter())));
      cell.put("x", round(c.x()));
      cell.put("y", round(c.y()));
      ArrayNode slots = cell.putArray("slots");
      for (Cell.Slot t : c.slots()) {
        slots.addObject().put("x", round(t.x())).put("y", round(t.y()));
      }
    }
    ObjectNode paths = root.putObject("paths");
    for (Colour colour : Colour.values()) {
      ArrayNode way = paths.putArray(String.valueOf(colour.letter()));
      g.path(colour).forEach(l -> way.add(l.token()));
    }
    ArrayNode edges = root.putArray("edges");
    for (BoardGeometry.Edge e : g.edges()) {
      edge(edges.addObject(), e).put("kind", e.kind().name().toLowerCase(Locale.ROOT));
    }
    // the edges off the paths, without their kinds, under the key that listed them first
    ArrayNode shortcuts = root.putArray("shortcuts");
    for (BoardGeometry.Edge e : g.edges().filter(e -> !e.kind().onPath())) {
      edge(shortcuts.addObject(), e);
    }
    try {
      return mapper.writeValueAsString(root);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("cannot write the board as JSON", e);
    }
  }

  /** An edge's {@code from}, {@code to}, {@code colour} (when it has one) and {@code rule}. */
  private static ObjectNode edge(ObjectNode o, BoardGeometry.Edge e) {
    o.put("from", e.from().token());
    o.put("to", e.to().token());
    e.colour().forEach(colour -> o.put("colour", String.valueOf(colour.letter())));
    o.put("rule", e.rule());
    return o;
  }

  private static double round(double v) {
    return Math.round(v * 10_000) / 10_000.0;
  }

  /** The board in plain text: a line per cell, then a line per path and per edge. */
  private static String toText(BoardGeometry g) {
    StringBuilder sb = new StringBuilder(g.variant()).append(" board\n");
    for (Cell c : g.cells()) {
      sb.append(
          String.format(
              Locale.ROOT,
              "%-4s %-2s %.4f %.4f %s%n",
              c.location().token(),
              c.colour().map(Colour::letter).map(String::valueOf).getOrElse("-"),
              c.x(),
              c.y(),
              c.kinds()
                  .toSortedSet()
                  .toList()
                  .map(k -> k.name().toLowerCase(Locale.ROOT))
                  .mkString(" ")));
    }
    for (Colour colour : Colour.values()) {
      sb.append("path ")
          .append(colour.letter())
          .append(": ")
          .append(g.path(colour).map(Location::token).mkString(" "))
          .append('\n');
    }
    for (BoardGeometry.Edge e : g.edges()) {
      sb.append("edge ")
          .append(e.from().token())
          .append(" -> ")
          .append(e.to().token())
          .append(e.colour().map(c -> " (" + c.letter() + " only)").getOrElse(""))
          .append(' ')
          .append(e.kind().name().toLowerCase(Locale.ROOT))
          .append(' ')
          .append(e.rule())
          .append('\n');
    }
    return sb.toString().stripTrailing();
  }
}
