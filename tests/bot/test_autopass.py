"""Auto-pass (issue 30 §2): the bot passes for a player whose only choice is to pass — by
default only when that reveals nothing (no card of theirs the others cannot see), every
time with `always`, never with `off` — and waits at the stops a player set. Also: the
options menu stays open after a choice, and a click on a component that is no longer on
its message is answered (§5)."""

from __future__ import annotations

import copy
import itertools

import pytest

from bot.services.autopass import (
    ALWAYS,
    END_OF_TURN,
    OFF,
    ON,
    UNTIL_SOMETHING,
    Preference,
    Yield,
    decide,
    end_yields,
    holds_hidden,
    sole_pass,
)
from discord_double import components_of
from rules_engine.core.actions import Action
from rules_engine.core.match import Match
from rules_engine.core.registry import get_game
from rules_engine.core.table import Face, Note, Pile, Seat, Table

SEED = "autopass-nexa-1"  # a deal where the first player's G fits cards of the pool all turn long
GOOD_DEAL = "88844453a840daf1"  # benchmarks/clicks.py's first NEX-A seed: no card fits the first player's G
PASS = Action("A", "pass")
CONCEDE = Action("A", "concede")


def table(hand: int = 0, face_down: bool = False, *, phase: str = "battle", step: str = "attack",
          active: str = "B") -> Table:
    field = (Face(None if face_down else 7, "", "a face-down card" if face_down else "Zaku"),)
    seat = Seat("A", (Pile("hand", "Hand", hand, private=True), Pile("deck", "Deck", 30, summary=True),
                      Pile("field", "Field", 1, field)))
    return Table("nexa", 3, phase, step, "Battle phase", active, (seat, Seat("B", ())))


def test_only_a_sole_pass_is_taken():
    assert sole_pass([PASS, CONCEDE]) == PASS
    assert sole_pass([PASS]) == PASS
    assert sole_pass([PASS, Action("A", "play", {"card": 3})]) is None
    assert sole_pass([CONCEDE]) is None  # nothing to pass with


@pytest.mark.parametrize(("hand", "face_down", "hidden"), [(0, False, False), (2, False, True), (0, True, True)])
def test_a_card_only_the_player_sees_counts_as_hidden(hand, face_down, hidden):
    assert holds_hidden(table(hand, face_down), "A") is hidden


def test_on_passes_only_when_that_reveals_nothing_always_does_off_never():
    legal = [PASS, CONCEDE]
    assert decide(legal, table(hand=0), "A", Preference(ON)) == PASS
    assert decide(legal, table(hand=3), "A", Preference(ON)) is None  # "nothing playable" would leak
    assert decide(legal, table(hand=3), "A", Preference(ALWAYS)) == PASS
    assert decide(legal, table(hand=0), "A", Preference(OFF)) is None
    assert decide([PASS, Action("A", "activate")], table(hand=0), "A", Preference(ALWAYS)) is None


def test_a_stop_holds_on_its_side_of_the_turn_only():
    stop = Preference(ALWAYS, frozenset({"opponent:step:attack"}))
    assert decide([PASS], table(3, active="B"), "A", stop) is None  # B's attack step: wait
    assert decide([PASS], table(3, active="A"), "A", stop) == PASS  # A's own attack step: pass
    own = Preference(ALWAYS, frozenset({"own:phase:draw"}))
    assert decide([PASS], table(3, phase="draw", step="", active="A"), "A", own) is None
    assert decide([PASS], table(3, phase="draw", step="", active="B"), "A", own) == PASS


# --- through the bot and the Discord double -------------------------------------------------


async def start_nexa(env, monkeypatch, seed: str = SEED) -> object:
    from bot.services import matches as match_service

    monkeypatch.setattr(match_service, "new_seed", lambda: seed)
    reply = await env.slash(env.alice, "match start", {"game": "nexa", "opponent": env.bob["id"]})
    accept = next(c for c in components_of(reply.message) if c["custom_id"].startswith("accept:"))
    await env.select(env.bob, reply.message, accept["custom_id"], [accept["options"][1]["value"]])
    live = env.bot.matches.live[int(accept["custom_id"].split(":")[1])]
    await keep_hands(env, live)
    return live


