"""The turn structure (chapter 7), battle (chapter 8), action steps (chapter 9) and
rules processing (chapter 11). `advance` runs everything automatic until a player must
decide, and leaves that decision in `state.prompt`."""

from __future__ import annotations

from ...core.rng import shuffled
from . import effects as fx
from . import next_turn
from .effects import card_label, say
from .events import at_once, battle_kill_record, carry_delayed, end_delayed
from .state import HAND_LIMIT, STARTING_HAND, STARTING_SHIELDS, TEAM_SHIELDS, Battle, GcgState, Prompt

MAX_AUTOMATIC_STEPS = 100_000


def advance(state: GcgState) -> None:
    for _ in range(MAX_AUTOMATIC_STEPS):
        fx.flush(state)
        rules_processing(state)
        if state.fresh:
            continue
        if state.over:
            state.prompt = None
            return
        if state.prompt is not None:
            return
        if state.resolving is not None:
            fx.continue_resolution(state)
            continue
        if state.queue:
            fx.start_next(state)
            continue
        _step(state)
    raise RuntimeError("the game did not reach a decision")  # a bug, never a user's fault


# --- rules processing (chapter 11) ----------------------------------------------------


def rules_processing(state: GcgState) -> None:
    if state.over:
        return
    if state.format != "duel":
        if _multi_defeats(state):
            return
    else:
        _duel_defeats(state)
        if state.over:
            return
    # 11-3: units and bases whose HP is not above their damage are destroyed, together.
    # (HP is only worth computing for damaged, modified or piloted cards: a pilot's
    # 【During Pair】 text may lower it.)
    doomed = [uid for player in state.players
              for uid in (*state.zone(player, "battle"), *state.zone(player, "base"))
              if (state.cards[uid].damage or state.cards[uid].modifiers
                  or state.cards[uid].pilot is not None or not state.definition(uid).hp)
              and state.hp(uid) <= state.cards[uid].damage]
    if state.format == "team":
        doomed = list(dict.fromkeys(doomed))  # both members see the shared base
    if doomed:
        fx.destroy(state, doomed, cause="damage")  # s6-gcg-a: destroyed with damage (11-3)
    state.effect_kills.clear()  # s9-gcg-b: a card that survived its damage destroyed no one


def _duel_defeats(state: GcgState) -> None:
    # 11-2: every player meeting a defeat condition loses, together.
    for player in state.players:
        if not state.zone(player, "deck") and state.phase != "setup" and player not in state.defeated:
            state.defeated.append(player)  # 11-2-1-2 (7-3-1-1)
            say(state, f"{player}'s deck is empty (11-2-1-2)", key="gcg.event.deck_empty",
                params={"player": player})
    if state.defeated:
        losers = set(state.defeated)
        if losers >= set(state.players):
            state.winner = "draw"
        else:
            state.winner = next(p for p in state.players if p not in losers)
        state.over = True
        state.phase = "over"
        say(state, f"the game is over: {'a draw' if state.winner == 'draw' else state.winner + ' wins'}",
            key="gcg.event.game_over", params={"winner": state.winner})


def game_over(state: GcgState, winner: str) -> None:
    state.winner = winner
    state.over = True
    state.phase = "over"
    state.prompt = None
    say(state, f"the game is over: {'a draw' if winner == 'draw' else winner + ' wins'}",
        key="gcg.event.game_over", params={"winner": winner})


