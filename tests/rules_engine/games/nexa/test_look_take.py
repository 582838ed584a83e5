"""s17-games round 3: 「自軍本国の上のカードN枚を見て、その中にあるカード１枚を自軍手札に移す」 (D-2 カードを見る): the
cards looked at are shown to their looker alone (their view, their table note, their log line), never to
the other player or an onlooker (views, option labels in every language, the public log); the choice is
by position, so no label names a hidden card; a rewind replays to the same look and the same result."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.i18n import action_label, event_line
from rules_engine.games.nexa import present
from rules_engine.games.nexa.cards import parse_cards
from rules_engine.games.nexa.printed import script_of
from rules_engine.games.nexa.reader import ja
from rules_engine.tools.scenario import Runner, load

SCENARIO = Path(__file__).resolve().parents[3] / "scenarios" / "nexa" / "printed-look-take-one.yaml"
TC_N045 = "（戦闘フェイズ）：自軍本国の上のカード３枚を見て、その中にあるカード１枚を自軍手札に移す。"
LANGS = ("en", "ja", "zh-Hant")


def _runner(steps: int) -> Runner:
    data, positions, game = load(SCENARIO)
    runner = Runner({**data, "steps": data["steps"][:steps]}, positions, game)
    runner.run()
    return runner


def _looked_names(runner: Runner) -> list[str]:
    state = runner.match.state
    return [state.definition(u).name for u in state.prompt.data["looked_cards"]]


def test_the_looked_cards_are_shown_to_their_looker_alone():
    runner = _runner(4)
    match, state = runner.match, runner.match.state
    assert state.prompt.kind == "look_take" and state.prompt.player == "A"
    names = _looked_names(runner)
    assert len(names) == 3
    own = match.view("A")["prompt"]["looked_cards"]
    assert [c["name"] for c in own] == names and not any("uid" in c for c in own)  # still hidden 本国 cards
    note = [n for n in present.table(match.view("A")).notes if n.key == "nexa.note.looked_cards"]
    assert note and all(name in note[0].text for name in names)
    for viewer in ("B", None):
        view = match.view(viewer)
        assert "looked_cards" not in (view["prompt"] or {})
        assert not [n for n in present.table(view).notes if n.key == "nexa.note.looked_cards"]
    assert [a.kind for a in match.legal_actions("B")] == ["concede"]
    choices = [a for a in match.legal_actions("A") if a.kind == "choose"]
    assert [a.args for a in choices] == [{"position": 1}, {"position": 2}, {"position": 3}]
    card_names = {state.definition(u).name for u in state.cards}
    for action in choices:  # the labels say a position, in every language, never a card
        text = present.describe(action, {u: state.definition(u).name for u in state.cards})
        for lang in LANGS:
            label = action_label(text, action, "nexa", {}, lang)
            assert str(action.args["position"]) in label
            assert not any(name in label for name in card_names), (lang, label)


def test_the_taken_card_is_named_in_its_player_s_line_only():
    runner = _runner(10)
    state = runner.match.state
    taken = runner.ids["d2"]
    name = state.definition(taken).name
    assert state.cards[taken].zone == "hand"
    log = [e for events in runner.match.events for e in events]
    line = next(e for e in log if e.key == "nexa.event.look_taken")
    for lang in LANGS:
        assert name in event_line(line, "nexa", "A", lang)
        for viewer in ("B", None):
            assert name not in event_line(line, "nexa", viewer, lang)
    looks = [e for e in log if e.key == "nexa.event.looks_at_top_cards"]
    assert looks and all(name not in event_line(e, "nexa", v, lang)
                         for e in looks for v in ("A", "B", None) for lang in LANGS)


def test_a_rewind_replays_the_same_look_and_the_same_take():
    runner = _runner(10)
    match = runner.match
    before = match.replay(len(match.actions) - 1)
    assert before.state.prompt.kind == "look_take"
    assert before.state.prompt.data["looked_cards"] == [runner.ids[i] for i in ("d1", "d2", "d3")]
    assert match.replay().state_hash() == match.state_hash()


def test_tc_n045_reads_and_runs_as_look_take():
    ability = ja.read(TC_N045).abilities[0]
    assert script_of(ability, automatic=False) == [{"look_take": 3, "player": "self"}]
    unit = {"number": "P9", "name": "偵察", "type": "unit", "cost": {"total": 1, "roll": {"white": 1}},
            "g_sign": {"color": "white", "attribute": "HALO"}, "melee": 1, "ranged": 1, "defense": 2,
            "terrain": ["space"]}
    with pytest.raises(ValueError, match="automatic"):
        parse_cards([{**unit, "effects": [{"timing": "trigger", "on": "enter", "script": [{"look_take": 3}]}]}])
    with pytest.raises(ValueError, match="last step"):
        parse_cards([{**unit, "effects": [{"timing": "battle", "script": [{"look_take": 3}, {"draw": 1}]}]}])
