"""UCG's English grammar: patterns and builders (docs/cards/ucg-templates.md, en column).

"You may A, to B" is 11.4 (A is done first; B only if A was done in full); "When you draw
with this effect, B" is 11.20; "for this turn" is 5.10.2; "this character's battle
opponent" is 7.1.1."""

from __future__ import annotations

import re
from dataclasses import replace

from ....core.effects.model import Cost
from .build import (
    BATTLING,
    FREE,
    LASTING,
    LEAD,
    OWN_SCENE,
    STAYS,
    THIS,
    TURN,
    Body,
    Unread,
    battle_result,
    bp,
    charge,
    chars,
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
    draw,
    exile,
    extra,
    grade,
    hand_to_deck,
    hand_to_deck_up_to,
    looked,
    match_body,
    mill,
    names_in,
    recover,
    return_character,
    return_scene,
    return_top,
    reveal_pick,
    states_of,
    swap_with,
    then_if_done,
    trash_scene,
    yours_adjacent,
)

NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
TYPES = {"BASIC": "basic", "POWER": "power", "SPEED": "speed", "ARMED": "armed", "HAZARD": "hazard",
         "DEVASTATION": "devastation", "INVASION": "invasion", "METEO": "meteor"}
REMINDER = re.compile(r"\s*\(\*[^)]*\)\.?")  # (*BP will not be less than 0) 11.7.2
_N = r"(?P<n>\d+|a|an|one|two|three|four|five|six)"
_TYPES = r"(?P<types>【[A-Z]+】(?:,? (?:or )?【[A-Z]+】)*)"
_STATES = r"(?P<states>(?:SINGLE|DOUBLE|TRIPLE|QUAD)(?:,? (?:or )?(?:SINGLE|DOUBLE|TRIPLE|QUAD))*)"
_NAME = r"『(?P<name>[^』]+)』"
_NAMES = r"(?P<names>『[^』]+』(?:,? (?:or )?『[^』]+』)*)"
_GRADE = r"(?P<dir>increases|decreases) by 1"
_KINDS = {"ultra hero": "ultraman", "ultra heroes": "ultraman", "kaiju": "kaiju", "character": "character",
          "characters": "character"}


def number(word: str) -> int:
    return int(word) if word.isdigit() else NUMBERS[word.lower()]


def types(m: re.Match[str]) -> tuple[str, ...]:
    words = re.findall(r"【([A-Z]+)】", m["types"])
    if any(w not in TYPES for w in words):
        raise Unread(m["types"])
    return tuple(TYPES[w] for w in words)


def own(phrase: str) -> tuple[str, dict]:
    """"Ultra Heroes", "Kaiju", "characters", "『X』", "DOUBLE 『X』", "characters with TYPE 【X】"."""
    m = re.fullmatch(rf"(?:{_STATES} )?(?:{_NAMES}|(?P<kind>Ultra Heroes|Ultra Hero|Kaiju|characters|character))"
                     rf"(?: with TYPE {_TYPES})?", phrase)
    if not m:
        raise Unread(phrase)
    kind = _KINDS[m["kind"].lower()] if m["kind"] else "character"
    found: dict = {"character": names_in(m["names"]), "states": states_of(m["states"] or "")}
    if m["types"]:
        found["types"] = types(m)
    return kind, found


def _change(m: re.Match[str], target) -> object:
    found = m.groupdict()
    if found.get("grade"):
        return grade(target, 1 if found["grade"] == "increase" else -1, TURN)
    return bp(target, int(found["bp"]), TURN)


_GIVE = r"(?:(?P<bp>[+-]\d+) BP|a BP grade (?P<grade>increase|decrease) by 1)"


def _give_own(m: re.Match[str], optional: bool) -> Body:
    kind, found = own(m["sel"])
    return Body([_change(m, chars(kind, **found))], optional=optional)  # type: ignore[list-item]


def _give_all(m: re.Match[str]) -> Body:
    kind, found = own(m["sel"])
    return Body([_change(m, chars(kind, all_=True, **found))])  # type: ignore[list-item]


def _after_discard(body: Body) -> Body:
    """11.4: "You may discard one card from your hand, to B": B only if the discard was done."""
    return Body([discard_hand(1, first=True), *(replace(s, if_done=True) for s in body.steps)], optional=True)


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


def _draw_then(m: re.Match[str], then) -> Body:
    return Body([draw(number(m["n"])), then(m)], optional=True)


_ROUND_OPS = {" or lower": "<=", " or higher": ">=", "": "=="}
_EXILE = (r"exile (?:one|up to (?P<upto>two|three)) (?:level (?P<lv>\d+)(?P<op> or lower| or higher|) )?"
          r"(?P<what>cards?|character cards?) in an opponent's discard area from the game")


