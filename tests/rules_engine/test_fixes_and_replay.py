"""Judge fixes are replayable actions; exported records replay to the same hash."""

import json
import subprocess
import sys

import pytest

from rules_engine.core.actions import Action
from rules_engine.core.errors import IllegalAction
from rules_engine.core.match import Match
from rules_engine.core.registry import get_game
from rules_engine.tools.record import build_record


def gcg_config(seed: str):
    return get_game("gcg").playout_config(seed, {})


def started(seed="fix"):
    match = Match(gcg_config(seed))
    match.apply(Action(match.state.prompt.player, "choose_order", {"first": True}))
    match.apply(Action(match.state.prompt.player, "mulligan", {"redraw": False}))
    match.apply(Action(match.state.prompt.player, "mulligan", {"redraw": False}))
    return match


def test_fix_move_hides_hidden_cards_in_public_log_and_replays():
    match = started()
    card = match.state.zone("A", "hand")[0]
    name = match.state.pool[match.state.cards[card].number].name
    events = match.apply(Action("judge", "fix_move", {"card": card, "to": "deck_bottom"}))
    assert match.state.zone("A", "deck")[-1] == card
    assert name not in events[0].text and name in events[0].for_viewer("judge")
    assert match.replay().state_hash() == match.state_hash()


def test_fixes_are_checked():
    match = started()
    unit_in_deck = match.state.zone("A", "deck")[0]
    with pytest.raises(IllegalAction):
        match.apply(Action("judge", "fix_damage", {"card": unit_in_deck, "n": 2}))
    with pytest.raises(IllegalAction):
        match.apply(Action("judge", "fix_shuffle", {"player": "C", "zone": "deck"}))
    before = match.state_hash()
    match.apply(Action("judge", "fix_shuffle", {"player": "A", "zone": "deck"}))
    assert match.state_hash() != before
    match.apply(Action("judge", "fix_turn", {"active": "B"}))
    assert match.state.active == "B" and match.state.prompt.kind == "main"


def test_replay_cli_verifies_hash_and_commitment(tmp_path):
    match = started("export")
    for _ in range(20):
        legal = [a for a in match.legal_actions(match.state.prompt.player) if a.kind != "concede"]
        match.apply(legal[0])
    decks = {p: match.config.decks[p].to_text() for p in match.config.players}
    actions = [dict(a.to_dict(), n=n) for n, a in enumerate(match.actions)]
    record = build_record(match.config, decks, actions, final_hash=match.state_hash())
    path = tmp_path / "match.json"
    path.write_text(json.dumps(record))
    run = lambda p: subprocess.run([sys.executable, "-m", "rules_engine.replay", str(p)],  # noqa: E731
                                   capture_output=True, text=True, timeout=60)
    proc = run(path)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert match.state_hash() in proc.stdout and "commitment verified" in proc.stdout
    tampered = dict(record, seed=record["seed"] + "x")
    path.write_text(json.dumps(tampered))
    assert run(path).returncode == 1
    path.write_text(json.dumps(dict(record, final_hash="0" * 64)))
    assert run(path).returncode == 1
    path.write_text("{not json")
    proc = run(path)
    assert proc.returncode == 2 and "Traceback" not in proc.stderr
