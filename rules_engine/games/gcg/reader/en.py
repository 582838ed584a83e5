"""The GCG grammar in English: the printed templates of docs/cards/gcg-templates.md.

Clauses are the zh-Hant comprehensive rules' (v1.1.0). Only what a template prints is
read: no filter, duration or target is ever added. A sentence no template reads makes its
ability resolved by hand. Template names (`v.choose`, `c.if_you_do` …) are the ids of the
templates document."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from ....core.effects.model import IT, THIS, Amount, Condition, Duration, Filter, Keyword, Selector, Step
from ....core.effects.reader import (
    EVENT,
    Context,
    Grammar,
    Lead,
    Marker,
    SelectorDraft,
    SelectorGrammar,
    Slot,
    Template,
    Unread,
    add_filter,
    apply_leads,
    first_match,
    normalise,
    read_ability,
    resolve_it,
    setter,
    split_outside,
)
from ....core.effects.typography import Typography
from . import (
    amounts,
    battling,
    choices,
    comparisons,
    condition_parts,
    cost_parts,
    count_ranges,
    counted_number,
    each_look,
    effect_records,
    filters,
    fresh_attack,
    it_states,
    joined_steps,
    one_shot,
    phrasings,
    pilot_texts,
    play_option,
    player_events,
    player_steps,
    token_choice,
    trait_grants,
    turn_leads,
    turn_records,
)
from . import build as b
from . import common as c

I = re.IGNORECASE  # noqa: E741 - the flag, as `re` spells it

_TRAIT = r"\((?:[^()]|\([^()]*\))+\)"
_TRAITS = rf"{_TRAIT}(?:/{_TRAIT})*"
_COLOURS = "|".join(c.COLOURS)
_IT = r"(?:it|that (?:Unit|card))"  # s12-gcg-gen: the card an earlier step named, either way


def _traits(text: str) -> tuple[str, ...]:
    return tuple(t.strip() for t in re.findall(r"\(((?:[^()]|\([^()]*\))+)\)", text))


# --- slots ------------------------------------------------------------------------------------


def _keyword(text: str, ctx: Context) -> Keyword:
    info, value = ctx.grammar.keyword(text.strip("<>"))
    if not info.defined:
        raise Unread(text, f"keyword {text} is not defined by our rule documents")
    return Keyword(info.name, value)


def _keyword_name(text: str, ctx: Context) -> str:
    """A keyword named without its value (`<Repair>`): its canonical name."""
    name = re.sub(r"\s*\d+$", "", text.strip("<>")).lower()
    info = ctx.grammar.keywords.get(name)
    if info is None:
        raise Unread(text, f"keyword {text} not known")
    if not info.defined:
        raise Unread(text, f"keyword {text} is not defined by our rule documents")
    return info.name


# s17-fmt: "its paired Pilot" (an older printing of "this Unit's paired Pilot": "If this is a Link Unit, return its
# paired Pilot to its owner's hand."), "that Unit's paired Pilot", "the Pilot paired with it"
_PRONOUN_PAIRED_PILOT = re.compile(
    r"(?:its|that Unit's) paired Pilot|the (?:Pilot|card) paired with (?:it|that Unit)", re.IGNORECASE)


def _pronoun_paired_pilot(text: str, ctx: Context) -> Selector:
    """The paired Pilot of the card `it` means here: this card's is `this Unit's paired Pilot` (the
    engine's paired Pilot, 2-3-4-4); a chosen or an event's card's is by hand (no such target yet)."""
    meant = resolve_it(IT, ctx, text)
    if meant.who != "this":
        raise Unread(text, f"\u201c{text}\u201d: the paired Pilot of a card named earlier is resolved by hand")
    return b.PAIRED_PILOT


def _selector(text: str, ctx: Context) -> Selector:
    """A target phrase; `it`/`them` only where an earlier step named the cards it means (a
    choice, a look at the deck): otherwise it would mean an event's card, which is by hand."""
    if _PRONOUN_PAIRED_PILOT.fullmatch(text):
        return _pronoun_paired_pilot(text, ctx)
    sel = SELECTORS.parse(text)
    if sel.who == "attacking" and ctx.event_kind == "attacks":
        return EVENT  # s6-gcg-a: "When another Unit attacks, … the attacking Unit …": the event's unit
    if sel.who == "it":
        enemy = text.lower().startswith(("that enemy", "the enemy"))
        if enemy and ctx.event_target is None and ctx.referent is not None and ctx.referent.who == "this":
            # s16-verb: "When this Unit receives battle damage from an enemy Unit, rest that enemy Unit": the
            # event names no other card here, and "that enemy Unit" is never this unit (it was read so) — by hand
            raise Unread(text, f"\u201c{text}\u201d names no enemy card named earlier in the effect")
        return resolve_it(sel, ctx, text, target=enemy or b.names_the_dealer(ctx, text.lower() == "that unit"))
    if sel.who == "this":
        ctx.referent = sel  # "Set this Unit as active. It can't attack …": `it` is what was named last
    return b.resolve_that(sel, ctx, text)


_DURATIONS = {"this turn": "turn", "this battle": "battle", "your turn": "your_turn",
              "your opponent's turn": "opponents_turn",
              # s17-gcg: the durations that end in a later turn (next_turn.py, 7-6-6-1)
              "your next turn": "your_next_turn", "your opponent's next turn": "opponents_next_turn",
              "until the end of your next turn": "end_of_your_next_turn",
              "until the end of your opponent's next turn": "end_of_opponents_next_turn"}

SLOTS = {
    "n": Slot(r"\d+", lambda text, ctx: int(text)),
    "sel": Slot(r".+?", lambda text, ctx: _selector(text, ctx)),
    "kw": Slot(r"<[^<>]+>", _keyword),
    "kwname": Slot(r"<[^<>]+>", _keyword_name),
    "kws": Slot(r"<[^<>]+>(?:(?:, | and |, and )<[^<>]+>)*",
                lambda text, ctx: tuple(_keyword(t, ctx) for t in re.findall(r"<[^<>]+>", text))),
    "dur": Slot(r"this turn|this battle|your turn|your opponent's turn"
                r"|(?:until the end of )?your (?:opponent's )?next turn",
                lambda text, ctx: b.duration(_DURATIONS[text.lower()])),
    "cond": Slot(r".+?", lambda text, ctx: first_match(CONDITIONS, text, ctx)),
    "event": Slot(r".+?", lambda text, ctx: _qualified(text, ctx)),
    "traits": Slot(_TRAITS, lambda text, ctx: _traits(text)),
    "name": Slot(r"[^\[\]]+"),
    "spec": Slot(r"(?:[^()]|\((?:[^()]|\([^()]*\))*\))*"),
}


# s17-gcg: sentences recognised but left by hand because the rules leave their working unclear (the reason shown)
REDIRECTED_BATTLE_DAMAGE = (
    "battle damage redirected to another unit: a replacement effect (10-1-9-1), but the rules do not say which unit "
    "then deals that battle damage nor whose battle it is (\"when … destroys an enemy Unit with battle damage\" "
    "effects, 8-5, 10-1-6-1) — by hand")
ONLY_ATTACK_WHEN = (
    "\"can only attack during a turn when …\": the rules define \"can't\" restrictions (10-1-5-6), not \"can "
    "only\", nor whether the event must come before the attack — by hand")


def _by_hand(reason: str) -> Any:
    raise Unread(reason, reason)


def T(pattern: str, build: Any, name: str = "") -> Template:
    return Template(pattern, build, SLOTS, I, name)


def _until(s: Any) -> Duration:
    return s.dur if s.has("dur") else Duration()


# --- selectors: `1 rested enemy (Zeon) Unit with 3 or less HP` (10-3-3) ------------------------


def _count(draft: SelectorDraft, m: re.Match[str]) -> None:
    if m.group("low") is not None:  # "1 to 2": up to 2, at least 1 (10-3-3)
        draft.set("count", int(m.group("high")), m.string)
        draft.up_to, draft.at_least = True, int(m.group("low"))
    else:
        draft.set("count", int(m.group("n")), m.string)


def _noun(kind: str, zone: str | None = None, **filters: Any) -> Any:
    def apply(draft: SelectorDraft, m: re.Match[str]) -> None:
        draft.set("kind", kind, m.string)
        draft.plural = draft.plural or m.group(0).lower().endswith("s")
        if zone:
            draft.set("zone", zone, m.string)
        draft.filters.extend(Filter(attr, "==", value) for attr, value in filters.items())
    return apply


def _card_noun(draft: SelectorDraft, m: re.Match[str]) -> None:
    """`Unit card`, `Unit card/Pilot card`, `(X) card`: a card outside play (its zone is printed
    after it)."""
    kinds = re.findall(r"(?:(Unit|Pilot|Command|Base) )?cards?", m.group("types"), re.IGNORECASE)
    draft.plural = draft.plural or m.group("types").lower().endswith("cards")
    draft.set("kind", "|".join(dict.fromkeys((k or "card").lower() for k in kinds)), m.string)


def _op(bound: str | None) -> str:
    return {"lower": "<=", "less": "<=", "fewer": "<=", "higher": ">=", "more": ">="}.get((bound or "").lower(), "==")


def _stat(attr: str) -> Any:
    def apply(draft: SelectorDraft, m: re.Match[str]) -> None:
        draft.filters.append(Filter(attr, _op(m.groupdict().get("bound")), int(m.group("n"))))
    return apply


def _keyword_filter(draft: SelectorDraft, m: re.Match[str]) -> None:
    names = []
    for token in re.findall(r"<([^<>]+)>", m.group("kws")):
        info = GRAMMAR.keywords.get(re.sub(r"\s*\d+$", "", token).lower())
        if info is None:
            raise Unread(m.group(0))
        if re.search(r"\d+$", token):  # s8-gcg-a: "with <Repair 1>" names a value the filter would drop
            raise Unread(m.group(0), "a keyword with a value as a filter")
        names.append(info.name)
    draft.filters.append(Filter("keyword", "has", names[0] if len(names) == 1 else tuple(names)))


def _relative(attr: str) -> Any:
    """`whose Lv. is equal to or lower than this Unit`: compared with this card ("this") or
    with the chosen one ("it")."""
    def apply(draft: SelectorDraft, m: re.Match[str]) -> None:
        ref = "this" if m.group("ref").lower().startswith("this") else "that"
        draft.filters.append(Filter(attr, _op(m.group("bound")), ref))
    return apply


def _trait_piece(draft: SelectorDraft, m: re.Match[str]) -> None:
    draft.filters.append(c.trait_filter(list(_traits(m["t"]))))


_STAT_WORDS = {"hp": "hp", "ap": "ap", "cost": "cost", "lv.": "level"}


def _whose(draft: SelectorDraft, m: re.Match[str]) -> None:
    draft.filters.append(Filter(_STAT_WORDS[m["stat"].lower()], _op(m["bound"]), int(m["n"])))


# s16-filt (issue 29 §4): the filters a target already takes, in the other English word orders a new set may print
# them — relative clauses ("that is rested", "that has <Blocker>", "that doesn't have <Blocker>", "that has a Pilot
# paired with it", "that is paired with a (X) Pilot", "that is not a Link Unit / a token"), "whose HP is 3 or less",
# "with 3 or fewer HP", "with a cost of 3 or lower". Each reads as the filter's usual words do (2-7 … 2-10, 1-3-2,
# 3-3-9, 3-2-6-2, 5-5, 5-17, 13-1); `test_parts_matrix.test_a_filter_in_other_words_reads_as_its_usual_words`.
_CLAUSES: list[tuple[str, Any]] = [
    (r"that (?:is|are) (?P<s>rested|active|damaged)\b", lambda d, m: d.filters.append(Filter("state", "==", m["s"]))),
    (r"that (?:is|are) undamaged\b", add_filter("state", "not", "damaged")),
    (r"that (?:is|are) (?=paired with )", lambda d, m: None),  # then "paired with a (X) Pilot …" as printed
    (r"that (?:has|have) (?:a )?Pilots? paired with (?:it|them)\b", add_filter("state", "==", "paired")),
    (r"that (?:has|have) (?P<kws><[^<>]+>(?:(?:/| or )<[^<>]+>)*)", _keyword_filter),
    (r"that (?:does not|doesn't|do not|don't) have <(?P<kw>[^<>]+)>", phrasings.without_keyword("en")),
    (r"with (?P<n>\d+) or (?P<bound>fewer) HP\b", _stat("hp")),
    (r"with (?P<n>\d+) or (?P<bound>fewer) AP\b", _stat("ap")),
    (r"with (?:a )?cost of (?P<n>\d+) or (?P<bound>lower|higher|fewer)\b", _stat("cost")),
    (r"whose (?P<stat>HP|AP|cost|Lv\.) is (?P<n>\d+)(?: or (?P<bound>less|more|fewer|lower|higher))?\b", _whose),
    (r"that (?:is|are) not (?:a )?Link Units?\b", add_filter("state", "not", "link")),
    (r"that (?:is|are) not (?:a )?(?:Unit )?tokens?\b", add_filter("token", "not", True)),
]

_PIECES = [
    *filters.EN_FIRST_PIECES,  # s6-gcg-b: a pilot's Lv. (before "paired with a Pilot")
    *counted_number.EN_PIECES,  # s14-cont: "whose Lv. is equal to or lower than that number"
    *one_shot.EN_COUNT_PIECES,  # s8-gcg-a: "up to 2" (10-3-3)
    (r"(?:(?P<low>\d+) to (?P<high>\d+)|(?P<n>\d+))\b", _count),
    (r"an?\b", setter(count=1)),
    (r"all(?: of)?\b", setter(all=True)),
    # s10-gcg-a: "one of your friendly (X) Units": "your" is the holder's cards only (12-3-11),
    # "friendly" the holder's and teammates' (12-3-10); both hold of the holder's own units
    (r"one of your friendly\b", setter(who="yours", count=1)),
    (r"one of your\b", setter(who="yours", count=1)),
    (r"of your\b", setter(who="yours")),
    (r"your\b", setter(who="yours")),
    (r"of their\b", setter(who="their")),
    (r"friendly\b", setter(who="friendly")),
    (r"enemy\b", setter(who="enemy")),
    (r"another\b", setter(other=True)),
    (r"other\b(?! than)", setter(other=True)),
    (r"(?P<s>rested|active|damaged)\b", lambda d, m: d.filters.append(Filter("state", "==", m["s"].lower()))),
    (r"undamaged\b", add_filter("state", "not", "damaged")),
    # s12-gcg-gen: "non-blue" — has no blue (2-4-1)
    (rf"non-(?P<c>{_COLOURS})\b", lambda d, m: d.filters.append(Filter("colour", "not", m["c"].lower()))),
    # s16-filt: "non-(Zeon)" — has no (Zeon) (2-5-3); one trait ("non-(A)/(B)" is not read: none or not both?)
    (rf"non-(?P<t>{_TRAIT})(?!/)", lambda d, m: d.filters.append(Filter("trait", "not", _traits(m["t"])))),
    # s16-filt: "blue/green" — either colour ("/" is "or", 5-19-1; 2-4)
    (rf"(?P<cs>(?:{_COLOURS})(?:/(?:{_COLOURS}))+)\b",
     lambda d, m: d.filters.append(Filter("colour", "==", tuple(x.lower() for x in m["cs"].split("/"))))),
    (rf"(?P<c>{_COLOURS})\b", lambda d, m: d.filters.append(Filter("colour", "==", m["c"].lower()))),
    (rf"(?P<t>{_TRAITS})", _trait_piece),
    (r"Lv\.(?P<n>\d+) or (?P<bound>lower|higher)\b", _stat("level")),
    # nouns
    (r"(?P<types>(?:(?:Unit|Pilot|Command|Base) )?cards?(?:/(?:1 )?(?:(?:Unit|Pilot|Command|Base) )?cards?)*)\b",
     _card_noun, True),
    (r"shield area cards?\b", _noun("base|shield", "shields"), True),  # r2-trig: base or shield (3-6-2)
    (r"Link(?:ed)? Units?\b", _noun("unit", state="link"), True),  # s5-gcg-a: "Linked Units" (GD05)
    (r"Unit tokens?\b", _noun("unit", token=True), True),
    (r"Units?/(?:enemy )?Bases?\b", _noun("unit|base"), True),
    (r"Base/(?:enemy )?Shield\b", _noun("base|shield"), True),
    (r"Units?\b", _noun("unit"), True),
    (r"EX Bases?\b", _noun("base", ex=True), True),
    (r"Bases?\b", _noun("base"), True),
    (r"Shields?\b", _noun("shield", "shields"), True),
    (r"EX Resources?\b", _noun("resource", "resources", ex=True), True),
    (r"Resources?\b", _noun("resource", "resources"), True),
    (r"Pilots?\b", _noun("pilot"), True),
    (r"Commands?\b", _noun("command"), True),
    (r"players?\b", _noun("player"), True),
    # after the noun
    (r"with (?P<n>\d+) or (?P<bound>less|more) HP\b", _stat("hp")),
    (r"with (?P<n>\d+) or (?P<bound>less|more) AP\b", _stat("ap")),
    # s8-gcg-a: a second bound joined by "and" ("with 3 or more HP and 2 or less AP"): both hold
    (r"and (?:has |have )?(?P<n>\d+) or (?P<bound>less|more) HP\b", _stat("hp")),  # s16-filt: "… and has 2 or less AP"
    (r"and (?:has |have )?(?P<n>\d+) or (?P<bound>less|more) AP\b", _stat("ap")),
    (r"and (?:is |are )?Lv\.(?P<n>\d+) or (?P<bound>lower|higher)\b", _stat("level")),  # s16-filt: "… and is Lv.3 or lower"
    (r"with (?P<n>\d+) HP\b", _stat("hp")),
    (r"with (?P<n>\d+) AP\b", _stat("ap")),
    (r"that (?:is|are) Lv\.(?P<n>\d+)(?: or (?P<bound>lower|higher))?", _stat("level")),
    (r"with (?:a )?cost of (?P<n>\d+) or (?P<bound>less|more)\b", _stat("cost")),
    (r"with (?P<kws><[^<>]+>(?:(?:/| or )<[^<>]+>)*)", _keyword_filter),  # s8-gcg-a: "<A> or <B>"
    (r"with a keyword effect\b", add_filter("keyword", "has", "any")),
    (r"with \"(?P<name>[^\"]+)\" in (?:its|their) card names?\b",
     lambda d, m: d.filters.append(Filter("name_contains", "==", m["name"]))),
    (r"without \"(?P<name>[^\"]+)\" in (?:its|their) card names?\b",
     lambda d, m: d.filters.append(Filter("name_contains", "not", m["name"]))),
    (r"whose Lv\. is equal to or (?P<bound>lower|higher) than (?P<ref>this Unit|that Unit|it)(?:'s)?",
     _relative("level")),
    # s11-gcg-read: "… than the Unit rested with this ability/effect" ("Choose 1 … Unit. Rest it. If you
    # do, …"): the unit the effect chose and rested, "that Unit" (b.resolve_that: by hand unless chosen)
    (r"whose Lv\. is equal to or (?P<bound>lower|higher) than (?P<ref>the Unit rested with this (?:ability|effect))",
     _relative("level")),
    (r"with AP equal to or (?P<bound>less|more) than (?P<ref>this Unit|that Unit|it)(?:'s)?", _relative("ap")),
    (rf"paired with (?:a|an) (?P<t>{_TRAITS}) Pilot\b",
     lambda d, m: d.filters.append(Filter("pilot_trait", "has", _traits(m["t"])))),
    (r"paired with a Pilot\b", add_filter("state", "==", "paired")),
    (r"paired with this Unit\b", setter(who="paired")),
    (r"battling an enemy Unit\b(?! (?:with|that|whose|paired))", add_filter("state", "==", "battling")),
    (r"with no paired Pilot\b|that has no Pilot paired with it\b|that has no paired Pilot\b",  # the last: s9-gcg-a
     add_filter("state", "not", "paired")),
    (r"(?:from|in) your trash\b", setter(zone="trash", who="yours")),
    (r"(?:from|in) any player's trash\b", setter(zone="trash", who="any")),
    (r"(?:from|in) your hand\b", setter(zone="hand", who="yours")),
    (r"among them\b", setter(zone="looked", who="looked")),
    (r"(?:that )?you have in play\b", setter(who="yours")),  # s13-gcg-gen: "for each (X) Unit you have in play" (12-3-11)
    (r"in play\b", lambda d, m: None),
    (r"other than this (?:Unit|card)\b", setter(other=True)),
    (r"other than Link Units\b", add_filter("state", "not", "link")),
    (r"other than Unit tokens\b", add_filter("token", "not", True)),
    (r"belonging to each enemy player\b", setter(who="each_enemy_player")),
    (r"belonging to another player\b", setter(who="other_player")),
    (r"that is being attacked\b", add_filter("state", "==", "attacked")),
    (r"(?:battling (?:this Unit|it)|this Unit is battling)\b", add_filter("battling", "==", "this")),
    *choices.EN_PIECES,  # s6-gcg-b: "non-battling"
    (battling.EN, battling.piece(lambda: SELECTORS)),  # s6-gcg-b: "battling a friendly Unit with <Blocker>"
    *filters.EN_PIECES,  # s6-gcg-b: "with the lowest/highest Lv./HP/AP" (reader/filters.py)
    *phrasings.EN_PIECES,  # s9-gcg-a: "without <Breach>"
    *_CLAUSES,  # s16-filt
]

_ENEMY_BATTLING = Selector(who="battling", filters=(Filter("owner", "==", "enemy"),))
SELECTORS = SelectorGrammar(
    _PIECES,
    wholes={
        **dict.fromkeys(("it", "them", "they", "that unit", "that enemy unit", "those units", "that card",
                         "that base", "the chosen unit", "the chosen card", "that pilot", "that friendly unit",
                         "the enemy unit"), IT),
        **dict.fromkeys(("this unit", "this", "this rested unit"), THIS),
        "this base": Selector(who="this", kind="base"), "this card": Selector(who="this", kind="card"),
        **dict.fromkeys(("this unit's paired pilot", "the card paired with this unit",
                         "the pilot paired with this unit"), b.PAIRED_PILOT),
        "the enemy player": Selector(who="enemy", kind="player"),
        # s5-gcg-a: the base if there is one, else the top shield (13-1-2-2's "first card")
        "the first card in your opponent's shield area": b.FIRST_IN_SHIELD_AREA,
        "the attacking unit": Selector(who="attacking"),
        "the enemy unit battling this unit": _ENEMY_BATTLING, "the battling enemy unit": _ENEMY_BATTLING,
    },
    separator=r"[\s,]*",
    flags=I,
)


# --- conditions ("If …,", "While …,", 10-2-1, 10-1-5-3) ---------------------------------------------


def _in_play(s: Any, sel: Selector | None = None) -> Condition:
    sel = sel or s.sel
    sel = b.other(sel) if s.has("another") or s.has("other") else sel
    if sel.up_to:  # s11-gcg-read: "1 to 4 X" is count_ranges'; never its low end alone
        raise Unread(s.raw("sel"), "a count with a range")
    count_ranges.remember(s.ctx, sel)
    return b.count(int(s.n) if s.has("n") else 1, sel, _op(s.bound) if s.has("bound") else ">=")


_COUNT = r"(?:(?P<n>\d+) or (?P<bound>more|less|fewer) |an? |(?P<another>another ))?(?P<other>other )?"
_STATES = "rested|active|damaged|attacking|battling|paired|linked"

def _yours(sel: Selector) -> Selector:
    """"you have X in play": X of yours (12-3-11), unless the phrase says whose."""
    return replace(sel, who="yours") if sel.who == "any" else sel


CONDITIONS = [
    *(T(pattern, build, tid) for pattern, build, tid in count_ranges.EN),  # s11-gcg-read: "1 to 4", "5 or more are"
    # s8-gcg-c: counts in every zone, "only"/"exactly"/"no", Lv. or lower, paired with (X)/[Name]
    *(T(pattern, build, tid) for pattern, build, tid in player_steps.CONDITIONS_EN),  # s11-gcg-read
    *(T(pattern, build, tid) for pattern, build, tid in condition_parts.EN),
    *(T(pattern, build, tid) for pattern, build, tid in comparisons.EN),  # s15-gen: "more … than"
    *(T(pattern, build, tid) for pattern, build, tid in it_states.EN),  # s15-gen: "If it is Lv.3 or lower"
    *(T(pattern, build, tid) for pattern, build, tid in phrasings.EN_CONDITIONS),  # s9-gcg-a: any player
    T(rf"you have {_COUNT}{{sel}} in play", lambda s: _in_play(s, _yours(s.sel)), "c.if_friendly_in_play"),
    T(rf"{_COUNT}{{sel}} (?:is |are )?in play", _in_play, "c.if_count_in_play"),
    T(r"there (?:is|are) (?:(?P<n>\d+) or (?P<bound>more|less|fewer) |an? )?{sel} in play", _in_play,
      "c.if_count_in_play"),
    T(r"you have no {sel} in play", lambda s: b.none_of(_yours(s.sel)), "c.if_none_in_play"),
    T(r"no {sel} (?:is |are )?in play", lambda s: b.none_of(s.sel), "c.if_none_in_play"),
    T(r"you have no {sel}", lambda s: b.none_of(_yours(s.sel)), "c.if_none"),
    T(r"there (?:is|are) (?P<n>\d+) or (?P<bound>more|less|fewer) {sel} in your trash",
      lambda s: b.count(int(s.n), b.in_zone(s.sel, "trash"), _op(s.bound)), "c.if_trash_count"),
    T(r"(?:an? )?{sel} is in your trash", lambda s: b.count(1, b.in_zone(s.sel, "trash")), "c.if_trash_count"),
    T(r"you have (?P<n>\d+) or (?P<bound>more|less|fewer) cards in your hand",
      lambda s: b.hand_size("self", _op(s.bound), int(s.n)), "c.if_hand"),
    T(r"your opponent has (?P<n>\d+) or (?P<bound>more|less|fewer) cards in their hand",
      lambda s: b.hand_size("opponent", _op(s.bound), int(s.n)), "c.if_hand"),
    T(r"an enemy player has (?P<n>\d+) or (?P<bound>more|less|fewer) cards in their hand",
      lambda s: b.hand_size("any_enemy", _op(s.bound), int(s.n)), "c.if_hand"),
    # s5-gcg-a: a trash's size, "an enemy player": any one of them (12-2-6), as for a hand
    T(r"(?P<who>an enemy player|your opponent) has (?P<n>\d+) or (?P<bound>more|less|fewer) cards in their trash",
      lambda s: b.trash_size("any_enemy" if s.who.lower().startswith("an") else "opponent", _op(s.bound),
                             int(s.n)), "c.if_trash_size"),
    T(r"your opponent has an? {sel}",
      lambda s: b.count(1, Selector(who="enemy", kind=s.sel.kind, zone=s.sel.zone, filters=s.sel.filters)),
      "c.if_other"),
    T(r"there are (?P<n>\d+) or (?P<bound>more|less|fewer) enemy Shields",
      lambda s: Condition.of("shields", player="opponent", op=_op(s.bound), n=int(s.n)), "c.if_shields"),
    T(r"it is your turn", lambda s: b.YOUR_TURN, "c.if_your_turn"),
    T(r"it is your opponent's turn", lambda s: b.OPPONENTS_TURN, "c.if_your_turn"),
    T(r"you are Lv\.(?P<n>\d+) or higher", lambda s: Condition.of("player_level", op=">=", n=int(s.n)),
      "c.if_level"),
    T(rf"this(?: Unit| Base)? is (?P<s>{_STATES})", lambda s: b.self_state(s.s.lower()), "c.if_self_state"),
    T(rf"this(?: Unit| Base)? is (?P<s>{_STATES}) and Lv\.(?P<n>\d+) or (?P<bound>lower|higher)",
      lambda s: b.both(b.self_state(s.s.lower()), b.self_has(Filter("level", _op(s.bound), int(s.n)))),
      "c.if_self_state"),
    T(r"this(?: Unit| Base)? is battling {sel}", lambda s: Condition.of("battling", target=s.sel),
      "c.while_battling"),
    T(r"this (?:Unit|Base) is (?:an? )?{traits}(?: Unit)?", lambda s: b.self_has(c.trait_filter(list(s.traits))),
      "c.if_self_trait_color"),
    T(r"this is (?:an? )?{traits} Unit", lambda s: b.self_has(c.trait_filter(list(s.traits))),
      "c.if_self_trait_color"),
    T(rf"this(?: Unit| Base)? is (?:an? )?(?P<col>{_COLOURS})(?: Unit)?",
      lambda s: b.self_has(Filter("colour", "==", s.col.lower())), "c.if_self_trait_color"),
    T(r"this (?:is a|Unit is a) Link Unit", lambda s: b.self_state("link"), "c.if_self_state"),
    T(r"this Unit has (?P<n>\d+) or (?P<bound>more|less) (?P<stat>AP|HP)",
      lambda s: b.self_has(Filter(s.stat.lower(), _op(s.bound), int(s.n))), "c.if_self_state"),
    T(r"this Unit has (?P<n>\d+) (?P<stat>AP|HP)", lambda s: b.self_has(Filter(s.stat.lower(), "==", int(s.n))),
      "c.if_self_state"),
    T(r"this Unit has {kwname}", lambda s: b.self_has(Filter("keyword", "has", s.kwname)), "c.if_self_state"),
    # s6-gcg-b: "if it is paired with a Pilot that is Lv.3 or lower": the chosen unit passes the filter
    # s12-gcg-gen: "that Unit" / "that card" is the card `it` names here (the chosen one, or the
    # event's), as in the selectors ("Rest that Unit"): "If that Unit is a (X) Unit, …"
    T(rf"{_IT} is (?P<p>paired with .+)", lambda s: b.it_is(SELECTORS.parse("Unit " + s.p)), "c.if_it_is"),
    T(rf"{_IT} is (?:an? )?{{sel}}", lambda s: b.it_is(s.sel), "c.if_it_is"),
    # s15-opt round 2: "If it is Lv.3 or lower / has 3 or less HP, … instead" — a bound with no noun, read as the
    # unit selector's own bound ("Unit that is Lv.3 or lower")
    T(rf"{_IT} is (?P<p>Lv\.\d+ or (?:lower|higher))", lambda s: b.it_is(SELECTORS.parse("Unit that is " + s.p)),
      "c.if_it_is"),
    T(rf"{_IT} has (?P<p>\d+ or (?:less|more) (?:AP|HP))", lambda s: b.it_is(SELECTORS.parse("Unit with " + s.p)),
      "c.if_it_is"),
    T(rf"{_IT} has {{kwname}}",
      lambda s: b.it_is(Selector(kind="card", filters=(Filter("keyword", "has", s.kwname),))), "c.if_it_is"),
    T(r"(?:you are|this Unit is|it is) attacking {sel}", lambda s: b.attacking(s.sel),
      "c.if_attacking"),
    T(r"you deploy this Unit from your trash", lambda s: Condition.of("deployed_from", zone="trash"),
      "c.if_deployed_from_trash"),
    T(r"there are (?P<n>\d+) or (?P<bound>more|less|fewer) enemy players",  # s12-gcg-gen: "or less" too
      lambda s: Condition.of("enemy_players", op=">=" if s.bound == "more" else "<=", n=int(s.n)),
      "c.if_multiplayer"),
    T(r"this Unit is destroyed with battle damage",
      lambda s: Condition.of("destroyed_by", by="battle_damage"), "c.if_other"),
    # s14-trig: by an effect (5-10-1): whose, and of which card
    T(r"this Unit (?:is|was) destroyed by an? (?P<enemy>enemy )?effect",
      lambda s: Condition.of("destroyed_by", by="enemy_effect" if s.has("enemy") else "effect"),
      "c.if_destroyed_by_effect"),
    T(r"this Unit (?:is|was) destroyed by (?:one of )?your opponent's effects?",
      lambda s: Condition.of("destroyed_by", by="enemy_effect"), "c.if_destroyed_by_effect"),
    T(r"this Unit (?:is|was) destroyed by {sel}(?:'s|') effects?",
      lambda s: Condition.of("destroyed_by", by="effect", source=s.sel), "c.if_destroyed_by_effect"),
    T(r"you (?:placed|place) (?:an? )?{sel} with this effect", lambda s: b.effect_result("placed", s.sel),
      "c.if_effect_result"),
    # s12-gcg-gen: "or less / or fewer" as well (1-3-2-1: a unit already rested is not rested again)
    T(r"this effect rested (?P<n>\d+) or (?P<bound>more|less|fewer) Units?",
      lambda s: b.effect_result("rested", Selector(kind="unit"), int(s.n), ">=" if s.bound == "more" else "<="),
      "c.if_effect_result"),
    T(r"you have activated {sel}(?:'s 【Main/Action】)? during this turn",
      lambda s: b.activated_this_turn(s.sel), "c.if_this_turn"),  # s6-gcg-a
    *(T(pattern, build, tid) for pattern, build, tid in turn_records.EN),  # s13-gcg-exec
    T(r"{cond} and {cond2}", lambda s: b.both(s.cond, s.cond2), "c.and"),
    # s15-gen (10-2-1): "or" between two conditions, not the "or" of a bound ("4 or more")
    T(r"{cond} or (?!(?:more|less|fewer|lower|higher)\b){cond2}", lambda s: b.either(s.cond, s.cond2), "c.or"),
]


# --- events ("When …,", 10-1-6-1) -----------------------------------------------------------------

def _attacks(s: Any) -> Condition:
    """"When <subject> attacks [an enemy Unit / a player]" (8-2-2): the target as declared."""
    if s.has("at") and not s.has("sel2"):
        return b.attack_event(s.sel, b.ENEMY_PLAYER)
    return b.attack_event(s.sel, s.sel2 if s.has("sel2") else None)


def _qualified(text: str, ctx: Context) -> Condition:
    """s6-gcg-a: an event, then what must hold as it happens (10-1-6-2): "… while this Unit is
    attacking", "… during your turn"."""
    m = _QUALIFIER.fullmatch(text)
    if m is None:
        return first_match(EVENTS, text, ctx)
    event = first_match(EVENTS, m["event"], ctx)
    if m["while"]:
        return b.qualified(event, first_match(CONDITIONS, m["while"], ctx))
    if m["turn"] is None:  # s12-gcg-gen: "… during this battle" (8-6-2), as 「このバトル中に…とき」 reads
        return Condition.of(event.kind, **dict(event.params), until="battle")
    if m["turn"].lower() == "this":  # a delayed trigger's lifetime (b.delayed)
        return Condition.of(event.kind, **dict(event.params), until="turn")
    return b.qualified(event, b.YOUR_TURN if m["turn"].lower() == "your" else b.OPPONENTS_TURN)


_QUALIFIER = re.compile(rf"(?P<event>.+?) (?:while (?P<while>this (?:Unit|Base) is (?:{_STATES}))"
                        r"|during (?P<turn>your|your opponent's|this) turn|during this battle)", I)

EVENTS = [
    # s13-gcg-exec: "When <a unit> is returned to its owner's hand" (a unit leaving the field for the hand)
    T(r"{sel} (?:is|are) returned to (?:its|their) owner(?:'s|s') hands?",
      lambda s: b.event("returned_to_hand", s.sel), "c.when_returned_to_hand"),
    T(r"{sel} destroys {sel2} with (?P<battle>battle )?damage",
      b.destroys_event, "c.when_destroys_battle"),
    # s10-gcg-a: "When (battle) damage from one of your Units … destroys an enemy shield area card": the
    # unit's damage destroys it — the same event as "… destroys … with (battle) damage" (5-5-3, 5-5-4)
    T(r"(?P<battle>battle )?damage from {sel} destroys {sel2}",
      lambda s: b.destroys(s.sel, s.sel2, s.has("battle")), "c.when_destroys_battle"),
    T(r"{sel} receives (?P<enemy>enemy )?(?P<kind>battle |effect )?damage(?P<from> from an enemy(?: Unit)?)?",
      lambda s: b.receives_damage(s.sel, (s.kind or "").strip(), s.has("enemy") or s.has("from")),
      "c.when_receives_damage"),
    # s6-gcg-a: "… receives battle damage from an enemy Unit with 3 or less AP" (the dealer's bounds)
    T(r"{sel} receives (?P<kind>battle |effect )?damage from {sel2}",
      lambda s: b.receives_damage_from(s.sel, (s.kind or "").strip(), s.sel2), "c.when_receives_damage"),
    T(r"{sel} deals battle damage to {sel2}",
      lambda s: b.event("deals_damage", s.sel, target=s.sel2, by="battle_damage"), "c.when_deals_battle_damage"),
    T(r"one of your other {sel} attacks",
      lambda s: b.event("attacks", replace(s.sel, who="yours", count=1, all=False, other=True)), "c.when_attacks"),
    # s6-gcg-a: any subject attacks, its target as printed (8-2-1, 8-2-2; the target declared, ja 7-3-5-2)
    T(r"{sel} attacks(?: (?P<at>a player|an enemy player|the enemy player|{sel2}))?", _attacks, "c.when_attacks"),
    T(r"{sel} is blocked(?: by {sel2})?",
      lambda s: b.block_event("blocked", s.sel, s.sel2 if s.has("sel2") else None), "c.when_blocked"),
    T(r"{sel} blocks(?: {sel2})?",
      lambda s: b.block_event("blocks", s.sel, s.sel2 if s.has("sel2") else None), "c.when_blocks"),
    # s12-gcg-gen: "When this effect destroys an enemy Unit, draw 1" — a trigger of the effect's own result
    # (10-1-6-1: "when …" in a text; 5-10-1: its lethal damage destroys, 5-5-2 / 11-3-1)
    T(r"this effect destroys {sel}", lambda s: b.event(b.THIS_EFFECT_DESTROYS, s.sel), "c.when_this_effect_destroys"),
    T(r"{sel} is destroyed with damage", lambda s: b.event("destroyed", s.sel, by="damage"), "c.when_destroyed"),
    T(r"(?P<whose>this Unit|it)'s AP is reduced by an? (?P<enemy>enemy )?effect",
      lambda s: b.event("ap_reduced", THIS if s.whose.lower() == "this unit" else IT,
                        by="enemy_effect" if s.has("enemy") else "effect"), "c.when_ap_reduced"),
    # s8-gcg-c: any subject, "When one of your (X) Units' AP is reduced by an enemy effect"
    T(r"{sel}(?:'s|') AP is reduced by an? (?P<enemy>enemy )?effect",
      lambda s: b.event("ap_reduced", s.sel, by="enemy_effect" if s.has("enemy") else "effect"), "c.when_ap_reduced"),
    T(r"you activate a Command's 【Main/Action】(?: effect)?", lambda s: b.command_event(), "c.when_command"),
    # s12-gcg-gen: "or less" too (a payment bound: ⟦1⟧ to ⟦N⟧ paid)
    T(r"you pay ⟦(?P<n>\d+)⟧ or (?P<bound>more|less)(?: cost)? for {sel}(?:'s|') effects?",
      lambda s: b.event("paid", s.sel, n=int(s.n), op=">=" if s.bound == "more" else "<="), "c.when_paid"),
    # s14-trig: "a (X) Command's 【Main】/【Action】" (the command's bounds, 【Burst】 activating it too, 13-2-5)
    T(r"you activate {sel}(?:'s|') 【Main/Action】(?: effects?)?", lambda s: b.command_event(s.sel),
      "c.when_command"),
    # "play (and activate)": played from the hand (5-7-1), not a 【Burst】 (13-2-5-1)
    T(r"you (?P<play>play and )?activate {sel}(?P<ex> using an EX Resource)?",
      lambda s: b.command_event(s.sel, s.has("ex"), s.has("play")), "c.when_command"),
    T(r"you play {sel}(?P<ex> using an EX Resource)?", lambda s: b.command_event(s.sel, s.has("ex"), True),
      "c.when_command"),
    T(r"you place an EX Resource", lambda s: b.event("placed_resource", ex=True), "c.when_place_ex"),
    # s10-gcg-a: "When you use this Unit's <Support> to increase a (ZAFT) Unit's AP" (13-1-3-1)
    T(r"you use this Unit's <Support> to increase {sel}(?:'s|') AP",
      lambda s: b.event("supported", THIS, target=s.sel), "c.when_support"),
    # s10-gcg-a: "When you pair a Pilot with this Unit or one of your white Units" (10-1-6-1, 5-9)
    T(r"you pair {sel} with this Unit or {sel2}",
      lambda s: b.event("paired_event", s.sel2, pilot=s.sel, or_this=True), "c.when_pair"),
    T(r"you pair {sel} with {sel2}", lambda s: b.event("paired_event", s.sel2, pilot=s.sel), "c.when_pair"),
    T(r"{sel} is (?P<what>rested|set as active) by (?P<by>an effect|one of your opponent's effects)",
      lambda s: b.event("rested" if s.what.lower() == "rested" else "set_active", s.sel,
                        by="enemy_effect" if "opponent" in s.by else "effect"), "c.when_rested_active"),
    T(r"this Unit or {sel} is deployed", lambda s: b.event("deployed", s.sel, or_this=True), "c.when_deployed"),
    T(r"{sel} is deployed", lambda s: b.event("deployed", s.sel), "c.when_deployed"),
    T(r"{sel} is destroyed", lambda s: b.event("destroyed", s.sel), "c.when_destroyed"),
    T(r"{sel} links", lambda s: b.event("linked_event", s.sel), "c.when_link"),
    T(r"{sel} recovers HP", lambda s: b.event("recovers", s.sel), "c.when_recovers"),
    T(r"you draw with an effect", lambda s: b.event("draws", by="effect"), "c.when_draw"),
    *(T(pattern, build, tid) for pattern, build, tid in player_events.EVENTS_EN),  # s14-trig
]


def _lead(kind: str, value: Any = None) -> Any:
    return lambda s: Lead(kind, value(s) if callable(value) else value)


LEADS = [
    # s15-opt round 2: "After that," — the same sequence as "Then," (10-3; ja 「その後、」, zh-Hant 「之後，」 are one word)
    T(r"(?:Then|After that), ", _lead("then"), "c.then"),
    T(r"If you do, ", _lead("if_done"), "c.if_you_do"),
    T(r"During this turn, ", _lead("duration", b.DURATIONS["turn"]), "c.during_this_turn_prefix"),
    T(r"During this battle, ", _lead("duration", b.DURATIONS["battle"]), "c.during_this_turn_prefix"),
    # s17-gcg: a duration that ends in a later turn, first (next_turn.py, 7-6-6-1)
    T(r"(?P<d>During|Until the end of) your (?P<opp>opponent's )?next turn, ",
      _lead("duration", lambda s: b.DURATIONS[("end_of_" if s.d.lower() != "during" else "")
                                              + ("opponents" if s.has("opp") else "your") + "_next_turn"]),
      "c.during_next_turn_prefix"),
    T(r"During your turn, ", _lead("window", b.YOUR_TURN), "c.during_your_turn"),
    T(r"During your opponent's turn, ", _lead("window", b.OPPONENTS_TURN), "c.during_opp_turn"),
    T(r"If {cond}, ", _lead("condition", lambda s: s.cond), "c.if"),
    T(r"While {cond}, ", _lead("while", lambda s: s.cond), "c.while"),
    T(r"When {event}, ", _lead("trigger", lambda s: s.event), "c.when"),
    *(T(pattern, build, tid) for pattern, build, tid in turn_records.LEADS_EN),  # s13-gcg-exec
    *(T(pattern, build, tid) for pattern, build, tid in turn_leads.EN),
    *(T(pattern, build, tid) for pattern, build, tid in player_events.LEADS_EN),  # s14-trig  # s8-gcg-c: start / end of a turn
    T(r"At the end of your turn, ", _lead("trigger", Condition.of("end_of_turn")), "c.at_end_of_turn"),
    T(r"At the end of the turn when this Unit is paired with a Pilot, ",
      lambda s: b.end_of_turn_when_paired(s.ctx), "c.at_end_of_turn_when"),  # s6-gcg-a
    T(r"You may (?=[a-z])", _lead("may"), "v.may"),
]


# --- sentences ----------------------------------------------------------------------------------


def _choose(s: Any) -> list[Step]:
    s.ctx.referent = IT
    first, second = s.sel, s.sel2 if s.has("sel2") else None
    if second is not None and second.zone != "play" and first.zone == "play" and "card" in s.raw("sel").lower():
        first = b.in_zone(first, second.zone)  # "1 (X) card and 1 (Y) card from your trash": both there
    return b.choose(first, second)


def _named(s: Any, step: Step) -> Step:
    """A step that names cards later sentences call `it` (a look at the deck)."""
    s.ctx.referent = IT
    return step


def _signed(sign: str, n: str) -> int:
    return -int(n) if sign == "-" else int(n)


def _modify(s: Any) -> list[Step]:
    until = _until(s)
    steps = [b.modify(s.sel, s.stat1, _signed(s.sign, s.n), until)]
    if s.has("stat2"):
        steps.append(b.modify(s.sel, s.stat2, _signed(s.sign2, s.n2), until))
    if s.has("kws"):
        steps.extend(b.grant(s.sel, s.kws, until))
    return steps


def _per(s: Any) -> Step:
    """`gets AP+2 for each of your rested (CB) Units`: N times the number of those cards."""
    return b.act("modify", s.sel, stat=s.stat.lower(), until=_until(s),
                 amount=Amount(per=_signed(s.sign, s.n), count_of=b.every(s.sel2)))


# s8-gcg-d: a restriction's duration, "during this turn" or, at the end, bare "this turn" / "this
# battle" ("… can't choose it as their attack target this turn.", 10-1-5-6)
_FOR_A_TIME = r"(?: (?:during |(?=this (?:turn|battle)\b)|(?=until the end of )){dur})?"
_DURING = r"(?: (?:during |(?=until the end of )){dur})?"  # s17-gcg: "until the end of …" is its own duration


def _token_spec(text: str) -> dict[str, Any]:
    """`(Trait)・AP2・HP2・<Blocker>・{a static text}`: the token's traits, AP, HP, keywords and
    its own printed text (5-17)."""
    out: dict[str, Any] = {"traits": (), "ap": 0, "hp": 0, "keywords": ()}
    stats: list[str] = []
    for part in (p.strip() for p in split_outside(text, "・")):
        m = re.fullmatch(r"(AP|HP)(\d+)", part)
        if m:
            out[m.group(1).lower()] = int(m.group(2))
            stats.append(m.group(1).lower())
        elif re.fullmatch(_TRAITS, part) or re.fullmatch(rf"{_TRAIT}(?:\s+{_TRAIT})+", part):
            out["traits"] = _traits(part)  # s8-gcg-d: several traits, as a card prints them (2-6)
        elif re.fullmatch(r"<[^<>]+>", part):
            info, value = GRAMMAR.keyword(part.strip("<>"))
            if not info.defined:
                raise Unread(part, f"keyword {part} is not defined by our rule documents")
            out["keywords"] = (*out["keywords"], str(Keyword(info.name, value)))
        else:
            ability = read_ability(part, GRAMMAR)[0]
            if ability.body is None:
                raise Unread(ability.unread or part, f"token text: {ability.reason}")
            out["text"] = ability
    b.token_stats_printed(text, stats)
    return out


def _token(s: Any) -> list[Step]:
    steps = [b.token(int(s.n), s.name, _token_spec(s.spec), s.has("rested"))]
    if s.has("name2"):
        steps.append(b.token(int(s.n2), s.name2, _token_spec(s.spec2), s.has("rested2")))
    return steps


def _sentence_if(s: Any) -> list[Step]:
    built = first_match(SENTENCES, s.body, s.ctx)
    return apply_leads([Lead("condition", s.cond)], list(built) if isinstance(built, list | tuple) else [built],
                       s.ctx, s.raw("body"))


def _sentence_instead(s: Any) -> list[Step]:
    built = first_match(SENTENCES, s.body, s.ctx)
    return b.instead(list(built) if isinstance(built, list | tuple) else [built])


SENTENCES = [
    # s15-opt: "When playing this card from your hand, you may <pay>. If you do, play … as if …" (7-5-2-2)
    *(T(pattern, build, tid) for pattern, build, tid in play_option.en(lambda: COSTS)),
    # s11-gcg-read: "Choose 1 enemy player (with N or more cards in their hand). They discard 1." (10-3-3)
    *(T(pattern, build, tid) for pattern, build, tid in counted_number.EN),  # s14-cont: "Count up …"
    *(T(pattern, build, tid) for pattern, build, tid in counted_number.EN_GAINS),  # s14-cont: "the same number of"
    *(T(pattern, build, tid) for pattern, build, tid in each_look.EN),  # s11-gcg-read: all players look
    *(T(pattern, build, tid) for pattern, build, tid in player_steps.EN),
    *(T(pattern, build, tid) for pattern, build, tid in joined_steps.EN),  # s11-gcg-read: "Destroy this and choose …"
    # s11-gcg-read: "deploy 1 [A](…) Unit token or 1 [B](…) Unit token" (10-3-3, 5-17-1)
    *(T(pattern, token_choice.either(_token_spec, rested_per_token=True), tid) for pattern, tid in token_choice.EN),
    *(T(pattern, build, tid) for pattern, build, tid in token_choice.EN_ALTERNATIVES),  # s11-gcg-read: … if …, or … if …
    # s6-gcg-b: counted amounts on damage / recovery / AP and HP (reader/amounts.py)
    *(T(pattern, build, tid) for pattern, build, tid in amounts.EN),
    *(T(pattern, build, tid) for pattern, build, tid in effect_records.EN),  # s13-gcg-exec
    *(T(pattern, build, tid) for pattern, build, tid in choices.EN),  # s6-gcg-b: others choose
    *(T(pattern, build, tid) for pattern, build, tid in fresh_attack.EN),  # s7-gcg: deploy-turn attack
    # choosing targets (10-3-3)
    T(r"Choose {sel} and add (?:it|them) to your hand", lambda s: [*_choose(s), b.act("add_to_hand", IT)],
      "v.choose_add"),
    T(r"Choose {sel} and {sel2}", _choose, "v.choose_mixed"),
    T(r"Choose {sel}", _choose, "v.choose"),
    # damage, recovery (5-5-4, 5-6)
    T(rf"Deal (?P<n>\d+) damage to (?:{_IT} and this Unit|this Unit and {_IT})",
      lambda s: [b.damage(int(s.n), IT), b.damage(int(s.n), THIS)], "v.deal_damage"),
    T(r"Deal (?P<n>\d+) damage to {sel}", lambda s: b.damage(int(s.n), s.sel), "v.deal_damage"),
    T(r"Deal damage to {sel} equal to the number of {sel2}",
      lambda s: b.act("damage", s.sel, amount=Amount(count_of=b.every(s.sel2))), "v.deal_damage_count"),
    T(r"Deal (?P<n>\d+) damage", lambda s: b.act("damage", None, amount=Amount(int(s.n))), "v.deal_damage"),
    T(r"{sel} recovers? (?P<n>\d+) HP(?: and gets? AP(?P<sign>[+-])(?P<m>\d+)" + _DURING + r")?",
      lambda s: [b.recover(int(s.n), s.sel)] + ([b.modify(s.sel, "ap", _signed(s.sign, s.m), _until(s))]
                                                 if s.has("m") else []), "v.recover"),
    # AP/HP changes and keywords (5-16, 13-1)
    T(r"{sel} gets? (?P<stat1>AP|HP)(?P<sign>[+-])(?P<n>\d+)(?: and (?P<stat2>AP|HP)(?P<sign2>[+-])(?P<n2>\d+))?"
      r"(?: and (?:gains? )?{kws})?" + _DURING, _modify, "v.ap"),  # s8-gcg-a/b: "… and gains <X>"
    # s9-gcg-a: "It gets <First Strike> during this turn" (GD05): "gets" a keyword is "gains" it (13-1)
    *(T(pattern, build, tid) for pattern, build, tid in trait_grants.EN),  # s11-gcg-read: "gain (X)"
    T(r"{sel} (?:gains?|gets?) {kws}" + _DURING, lambda s: b.grant(s.sel, s.kws, _until(s)), "v.gain_kw"),
    T(r"{sel} gets? (?P<stat>AP|HP)(?P<sign>[+-])(?P<n>\d+) for each (?:of )?{sel2}" + _DURING,
      lambda s: _per(s), "v.ap_for_each"),
    T(r"For each {sel2}, {sel} gets? (?P<stat>AP|HP)(?P<sign>[+-])(?P<n>\d+)" + _DURING,
      lambda s: _per(s), "v.ap_for_each"),
    # s5-gcg-a: continuous, counted by the damage counters on this unit (5-5-1)
    T(r"Increase this Unit's (?P<stat>AP|HP) by an amount equal to the amount of damage it has received",
      lambda s: b.per_damage_received(s.stat.lower()), "v.ap_per_damage"),
    T(r"{sel} may recover (?P<n>\d+) HP", lambda s: b.act("recover", s.sel, amount=Amount(int(s.n)), may=True),
      "v.recover"),
    # moving cards (13-2-5, 5-2-2, 5-10-1, 5-12)
    T(r"Add this card to your hand", lambda s: b.act("add_to_hand", b.THIS_CARD), "v.burst_add_hand"),
    T(r"Deploy this card", lambda s: b.act("deploy", b.THIS_CARD), "v.burst_deploy_self"),
    # s15-opt: "【Destroyed】If this Unit is destroyed by …, add it from your trash to your hand" (13-2-8-2)
    T(r"Add {sel} from your trash to your hand", lambda s: b.add_this_from_trash(s.sel, s.ctx),
      "v.add_this_from_trash"),
    T(r"Add {sel} to your hand", lambda s: b.act("add_to_hand", s.sel), "v.add_to_hand"),
    T(r"Rest {sel}", lambda s: b.act("rest", s.sel), "v.rest"),
    T(r"Set {sel} as active", lambda s: b.act("set_active", s.sel), "v.set_active"),
    T(r"Destroy {sel}", lambda s: b.act("destroy", s.sel), "v.destroy"),
    T(r"Return {sel} to (?:(?:its|their) owner'?s'? hands?|your hand)", lambda s: b.act("return_to_hand", s.sel),
      "v.bounce"),
    # s13-gcg-gen: "(you may) exile 2 (X) cards from / in your trash (from the game)" as a step, as the
    # cost reads it (5-12-1); ja 「自分のトラッシュの…をゲームから除外する」 read so already
    T(r"Exile {sel} (?:from|in) your trash(?: from the game)?", lambda s: b.act("exile", b.in_zone(s.sel, "trash")),
      "v.exile"),
    T(r"Exile {sel} from the game", lambda s: b.act("exile", s.sel), "v.exile"),
    T(r"Draw (?P<n>\d+)(?: cards?)?", lambda s: b.draw(int(s.n)), "v.draw"),  # s16-verb: "Draw 2 cards" (5-14-1)
    T(r"All players draw (?P<n>\d+)(?: cards?)?", lambda s: b.draw(int(s.n), "each"), "v.draw"),
    # s7-gcg: "you and the player who destroyed this Unit draw 1" (after "If this Unit is destroyed
    # with battle damage,": that unit's owner, 8-5-3)
    T(r"you and the player who destroyed this Unit draw (?P<n>\d+)",
      lambda s: b.draw(int(s.n), "you_and_destroyer"), "v.draw_destroyer"),
    T(r"Discard (?P<n>\d+)", lambda s: b.discard(int(s.n)), "v.discard"),
    T(r"Discard {sel}", lambda s: b.act("discard", b.in_zone(s.sel, "hand")), "v.discard"),
    T(r"Reveal {sel}", lambda s: _named(s, b.reveal_from_hand(s.sel, s.raw("sel"))), "v.reveal_from_hand"),
    T(r"Pay ⟦(?P<n>\d+)⟧", lambda s: b.act("pay", extra=(("resources", int(s.n)),)), "v.pay"),
    # the deck (4-2, 4-8, 4-9, 5-13)
    T(r"Look at the top (?:card|(?P<n>\d+) cards) of your deck", lambda s: _named(s, b.look(int(s.n or 1))),
      "v.look_top"),
    # s16-verb: every card looked at back on top, in the order the looker chooses (4-1-6)
    T(r"Look at the top (?P<n>\d+) cards of your deck and return them to the top of your deck in any order",
      lambda s: [_named(s, b.look(int(s.n))), b.looked_to_top()], "v.look_order_top"),
    # the same in two sentences; "them" the cards just looked at (printed runs it only right after a look)
    T(r"Return them to the top of your deck in any order", lambda s: b.looked_to_top(), "v.look_order_top"),
    T(r"Look at the top (?P<n>\d+) cards of your deck and return (?P<k>\d+) to the top"
      r"(?: and (?P<j>\d+) to the bottom)?",
      lambda s: [_named(s, b.look(int(s.n))), b.to_deck(Selector(who="looked", zone="looked", kind="card", count=int(s.k)),
                                             "deck_top")]
      + ([b.to_deck(Selector(who="looked", zone="looked", kind="card", count=int(s.j)), "deck_bottom")]
         if s.has("j") else []), "v.look_order"),
    T(r"reveal (?P<n>\d+) {sel} and add it to your hand", lambda s: b.reveal_add(s.sel, int(s.n)),
      "v.reveal_add"),
    T(r"reveal it and add it to your hand", lambda s: b.reveal_it_add(), "v.reveal_add"),
    T(r"reveal (?P<n>\d+) {sel} and return it to the top of your deck",
      lambda s: [b.act("reveal", b.among(s.sel, int(s.n)), may=True), b.to_deck(IT, "deck_top")],
      "v.reveal_top"),
    T(r"Return the remaining cards? to the bottom of your deck in any order",  # s16-verb: the owner's order (4-1-6)
      lambda s: b.remaining("deck_bottom"), "v.remaining_bottom"),
    T(r"Return the remaining cards? (?P<random>randomly )?to the bottom of your deck",
      lambda s: b.remaining("deck_bottom", s.has("random")), "v.remaining_bottom"),
    T(r"Return any remaining cards? to the bottom of your deck", lambda s: b.remaining("deck_bottom"),
      "v.remaining_bottom"),
    T(r"Place the remaining cards? into your trash", lambda s: b.remaining("trash"), "v.remaining_trash"),
    T(r"Return {sel} to the top or bottom of your deck", lambda s: b.to_deck(s.sel, "deck_top_or_bottom"),
      "v.look_return_top_bottom"),
    T(r"Return {sel} to the top of your deck or place it into your trash",
      lambda s: b.to_deck(s.sel, "deck_top_or_trash"), "v.look_return_top_bottom"),
    *(T(pattern, build, tid) for pattern, build, tid in one_shot.EN),  # s8-gcg-a: verbs on any target
    T(r"return {sel} to the (?P<end>top|bottom) of (?:its owner's|your) deck",
      lambda s: b.to_deck(s.sel, f"deck_{s.end.lower()}"), "v.to_deck"),
    # s7-gcg: "Return them to their owner's deck and shuffle it" (cards chosen earlier, 4-2: shuffled)
    T(r"Return {sel} to (?:its|their) owner'?s'? deck and shuffle it",
      lambda s: b.to_deck(s.sel, "deck_shuffle"), "v.to_deck_shuffle"),
    T(r"Place the top (?:card|(?P<n>\d+) cards) of your deck into your trash", lambda s: b.mill(int(s.n or 1)),
      "v.mill"),
    # s16-verb: the enemy player's deck into their own trash (4-9; 1-2-2-2 when it runs out)
    T(r"(?:Place the top (?:card|(?P<n>\d+) cards) of your opponent's deck|Your opponent places the top "
      r"(?:card|(?P<m>\d+) cards) of their deck) into their trash",
      lambda s: b.mill(int(s.n or s.m or 1), "opponent"), "v.mill_opponent"),
    # resources and tokens (4-4, 5-17)
    T(r"Place (?P<n>\d+) EX Resources?", lambda s: b.place_resource(int(s.n), ex=True), "v.place_ex_resource"),
    T(r"Place (?P<n>\d+) rested EX Resources?", lambda s: b.place_resource(int(s.n), ex=True, rested=True),
      "v.place_ex_resource"),
    T(r"Place (?P<n>\d+) (?P<rested>rested )?Resources?",
      lambda s: b.place_resource(int(s.n), rested=s.has("rested")), "v.place_resource"),
    T(r"Deploy (?P<n>\d+) EX Bases?", lambda s: b.token(int(s.n), "EX Base", {"ex_base": True}, False),
      "v.deploy_ex_base"),
    T(r"Deploy (?P<n>\d+) (?P<rested>rested )?\[{name}\]\({spec}\) Unit tokens?"
      r"(?: and (?P<n2>\d+) (?P<rested2>rested )?\[{name2}\]\({spec2}\) Unit tokens?)?", _token,
      "v.deploy_token"),
    # playing and pairing (13-2-5, 5-8, 5-9, 3-3-6)
    T(r"Activate this card's 【(?P<t>Main|Action)】",
      lambda s: b.act("activate", b.THIS_CARD, extra=(("timing", s.t.lower()),)), "v.burst_activate"),
    T(r"Pay its cost to deploy it", lambda s: b.act("deploy", IT, extra=(("pay_cost", True),)), "v.pay_deploy"),
    T(r"Deploy {sel}", lambda s: b.deploy(s.sel), "v.deploy"),
    T(r"Pair {sel} with this Unit", lambda s: b.act("pair", s.sel), "v.pair"),
    # s5-gcg-a: a command paired by its own 【Main】 (5-9-1, 3-4-4), a paired card's 【Main】 activated
    T(r"After activating this card's 【Main】, you may pair this card from your trash with {sel}",
      lambda s: b.pair_this_from_trash(s.sel), "v.pair_this_from_trash"),
    T(r"Activate 【(?P<t>Main|Action)】 on {sel}", lambda s: b.activate_on(s.sel, s.t.lower()),
      "v.activate_paired"),
    # restrictions (10-1-5-6, 8-2-1, 5-5)
    T(r"{sel} can't attack" + _FOR_A_TIME, lambda s: b.cant("attack", s.sel, _until(s)), "v.cant_attack"),
    # s17-gcg: recognised, left by hand with the reason (no guess): battle damage redirected to another unit
    T(r"battle damage (?:this Unit|it|that Unit) would receive is dealt to (?:this Unit|it|that Unit)(?: instead)?",
      lambda s: _by_hand(REDIRECTED_BATTLE_DAMAGE), "v.redirect_battle_damage"),
    T(r"{sel} can only attack during a turn when .+", lambda s: _by_hand(ONLY_ATTACK_WHEN), "v.only_attack_when"),
    T(r"{sel} can't choose the enemy player as (?:its|their) attack target" + _FOR_A_TIME,
      lambda s: b.cant("attack_player", s.sel, _until(s)), "v.cant_attack_player"),
    # s8-gcg-b: "Enemy Units can't choose this Unit as their attack target" (8-2-1, 10-1-5-6)
    T(r"Enemy Units can't choose {sel} as (?:their|an?) attack targets?" + _FOR_A_TIME,
      lambda s: b.cant("be_attacked", s.sel, _until(s)), "v.cant_be_attacked"),
    # s8-gcg-b: "can't be blocked" (13-1-6-1: what 《High-Maneuver》 does, as a "can't", 10-1-5-6)
    T(r"{sel} can't be blocked" + _FOR_A_TIME, lambda s: b.cant("be_blocked", s.sel, _until(s)),
      "v.cant_be_blocked"),
    T(r"{sel} can't be paired with a Pilot", lambda s: b.cant("be_paired", s.sel), "v.cant_be_paired"),
    # s13-gcg-gen: either half alone (7-2-3, 10-1-5-6), as the token text prints both joined
    T(r"{sel} can't be set as active" + _FOR_A_TIME, lambda s: b.cant("be_set_active", s.sel, _until(s)),
      "v.cant_be_set_active"),  # round 2: on any subject, for a time too (restrictions.EVERY_CANT)
    # s13-gcg-gen: a unit entering the battle area rested (10-1-5-7), as a "can't" be deployed active
    T(r"{sel} (?:is|are) deployed rested", lambda s: b.cant("be_deployed_active", s.sel), "v.deployed_rested"),
    T(r"{sel} can't be set as active or paired with a Pilot",
      lambda s: [b.cant("be_set_active", s.sel), b.cant("be_paired", s.sel)], "v.cant_be_paired"),
    T(r"{sel} can't be destroyed by (?P<whose>enemy |your opponent's |(?:an )?opponent's |)effects?" + _FOR_A_TIME,
      lambda s: b.cant("be_destroyed_by_enemy_effects" if s.whose else "be_destroyed_by_effects", s.sel,
                       _until(s)), "v.cant_destroyed"),  # s11-gcg-exec: "by effects", "by your opponent's"
    # s17-fmt: also as other printings and shops word it, "…'s AP does not decrease due to the opponent's effects"
    # (the Japanese 「相手の効果で減少しない」 word for word; "enemy" is the opponent's, 10-1-5-6)
    T(r"{sel}'s AP (?:(?:can't|cannot|won't) be reduced by|(?:is not|isn't) reduced by|(?:does not|doesn't) "
      r"decrease (?:due to|by|from)) (?:enemy|the opponent's|your opponent's|(?:an )?opponent's) effects",
      lambda s: b.cant("ap_reduced_by_enemy_effects", s.sel), "v.ap_not_reduced"),
    # s14-cont: "This Unit can't block" (13-1-4-1: to block is to use <Blocker>; 10-1-5-6), "… can't be chosen by
    # your opponent's effects" (10-3-3: an effect's choice), "… can't be returned to its owner's hand by your
    # opponent's effects" (10-1-5-6) — restrictions.EVERY_CANT
    T(r"{sel} can't block" + _FOR_A_TIME, lambda s: b.cant("block", s.sel, _until(s)), "v.cant_block"),
    T(r"{sel} can't be chosen by (?:enemy|your opponent's|(?:an )?opponent's) effects?" + _FOR_A_TIME,
      lambda s: b.cant("be_chosen_by_enemy", s.sel, _until(s)), "v.cant_be_chosen"),
    T(r"{sel} can't be returned to (?:its|their) owner'?s'? hands? by (?:enemy|your opponent's|(?:an )?opponent's) "
      r"effects?" + _FOR_A_TIME,
      lambda s: b.cant("returned_to_hand_by_enemy", s.sel, _until(s)), "v.cant_be_returned"),
    T(r"{sel} can't activate {kwname}" + _FOR_A_TIME,
      lambda s: b.act("cant", s.sel, until=_until(s), extra=(("what", "activate"), ("keyword", s.kwname))),
      "v.cant_activate"),
    T(r"{sel} can't receive (?P<enemy>enemy )?(?P<kind>battle |effect )?damage(?: from {sel2})?" + _FOR_A_TIME,
      lambda s: b.prevent_damage(s.sel, (s.kind or "").strip(), s.sel2 if s.has("sel2") else None,
                                 s.has("enemy"), _until(s)), "v.cant_receive"),
    # s14-cont: "can't receive 2 or less (or more) enemy effect damage" — only damage of that amount (5-5, 10-1-5-6)
    T(r"{sel} can't receive (?P<n>\d+) or (?P<b>less|more) (?P<enemy>enemy )?(?P<kind>battle |effect )?damage"
      + _FOR_A_TIME, lambda s: b.prevent_damage(s.sel, (s.kind or "").strip(), None, s.has("enemy"), _until(s),
                                                bound=(int(s.n), "<=" if s.b == "less" else ">=")),
      "v.cant_receive_bounded"),
    T(r"{sel} may choose {sel2} as (?:its|their) attack target" + _DURING,
      lambda s: b.may_attack(s.sel, s.sel2, _until(s)), "v.may_attack_active"),
    T(r"{sel} may attack on the turn (?:it is|they are) deployed",
      lambda s: b.act("may_attack_deployed", s.sel), "v.may_attack_deployed"),
    T(r"{sel} won't be set as active during the start phase of your opponent's next turn",
      lambda s: b.act("no_set_active", s.sel, until=Duration("until", key="opponent_next_start")),
      "v.no_active_next"),
    T(r"Enemy Units choose {sel} as their attack target if possible when attacking",
      lambda s: b.act("forced_attack_target", s.sel), "v.forced_attack_target"),
    # s14-cont: "Enemy Units other than Link Units choose …": only attackers passing the bounds (8-2-1)
    T(r"{sel2} choose {sel} as their attack target if possible when attacking",
      lambda s: b.act("forced_attack_target", s.sel, extra=(("attackers", s.sel2),)), "v.forced_attack_target"),
    # s14-cont round 2: "During this turn, all enemy Units must choose that Unit as their attack target when
    # attacking." (8-2-1; 1-3-2: while it can be chosen, as "if possible")
    T(r"(?:[Aa]ll )?{sel2} must choose {sel} as (?:its|their) attack target(?: when attacking)?" + _FOR_A_TIME,
      lambda s: b.act("forced_attack_target", s.sel, until=_until(s), extra=(("attackers", s.sel2),)),
      "v.forced_attack_target"),
    T(r"Change the attack target of the battling enemy Unit to {sel}|Change a battling enemy Unit's attack "
      r"target to {sel2}", lambda s: b.act("change_attack_target", s.sel if s.has("sel") else s.sel2),
      "v.change_attack_target"),
    # damage reduction (10-1-9)
    T(r"reduce it by (?P<n>\d+)", lambda s: b.reduce_damage(Selector(who="event"), int(s.n)), "v.reduce_by"),
    T(r"reduce by (?P<n>\d+)", lambda s: b.reduce_elided(int(s.n)), "v.reduce_by_elided"),  # s15-opt: "… instead"
    T(r"reduce the next damage {sel} receives? by (?P<n>\d+)",
      lambda s: b.reduce_damage(s.sel, int(s.n), next_only=True), "v.reduce_next"),
    # s18-gcg round 2: the next battle damage only (10-1-9-1; 5-5-3 battle damage): the cut kinds' crossing
    T(r"reduce the next battle damage {sel} receives? by (?P<n>\d+)",
      lambda s: b.reduce_damage(s.sel, int(s.n), kind="battle", next_only=True), "v.reduce_next_battle"),
    T(r"reduce battle damage {sel} receives? by (?P<n>\d+)",
      lambda s: b.reduce_damage(s.sel, int(s.n), kind="battle"), "v.reduce_battle"),
    # costs and names (2-10, 2-2-4)
    T(r"This card in your hand gets Lv\. ?-(?P<n>\d+) and cost ?-(?P<m>\d+) for each {sel}",  # s5-gcg-a
      lambda s: [b.hand_change_per("level_modify", -int(s.n), s.sel), b.hand_change_per("cost_modify", -int(s.m), s.sel)],
      "v.level_cost_reduce_hand_per"),
    T(r"Reduce the cost of this card in your hand by an amount equal to the number of {sel}",  # s5-gcg-a
      lambda s: b.hand_change_per("cost_modify", -1, s.sel), "v.cost_reduce_hand_per"),
    T(r"This card in your hand gets Lv\. ?-(?P<n>\d+) and cost ?-(?P<m>\d+)",  # s5-gcg-a (2-9-1, 2-10)
      lambda s: [b.level_modify(-int(s.n), "hand"), b.cost_modify(-int(s.m), "hand")], "v.level_cost_reduce_hand"),
    # s14-cont round 2: a value for the play, under a condition or not (2-9-1, 2-10-1, 7-5-2-2)
    T(r"When playing this card from your hand and pairing it with {sel}, play (?:it|this card) as if it has "
      r"(?P<n>\d+) cost", lambda s: b.play_as_if_pairing(int(s.n), s.sel), "v.play_as_if_pairing"),
    T(r"When playing this card from your hand, (?:if {cond}, )?play (?:it|this card) as if it has (?P<n>\d+) Lv\. "
      r"and (?:(?P<m>\d+) )?cost", lambda s: b.play_as_if(int(s.n), s.cond if s.has("cond") else None,
                                                       int(s.m) if s.m else None), "v.play_as_if"),
    T(r"This card in your (?P<zone>hand|trash) gets cost ?-(?P<n>\d+)",
      lambda s: b.cost_modify(-int(s.n), s.zone.lower()), "v.cost_reduce_hand"),
    T(r"This card's name is also treated as \[{name}\]",
      lambda s: b.act("name_alias", THIS, extra=(("name", s.name.strip()),)), "v.treated_as_name"),
    # "… instead." (10-1-9-1)
    T(r"(?P<body>.+) instead", _sentence_instead, "v.instead"),
    # s8-gcg-c: "<effect>, if <cond>." / "<effect> if <cond>." (10-2-1): as "If <cond>, <effect>."
    T(r"(?P<body>.+?),? if {cond}", lambda s: _sentence_if(s), "c.if_trailing"),
    *(T(pattern, build, tid) for pattern, build, tid in phrasings.EN_SENTENCES),  # s9-gcg-a: "… while <cond>"
    *(T(pattern, build, tid) for pattern, build, tid in joined_steps.EN_LAST),  # s16-verb: "<step> and <step>"
]


# --- costs (10-1-7) -----------------------------------------------------------------------------

COSTS = [
    *(T(pattern, build, tid) for pattern, build, tid in cost_parts.EN),  # s8-gcg-c: discard N, to hand
    T(r"(?P<all>(?:⟦\d+⟧)+)", lambda s: {"resources": sum(int(x) for x in re.findall(r"\d+", s.all))},
      "cost.resource"),
    T(r"Rest this (?:Unit|Base)", lambda s: {"rest_self": True}, "cost.rest_self"),
    T(r"Destroy this (?:Unit|Base)", lambda s: {"destroy_self": True}, "cost.destroy_self"),
    T(r"return this Unit to the bottom of its owner's deck", lambda s: {"return_self": "deck_bottom"},
      "cost.return_self"),
    T(r"Exile {sel} from your trash(?: from the game)?", lambda s: {"exile": b.in_zone(s.sel, "trash")},
      "cost.exile_trash"),
    # s10-gcg-a/b: newer lists print "Exile 2 Command cards in your trash from the game" (5-12-1)
    T(r"Exile {sel} in your trash from the game", lambda s: {"exile": b.in_zone(s.sel, "trash")},
      "cost.exile_trash"),
    T(r"Rest {sel}", lambda s: {"rest_other": s.sel}, "cost.rest_other"),
    *(T(pattern, build, tid) for pattern, build, tid in cost_parts.EN_OTHER),  # s13-gcg-gen: another card of yours
    T(r"Discard {sel}", lambda s: {"discard": b.in_zone(s.sel, "hand")}, "cost.discard"),
]


# --- markers (13-2) -----------------------------------------------------------------------------

_DEVELOPMENT_TIMINGS = {"deploy": c.DEPLOY, "when paired": c.WHEN_PAIRED, "when linked": c.WHEN_LINKED}

MARKER_TEMPLATES = [
    T(phrasings.either_pattern("en"), phrasings.either_trigger("en"), "t.either_trigger"),  # s9-gcg-a
    T(r"(?P<t>Deploy|When Paired|When Linked)・Development (?P<n>\d+)",
      lambda s: c.development(int(s.n), _DEVELOPMENT_TIMINGS[s.t.lower()]), "t.development"),
    T(r"When Paired・(?P<p>.+)",
      lambda s: Marker(timing=c.WHEN_PAIRED, condition=c.paired_with(condition_parts.pilot_selector(s.p))),
      "t.when_paired_cond"),
    T(r"During Pair・(?P<p>.+)",
      lambda s: Marker(static=True, condition=c.paired_with(condition_parts.pilot_selector(s.p))),
      "t.during_pair_cond"),  # s8-gcg-c: or [Name] (condition_parts.pilot_selector)
]

MARKERS = {
    "deploy": c.timing(c.DEPLOY), "attack": c.timing(c.ATTACK), "destroyed": c.timing(c.DESTROYED),
    "burst": c.timing(c.BURST), "when paired": c.timing(c.WHEN_PAIRED),
    "when linked": c.timing(c.WHEN_LINKED), "during pair": Marker(static=True, condition=c.PAIRED),
    "during link": Marker(static=True, condition=c.LINKED), "activate・main": c.timing(c.ACTIVATE_MAIN),
    "activate・action": c.timing(c.ACTIVATE_ACTION), "main": c.timing(c.MAIN), "action": c.timing(c.ACTION),
    "main/action": c.timing(c.MAIN_OR_ACTION), "once per turn": Marker(limit="once_per_turn"),
    "pilot": Marker(pilot=True),
}

KEYWORDS = {
    "blocker": c.BLOCKER, "breach": c.BREACH, "repair": c.REPAIR, "support": c.SUPPORT,
    "high-maneuver": c.HIGH_MANEUVER, "high maneuver": c.HIGH_MANEUVER, "first strike": c.FIRST_STRIKE,
    "suppression": c.SUPPRESSION, "development": c.DEVELOPMENT,
}

_REMINDER_AFTER_KEYWORD = re.compile(r"(<[^<>]+>)\s*\(((?:[^()]|\([^()]*\))*)\)")
_REMINDER_LINE = re.compile(r"^\((?:[^()]|\([^()]*\))*\)$")


def _is_reminder(inside: str) -> bool:
    """A sentence in parentheses, not a trait such as `(Zeon)`."""
    return inside.rstrip().endswith((".", "。")) or len(inside) > 30


def strip_reminders(text: str) -> str:
    """Reminder text has no game effect (2-11-4): `(…)` right after a keyword, or a whole line
    in parentheses (printed after a sentence granting a keyword)."""
    text = _REMINDER_AFTER_KEYWORD.sub(lambda m: m.group(1) if _is_reminder(m.group(2)) else m.group(0), text)
    return "\n".join(line for line in text.split("\n") if not _REMINDER_LINE.match(line.strip()))


_LOWER_TRAIT = re.compile(r"\(([a-z][a-z-]*)((?: [A-Z][\w-]*)+)\)")


class GcgEnglish(Grammar):
    typography = Typography()  # s17-fmt (#29): [Deploy], 〈Blocker〉, effects on one line …
    lang = "en"
    flags = I
    sentence_end = filters.EN_SENTENCE_END  # s6-gcg-b: "… with the highest Lv. Deal 3 damage to it."
    markers = MARKERS
    marker_templates = MARKER_TEMPLATES
    keywords = KEYWORDS
    costs = COSTS
    leads = LEADS
    conditions = CONDITIONS
    sentences = SENTENCES
    activated_timings = c.ACTIVATED

    def split_abilities(self, text: str) -> list[str]:
        return c.split_abilities(text)

    def split_sentences(self, body: str) -> list[str]:
        # s9-gcg-a: "choose 1 of the following effects and activate it:" keeps its ■ lines whole
        modes = phrasings.split_modes(body, super().split_sentences)
        return modes if modes is not None else super().split_sentences(body)

    def finish(self, body: list[Step]) -> list[Step]:
        return b.finish(body)

    delayed_triggers = True  # s6-gcg-a
    may_over_joined = True  # s17-gcg round 2: "You may A and B." — one "may" over both (core apply_leads)

    def delayed(self, event: Condition, leads: list[Lead], steps: list[Step], ctx: Context,
                sentence: str) -> list[Step]:
        return b.delayed(event, leads, steps, ctx, sentence)

    def prepare(self, text: str) -> str:
        text = normalise(text).replace("【Main】/【Action】", "【Main/Action】")
        text = phrasings.join_trigger_markers(text, "en")  # s9-gcg-a: 【Deploy】/【Attack】
        text = play_option.join(text, "en")  # s15-opt: "you may <pay>. If you do, play … as if …" as one
        return strip_reminders(text.replace("[Suppression]", "<Suppression>"))

    def retypeset(self, text: str, card_type: str | None = None) -> str:
        # s17-fmt (#29): "(white Base Team)": a trait's first word lower-cased by another source (its colour
        # word) while the others keep their capitals — the trait as the card prints it (2-5)
        text = _LOWER_TRAIT.sub(lambda m: f"({m.group(1).capitalize()}{m.group(2)})", super().retypeset(text))
        # a Pilot's 【Burst】 text and its Unit's text run together on one line (3-3-9, pilot_texts.py)
        return pilot_texts.split_pilot_texts(text, pilot_texts.EN) if card_type == "pilot" else text

    def pilot_name(self, rest: str) -> str | None:
        m = re.fullmatch(r"\[([^\[\]]+)\]", rest.strip())
        return m.group(1).strip() if m else None


GRAMMAR = GcgEnglish()
