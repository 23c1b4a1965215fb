package io.github.parcheesi.russian;

import io.github.parcheesi.RuleSet;

/** The shared rule-set contract again with {@code capture=penalty} (R4), on fewer games. */
class RussianPenaltyContractTest extends RussianContractTest {

  @Override
  protected RuleSet rules() {
    return Fixture.PENALTY;
  }

  @Override
  protected int games() {
    return 4;
  }

  @Override
  protected long seed() {
    return 0x9E7A17L;
  }
}
