"""UCG's English grammar: patterns and builders (docs/cards/ucg-templates.md, en column).

"You may A, to B" is 11.4 (A is done first; B only if A was done in full); "When you draw
with this effect, B" is 11.20; "for this turn" is 5.10.2; "this character's battle
opponent" is 7.1.1."""

from __future__ import annotations

import re

from ....core.effects.model import Cost
from . import en_parts
from .build import (
    FREE,
    LASTING,
    LEAD,
    OWN_SCENE,
    STAYS,
    THIS,
    TRASH_THIS,
    Body,
    Unread,
    battle_result,
    bp,
    bp_for_every,
    cond_adjacent,
    cond_charge,
    cond_count,
    cond_opponent_kind,
    cond_opponent_state,
    cond_present,
    cond_types,
    copies,
    copies_any,
    detach_cost,
    discard_cost,
    discard_hand,
    exile_own_cost,
    extra,
    grade,
    hand_to_deck_up_to,
    looked,
    match_body,
    names_in,
    recover,
    reveal_pick,
    states_of,
)

REMINDER = re.compile(r"\s*\(\*[^)]*\)\.?")  # (*BP will not be less than 0) 11.7.2
# the vocabulary the parts share (en_parts): numbers, SEL words, TYPE 【X】 (2.3.4), states (2.3.5.2)
NUMBERS, TYPES, _KINDS, number = en_parts.NUMBERS, en_parts.TYPE_WORDS, en_parts.KINDS, en_parts.number
_N, _TYPES, _STATES, _NAMES = en_parts.N, en_parts.TYPES, en_parts.STATES, en_parts.NAMES
_NAME = r"『(?P<name>[^』]+)』"
_GRADE = r"(?P<dir>increases|decreases) by 1"


def types(m: re.Match[str]) -> tuple[str, ...]:
    return en_parts.type_words(m["types"])


def _pick(m: re.Match[str]) -> Body:
    phrase = m["pick"]
    name = re.fullmatch(rf"{_NAMES}(?: card)?(?: with TYPE {_TYPES})?", phrase)
    card_or_names = re.fullmatch(rf"「(?P<card>[^」]+)」, {_NAMES}(?: card)?", phrase)
    levelled = re.fullmatch(r"level (?P<lv>\d) 『(?P<a>[^』]+)』 or level (?P=lv) 『(?P<b>[^』]+)』 card", phrase)
    if name:
        pick = looked("character", names_in(name["names"]), types(name) if name["types"] else ())
    elif card_or_names:  # "one 「X」, 『A』, or 『B』 card" (2.3.1.2, 2.3.2)
        pick = looked("character", names_in(card_or_names["names"]), or_named=card_or_names["card"])
    elif levelled:  # "one level 3 『A』 or level 3 『B』 card" (2.3.3)
        pick = looked("character", (levelled["a"], levelled["b"]), level=int(levelled["lv"]))
    else:
        kinds = {"Ultra Hero card": "ultraman", "Kaiju card": "kaiju", "scene card": "scene",
                 "character card": "character", "card": "card"}
        if phrase not in kinds:
            raise Unread(phrase)
        pick = looked(kinds[phrase])
    steps = reveal_pick(number(m["n"]), pick)
    if m["discard"]:  # "If you put a card into your hand with this effect, discard one …" (11.20.2)
        steps.append(discard_hand(1))
    return Body(steps, optional=True)


_CARD_KINDS = {"scene card": "scene", "Ultra Hero card": "ultraman", "Kaiju card": "kaiju",
               "character card": "character", "card": "card"}


def _recover(m: re.Match[str]) -> object:
    """"one scene card", "one 『X』 card", "one scene or 『X』 card", "one scene card or one 『X』 card"."""
    phrase = m["pick"]
    if phrase in _CARD_KINDS:
        return recover(_CARD_KINDS[phrase])
    named = re.fullmatch(rf"(?P<scene>scene (?:card )?or (?:one )?)?{_NAMES} card", phrase)
    if not named:
        raise Unread(phrase)
    return recover("character", names_in(named["names"]), "scene" if named["scene"] else None)


_DECK_PLACES = {"bottom": "deck_bottom", "top": "deck_top", "top or bottom": "deck_top_or_bottom"}

