"""The GCG grammar in English: the printed templates of docs/cards/gcg-templates.md.

Clauses are the zh-Hant comprehensive rules' (v1.1.0). Only what a template prints is
read: no filter, duration or target is ever added. A sentence no template reads makes its
ability resolved by hand."""

from __future__ import annotations

import re
from typing import Any

from ....core.effects.model import (
    BATTLE,
    IT,
    THIS,
    TURN,
    Amount,
    Condition,
    Duration,
    Filter,
    Keyword,
    Selector,
    Step,
)
from ....core.effects.reader import (
    Context,
    Grammar,
    KeywordInfo,
    Lead,
    Marker,
    SelectorDraft,
    SelectorGrammar,
    Slot,
    Template,
    Unread,
    add_filter,
    normalise,
    setter,
)
from . import common as c

I = re.IGNORECASE  # noqa: E741 - the flag, as `re` spells it

# --- slots ------------------------------------------------------------------------------------

_TRAIT = r"\((?:[^()]|\([^()]*\))+\)"
_TRAITS = rf"{_TRAIT}(?:/{_TRAIT})*"


def _traits(text: str) -> tuple[str, ...]:
    return tuple(t.strip() for t in re.findall(r"\(((?:[^()]|\([^()]*\))+)\)", text))


def _number(text: str, ctx: Context) -> int:
    return int(text)


def _keyword(text: str, ctx: Context) -> Keyword:
    info, value = ctx.grammar.keyword(text.strip("<>"))
    if not info.defined:
        raise Unread(text, f"keyword {text} is not defined by our rule documents")
    return Keyword(info.name, value)


def _keywords(text: str, ctx: Context) -> tuple[Keyword, ...]:
    return tuple(_keyword(token, ctx) for token in re.findall(r"<[^<>]+>", text))


def _duration(text: str, ctx: Context) -> Duration:
    key = text.lower()
    if key == "this turn":
        return TURN
    if key == "this battle":
        return BATTLE
    if key == "your turn":
        return Duration("while", Condition.of("your_turn"))
    if key == "your opponent's turn":
        return Duration("while", Condition.of("opponents_turn"))
    raise Unread(text)


def _selector(text: str, ctx: Context) -> Selector:
    return SELECTORS.parse(text)


def _condition(text: str, ctx: Context) -> Condition:
    from ....core.effects.reader import first_match

    return first_match(CONDITIONS, text, ctx)


def _event(text: str, ctx: Context) -> Condition:
    from ....core.effects.reader import first_match

    return first_match(EVENTS, text, ctx)


SLOTS = {
    "n": Slot(r"\d+", _number),
    "sel": Slot(r".+?", _selector),
    "kw": Slot(r"<[^<>]+>", _keyword),
    "kws": Slot(r"<[^<>]+>(?:(?:, | and |, and )<[^<>]+>)*", _keywords),
    "dur": Slot(r"this turn|this battle|your turn|your opponent's turn", _duration),
    "cond": Slot(r".+?", _condition),
    "event": Slot(r".+?", _event),
    "traits": Slot(_TRAITS, lambda text, ctx: _traits(text)),
    "sign": Slot(r"[+-]"),
    "name": Slot(r"[^\[\]]+"),
}


def T(pattern: str, build: Any, name: str = "") -> Template:
    return Template(pattern, build, SLOTS, I, name)


# --- selectors --------------------------------------------------------------------------------


def _count(draft: SelectorDraft, m: re.Match[str]) -> None:
    if m.group("low") is not None:  # "1 to 2": up to 2, at least 1 (10-3-3)
        draft.set("count", int(m.group("high")), m.string)
        draft.up_to, draft.at_least = True, int(m.group("low"))
    else:
        draft.set("count", int(m.group("n")), m.string)


def _noun(kind: str, zone: str | None = None, **filters: Any) -> Any:
    def apply(draft: SelectorDraft, m: re.Match[str]) -> None:
        draft.set("kind", kind, m.string)
        if zone:
            draft.set("zone", zone, m.string)
        for attr, value in filters.items():
            draft.filters.append(Filter(attr, "==", value))
    return apply