async def keep_hands(env, live) -> None:
    while live.match.table(None).phase in ("setup", "mulligan"):
        (seat,) = live.match.deciding()[:1]
        user = env.user_for(live, seat)
        choices = await env.choices(user)
        pick = next((c for c in choices if c["name"] in ("Keep hand", "Go first")), None)
        assert pick is not None, [c["name"] for c in choices]
        assert (await env.slash(user, "act", {"action": pick["value"]})).content.startswith("✅")


def act_value(live, action) -> str:
    """What `/act`'s autocomplete offers for `action` (commands/play.py)."""
    return f"{live.epoch}:{live.match.number}:{action.digest()}"


def board_log(env) -> str:
    fields = env.board()["embeds"][0].get("fields") or []
    return "\n".join(f["value"] for f in fields if f["name"] == "Log")


async def test_by_default_the_bot_waits_for_a_player_holding_cards_who_might_play_one(env, monkeypatch):
    """Both hands are full: a pass-only moment where some card of the pool *could* have
    been played (a standing G of its colour, its timing) would tell the opponent that the
    hand holds none of them, so the bot (default `on`) asks the player there."""
    live = await start_nexa(env, monkeypatch)
    while True:
        (seat,) = live.match.deciding()
        if sole_pass(live.legal(seat)) is not None:
            break
        first = next(a for a in live.legal(seat) if a.kind not in ("pass", "concede"))
        assert (await env.slash(env.user_for(live, seat), "act", {"action": act_value(live, first)})) \
            .content.startswith("✅")
    assert live.table(None).seat(seat) is not None and holds_hidden(live.table(None), seat)
    assert not live.nothing_playable_in_public(seat)  # a card of the pool fits the G now standing
    assert any(c.get("label") == "Pass" for c in components_of(env.board()))


async def test_nexa_turn_one_costs_both_players_one_interaction_by_default(env, monkeypatch):
    """#30 §2's goal (≤ 4 for NEX-A's first turn, both players, default mode): the seat
    with no standing G can play no card of the pool (B7-4 ①: every card's 合計国力 is ≥ 1),
    so the bot passes for it even with a full hand; the first player plays a G (D-48-1)
    and, with this deal, no card of the pool fits its one G's colour at any later moment
    of the turn: one decision (one `/act`; benchmarks/clicks.py counts 2, opening the
    options menu and the play). Before the public-only proof: 25 decisions, 26 interactions."""
    live = await start_nexa(env, monkeypatch, GOOD_DEAL)
    interactions = 0
    while not live.match.finished and live.table(None).turn == 1:
        (seat,) = live.match.deciding()
        legal = live.legal(seat)
        action = next((a for a in legal if a.kind not in ("pass", "concede")), legal[0])
        reply = await env.slash(env.user_for(live, seat), "act", {"action": act_value(live, action)})
        assert reply.content.startswith("✅"), reply.content
        interactions += 1
    assert interactions == 1  # A plays a G; every other moment of turn 1 is passed by the bot
    kinds = [kind for _, kind, _, _, _ in await env.bot.store.actions(live.id)]
    after_redraws = kinds[max(n for n, kind in enumerate(kinds) if kind == "mulligan") + 1:]
    assert after_redraws.count("play") == 1 and after_redraws.count("pass") >= 20, after_redraws
    assert "passes (automatic pass)" in board_log(env)


