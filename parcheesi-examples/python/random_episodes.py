#!/usr/bin/env python3
"""Random episodes through the learning interface, standard library only.

ParcheesiEnv runs `java -jar parcheesi.jar env` and speaks its JSON lines
(COMMANDS.md, "env") in the shape Gymnasium and PettingZoo users expect:
reset(seed) gives (observation, info) and step(action) gives (observation,
reward, terminated, truncated, info), info holding the action mask and whose
decision is next. The reward is the one of the colour that acted.

    python3 parcheesi-examples/python/random_episodes.py --jar parcheesi-examples/target/parcheesi.jar --variant parchis --episodes 5
"""

import argparse
import json
import random
import subprocess
import sys
import time

ACTIONS = 159  # LearningEnv.ACTIONS: 150 step actions, stop, 8 decisions


class ParcheesiEnv:
    """One game at a time of a variant, in a `parcheesi.jar env` process."""

    def __init__(self, java, variant, players):
        """java: the command that runs the program, such as ["java", "-jar", "parcheesi.jar"]."""
        self.process = subprocess.Popen(
            java + ["env", "--variant", variant, "--players", str(players)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        self.view = None

    def _ask(self, request):
        self.process.stdin.write(json.dumps(request) + "\n")
        self.process.stdin.flush()
        answer = json.loads(self.process.stdout.readline())
        if "error" in answer:
            raise ValueError(answer["error"])
        self.view = answer
        return answer

    def _info(self):
        mask = [0] * ACTIONS
        for action in self.view["legal"]:
            mask[action] = 1
        return {"action_mask": mask, "to_act": self.view["toAct"]}

    def reset(self, seed):
        self._ask({"reset": seed})
        return self.view["observation"], self._info()

    def step(self, action):
        actor = self.view["toAct"]
        self._ask({"step": action})
        reward = self.view["rewards"][actor]
        return self.view["observation"], reward, self.view["terminated"], False, self._info()

    def close(self):
        self.process.stdin.close()
        self.process.wait(timeout=10)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    where = parser.add_mutually_exclusive_group(required=True)
    where.add_argument("--jar", help="parcheesi.jar")
    where.add_argument("--classpath", help="a class path holding the program instead")
    parser.add_argument("--variant", default="american")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--episodes", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    choices = random.Random(args.seed)
    if args.jar:
        java = ["java", "-jar", args.jar]
    else:
        java = ["java", "-cp", args.classpath, "io.github.parcheesi.examples.cli.Main"]
    env = ParcheesiEnv(java, args.variant, args.players)
    steps = 0
    began = time.monotonic()
    try:
        for episode in range(args.episodes):
            observation, info = env.reset(args.seed + episode)
            terminated = False
            reward = 0
            while not terminated:
                legal = [a for a, ok in enumerate(info["action_mask"]) if ok]
                observation, reward, terminated, truncated, info = env.step(choices.choice(legal))
                steps += 1
            print(f"episode {episode}: {info['to_act']} won, last reward {reward}, "
                  f"{len(observation)} numbers an observation")
    finally:
        env.close()
    seconds = time.monotonic() - began
    print(f"{steps} steps in {seconds:.1f} s", file=sys.stderr)


if __name__ == "__main__":
    main()