def _card_noun(draft: SelectorDraft, m: re.Match[str]) -> None:
    """`Unit card`, `Pilot card`, `(X) card`: a card outside play (its zone is printed after)."""
    kind = (m.group("type") or "card").lower()
    draft.set("kind", kind, m.string)


def _stat(attr: str, op: str) -> Any:
    def apply(draft: SelectorDraft, m: re.Match[str]) -> None:
        draft.filters.append(Filter(attr, op, int(m.group("n"))))
    return apply


def _level(draft: SelectorDraft, m: re.Match[str]) -> None:
    bound = (m.group("bound") or "").lower()
    op = {"lower": "<=", "higher": ">=", "": "=="}[bound]
    draft.filters.append(Filter("level", op, int(m.group("n"))))


def _bounded(attr: str) -> Any:
    def apply(draft: SelectorDraft, m: re.Match[str]) -> None:
        bound = m.group("bound").lower()
        op = "<=" if bound in ("less", "fewer", "lower") else ">="
        draft.filters.append(Filter(attr, op, int(m.group("n"))))
    return apply


def _keyword_filter(draft: SelectorDraft, m: re.Match[str]) -> None:
    name = m.group("kw").strip().lower()
    info = GRAMMAR.keywords.get(re.sub(r"\s*\d+$", "", name))
    if info is None:
        raise Unread(m.group(0))
    draft.filters.append(Filter("keyword", "has", info.name))


def _relative_level(draft: SelectorDraft, m: re.Match[str]) -> None:
    ref = "this" if m.group("ref").lower().startswith("this") else "it"
    op = "<=" if m.group("bound").lower() == "lower" else ">="
    draft.filters.append(Filter("level", op, ref))


def _paired_trait(draft: SelectorDraft, m: re.Match[str]) -> None:
    draft.filters.append(Filter("pilot_trait", "has", _traits(m.group("traits"))))


_PIECES = [
    (r"(?:(?P<low>\d+) to (?P<high>\d+)|(?P<n>\d+))\b", _count),
    (r"an?\b", setter(count=1)),
    (r"all(?: of)?\b", setter(all=True)),
    (r"of your\b", setter(who="yours")),
    (r"your\b", setter(who="yours")),
    (r"friendly\b", setter(who="friendly")),
    (r"enemy\b", setter(who="enemy")),
    (r"another\b", setter(other=True)),
    (r"other\b(?! than)", setter(other=True)),
    (r"(?P<s>rested|active|damaged)\b", lambda d, m: d.filters.append(Filter("state", "==", m["s"].lower()))),
    (r"undamaged\b", add_filter("state", "not", "damaged")),
    (rf"(?P<c>{'|'.join(c.COLOURS)})\b", lambda d, m: d.filters.append(Filter("colour", "==", m["c"].lower()))),
    (rf"(?P<t>{_TRAITS})", lambda d, m: d.filters.append(c.trait_filter(list(_traits(m["t"]))))),
    (r"Lv\.(?P<n>\d+) or (?P<bound>lower|higher)\b", _level),
    # nouns
    (r"Link Units?\b", _noun("unit", state="link"), True),
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
    (r"players?\b", _noun("player"), True),
    (r"(?:(?P<type>Unit|Pilot|Command|Base) )?cards?\b", _card_noun, True),
    # after the noun
    (r"with (?P<n>\d+) or (?P<bound>less|more) HP\b", _bounded("hp")),
    (r"with (?P<n>\d+) or (?P<bound>less|more) AP\b", _bounded("ap")),
    (r"with (?P<n>\d+) HP\b", _stat("hp", "==")),
    (r"with (?P<n>\d+) AP\b", _stat("ap", "==")),
    (r"that (?:is|are) Lv\.(?P<n>\d+)(?: or (?P<bound>lower|higher))?", _level),
    (r"with (?:a )?cost of (?P<n>\d+) or (?P<bound>less|more)\b", _bounded("cost")),
    (r"with <(?P<kw>[^<>]+)>", _keyword_filter),
    (r"with \"(?P<name>[^\"]+)\" in (?:its|their) card names?\b",
     lambda d, m: d.filters.append(Filter("name_contains", "==", m["name"]))),
    (r"whose Lv\. is equal to or (?P<bound>lower|higher) than (?P<ref>this Unit|that Unit|it)(?:'s)?",
     _relative_level),
    (r"paired with (?:a|an) (?P<traits>" + _TRAITS + r") Pilot\b", _paired_trait),
    (r"with no paired Pilot\b", add_filter("state", "not", "paired")),
    (r"(?:from|in) your trash\b", setter(zone="trash", who="yours")),
    (r"(?:from|in) your hand\b", setter(zone="hand", who="yours")),
    (r"in play\b", lambda d, m: None),
    (r"other than this (?:Unit|card)\b", setter(other=True)),
    (r"other than Link Units\b", add_filter("state", "not", "link")),
    (r"other than Unit tokens\b", add_filter("token", "not", True)),
    (r"belonging to each enemy player\b", setter(who="each_enemy_player")),
    (r"belonging to another player\b", setter(who="other_player")),
    (r"that is being attacked\b", add_filter("state", "==", "attacked")),
    (r"battling (?:this Unit|it)\b", add_filter("battling", "==", "this")),
]