def _multi_defeats(state: GcgState) -> bool:
    """Chapter 12 defeats. Team (12-3-9): a member's empty deck or the team's battle
    damage with no shield loses for the team; both teams at once is a draw (11-2-1).
    Free-for-all (12-2-5): a losing player is eliminated at once, their cards and
    effects leave the game; the last one left wins (first_hit: see _battle_damage)."""
    for player in state.players:
        if player in state.eliminated or player in state.defeated:
            continue
        if not state.zone(player, "deck") and state.phase != "setup":
            state.defeated.append(player)  # 12-2-5, 12-3-9-2
            say(state, f"{player}'s deck is empty (12-2-5 / 12-3-9-2)",
                key="gcg.event.deck_empty_multi", params={"player": player})
    if state.format == "team":
        losers = {state.team_of.get(p, p) for p in state.defeated}
        if losers:
            game_over(state, "draw" if len(losers) > 1 else next(t for t in state.order if t not in losers))
            return True
        return False
    newly = [p for p in state.defeated if p not in state.eliminated]
    if not newly:
        return False
    following = None
    if state.active in newly:
        following = next((p for p in state.seating_from(state.active)[1:] if p not in newly), None)
    for player in newly:
        eliminate(state, player)
    living = [p for p in state.seats() if p not in state.eliminated]
    if len(living) <= 1:  # 12-2-5-2; several at once leaving nobody: a draw (11-2-1)
        game_over(state, living[0] if living else "draw")
        return True
    after_elimination = True
    if following is not None:  # the contract's choice: the rest of the turn is skipped
        state.battle = None
        state.queue = [p for p in state.queue if p.owner not in state.eliminated]
        state.resolving = None
        state.prompt = None
        state.priority = None
        state.passes = 0
        expire(state, "battle")
        expire(state, "turn")
        _begin_turn(state, following, state.turn + 1)
    return not after_elimination


def eliminate(state: GcgState, player: str) -> None:
    """12-2-5-1, 12-2-5-2: all the player's cards and effects leave the game at once."""
    state.eliminated.append(player)
    say(state, f"{player} is eliminated: their cards and effects leave the game (12-2-5)",
        key="gcg.event.eliminated", params={"player": player})
    gone = state.zones[player].setdefault("gone", [])
    for uid in sorted(u for u, c in state.cards.items() if c.owner == player):
        card = state.cards[uid]
        where = state.zones[state.holder(player, card.zone)].get(card.zone)
        if where is not None and uid in where:
            where.remove(uid)
        if card.paired_to is not None and card.paired_to in state.cards:
            unit = state.cards[card.paired_to]
            if unit.pilot == uid:
                unit.pilot = None
        card.zone = "gone"
        card.incarnation += 1
        card.rested = False
        card.damage = 0
        card.pilot = card.paired_to = None
        card.modifiers = ()
        card.used = ()
        card.face_up = False
        if state.pool[card.number].token:
            del state.cards[uid]
        else:
            gone.append(uid)
    for card in state.cards.values():  # the effects they made end
        if any(m.source == player for m in card.modifiers):
            card.modifiers = [m for m in card.modifiers if m.source != player]
    state.queue = [p for p in state.queue if p.owner != player]
    state.fresh = [p for p in state.fresh if p.owner != player]
    if state.resolving is not None and state.resolving.owner == player:
        state.resolving = None
    prompt = state.prompt
    if prompt is not None and (prompt.player == player or player in prompt.data.get("also", ())):
        state.prompt = None
        if prompt.kind == "action_step":
            state.priority = next_seat(state, player)
    if state.priority == player:
        state.priority = next_seat(state, player)


def next_seat(state: GcgState, player: str) -> str:
    """The next player still in the game after `player` in seating order."""
    seats = state.seats()
    i = seats.index(player)
    for p in seats[i + 1:] + seats[:i]:
        if p not in state.eliminated:
            return p
    return player


# --- the turn -----------------------------------------------------------------------


def _step(state: GcgState) -> None:
    handler = {
        "setup": _setup_step, "start": _start_phase, "draw": _draw_phase,
        "resource": _resource_phase, "main": _main_phase, "end": _end_phase,
    }[state.phase]
    handler(state)


def _go(state: GcgState, phase: str, step: str = "") -> None:
    state.phase, state.step, state.step_started = phase, step, False