async def test_always_passes_at_once_logs_it_and_stops_where_asked(env, monkeypatch):
    for user in (env.alice, env.bob):
        answer = await env.slash(user, "config autopass", {"mode": "always"})
        assert answer.ephemeral and answer.content.startswith("✅") and "`always`" in answer.content
    menu = await env.slash(env.alice, "config stops", {"game": "nexa", "turn": "own"})
    (stops,) = components_of(menu.message)
    assert {o["value"] for o in stops["options"]} >= {"phase:draw", "step:attack"}
    saved = await env.select(env.alice, menu.message, stops["custom_id"], ["phase:deploy"])
    assert saved.content.startswith("✅ 1 stop saved")
    (stops,) = components_of(saved.message)  # the menu stays, with the stop now chosen
    assert [o["value"] for o in stops["options"] if o.get("default")] == ["phase:deploy"]

    live = await start_nexa(env, monkeypatch)
    # Nobody is asked to pass: the match runs on to a real choice or to Alice's stop.
    for seat in live.match.deciding():
        public = live.table(None)
        at_stop = seat == "A" and public.active == "A" and public.phase == "deploy"
        assert sole_pass(live.legal(seat)) is None or at_stop, (seat, public.phase, public.step)
    kinds = [kind for _, kind, _, _, _ in await env.bot.store.actions(live.id)]
    last_click = max(n for n, kind in enumerate(kinds) if kind == "mulligan")
    passed = kinds[last_click + 1:]
    assert len(passed) >= 2 and set(passed) == {"pass"}, kinds  # taken by the bot, stored as any other
    assert board_log(env).count("passes (automatic pass)") >= min(len(passed), 2)

    # Alice turns it off: from now on the bot asks her
    answer = await env.slash(env.alice, "config autopass", {"mode": "off"})
    assert "`off`" in answer.content
    assert (await env.bot.presenter.autopass.preference(int(env.guild["id"]), int(env.alice["id"]),
                                                         "nexa")).mode == OFF


async def test_a_choice_in_the_options_menu_keeps_it_open_and_current(env, monkeypatch):
    from bot.services import matches as match_service

    monkeypatch.setattr(match_service, "new_seed", lambda: "autopass-gcg-1")  # a deal with a unit to deploy
    match_id = await env.start_match()
    live = env.bot.matches.live[match_id]
    await keep_hands(env, live)
    (seat,) = live.match.deciding()
    user = env.user_for(live, seat)
    board = env.board()
    opener = next(c for c in components_of(board) if c.get("custom_id", "").startswith("opts:"))
    menu = (await env.click(user, board, opener["custom_id"])).message
    pick = next(c for c in components_of(menu) if c["custom_id"].startswith("pick:"))
    value = next(o["value"] for o in pick["options"]
                 if not o["label"].startswith(("End", "Pass")))
    before = live.match.number
    answer = await env.select(user, menu, pick["custom_id"], [value])
    assert answer.type == 7 and answer.message["content"].startswith("✅")
    assert live.match.number > before
    if seat in live.match.deciding():  # still theirs: the same message offers the next choices
        ids = [c["custom_id"] for c in components_of(answer.message)]
        assert ids and all(f":{live.match.number}:" in i for i in ids if i.startswith(("pick:", "act:")))


async def test_a_click_on_a_control_no_longer_on_its_message_is_answered(env):
    match_id = await env.start_match()
    live = env.bot.matches.live[match_id]
    board = env.board()
    gone = f"act:{match_id}:{live.epoch}:{live.match.number}:A:0123456789"
    assert gone not in [c.get("custom_id") for c in components_of(board)]
    reply = await env.click(env.alice, board, gone)
    assert reply.ephemeral and "no longer on this message" in reply.content
    odd = await env.click(env.alice, board, "not a control of ours")
    assert odd.ephemeral and odd.content.startswith("⛔")


# --- the public-only proof (NEX-A) ------------------------------------------------------


def nexa_free_timings(seed: str, limit: int = 30):
    """(match, seat) at each of the first free timings after the redraws of a seeded NEX-A
    match, the first non-pass action taken at each decision."""
    match = Match(get_game("nexa").playout_config(seed, {}))
    while not match.finished and match.number < limit:
        (seat,) = match.deciding()
        legal = match.legal_actions(seat)
        if match.state.prompt.kind in ("free", "cut_in"):
            yield match, seat
        match.apply(next((a for a in legal if a.kind not in ("pass", "concede")), legal[0]))


