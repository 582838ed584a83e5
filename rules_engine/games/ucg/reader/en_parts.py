"""UCG's English grammar by parts: a body sentence is read as
`LEAD* [You may] CLAUSE [, to CLAUSE]. FOLLOW*` where every part is read on its own and any
known parts combine, even in a combination no printed card shows yet (issue 29: a new set
prints known parts in new combinations). A part not fully consumed raises `Unread`: the
whole effect is by hand.

Parts, each with its rule:

* TARGET (7.1): "this character" (7.1.2), "this character's battle opponent" (7.1.1), "the
  battle opponent of one of your SEL" (7.1.1: you choose among the opponents of yours),
  "one of your SEL", "one of your opponent's SEL" / "one opponent's SEL", "all (of) your
  (opponent's) SEL", "one SEL adjacent to the left or right of this character" / "the SEL
  adjacent to this character" (5.5.7), "another one of your SEL" (not this character), "up to
  two of your (opponent's) SEL" (chosen one at a time).
* SEL (2.3): [SINGLE|DOUBLE|TRIPLE|QUAD …] (2.3.5.2) 『X』 (or 『Y』) (2.3.2) / Ultra Hero(es) /
  Kaiju / character(s) (2.3.6), [with TYPE 【X】 (or 【Y】)] (2.3.4).
* CHANGE: "+N BP" / "-N BP" [each] (11.7), "a BP grade increase/decrease by 1" (11.6), with
  "for this turn" (5.10.2).
* CLAUSE (a verb phrase): give TARGET CHANGE for this turn; draw N cards (11.10); send the
  top N cards of your deck to your discard area (3.7.2); exile … in an opponent's discard
  area from the game (3.8.1); discard one card from your hand; return the top card of TARGET
  to its owner's hand (11.12.1); return one of your opponent's characters to its owner's hand
  (12.4.1); put one X from your discard area into your hand (3.7.2).
* "You may (A), to (B)" (11.4): (A) is one of the parts that can be done in full or not at
  all (discard one card, send the top N cards — `whole`, 11.4.4 —, exile); (B) any CLAUSE,
  done only if (A) was done in full (11.4.3).
* CLAUSE (continued): "all of your SEL have their BP grade increase by 1 for this turn" (11.6.1);
  "send this scene to its owner's discard area" (6.1.1).
* FOLLOW: "When you draw with this effect, CLAUSE." after a draw (11.20); "If you do, CLAUSE."
  (11.20.2); "Then, CLAUSE." (11.2: done regardless).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from ....core.effects.model import Selector, Step
from .build import (
    ADJACENT,
    BATTLING,
    THIS,
    TURN,
    Body,
    Unread,
    battle_result,
    battling_of,
    bp,
    charge,
    chars,
    discard_hand,
    draw,
    exile,
    grade,
    hand_cards,
    hand_to_deck,
    if_done_after,
    in_full,
    mill,
    names_in,
    opponent_draw,
    return_character,
    return_scene,
    return_top,
    states_of,
    swap_with,
    trash_scene,
    trash_this,
)

NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
TYPE_WORDS = {"BASIC": "basic", "POWER": "power", "SPEED": "speed", "ARMED": "armed", "HAZARD": "hazard",
              "DEVASTATION": "devastation", "INVASION": "invasion", "METEO": "meteor"}
N = r"(?P<n>\d+|a|an|one|two|three|four|five|six)"
STATES = r"(?P<states>(?:SINGLE|DOUBLE|TRIPLE|QUAD)(?:,? (?:or )?(?:SINGLE|DOUBLE|TRIPLE|QUAD))*)"
TYPES = r"(?P<types>【[A-Z]+】(?:,? (?:or )?【[A-Z]+】)*)"
NAMES = r"(?P<names>『[^』]+』(?:,? (?:or )?『[^』]+』)*)"
KINDS = {"ultra hero": "ultraman", "ultra heroes": "ultraman", "kaiju": "kaiju", "character": "character",
         "characters": "character"}
_KIND = r"(?P<kind>Ultra Heroes|Ultra Hero|Kaiju|characters|character)"


def number(word: str) -> int:
    return int(word) if word.isdigit() else NUMBERS[word.lower()]


def type_words(phrase: str) -> tuple[str, ...]:
    """【POWER】 or 【SPEED】 -> ("power", "speed") (2.3.4); an unknown TYPE is unread."""
    words = re.findall(r"【([A-Z]+)】", phrase)
    if any(w not in TYPE_WORDS for w in words):
        raise Unread(phrase)
    return tuple(TYPE_WORDS[w] for w in words)


def sel(phrase: str) -> tuple[str, dict]:
    """SEL (2.3): "Ultra Heroes", "Kaiju", "characters", "『X』", "DOUBLE 『X』", "SINGLE or
    DOUBLE Ultra Heroes", "characters with TYPE 【X】" -> (noun, filters for `chars`)."""
    m = re.fullmatch(rf"(?:{STATES} )?(?:{NAMES}|{_KIND})(?: with TYPE {TYPES})?", phrase)
    if not m:
        raise Unread(phrase)
    kind = KINDS[m["kind"].lower()] if m["kind"] else "character"
    found: dict = {"character": names_in(m["names"]), "states": states_of(m["states"] or "")}
    if m["types"]:
        found["types"] = type_words(m["types"])
    return kind, found


