package io.github.parcheesi.bots;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The learning environment plays the same episodes as it always has: for fixed seeds, every
 * decision's saved line, mask, observation and rewards, and every action chosen, fingerprinted by
 * {@link EpisodeDigest}, equal those recorded from the environment before its step trees kept their
 * search ({@code StepWalk}'s kept node and lent space, the Russian tree made from one search). A
 * change to the rules that changes the episodes changes these fingerprints: record them again with
 * {@link EpisodeDigest#main} once the new episodes are checked.
 */
class LearningEnvEpisodesTest {

  /** Rules and options, players, episodes, and the fingerprint with the steps taken. */
  static final String[][] CONFIGURATIONS = {
    {
      "american", "4", "12", "c7583b6fcecd49bfac0e87e1686ed831615a155130ef5e5b59cf7c817e2bc1a7 7715"
    },
    {
      "american", "2", "12", "2dd7bd46c42f00c7739b77019b0edbb1243798363b136af5d5d5de0fd2697850 3738"
    },
    {
      "american doublesPassBlockades=true mustEnter=true",
      "3",
      "8",
      "5c513c51630a901bdc3667719115445a2ba1f3b85278db394c296ff3aa45956a 3366"
    },
    {"parchis", "4", "12", "4465fad21891a993b9b2bfaddbca206755f4b9e8c29248d4cff15e4ae19aa455 4983"},
    {
      "parchis bonuses=true threeDoublesPenalty=true",
      "4",
      "8",
      "d2001d891b13d06bf5bfedf9f0cce104fe5e28f8e2794d173d9a6e3f682da9bc 2266"
    },
    {"russian", "4", "8", "28ef392bb57336878c5f99c8da85e8e7f9d29a21dd64640f512fb4cac717f7b4 10846"},
    {
      "russian capture=penalty",
      "2",
      "8",
      "fa6e0b4d2672dcb3c648ea372a2aabeb36215e47f8d115dbb5bfafe15ed76d09 2993"
    }
  };

  @Test
  @DisplayName("the same seeds give the same masks, observations, rewards and moves as recorded")
  void theSameSeedsGiveTheRecordedEpisodes() {
    for (String[] c : CONFIGURATIONS) {
      assertEquals(
          c[3],
          EpisodeDigest.of(
              EpisodeDigest.rules(c[0]), Integer.parseInt(c[1]), Integer.parseInt(c[2]), 7),
          c[0] + ", " + c[1] + " players, " + c[2] + " episodes");
    }
  }
}