def _setup_step(state: GcgState) -> None:
    if state.step == "first_player":
        if state.order_chooser in state.eliminated:  # conceded before choosing (12-2-5):
            state.order_chooser = next_seat(state, state.order_chooser)  # the next player chooses
        state.prompt = Prompt("first_player", state.order_chooser)
    elif state.step == "mulligan":
        order = [state.first, state.opponent(state.first)] if state.format == "duel" else \
            state.seating_from(state.active_players()[0] if state.format == "team" else state.first)
        waiting = [p for p in order if p not in state.mulligans_done]
        if waiting:
            state.prompt = Prompt("mulligan", waiting[0])  # 6-2-1-6, 6-2-1-7
        else:
            _finish_setup(state)


def choose_direction(state: GcgState, player: str, clockwise: bool) -> None:
    """12-2-1: the first player picks clockwise (seating order) or counter-clockwise."""
    seats = list(state.players)
    if not clockwise:
        seats = seats[:1] + seats[1:][::-1]
    i = seats.index(player)
    state.order = seats[i:] + seats[:i]
    state.first = player
    say(state, f"{player} goes first, {'clockwise' if clockwise else 'counter-clockwise'}: "
               f"{', '.join(state.order)} (12-2-1)", key="gcg.event.goes_first_direction",
        params={"player": player, "clockwise": clockwise, "order": list(state.order)})
    state.prompt = None
    deal_opening_hands(state)


def choose_first(state: GcgState, player: str, first: bool) -> None:
    if state.format == "team":  # 12-3-2: the captains decide which team goes first
        mine = state.team_of[player]
        other = next(t for t in state.teams if t != mine)
        state.first = mine if first else other
        state.order = [state.first, other if first else mine]
        state.active = state.first
        say(state, f"{player} chooses: team {state.first} goes first (12-3-2)",
            key="gcg.event.team_goes_first", params={"player": player, "team": state.first})
        state.prompt = None
        deal_opening_hands(state)
        return
    state.first = player if first else state.opponent(player)
    say(state, f"{player} chooses to go {'first' if first else 'second'}: {state.first} is the "
               "first player (6-2-1-4)", key="gcg.event.chooses_first",
        params={"player": player, "first": first, "first_player": state.first})
    state.prompt = None
    deal_opening_hands(state)


def deal_opening_hands(state: GcgState) -> None:
    players = (state.first, state.opponent(state.first)) if state.format == "duel" else state.seats()
    for player in players:
        fx.draw(state, player, STARTING_HAND)  # 6-2-1-5
    _go(state, "setup", "mulligan")


def mulligan(state: GcgState, player: str, redraw: bool) -> None:
    """6-2-1-6-1: the hand goes to the bottom of the deck, 5 new cards, then shuffle."""
    state.prompt = None
    state.mulligans_done.append(player)
    if not redraw:
        say(state, f"{player} keeps their hand", key="gcg.event.keeps_hand", params={"player": player})
        return
    for uid in list(state.zone(player, "hand")):
        state.move(uid, "deck")
    fx.draw(state, player, STARTING_HAND)
    shuffle_deck(state, player)
    say(state, f"{player} redraws their hand (6-2-1-6-1)", key="gcg.event.redraws",
        params={"player": player})


def shuffle_deck(state: GcgState, player: str) -> None:
    state.rng_counter += 1
    state.zones[player]["deck"] = shuffled(state.zone(player, "deck"), state.seed, state.rng_counter)


def _finish_setup(state: GcgState) -> None:
    if state.format != "duel":
        _finish_multi_setup(state)
        return
    second = state.opponent(state.first)
    for player in (state.first, second):
        for _ in range(STARTING_SHIELDS):  # 6-2-2
            deck = state.zone(player, "deck")
            if deck:
                state.move(deck[0], "shields", top=True)
        state.new_card("EX-BASE", player, "base")  # 6-2-3
    state.new_card("EX-RESOURCE", second, "resources")  # 6-2-4
    say(state, "shields set, EX Bases placed, EX Resource to the second player (6-2-2…6-2-4)",
        key="gcg.event.setup_duel")
    _begin_turn(state, state.first, 1)  # 6-2-5


