"""s16-verb round 2: the top of a deck put in order by the player who looks (4-1-6: cards placed together are ordered
by their owner; 4-2-2: the deck is hidden, so no one else learns which card went where). "Look at the top 3 cards of
your deck and return them to the top of your deck in any order" / "… return 1 to the top. Return the remaining cards to
the bottom of your deck in any order", en / ja / zh-Hant: the looker names the cards, first on top (first highest at the
bottom); the other seat and the public see counts only — views, every log line, action labels — and cannot answer."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from rules_engine.core.actions import Action
from rules_engine.core.errors import IllegalAction
from rules_engine.tools.scenario import Runner, load

from .parts_matrix import PLAYER_VERB_ROWS
from .seen import seen_by

ROWS = {row[0]: row for row in PLAYER_VERB_ROWS if "any order" in row[0]}
NAMES = ["Hidden Ridge Lancer", "Hidden Vale Sentry", "Hidden Moor Warden", "Hidden Fen Runner"]
MARKERS = {"en": "【Deploy】", "ja": "【配備時】", "zh-Hant": "【配置時】"}


def _match(tmp_path: Path, text: str, lang: str):
    data = {
        "game": "gcg", "title": "the looker orders the top of the deck", "rules": ["4-1-6", "4-2-2"],
        "cards": [
            {"number": "S16-ORDER", "name": "Order Frame", "type": "unit", "color": "green", "level": 1, "cost": 1,
             "ap": 1, "hp": 1, "text": text, "lang": lang},
            *({"number": f"S16-D{i}", "name": name, "type": "unit", "color": "green", "level": 2, "cost": 1,
               "ap": 1, "hp": 1} for i, name in enumerate(NAMES)),
        ],
        "state": {"players": {
            "A": {"hand": [{"card": "S16-ORDER", "id": "h1"}], "resources": 1, "shields": 6,
                  "deck": [{"card": f"S16-D{i}", "id": f"d{i}"} for i in range(4)]},
            "B": {"deck": 10, "shields": 6}}},
        "steps": [],
    }
    path = tmp_path / "order.yaml"
    path.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    runner = Runner(*load(path))
    return runner.match, runner.ids


def _hidden_from_others(match, names: list[str]) -> None:
    for viewer in ("B", None):
        text = seen_by(match, viewer)
        assert not any(name in text for name in names), viewer
    assert all(a.kind != "take" for a in match.legal_actions("B"))
    prompt = match.view("B")["prompt"]
    assert prompt.get("options") is None and prompt.get("cards") is None


def _deck(match) -> list[str]:
    return [match.state.definition(u).name for u in match.state.zone("A", "deck")]


@pytest.mark.parametrize("lang", ["en", "ja", "zh-Hant"])
def test_all_back_on_top_in_the_lookers_order(lang, tmp_path):
    row = ROWS["look at the top 3, all back on top in any order (4-1-6)"]
    text = MARKERS[lang] + row[1 + ["en", "ja", "zh-Hant"].index(lang)]
    match, ids = _match(tmp_path, text, lang)
    match.apply(Action("A", "deploy", {"card": ids["h1"]}))
    prompt = match.state.prompt
    assert prompt.kind == "look" and prompt.player == "A" and sorted(prompt.options) == sorted(
        ids[f"d{i}"] for i in range(3))  # the 3 looked at, not the 4th
    assert all(name in seen_by(match, "A") for name in NAMES[:3])
    _hidden_from_others(match, NAMES)
    with pytest.raises(IllegalAction) as other:  # never the other seat, and the refusal names no card
        match.apply(Action("B", "take", {"card": ids["d2"]}))
    assert not any(name in str(other.value) for name in NAMES)
    with pytest.raises(IllegalAction, match="4-1-7"):  # all go back: only their order is A's (4-1-6, 4-1-7)
        match.apply(Action("A", "decline", {}))
    match.apply(Action("A", "take", {"card": ids["d2"]}))  # d2 on top
    _hidden_from_others(match, NAMES)
    match.apply(Action("A", "take", {"card": ids["d0"]}))  # d0 under it; d1 last
    assert match.state.prompt.kind == "main"
    assert _deck(match) == [NAMES[2], NAMES[0], NAMES[1], NAMES[3]]
    _hidden_from_others(match, NAMES)
    assert match.game.invariants(match) == []


@pytest.mark.parametrize("lang", ["en", "ja", "zh-Hant"])
def test_one_on_top_the_rest_at_the_bottom_in_the_lookers_order(lang, tmp_path):
    row = ROWS["look at the top 3, 1 to the top, the rest to the bottom in any order (4-1-6)"]
    text = MARKERS[lang] + row[1 + ["en", "ja", "zh-Hant"].index(lang)]
    match, ids = _match(tmp_path, text, lang)
    match.apply(Action("A", "deploy", {"card": ids["h1"]}))
    _hidden_from_others(match, NAMES)
    match.apply(Action("A", "take", {"card": ids["d1"]}))  # d1 stays on top
    assert match.state.prompt.kind == "look" and sorted(match.state.prompt.options) == [ids["d0"], ids["d2"]]
    _hidden_from_others(match, NAMES)
    match.apply(Action("A", "take", {"card": ids["d2"]}))  # d2 the higher at the bottom, d0 under it
    assert _deck(match) == [NAMES[1], NAMES[3], NAMES[2], NAMES[0]]
    _hidden_from_others(match, NAMES)
    assert match.game.invariants(match) == []