def _exile(m: re.Match[str]) -> list:
    n = number(m["upto"]) if m["upto"] else 1
    kind = "character" if m["what"].startswith("character") else "card"
    return [exile(n, bool(m["upto"]), kind, int(m["lv"]) if m["lv"] else None, _ROUND_OPS[m["op"] or ""])]


def _to(first: list, rest: str) -> Body:
    """"You may (A), to (B)": B read as its own sentence ("give …", "draw …"), done only if A was
    done in full (11.4); the whole is 「可」."""
    then = None
    for sentence in (rest[:1].upper() + rest[1:], "You may " + rest):
        try:
            then = match_body(sentence, [], TRIGGERED)
            break
        except Unread:
            continue
    if then is None or then.conditions:
        raise Unread(rest)
    return then_if_done(first, then)


_MILL = rf"send the top {_N} cards? of your deck to your discard area"
_RECOVER = r"put one (?P<pick>.+?) from your discard area into your hand"
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
    (rf"You may draw {_N} cards?\. When you draw with this effect, return one card from your hand to the "
     r"(?P<place>bottom|top or bottom|top) of your deck\.",
     lambda m: _draw_then(m, lambda m: hand_to_deck(_DECK_PLACES[m["place"]]))),
    (rf"You may draw {_N} cards?\. When you draw with this effect, discard one card from your hand\.",
     lambda m: _draw_then(m, lambda m: discard_hand(1))),
    (rf"You may return up to {_N} cards from your hand to the (?P<place>bottom|top) of your deck in any order\. "
     r"If you returned cards to your deck with this effect, draw that many cards\.",
     lambda m: Body(hand_to_deck_up_to(number(m["n"]), _DECK_PLACES[m["place"]]), optional=True)),
    (rf"You may draw {_N} cards?\.", lambda m: Body([draw(number(m["n"]))], optional=True)),
    (rf"You may {_EXILE}\.", lambda m: Body(_exile(m), optional=True)),  # 3.8.1
    (rf"You may {_EXILE}, to (?P<rest>give .+)", lambda m: _to(_exile(m), m["rest"])),  # 3.8.1, 11.4
    (rf"You may {_MILL}\.", lambda m: Body([mill(number(m["n"]))], optional=True)),
    (r"You may return one of your opponent's scenes to (?:their|its owner's) hand\.",
     lambda m: Body([return_scene()], optional=True)),  # 6.1.1
    # 11.9.1, 5.5.7
    (r"You may swap the place of this character with one (?:of your )?(?P<kind>Ultra Heroes|Ultra Hero|Kaiju|"
     r"characters|character)(?P<adj> adjacent to the left or right of this character)?\.",
     lambda m: Body([swap_with(_KINDS[m["kind"].lower()], bool(m["adj"]))], optional=True)),
    (rf"You may give the (?P<kind>Ultra Heroes|Kaiju|characters) adjacent to this character {_GIVE} for this turn\.",
     lambda m: Body([_change(m, yours_adjacent(_KINDS[m["kind"].lower()], all_=True))], optional=True)),  # type: ignore[list-item]
    (rf"You may give one (?P<kind>Ultra Hero|Kaiju|character) adjacent to the left or right of this character "
     rf"{_GIVE} for this turn\.",
     lambda m: Body([_change(m, yours_adjacent(_KINDS[m["kind"].lower()]))], optional=True)),  # type: ignore[list-item]
    (r"(?P<may>You may p|P)ut one (?P<pick>.+?) from your discard area into your hand\.",
     lambda m: Body([_recover(m)], optional=m["may"] != "P")),  # type: ignore[list-item]
    (rf"You may {_RECOVER}\. If you do, discard one card from your hand\.",
     lambda m: Body([_recover(m), discard_hand(1)], optional=True)),  # type: ignore[list-item]  # 11.20
    (rf"You may {_MILL}, to (?P<rest>(?:give|draw|put one) .+)",
     lambda m: _to([mill(number(m["n"]), whole=True)], m["rest"])),  # 11.4.4
    (rf"Draw {_N} cards?\.", lambda m: Body([draw(number(m["n"]))])),
    (rf"Draw {_N} cards?\. Then, discard one card from your hand\.",  # 11.2: "Then," is not "if you do"
     lambda m: Body([draw(number(m["n"])), discard_hand(1, first=True)])),
    (rf"(?P<may>You may give|Give) this character {_GIVE} for this turn\.",
     lambda m: Body([_change(m, THIS)], optional=m["may"] != "Give")),  # type: ignore[list-item]
    (rf"Give this character's battle opponent {_GIVE} for this turn\.",
     lambda m: Body([_change(m, BATTLING)])),  # type: ignore[list-item]
    (rf"Give one (?:opponent's character|of your opponent's characters) {_GIVE} for this turn\.",
     lambda m: Body([_change(m, chars(who="enemy"))])),  # type: ignore[list-item]
    (rf"You may give this character's battle opponent {_GIVE} for this turn\.",
     lambda m: Body([_change(m, BATTLING)], optional=True)),  # type: ignore[list-item]
    (rf"You may give one of your (?P<sel>.+?) {_GIVE} for this turn\.", lambda m: _give_own(m, True)),
    (rf"You may discard one card from your hand, to draw {_N} cards?\.",
     lambda m: Body([discard_hand(1, first=True), draw(number(m["n"]), if_done=True)], optional=True)),
    (rf"You may discard one card from your hand, to give one of your (?P<sel>.+?) {_GIVE} for this turn\.",
     lambda m: _after_discard(_give_own(m, True))),
    (rf"You may give one (?:opponent's character|of your opponent's characters) {_GIVE} for this turn\.",
     lambda m: Body([_change(m, chars(who="enemy"))], optional=True)),  # type: ignore[list-item]
    (r"You may send one (?P<opp>opponent's )?scene with round (?P<r>\d+)(?P<op> or lower| or higher|) to "
     r"(?:its owner's|their) discard area\.",
     lambda m: Body([trash_scene("enemy" if m["opp"] else "any", int(m["r"]), _ROUND_OPS[m["op"]])], optional=True)),
    (rf"Give one of your (?P<sel>.+?) {_GIVE} for this turn\.", lambda m: _give_own(m, False)),
    (r"Give all (?:of )?your (?P<sel>.+?) (?P<bp>[+-]\d+) BP(?: each)? for this turn\.", _give_all),
    # chapter 11's own verbs (the demo set, data/cards/ucg-demo.yaml)
    (r"Charge \((?P<n>\d+)\)【(?P<name>[^】]+)】\.", lambda m: Body([charge(int(m["n"]), m["name"])])),  # 11.17.1
    (r"Charge \((?P<n>\d+)\) to one of your characters\.", lambda m: Body([charge(int(m["n"]), target=chars())])),
    (r"You may return the top card of one of your opponent's characters to its owner's hand\.",
     lambda m: Body([return_top(chars(who="enemy"))], optional=True)),  # 11.12.1
    (r"You may return one of your opponent's characters to its owner's hand\.",
     lambda m: Body([return_character(chars(who="enemy"))], optional=True)),  # 12.4.1
    # no period printed: the change lasts (5.10.2 ends only what says "for this turn")
    (r"Give this character (?P<bp>[+-]\d+) BP\.", lambda m: Body([bp(THIS, int(m["bp"]), STAYS)])),
    (r"Have (?P<one>one of your characters|this character) win its battle for this turn\.",  # 11.16.1
     lambda m: Body([battle_result(THIS if m["one"] == "this character" else chars(), "win", TURN)])),
    (r"(?P<may>You may have|Have) this character's battle be a tie for this turn\.",
     lambda m: Body([battle_result(THIS, "draw", TURN)], optional=m["may"] != "Have")),  # 11.16.1
    # "If this character's battle opponent is …, … that character …" (7.1.1): `body` reads
    # "that character" as the battle opponent the leading condition named
    (r"You may return the top card of this character's battle opponent to (?:its owner's|their) hand\.",
     lambda m: Body([return_top(BATTLING)], optional=True)),  # 11.12.1
]]
# "If you have 『X』, you may …" (11.5); "If you are the Lead player for this turn, …" (5.2.1);
# "If this character's battle opponent is a Kaiju / is DOUBLE / has TYPE 【X】, …" (7.1.1, 11.5.1).
_OPPONENT_IF = "If this character's battle opponent "
LEADS = [(re.compile(p), b) for p, b in [
    (_OPPONENT_IF + r"is (?:a|an) (?P<kind>Ultra Hero|Kaiju), ",
     lambda m: cond_opponent_kind(_KINDS[m["kind"].lower()])),
    (_OPPONENT_IF + rf"is {_STATES}, ", lambda m: cond_opponent_state(states_of(m["states"]))),
    (_OPPONENT_IF + rf"has TYPE {_TYPES}, ", lambda m: cond_types(types(m))),
    (rf"If you have {_NAME}, (?=you may)", lambda m: cond_present(m["name"])),
    (r"If you are the Lead player for this turn, (?=you may)", lambda m: LEAD),
    (rf"If you have (?:a|an|(?P<n>\d+|two|three|four) or more) (?:{_STATES} )?(?P<kind>Ultra Heroes|Ultra Hero|Kaiju|"
     r"characters|character), (?=you may)",
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
    (rf"Discard {_N} cards? from your hand", lambda m: discard_cost(number(m["n"]))),
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
    return match_body(text, LEADS, TRIGGERED)