# Bodies of 《…》 and [Activate] abilities.
TRIGGERED = [(re.compile(p), b) for p, b in [
    (rf"You may reveal the top {_N} cards of your deck, to put one (?P<pick>.+?) from among them into your "
     r"hand(?:, and|\. Then,) send the rest to your discard area\.(?P<discard> If you put a card into your hand "
     r"with this effect, discard one card from your hand\.)?", _pick),
    (rf"You may return up to {_N} cards from your hand to the (?P<place>bottom|top) of your deck in any order\. "
     r"If you returned cards to your deck with this effect, draw that many cards\.",
     lambda m: Body(hand_to_deck_up_to(number(m["n"]), _DECK_PLACES[m["place"]]), optional=True)),
    # no period printed: the change lasts (5.10.2 ends only what says "for this turn")
    (r"Give this character (?P<bp>[+-]\d+) BP\.", lambda m: Body([bp(THIS, int(m["bp"]), STAYS)])),
]]
# "If you have 『X』, you may …" (11.5); "If you are the Lead player for this turn, …" (5.2.1);
# "If this character's battle opponent is a Kaiju / is DOUBLE / has TYPE 【X】, …" (7.1.1, 11.5.1).
_OPPONENT_IF = "If this character's battle opponent "
LEADS = [(re.compile(p), b) for p, b in [
    (_OPPONENT_IF + r"is (?:a|an) (?P<kind>Ultra Hero|Kaiju), ",
     lambda m: cond_opponent_kind(_KINDS[m["kind"].lower()])),
    (_OPPONENT_IF + rf"is {_STATES}, ", lambda m: cond_opponent_state(states_of(m["states"]))),
    (_OPPONENT_IF + rf"has TYPE {_TYPES}, ", lambda m: cond_types(types(m))),
    (rf"If you have {_NAME}, ", lambda m: cond_present(m["name"])),
    (rf"If you have {_NAMES}, ", lambda m: cond_present(names_in(m["names"]))),  # 『A』 or 『B』 (11.5.1)
    (r"If you are the Lead player for this turn, ", lambda m: LEAD),
    (rf"If you have (?:a|an|(?P<n>\d+|two|three|four) or more) (?:{_STATES} )?(?P<kind>Ultra Heroes|Ultra Hero|Kaiju|"
     r"characters|character), ",
     lambda m: cond_count(_KINDS[m["kind"].lower()], states_of(m["states"] or ""), number(m["n"] or "1"))),
]]


def _grade_self(m: re.Match[str]) -> object:
    return grade(THIS, 1 if m["dir"] == "increases" else -1, LASTING)


_SELF_CHANGE = rf"(?:this character's BP grade {_GRADE}|give this character (?P<bp>\+\d+) BP|this character's BP (?P<extra>becomes EXTRA))"


def _self_change(m: re.Match[str]) -> object:
    if m["extra"]:
        return extra()
    if m["bp"]:
        return bp(THIS, int(m["bp"]), LASTING)
    return _grade_self(m)


CONTINUOUS = [(re.compile(p), b) for p, b in [
    (r"Give this character (?P<bp>\+\d+) BP\.", lambda m: Body([bp(THIS, int(m["bp"]), LASTING)])),
    # s17-games round 2: a BP+ for every N cards of the opponent's hand (9.3.1, 11.7.1)
    (rf"For every {_N} cards in an opponent's hand, give this character (?P<bp>\+\d+) BP\.",
     lambda m: Body([bp_for_every(number(m["n"]), int(m["bp"]))])),
    (r"This character wins its battle\.", lambda m: Body([battle_result(THIS, "win", LASTING)])),  # 11.16.1
    (rf"While this character has {_N} or more charge cards, {_SELF_CHANGE}\.",  # 11.17.1
     lambda m: Body([_self_change(m)], conditions=[cond_charge(number(m["n"]))])),  # type: ignore[list-item]
    (rf"While you have a scene, {_SELF_CHANGE}\.", lambda m: Body([_self_change(m)], conditions=[OWN_SCENE])),  # type: ignore[list-item]
    (rf"While this character's battle opponent has TYPE {_TYPES}, {_SELF_CHANGE}\.",
     lambda m: Body([_self_change(m)], conditions=[cond_types(types(m))])),  # type: ignore[list-item]
    (rf"While this character's battle opponent is (?:a|an) (?P<kind>Ultra Hero|Kaiju), {_SELF_CHANGE}\.",
     lambda m: Body([_self_change(m)], conditions=[cond_opponent_kind(_KINDS[m["kind"].lower()])])),  # type: ignore[list-item]
    (rf"While this character's battle opponent is {_STATES}, {_SELF_CHANGE}\.",
     lambda m: Body([_self_change(m)], conditions=[cond_opponent_state(states_of(m["states"]))])),  # type: ignore[list-item]
    (rf"While you have {_N} or more (?:{_STATES} )?(?P<kind>Ultra Heroes|Kaiju|characters), {_SELF_CHANGE}\.",
     lambda m: Body([_self_change(m)], conditions=[cond_count(  # type: ignore[list-item]
         _KINDS[m["kind"].lower()], states_of(m["states"] or ""), number(m["n"]))])),
    (rf"While {_NAME} is adjacent to (?P<both>both )?the left (?:or|and) right of this character, {_SELF_CHANGE}\.",
     lambda m: Body([_self_change(m)], conditions=[cond_adjacent(m["name"], bool(m["both"]))])),  # type: ignore[list-item]
]]

