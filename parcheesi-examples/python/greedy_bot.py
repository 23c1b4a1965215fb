#!/usr/bin/env python3
"""A Parcheesi bot in Python, standard library only, for the arena's exec: bots.

It speaks the JSON-lines protocol of COMMANDS.md ("Bots in any language"): one
request a line on standard input, one answer a line on standard output.

    java -jar parcheesi.jar arena --bots "exec:python3 parcheesi-examples/python/greedy_bot.py,random" --games 20

It plays greedily from the events each legal move lists: a move that captures
first, then one that brings a piece home, then one that enters a piece; among
equals it picks one by a hash of the position and the move, which plays like
chance but depends on the request alone, so an arena's results with it are
reproducible.
"""

import hashlib
import json
import sys


def score(move, me):
    """How much the bot likes a move, from its events."""
    points = 0
    for event in move["events"]:
        if event.get("actor") != me:
            continue
        kind = event["type"]
        if kind == "capture":
            points += 100
        elif event.get("colour") == me and event.get("to") == "h":
            points += 10
        elif event.get("colour") == me and event.get("from") == "n":
            points += 1
    return points


def choose(request):
    """The id of the move to play."""
    me = request["colour"]

    def tie_break(move):
        text = request["position"] + " " + move["move"]
        return hashlib.sha256(text.encode("utf-8")).hexdigest()

    best = max(request["moves"], key=lambda m: (score(m, me), tie_break(m)))
    return best["id"]


def main():
    for line in sys.stdin:
        request = json.loads(line)
        if request["type"] == "hello":
            answer = {"ok": True}
        elif request["type"] == "choose":
            answer = {"move": choose(request)}
        else:
            answer = {"error": "unknown request " + request["type"]}
        print(json.dumps(answer), flush=True)


if __name__ == "__main__":
    main()
