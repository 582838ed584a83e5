"""NEX-A rules that scenario files show less directly: clause ids, payment, hidden
information, determinism."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
import yaml

from rules_engine.core.actions import Action
from rules_engine.core.errors import IllegalAction
from rules_engine.core.match import Match
from rules_engine.core.registry import get_game
from rules_engine.core.zones import JUDGE
from rules_engine.games.nexa.costs import Need, auto_pay
from rules_engine.games.nexa.scenario import build
from rules_engine.rulebook.library import documents

GAME = get_game("nexa")
SCENARIOS = Path(__file__).resolve().parents[3] / "scenarios" / "nexa"


def _ids() -> set[str]:
    doc = next(d for d in documents() if d.game == "nexa")
    return {c.id for c in doc.clauses}


def test_every_cited_clause_exists_in_the_rulebook():
    known = _ids()
    for path in SCENARIOS.glob("*.yaml"):
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        cited = list(data["rules"]) + [s["expect_refused"]["rule"] for s in data["steps"]
                                       if "expect_refused" in s and "rule" in s["expect_refused"]]
        assert set(cited) <= known, (path.name, set(cited) - known)


def test_refusals_in_the_engine_cite_known_clauses():
    known = _ids() | {""}
    source = Path(__file__).resolve().parents[4] / "rules_engine" / "games" / "nexa"
    import re

    for path in source.glob("*.py"):
        for rule in re.findall(r'"((?:B\d+|D)(?:-\d+){0,2})"', path.read_text(encoding="utf-8")):
            assert rule in known, (path.name, rule)


def test_purple_cost_is_never_mixed():
    state, _ = build({"players": {"A": {"deck": 5, "g": {"purple": 1, "red": 2}}, "B": {"deck": 5}}}, None)
    one = auto_pay(state, "A", Need(0, {"purple": 2}))
    assert one is None  # 1 purple + 2 red would be a mix (B7-6, contract choice)
    two = auto_pay(state, "A", Need(0, {"purple": 1}))
    assert two is not None and len(two) == 1 and state.g_colour(two[0]) == "purple"


def test_views_hide_hands_decks_and_piles():
    match = Match(GAME.playout_config("hide", {}), game=GAME)
    view_b = match.view("B")
    assert view_b["players"]["A"]["hand"] == {"count": 6}
    assert view_b["players"]["A"]["deck"] == {"count": 44}
    assert isinstance(view_b["players"]["B"]["hand"], list)
    judge = match.view(JUDGE)
    assert len(judge["players"]["A"]["deck"]) == 44
    assert GAME.hidden_from(match.state, "B") >= set(match.state.zones["A"]["hand"])


def test_the_same_seed_gives_the_same_game():
    def play(seed: str) -> str:
        match = Match(GAME.playout_config(seed, {}), game=GAME)
        rng = random.Random(seed)
        while not match.finished and match.number < 300:
            player = match.deciding()[0]
            match.apply(GAME.playout_choose(rng, match.legal_actions(player)))
        return match.state_hash()

    assert play("s1") == play("s1") != play("s2")


def test_effect_actions_without_a_pending_effect_are_refused():
    match = Match(GAME.playout_config("x", {}), game=GAME)
    player = match.deciding()[0]
    before = match.state_hash()
    for kind, args in (("resolve", {}), ("decline", {}), ("draw", {"n": 1}), ("deck_damage", {"player": "B", "n": 1})):
        with pytest.raises(IllegalAction) as refused:
            match.apply(Action(player, kind, args))
        assert refused.value.rule == "B10-3" and "no effect waits" in refused.value.message
    assert match.state_hash() == before


def test_choose_outside_an_order_prompt_is_refused():
    match = Match(GAME.playout_config("x", {}), game=GAME)
    player = match.deciding()[0]
    before = match.state_hash()
    with pytest.raises(IllegalAction) as refused:
        match.apply(Action(player, "choose", {"order": [1]}))
    assert refused.value.rule == "B5-2" and match.state_hash() == before


def test_every_battle_step_happens_every_turn():
    match = Match(GAME.playout_config("steps", {}), game=GAME)
    seen: list[tuple] = []
    rng = random.Random(3)
    while not match.finished and match.number < 400:
        state = match.state
        point = (state.turn, state.phase, state.step)
        if not seen or seen[-1] != point:
            seen.append(point)
        match.apply(GAME.playout_choose(rng, match.legal_actions(match.deciding()[0])))
    turns = {t for t, _, _ in seen}
    for turn in sorted(turns)[:-1]:
        steps = [(p, s) for t, p, s in seen if t == turn and p != "end"]
        # the turn end has no free timing (B10-2): it stops only for a hand-limit discard
        assert steps[-4:] == [("battle", "attack"), ("battle", "defense"), ("battle", "damage"),
                              ("battle", "return")], (turn, steps)


def test_explicit_purple_payment_cannot_mix():
    from rules_engine.games.nexa.costs import check_pay

    state, _ = build({"players": {"A": {"deck": 5, "g": {"purple": 1, "red": 3}}, "B": {"deck": 5}}}, None)
    purple = next(u for u in state.zones["A"]["g"] if state.g_colour(u) == "purple")
    reds = [u for u in state.zones["A"]["g"] if state.g_colour(u) == "red"]
    need = Need(0, {"purple": 2})
    with pytest.raises(IllegalAction) as refused:
        check_pay(state, "A", need, [purple, *reds[:2]])
    assert refused.value.rule == "B7-6"
    with pytest.raises(IllegalAction):
        check_pay(state, "A", need, [purple, reds[0]])
    assert check_pay(state, "A", Need(0, {"purple": 1}), reds[:2]) == reds[:2]


def test_guard_modifier_ends_when_the_forces_disband():
    from rules_engine.games.nexa import battle

    state, ids = build({"phase": "battle", "step": "damage", "players": {
        "A": {"deck": 5, "space": [{"card": "NX-001", "id": "a1"}]}, "B": {"deck": 5}}}, None)
    state.force_mods["A.space"] = 3
    assert battle.force_power(state, "A", "space") == 7
    battle.return_units(state)
    assert state.force_mods == {} and state.cards[ids["a1"]].rolled


def test_share_search_shows_deck_numbers_only_to_its_player():
    """D-112: the 共有 search names card numbers (never hidden ids), to its player only."""
    from rules_engine.games.nexa import actions, flow, view
    from rules_engine.games.nexa.checks import hidden_from, view_uids

    state, ids = build({"players": {
        "A": {"deck": [{"card": "NX-068", "id": "f2"}, 9], "g": {"red": 2},
              "deploy": [{"card": "NX-069", "id": "d1", "played_this_turn": True}]},
        "B": {"deck": 10}}}, None)
    flow.advance(state)
    for step in (Action("A", "activate", {"card": ids["d1"], "effect": 0}), Action("B", "pass"),
                 Action("A", "pass")):
        actions.check(state, step)
        actions.apply(state, step)
    assert state.prompt is not None and state.prompt.kind == "search"
    assert view.view(state, "A")["prompt"]["options"] == ["NX-068"]
    assert "options" not in view.view(state, "B")["prompt"] and "options" not in view.view(state, None)["prompt"]
    for viewer in ("A", "B", None):
        assert not view_uids(view.view(state, viewer)) & hidden_from(state, viewer)
    legal = actions.legal_actions(state, "A")
    assert {a.args.get("number") for a in legal if a.kind == "choose"} == {"NX-068", None}


def test_set_destinations_of_a_set_operation_on_a_character():
    """B7-10, D-72: characters whose unit is in a deploy area, either player's; not on a
    destroyed unit (it waits for its 廃棄, B9-11), not in a battle area, never a unit."""
    from rules_engine.games.nexa.flow import set_host_ok, set_hosts

    state, ids = build({"players": {
        "A": {"deck": 5, "deploy": [{"card": "NX-001", "id": "a1", "sets": [{"card": "NX-006", "id": "c1"}]},
                                    {"card": "NX-005", "id": "a3", "sets": [{"card": "NX-025", "id": "c3"}]}],
              "earth": [{"card": "NX-002", "id": "a2", "sets": [{"card": "NX-007", "id": "c2"}]}]},
        "B": {"deck": 5, "deploy": [{"card": "NX-020", "id": "b1", "sets": [{"card": "NX-026", "id": "c4"}]}]}}},
        None)
    insignia = state.pool["NX-073"]
    assert set_hosts(state, insignia) == [ids["c1"], ids["c3"], ids["c4"]]
    state.cards[ids["a3"]].destroyed = True
    assert not set_host_ok(state, insignia, ids["c3"])
    assert not set_host_ok(state, insignia, ids["a1"])
    plating = state.pool["NX-063"]  # set_on: unit — both deploy areas, never a character
    assert set_hosts(state, plating) == [ids["a1"], ids["b1"]]


def test_gained_texts_show_in_views_count_in_the_hash_and_end_at_turn_end():
    """D-114: a gained keyword is the unit's (D-106 速攻 here) and public; the state hash sees
    it; it ends with the turn (B10-2 ④)."""
    import json

    from rules_engine.games.nexa.view import on_field, snapshot

    state, ids = build({"players": {"A": {"deck": 5, "deploy": [{"card": "NX-001", "id": "a1"}]},
                                    "B": {"deck": 5}}}, None)
    a1 = ids["a1"]
    before = json.dumps(snapshot(state), sort_keys=True)
    state.cards[a1].gained = [["NX-071", 0]]  # Lattice Arms Vanguard's 速攻
    assert state.keyword(a1, "first_strike")
    assert "first_strike" in on_field(state, a1)["keywords"]
    assert json.dumps(snapshot(state), sort_keys=True) != before
    state.cards[a1].gained = [*state.cards[a1].gained, ["NX-071", 1]]  # its battle-phase text
    assert [e.text for e in state.effects(a1)] == [state.pool["NX-071"].effects[0].text]
    assert state.origin(a1, 0) == ["NX-071", 1]
    state.move(a1, "hand")
    assert list(state.cards[a1].gained) == [] and not state.keyword(a1, "first_strike")
