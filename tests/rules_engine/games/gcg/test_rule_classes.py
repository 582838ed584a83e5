"""Issue 11 §2 and §3: the three GCG rule classes (effects ending with the turn, a
paired pilot's text, 【Once per Turn】 triggers) and the scenario format's additions.
The behaviours themselves are pinned by scenario files; these tests check the
machinery around them and the errors a scenario author meets."""

from pathlib import Path

import pytest

from rules_engine.core.actions import Action
from rules_engine.games.gcg import effects as fx
from rules_engine.games.gcg.cards import Step
from rules_engine.games.gcg.present import describe
from rules_engine.games.gcg.scenario import build, expectation
from rules_engine.tools.scenario import run_file

SCENARIOS = Path(__file__).resolve().parents[3] / "scenarios" / "gcg"

CLASSES = {
    "turn-end expiry": ["turn-end-expiry-destroys", "turn-end-expiry-turn-player-first",
                        "turn-end-expiry-new-turn-effects-end-too", "battle-end-expiry-destroys"],
    "paired pilot's text": ["pilot-destroyed-trigger-with-its-unit", "pilot-self-means-its-unit",
                            "pilot-activated-ability", "pilot-end-of-turn-text",
                            "pilot-during-pair-lowers-hp"],
    "once per turn triggers": ["once-per-turn-trigger", "once-per-turn-trigger-resets",
                               "once-per-turn-trigger-each-card", "once-per-turn-pilot-trigger"],
    "scenario format": ["ex-base-with-id", "effect-destroys-shield-by-id",
                        "effect-destroys-top-shield", "script-destroys-top-shield",
                        "effect-damages-base-by-id", "start-of-turn-trigger",
                        "end-of-turn-trigger-whose-any", "grant-keyword-this-turn",
                        "grant-keyword-this-battle", "grant-keyword-by-hand",
                        "draw-each-both-decks-out-is-a-draw",
                        "draw-opponent"],
}


@pytest.mark.parametrize("name", [n for names in CLASSES.values() for n in names])
def test_scenario_passes(name):
    outcome = run_file(SCENARIOS / f"{name}.yaml")
    assert outcome.status == "PASS", outcome.detail


def _board(players: dict, **state) -> tuple:
    return build({"players": players, **state}, [
        {"number": "T-FRAIL", "name": "Frail", "type": "unit", "color": "blue", "level": 1,
         "cost": 1, "ap": 1, "hp": 2,
         "effects": [{"timing": "destroyed", "text": "【Destroyed】Draw 1.",
                      "script": [{"draw": 1}]}]},
    ])


def test_cleanup_destroys_before_the_turn_passes(monkeypatch):
    """7-6-6-1: the unit falls and its 【Destroyed】 resolves while it is still turn 3,
    in the cleanup step — not when turn 4 starts."""
    from rules_engine.games.gcg import actions

    state, ids = _board({"A": {"battle": [{"card": "T-FRAIL", "id": "u1", "damage": 2, "hp": 1}],
                               "deck": 5, "shields": 6},
                         "B": {"deck": 5, "shields": 6}})
    state.cards[ids["u1"]].modifiers[0].until = "turn"  # HP+1 during this turn
    seen = []
    real_draw = fx.draw

    def spy(s, player, n):
        seen.append((s.turn, s.active, s.step, player))
        real_draw(s, player, n)

    monkeypatch.setattr(fx, "draw", spy)
    for actor, kind in (("A", "end_main"), ("B", "pass"), ("A", "pass")):
        actions.apply(state, Action(actor, kind))
    assert seen[0] == (3, "A", "cleanup", "A")  # the 【Destroyed】 draw, in A's turn
    assert seen[1][:2] == (4, "B")  # then B's draw phase
    assert expectation(state, "u1.zone", ids) == "trash"


@pytest.mark.parametrize("body, key", [
    ("state:\n  turnn: 3\n  players: {A: {deck: 5}, B: {deck: 5}}\n", "'turnn'"),
    ("state:\n  players:\n    A: {deck: 5, base: {ex: true, id: e1, damag: 1}}\n    B: {deck: 5}\n",
     "'damag'"),
    ("state:\n  players:\n    A: {deck: 5, shields: [{card: FILLER, id: s1, rested: true}]}\n"
     "    B: {deck: 5}\n", "'rested'"),
    ("state:\n  players:\n    A: {deck: 5, resources: {active: 1, exx: 1}}\n    B: {deck: 5}\n",
     "'exx'"),
    ("cards:\n  - {number: T-X, name: X, type: command, color: red, level: 1, cost: 1,\n"
     "     effects: [{timing: main, text: t, script: [{draw: 1, targt: self}]}]}\n"
     "state:\n  players: {A: {deck: 5}, B: {deck: 5}}\n", "targt"),
    ("cards:\n  - {number: T-X, name: X, type: command, color: red, level: 1, cost: 1,\n"
     "     effects: [{timing: main, text: t, script: [{grant: flying}]}]}\n"
     "state:\n  players: {A: {deck: 5}, B: {deck: 5}}\n", "flying"),
    ("cards:\n  - {number: T-X, name: X, type: command, color: red, level: 1, cost: 1,\n"
     "     effects: [{timing: main, text: t, script: [{damage: 1, player: each}]}]}\n"
     "state:\n  players: {A: {deck: 5}, B: {deck: 5}}\n", "`player`"),
    ("cards:\n  - {number: T-X, name: X, type: unit, color: red, level: 1, cost: 1,\n"
     "     effects: [{timing: deploy, whose: any, text: t}]}\n"
     "state:\n  players: {A: {deck: 5}, B: {deck: 5}}\n", "`whose`"),
])
def test_unknown_or_wrong_keys_are_invalid_naming_file_and_key(tmp_path, body, key):
    path = tmp_path / "bad.yaml"
    path.write_text("game: gcg\ntitle: bad\n" + body + "steps: []\n")
    outcome = run_file(path)
    assert outcome.status == "INVALID"
    assert outcome.detail.startswith("bad.yaml:")
    assert key in outcome.detail


def test_top_shield_name_follows_the_shields():
    state, ids = _board({"A": {"deck": 5, "shields": [{"card": "FILLER", "id": "s1"},
                                                      {"card": "FILLER", "id": "s2"}]},
                         "B": {"deck": 5}})
    assert "A.shields" in ids and ids["A.shields"] == ids["s1"]
    assert "B.shields" not in ids  # B has none
    fx.destroy_shield(state, "A")
    assert ids["A.shields"] == ids["s2"]
    assert expectation(state, "A.base", ids) == 0


def test_grant_keyword_validated_and_normalised():
    assert Step(grant="First-Strike", target="friendly_unit").grant == "first_strike"
    assert Step(grant="repair 2").grant == "repair 2"
    with pytest.raises(ValueError):
        Step(grant="breach")  # a valued keyword needs its value


def test_pilot_ability_has_its_own_label():
    unit = describe(Action("A", "activate", {"card": 1, "ability": 0}), {1: "Lancer"})
    pilot = describe(Action("A", "activate", {"card": 1, "ability": "pilot:0"}), {1: "Lancer"})
    assert unit.label != pilot.label and "pilot" in pilot.label
