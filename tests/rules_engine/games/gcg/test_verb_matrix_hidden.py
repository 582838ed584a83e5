"""s16-verb (issue 29 §4): the verbs matrix's look / search cells (parts_matrix.PLAYER_VERB_ROWS) run in a match in
each printed language, and what they look at stays hidden (4-2: the deck is a hidden zone; 10-3-5: only the card
revealed is shown): the looker's view names the looked-at cards, the other player's and the public's views, logs
and action labels do not — before the choice and after it."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from rules_engine.core.actions import Action
from rules_engine.tools.scenario import Runner, load

from .parts_matrix import verb_cells
from .seen import seen_by

LOOK_CELLS = [c for c in verb_cells() if c.row.startswith(("look at", "search"))]
# the top of A's deck: names nobody but A may be shown while they are looked at
TOP = ["Hidden Ridge Lancer", "Hidden Vale Sentry", "Hidden Moor Warden"]
TRAIT = {"en": "Zeon", "ja": "ジオン", "zh-Hant": "吉翁"}  # the trait as each language's cards print it (2-5)


def _match(tmp_path: Path, text: str, lang: str):
    data = {
        "game": "gcg", "title": "verbs matrix: a look cell in a match", "rules": ["4-2", "10-3-5"],
        "cards": [
            {"number": "S16-LOOK", "name": "Look Frame", "type": "unit", "color": "green", "level": 1, "cost": 1,
             "ap": 1, "hp": 1, "text": text, "lang": lang},
            *({"number": f"S16-TOP{i}", "name": name, "type": "unit", "color": "green", "level": 2, "cost": 1,
               "ap": 1, "hp": 1, "traits": [TRAIT[lang]]} for i, name in enumerate(TOP)),
        ],
        "state": {"players": {
            "A": {"hand": [{"card": "S16-LOOK", "id": "h1"}], "resources": 1, "shields": 6,
                  "deck": [*({"card": f"S16-TOP{i}", "id": f"d{i}"} for i in range(3)), "DEMO-021", "DEMO-030",
                           "DEMO-038"]},
            "B": {"deck": 10, "shields": 6}}},
        "steps": [],
    }
    path = tmp_path / "look.yaml"
    path.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    runner = Runner(*load(path))
    return runner.match, runner.ids


@pytest.mark.parametrize("cell", LOOK_CELLS, ids=lambda c: f"{c.lang}:{c.row}")
def test_a_look_cell_shows_the_cards_to_the_looker_only(cell, tmp_path):
    assert cell.outcome() == "runs", cell.text
    match, ids = _match(tmp_path, cell.text, cell.lang)
    match.apply(Action("A", "deploy", {"card": ids["h1"]}))
    prompt = match.state.prompt
    assert prompt is not None and prompt.kind == "look" and prompt.player == "A", (cell.text, prompt)
    looked = 1 if "top card" in cell.row else int(cell.row.split("top ")[1][0])
    assert TOP[0] in seen_by(match, "A")  # the looker sees what it looks at
    for viewer in ("B", None):
        text = seen_by(match, viewer)
        assert not any(name in text for name in TOP), (viewer, cell.text)
        assert match.view(viewer)["prompt"].get("options") is None
    # the choice made (the first the looker may make): what goes back to the deck stays hidden; only a card
    # revealed and added to the hand (10-3-5) is shown
    choice = next(a for a in match.legal_actions("A") if a.kind not in ("concede", "decline"))
    match.apply(choice)
    in_hand = {match.state.definition(u).name for u in match.state.zone("A", "hand")}
    hidden = [name for name in TOP[:looked] if name not in in_hand]
    assert hidden, cell.text
    for viewer in ("B", None):
        text = seen_by(match, viewer)
        assert not any(name in text for name in hidden), (viewer, cell.text)
    assert match.game.invariants(match) == []