SELECTORS = SelectorGrammar(
    _PIECES,
    wholes={
        "it": IT, "them": IT, "they": IT, "that unit": IT, "that enemy unit": IT, "those units": IT, "that card": IT,
        "that base": IT, "it/them": IT, "the chosen unit": IT, "the chosen card": IT, "that pilot": IT,
        "this unit": THIS, "this base": THIS, "this card": THIS, "this": THIS,
        "this unit's paired pilot": Selector(who="paired", kind="pilot"),
        "the card paired with this unit": Selector(who="paired", kind="pilot"),
        "the pilot paired with this unit": Selector(who="paired", kind="pilot"),
        "the enemy player": Selector(who="enemy", kind="player"),
        "the attacking unit": Selector(who="attacking"),
        "the enemy unit battling this unit": Selector(who="battling", filters=(Filter("owner", "==", "enemy"),)),
        "the battling enemy unit": Selector(who="battling", filters=(Filter("owner", "==", "enemy"),)),
    },
    separator=r"\s*",
    flags=I,
)


# --- leading phrases and conditions ------------------------------------------------------------


def _count_condition(n: int, sel: Selector, op: str = ">=") -> Condition:
    """"you have N or more X in play": the number of matching cards (10-2-1)."""
    counted = Selector(who=sel.who, kind=sel.kind, zone=sel.zone, count=0, all=True, other=sel.other,
                       filters=sel.filters)
    return Condition.of("count", selector=counted, op=op, n=n)


def _in_play(s: Any) -> Condition:
    sel: Selector = _other(s.sel) if s.has("another") or s.has("other") else s.sel
    n = int(s.n) if s.has("n") else 1
    op = "<=" if (s.bound or "").lower() in ("less", "fewer") else ">="
    return _count_condition(n, sel, op)


def _self_state(state: str) -> Condition:
    return Condition.of("self_state", state=state)


