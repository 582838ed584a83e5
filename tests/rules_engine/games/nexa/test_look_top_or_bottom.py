"""s17-games: 「自軍本国の上のカード１枚を見て、自軍本国の上か下に移す」 (D-2 カードを見る): the card looked at is
shown to its looker alone, never to the other player (their view, their options, the log), and the
place it goes is public."""

from __future__ import annotations

from pathlib import Path

import pytest

from rules_engine.games.nexa.cards import parse_cards
from rules_engine.tools.scenario import Runner, load

SCENARIO = Path(__file__).resolve().parents[3] / "scenarios" / "nexa" / "printed-look-top-or-bottom.yaml"


def _at_the_prompt():
    data, positions, game = load(SCENARIO)
    runner = Runner({**data, "steps": data["steps"][:5]}, positions, game)
    runner.run()
    return runner.match


def test_the_card_looked_at_is_shown_to_its_looker_alone():
    match = _at_the_prompt()
    state = match.state
    top = state.zone("A", "deck")[0]
    name = state.definition(top).name
    assert state.prompt.kind == "look_place" and state.prompt.player == "A"
    assert match.view("A")["prompt"]["looked"]["name"] == name
    assert "uid" not in match.view("A")["prompt"]["looked"]  # still a hidden 本国 card (no id to follow)
    for viewer in ("B", None):
        assert "looked" not in (match.view(viewer)["prompt"] or {})
        assert not any(name in note.text for note in match.game.table(match.view(viewer)).notes)
    # the looker's table says which card it is (a note), so they can decide
    assert any(name in note.text for note in match.game.table(match.view("A")).notes)
    assert [a.kind for a in match.legal_actions("B")] == ["concede"]
    assert sorted(a.args["place"] for a in match.legal_actions("A") if a.kind == "choose") == ["bottom", "top"]
    assert not any(name in e.text for e in state.events)  # the log says a card was looked at, not which


def test_the_look_is_the_last_step_of_a_used_type_text_or_command():
    unit = {"number": "P8", "name": "観測", "type": "unit", "cost": {"total": 1, "roll": {"blue": 1}},
            "g_sign": {"color": "blue", "attribute": "NOVA"}, "melee": 1, "ranged": 1, "defense": 2,
            "terrain": ["space"]}
    with pytest.raises(ValueError, match="automatic"):
        parse_cards([{**unit, "effects": [{"timing": "trigger", "on": "enter",
                                           "script": [{"look_top_or_bottom": 1}]}]}])
    with pytest.raises(ValueError, match="last step"):
        parse_cards([{**unit, "effects": [{"timing": "battle", "script": [{"look_top_or_bottom": 1},
                                                                         {"draw": 1}]}]}])