def _finish_multi_setup(state: GcgState) -> None:
    if state.format == "free_for_all":
        # A player who conceded during the redraws has left the game (12-2-5): nothing is
        # set up for them, and if it was the first player, the next one in the order takes
        # the first turn without the EX Resource (12-2-2 gives it to those who go later).
        playing = [p for p in state.order if p not in state.eliminated]
        for player in playing:
            for _ in range(STARTING_SHIELDS):  # 6-2-2
                deck = state.zone(player, "deck")
                if deck:
                    state.move(deck[0], "shields", top=True)
            state.new_card("EX-BASE", player, "base")  # 6-2-3
        for player in playing[1:]:  # 12-2-2
            state.new_card("EX-RESOURCE", player, "resources")
        say(state, "shields set, EX Bases placed, an EX Resource to every player but the first "
                   "(6-2-2, 6-2-3, 12-2-2)", key="gcg.event.setup_free_for_all")
        _begin_turn(state, playing[0], 1)
        return
    for team in state.order:
        captain, mate = state.teams[team]
        for _ in range(TEAM_SHIELDS):  # 12-3-5: alternately, the captain's card at the bottom
            for player in (captain, mate):
                deck = state.zone(player, "deck")
                if deck:
                    state.move(deck[0], "shields", top=True)
        state.new_card("EX-BASE", captain, "base")  # 12-3-7: one EX Base per team
    for player in state.teams[state.order[1]]:  # 12-3-6
        state.new_card("EX-RESOURCE", player, "resources")
    say(state, "shared shields set, one EX Base per team, an EX Resource to each player of the "
               "second team (12-3-5, 12-3-6, 12-3-7)", key="gcg.event.setup_team")
    _begin_turn(state, state.order[0], 1)


def next_active(state: GcgState) -> str:
    """7-6-7, 12-2-1, 12-3-1: whose turn is next."""
    if state.format == "duel":
        return state.non_active
    if state.format == "team":
        return next(t for t in state.order if t != state.active)
    return next_seat(state, state.active)


def _begin_turn(state: GcgState, player: str, number: int) -> None:
    state.turn = number
    state.active = player
    for card in state.cards.values():
        if card.used:
            card.used = ()  # 13-2-13: once per turn
    carry_delayed(state)  # s6-gcg-a: the last turn's ended with it (7-6-6); s17-gcg: not a later turn's
    state.turn_record = []  # s6-gcg-a: and what happened in it
    say(state, f"turn {number}: {player}", key="gcg.event.turn", params={"n": number, "player": player})
    next_turn.begin_turn(state, fx.run_step)  # s17-gcg: the effects lasting into this turn (7-6-6-1)
    _go(state, "start", "active")


def _start_phase(state: GcgState) -> None:
    if state.step == "active":  # 7-2-3
        for player in state.active_players():
            for zone in ("battle", "resources", "base"):
                for uid in state.zone(player, zone):
                    if zone in ("battle", "base") and fx.cant(state, uid, "be_set_active"):  # 10-1-5-6
                        continue  # "This Unit / Base can't be set as active" (s4-gcg-trig, s13-gcg-gen)
                    if zone == "battle" and _stays_rested(state, uid, player):  # r2-chosen
                        continue
                    state.cards[uid].rested = False
        state.step = "start"
    elif not state.step_started:  # 7-2-4-1: "at the start of the turn" effects
        state.step_started = True
        fx.fire_turn_timing(state, "start_of_turn")
    else:  # they have resolved (advance resolves the queue before the next step)
        _go(state, "draw")


def _draw_phase(state: GcgState) -> None:
    for player in state.active_players():  # 7-3-1; team: each member, captain first
        fx.draw(state, player, 1)
    _go(state, "resource")


