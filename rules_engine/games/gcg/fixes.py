"""Judge fixes: corrections a judge makes to a match, as actions in its log (replayable)
whose actor is `judge`. Public log lines never name a card that is hidden before or
after the fix."""

from __future__ import annotations

from ...core.actions import Action
from ...core.errors import IllegalAction, MalformedAction
from ...core.game import FixField, FixSpec
from . import flow
from .effects import card_label, say
from .state import ZONES, GcgState

JUDGE_ACTOR = "judge"
FIX_KINDS = {"fix_move", "fix_damage", "fix_rest", "fix_shuffle", "fix_turn"}
MOVABLE_TO = {"hand", "deck_top", "deck_bottom", "trash", "removal", "shields", "battle", "base",
              "resources"}
HIDDEN = {name for name, spec in ZONES.items() if spec.visibility != "public"}
SHUFFLED = ("deck", "shields")
_CARD = FixField("card", "card", "the card (any zone)")
FIXES = {spec.kind: spec for spec in (
    FixSpec("fix_move", "Move a card to another zone",
            (_CARD, FixField("to", "zone", "where it goes", tuple(sorted(MOVABLE_TO))))),
    FixSpec("fix_damage", "Set the damage on a unit or base",
            (_CARD, FixField("n", "int", "the damage it has now"))),
    FixSpec("fix_rest", "Set a card rested or active",
            (_CARD, FixField("rested", "bool", "true: rested"))),
    FixSpec("fix_shuffle", "Shuffle a player's deck or shields (seeded)",
            (FixField("player", "player"), FixField("zone", "zone", "which zone", SHUFFLED),
             FixField("salt", "str", "optional: a fresh salt (a rewind's reshuffle sets one)"))),
    FixSpec("fix_turn", "Make it a player's main phase", (FixField("active", "player"),)),
)}


def _card(state: GcgState, action: Action) -> int:
    uid = action.get("card")
    if isinstance(uid, bool) or not isinstance(uid, int) or uid not in state.cards:
        raise MalformedAction("`card` must be the id of a card in this match", key="gcg.refusal.fix_card_id")
    if state.cards[uid].zone == "gone":  # an eliminated player's card (12-2-5)
        raise IllegalAction("that card left the game with its eliminated owner", "12-2-5",
                            key="gcg.refusal.card_left_game")
    return uid


def check(state: GcgState, action: Action) -> None:
    kind = action.kind
    if kind not in FIX_KINDS:
        raise IllegalAction(f"`{kind}` is not a judge fix; fixes are {', '.join(sorted(FIX_KINDS))}",
                            code="wrong_time", key="gcg.refusal.not_a_fix",
                            params={"kind": kind, "fixes": sorted(FIX_KINDS)})
    if kind == "fix_move":
        uid = _card(state, action)
        to = action.get("to")
        if to not in MOVABLE_TO:
            raise MalformedAction(f"`to` must be one of {', '.join(sorted(MOVABLE_TO))}",
                                  key="gcg.refusal.fix_move_to", params={"zones": sorted(MOVABLE_TO)})
        card = state.cards[uid]
        if card.paired_to is not None and to != "trash":
            raise IllegalAction("move the unit, and its pilot goes with it (3-3-6)", "3-3-6",
                                key="gcg.refusal.fix_move_pilot")
        definition = state.definition(uid)
        if to == "battle" and (definition.type != "unit" or len(state.units(card.owner)) >= 6):
            raise IllegalAction("only a unit, and at most 6 units (4-5-4)", "4-5-4",
                                key="gcg.refusal.fix_move_battle")
        if to == "base" and definition.type != "base":
            raise IllegalAction("only a base goes to the base section", "3-5-1",
                                key="gcg.refusal.fix_move_base")
        if to == "resources" and definition.type != "resource":
            raise IllegalAction("only a resource goes to the resource area", "3-6-1",
                                key="gcg.refusal.fix_move_resource")
    elif kind == "fix_damage":
        uid = _card(state, action)
        n = action.get("n")
        if isinstance(n, bool) or not isinstance(n, int) or not 0 <= n <= 99:
            raise MalformedAction("`n` is the damage to set, 0 to 99", key="gcg.refusal.fix_damage_n")
        if state.cards[uid].zone not in ("battle", "base"):
            raise IllegalAction("damage is only kept on units and bases (5-5-1)", "5-5-1",
                                key="gcg.refusal.fix_damage_zone")
    elif kind == "fix_rest":
        uid = _card(state, action)
        if not isinstance(action.get("rested"), bool):
            raise MalformedAction("`rested` must be true or false", key="gcg.refusal.fix_rested")
        if state.cards[uid].zone not in ("battle", "base", "resources"):
            raise IllegalAction("only cards in the battle area, base section or resource area are "
                                "active or rested (5-4-1)", "5-4-1", key="gcg.refusal.fix_rest_zone")
    elif kind == "fix_shuffle":
        if action.get("player") not in state.players or action.get("zone") not in SHUFFLED \
                or action.get("player") in state.eliminated:
            raise MalformedAction("`player` is A or B and `zone` is deck or shields",
                                  key="gcg.refusal.fix_shuffle_zone")
        salt = action.get("salt", "")
        if not isinstance(salt, str) or len(salt) > 32 or not salt.isascii() or (not salt.isalnum() and salt):
            raise MalformedAction("`salt` is up to 32 letters and digits", key="gcg.refusal.fix_salt")
    elif kind == "fix_turn" and (action.get("active") not in (state.teams or state.players)
                                 or action.get("active") in state.eliminated):
        raise MalformedAction("`active` is the player (team battle: the team) whose main phase it "
                              "becomes", key="gcg.refusal.fix_turn_active")


