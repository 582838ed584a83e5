"""Hidden information never reaches anyone who may not see it."""

import json

from rules_engine.core.actions import Action
from rules_engine.core.match import Match
from rules_engine.core.registry import get_game
from rules_engine.core.zones import JUDGE

GCG = get_game("gcg")


def gcg_config(seed: str):
    return GCG.playout_config(seed, {})


def started():
    match = Match(gcg_config("views"))
    match.apply(Action(match.state.prompt.player, "choose_order", {"first": True}))
    match.apply(Action(match.state.prompt.player, "mulligan", {"redraw": False}))
    match.apply(Action(match.state.prompt.player, "mulligan", {"redraw": False}))
    return match


def names_in(state, uids):
    return {state.pool[state.cards[u].number].name for u in uids}


def test_public_view_has_counts_only_for_hidden_zones():
    match = started()
    view = match.view(None)
    for player in ("A", "B"):
        entry = view["players"][player]
        assert entry["hand"] == {"count": entry["hand_count"]}
        assert entry["deck"] == {"count": len(match.state.zone(player, "deck"))}
        assert entry["shields"] == {"count": 6}
        assert set(entry["resource_deck"]) == {"count"}
    assert GCG.invariants(match) == []


def test_player_sees_own_hand_not_the_other():
    match = started()
    a = match.view("A")
    assert len(a["players"]["A"]["hand"]) == len(match.state.zone("A", "hand"))
    assert a["players"]["B"]["hand"] == {"count": len(match.state.zone("B", "hand"))}
    text = json.dumps(match.view("A"), ensure_ascii=False)
    only_b = names_in(match.state, match.state.zone("B", "hand")) - names_in(
        match.state, [u for u in match.state.cards if match.state.cards[u].zone != "hand"
                      or match.state.cards[u].owner == "A"])
    for name in only_b:
        assert name not in text


def test_judge_sees_everything():
    match = started()
    judge = match.view(JUDGE)
    assert len(judge["players"]["B"]["deck"]) == len(match.state.zone("B", "deck"))
    assert len(judge["players"]["A"]["shields"]) == 6


def test_log_lines_hide_draws_from_others():
    match = started()
    player = match.state.active
    match.apply(Action(player, "end_main"))
    match.apply(Action(match.state.prompt.player, "pass"))
    events = match.apply(Action(match.state.prompt.player, "pass"))
    drawer = match.state.active
    draw = next(e for e in events if e.text.startswith(f"{drawer} draws"))
    assert draw.for_viewer(None) == f"{drawer} draws 1"
    assert "[" in draw.for_viewer(drawer)  # the drawer sees the card
    assert draw.for_viewer(match.state.opponent(drawer)) == f"{drawer} draws 1"


def test_refusal_messages_do_not_name_hidden_cards():
    match = started()
    player = match.state.prompt.player
    other = match.state.opponent(player)
    secret = match.state.zone(other, "hand")[0]
    try:
        match.apply(Action(player, "deploy", {"card": secret}))
    except Exception as exc:  # refused: it is not the actor's card
        assert match.state.pool[match.state.cards[secret].number].name not in str(exc)
    else:
        raise AssertionError("deploying the opponent's card was accepted")