def _resource_phase(state: GcgState) -> None:
    for player in state.active_players():
        deck = state.zone(player, "resource_deck")
        if deck and len(state.zone(player, "resources")) < 15:  # 7-4-1, 4-4-2
            uid = deck[0]
            state.move(uid, "resources")
            say(state, f"{player} places a resource ({card_label(state, uid)})",
                key="gcg.event.places_resource", params={"player": player, "card": card_label(state, uid)})
    _go(state, "main")
    fx.fire_turn_timing(state, "start_of_main")  # s14-trig: resolved before the turn player acts (7-5-1)


def team_prompt(kind: str, members: list[str], **data) -> Prompt:
    """A team's decision: the captain's (12-3-4); the teammate may also act."""
    if len(members) > 1:
        data["also"] = list(members[1:])
    return Prompt(kind, members[0], data=data)


def _main_phase(state: GcgState) -> None:
    if state.battle is None:
        if state.format == "team":  # 12-3-1: either member acts in the team's main phase
            state.prompt = team_prompt("main", state.active_players())
        else:
            state.prompt = Prompt("main", state.active)  # 7-5-1
        return
    _battle_step(state)


def _end_phase(state: GcgState) -> None:
    if state.step == "action":  # 7-6-3
        if not state.step_started:
            _open_action_step(state)
        else:
            state.prompt = priority_prompt(state)
    elif state.step == "end":  # 7-6-4: "at the end of the turn"; Repair (13-1-1-1)
        if not state.step_started:
            state.step_started = True
            fx.fire_turn_timing(state, "end_of_turn")  # 7-6-4-1
            for player in state.active_players():
                for uid in state.units(player):
                    value = state.keyword(uid, "repair")
                    if value and state.cards[uid].damage:
                        fx.fire(state, player, uid, -1, "repair", value=value)
        else:
            _go(state, "end", "hand")
    elif state.step == "hand":  # 7-6-5
        for player in state.active_players():
            excess = len(state.zone(player, "hand")) - HAND_LIMIT
            if excess > 0:
                state.prompt = Prompt("discard", player, data={"count": excess})
                return
        _go(state, "end", "cleanup")
    elif state.step == "cleanup":  # 7-6-6: "during this turn" effects end
        # 7-6-6-1: rules processing runs and what it triggers resolves in this step,
        # before the turn passes (advance does both before coming back here). Effects
        # of this turn made meanwhile end too: the step repeats until none is left.
        if any(m.until == "turn" for card in state.cards.values() for m in card.modifiers):
            expire(state, "turn")
        else:
            _begin_turn(state, next_active(state), state.turn + 1)  # 7-6-7


def expire(state: GcgState, until: str) -> None:
    """Effects lasting `until` ("turn", "battle") end. Whatever that changes is judged by
    the rules processing `advance` runs next (11-3), before anything else happens."""
    for card in state.cards.values():
        if any(m.until == until for m in card.modifiers):
            card.modifiers = [m for m in card.modifiers if m.until != until]
    if until == "battle" and state.delayed:
        end_delayed(state, "battle")  # s11-gcg-exec: an effect granted "during this battle"


def end_main(state: GcgState) -> None:
    say(state, f"{state.active} ends the main phase (7-5-5)", key="gcg.event.ends_main",
        params={"player": state.active})
    state.prompt = None
    _go(state, "end", "action")  # 7-5-5-2


def _open_action_step(state: GcgState) -> None:
    state.step_started = True
    state.priority = state.non_active  # 9-2: the non-turn player first; 12-2-8: the next one
    state.passes = 0
    state.prompt = priority_prompt(state)


def priority_prompt(state: GcgState) -> Prompt:
    if state.format == "team":  # 9-2 with 12-3-1: the team holds priority, its captain passes
        return team_prompt("action_step", state.teams[state.team_of[state.priority]])
    return Prompt("action_step", state.priority)


def _after(state: GcgState, player: str) -> str:
    """Who gets priority after `player` (9-4-1; 12-2-8: round the table)."""
    if state.format == "duel":
        return state.opponent(player)
    if state.format == "team":
        return state.opponents(player)[0]
    return next_seat(state, player)


