"""Judge fixes are actions in the log: refused when impossible, replayed exactly, and their public
log line names no hidden card."""

import pytest

from rules_engine.core.actions import Action
from rules_engine.core.errors import IllegalAction
from rules_engine.core.match import Match
from rules_engine.core.registry import get_game

GAME = get_game("altcg")


def _started() -> Match:
    match = Match(GAME.playout_config("fix", {"first_player": "A"}), game=GAME)
    for player in ("A", "B"):
        match.apply(Action(player, "mulligan", {"redraw": False}, match.number))
    return match


def test_fixes_apply_replay_and_hide_hidden_cards():
    match = _started()
    state = match.state
    hand_card = state.zone("A", "hand")[0]
    events = match.apply(Action("judge", "fix_move", {"card": hand_card, "to": "deck_bottom"}, match.number))
    assert "a card" in events[0].text and state.zone("A", "deck")[-1] == hand_card
    match.apply(Action("judge", "fix_shuffle", {"player": "A", "zone": "deck", "salt": "x1"}, match.number))
    flag = state.flagship["A"]
    match.apply(Action("judge", "fix_rest", {"card": flag, "rested": True}, match.number))
    assert state.cards[flag].rested
    assert match.replay().state_hash() == match.state_hash()


def test_impossible_fixes_are_refused():
    match = _started()
    flag = match.state.flagship["B"]
    with pytest.raises(IllegalAction):
        match.apply(Action("judge", "fix_move", {"card": flag, "to": "hand"}, match.number))
    deck_card = match.state.zone("A", "deck")[0]
    with pytest.raises(IllegalAction):
        match.apply(Action("judge", "fix_rest", {"card": deck_card, "rested": True}, match.number))
    with pytest.raises(IllegalAction):
        match.apply(Action("judge", "fix_turn", {"active": "B"}, match.number))