CONDITIONS = [
    T(r"you have (?:(?P<n>\d+) or (?P<bound>more|less|fewer) |an? |(?P<another>another ))?(?P<other>other )?"
      r"{sel} in play", _in_play, "c.if_friendly_in_play"),
    T(r"(?:(?P<n>\d+) or (?P<bound>more|less|fewer) |an? |(?P<another>another ))?(?P<other>other )?"
      r"{sel} (?:is|are) in play", _in_play, "c.if_count_in_play"),
    T(r"there (?:is|are) (?:(?P<n>\d+) or (?P<bound>more|less|fewer) |an? )?{sel} in play",
      lambda s: _in_play(s), "c.if_count_in_play"),
    T(r"no {sel} (?:is|are) in play", lambda s: _count_condition(0, s.sel, "=="), "c.if_none_in_play"),
    T(r"there (?:is|are) (?P<n>\d+) or (?P<bound>more|less|fewer) {sel} in your trash",
      lambda s: _count_condition(int(s.n), _zone(s.sel, "trash"), ">=" if s.bound == "more" else "<="),
      "c.if_trash_count"),
    T(r"you have (?P<n>\d+) or (?P<bound>more|less|fewer) cards in your hand",
      lambda s: Condition.of("hand_size", player="self", op=">=" if s.bound == "more" else "<=", n=int(s.n)),
      "c.if_hand"),
    T(r"your opponent has (?P<n>\d+) or (?P<bound>more|less|fewer) cards in their hand",
      lambda s: Condition.of("hand_size", player="opponent", op=">=" if s.bound == "more" else "<=",
                             n=int(s.n)), "c.if_hand"),
    T(r"there are (?P<n>\d+) or (?P<bound>more|less|fewer) enemy Shields",
      lambda s: Condition.of("shields", player="opponent", op=">=" if s.bound == "more" else "<=", n=int(s.n)),
      "c.if_shields"),
    T(r"it is your turn", lambda s: Condition.of("your_turn"), "c.if_your_turn"),
    T(r"it is your opponent's turn", lambda s: Condition.of("opponents_turn"), "c.if_your_turn"),
    T(r"you are Lv\.(?P<n>\d+) or higher", lambda s: Condition.of("player_level", op=">=", n=int(s.n)),
      "c.if_level"),
    T(r"this (?:Unit|Base) is (?P<s>rested|active|damaged|attacking|battling|paired|linked)",
      lambda s: _self_state(s.s.lower()), "c.if_self_state"),
    T(r"this (?:Unit|Base) is (?:an? )?{traits}(?: Unit)?",
      lambda s: Condition.of("self_has", filter=c.trait_filter(list(s.traits))), "c.if_self_trait_color"),
    T(r"this is (?:an? )?{traits} Unit",
      lambda s: Condition.of("self_has", filter=c.trait_filter(list(s.traits))), "c.if_self_trait_color"),
    T(rf"this (?:Unit|Base) is (?P<col>{'|'.join(c.COLOURS)})",
      lambda s: Condition.of("self_has", filter=Filter("colour", "==", s.col.lower())), "c.if_self_trait_color"),
    T(r"this (?:is a|Unit is a) Link Unit", lambda s: _self_state("link"), "c.if_self_state"),
    T(r"this Unit has (?P<n>\d+) or (?P<bound>more|less) AP",
      lambda s: Condition.of("self_has", filter=Filter("ap", ">=" if s.bound == "more" else "<=", int(s.n))),
      "c.if_self_state"),
    T(r"this Unit has {kw}",
      lambda s: Condition.of("self_has", filter=Filter("keyword", "has", s.kw.name)), "c.if_self_state"),
    T(r"you are attacking the enemy player", lambda s: Condition.of("attacking", target="player"),
      "c.if_attacking"),
    T(r"(?:you are|this Unit is|it is) attacking an enemy Unit",
      lambda s: Condition.of("attacking", target="unit"), "c.if_attacking"),
    T(r"you deploy this Unit from your trash", lambda s: Condition.of("deployed_from", zone="trash"),
      "c.if_deployed_from_trash"),
    T(r"there are (?P<n>\d+) or more enemy players", lambda s: Condition.of("enemy_players", op=">=", n=int(s.n)),
      "c.if_multiplayer"),
    T(r"this Unit is destroyed with battle damage", lambda s: Condition.of("destroyed_by", by="battle_damage"),
      "c.if_other"),
    T(r"{cond} and {cond2}", lambda s: Condition.of("all", conditions=(s.cond, s.cond2)), "c.and"),
]


def _other(sel: Selector) -> Selector:
    return Selector(who=sel.who, kind=sel.kind, zone=sel.zone, count=sel.count, up_to=sel.up_to,
                    at_least=sel.at_least, all=sel.all, other=True, filters=sel.filters)


def _zone(sel: Selector, zone: str) -> Selector:
    who = "yours" if sel.who == "any" else sel.who
    return Selector(who=who, kind=sel.kind, zone=zone, count=sel.count, up_to=sel.up_to, at_least=sel.at_least,
                    all=sel.all, other=sel.other, filters=sel.filters)


def _by(s: Any) -> str:
    return "battle_damage" if s.has("battle") else "damage"