def pass_priority(state: GcgState, player: str) -> None:
    """9-3-3, 9-4: priority alternates; two passes in a row end the step (9-5); with 3-4
    players every player still in the game passes in a row (12-2-8)."""
    state.prompt = None
    state.passes += 1
    say(state, f"{player} passes", key="gcg.event.passes", params={"player": player})
    needed = len(state.seating_from(state.active)) if state.format == "free_for_all" else 2
    if state.passes >= needed:
        state.priority = None
        if state.battle is not None:
            _battle_go(state, "damage")
        else:
            _go(state, "end", "end")
        return
    state.priority = _after(state, player)


def acted_in_action_step(state: GcgState, player: str) -> None:
    state.passes = 0
    state.priority = _after(state, player)


def discard(state: GcgState, player: str, uids: list[int], by: str | None = None) -> None:
    """`player` discards `uids` (5-11-1); `by`: the player whose effect made them (None: the hand limit,
    7-6-5-1), kept in the turn's record (s13-gcg-exec: "During a turn where your opponent has discarded
    due to one of your effects")."""
    state.prompt = None
    for uid in uids:
        say(state, f"{player} discards {card_label(state, uid)}", key="gcg.event.discards",
            params={"player": player, "card": card_label(state, uid)})
        state.move(uid, "trash")
    if uids and by is not None:
        state.turn_record.append(["discarded", player, by, len(uids)])


# --- battle (chapter 8) ---------------------------------------------------------------


def _battle_go(state: GcgState, step: str) -> None:
    state.step, state.step_started = step, False


def _battle_over_early(state: GcgState) -> bool:
    """8-2-4, 8-3-5, 8-4-2: the attacker or the attacked unit has left its zone."""
    battle = state.battle
    attacker = state.cards.get(battle.attacker)
    if attacker is None or attacker.incarnation != battle.attacker_inc or attacker.zone != "battle":
        return True
    if battle.target_player is not None and battle.target_player in state.eliminated:
        return True
    if battle.target is not None:
        target = state.cards.get(battle.target)
        if target is None or target.incarnation != battle.target_inc or target.zone != "battle":
            return True
    return False


def _battle_step(state: GcgState) -> None:
    if state.step == "attack":  # its triggers have resolved
        _battle_go(state, "battle_end" if _battle_over_early(state) else "block")
    elif state.step == "block":
        if not state.step_started:
            state.step_started = True
            if blockers(state):
                if state.format == "team":  # 12-3-13: either defending member
                    state.prompt = team_prompt("block", state.teams[state.team_of[defender(state)]])
                else:
                    state.prompt = Prompt("block", defender(state))
                return
        _battle_go(state, "battle_end" if _battle_over_early(state) else "action")
    elif state.step == "action":
        if not state.step_started:
            _open_action_step(state)
        else:
            state.prompt = priority_prompt(state)
    elif state.step == "damage":
        if _battle_over_early(state):
            _battle_go(state, "battle_end")
            return
        _battle_damage(state)
        _battle_go(state, "battle_end")
    elif state.step == "battle_end":  # 8-6
        if not state.step_started:  # rules processing and its triggers come next (8-6-1)
            state.step_started = True
            expire(state, "battle")
            return
        say(state, "the battle ends", key="gcg.event.battle_ends")
        state.battle = None
        _go(state, "main")  # 8-6-2


def blockers(state: GcgState) -> list[int]:
    """Units that may use 《Blocker》 now (8-3, 13-1-4, 13-1-6)."""
    battle = state.battle
    if battle is None or battle.blocked or state.keyword(battle.attacker, "high_maneuver") \
            or fx.cant(state, battle.attacker, "be_blocked"):  # s8-gcg-b: "can't be blocked" (10-1-5-6)
        return []
    return [u for p in defenders(state) for u in state.units(p)
            if not state.cards[u].rested and state.keyword(u, "blocker")
            and u != battle.original_target and not fx.cant(state, u, "block")]  # s5-gcg-b


