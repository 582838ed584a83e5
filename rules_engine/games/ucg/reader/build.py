"""The meaning of UCG's printed templates, shared by the three languages' grammars: every
language builds the same model objects here, so a card reads the same in each printing.

Nouns (2.3.6): `character` (any), `ultraman` (Ultra Hero / 超人力霸王 / ウルトラヒーロー),
`kaiju`, `scene`, `card`. Filters: `character` (『X』, a character name 2.3.2, as printed in
that language), `type` (TYPE 【X】, 2.3.4), `state` (SINGLE … QUAD, 2.3.5.2), `round` (2.4.2).
Selectors: `this` (本角色, 7.1.2), `battling` (this character's battle opponent, 7.1.1),
`yours`, `enemy`, `looked` / `remaining` (the revealed cards, 11.11)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace

from ....core.effects.model import Amount, Condition, Cost, Duration, Filter, Selector, Step

THIS = Selector(who="this", kind="character")
BATTLING = Selector(who="battling", kind="character")  # 7.1.1
HAND_CARD = Selector(who="yours", kind="card", zone="hand")
TURN = Duration("turn")  # 5.10.2: "for this turn" ends in the end phase
LASTING = Duration("permanent")  # a continuous text's: while it applies (9.3.1)
# a triggered change that prints no period: it lasts while the character stays in play (5.10.2
# ends only "for this turn"); the executor's `until: permanent` on the character
STAYS = Duration("while", condition=Condition.of("in_play"))
STATE_WORDS = {"SINGLE": "single", "DOUBLE": "double", "TRIPLE": "triple", "QUAD": "quad"}
PREFIX = re.compile(r"^((?:\[(?:SIN|DBL|TRP|QUAD)\])+)")  # 2.3.5.2
PREFIX_STATES = {"SIN": "single", "DBL": "double", "TRP": "triple", "QUAD": "quad"}


ALSO = re.compile(r"(?<=[.。])\s*(?:Also, (?=[a-z])|此外，|さらに、)")  # 11.14 (A). Also, (B).


class Unread(Exception):
    """A phrase no template reads: the ability is by hand."""

    def __init__(self, phrase: str) -> None:
        super().__init__(phrase)
        self.phrase = phrase


@dataclass(slots=True)
class Body:
    """What a body template read: its steps, the conditions it leads with, optional (可)."""

    steps: list[Step]
    optional: bool = False
    conditions: list[Condition] = field(default_factory=list)
    static: bool = False


def states_of(words: str) -> tuple[str, ...]:
    return tuple(STATE_WORDS[w] for w in re.findall(r"SINGLE|DOUBLE|TRIPLE|QUAD", words))


def prefix_states(line: str) -> tuple[tuple[str, ...], str]:
    """The state prefix [SIN][DBL]… (2.3.5.2) and the rest of the line."""
    m = PREFIX.match(line)
    if not m:
        return (), line
    states = tuple(PREFIX_STATES[s] for s in re.findall(r"SIN|DBL|TRP|QUAD", m[1]))
    return states, line[m.end():].strip()


def names_in(phrase: str | None) -> tuple[str, ...]:
    """『A』, 『B』, or 『C』 / 『A』或『B』 / 『A』か『B』: the character names (2.3.2) a phrase lists."""
    return tuple(re.findall(r"『([^』]+)』", phrase or ""))


def chars(kind: str = "character", who: str = "yours", *, character: str | tuple[str, ...] | None = None,
          types: tuple[str, ...] = (), states: tuple[str, ...] = (), count: int = 1,
          all_: bool = False) -> Selector:
    filters = []
    if character:
        filters.append(Filter("character", "has", (character,) if isinstance(character, str) else character))
    if types:
        filters.append(Filter("type", "has", types))
    if states:
        filters.append(Filter("state", "has", states))
    return Selector(who=who, kind=kind, count=count, all=all_, filters=tuple(filters))


def grade(target: Selector, n: int, until: Duration) -> Step:
    """11.6: the BP column moves, the state does not."""
    return Step("modify", target=target, stat="grade", amount=Amount(n), until=until)


def bp(target: Selector, n: int, until: Duration) -> Step:
    """11.7: BP+/-; never below 0 (11.7.2)."""
    return Step("modify", target=target, stat="bp", amount=Amount(n), until=until)


OPPONENT_HAND = Selector(who="enemy", kind="card", zone="hand", all=True)  # the cards of the opponent's hand (3.4)


def bp_for_every(each: int, n: int) -> Step:
    """s17-games round 2: "For every two cards in an opponent's hand, give this character +1000 BP" /
    「對手的手牌每有兩張，本角色BP+1000。」 / 「相手の手札2枚につき、このキャラのBP+1000する。」 — a continuous BP+ (9.3.1,
    11.7.1) of `n` for every whole `each` cards in the opponent's hand, counted whenever the BP is read."""
    return Step("modify", target=THIS, stat="bp", amount=Amount(count_of=OPPONENT_HAND, per=n, count_each=each),
                until=LASTING)


