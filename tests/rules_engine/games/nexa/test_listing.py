"""The legal-action listing skips work for speed (hand cards that cannot be played out of
the own deploy phase, unpayable cards and texts before their targets): it must still list
every play and text the checks accept. Compared here with a brute force over every hand
card, way to play and target, in positions of random games."""

from __future__ import annotations

import itertools
import random
from dataclasses import replace

import pytest

from rules_engine.core.errors import IllegalAction
from rules_engine.core.match import Match
from rules_engine.core.registry import get_game
from rules_engine.games.nexa import actions
from rules_engine.games.nexa.effects import aimed
from rules_engine.games.nexa.state import NexaState


def _key(state: NexaState, args: dict) -> tuple:
    # identical copies are listed once (any copy is accepted): a play is its card number
    return (state.cards[args["card"]].number, args.get("as"), tuple(args.get("targets", [])))


def _brute_plays(state: NexaState, player: str) -> set[tuple]:
    units = [u for p in state.players for u in state.on_field(p)]  # set hosts may be any card
    out = set()
    for uid in state.zone(player, "hand") + state.zone(player, "hangar"):
        d = state.definition(uid)
        steps = len(aimed(d.script)) if d.type == "command" else 1
        target_lists = [[]] + [list(t) for n in range(1, steps + 1) for t in itertools.product(units, repeat=n)]
        candidates = [{"card": uid, "as": "g"}] + [{"card": uid, **({"targets": t} if t else {})}
                                                   for t in target_lists]
        for args in candidates:
            try:
                actions.check_play(state, player, args)
            except IllegalAction:
                continue
            out.add(_key(state, args))
    return out


def _brute_texts(state: NexaState, player: str) -> set[tuple]:
    out = set()
    for uid in state.on_field(player):
        for index, effect in enumerate(state.effects(uid)):
            for way in ({}, {"cost": 0}, {"cost": 1}):
                for targets in actions._target_sets(state, player, effect.script, uid):
                    extra = [{}]
                    if effect.keyword == "refit":
                        extra = [{"reveal": u} for u in state.zone(player, "hand") + state.zone(player, "hangar")]
                    if effect.keyword == "cross_weapon":
                        extra = [{"copy": n} for n in range(len(state.definition(uid).copyable))]
                    for more in extra:
                        args = {"card": uid, "effect": index, **way, **more, **({"targets": targets} if targets else {})}
                        try:
                            actions.check_activate(state, player, args)
                        except IllegalAction:
                            continue
                        out.add((uid, index, way.get("cost"), more.get("reveal"), more.get("copy"), tuple(targets)))
    return out


@pytest.mark.parametrize("seed", ["listing-1", "listing-2", "listing-3"])
def test_every_play_and_text_the_checks_accept_is_listed(seed):
    game = get_game("nexa")
    decks = list(game.demo_decks().values())  # the seating these games were written on (s18-games: playouts
    config = replace(game.playout_config(seed, {}), decks={"A": decks[0], "B": decks[1]})  # seat by seed now)
    match = Match(config, game=game)
    rng = random.Random(seed)
    compared = plays_seen = texts_seen = 0
    while not match.finished and match.number < 1500:
        player = match.deciding()[0]
        legal = match.legal_actions(player)
        state = match.state
        if state.prompt is not None and state.prompt.kind in ("free", "cut_in") and match.number % 3 == 0:
            listed_plays = {_key(state, a.args) for a in legal if a.kind == "play"}
            listed_texts = {(a.args["card"], a.args["effect"], a.args.get("cost"), a.args.get("reveal"),
                             a.args.get("copy"), tuple(a.args.get("targets", [])))
                            for a in legal if a.kind == "activate" and a.args.get("effect") != "guard"}
            assert _brute_plays(state, player) == listed_plays, (seed, match.number)
            assert _brute_texts(state, player) == listed_texts, (seed, match.number)
            compared += 1
            plays_seen += len(listed_plays)
            texts_seen += len(listed_texts)
        match.apply(game.playout_choose(rng, legal))
    assert compared > 50 and plays_seen > 20 and texts_seen > 0, (compared, plays_seen, texts_seen)
