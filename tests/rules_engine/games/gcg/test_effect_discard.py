"""An effect's "Discard N" (5-11-1) asks its owner on the discard prompt: the hand it chooses
from is seen by that player only (4-8-2, 4-8-3); the other player sees that a discard is
awaited, how many and the effect's (public) text (scenario printed-draw-then-discard.yaml)."""

from __future__ import annotations

import json
from pathlib import Path

from rules_engine.tools.scenario import Runner, load

SCENARIO = Path(__file__).resolve().parents[3] / "scenarios" / "gcg" / "printed-draw-then-discard.yaml"


def _at_the_discard_prompt() -> Runner:
    data, positions, game = load(SCENARIO)
    data = {**data, "steps": data["steps"][:2]}  # Sift the Wreck is played: the prompt is up
    positions.steps = positions.steps[:2]
    runner = Runner(data, positions, game)
    runner.run()
    return runner


def test_the_other_player_sees_the_prompt_not_the_hand():
    runner = _at_the_discard_prompt()
    match = runner.match
    theirs = match.view("B")
    assert theirs["prompt"]["kind"] == "discard" and theirs["prompt"]["count"] == 1
    assert theirs["prompt"]["text"] == "【Main】Draw 2. Then, discard 1."
    seen = json.dumps(theirs, ensure_ascii=False) + json.dumps(
        [e.for_viewer("B") for batch in match.events for e in batch], ensure_ascii=False)
    assert "Swap Runner" not in seen and "Plain Frame" not in seen  # A's hand: never named to B
    assert {a.kind for a in match.legal_actions("B")} == {"concede"}  # nothing of A's hand
    mine = match.view("A")
    assert "Swap Runner" in json.dumps(mine, ensure_ascii=False)
    discards = [a for a in match.legal_actions("A") if a.kind != "concede"]
    assert discards and {a.kind for a in discards} == {"discard"}
    assert all(len(a.get("cards")) == 1 for a in discards)


ENEMY = Path(__file__).resolve().parents[3] / "scenarios" / "gcg" / "printed-s11r-enemy-player-may-discard.yaml"


def test_an_enemy_players_discard_shows_their_hand_to_them_alone():
    """s11-gcg-read: "Choose 1 enemy player. They may discard 1." — the prompt is the enemy's
    (5-11-1): they see their hand and may discard none (10-1-3); the effect's owner sees that a
    discard is awaited, never the cards (4-8-2)."""
    data, positions, game = load(ENEMY)
    data = {**data, "steps": data["steps"][:2]}  # Dock Offer is deployed: B's prompt is up
    positions.steps = positions.steps[:2]
    runner = Runner(data, positions, game)
    runner.run()
    match = runner.match
    owner = match.view("A")
    assert owner["prompt"]["kind"] == "discard" and owner["prompt"]["player"] == "B"
    seen = json.dumps(owner, ensure_ascii=False) + json.dumps(
        [e.for_viewer("A") for batch in match.events for e in batch], ensure_ascii=False)
    assert "Vanguard Frame Lancer" not in seen and "Bulwark Walker" not in seen  # B's hand
    assert {a.kind for a in match.legal_actions("A")} == {"concede"}
    discards = [a for a in match.legal_actions("B") if a.kind != "concede"]
    assert {len(a.get("cards")) for a in discards} == {0, 1}  # none, or one card of their hand
    assert "Vanguard Frame Lancer" in json.dumps(match.view("B"), ensure_ascii=False)


MAY_DRAW = Path(__file__).resolve().parents[3] / "scenarios" / "gcg" / "printed-s11s-enemy-player-may-draw.yaml"


def test_an_enemy_players_optional_draw_is_theirs_and_the_card_theirs_alone():
    """s11-gcg-read (round 2): "Choose 1 enemy player. They may draw 1. …" — the decision is the
    enemy's (10-1-3): only they may answer; the card they draw is seen by them alone (4-14-1)."""
    data, positions, game = load(MAY_DRAW)
    data = {**data, "steps": data["steps"][:2]}  # Dock Gift is deployed: B's decision is up
    positions.steps = positions.steps[:2]
    runner = Runner(data, positions, game)
    runner.run()
    match = runner.match
    assert match.view("A")["prompt"]["kind"] == "may" and match.view("A")["prompt"]["player"] == "B"
    assert match.view("B")["prompt"]["task"] == "they_may_draw"  # "decide whether to draw", not "use an effect"
    assert {a.kind for a in match.legal_actions("A")} == {"concede"}
    assert {a.kind for a in match.legal_actions("B")} - {"concede"} == {"resolve", "decline"}
    (resolve,) = [a for a in match.legal_actions("B") if a.kind == "resolve"]
    match.apply(resolve)
    seen = json.dumps(match.view("A"), ensure_ascii=False) + json.dumps(
        [e.for_viewer("A") for batch in match.events for e in batch], ensure_ascii=False)
    assert "Thornback Scout" not in seen  # the card B drew
    assert "Thornback Scout" in json.dumps(match.view("B"), ensure_ascii=False)


EVERY_ENEMY = Path(__file__).resolve().parents[3] / "scenarios" / "gcg-multi" / "ffa-s12e-opponent-discards-each.yaml"


def _every_enemy_at(steps: int) -> Runner:
    data, positions, game = load(EVERY_ENEMY)
    data = {**data, "steps": data["steps"][:steps]}
    positions.steps = positions.steps[:steps]
    runner = Runner(data, positions, game)
    runner.run()
    return runner