def extra() -> Step:
    """8.1.2: this character's BP is its EXTRA BP."""
    return Step("extra_bp", target=THIS)


def opponent_draw(n: int) -> Step:
    """s17-games: "Your opponent may draw a card" / 「對手可抽一張牌」 / 「相手は1枚ドローできる」 (11.10.1, 11.3):
    the opponent draws if they choose to — their 「可」, not the effect owner's."""
    return Step("draw", amount=Amount(n), player="opponent", extra=(("they_may", True),))


def if_done_after(step: Step, before: Step) -> Step:
    """A FOLLOW step (11.20.2): only if the step before was done in full — said "if they do" after the
    opponent's own choice (`opponent_draw`)."""
    theirs = before.player == "opponent" and bool(before.get("they_may"))
    return replace(step, if_done=True, extra=(*step.extra, ("after_theirs", True)) if theirs else step.extra)


def draw(n: int, if_done: bool = False, whole: bool = False) -> Step:
    """11.10; `whole`: the (A) of "(A), to (B)", not done at all unless all n can be (11.4.4)."""
    return Step("draw", amount=Amount(n), player="self", if_done=if_done,
                extra=(("whole", True),) if whole else ())


def hand_to_deck(where: str) -> Step:
    """"return one card from your hand to the bottom (top or bottom) of your deck" (11.20)."""
    return Step("to_deck", target=HAND_CARD, zone_to=where, if_done=True)


RETURNED = Selector(who="it", kind="card", zone="deck")  # the cards the step before returned


def hand_to_deck_up_to(n: int, where: str) -> list[Step]:
    """"return up to n cards from your hand to the bottom of your deck in any order. If you
    returned cards to your deck with this effect, draw that many cards." (11.4, 11.10)."""
    return [Step("to_deck", target=Selector(who="yours", kind="card", zone="hand", count=n, up_to=True),
                 zone_to=where),
            Step("draw", amount=Amount(count_of=RETURNED), player="self", if_done=True)]


LEVEL_OPS = {">=": ">=", "<=": "<=", "==": "=="}


def mill(n: int, whole: bool = False) -> Step:
    """Send the top n cards of your deck to your discard area. `whole`: the (A) of "(A), to (B)",
    which is not done at all unless it can be done in full (11.4.4)."""
    return Step("mill", amount=Amount(n), player="self", extra=(("whole", True),) if whole else ())


def exile(n: int, up_to: bool, kind: str = "card", level: int | None = None, op: str = "==") -> Step:
    """3.8.1: n (or up to n) cards of an opponent's discard area removed from the game, of
    `kind` and, when printed, with level `op` `level` (2.3.3)."""
    filters = (Filter("level", LEVEL_OPS[op], level),) if level is not None else ()
    return Step("exile", target=Selector(who="enemy", kind=kind, zone="trash", count=n, up_to=up_to,
                                         filters=filters), zone_to="removal")


def battling_of(yours: Selector) -> Selector:
    """"the battle opponent of one of your SEL" (7.1.1, 7.1.2): `yours` names your character."""
    return replace(yours, who="battling_of_yours")


ADJACENT = Filter("adjacent", "==", True)  # in an area left or right of this character's (5.5.7)


def yours_adjacent(kind: str, all_: bool = False) -> Selector:
    return Selector(who="yours", kind=kind, all=all_, filters=(ADJACENT,))


def swap_with(kind: str, adjacent: bool) -> Step:
    """11.9.1: this character and one other of yours (adjacent to it, 5.5.7) swap places."""
    return Step("swap", target=Selector(who="yours", kind=kind, other=True,
                                        filters=(ADJACENT,) if adjacent else ()))


def recover(kind: str, character: tuple[str, ...] = (), or_kind: str | None = None) -> Step:
    """One card of your discard area (public, 3.7.2) put into your hand: of `kind` (with 『X』),
    or any card of `or_kind` ("one scene or 『X』 card")."""
    filters = [Filter("character", "has", character)] if character else []
    if or_kind:
        filters.append(Filter("or_kind", "==", or_kind))
    return Step("add_to_hand", target=Selector(who="yours", kind=kind, zone="trash", filters=tuple(filters)),
                zone_from="trash")


THIS_SCENE = Selector(who="this", kind="scene", zone="scene")  # the scene whose text it is (6.1.1)
TRASH_THIS = Cost(extra=(("trash_this", True),))  # 9.4.3: "Send this scene to your discard area"