EVENTS = [
    T(r"(?P<who>this Unit|it|one of your {sel}) destroys an enemy Unit with battle damage",
      lambda s: Condition.of("destroys", subject=_subject(s), target="enemy_unit", by="battle_damage"),
      "c.when_destroys_battle"),
    T(r"(?P<who>this Unit|it) destroys an enemy shield area card with (?P<battle>battle )?damage",
      lambda s: Condition.of("destroys", subject=_subject(s), target="enemy_shield", by=_by(s)),
      "c.when_destroys_shield"),
    T(r"this Unit receives (?P<kind>battle |effect )?damage(?P<enemy> from an enemy(?: Unit)?)?",
      lambda s: Condition.of("receives_damage", subject=THIS, damage=(s.kind or "").strip() or None,
                             source="enemy" if s.enemy else None), "c.when_receives_damage"),
    T(r"this Unit deals battle damage to {sel}",
      lambda s: Condition.of("deals_damage", subject=THIS, target=s.sel, by="battle_damage"),
      "c.when_deals_battle_damage"),
    T(r"(?:another Unit|one of your other {sel}) attacks",
      lambda s: Condition.of("attacks", subject=_other(s.sel) if s.has("sel") else Selector(other=True)),
      "c.when_attacks"),
    T(r"you place an EX Resource", lambda s: Condition.of("placed_resource", ex=True), "c.when_place_ex"),
    T(r"you pair (?:a|an) {sel} with this Unit",
      lambda s: Condition.of("paired_event", subject=THIS, pilot=s.sel), "c.when_pair"),
    T(r"this Unit is (?P<what>rested|set as active) by an effect",
      lambda s: Condition.of("rested" if s.what.lower() == "rested" else "set_active", subject=THIS,
                             by="effect"), "c.when_rested_active"),
    T(r"this Unit is destroyed", lambda s: Condition.of("destroyed", subject=THIS), "c.when_destroyed"),
]


def _subject(s: Any) -> Selector:
    who = (s.who or "").lower()
    if who == "this unit":
        return THIS
    if who == "it":
        return IT
    return s.sel


def _lead(kind: str, value: Any = None) -> Any:
    return lambda s: Lead(kind, value(s) if callable(value) else value)


LEADS = [
    T(r"Then, ", _lead("then"), "c.then"),
    T(r"If you do, ", _lead("if_done"), "c.if_you_do"),
    T(r"During this turn, ", _lead("duration", TURN), "c.during_this_turn_prefix"),
    T(r"During this battle, ", _lead("duration", BATTLE), "c.during_this_turn_prefix"),
    T(r"During your turn, ", _lead("window", Condition.of("your_turn")), "c.during_your_turn"),
    T(r"During your opponent's turn, ", _lead("window", Condition.of("opponents_turn")), "c.during_opp_turn"),
    T(r"If {cond}, ", _lead("condition", lambda s: s.cond), "c.if"),
    T(r"While {cond}, ", _lead("while", lambda s: s.cond), "c.while"),
    T(r"When {event}, ", _lead("trigger", lambda s: s.event), "c.when"),
    T(r"At the end of your turn, ", _lead("trigger", Condition.of("end_of_turn")), "c.at_end_of_turn"),
    T(r"You may (?=[a-z])", _lead("may"), "v.may"),
]


# --- sentences ----------------------------------------------------------------------------


def _it_or(s: Any) -> Selector:
    return s.sel if s.has("sel") else IT


def _signed(sign: str, n: str) -> int:
    return -int(n) if sign == "-" else int(n)


def _modify(s: Any) -> list[Step]:
    target = s.sel
    until = s.dur if s.has("dur") else Duration()
    steps = [Step("modify", target=target, stat=s.stat1.lower(), amount=Amount(_signed(s.sign, s.n)),
                  until=until)]
    if s.has("stat2"):
        steps.append(Step("modify", target=target, stat=s.stat2.lower(), amount=Amount(_signed(s.sign2, s.n2)),
                          until=until))
    if s.has("kws"):
        steps.extend(Step("grant", target=target, keyword=k, until=until) for k in s.kws)
    return steps


def _grant(s: Any) -> list[Step]:
    until = s.dur if s.has("dur") else Duration()
    return [Step("grant", target=s.sel, keyword=k, until=until) for k in s.kws]


def _choose(s: Any) -> list[Step]:
    s.ctx.chosen = True
    steps = [Step("choose", target=s.sel)]
    if s.has("sel2"):
        steps.append(Step("choose", target=s.sel2, extra=(("and", True),)))
    return steps