def target(phrase: str) -> Selector:
    """TARGET (7.1): the characters a clause acts on."""
    if phrase == "this character":
        return THIS  # 7.1.2
    if phrase == "this character's battle opponent":
        return BATTLING  # 7.1.1
    if phrase.startswith("the battle opponent of "):  # 7.1.1: of one of your characters
        yours = target(phrase.removeprefix("the battle opponent of "))
        if yours.who != "yours" or yours.all or yours.filter("adjacent"):
            raise Unread(phrase)
        return battling_of(yours)
    m = re.fullmatch(r"up to (?P<n>two|three|four|five) of your (?P<opp>opponent's )?(?P<sel>.+)", phrase)
    if m:  # chosen one at a time, each once (7.1.2)
        kind, found = sel(m["sel"])
        return replace(chars(kind, "enemy" if m["opp"] else "yours", count=number(m["n"]), **found), up_to=True)
    if phrase.startswith("another one of your "):  # not this character
        kind, found = sel(phrase.removeprefix("another one of your "))
        return replace(chars(kind, **found), other=True)
    if phrase in ("one opponent's character", "one of your opponent's characters"):
        return chars(who="enemy")
    m = re.fullmatch(r"one (?P<who>of your opponent's |opponent's |of your )?(?P<sel>.+?)"
                     r"(?P<adj> adjacent to the left or right of this character)?", phrase)
    if m and m["who"] is not None and not m["adj"]:
        kind, found = sel(m["sel"])
        return chars(kind, "yours" if m["who"] == "of your " else "enemy", **found)
    if m and m["who"] is None and m["adj"]:  # 5.5.7: one of yours left or right of this one
        kind, found = sel(m["sel"])
        return _adjacent(chars(kind, **found))
    m = re.fullmatch(r"the (?P<sel>.+?) adjacent to this character", phrase)
    if m:  # 5.5.7: all of yours left and right of this one
        kind, found = sel(m["sel"])
        return _adjacent(chars(kind, all_=True, **found))
    m = re.fullmatch(r"all (?:of )?your (?P<opp>opponent's )?(?P<sel>.+)", phrase)
    if m:
        kind, found = sel(m["sel"])
        return chars(kind, "enemy" if m["opp"] else "yours", all_=True, **found)
    raise Unread(phrase)


def _all_of(phrase: str) -> Selector:
    aim = target(phrase)
    if not aim.all:
        raise Unread(phrase)
    return aim


_HAND_KINDS = {"scene card": "scene", "Ultra Hero card": "ultraman", "Kaiju card": "kaiju",
               "character card": "character"}


def hand_pick(phrase: str, n: int) -> Selector:
    """The hand cards a discard names: "scene card", "Kaiju card", "『A』 or 『B』 card(s)"."""
    if phrase.removesuffix("s") in _HAND_KINDS:
        return hand_cards(_HAND_KINDS[phrase.removesuffix("s")], n=n)
    m = re.fullmatch(rf"{NAMES} cards?", phrase)
    if not m:
        raise Unread(phrase)
    return hand_cards("character", names_in(m["names"]), n)


def _adjacent(s: Selector) -> Selector:
    return replace(s, filters=(*s.filters, ADJACENT))


