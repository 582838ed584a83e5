"""A scene card set in the scene area by an effect resolved by hand (6.2.2, s18-byhand; it was refused
as "not supported yet"): the log names the new scene and the old one's fate (6.3.2) for everyone, the
card drawn by 6.2.2's draw stays hidden from the other player, a hidden card of the other player is
refused without a word about it (3.4.2, 12.3.1), and the by-hand menu offers the fitting scene cards."""

from __future__ import annotations

from pathlib import Path

import pytest

from rules_engine.core.actions import Action
from rules_engine.core.errors import IllegalAction
from rules_engine.core.game import uids_in
from rules_engine.tools.scenario import Runner, load

SCENARIO = Path(__file__).parents[3] / "scenarios" / "ucg" / "by-hand-s18b-scene-by-effect.yaml"


def _at_prompt() -> Runner:
    data, positions, game = load(SCENARIO)
    runner = Runner({**data, "steps": data["steps"][:1]}, positions, game)  # up to the effect prompt
    runner.run()
    assert runner.match.state.prompt.kind == "effect"
    return runner


def test_the_log_names_the_new_scene_and_where_the_old_one_went():
    runner = _at_prompt()
    match, ids = runner.match, runner.ids
    events = match.apply(Action("A", "move", {"card": ids["s1"], "to": "scene", "draw": True}))
    public = [e.for_viewer(None) for e in events]
    keys = [e.key for e in events]
    assert "ucg.event.scene_replaced" in keys and "ucg.event.sets_scene_by_effect" in keys
    replaced = next(e for e in events if e.key == "ucg.event.scene_replaced")
    assert "Dawn Signal Tower" in replaced.for_viewer(None) and replaced.params["player"] == "B"  # 6.3.2
    assert any("Harbor at Dusk" in line and "6.2.2" in line for line in public)
    by_hand = next(e for e in events if "by hand" in e.for_viewer(None))
    assert "Harbor at Dusk" in by_hand.for_viewer(None) and "scene" in by_hand.for_viewer(None)
    state = match.state
    assert state.scene == ids["s1"] and state.cards[ids["old"]].zone == "trash"
    assert ids["old"] in state.zone("B", "trash")  # its owner's discard area


def test_the_card_drawn_stays_hidden_from_the_other_player():
    runner = _at_prompt()
    match, ids = runner.match, runner.ids
    events = match.apply(Action("A", "move", {"card": ids["s1"], "to": "scene", "draw": True}))
    drawn = ids["d1"]
    assert match.state.cards[drawn].zone == "hand"
    assert drawn not in uids_in(match.view("B")) and drawn not in uids_in(match.view(None))
    name = match.state.pool[match.state.cards[drawn].number].name
    for event in events:
        assert name not in event.for_viewer(None) and name not in event.for_viewer("B")


@pytest.mark.parametrize("card", ["bh", "bd"])
def test_a_hidden_card_of_the_other_player_is_refused_without_a_word_about_it(card):
    runner = _at_prompt()
    match, ids = runner.match, runner.ids
    before = match.state_hash()
    name = match.state.pool[match.state.cards[ids[card]].number].name
    with pytest.raises(IllegalAction) as error:
        match.apply(Action("A", "move", {"card": ids[card], "to": "scene", "draw": True}))
    assert error.value.rule in ("3.4.2", "12.3.1")  # the same refusal as any move of it, never 6.x
    assert name not in str(error.value) and "scene" not in str(error.value)
    assert match.state_hash() == before


def test_the_by_hand_menu_offers_the_fitting_scene_cards_only():
    runner = _at_prompt()
    match, ids = runner.match, runner.ids
    offered = {(a.args["card"], a.args["draw"]) for a in match.legal_actions("A")
               if a.kind == "move" and a.args.get("to") == "scene"}
    # s1 (round 1) with or without the draw; s3 (round 3) does not fit the 2 areas (6.3.1)
    assert offered == {(ids["s1"], True), (ids["s1"], False)}
    assert all(a.kind != "move" or a.args.get("to") != "scene" for a in match.legal_actions("B"))