def trash_this() -> Step:
    """"send this scene to its owner's discard area" (6.1.1: while it is the scene)."""
    return Step("to_trash", target=THIS_SCENE)


OPPONENTS_SCENE = Selector(who="enemy", kind="scene", zone="scene")  # the one scene, if theirs (6.1.1)


def return_scene() -> Step:
    return Step("return_to_hand", target=OPPONENTS_SCENE, zone_to="hand")


# the steps that move n cards: as (A) of 11.4 not done at all unless all n can be (11.4.4)
_COUNTED = ("draw", "mill", "discard", "exile")


def in_full(first: list[Step]) -> list[Step]:
    """11.4.4: the (A) of "You may (A), to (B)" is done in full or not at all (a step of n
    cards is `whole`; elsewhere a part that cannot be done in full is done as far as it can,
    1.2.3, 11.19.2, 11.20.1)."""
    return [replace(s, extra=(*s.extra, ("whole", True))) if _cards_moved(s) > 1 and not s.get("whole") else s
            for s in first]  # one card is done in full or not at all anyway


def _cards_moved(step: Step) -> int:
    if step.verb not in _COUNTED:
        return 0
    if step.verb == "exile":
        return step.target.count if step.target is not None and not step.target.up_to else 0
    return step.amount.n if step.amount is not None and step.amount.count_of is None else 0


def then_if_done(first: list[Step], then: Body) -> Body:
    """11.4: "You may (A), to (B)": B only if A was done in full (11.4.3), A in full or not at
    all (11.4.4); the whole is 「可」."""
    return Body([*in_full(first), *(replace(s, if_done=True) for s in then.steps)], optional=True,
                conditions=list(then.conditions))


def hand_cards(kind: str = "card", character: tuple[str, ...] = (), n: int = 1) -> Selector:
    """n cards of your hand: any, or of `kind` / 『X』 ("one scene card", "one 『X』 card", 2.3.6, 2.3.2)."""
    filters = (Filter("character", "has", character),) if character else ()
    return Selector(who="yours", kind=kind, zone="hand", count=n, filters=filters)


def discard_hand(n: int = 1, first: bool = False, of: Selector | None = None, whole: bool = False) -> Step:
    """Discard from your hand: after a draw (11.20, `if_done`) or as 11.4's (A) (`first`); `of`:
    only cards of a printed noun / 『X』. `whole`: the (A) of "(A), to (B)", not done at all
    unless all n can be discarded (11.4.4; otherwise as many as there are, 1.2.3)."""
    return Step("discard", amount=Amount(n), player="self", if_done=not first, target=of,
                extra=(("whole", True),) if whole else ())


def reveal_pick(n: int, pick: Selector) -> list[Step]:
    """11.11 and 11.4: reveal the top n; you may put one matching card into your hand; the
    rest go to the discard area."""
    return [Step("reveal", amount=Amount(n), zone_from="deck_top", player="self"),
            Step("add_to_hand", target=pick, if_done=True, may=True),
            Step("to_trash", target=Selector(who="remaining", kind="card", all=True))]


def looked(kind: str, character: tuple[str, ...] = (), types: tuple[str, ...] = (),
           level: int | None = None, or_named: str | None = None) -> Selector:
    """A revealed card to pick: of `kind`, 『X』 (2.3.2), TYPE 【X】 (2.3.4), level (2.3.3); or,
    `or_named`, any card with 「X」 in its card name (2.3.1.2)."""
    filters = [Filter("character", "has", character)] if character else []
    if or_named:
        filters.append(Filter("or_named", "==", or_named))
    if types:
        filters.append(Filter("type", "has", types))
    if level is not None:
        filters.append(Filter("level", "==", level))
    return Selector(who="looked", kind=kind, filters=tuple(filters))


def trash_scene(who: str, rounds: int, op: str = "<=") -> Step:
    """6.1.1: the one scene, if its round is as the text says (2.4.2) and it is whose the text says."""
    return Step("to_trash", target=Selector(who=who, kind="scene", filters=(Filter("round", op, rounds),)))


def copies_any() -> Step:
    return Step("deck_limit", extra=(("any_number", True),))  # 9.1.1


def copies(n: int) -> Step:
    """9.1.1: "A deck may include up to n copies of this card." (a deck-building effect)."""
    return Step("deck_copies", amount=Amount(n))


def charge(n: int, name: str | None = None, target: Selector | None = None) -> Step:
    """11.17.1: 充能(X)【○○】: reveal up to X from the top of your deck and put them face down
    under one of your characters with 【○○】 in its character name (or the one the text names)."""
    if target is None:
        filters = (Filter("character_contains", "==", name),) if name else ()
        target = Selector(who="yours", kind="character", filters=filters)
    return Step("charge", target=target, amount=Amount(n))