_CHANGE = re.compile(r"(?:(?P<bp>[+-]\d+) BP(?P<each> each)?|a BP grade (?P<grade>increase|decrease) by 1)")


def give(phrase: str) -> Step:
    """"give TARGET CHANGE for this turn" (11.6, 11.7, 5.10.2): TARGET is what stands before
    the change (the last change in the phrase, so a 『name』 cannot be taken for it)."""
    m = re.fullmatch(rf"give (?P<target>.+) {_CHANGE.pattern} for this turn", phrase)
    if not m:
        raise Unread(phrase)
    aim = target(m["target"])
    if m["each"] and not (aim.all or aim.up_to):
        raise Unread(phrase)  # "each" names several characters: one chosen would misread it
    if m["grade"]:
        return grade(aim, 1 if m["grade"] == "increase" else -1, TURN)
    return bp(aim, int(m["bp"]), TURN)


_EXILE = re.compile(r"exile (?:one|up to (?P<upto>two|three)) (?:level (?P<lv>\d+)(?P<op> or lower| or higher|) )?"
                    r"(?P<what>cards?|character cards?) in an opponent's discard area from the game")
_OPS = {" or lower": "<=", " or higher": ">=", "": "=="}


def _exile(m: re.Match[str]) -> list[Step]:
    n = number(m["upto"]) if m["upto"] else 1
    kind = "character" if m["what"].startswith("character") else "card"
    return [exile(n, bool(m["upto"]), kind, int(m["lv"]) if m["lv"] else None, _OPS[m["op"] or ""])]


Clause = Callable[[re.Match[str]], list[Step]]


def _recover(m: re.Match[str]) -> list[Step]:
    from .en import _recover as recover_pick  # the discard-area pick phrases, one place

    return [recover_pick(m)]  # type: ignore[list]


# CLAUSE: (pattern, steps, may it be the (A) of "(A), to (B)" — done in full or not at all, 11.4.4)
CLAUSES: list[tuple[re.Pattern[str], Clause, bool]] = [(re.compile(p), b, a) for p, b, a in [
    (r"give .+ for this turn", lambda m: [give(m[0])], False),
    # "All of your 『X』 have their BP grade increase by 1 for this turn" (11.6.1): the same change
    (r"(?P<target>all (?:of )?your .+?) have their BP grade (?P<dir>increase|decrease) by 1 for this turn",
     lambda m: [grade(_all_of(m["target"]), 1 if m["dir"] == "increase" else -1, TURN)], False),
    (r"send this scene to (?:its owner's|your) discard area", lambda m: [trash_this()], False),  # 6.1.1
    (rf"draw {N} cards?", lambda m: [draw(number(m["n"]))], True),  # 11.10
    (rf"your opponent may draw {N} cards?", lambda m: [opponent_draw(number(m["n"]))], False),  # 11.10.1, 11.3
    (rf"send the top {N} cards? of your deck to your discard area",
     lambda m: [mill(number(m["n"]))], True),  # 3.7.2
    (_EXILE.pattern, _exile, True),  # 3.8.1
    (r"discard one card from your hand", lambda m: [discard_hand(1, first=True)], True),
    (rf"discard {N} cards from your hand", lambda m: [discard_hand(number(m["n"]), first=True)], True),
    (r"discard one (?P<pick>.+?) from your hand",  # "one scene card", "one 『X』 card" (2.3.6, 2.3.2)
     lambda m: [discard_hand(1, first=True, of=hand_pick(m["pick"], 1))], True),
    # 11.12.1; as (A): done when the top card went to the hand
    (r"(?:return|put) the top card of (?P<target>.+?) (?:to|into) (?:its owner's|their|your) hand",
     lambda m: [return_top(target(m["target"]))], True),
    (r"return (?P<target>one of your opponent's characters|one opponent's character) to its owner's hand",
     lambda m: [return_character(target(m["target"]))], False),  # 12.4.1
    (r"put one (?P<pick>.+?) from your discard area into your hand", _recover, False),  # 3.7.2
    (r"return one of your opponent's scenes to (?:their|its owner's) hand", lambda m: [return_scene()], False),
    (r"send one (?P<opp>opponent's )?scene with round (?P<r>\d+)(?P<op> or lower| or higher|) to "
     r"(?:its owner's|their) discard area",  # 6.1.1, 2.4.2
     lambda m: [trash_scene("enemy" if m["opp"] else "any", int(m["r"]), _OPS[m["op"]])], False),
    (r"swap the place of this character with one (?:of your )?(?P<kind>Ultra Heroes|Ultra Hero|Kaiju|"
     r"characters|character)(?P<adj> adjacent to the left or right of this character)?",  # 11.9.1, 5.5.7
     lambda m: [swap_with(KINDS[m["kind"].lower()], bool(m["adj"]))], False),
    (r"have (?P<one>one of your characters|this character) win its battle for this turn",  # 11.16.1
     lambda m: [battle_result(THIS if m["one"] == "this character" else chars(), "win", TURN)], False),
    (r"have this character's battle be a tie for this turn",
     lambda m: [battle_result(THIS, "draw", TURN)], False),  # 11.16.1
    (r"charge \((?P<n>\d+)\)【(?P<name>[^】]+)】", lambda m: [charge(int(m["n"]), m["name"])], False),  # 11.17.1
    (r"charge \((?P<n>\d+)\) to one of your characters", lambda m: [charge(int(m["n"]), target=chars())], False),
]]


