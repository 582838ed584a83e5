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
from collections import Counter
from importlib import import_module

import pytest

from rules_engine.core.game import playout_seats
from rules_engine.core.registry import codes, get_game
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


ROTATED = ["altcg", "gcg", "nexa", "ucg"]  # s18-games: the games whose playouts seat their duel decks by seed


@pytest.mark.parametrize("code", ROTATED)
def test_the_ci_duels_seat_every_corpus_deck(code):
    """s18-games: each game has three corpus decks (GCG, ALTCG since s16, UCG and NEX-A since s18); the
    seed picks the two that meet, so the duels above play every one of them (GCG since s18 round 2)."""
    game = get_game(code)
    corpus = import_module(f"rules_engine.games.{code}.game").CORPUS.decks
    assert len(corpus) >= 3, f"{code}: {sorted(corpus)}"
    seated = {id(deck) for n in range(DUELS)
              for deck in game.playout_config(f"corpus-ci-{n}", {"decks": "corpus"}).decks.values()}
    assert seated == {id(deck) for deck in corpus.values()}, code


@pytest.mark.parametrize("code", ROTATED)
@pytest.mark.parametrize("decks", ["demo", "corpus"])
def test_no_deck_keeps_one_seat(code, decks):
    """s18-games: a playout's seat is not its deck (docs/altcg.md, "Playout fairness": the ALTCG demo
    decks sat A and B always, and one deck's strength read as seat A's lean, 49 / 11 in 60 games). Over
    200 seeds every deck sits at A and at B, each in 30-70 % of its games; the same seed, the same
    seating."""
    game = get_game(code)
    seats: dict[str, Counter] = {}
    for n in range(200):
        config = game.playout_config(f"fair-{n}", {"decks": decks})
        assert config.decks == game.playout_config(f"fair-{n}", {"decks": decks}).decks
        for seat, deck in config.decks.items():
            seats.setdefault(deck.name, Counter())[seat] += 1
    for name, count in seats.items():
        assert 0.3 <= count["A"] / (count["A"] + count["B"]) <= 0.7, (code, name, count)


def test_playout_seats_picks_neighbours_and_both_orders():
    decks = ["d0", "d1", "d2"]
    pairs = {tuple(playout_seats(f"s{n}", decks).values()) for n in range(100)}
    assert pairs == {("d0", "d1"), ("d1", "d0"), ("d1", "d2"), ("d2", "d1"), ("d2", "d0"), ("d0", "d2")}
    assert playout_seats("x", decks) == playout_seats("x", decks)
    with pytest.raises(ValueError):
        playout_seats("x", ["d0"])