def with_hand(match: Match, seat: str, number: str) -> Match:
    """The same position, every card of `seat`'s hand replaced by card `number`."""
    state = copy.deepcopy(match.state, {id(match.state.pool): match.state.pool})  # the pool is shared
    for uid in state.zone(seat, "hand"):
        state.cards[uid].number = number
    return Match(match.config, state=state)


def test_the_public_proof_never_depends_on_the_hand():
    """Two different hands, same public table: the same decision, both ways — though the
    hand changes what may be played. The graphic (never played) against the first pool
    card the seat's standing G would pay for at that moment."""
    game = get_game("nexa")
    seen = set()
    for match, seat in nexa_free_timings(SEED):
        state = match.state
        pool = state.pool.cards
        graphic = next(n for n, d in pool.items() if d.type == "graphic")
        fitting = [n for n in itertools.islice((n for n, d in pool.items() if d.type != "graphic" and any(
            a.kind == "play" for a in with_hand(match, seat, n).legal_actions(seat))), 2)]
        proof = match.nothing_playable_in_public(seat)
        for number in [graphic, *fitting]:
            other = with_hand(match, seat, number)
            assert other.nothing_playable_in_public(seat) is proof, (state.turn, state.phase, seat, number)
            assert game.view(other.state, None) == game.view(state, None)  # the same public table
            public = game.table(game.view(other.state, None))
            assert decide([PASS, CONCEDE], public, seat, Preference(ON),
                          lambda o=other, s=seat: o.nothing_playable_in_public(s)) == (PASS if proof else None)
        if fitting:
            assert not proof  # a card that could be in the hand fits: the bot must ask
        seen.add((proof, bool(fitting)))
    assert (True, False) in seen and (False, True) in seen, seen  # both kinds of moment were met


def test_a_first_player_in_their_deploy_phase_may_hold_a_g():
    """D-48-1: before the turn's G, any hand card may be played as one: never proved idle."""
    for match, seat in nexa_free_timings(SEED):
        state = match.state
        if state.phase == "deploy" and state.active == seat and not state.flags[seat].g_played:
            assert not match.nothing_playable_in_public(seat)
            return
    raise AssertionError("no own deploy phase before a G was met")


def pass_only_moments(code: str, seed: str, limit: int):
    """(match, seat) at each moment a seeded match leaves a seat holding cards only a pass."""
    match = Match(get_game(code).playout_config(seed, {}))
    while not match.finished and match.number < limit:
        seat = match.deciding()[0]
        legal = match.legal_actions(seat)
        if sole_pass(legal) is not None and match.state.zone(seat, "hand"):
            yield match, seat
        match.apply(next((a for a in legal if a.kind not in ("pass", "concede")), legal[0]))


@pytest.mark.parametrize(("code", "proved"), [("gcg", True), ("ucg", True), ("altcg", False), ("nexa", True)])
def test_every_game_s_proof_reads_no_hand(code, proved):
    """Each game's `nothing_playable_in_public` gives the same answer whatever the hand
    holds (every card of the pool tried in turn, a few moments of a seeded match); GCG, UCG
    and NEX-A prove some pass-only moments idle, ALTCG none with the demo pool (a ship that
    supports from the hand, 505.5b, could always be in it)."""
    answers = []
    for match, seat in itertools.islice(pass_only_moments(code, "proof-1", 300), 6):
        proof = match.nothing_playable_in_public(seat)
        for number in itertools.islice(match.state.pool.cards, 0, None, 7):
            assert with_hand(match, seat, number).nothing_playable_in_public(seat) is proof, (code, number)
        answers.append(proof)
    assert answers and (True in answers) is proved, answers


# --- a player's own yield: "Pass until …" ------------------------------------------------


PLAY = Action("A", "play", {"card": 3})