def clause(text: str, *, as_cost: bool = False) -> list[Step]:
    """One verb phrase (lower-case, no period), wholly consumed."""
    for pattern, build, cost_like in CLAUSES:
        m = pattern.fullmatch(text)
        if m and (cost_like or not as_cost):
            steps = build(m)
            return in_full(steps) if as_cost else steps  # (A) of "(A), to (B)": 11.4.4
    raise Unread(text)


_FOLLOW = re.compile(r" (?P<how>When (?:you|they) draw with this effect|If you do|Then), (?P<clause>[^.]+)\.")


_PLACES = {"bottom": "deck_bottom", "top": "deck_top", "top or bottom": "deck_top_or_bottom"}
# read only after another sentence: "return one card from your hand to the bottom of your deck" (11.20)
_AFTER = re.compile(r"return one card from your hand to the (?P<place>bottom|top or bottom|top) of your deck")


def follow(steps: list[Step], rest: str) -> list[Step]:
    """The sentences after the first: 11.20 ("When you draw with this effect", "If you do":
    only if the step before was done in full) or 11.2 ("Then,": regardless)."""
    while rest:
        m = _FOLLOW.match(rest)
        if not m:
            raise Unread(rest.strip())
        after = _AFTER.fullmatch(m["clause"])
        more = [hand_to_deck(_PLACES[after["place"]])] if after else clause(m["clause"])
        if m["how"] == "When you draw with this effect" and (steps[-1].verb != "draw" or
                                                             steps[-1].player != "self"):
            raise Unread(m[0].strip())
        if m["how"] == "When they draw with this effect" and (steps[-1].verb != "draw" or
                                                              steps[-1].player != "opponent"):
            raise Unread(m[0].strip())  # s17-games: the opponent's draw just before (11.20.2)
        conditional = m["how"] != "Then"
        steps = [*steps, *(if_done_after(s, steps[-1]) if conditional else replace(s, if_done=False)
                           for s in more)]
        rest = rest[m.end():]
    return steps


_SENTENCE = re.compile(r"(?P<may>You may )?(?P<first>[^.]+?)(?:, to (?P<then>[^.]+))?\.(?P<rest>.*)")


def sentence(text: str) -> Body:
    """`[You may] CLAUSE [, to CLAUSE]. FOLLOW*` (leading conditions are read before, by
    `build.match_body`'s LEADS)."""
    m = _SENTENCE.fullmatch(text)
    if not m:
        raise Unread(text)
    if not m["may"] and not m["first"][:1].isupper():
        raise Unread(text)
    first = m["first"] if m["may"] else m["first"][:1].lower() + m["first"][1:]
    if m["then"] is not None:  # 11.4: "You may (A), to (B)"
        if not m["may"]:
            raise Unread(text)
        steps = clause(first, as_cost=True)
        steps += [replace(s, if_done=True) for s in clause(m["then"])]
    else:
        steps = clause(first)
    return Body(follow(steps, m["rest"]), optional=bool(m["may"]))
