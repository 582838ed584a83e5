"""Short playouts over every game's template corpus decks (issue 29 §4 "Playouts"): printed
cards only, the effects the engine cannot run exactly resolved by hand by the random players
through the by-hand actions, every invariant checked after every action; GCG also in its
3–4 player formats (chapter 12). The demo decks' short playouts are in test_game_modules.py
(every game) and games/gcg/test_multiplayer.py (GCG's formats); NEX-A's corpus games also in
games/nexa/test_corpus_playout.py.

`REFBOT_PLAYOUT_GAMES` scales the games played here (default 20: 10 duels per game, 2 games per
GCG format); the long form is `python -m rules_engine.playout --game G --decks corpus --games
10000` (docs/cards.md, "Playouts")."""

from __future__ import annotations

import os

import pytest

from rules_engine.core.registry import codes
from rules_engine.tools.playout import run

SCALE = int(os.environ.get("REFBOT_PLAYOUT_GAMES", "20"))
DUELS = max(2, SCALE // 2)
PER_FORMAT = max(2, SCALE // 10)
GCG_FORMATS = [
    {"format": "free_for_all", "players": 4, "victory": "last_standing"},
    {"format": "free_for_all", "players": 3, "victory": "first_hit"},
    {"format": "team", "players": 4},
]


def _clean(report) -> None:
    assert report.errors == [] and report.violations == [], (report.errors + report.violations)[:3]
    assert report.unfinished == 0
    assert len(report.replay_ms) == report.games  # every game replayed to the same state hash


@pytest.mark.parametrize("code", codes())
def test_corpus_duels_are_clean_and_play_effects_by_hand(code):
    report = run(code, DUELS, "corpus-ci", options={"decks": "corpus"})
    _clean(report)
    assert sum(report.winners.values()) == DUELS
    # the corpus decks hold by-hand effects: the random players resolve some of them by hand
    assert report.by_hand_effects > 0, f"{code}: no effect was resolved by hand in {DUELS} games"
    assert report.by_hand_actions >= report.by_hand_effects


@pytest.mark.parametrize("options", GCG_FORMATS, ids=lambda o: "-".join(str(v) for v in o.values()))
def test_gcg_corpus_decks_in_every_multiplayer_format(options):
    report = run("gcg", PER_FORMAT, "corpus-multi", options={**options, "decks": "corpus"})
    _clean(report)