def test_a_yield_passes_whatever_could_be_played_and_ends_as_its_scope_says():
    chosen = table(4, phase="deploy", step="", active="B")  # B's turn 3, A holds 4 cards
    until = Yield.chosen(UNTIL_SOMETHING, chosen, epoch=0)
    to_end = Yield.chosen(END_OF_TURN, chosen, epoch=0)
    later = Table("nexa", 3, "battle", "defense", "", "B", chosen.seats)
    for yielded in (until, to_end):
        # a card A could play changes nothing: the pass is taken, in any mode, at any later moment of it
        for mode in (ON, OFF, ALWAYS):
            assert decide([PASS, PLAY, CONCEDE], later, "A", Preference(mode), yielded=yielded) == PASS
        assert decide([PLAY, CONCEDE], later, "A", Preference(ON), yielded=yielded) is None  # no pass: ask
        assert decide([PASS], later, "A", Preference(ON), yielded=yielded, epoch=1) is None  # a rewind ends it
        stop = Preference(ON, frozenset({"opponent:step:defense"}))
        assert decide([PASS, PLAY], later, "A", stop, yielded=yielded) is None  # their stop: ask
    next_turn = Table("nexa", 4, "draw", "", "", "A", chosen.seats)
    opponents_next = Table("nexa", 4, "draw", "", "", "B", chosen.seats)
    assert not to_end.covers(next_turn, "A", 0) and not to_end.covers(opponents_next, "A", 0)
    # "until something happens": not the turn's end, but their own turn's start, or another's non-pass action
    assert until.covers(opponents_next, "A", 0) and not until.covers(next_turn, "A", 0)
    assert until.ended_by(Action("B", "attack", {"unit": 9}), "A") and not until.ended_by(Action("B", "pass"), "A")
    assert not to_end.ended_by(Action("B", "attack", {"unit": 9}), "A")
    own = Yield.chosen(UNTIL_SOMETHING, table(4, phase="deploy", step="", active="A"), epoch=0)
    assert own.covers(Table("nexa", 3, "deploy", "", "", "A", chosen.seats), "A", 0)
    assert not own.covers(Table("nexa", 3, "battle", "attack", "", "A", chosen.seats), "A", 0)  # their next phase
    # in their own turn, a different kind of decision ends it: a cut to answer, then the free timing after it
    cut = Table("nexa", 3, "deploy", "", "", "A", chosen.seats, decision="cut in or pass", notes=(Note("Cut: Zaku"),))
    at_cut = Yield.chosen(UNTIL_SOMETHING, cut, epoch=0)
    assert at_cut.covers(cut, "A", 0)
    assert not at_cut.covers(Table("nexa", 3, "deploy", "", "", "A", chosen.seats, decision="play or pass"), "A", 0)


def test_a_yield_ends_at_the_player_s_own_click_not_at_the_bot_s_passes():
    yields = {"A": Yield.chosen(END_OF_TURN, table(), 0), "B": Yield.chosen(UNTIL_SOMETHING, table(), 0)}
    end_yields(yields, Action("A", "pass"), automatic=True)
    assert set(yields) == {"A", "B"}
    end_yields(yields, Action("A", "pass"), automatic=False)  # A clicked: A's yield is over
    assert set(yields) == {"B"}
    end_yields(yields, Action("A", "play", {"card": 3}), automatic=False)  # something happened: B's too
    assert yields == {}


def yield_passes(match: Match, seat: str, scope: str) -> tuple[list[tuple[int, str, str, str]], int]:
    """The moments (action number, seat, phase, step) the bot passes for `seat` after it
    chooses `scope` now — the services' own decide() and end_yields(), the other player
    taking its first action that is not a pass — until the yield ends; and how many of
    them offered `seat` something other than a pass."""
    game = match.game
    yields = {seat: Yield.chosen(scope, game.table(match.view(None)), 0)}
    passes, could_play = [], 0
    match.apply(next(a for a in match.legal_actions(seat) if a.kind == "pass"))  # the click's own pass
    while not match.finished and seat in yields and match.state.turn < 9:
        (who,) = match.deciding()[:1]
        public = game.table(match.view(None))
        legal = match.legal_actions(who)
        if who in yields and not yields[who].covers(public, who, 0):
            del yields[who]
        action = decide(legal, public, who, Preference(OFF), yielded=yields.get(who)) if who == seat else None
        if who == seat and action is None:
            break  # asked: the yield is over
        if action is not None:
            passes.append((match.number, who, public.phase, public.step))
            could_play += sole_pass(legal) is None
        action = action or next((a for a in legal if a.kind not in ("pass", "concede")), legal[0])
        end_yields(yields, action, automatic=who == seat)
        match.apply(action)
    return passes, could_play


