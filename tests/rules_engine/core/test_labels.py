"""#30 §4: two cards in play sharing a name are told apart in GCG's, UCG's and ALTCG's log
lines as in NEX-A's and on the buttons — by player and place as the board lists them,
"Ironbark Colossus [GD01-001] (A2)" — by one rule (core/labels.py); a face-down card
never makes a mirror (its name is hidden)."""

from __future__ import annotations

import random

import pytest

from rules_engine.core.labels import place
from rules_engine.core.match import Match
from rules_engine.core.registry import get_game


def test_place_names_the_player_and_the_place_of_a_mirror_only():
    names = {1: "Colossus", 2: "Scout", 3: "Colossus", 4: "Colossus"}
    piles = [("A", [2, 1]), ("B", [3])]
    assert place(1, names.get, piles) == "A2" and place(3, names.get, piles) == "B1"
    assert place(2, names.get, piles) is None  # no other Scout
    assert place(4, names.get, piles) is None  # not in play (a hand's card): no place
    assert place(1, names.get, piles, shown=lambda u: u != 3) is None  # the other one is face down


def _gcg(state):
    from rules_engine.games.gcg.effects import card_label
    return card_label, [(p, state.zone(p, z)) for p in state.players for z in ("battle", "base")], \
        lambda u: state.pool[state.cards[u].number].name, lambda u: True


def _altcg(state):
    from rules_engine.games.altcg.effects import label
    return label, [(p, state.zone(p, "field")) for p in state.players], \
        lambda u: state.definition(u).name, lambda u: True


def _ucg(state):
    from rules_engine.games.ucg.log import label
    return label, [(p, [a[p].top for a in state.areas if a.get(p) is not None and a[p].stack])
                   for p in state.players], \
        lambda u: state.pool[state.cards[u].number].name, lambda u: not state.cards[u].face_down


@pytest.mark.parametrize(("code", "parts"), [("gcg", _gcg), ("altcg", _altcg), ("ucg", _ucg)])
def test_a_log_line_tells_mirror_cards_in_play_apart(code, parts):
    module = get_game(code)
    twins = 0
    for seed in range(6):
        match = Match(module.playout_config(f"labels-{seed}", {}), game=module)
        rng = random.Random(seed)
        while not match.finished and match.number < 300:
            deciding = match.deciding()
            match.apply(module.playout_choose(rng, match.legal_actions(rng.choice(deciding))))
            label, piles, name_of, shown = parts(match.state)
            for player, uids in piles:
                for n, uid in enumerate(uids, 1):
                    name = name_of(uid)
                    mirror = any(u != uid and shown(u) and name_of(u) == name for _, us in piles for u in us)
                    said = label(match.state, uid)
                    assert said.startswith(name) and (f"{player}{n})" in said) == mirror, (said, mirror)
                    twins += mirror
    assert twins, "no two cards in play shared a name: the mirror case went untested"
