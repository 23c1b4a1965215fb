package org.example.consumer;

import io.github.parcheesi.RuleSet;
import io.github.parcheesi.track68.TrackRule;
import io.github.parcheesi.track68.TrackRuleSet;
import io.github.parcheesi.track68.TrackRules;
import java.util.Set;

/**
 * On the class path only: besides {@link PlayGames}, a house variant declared with {@link
 * TrackRules}' builder (code of the library that Immutables generates) and played to the end.
 */
public final class HouseRules {

  private HouseRules() {}

  public static void main(String[] args) {
    PlayGames.main(args);
    TrackRules.Builder builder =
        TrackRules.builder()
            .id("house")
            .safeSquares(Set.of(5, 12, 17, 22, 29, 34, 39, 46, 51, 56, 63, 68))
            .bottomFaces(true)
            .bonuses(true);
    for (TrackRule rule : TrackRule.values()) {
      builder.putRuleIds(rule, "H" + (rule.ordinal() + 1)); // the house's own rule ids
    }
    TrackRules house = builder.build();
    PlayGames.check(house.ruleId(TrackRule.WIN).startsWith("H"), "rule id " + house.ruleIds());
    RuleSet rules = new TrackRuleSet(house);
    PlayGames.check(rules.id().equals("house"), "rule set id " + rules.id());
    System.out.println("consumer on the " + args[0] + ": house " + PlayGames.playToTheEnd(rules));
  }
}