def test_two_different_hands_give_the_same_automatic_passes_under_a_yield():
    """The privacy of a yield: chosen at the same moment, it passes at the same moments
    whatever the hand holds — every 5th card of the pool tried as the whole hand against a
    hand of graphics (never playable) — though some of those hands could have played at
    some of those moments."""
    covered = {UNTIL_SOMETHING: 0, END_OF_TURN: 0}
    could_play = 0
    for match, seat in itertools.islice(nexa_free_timings(SEED, 150), 0, None, 6):
        pool = match.state.pool.cards
        graphic = next(n for n, d in pool.items() if d.type == "graphic")
        if not any(a.kind == "pass" for a in match.legal_actions(seat)):
            continue
        for scope in covered:
            idle, _ = yield_passes(with_hand(match, seat, graphic), seat, scope)
            covered[scope] += len(idle)
            for number in itertools.islice(pool, 0, None, 5):
                busy, playable = yield_passes(with_hand(match, seat, number), seat, scope)
                assert busy == idle, (scope, match.state.turn, match.state.phase, number, idle, busy)
                could_play += playable
    assert all(covered.values()) and could_play, (covered, could_play)


# --- "Pass until …" through the bot and the Discord double --------------------------------


async def play_until(env, live, done) -> None:
    """Each deciding player takes their first action that is not a pass, through `/act`,
    until `done()` (a pass only when that is all they may do)."""
    for _ in range(200):
        if done():
            return
        (seat,) = live.match.deciding()[:1]
        legal = live.legal(seat)
        action = next((a for a in legal if a.kind not in ("pass", "concede")), legal[0])
        reply = await env.slash(env.user_for(live, seat), "act", {"action": act_value(live, action)})
        assert reply.content.startswith("✅"), reply.content
    raise AssertionError("never reached")


def yield_button(message: dict, seat: str, scope: str) -> dict | None:
    return next((c for c in components_of(message)
                 if c.get("custom_id", "").startswith("yield:") and c["custom_id"].endswith(f":{seat}:{scope}")),
                None)


def asked_to_pass(live) -> str | None:
    """The seat the bot asks now with only a pass (and concede) to choose, if any."""
    seat = next(iter(live.match.deciding()), None)
    return seat if seat is not None and sole_pass(live.legal(seat)) is not None else None


async def test_pass_to_end_of_turn_is_one_click_for_the_rest_of_the_turn(env, monkeypatch):
    """The deal where the first player's G fits cards of the pool all turn long: by default
    the bot asks them at each free timing (a pass would tell). "Pass to end of turn",
    beside the board's pass, is one click: the bot passes for them at every later moment
    of the turn (logged as automatic passes), then the next turn is played as usual. A
    click by someone else, or on an older board, is refused and changes nothing."""
    live = await start_nexa(env, monkeypatch)
    first = live.table(None).active
    await play_until(env, live, lambda: asked_to_pass(live) == first)
    board = env.board()
    button = yield_button(board, first, "turn")
    assert button is not None and button["label"] == "Pass to end of turn", components_of(board)
    assert yield_button(board, first, "event")["label"] == "Pass until something happens"
    other = env.user_for(live, "B" if first == "A" else "A")
    before = live.match.number
    refused = await env.click(other, board, button["custom_id"])
    assert refused.ephemeral and refused.content.startswith("⛔") and live.match.number == before
    assert first not in live.yields

    user = env.user_for(live, first)
    answer = await env.click(user, board, button["custom_id"])
    assert answer.type == 7  # the board, updated in place
    assert live.table(None).turn == 2, (live.table(None).phase, live.match.deciding())
    kinds = [(seat, kind) for seat, kind, _, _, _ in (await env.bot.store.actions(live.id))[before:]]
    assert kinds[0] == (first, "pass") and len(kinds) > 4 and {k for _, k in kinds} == {"pass"}, kinds
    assert board_log(env).count("passes (automatic pass)") >= 2
    assert first not in live.yields  # over with the turn

    stale = await env.click(user, board, button["custom_id"])  # the board as it was before the click
    assert stale.ephemeral and "no longer on this message" in stale.content, stale.content
    assert live.table(None).turn == 2 and first not in live.yields


