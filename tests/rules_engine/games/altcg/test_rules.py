"""Subtle ALTCG rules: hidden information, determinism, rules processing timing, cubes."""

import pytest

from rules_engine.core.actions import Action
from rules_engine.core.errors import IllegalAction
from rules_engine.core.game import uids_in
from rules_engine.core.match import Match
from rules_engine.core.registry import get_game
from rules_engine.games.altcg.flow import target_problem

GAME = get_game("altcg")


def _match(seed: str = "t", first: str = "A") -> Match:
    return Match(GAME.playout_config(seed, {"first_player": first}), game=GAME)


def test_setup_hides_hands_deck_and_durability():
    match = _match()
    match.apply(Action("A", "mulligan", {"redraw": False}, match.number))
    match.apply(Action("B", "mulligan", {"redraw": True}, match.number))
    state = match.state
    public = uids_in(match.view(None))
    for player in state.players:
        for zone in ("deck", "hand", "durability"):
            assert not public & set(state.zone(player, zone))
    mine = uids_in(match.view("A"))
    assert set(state.zone("A", "hand")) <= mine and not mine & set(state.zone("B", "hand"))
    assert state.cubes["B"].down == 1 and state.cubes["A"].up == 1  # 101.8, 502.2


def test_the_coin_picks_who_chooses_the_order_and_replay_is_exact():
    match = Match(GAME.playout_config("coin", {}), game=GAME)
    assert match.state.prompt.kind == "first_player"
    chooser = match.deciding()[0]
    match.apply(Action(chooser, "choose_order", {"first": False}, match.number))
    assert match.state.first != chooser
    assert match.replay().state_hash() == match.state_hash()


def test_a_refusal_leaves_no_trace_and_cites_the_clause():
    match = _match()
    before = match.state_hash()
    with pytest.raises(IllegalAction) as refused:
        match.apply(Action("B", "mulligan", {"redraw": True}, match.number))
    assert refused.value.rule == "101.6"
    assert match.state_hash() == before


def test_reach_table_of_505_2b():
    match = _match()
    state = match.state
    flag_a, flag_b = state.flagship["A"], state.flagship["B"]
    state.active = "A"
    assert target_problem(state, flag_a, flag_b) is None  # back-row flagship → back-row flagship
    state.cards[flag_b].slot = "FL"
    assert target_problem(state, flag_a, flag_b) is None


def test_playout_games_end_and_conserve_cards():
    from rules_engine.tools.playout import run

    report = run("altcg", 2, "unit")
    assert report.errors == [] and report.violations == [] and report.unfinished == 0