def _token(s: Any) -> Step:
    spec = _token_spec(s.spec)
    return Step("token", amount=Amount(int(s.n)), extra=(("name", s.name.strip()), *spec.items(),
                                                         ("rested", bool(s.rested))))


def _token_spec(text: str) -> dict[str, Any]:
    """`(Trait)・AP2・HP2・<Blocker>`: the token's traits, AP, HP and keywords (5-17)."""
    out: dict[str, Any] = {"traits": (), "ap": 0, "hp": 0, "keywords": ()}
    for part in (p.strip() for p in text.split("・")):
        m = re.fullmatch(r"(AP|HP)(\d+)", part)
        if m:
            out[m.group(1).lower()] = int(m.group(2))
        elif re.fullmatch(_TRAITS, part):
            out["traits"] = _traits(part)
        elif re.fullmatch(r"<[^<>]+>", part):
            info, value = GRAMMAR.keyword(part.strip("<>"))
            out["keywords"] = (*out["keywords"], str(Keyword(info.name, value)))
        else:
            raise Unread(part, f"token text \u201c{part}\u201d is resolved by hand")
    return out


def _cant(what: str) -> Any:
    def build(s: Any) -> Step:
        return Step("cant", target=s.sel, until=s.dur if s.has("dur") else Duration(), extra=(("what", what),))
    return build