async def test_until_something_happens_ends_at_the_player_s_own_next_phase(env, monkeypatch):
    """"Pass until something happens" in their own deploy phase covers the rest of it;
    their battle phase is theirs to play: asked again there (and offered the buttons
    again). NEX-A's turn 1 with this deal: the G, then two yields."""
    live = await start_nexa(env, monkeypatch)
    first = live.table(None).active
    await play_until(env, live, lambda: asked_to_pass(live) == first)
    assert live.table(None).phase == "deploy"
    user = env.user_for(live, first)
    await env.click(user, env.board(), yield_button(env.board(), first, "event")["custom_id"])
    assert asked_to_pass(live) == first and live.table(None).phase == "battle", live.table(None)
    assert first not in live.yields
    again = yield_button(env.board(), first, "event")
    assert again is not None
    await env.click(user, env.board(), again["custom_id"])
    assert live.table(None).turn == 2


async def test_until_something_happens_ends_with_another_player_s_action_or_at_their_own_turn(
        env, monkeypatch):
    """With auto-pass off (the bot never passes for them unasked), the second player yields
    "until something happens" from the options menu: the bot passes for them (a yield is the
    player's own choice, whatever their mode) through the first player's passes, and asks
    them again when their own turn begins; yielding again in the first player's next turn,
    it ends when the first player does something other than pass (plays their G)."""
    live = await start_nexa(env, monkeypatch)
    first = live.table(None).active
    second = "B" if first == "A" else "A"
    user = env.user_for(live, second)
    assert (await env.slash(user, "config autopass", {"mode": "off"})).content.startswith("✅")
    await env.bot.presenter.refresh(live)

    async def yield_now() -> list[tuple[str, str]]:
        """Yield from the options menu; play on until they are asked again; the actions since."""
        menu = (await env.slash(user, "options")).message
        button = yield_button(menu, second, "event")
        assert button is not None, components_of(menu)
        clicked_at = live.match.number
        answer = await env.click(user, menu, button["custom_id"])
        assert answer.type == 7 and "until another player does something" in answer.message["content"]
        await play_until(env, live, lambda: asked_to_pass(live) == second)
        return [(seat, kind) for seat, kind, _, _, _ in (await env.bot.store.actions(live.id))[clicked_at:]]

    await play_until(env, live, lambda: asked_to_pass(live) == second)
    assert live.table(None).turn == 1
    since = await yield_now()
    assert live.table(None).active == second and live.table(None).turn == 2  # their own turn: asked
    assert [k for s, k in since if s == first] == [k for s, k in since if s == first and k == "pass"]
    assert since.count((second, "pass")) >= 3, since  # the click's pass, then the bot's
    assert second not in live.yields

    await play_until(env, live, lambda: asked_to_pass(live) == second and live.table(None).turn == 3)
    since = await yield_now()
    happened = next(n for n, (seat, kind) in enumerate(since) if seat == first and kind != "pass")
    assert since[:happened].count((second, "pass")) >= 2, since  # the click's pass, then the bot's
    assert (second, "pass") not in since[happened:], since  # nothing passed for them after it
    assert live.table(None).turn == 3 and second not in live.yields
