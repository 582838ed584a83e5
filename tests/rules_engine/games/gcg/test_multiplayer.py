"""GCG with 3 or 4 players (chapter 12): options, random playouts per format with every
invariant, views per viewer, and the duel left exactly as it was.

`REFBOT_PLAYOUT_GAMES` sets how many random games each format plays (default 2 here; the
long form is `python -m rules_engine.playout --game gcg --format free_for_all --games 10000`)."""

from __future__ import annotations

import json
import os
import random

import pytest

from rules_engine.core.actions import Action
from rules_engine.core.errors import IllegalAction
from rules_engine.core.game import OptionError
from rules_engine.core.match import Match
from rules_engine.core.registry import get_game
from rules_engine.core.zones import JUDGE
from rules_engine.tools.playout import run

GCG = get_game("gcg")
GAMES = max(2, int(os.environ.get("REFBOT_PLAYOUT_GAMES", "20")) // 10)
FORMATS = [
    {"format": "free_for_all", "players": 4, "victory": "last_standing"},
    {"format": "free_for_all", "players": 4, "victory": "first_hit"},
    {"format": "free_for_all", "players": 3, "victory": "last_standing"},
    {"format": "free_for_all", "players": 3, "victory": "first_hit"},
    {"format": "team", "players": 4},
]


def test_options_are_validated_before_anything_starts():
    assert GCG.seats(3, {}) == ("A", "B", "C")
    assert GCG.seats(4, {"format": "team"}) == ("A", "B", "C", "D")
    assert GCG.validate_options(4, {})["victory"] == "last_standing"
    for players, options in ((5, {}), (1, {}), (3, {"format": "team"}), (2, {"format": "free_for_all"}),
                             (4, {"format": "duel"}), (4, {"format": "team", "victory": "first_hit"}),
                             (3, {"victory": "most_cards"}), (3, {"first_player": "D"})):
        with pytest.raises(OptionError):
            GCG.validate_options(players, options)


@pytest.mark.parametrize("options", FORMATS, ids=lambda o: "-".join(str(v) for v in o.values()))
def test_random_games_keep_every_invariant(options):
    report = run("gcg", GAMES, "multi", options=dict(options))
    assert report.errors == [] and report.violations == [], (report.errors + report.violations)[:3]
    assert report.unfinished == 0
    assert report.replay_ms  # every game was replayed to the same state hash


def start(options: dict, first: str = "A") -> Match:
    config = GCG.playout_config("multi-views", {**options, "first_player": first})
    match = Match(config)
    while match.state.prompt.kind == "mulligan":
        match.apply(Action(match.state.prompt.player, "mulligan", {"redraw": False}))
    return match


def hand_names(match: Match, player: str) -> set[str]:
    state = match.state
    return {state.pool[state.cards[u].number].name for u in state.zone(player, "hand")}


@pytest.mark.parametrize("options", [FORMATS[0], FORMATS[4]], ids=["ffa", "team"])
def test_every_viewer_sees_only_their_own_hand(options):
    match = start(options)
    state = match.state
    for viewer in state.players:
        view = match.view(viewer)
        for player in state.players:
            entry = view["players"][player]
            if player == viewer:
                assert len(entry["hand"]) == len(state.zone(player, "hand"))
            else:  # teammates included (12-3-3)
                assert entry["hand"] == {"count": len(state.zone(player, "hand"))}
        hidden = GCG.hidden_from(state, viewer)
        text = json.dumps(view)
        assert not any(f'"uid": {u},' in text for u in hidden)
    assert GCG.invariants(match) == []
    judge = match.view(JUDGE)
    assert all(isinstance(judge["players"][p]["hand"], list) for p in state.players)


def test_team_views_show_the_shared_zones_as_counts():
    match = start(FORMATS[4])
    view = match.view("A")
    assert view["teams"]["X"]["members"] == ["A", "C"]
    assert view["teams"]["Y"]["shields"] == {"count": 8}
    assert view["teams"]["X"]["shield_owners"] == ["C", "A"] * 4
    assert view["players"]["C"]["team"] == "X"
    assert view["prompt"]["player"] == "A" and view["prompt"]["also"] == ["C"]
    assert GCG.deciding(match.state) in (("A", "C"), ("A",))  # C when C has something to do


def test_refusals_change_nothing():
    match = start(FORMATS[0])
    before = match.state_hash()
    for action in (Action("B", "end_main"), Action("A", "attack", {"unit": 1, "target": "A"})):
        with pytest.raises(IllegalAction):
            match.apply(action)
    assert match.state_hash() == before


def test_elimination_removes_everything_and_replays():
    match = start(FORMATS[0])
    match.apply(Action("C", "concede"))
    state = match.state
    assert state.eliminated == ["C"]
    assert all(c.zone == "gone" for c in state.cards.values() if c.owner == "C")
    assert match.view(None)["order"] == ["A", "B", "D"]
    with pytest.raises(IllegalAction) as refused:
        match.apply(Action("C", "concede"))
    assert refused.value.rule == "12-2-5-2"
    assert match.replay().state_hash() == match.state_hash()
    assert GCG.invariants(match) == []


def test_the_duel_state_has_no_new_keys():
    match = Match(GCG.playout_config("duel", {}))
    snapshot = GCG.snapshot(match.state)
    assert not {"format", "victory", "order", "eliminated", "teams"} & set(snapshot)
    assert "order" not in match.view(None)


@pytest.mark.parametrize("options", [FORMATS[0], FORMATS[4]], ids=["ffa", "team"])
def test_the_leak_check_finds_a_hand_shown_to_another_player(options, monkeypatch):
    """The fuzzer's view check (rotating through the players) reports a hand card that a
    view of another player shows, within one round of actions."""
    match = start(options)
    victim = match.state.players[0]
    real_view = match.view

    def leaky(viewer):
        view = real_view(viewer)
        hand = match.state.zone(victim, "hand")
        if viewer not in (None, victim, JUDGE) and hand:
            view = {**view, "leak": {"uid": hand[0]}}
        return view

    monkeypatch.setattr(match, "view", leaky)
    rng = random.Random(3)
    found = []
    for _ in match.state.players:
        found += [p for p in GCG.invariants(match) if "shows hidden cards" in p]
        deciding = match.deciding()
        match.apply(GCG.playout_choose(rng, match.legal_actions(deciding[0])))
    assert found and all("'s view" in problem for problem in found), found


def test_the_by_hand_effect_menu_names_the_shared_base_once():
    """12-3-7: both members of a team see the one shared base; the effect actions of a
    by-hand effect (a select of the bot's menu) still name it once."""
    for n in range(40):
        match = Match(GCG.playout_config(f"menu-{n}", {"format": "team"}))
        rng = random.Random(n)
        while not match.finished and match.number < 600:
            state = match.state
            if state.prompt is not None and state.prompt.kind == "effect" and state.zone("A", "base"):
                player = state.prompt.player
                legal = match.legal_actions(player)
                assert len({a.key() for a in legal}) == len(legal)
                for base in (*state.zone("A", "base"), *state.zone("B", "base")):
                    assert sum(1 for a in legal if a.kind == "rest" and a.get("target") == base) == 1
                return
            deciding = match.deciding()
            player = deciding[0] if len(deciding) == 1 else rng.choice(deciding)
            match.apply(GCG.playout_choose(rng, match.legal_actions(player)))
    pytest.fail("no random team game reached a by-hand effect")