def _seen_by(match, player: str) -> str:
    return json.dumps(match.view(player), ensure_ascii=False) + json.dumps(
        [e.for_viewer(player) for batch in match.events for e in batch], ensure_ascii=False)


def test_every_enemy_players_discard_shows_each_hand_to_its_owner_alone():
    """s12-gcg-exec: free-for-all "Your opponent discards 1." — each enemy player in turn chooses
    from their own hand (5-11-1, 12-2-4): B's prompt names B's cards to B alone; D's, later, D's to
    D alone; no one else can act (4-8-2)."""
    match = _every_enemy_at(2).match  # Harbor Squeeze played: B's prompt is up
    assert match.view("A")["prompt"]["player"] == "B"
    for other in ("A", "C"):  # (D holds a Bulwark Walker of their own)
        assert "Bulwark Walker" not in _seen_by(match, other), other  # b2: in B's hand
    for other in ("A", "C", "D"):
        assert {a.kind for a in match.legal_actions(other)} == {"concede"}, other
    assert "Bulwark Walker" in json.dumps(match.view("B"), ensure_ascii=False)
    match = _every_enemy_at(4).match  # B discarded, C's only card went: D's prompt is up
    assert match.view("B")["prompt"]["player"] == "D"
    for other in ("A", "B", "C"):
        assert "Skyhook Interceptor" not in _seen_by(match, other), other  # d3: in D's hand alone
        assert {a.kind for a in match.legal_actions(other)} == {"concede"}, other
    assert {len(a.get("cards")) for a in match.legal_actions("D") if a.kind != "concede"} == {1}


CHOSEN = Path(__file__).resolve().parents[3] / "scenarios" / "gcg-multi" / "ffa-s12e-chosen-enemy-player-discards.yaml"


def test_the_choice_of_a_player_is_public_and_the_owners_alone():
    """s12-gcg-exec: "Choose 1 enemy player. They discard 1." with two enemy players — every player
    sees which players are offered (players are public) and that A decides; only A may answer
    (10-3-3), with a seat, never a card id; no hand is named in the prompt."""
    import pytest

    from rules_engine.core.actions import Action
    from rules_engine.core.errors import IllegalAction, MalformedAction

    data, positions, game = load(CHOSEN)
    data = {**data, "steps": data["steps"][:1]}
    positions.steps = positions.steps[:1]
    runner = Runner(data, positions, game)
    runner.run()
    match = runner.match
    for viewer in ("A", "B", "C"):
        prompt = match.view(viewer)["prompt"]
        assert prompt["kind"] == "player" and prompt["player"] == "A" and prompt["options"] == ["B", "C"]
    assert {a.args.get("player") for a in match.legal_actions("A") if a.kind == "choose"} == {"B", "C"}
    for other in ("B", "C"):
        assert {a.kind for a in match.legal_actions(other)} == {"concede"}, other
    for viewer in ("A", "B", "C"):  # the prompt names no card of any hand (B and C hold DEMO-001)
        assert "Vanguard Frame Lancer" not in json.dumps(match.view(viewer)["prompt"], ensure_ascii=False)
    number = match.number
    with pytest.raises(MalformedAction):
        match.apply(Action("A", "choose", {"player": 2}))
    with pytest.raises(IllegalAction) as refused:
        match.apply(Action("A", "choose", {"player": "D"}))
    assert refused.value.rule == "10-3-3"
    assert match.number == number and match.state.prompt.kind == "player"


EACH = Path(__file__).resolve().parents[3] / "scenarios" / "gcg" / "printed-s15o-each-player-discards.yaml"


def _each_at(steps: int) -> Runner:
    data, positions, game = load(EACH)
    data = {**data, "steps": data["steps"][:steps]}
    positions.steps = positions.steps[:steps]
    runner = Runner(data, positions, game)
    runner.run()
    return runner


def test_each_players_discard_offers_each_hand_to_its_owner_alone():
    """s15-opt round 3: "Each player discards 1." — the turn player chooses first (1-3-4), then the other
    player, each from their own hand behind their own prompt (5-11-1, 4-8-2): the options name the hand
    cards of the player asked, and no one else sees them or can act; the card discarded is public (4-9-2)."""
    match = _each_at(1).match  # deployed: A's prompt is up
    assert match.view("B")["prompt"]["kind"] == "discard" and match.view("B")["prompt"]["player"] == "A"
    assert "Skyhook Interceptor" not in _seen_by(match, "B")  # a3: in A's hand
    assert {a.kind for a in match.legal_actions("B")} == {"concede"}
    options = [a for a in match.legal_actions("A") if a.kind != "concede"]
    assert options and all(set(a.get("cards")) <= set(match.state.zone("A", "hand")) for a in options)
    match = _each_at(3).match  # A discarded Bulwark Walker: B's prompt is up
    assert match.view("A")["prompt"]["player"] == "B"
    for name in ("Tide Engineer Mk.II", "Harbor Sentinel"):  # B's hand
        assert name not in _seen_by(match, "A"), name
    assert "Bulwark Walker" in _seen_by(match, "B")  # A's discard, now in the trash
    assert "Skyhook Interceptor" not in _seen_by(match, "B")  # A's hand, still hidden
    assert {a.kind for a in match.legal_actions("A")} == {"concede"}
    assert {len(a.get("cards")) for a in match.legal_actions("B") if a.kind != "concede"} == {1}