def defender(state: GcgState) -> str:
    """The defending player: the attacked player, or the attacked unit's controller
    (team: the team's captain when the team is attacked)."""
    battle = state.battle
    if state.format == "duel":
        return state.non_active
    if battle.target_player is not None:
        return state.teams[battle.target_player][0] if state.format == "team" else battle.target_player
    return state.cards[battle.original_target].owner


def defenders(state: GcgState) -> list[str]:
    """Who may block: the defending player (contract §4 choice for free-for-all), or
    both members of the defending team (12-3-13)."""
    if state.format == "duel":
        return [state.non_active]
    who = defender(state)
    return list(state.teams[state.team_of[who]]) if state.format == "team" else [who]


def declare_attack(state: GcgState, unit: int, target: int | str) -> None:
    card = state.cards[unit]
    card.rested = True  # 8-2-1
    if isinstance(target, str):
        state.battle = Battle(attacker=unit, attacker_inc=card.incarnation, target_player=target,
                              target=None)
        say(state, f"{card_label(state, unit)} attacks {target}", key="gcg.event.attacks_player",
            params={"unit": card_label(state, unit), "target": target})
    else:
        state.battle = Battle(attacker=unit, attacker_inc=card.incarnation, target_player=None,
                              target=target, target_inc=state.cards[target].incarnation,
                              original_target=target)
        say(state, f"{card_label(state, unit)} attacks {card_label(state, target)}",
            key="gcg.event.attacks_unit", params={"unit": card_label(state, unit),
                                                  "target": card_label(state, target)})
    state.prompt = None
    _go(state, "main", "attack")
    fx.fire_card(state, unit, "attack")  # 8-2-2
    # s6-gcg-a: "When <a Unit> attacks [an enemy Unit / a player]," (8-2-2, 10-1-6-1)
    fx.notify(state, "attacks", unit, obj=None if isinstance(target, str) else target)


def block(state: GcgState, unit: int | None) -> None:
    state.prompt = None
    battle = state.battle
    if unit is None:
        declining = state.non_active if state.format == 'duel' else defender(state)
        say(state, f"{declining} does not block", key="gcg.event.no_block", params={"player": declining})
        return
    state.cards[unit].rested = True  # 13-1-4-1
    battle.blocked = True
    battle.target_player = None
    battle.target = unit
    battle.target_inc = state.cards[unit].incarnation
    say(state, f"{card_label(state, unit)} blocks (《Blocker》, 8-3-1)", key="gcg.event.blocks",
        params={"unit": card_label(state, unit)})
    # s6-gcg-a: "When <a Unit> is blocked [by …]," / "When <a Unit> blocks," (8-3-1, 10-1-6-1)
    fx.notify(state, "blocked", battle.attacker, obj=unit)
    fx.notify(state, "blocks", unit, obj=battle.attacker)


