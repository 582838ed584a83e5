"""The match: an action log folded into a state; refusals change nothing; replay
reproduces the state exactly, hidden zones included."""

import pytest

from rules_engine.core.actions import Action
from rules_engine.core.errors import IllegalAction, StaleAction
from rules_engine.core.match import Match
from rules_engine.core.registry import get_game
from rules_engine.core.rng import commitment, shuffled


def gcg_config(seed: str):
    return get_game("gcg").playout_config(seed, {})


def started(seed="core") -> Match:
    match = Match(gcg_config(seed))
    chooser = match.state.prompt.player
    match.apply(Action(chooser, "choose_order", {"first": True}))
    match.apply(Action(match.state.prompt.player, "mulligan", {"redraw": True}))
    match.apply(Action(match.state.prompt.player, "mulligan", {"redraw": False}))
    return match


def test_same_seed_same_deck_order_different_seed_different():
    a, b, c = Match(gcg_config("x")), Match(gcg_config("x")), Match(gcg_config("y"))
    assert a.state_hash() == b.state_hash()
    assert a.state_hash() != c.state_hash()


def test_replay_reproduces_state_hash_including_hidden_zones():
    match = started()
    for _ in range(40):
        player = match.state.prompt.player
        legal = [a for a in match.legal_actions(player) if a.kind != "concede"]
        match.apply(legal[len(legal) // 2])
    replayed = match.replay()
    assert replayed.state_hash() == match.state_hash()
    assert replayed.state.zones == match.state.zones  # deck and shield order too
    partial = match.replay(10)
    assert partial.number == 10 and partial.state_hash() != match.state_hash()


def test_refusal_leaves_everything_unchanged():
    match = started()
    before, number = match.state_hash(), match.number
    player = match.state.prompt.player
    other = match.state.opponent(player)
    with pytest.raises(IllegalAction) as refused:
        match.apply(Action(other, "end_main"))
    assert refused.value.rule == "7-5-1" and "turn" in refused.value.message
    assert match.state_hash() == before and match.number == number


def test_stale_action_refused():
    match = started()
    player = match.state.prompt.player
    old = match.number
    match.apply(Action(player, "end_main", at=old))
    with pytest.raises(StaleAction):
        match.apply(Action(match.state.prompt.player, "pass", at=old))


def test_legal_actions_carry_the_action_number_and_all_apply():
    match = started()
    player = match.state.prompt.player
    legal = match.legal_actions(player)
    assert {a.at for a in legal} == {match.number}
    for action in legal:
        trial = match.replay()
        trial.apply(action)  # never raises
    other = match.state.opponent(player)
    assert [a.kind for a in match.legal_actions(other)] == ["concede"]  # only B may act: no


def test_unknown_player_and_malformed_fields():
    match = started()
    with pytest.raises(IllegalAction) as refused:
        match.apply(Action("C", "concede"))
    assert refused.value.code == "not_a_player"
    player = match.state.prompt.player
    with pytest.raises(IllegalAction) as refused:
        match.apply(Action(player, "deploy", {"card": "lots"}))
    assert refused.value.code == "malformed"
    with pytest.raises(IllegalAction) as refused:
        match.apply(Action(player, "deploy", {"card": 99999}))
    assert refused.value.code == "no_such_card"


def test_seed_commitment_and_shuffle_are_deterministic():
    assert commitment("abc") == commitment("abc") != commitment("abd")
    items = list(range(20))
    assert shuffled(items, "s", 1) == shuffled(items, "s", 1) != shuffled(items, "s", 2)
    assert sorted(shuffled(items, "s", 1)) == items


def test_action_round_trip():
    action = Action("A", "attack", {"unit": 3, "target": "B"}, 7)
    assert Action.from_dict(action.to_dict()) == action
    with pytest.raises(IllegalAction):
        Action.from_dict({"kind": "pass"})


def test_a_match_built_on_a_given_state_rolls_back_a_failed_action_to_that_state():
    """A scenario's match (built on a state, not from decks) is rebuilt from that state when an
    action fails inside `apply`: the failure is the one reported (not a KeyError of a rebuild
    from the config's missing decks) and the state is the one before the action."""
    from rules_engine.games.ucg import GAME

    config, built, _ = GAME.scenario.build({"phase": "activate", "turn": 3, "players": {
        "A": {"battle": ["UCG-D020"]}, "B": {"battle": ["UCG-D027"]}}}, None)
    match = Match(config, state=built, game=GAME)
    before = match.state_hash()
    action = match.legal_actions(match.deciding()[0])[0]

    class Broken(RuntimeError):
        pass

    real_apply = GAME.apply

    def failing_apply(state, act):
        real_apply(state, act)  # changes the state, then fails
        raise Broken("failed half-way")

    match.game = type("FailingGame", (), {"__getattr__": lambda _, name: getattr(GAME, name),
                                          "apply": staticmethod(failing_apply)})()
    with pytest.raises(Broken):
        match.apply(action)
    assert match.state_hash() == before and match.number == 0
    match.game = GAME
    match.apply(action)  # the rolled-back state still plays
    assert match.number == 1 and match.replay().state_hash() == match.state_hash()