SENTENCES = [
    # choosing targets (10-3-3)
    T(r"Choose {sel} and {sel2}", _choose, "v.choose_mixed"),
    T(r"Choose {sel}", _choose, "v.choose"),
    # damage, recovery (5-5-4, 5-6)
    T(r"Deal (?P<n>\d+) damage to {sel}", lambda s: Step("damage", target=s.sel, amount=Amount(int(s.n))),
      "v.deal_damage"),
    T(r"{sel} recovers? (?P<n>\d+) HP", lambda s: Step("recover", target=s.sel, amount=Amount(int(s.n))),
      "v.recover"),
    # AP/HP changes and keywords (5-16, 13-1)
    T(r"{sel} gets? (?P<stat1>AP|HP)(?P<sign>[+-])(?P<n>\d+)(?: and (?P<stat2>AP|HP)(?P<sign2>[+-])(?P<n2>\d+))?"
      r"(?: and {kws})?(?: during {dur})?", _modify, "v.ap"),
    T(r"{sel} gains? {kws}(?: during {dur})?", _grant, "v.gain_kw"),
    # moving cards (13-2-5, 5-2-2, 5-10-1, 5-12)
    T(r"Add this card to your hand", lambda s: Step("add_to_hand", target=THIS), "v.burst_add_hand"),
    T(r"Deploy this card", lambda s: Step("deploy", target=THIS), "v.burst_deploy_self"),
    T(r"Add {sel} to your hand", lambda s: Step("add_to_hand", target=s.sel), "v.add_to_hand"),
    T(r"Rest {sel}", lambda s: Step("rest", target=s.sel), "v.rest"),
    T(r"Set {sel} as active", lambda s: Step("set_active", target=s.sel), "v.set_active"),
    T(r"Destroy {sel}", lambda s: Step("destroy", target=s.sel), "v.destroy"),
    T(r"Return {sel} to (?:its|their) owner'?s'? hands?", lambda s: Step("return_to_hand", target=s.sel),
      "v.bounce"),
    T(r"Exile {sel} from the game", lambda s: Step("exile", target=s.sel), "v.exile"),
    T(r"Draw (?P<n>\d+)", lambda s: Step("draw", amount=Amount(int(s.n)), player="self"), "v.draw"),
    T(r"Discard (?P<n>\d+)", lambda s: Step("discard", amount=Amount(int(s.n)), player="self"), "v.discard"),
    # the deck (4-2, 4-8, 4-9, 5-13)
    T(r"Look at the top (?:card|(?P<n>\d+) cards) of your deck",
      lambda s: Step("look", amount=Amount(int(s.n or 1)), zone_from="deck_top", player="self"), "v.look_top"),
    T(r"(?:You may )?reveal (?P<n>\d+) {sel} among them and add it to your hand",
      lambda s: [Step("reveal", target=_among(s.sel, int(s.n)), may=True),
                 Step("add_to_hand", target=IT, if_done=True)], "v.reveal_add"),
    T(r"Return the remaining cards? (?P<random>randomly )?to the bottom of your deck",
      lambda s: Step("to_deck", target=Selector(who="remaining", kind="card", zone="looked", all=True, count=0),
                     zone_to="deck_bottom", extra=(("random", bool(s.random)),)), "v.remaining_bottom"),
    T(r"Return any remaining cards? to the bottom of your deck",
      lambda s: Step("to_deck", target=Selector(who="remaining", kind="card", zone="looked", all=True, count=0),
                     zone_to="deck_bottom"), "v.remaining_bottom"),
    T(r"Place the remaining cards? into your trash",
      lambda s: Step("to_trash", target=Selector(who="remaining", kind="card", zone="looked", all=True,
                                                 count=0)), "v.remaining_trash"),
    T(r"Place the top (?:card|(?P<n>\d+) cards) of your deck into your trash",
      lambda s: Step("mill", amount=Amount(int(s.n or 1)), player="self"), "v.mill"),
    # resources and tokens (5-17)
    T(r"Place (?P<n>\d+) EX Resources?",
      lambda s: Step("place_resource", amount=Amount(int(s.n)), extra=(("ex", True),)), "v.place_ex_resource"),
    T(r"Place (?P<n>\d+) (?P<rested>rested )?Resources?",
      lambda s: Step("place_resource", amount=Amount(int(s.n)), extra=(("rested", bool(s.rested)),)),
      "v.place_resource"),
    T(r"Deploy (?P<n>\d+) EX Bases?", lambda s: Step("token", amount=Amount(int(s.n)),
                                                    extra=(("name", "EX Base"), ("ex_base", True))),
      "v.deploy_ex_base"),
    T(r"Deploy (?P<n>\d+) (?P<rested>rested )?\[{name}\]\((?P<spec>.*)\) Unit tokens?", _token, "v.deploy_token"),
    # restrictions (10-1-5-6, 8-2-1, 5-5)
    T(r"{sel} can't attack(?: during {dur})?", _cant("attack"), "v.cant_attack"),
    T(r"{sel} can't choose the enemy player as (?:its|their) attack target(?: during {dur})?",
      _cant("attack_player"), "v.cant_attack_player"),
    T(r"{sel} can't be paired with a Pilot", _cant("be_paired"), "v.cant_be_paired"),
    T(r"{sel} can't receive (?P<kind>battle |effect )?damage from {sel2}(?: during {dur})?",
      lambda s: Step("prevent_damage", target=s.sel, until=s.dur if s.has("dur") else Duration(),
                     extra=(("kind", (s.kind or "any").strip()), ("source", s.sel2))), "v.cant_receive"),
    T(r"{sel} may choose {sel2} as (?:its|their) attack target(?: during {dur})?",
      lambda s: Step("may_attack", target=s.sel, until=s.dur if s.has("dur") else Duration(),
                     extra=(("attack_target", s.sel2),)), "v.may_attack_active"),
    T(r"{sel} won't be set as active during the start phase of your opponent's next turn",
      lambda s: Step("no_set_active", target=s.sel, until=Duration("until", key="opponent_next_start")),
      "v.no_active_next"),
    # costs in hand (2-10)
    T(r"This card in your hand gets cost-(?P<n>\d+)",
      lambda s: Step("cost_modify", target=THIS, amount=Amount(-int(s.n)), zone_from="hand"),
      "v.cost_reduce_hand"),
    # playing and pairing (13-2-5, 5-8, 3-3-6)
    T(r"Activate this card's 【(?P<t>Main|Action)】",
      lambda s: Step("activate", target=THIS, extra=(("timing", s.t.lower()),)), "v.burst_activate"),
    T(r"Pay its cost to deploy it", lambda s: Step("deploy", target=IT, extra=(("pay_cost", True),)),
      "v.pay_deploy"),
    T(r"Deploy it", lambda s: Step("deploy", target=IT), "v.pay_deploy"),
]