def apply(state: GcgState, action: Action) -> None:
    kind = action.kind
    if kind == "fix_move":
        uid, to = action.get("card"), action.get("to")
        card = state.cards[uid]
        source = card.zone
        hidden = source in HIDDEN or to in ("hand", "deck_top", "deck_bottom", "shields")
        name = "a card" if hidden else card_label(state, uid)
        private = {JUDGE_ACTOR: f"judge moves {card_label(state, uid)} from {card.owner}'s {source} to {to}"}
        if to in ("deck_top", "deck_bottom"):
            state.move(uid, "deck", top=to == "deck_top")
        elif to == "shields":
            state.move(uid, "shields", top=True)
        else:
            state.move(uid, to)
            if to in ("battle", "base"):
                state.cards[uid].deployed_turn = state.turn - 1
        say(state, f"judge fix: {name} of {card.owner} moves from {source} to {to.replace('_', ' ')}",
            **private, key="gcg.event.fix_move",
            params={"hidden": hidden, "card": "" if hidden else name, "owner": card.owner,
                    "source": source, "to": to},
            private_params={JUDGE_ACTOR: {"card": card_label(state, uid)}})
    elif kind == "fix_damage":
        uid = action.get("card")
        state.cards[uid].damage = action.get("n")
        say(state, f"judge fix: {card_label(state, uid)} now has {action.get('n')} damage",
            key="gcg.event.fix_damage", params={"card": card_label(state, uid), "n": action.get("n")})
    elif kind == "fix_rest":
        uid = action.get("card")
        state.cards[uid].rested = action.get("rested")
        say(state, f"judge fix: {card_label(state, uid)} is now "
                   f"{'rested' if action.get('rested') else 'active'}", key="gcg.event.fix_rest",
            params={"card": card_label(state, uid), "rested": bool(action.get("rested"))})
    elif kind == "fix_shuffle":
        player, zone = action.get("player"), action.get("zone")
        state.rng_counter += 1
        from ...core.rng import shuffled

        # A salt (a rewind's "reshuffle hidden zones") gives a shuffle nobody has seen
        # before; it is in the action, so replay reproduces it.
        salt = action.get("salt", "")
        seed = f"{state.seed}:{salt}" if salt else state.seed
        state.zones[state.holder(player, zone)][zone] = shuffled(state.zone(player, zone), seed,
                                                                 state.rng_counter)
        say(state, f"judge fix: {player}'s {zone} is shuffled (seeded"
                   + (", new salt)" if salt else ")"), key="gcg.event.fix_shuffle",
            params={"player": player, "zone": zone, "salted": bool(salt)})
    elif kind == "fix_turn":
        active = action.get("active")
        state.active = active
        state.battle = None
        state.queue.clear()
        state.resolving = None
        state.prompt = None
        state.priority = None
        state.phase, state.step, state.step_started = "main", "", False
        say(state, f"judge fix: it is now {active}'s main phase", key="gcg.event.fix_turn",
            params={"player": active})
    if state.prompt is not None and state.prompt.kind == "main" and kind != "fix_turn":
        state.prompt = None  # re-derived by advance: the fix may have changed what is legal
    flow.advance(state)
