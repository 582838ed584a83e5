"""Subtle rules through small boards (the scenario builder, contracts/ucg.md)."""

from rules_engine.core.actions import Action
from rules_engine.core.match import Match
from rules_engine.games.ucg import GAME
from rules_engine.games.ucg.battle import bp_of, judge_area

G, C = "UCG-D020", "UCG-D027"  # vanilla 4000/5000/6000/7000 and 4500/5000/5500/6000


def board(state: dict, cards: list | None = None) -> tuple[Match, dict[str, int]]:
    config, built, ids = GAME.scenario.build(state, cards)
    return Match(config, state=built, game=GAME), ids


def test_level_shift_on_extra_bp_marks_the_character_but_keeps_extra():
    match, ids = board({"phase": "activate", "turn": 3, "players": {
        "A": {"battle": [{"card": "UCG-D010", "id": "b", "under": ["UCG-D009", "UCG-D008"], "charge": 2,
                          "mods": [{"level": 1}]}]},
        "B": {"battle": [G]}}})
    char = match.state.character(ids["b"])
    assert bp_of(match.state, char) == (11000, True)  # 11.6.4


def test_triple_to_quad_shift_continues_the_pattern():
    match, ids = board({"phase": "activate", "turn": 3, "players": {
        "A": {"battle": [{"card": "UCG-D003", "id": "c", "under": ["UCG-D002", "UCG-D001"],
                          "mods": [{"level": 1}]}]},
        "B": {"battle": [G]}}})
    assert bp_of(match.state, match.state.character(ids["c"]))[0] == 10000  # 11.6.1, by analogy


def test_judgment_results_cover_every_case():
    match, _ = board({"phase": "activate", "turn": 4, "players": {
        "A": {"battle": [C, None, {"card": G, "mods": [{"result": "win"}]}, None]},
        "B": {"battle": [G, G, {"card": C, "mods": [{"result": "draw"}]}, None]}}})
    state = match.state
    assert [judge_area(state, i) for i in range(4)] == ["A", "B", "A", None]


def test_an_opponents_step_waits_for_nobody_else():
    match, _ = board({"phase": "activate", "turn": 3, "players": {"A": {"battle": [G]},
                                                                    "B": {"battle": [G]}}})
    assert match.deciding() == ("A",)
    assert [a.kind for a in match.legal_actions("B")] == ["concede"]
    match.apply(Action("A", "pass"))
    assert match.deciding() == ("B",)
    match.apply(Action("B", "pass"))
    assert match.state.turn == 4 and match.state.phase == "scene"


def test_the_effect_prompt_offers_the_effect_actions():
    match, _ = board({"phase": "open", "turn": 3, "players": {
        "A": {"battle": [{"card": "UCG-D028", "face_down": True}, G], "deck": 3},
        "B": {"battle": [G, G]}}})
    kinds = {a.kind for a in match.legal_actions("A")}
    assert {"resolve", "draw", "bp", "level", "result", "move", "swap", "charge", "reveal"} <= kinds