def _among(sel: Selector, n: int) -> Selector:
    return Selector(who="looked", kind=sel.kind, zone="looked", count=n, up_to=True, filters=sel.filters)


# --- costs (10-1-7) -----------------------------------------------------------------------------

COSTS = [
    T(r"(?P<all>(?:⟦\d+⟧)+)", lambda s: {"resources": sum(int(x) for x in re.findall(r"\d+", s.all))},
      "cost.resource"),
    T(r"Rest this (?:Unit|Base)", lambda s: {"rest_self": True}, "cost.rest_self"),
    T(r"Destroy this (?:Unit|Base)", lambda s: {"destroy_self": True}, "cost.destroy_self"),
    T(r"return this Unit to the bottom of its owner's deck", lambda s: {"return_self": "deck_bottom"},
      "cost.return_self"),
    T(r"Exile {sel} from your trash", lambda s: {"exile": _zone(s.sel, "trash")}, "cost.exile_trash"),
    T(r"Rest {sel}", lambda s: {"rest_other": s.sel}, "cost.rest_other"),
    T(r"Discard {sel}", lambda s: {"discard": _zone(s.sel, "hand")}, "cost.discard"),
]


# --- markers (13-2) ---------------------------------------------------------------------------


def _pilot_condition(text: str) -> Selector:
    """`(Zeon) Pilot`, `Lv.3 or Lower Pilot`, `Purple Pilot`: the pilot a marker asks for."""
    return SELECTORS.parse("1 " + text)


MARKER_TEMPLATES = [
    T(r"When Paired・(?P<p>.+)", lambda s: Marker(timing=c.WHEN_PAIRED, condition=c.paired_with(_pilot_condition(s.p))),
      "t.when_paired_cond"),
    T(r"During Pair・(?P<p>.+)", lambda s: Marker(static=True, condition=c.paired_with(_pilot_condition(s.p))),
      "t.during_pair_cond"),
    T(r"(?P<t>Deploy|When Paired|When Linked)・Development (?P<n>\d+)",
      lambda s: c.development(int(s.n), {"deploy": c.DEPLOY, "when paired": c.WHEN_PAIRED,
                                         "when linked": c.WHEN_LINKED}[s.t.lower()]), "t.development"),
]

MARKERS = {
    "deploy": c.timing(c.DEPLOY), "attack": c.timing(c.ATTACK), "destroyed": c.timing(c.DESTROYED),
    "burst": c.timing(c.BURST), "when paired": c.timing(c.WHEN_PAIRED), "when linked": c.timing(c.WHEN_LINKED),
    "during pair": Marker(static=True, condition=c.PAIRED), "during link": Marker(static=True, condition=c.LINKED),
    "activate・main": c.timing(c.ACTIVATE_MAIN), "activate・action": c.timing(c.ACTIVATE_ACTION),
    "main": c.timing(c.MAIN), "action": c.timing(c.ACTION), "once per turn": Marker(limit="once_per_turn"),
    "pilot": Marker(pilot=True),
}


class GcgEnglish(Grammar):
    lang = "en"
    flags = I
    markers = MARKERS
    marker_templates = MARKER_TEMPLATES
    keywords = {
        "blocker": c.BLOCKER, "breach": c.BREACH, "repair": c.REPAIR, "support": c.SUPPORT,
        "high-maneuver": c.HIGH_MANEUVER, "high maneuver": c.HIGH_MANEUVER, "first strike": c.FIRST_STRIKE,
        "suppression": c.SUPPRESSION,
    }
    costs = COSTS
    leads = LEADS
    conditions = CONDITIONS
    sentences = SENTENCES
    activated_timings = c.ACTIVATED

    def prepare(self, text: str) -> str:
        text = normalise(text)
        text = text.replace("【Main】/【Action】", "【Main/Action】").replace("[Suppression]", "<Suppression>")
        return strip_reminders(text)

    def pilot_name(self, rest: str) -> str | None:
        m = re.fullmatch(r"\[([^\[\]]+)\]", rest.strip())
        return m.group(1).strip() if m else None


MARKERS["main/action"] = c.timing(c.MAIN_OR_ACTION)
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


GRAMMAR = GcgEnglish()
_ = KeywordInfo  # re-exported for the tests' tables
