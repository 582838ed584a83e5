"""Auto-pass: the bot passes for a player whose only legal actions are to pass (and
concede), at once, in every game — NEX-A's free timings, GCG's action steps, UCG's
activation steps, ALTCG's windows — unless the player turned it off or set a stop there.

Hidden information (docs/play.md, "Auto-pass"): whether a player *could* act depends on
their hand, which the others cannot see. An instant pass whenever a player has nothing
playable would tell the others that their hand holds nothing playable now. So by default
(`on`) the bot passes only when that is public anyway: the only legal actions are pass
and concede *and* the player holds no card the others cannot see (an empty hand, no
face-down card of theirs) — then anyone could tell from the board that there is nothing
to do — *or* public information alone proves that no card could be played: the game
(`GameModule.nothing_playable_in_public`) checks every card of the match's pool (the card
files the match uses, which anyone can read) against the public table — in NEX-A, a
player with no standing G and no pool card of 合計国力 0 playable at this timing — never
the hand itself, so a hand of any cards gives the same decision.
A player who accepts the leak, as digital card games do, chooses `always`: the bot then
passes whenever pass is the only legal action. `off`: never.

Stops: a player may name phases or steps (their own turn's or the opponents') where the
bot waits for them even with nothing to do. Per user per server, stored.

A player's own yield (`Yield`, docs/play.md "Pass until …"): where they may pass, a player
may choose "pass until something happens" or "pass to the end of the turn" — the bot then
passes for them at every later moment the yield covers where a pass is legal, *whatever
they could play*, each logged as an automatic pass. It leaks nothing: the player chose it
before those moments, and what it does depends only on public facts (the turn, the phase,
the others' actions, the player's stops), never on the hand. It ends at their stops, when
its scope says (below), at a judge's rewind, and at the player's own next action.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from rules_engine.core.actions import Action
from rules_engine.core.table import Table

from ..i18n import t
from ..store import Store
from .errors import NotSaved, UserError

log = logging.getLogger("refbot.autopass")

PASS = "pass"  # the action kind every game calls a pass (its priority / timing pass)
CONCEDE = "concede"
ON, ALWAYS, OFF = "on", "always", "off"
MODES = (ON, ALWAYS, OFF)
DEFAULT_MODE = ON
MODE_KEY = "autopass"
OWN, OPPONENT = "own", "opponent"  # whose turn a stop is for
MAX_IN_A_ROW = 400  # automatic passes after one action: a guard against an engine loop
# A yield's scope (the "Pass until …" buttons):
UNTIL_SOMETHING = "event"  # until another player does something other than pass, or their own next phase
END_OF_TURN = "turn"  # until the turn ends (whoever's turn it is)
YIELD_SCOPES = (UNTIL_SOMETHING, END_OF_TURN)


def stops_key(game: str) -> str:
    return f"autopass_stops:{game}"


@dataclass(frozen=True, slots=True)
class Preference:
    mode: str = DEFAULT_MODE
    stops: frozenset[str] = frozenset()  # "own:step:attack", "opponent:phase:battle"


def sole_pass(legal: Iterable[Action]) -> Action | None:
    """The pass, when passing (or conceding) is all the player may do."""
    found = None
    for action in legal:
        if action.kind == PASS:
            found = action
        elif action.kind != CONCEDE:
            return None
    return found


def holds_hidden(table: Table, seat: str) -> bool:
    """The seat has a card the others cannot see that might have been playable: a card in
    a private pile (the hand) or a face-down card of theirs in play. The public table
    says so (hidden cards appear there only as counts or faces without a name)."""
    mine = table.seat(seat)
    if mine is None:
        return False
    for pile in mine.piles:
        if pile.summary:  # a deck, a trash: shown as a count, never played from by a pass-only check
            continue
        if pile.private:
            if pile.count:
                return True
            continue
        if any(face.uid is None for face in pile.cards or ()):
            return True
    return False


def stops_now(table: Table, seat: str) -> set[str]:
    """The stop keys that hold for `seat` at this moment of the match."""
    whose = (OWN, OPPONENT) if table.active is None else (OWN if table.active == seat else OPPONENT,)
    where = [f"phase:{table.phase}"] + ([f"step:{table.step}"] if table.step else [])
    return {f"{who}:{place}" for who in whose for place in where}


def situation(public: Table) -> tuple:
    """What a player deciding in their own turn is asked now, in public terms: the turn,
    the phase, the kind of decision (a free timing, a cut to answer, attacks to declare …),
    a cut or effect under way. A yield chosen in their own turn holds while this stays."""
    return public.turn, public.phase, public.decision, public.notes, public.waiting


@dataclass(frozen=True, slots=True)
class Yield:
    """A player's "Pass until …": chosen at a moment (the match's epoch and public
    situation then), it covers the later moments its scope names."""

    scope: str  # UNTIL_SOMETHING or END_OF_TURN
    epoch: int
    turn: int
    chosen_at: tuple  # situation() when chosen

    @classmethod
    def chosen(cls, scope: str, public: Table, epoch: int) -> Yield:
        if scope not in YIELD_SCOPES:
            raise ValueError(scope)
        return cls(scope, epoch, public.turn, situation(public))

    def covers(self, public: Table, seat: str, epoch: int) -> bool:
        """Whether this moment is still within the yield (public facts only). A rewind
        ends it; "to the end of the turn" ends with the turn. "Until something happens",
        in the player's own turn, holds while they are asked the same kind of thing in the
        same phase (`situation`): a cut to answer, attacks to declare, their next phase,
        their own turn's start end it — they play their own turn themselves; in another's
        turn it holds until that player does something other than pass (`ended_by`)."""
        if epoch != self.epoch:
            return False
        if self.scope == END_OF_TURN:
            return public.turn == self.turn
        if public.active == seat:
            return situation(public) == self.chosen_at
        return True

    def ended_by(self, action: Action, seat: str) -> bool:
        """Whether `action` (just taken) ends `seat`'s yield: "until something happens"
        ends when another player does something other than pass."""
        return self.scope == UNTIL_SOMETHING and action.actor != seat and action.kind != PASS


def yield_pass(legal: Iterable[Action], public: Table, seat: str, preference: Preference,
               yielded: Yield | None, epoch: int) -> Action | None:
    """The pass `seat`'s yield takes now: a pass is legal, the moment is within the yield
    and not at one of their stops. Whatever else they could do: the yield is the same for
    every hand (its privacy rests on that)."""
    if yielded is None or not yielded.covers(public, seat, epoch):
        return None
    if preference.stops & stops_now(public, seat):
        return None
    return next((action for action in legal if action.kind == PASS), None)


def end_yields(yields: dict[str, Yield], action: Action, automatic: bool) -> None:
    """Drop the yields `action` (just taken) ends: the actor's own when they acted
    themselves (their next click), and everyone's "until something happens" when another
    player did something other than pass."""
    for seat, yielded in list(yields.items()):
        if (seat == action.actor and not automatic) or yielded.ended_by(action, seat):
            del yields[seat]


def decide(legal: list[Action], public: Table, seat: str, preference: Preference,
           nothing_playable: Callable[[], bool] = lambda: False, *,
           yielded: Yield | None = None, epoch: int = 0) -> Action | None:
    """The pass the bot takes for `seat` now, or None (the player decides): their yield's
    (`yielded`, at the match's rewind `epoch`), else auto-pass's.
    `nothing_playable`: whether public information alone (the table and the match's card
    pool, never the hand) proves the seat could play nothing now
    (`GameModule.nothing_playable_in_public`); asked only when it matters."""
    chosen = yield_pass(legal, public, seat, preference, yielded, epoch)
    if chosen is not None:
        return chosen
    if preference.mode == OFF:
        return None
    action = sole_pass(legal)
    if action is None:
        return None
    if preference.stops & stops_now(public, seat):
        return None
    if preference.mode == ON and holds_hidden(public, seat) and not nothing_playable():
        return None  # a card only they see might have been playable: passing now would tell
    return action


class AutoPassSettings:
    """Each player's auto-pass mode and stops, per server (the store's user settings),
    remembered in memory after the first read."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self._known: dict[tuple[int, int, str], Preference] = {}

    async def preference(self, guild_id: int | None, user_id: int, game: str) -> Preference:
        key = (guild_id or 0, user_id, game)
        known = self._known.get(key)
        if known is not None:
            return known
        try:
            mode = await self.store.user_setting(guild_id or 0, user_id, MODE_KEY)
            stops = await self.store.user_setting(guild_id or 0, user_id, stops_key(game))
        except Exception:  # the store is failing: wait for the player (never pass for them unasked)
            log.exception("could not read the auto-pass setting of user %s", user_id)
            return Preference(OFF)
        preference = Preference(mode if mode in MODES else DEFAULT_MODE, _stops(stops))
        self._known[key] = preference
        return preference

    async def set_mode(self, guild_id: int, user_id: int, mode: str) -> None:
        if mode not in MODES:
            raise UserError(t("error-autopass-mode", modes=", ".join(MODES)))
        try:
            await self.store.set_user_setting(guild_id, user_id, MODE_KEY, mode)
        except Exception:
            log.exception("could not store the auto-pass setting of user %s", user_id)
            raise NotSaved(t("config-the-autopass")) from None
        self._forget(guild_id, user_id)

    async def set_stops(self, guild_id: int, user_id: int, game: str, whose: str, places: list[str],
                        known: Iterable[str]) -> frozenset[str]:
        """Replace the stops of one side (`own` or `opponent`) in `game`; the stops now."""
        known = set(known)
        if whose not in (OWN, OPPONENT) or not set(places) <= known:
            raise UserError(t("error-autopass-stop-unknown"))
        current = await self.preference(guild_id, user_id, game)
        kept = {stop for stop in current.stops if not stop.startswith(f"{whose}:")}
        stops = frozenset(kept | {f"{whose}:{place}" for place in places})
        try:
            await self.store.set_user_setting(guild_id, user_id, stops_key(game), json.dumps(sorted(stops)))
        except Exception:
            log.exception("could not store the auto-pass stops of user %s", user_id)
            raise NotSaved(t("config-the-autopass-stops")) from None
        self._forget(guild_id, user_id)
        return stops

    def _forget(self, guild_id: int, user_id: int) -> None:
        for key in [k for k in self._known if k[0] == guild_id and k[1] == user_id]:
            del self._known[key]


def _stops(stored: str | None) -> frozenset[str]:
    try:
        values = json.loads(stored) if stored else []
    except ValueError:
        return frozenset()
    return frozenset(v for v in values if isinstance(v, str)) if isinstance(values, list) else frozenset()
