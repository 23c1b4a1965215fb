package io.github.parcheesi.examples.web;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.parcheesi.Dice;
import io.github.parcheesi.RuleSets;
import java.io.IOException;
import org.junit.jupiter.api.Test;
import org.openjdk.jol.info.GraphLayout;

/**
 * The server's estimate of the bytes a game holds ({@link Game#weight()}) is no less than what the
 * game holds, measured by JOL: in a game played long against bots and in a crowded doubles turn,
 * the heaviest the engine builds. The rule sets, shared by every game, are not counted.
 */
class GameWeightTest {

  static {
    // JOL measures records only by this way of finding field offsets
    System.setProperty("jol.magicFieldOffset", "true");
  }

  /** The most crowded American position, yellow to move (TurnBuilderCostTest's). */
  static final String CROWDED =
      "american Y Y:17,27,54,56 G:19,28,60,67 R:33,55,57,61 B:18,37,47,62";

  private static final ObjectMapper JSON = new ObjectMapper();

  /** A seed whose first roll, for a game of four seats, is the doubles asked for. */
  static long seedRolling(int face) {
    for (long seed = 0; ; seed++) {
      Dice dice = Dice.seeded(seed);
      for (int i = 0; i < 4; i++) {
        dice.split();
      }
      var roll = dice.roll();
      if (roll.isDoubles() && roll.die1() == face) {
        return seed;
      }
    }
  }

  /** The bytes a game holds, the rule sets (shared by all games) left out. */
  private static long measured(Game game) {
    GraphLayout shared = GraphLayout.parseInstance(RuleSets.all().toJavaArray());
    return GraphLayout.parseInstance(game).subtract(shared).totalSize();
  }

  private static Game crowded(long seed) throws IOException {
    return new NewGame()
        .start(
            JSON.readTree(
                "{\"position\":\""
                    + CROWDED
                    + "\",\"seed\":"
                    + seed
                    + ",\"seats\":[{\"colour\":\"Y\",\"player\":\"human\"},"
                    + "{\"colour\":\"G\",\"player\":\"human\"},{\"colour\":\"R\",\"player\":\"human\"},"
                    + "{\"colour\":\"B\",\"player\":\"human\"}]}"));
  }

  @Test
  void aCrowdedDoublesTurnWeighsNoMoreThanEstimated() throws IOException {
    for (int face : new int[] {6}) {
      Game game = crowded(seedRolling(face));
      long before = measured(game);
      assertTrue(before <= game.weight(), "before the roll: " + before + " > " + game.weight());
      game.roll();
      long held = measured(game);
      System.out.println(
          "crowded "
              + face
              + "-"
              + face
              + ": "
              + held
              + " bytes held, "
              + game.weight()
              + " estimated");
      assertTrue(held <= game.weight(), held + " bytes held > " + game.weight() + " estimated");
      assertTrue(held > 1 << 20, "a crowded doubles turn holds megabytes: " + held);
    }
  }

  @Test
  void aLongGameAgainstBotsWeighsNoMoreThanEstimated() throws IOException {
    Game game =
        new NewGame()
            .start(
                JSON.readTree(
                    "{\"variant\":\"american\",\"seed\":5,\"first\":\"Y\",\"seats\":["
                        + "{\"colour\":\"Y\",\"player\":\"human\"},{\"colour\":\"G\",\"player\":\"random\"},"
                        + "{\"colour\":\"R\",\"player\":\"random\"},{\"colour\":\"B\",\"player\":\"random\"}]}"));
    int decisions = 0;
    while (decisions < 400 && game.state().winner().isEmpty()) {
      var view = game.view("x", Views.words("en"), 0, 0);
      if (!view.personToAct()) {
        game.botMove();
      } else if (view.roll() == null && view.phase().equals("roll")) {
        game.roll();
      } else if (view.canPass()) {
        game.pass();
      } else if (!view.nextSteps().isEmpty()) {
        game.step(view.nextSteps().get(0).step());
      } else {
        game.finish();
      }
      decisions++;
    }
    long held = measured(game);
    System.out.println(
        "after "
            + decisions
            + " requests: "
            + held
            + " bytes held, "
            + game.weight()
            + " estimated");
    assertTrue(held <= game.weight(), held + " bytes held > " + game.weight() + " estimated");
  }
}
