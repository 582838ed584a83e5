"""s17-games: 「將1張手牌置於卡組最上方或最下方」 (401, 400.2): the hand card being put back is named to its owner
alone — in the prompt and in the log — while where it goes is public."""

from __future__ import annotations

from pathlib import Path

from rules_engine.tools.scenario import Runner, load

SCENARIO = Path(__file__).resolve().parents[3] / "scenarios" / "altcg" / "printed-hand-to-deck-top-or-bottom.yaml"


def test_the_card_put_back_is_named_to_its_owner_alone():
    data, positions, game = load(SCENARIO)
    runner = Runner({**data, "steps": data["steps"][:5]}, positions, game)
    runner.run()
    match = runner.match
    state = match.state
    assert state.prompt.kind == "place" and state.prompt.player == "A"
    name = state.definition(state.prompt.options[0]).name
    assert match.view("A")["prompt"]["card"]["name"] == name
    for viewer in ("B", None):
        assert "card" not in match.view(viewer)["prompt"] and "options" not in match.view(viewer)["prompt"]
        assert not any(name in note.text for note in match.game.table(match.view(viewer)).notes)
    assert any(name in note.text for note in match.game.table(match.view("A")).notes)  # its owner's table
    assert [a.kind for a in match.legal_actions("B")] == ["concede"]
    assert sorted(a.args["place"] for a in match.legal_actions("A") if a.kind == "choose") == ["bottom", "top"]
    assert all(match.game.describe(a, {}).public for a in match.legal_actions("A") if a.kind == "choose")
    events = match.apply(next(a for a in match.legal_actions("A") if a.get("place") == "bottom"))
    (line,) = [e for e in events if e.key == "altcg.event.hand_to_deck_place"]
    assert "bottom" in line.text and name not in line.text
