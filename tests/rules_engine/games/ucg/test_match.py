"""A UCG match through the core: setup and mulligan (4.2), hidden face-down cards (3.6.3),
the simultaneous-looking set steps, replay."""

from rules_engine.core.actions import Action
from rules_engine.core.game import MatchConfig, uids_in
from rules_engine.core.match import Match
from rules_engine.games.ucg import GAME
from rules_engine.games.ucg.checks import hidden_from


def _match(seed: str = "t", **options) -> Match:
    decks = list(GAME.demo_decks().values())
    return Match(MatchConfig("ucg", ("A", "B"), {"A": decks[0], "B": decks[1]}, seed, options), game=GAME)


def _first_legal(match: Match, kind: str, **args) -> Action:
    player = match.deciding()[0]
    for action in match.legal_actions(player):
        if action.kind == kind and all(action.args.get(k) == v for k, v in args.items()):
            return action
    raise AssertionError(f"no legal {kind} for {player}")


def test_the_coin_picks_who_chooses_then_mulligans_go_first_player_first():
    match = _match("coin")
    chooser = match.deciding()[0]
    assert match.state.prompt.kind == "choose_order"  # 4.2.2
    match.apply(_first_legal(match, "choose_order", first=False))
    other = "B" if chooser == "A" else "A"
    assert match.state.first == other
    assert match.deciding() == (other,) and match.state.prompt.kind == "mulligan"  # 4.2.3
    hand_before = list(match.state.zone(other, "hand"))
    match.apply(_first_legal(match, "mulligan", redraw=True))
    assert len(match.state.zone(other, "hand")) == 6 and match.state.zone(other, "hand") != hand_before
    assert len(match.state.zone(other, "deck")) == 44
    assert match.deciding() == (chooser,)
    match.apply(_first_legal(match, "mulligan", redraw=False))
    assert match.state.turn == 1 and match.state.phase == "scene"


def test_a_face_down_card_is_seen_only_by_its_owner():
    match = _match("hide", first_player="A")
    match.apply(_first_legal(match, "mulligan"))
    match.apply(_first_legal(match, "mulligan"))
    match.apply(_first_legal(match, "pass"))  # scene phase: nothing to set in turn 1 (6.3.1)
    match.apply(_first_legal(match, "set"))
    uid = match.state.areas[0]["A"].top
    assert uid in uids_in(match.view("A")) and uid not in uids_in(match.view("B"))
    assert uid not in uids_in(match.view(None)) and uid in hidden_from(match.state, "B")
    side = match.view("B")["areas"][0]["sides"]["A"]
    assert side["face_down"] and "name" not in side and "current_bp" not in side
    for viewer in ("B", None):
        for seat in match.table(viewer).seats:
            for pile in seat.piles:
                assert all(face.uid != uid for face in pile.cards or ())
    match.apply(_first_legal(match, "set"))
    while match.state.phase == "level_up":
        match.apply(_first_legal(match, "pass"))
    while match.state.phase == "open" and match.state.prompt:
        match.apply(match.legal_actions(match.deciding()[0])[0])
    assert uid in uids_in(match.view("B"))  # 5.7.1: turned face up for everyone


def test_a_refusal_leaves_everything_as_it_was():
    match = _match("refuse", first_player="B")
    before = match.state_hash()
    for action in (Action("A", "mulligan", {"redraw": True}), Action("B", "set", {"card": 1}),
                   Action("B", "mulligan", {"redraw": "yes"})):
        try:
            match.apply(action)
        except Exception as exc:  # IllegalAction
            assert getattr(exc, "message", "")
        assert match.state_hash() == before


def test_replay_gives_the_same_state():
    match = _match("replay")
    import random

    rng = random.Random(3)
    while not match.finished and match.number < 200:
        match.apply(GAME.playout_choose(rng, match.legal_actions(match.deciding()[0])))
    assert match.replay().state_hash() == match.state_hash()
    assert match.finished and match.winner in ("A", "B")