def _battle_damage(state: GcgState) -> None:
    """8-5."""
    battle = state.battle
    attacker = battle.attacker
    power = state.ap(attacker)
    if battle.target is None:  # 8-5-2: on the player
        defender = battle.target_player
        base = state.zone(defender, "base")
        if base:  # 8-5-2-4
            if power > 0 and fx.damage_stopped(state, base[0], "battle", attacker):
                pass  # "This Base can't receive battle damage from …" (10-1-5-6)
            elif power > 0 and (power := fx.reduced_damage(state, base[0], power, "battle", attacker)) > 0:
                state.cards[base[0]].damage += power
                say(state, f"{card_label(state, attacker)} deals {power} battle damage to "
                           f"{card_label(state, base[0])}", key="gcg.event.battle_damage_card",
                    params={"unit": card_label(state, attacker), "n": power,
                            "target": card_label(state, base[0])})
                fx.notify(state, "receives_damage", base[0], obj=attacker, damage="battle", dealer=attacker)
                fx.note_shield_area_kill(state, attacker, base[0])  # r2-trig: fires as it is destroyed
        elif state.zone(defender, "shields"):  # 8-5-2-3
            if power > 0 and fx.damage_stopped(state, state.zone(defender, "shields")[0], "battle", attacker):
                pass  # "friendly Shields can't receive battle damage from enemy Units" (10-1-5-6)
            elif power > 0:  # 5-5-5, 8-5-2-3-1: 1 damage or more destroys a shield
                say(state, f"{card_label(state, attacker)} deals {power} battle damage to "
                           f"{defender}'s top shield", key="gcg.event.battle_damage_shield",
                    params={"unit": card_label(state, attacker), "n": power, "player": defender})
                shield = state.zone(defender, "shields")[0]
                fx.destroy_shield(state, defender)
                # r2-trig: "when this Unit destroys an enemy shield area card with battle damage"
                fx.notify(state, "destroys_shield", attacker, obj=shield, damage="battle")
        elif power > 0:  # 8-5-2-2, 1-2-2-1
            say(state, f"{card_label(state, attacker)} deals {power} battle damage to {defender}, "
                       "who has no shields (8-5-2-2)", key="gcg.event.battle_damage_player",
                params={"unit": card_label(state, attacker), "n": power, "player": defender})
            if state.format == "free_for_all" and state.victory == "first_hit":
                game_over(state, state.cards[attacker].owner)  # 12-2-5-1: only they win
                return
            if defender not in state.defeated:
                state.defeated.append(defender)  # 12-2-5-2, 12-3-9-1: a team name
        return
    target = battle.target  # 8-5-3: unit against unit
    struck = state.ap(target)
    if state.keyword(attacker, "first_strike"):  # 8-5-3-2-2, 13-1-5-2
        _hit(state, attacker, target, power)
        if state.hp(target) > state.cards[target].damage:
            _hit(state, target, attacker, struck)
    else:  # 8-5-3-2: at the same time — an effect both hits trigger fires once (10-1-6-3)
        with at_once(state):
            _hit(state, attacker, target, power)
            _hit(state, target, attacker, struck)
    breach = state.keyword(attacker, "breach")
    if breach and state.hp(target) <= state.cards[target].damage:  # 13-1-2-1, 13-1-2-3
        battle.breach = breach  # fires when rules processing destroys the target
    for killer, victim in ((attacker, target), (target, attacker)):
        if state.hp(victim) <= state.cards[victim].damage:  # destroyed by this battle damage
            battle.killers[victim] = state.cards[killer].owner  # s7-gcg
            battle.kill_records[victim] = battle_kill_record(state, killer, victim)  # s13-gcg-exec
            fx.note_kill(state, killer, victim)


def _hit(state: GcgState, source: int, target: int, amount: int) -> None:
    if amount <= 0:  # 5-5-5
        return
    if fx.damage_stopped(state, target, "battle", source):  # 10-1-5-6
        return
    amount = fx.reduced_damage(state, target, amount, "battle", source)  # "reduce it by 1" (10-1-9-1)
    if amount <= 0:  # 5-5-5
        return
    state.cards[target].damage += amount
    say(state, f"{card_label(state, source)} deals {amount} battle damage to "
               f"{card_label(state, target)}", key="gcg.event.battle_damage_card",
        params={"unit": card_label(state, source), "n": amount, "target": card_label(state, target)})
    fx.notify(state, "receives_damage", target, obj=source, damage="battle", dealer=source)  # 10-1-6-1
    fx.notify(state, "deals_damage", source, obj=target, damage="battle")


def _stays_rested(state: GcgState, uid: int, player: str) -> bool:
    """r2-chosen: "It won't be set as active during the start phase of your opponent's next
    turn" (7-2-3): this start phase of `player`'s leaves it rested, and the effect is used up."""
    card = state.cards[uid]
    if not any(m.no_set_active == player for m in card.modifiers):
        return False
    card.modifiers = [m for m in card.modifiers if m.no_set_active != player]
    say(state, f"{card_label(state, uid)} is not set as active (its effect, 7-2-3)",
        key="gcg.event.stays_rested", params={"card": card_label(state, uid)})
    return True