def battle_result(target: Selector, result: str, until: Duration) -> Step:
    """11.16: the character's battle is won ("win") or a tie ("draw")."""
    return Step("battle_result", target=target, until=until, extra=(("result", result),))


def return_top(target: Selector) -> Step:
    """11.12: the top card of the character goes to its owner's hand."""
    return Step("return_top", target=target, zone_to="hand")


def return_character(target: Selector) -> Step:
    """A whole character (its stack) to its owner's hand (12.4.1: its area is vacant)."""
    return Step("return_to_hand", target=target, zone_to="hand")


def also(first: Body, then: Body) -> Body:
    """11.14: 「(A)。此外，(B)。」: B is done even when A cannot be or is not done (11.14.2);
    A's 「可」 asks before A only, B's before B."""
    def optional_first(body: Body) -> list[Step]:
        steps = list(body.steps)
        if body.optional and steps:
            steps[0] = replace(steps[0], may=True)
        return steps
    return Body(optional_first(first) + optional_first(then), conditions=first.conditions + then.conditions)


def cond_types(types: tuple[str, ...]) -> Condition:
    return Condition.of("opponent_type", types=types)  # 7.1.1, 9.3.2


def cond_opponent_state(states: tuple[str, ...]) -> Condition:
    return Condition.of("opponent_state", states=states)


def cond_opponent_kind(kind: str) -> Condition:
    return Condition.of("opponent_kind", noun=kind)  # 7.1.1, 2.2.1


def cond_count(kind: str, states: tuple[str, ...], n: int) -> Condition:
    """"While you have n or more DOUBLE Ultra Heroes" (9.3.1)."""
    return Condition.of("count", who="yours", noun=kind, states=states, op=">=", n=n)


def cond_present(character: str | tuple[str, ...]) -> Condition:
    """11.5.1: "If you have 『X』" (a name) or "『A』 or 『B』" (a tuple: any of them)."""
    if isinstance(character, tuple):
        return Condition.of("present_any", character=character)  # `character`: blanked by check as a printed name
    return Condition.of("present", character=character)


def cond_adjacent(character: str, both: bool = False) -> Condition:
    if both:  # "adjacent to both the left and right of this character"
        return Condition.of("adjacent", character=character, both=True)  # 5.5.7
    return Condition.of("adjacent", character=character)  # 5.5.7


def cond_charge(n: int) -> Condition:
    """"While this character has n or more charge cards" (11.17.1)."""
    return Condition.of("charge_count", op=">=", n=n)


def detach_cost(n: int) -> Cost:
    """9.4.3: put n of this character's charge cards into the discard area (11.17)."""
    return Cost(extra=(("detach", n),))


LEAD = Condition.of("lead_player")  # 5.2.1
OWN_SCENE = Condition.of("own_scene")  # 6.1.1: "While you have a scene"
FREE = Cost(extra=(("none", True),))  # 9.4.3: 無消耗


def exile_own_cost(n: int, of: Selector) -> Cost:
    """s17-games, 9.4.3: remove n cards of your discard area from the game (3.8.1), of a printed noun / 『X』."""
    return Cost(exile=replace(of, zone="trash", count=n))


def discard_cost(n: int, of: Selector | None = None) -> Cost:
    """9.4.3: discard n cards of your hand (`of`: of a printed noun / 『X』)."""
    return Cost(discard=of or Selector(who="yours", kind="card", zone="hand", count=n))


def match_body(text: str, leads: list[tuple[re.Pattern[str], object]],
               templates: list[tuple[re.Pattern[str], object]]) -> Body:
    """Leading conditions ("If you have 『X』," 11.5), then one whole-body template; 「(A)。此外，
    (B)。」 (11.14) is two bodies, each read so (a leading condition there: unsure whose, unread)."""
    parts = ALSO.split(text, maxsplit=1)
    if len(parts) == 2:
        first, then = (match_body(part[:1].upper() + part[1:], leads, templates) for part in parts)
        if first.conditions or then.conditions:
            raise Unread(text)
        return also(first, then)
    conditions: list[Condition] = []
    moved = True
    while moved:
        moved = False
        for pattern, build in leads:
            m = pattern.match(text)
            if m:
                conditions.append(build(m))  # type: ignore[operator]
                text = text[m.end():]
                text = text[:1].upper() + text[1:]  # "If you have 『X』, you may …" -> "You may …"
                moved = True
    for pattern, build in templates:
        m = pattern.fullmatch(text)
        if m:
            body: Body = build(m)  # type: ignore[operator]
            body.conditions = conditions + body.conditions
            return body
    raise Unread(text)