_TRIGGERS = {"When this character enters play": "on_enter", "When this scene enters play": "on_scene_enter",
             "Whenever a scene enters play": "on_any_scene_enter"}
_ACTIVATE = re.compile(r"\[Activate\] ?\((?P<times>Once|Twice|Three times) per turn\) ?(?P<cost>.+?) ?→ ?(?P<body>.+)")
_TIMES = {"Once": "once_per_turn", "Twice": "2_per_turn", "Three times": "3_per_turn"}
_COSTS = [(re.compile(p), b) for p, b in [
    (r"No cost", lambda m: FREE),
    (r"Send this scene to (?:your|its owner's) discard area", lambda m: TRASH_THIS),  # 9.4.3, 6.1.1
    (rf"Discard {_N} (?P<pick>(?!cards? from).+?) from your hand",  # "Discard one 『X』 card from your hand"
     lambda m: discard_cost(number(m["n"]), en_parts.hand_pick(m["pick"], number(m["n"])))),
    (rf"Discard {_N} cards? from your hand", lambda m: discard_cost(number(m["n"]))),
    # s17-games: "Exile two 『X』 cards in your discard area from the game" (3.8.1, 9.4.3)
    (rf"Exile {_N} (?P<pick>.+?) in your discard area from the game",
     lambda m: exile_own_cost(number(m["n"]), en_parts.hand_pick(m["pick"], number(m["n"])))),
    (rf"Put {_N} charge cards? of this character into the discard area", lambda m: detach_cost(number(m["n"]))),
]]
_DECK = re.compile(rf"A deck may include (?:any number|up to {_N} copies) of this card\.")


def header(text: str) -> tuple[str | None, str | None, Cost | None, str]:
    """(timing, limit, cost, body)."""
    text = re.sub(r"\s+([,.])", r"\1", text)  # "TYPE 【POWER】 , this" as printed
    m = re.match(r"《(?P<t>[^》]+)》 ?", text)
    if m:
        timing = _TRIGGERS.get(m["t"])
        if timing is None:
            raise Unread(f"《{m['t']}》")
        return timing, None, None, text[m.end():]
    m = _ACTIVATE.fullmatch(text)
    if m:
        for pattern, build in _COSTS:
            c = pattern.fullmatch(m["cost"])
            if c:
                return "activate", _TIMES[m["times"]], build(c), m["body"]  # type: ignore[operator]
        raise Unread(m["cost"])
    if text.startswith("[Activate]"):
        raise Unread(text)
    if _DECK.fullmatch(text):
        return "deckbuilding", None, None, text
    return "continuous", None, None, text


def deckbuilding(text: str) -> list:
    m = _DECK.fullmatch(text)
    return [copies(number(m["n"]))] if m and m["n"] else [copies_any()]


def body(text: str, timing: str | None) -> Body:
    if timing == "continuous":
        return match_body(text, [], CONTINUOUS)
    if text.startswith(_OPPONENT_IF) and "." not in text[:-1]:  # one sentence: "that character" is the opponent
        text = text.replace("that character", "this character's battle opponent")
    try:  # the grammar by parts first (en_parts), then the whole-sentence templates above
        return match_body(text, LEADS, _BY_PARTS)
    except Unread:
        return match_body(text, LEADS, TRIGGERED)


_BY_PARTS = [(re.compile(r".+", re.S), lambda m: en_parts.sentence(m[0]))]
