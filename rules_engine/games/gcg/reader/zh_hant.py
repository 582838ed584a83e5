"""The GCG grammar in Traditional Chinese (繁體中文), on the same model as English.

No printed zh-Hant card text was found (docs/cards/gcg-templates.md §1): the phrasing is the
zh-Hant comprehensive rules' own (【配置時】 13-2-6, 《阻擋者》 13-1-4, 「給予…點傷害」 5-5-4,
「本回合中，」 7-6-6-1, 「若…，則」 10-2-1) as the template corpus writes it. Like Japanese,
the duration comes first and sentences are joined with `，`; `split_sentences` separates
them. Simplified Chinese is converted to Traditional before it gets here (core.printed.language)."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from ....core.effects.model import IT, THIS, Amount, Condition, Duration, Filter, Keyword, Selector, Step
from ....core.effects.reader import (
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
    modes,
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

_TRAIT = r"〈[^〈〉]+〉"
_TRAITS = rf"{_TRAIT}(?:/{_TRAIT})*"
_COLOURS = {"藍": "blue", "綠": "green", "紅": "red", "白": "white", "紫": "purple"}
_COLOUR = "|".join(_COLOURS)


def _traits(text: str) -> tuple[str, ...]:
    return tuple(t.strip() for t in re.findall(r"〈([^〈〉]+)〉", text))


def _op(bound: str | None) -> str:
    return {"以下": "<=", "以上": ">=", "或更多": ">=", "或更少": "<="}.get(bound or "", "==")


# --- slots -------------------------------------------------------------------------------------


def _keyword(text: str, ctx: Context) -> Keyword:
    info, value = ctx.grammar.keyword(text.strip("《》"))
    if not info.defined:
        raise Unread(text, f"keyword {text} is not defined by our rule documents")
    return Keyword(info.name, value)


def _keyword_name(text: str, ctx: Context) -> str:
    info = ctx.grammar.keywords.get(re.sub(r"\d+$", "", text.strip("《》")))
    if info is None:
        raise Unread(text, f"keyword {text} not known")
    if not info.defined:
        raise Unread(text, f"keyword {text} is not defined by our rule documents")
    return info.name


def _selector(text: str, ctx: Context) -> Selector:
    sel = SELECTORS.parse(text)
    if sel.who == "it":
        return resolve_it(sel, ctx, text, target=text.startswith("該對方")
                          or b.names_the_dealer(ctx, text == "該機體"))
    if sel.who == "this":
        ctx.referent = sel
    return b.resolve_that(sel, ctx, text)


SLOTS = {
    "n": Slot(r"\d+", lambda text, ctx: int(text)),
    "sel": Slot(r".+?", _selector),
    "kw": Slot(r"《[^《》]+》", _keyword),
    "kwname": Slot(r"《[^《》]+》", _keyword_name),
    "kws": Slot(r"《[^《》]+》(?:(?:和|、)《[^《》]+》)*",
                lambda text, ctx: tuple(_keyword(t, ctx) for t in re.findall(r"《[^《》]+》", text))),
    "cond": Slot(r".+?", lambda text, ctx: first_match(CONDITIONS, text, ctx)),
    "event": Slot(r".+?", lambda text, ctx: first_match(EVENTS, text, ctx)),
    "traits": Slot(_TRAITS, lambda text, ctx: _traits(text)),
    "name": Slot(r"[^『』]+"),
    "spec": Slot(r"(?:[^()]|\((?:[^()]|\([^()]*\))*\))*"),
}


def T(pattern: str, build: Any, name: str = "") -> Template:
    return Template(pattern, build, SLOTS, 0, name)


# --- selectors: `對方的1張HP3以下的機體` ---------------------------------------------------------------


def _count(draft: SelectorDraft, m: re.Match[str]) -> None:
    if m.group("low") is not None:
        draft.set("count", int(m.group("high")), m.string)
        draft.up_to, draft.at_least = True, int(m.group("low"))
    else:
        draft.set("count", int(m.group("n")), m.string)


def _noun(kind: str, zone: str | None = None, **filters: Any) -> Any:
    def apply(draft: SelectorDraft, m: re.Match[str]) -> None:
        draft.set("kind", kind, m.string)
        if zone:
            draft.set("zone", zone, m.string)
        draft.filters.extend(Filter(attr, "==", value) for attr, value in filters.items())
    return apply


_CARDS = {"機體": "unit", "駕駛員": "pilot", "指令": "command", "基地": "base", "": "card"}


def _card_noun(draft: SelectorDraft, m: re.Match[str]) -> None:
    kinds = re.findall(r"(機體|駕駛員|指令|基地)?卡牌", m.group(0))
    draft.set("kind", "|".join(dict.fromkeys(_CARDS[k] for k in kinds)), m.string)


def _stat(attr: str) -> Any:
    def apply(draft: SelectorDraft, m: re.Match[str]) -> None:
        draft.filters.append(Filter(attr, _op(m.groupdict().get("bound")), int(m.group("n"))))
    return apply


def _keyword_filter(draft: SelectorDraft, m: re.Match[str]) -> None:
    names = []
    for token in re.findall(r"《([^《》]+)》", m.group("kws")):
        info = GRAMMAR.keywords.get(re.sub(r"\d+$", "", token))
        if info is None:
            raise Unread(m.group(0))
        if re.search(r"\d+$", token):  # s8-gcg-a: 《リペア1》 as a filter names a value it would drop
            raise Unread(m.group(0), "a keyword with a value as a filter")
        names.append(info.name)
    draft.filters.append(Filter("keyword", "has", names[0] if len(names) == 1 else tuple(names)))


def _relative(attr: str) -> Any:
    def apply(draft: SelectorDraft, m: re.Match[str]) -> None:
        ref = "this" if m.group("ref").startswith("此") else "that"
        draft.filters.append(Filter(attr, _op(m.group("bound")), ref))
    return apply


_PIECES = [
    (battling.ZH, battling.piece(lambda: SELECTORS)),  # s6-gcg-b: battling <a target phrase>
    *filters.ZH_FIRST_PIECES,  # s6-gcg-b: a pilot's Lv. (before "paired with a Pilot")
    *counted_number.ZH_PIECES,  # s14-cont: "whose Lv. is equal to or lower than that number"
    *choices.ZH_PIECES,  # s6-gcg-b: non-battling
    *filters.ZH_PIECES,  # s6-gcg-b: the lowest / highest Lv., HP, AP (reader/filters.py)
    *one_shot.ZH_COUNT_PIECES,  # s8-gcg-a: up to N (10-3-3 「最多」)
    (r"(?:(?P<low>\d+)~(?P<high>\d+)|(?P<n>\d+))張", _count),
    (r"所有", setter(all=True)),
    (r"(?:此機體|此基地)以外的", setter(other=True)),
    (r"其他", setter(other=True)),
    (r"我方廢棄區中的", setter(zone="trash", who="yours")),
    (r"(?:任一玩家的)?廢棄區中的", setter(zone="trash")),
    (r"(?:我方)?手牌中的", setter(zone="hand", who="yours")),
    (r"從中", setter(zone="looked", who="looked")),
    (r"(?:我方的|我方)", setter(who="yours")),
    (r"(?:對方的|對方)", setter(who="enemy")),
    (r"(?:友方的|友方)", setter(who="friendly")),
    (r"(?P<s>休息|活躍)狀態的?", lambda d, m: d.filters.append(
        Filter("state", "==", {"休息": "rested", "活躍": "active"}[m["s"]]))),
    (r"未受到傷害的", add_filter("state", "not", "damaged")),
    (r"受到傷害的", add_filter("state", "==", "damaged")),
    # s12-gcg-gen: 「藍色以外的」 (non-blue: has no blue, 2-4-1)
    (rf"(?P<c>{_COLOUR})色以外的", lambda d, m: d.filters.append(Filter("colour", "not", _COLOURS[m["c"]]))),
    # s16-filt: 「〈吉翁〉以外的」「不擁有〈吉翁〉的」 (non-(Zeon): has no (Zeon), 2-5-3); one trait, as in English
    (rf"(?:(?<!/)(?P<t>{_TRAIT})以外的|不擁有(?P<u>{_TRAIT})的)",
     lambda d, m: d.filters.append(Filter("trait", "not", _traits(m["t"] or m["u"])))),
    # s16-filt: 「藍色/綠色的」「藍/綠色的」 — either colour (5-19-1)
    (rf"(?P<cs>(?:{_COLOUR})色?(?:/(?:{_COLOUR})色?)*/(?:{_COLOUR})色)的", lambda d, m: d.filters.append(
        Filter("colour", "==", tuple(_COLOURS[x] for x in re.findall(_COLOUR, m["cs"]))))),
    (rf"(?P<c>{_COLOUR})色的", lambda d, m: d.filters.append(Filter("colour", "==", _COLOURS[m["c"]]))),
    (rf"(?:擁有)?(?P<t>{_TRAITS})的", lambda d, m: d.filters.append(c.trait_filter(list(_traits(m["t"]))))),
    (r"Lv\.(?P<n>\d+)(?P<bound>以下|以上)?的", _stat("level")),
    (r"HP(?P<n>\d+)(?P<bound>以下|以上)?的", _stat("hp")),
    (r"AP(?P<n>\d+)(?P<bound>以下|以上)?的", _stat("ap")),
    (r"Lv\.在(?P<ref>此機體|該機體)(?P<bound>以下|以上)的", _relative("level")),
    (r"AP在(?P<ref>此機體|該機體)(?P<bound>以下|以上)的", _relative("ap")),
    (r"擁有(?P<kws>《[^《》]+》(?:/《[^《》]+》)*)的", _keyword_filter),
    *phrasings.ZH_PIECES,  # s9-gcg-a: 「不擁有《突破》的」
    (r"擁有關鍵字效果的", add_filter("keyword", "has", "any")),
    (r"名稱中包含「(?P<name>[^「」]+)」的", lambda d, m: d.filters.append(Filter("name_contains", "==", m["name"]))),
    (r"名稱中不包含「(?P<name>[^「」]+)」的",  # s11-gcg-exec: "without \"X\" in its card name"
     lambda d, m: d.filters.append(Filter("name_contains", "not", m["name"]))),
    (rf"搭乘(?:了|有)?擁有(?P<t>{_TRAITS})的駕駛員的",
     lambda d, m: d.filters.append(Filter("pilot_trait", "has", _traits(m["t"])))),
    (r"(?:有駕駛員搭乘的|搭乘了駕駛員的)", add_filter("state", "==", "paired")),
    (r"(?:沒有駕駛員搭乘的|未搭乘駕駛員的)", add_filter("state", "not", "paired")),  # s15-gen: 「未搭乘」 as the conditions print it
    (r"與此機體戰鬥中的", add_filter("battling", "==", "this")),
    (r"機體替代卡以外的", add_filter("token", "not", True)),
    (r"共鳴機體以外的", add_filter("state", "not", "link")),
    (r"正在被攻擊的", add_filter("state", "==", "attacked")),  # r2-trig: "that is being attacked"
    (r"每位對方玩家的", setter(who="each_enemy_player")),
    # nouns
    (r"(?:(?:機體|駕駛員|指令|基地)?卡牌)(?:/(?:\d+張)?(?:(?:機體|駕駛員|指令|基地)?卡牌))*", _card_noun, True),
    (r"護盾區的卡牌", _noun("base|shield", "shields"), True),  # r2-trig: base or shield (3-6-2)
    (r"共鳴機體", _noun("unit", state="link"), True),
    (r"機體替代卡", _noun("unit", token=True), True),
    (r"基地/護盾", _noun("base|shield"), True),
    (r"機體/基地", _noun("unit|base"), True),
    (r"機體", _noun("unit"), True),
    (r"EX基地", _noun("base", ex=True), True),
    (r"基地", _noun("base"), True),
    (r"護盾", _noun("shield", "shields"), True),
    (r"EX能源", _noun("resource", "resources", ex=True), True),
    (r"能源", _noun("resource", "resources"), True),
    (r"駕駛員", _noun("pilot"), True),
    (r"指令", _noun("command"), True),
    (r"玩家", _noun("player"), True),
]

_ENEMY_BATTLING = Selector(who="battling", filters=(Filter("owner", "==", "enemy"),))
SELECTORS = SelectorGrammar(
    _PIECES,
    wholes={
        **dict.fromkeys(("該機體", "那些機體", "該駕駛員", "該卡牌", "那些卡牌", "其", "該對方機體", "該基地", "該能源", "那些能源"), IT),
        # s14-trig: 「這些機體 / 這些卡牌」 ("these"), as the rules refer back to cards just named (4-1-6, 5-17-1)
        **dict.fromkeys(("這些機體", "這些卡牌"), IT),
        **dict.fromkeys(("此機體", "休息狀態的此機體"), THIS),
        "此基地": Selector(who="this", kind="base"), "此卡牌": b.THIS_CARD,
        "我方廢棄區中的此卡牌": b.THIS_CARD_IN_TRASH,  # s13-gcg-gen (13-2-8-2)
        **dict.fromkeys(("搭乘此機體的駕駛員", "此機體的駕駛員"), b.PAIRED_PILOT),
        # s12-gcg-exec: 「搭乘此機體的藍色的駕駛員」 (a blue Pilot paired with this Unit)
        **{f"搭乘此機體的{word}色的駕駛員": replace(b.PAIRED_PILOT, filters=(Filter("colour", "==", colour),))
           for word, colour in _COLOURS.items()},
        "對方玩家": Selector(who="enemy", kind="player"),
        **dict.fromkeys(("對方護盾區最前方的1張卡牌", "對方護盾區最前方的卡牌"), b.FIRST_IN_SHIELD_AREA),  # s5-gcg-a
        "與此機體戰鬥中的對方機體": _ENEMY_BATTLING,
    },
    separator=r"[、，]*",
    plural=True,  # no plural in Chinese: a target with no count is every such card
)


# --- conditions (若…，則 / …期間，) --------------------------------------------------------------------

CONDITIONS = [
    *(T(pattern, build, tid) for pattern, build, tid in count_ranges.ZH),  # s11-gcg-read: 1~4, 5 or more
    *(T(pattern, build, tid) for pattern, build, tid in player_steps.CONDITIONS_ZH),  # s11-gcg-read
    *(T(pattern, build, tid) for pattern, build, tid in condition_parts.ZH_HANT),  # s8-gcg-c: own shields, Lv. or lower
    *(T(pattern, build, tid) for pattern, build, tid in comparisons.ZH),  # s15-gen: 「…比…多」
    *(T(pattern, build, tid) for pattern, build, tid in it_states.ZH),  # s15-gen: 「該機體為 Lv.3 以下」
    *(T(pattern, build, tid) for pattern, build, tid in phrasings.ZH_CONDITIONS),  # s9-gcg-a: any player
    T(r"(?P<whose>我方|友方|對方)?場上有(?:(?P<n>\d+)張(?P<bound>或更多|或更少|以上|以下))?{sel}",
      lambda s: _on_field(s), "c.if_friendly_in_play"),
    T(r"(?P<whose>我方|友方|對方)?場上沒有{sel}", lambda s: b.none_of(_whose(s)), "c.if_none_in_play"),
    T(r"我方沒有{sel}", lambda s: b.none_of(replace(s.sel, who="yours")), "c.if_none"),
    T(r"我方廢棄區中有(?P<n>\d+)張(?P<bound>或更多|或更少|以上|以下){sel}",
      lambda s: b.count(int(s.n), b.in_zone(s.sel, "trash"), _op(s.bound)), "c.if_trash_count"),
    T(r"我方手牌在(?P<n>\d+)張(?P<bound>以上|以下)", lambda s: b.hand_size("self", _op(s.bound), int(s.n)),
      "c.if_hand"),
    T(r"對方(?:的)?手牌在(?P<n>\d+)張(?P<bound>以上|以下)", lambda s: b.hand_size("opponent", _op(s.bound), int(s.n)),
      "c.if_hand"),
    T(r"對方(?:的)?廢棄區中有(?P<n>\d+)張(?P<bound>或更多|或更少|以上|以下)卡牌",  # s5-gcg-a
      lambda s: b.trash_size("opponent", _op(s.bound), int(s.n)), "c.if_trash_size"),
    T(r"對方的護盾在(?P<n>\d+)張(?P<bound>以上|以下)",
      lambda s: Condition.of("shields", player="opponent", op=_op(s.bound), n=int(s.n)), "c.if_shields"),
    T(r"為我方的回合", lambda s: b.YOUR_TURN, "c.if_your_turn"),
    T(r"為對方的回合", lambda s: b.OPPONENTS_TURN, "c.if_your_turn"),
    T(r"我方的Lv\.為(?P<n>\d+)以上", lambda s: Condition.of("player_level", op=">=", n=int(s.n)), "c.if_level"),
    T(r"此機體(?:處於)?(?P<s>休息|活躍)狀態",
      lambda s: b.self_state({"休息": "rested", "活躍": "active"}[s.s]), "c.if_self_state"),
    T(r"此機體受到傷害", lambda s: b.self_state("damaged"), "c.if_self_state"),
    T(r"此機體正在攻擊", lambda s: b.self_state("attacking"), "c.if_self_state"),
    T(r"此機體為共鳴機體", lambda s: b.self_state("link"), "c.if_self_state"),
    T(r"此機體正在與{sel}戰鬥", lambda s: Condition.of("battling", target=s.sel), "c.while_battling"),
    T(r"此機體擁有{traits}", lambda s: b.self_has(c.trait_filter(list(s.traits))), "c.if_self_trait_color"),
    T(rf"此機體為(?P<col>{_COLOUR})色", lambda s: b.self_has(Filter("colour", "==", _COLOURS[s.col])),
      "c.if_self_trait_color"),
    T(r"此機體的(?P<stat>AP|HP)為(?P<n>\d+)(?P<bound>以上|以下)?",
      lambda s: b.self_has(Filter(s.stat.lower(), _op(s.bound), int(s.n))), "c.if_self_state"),
    T(r"此機體擁有{kwname}", lambda s: b.self_has(Filter("keyword", "has", s.kwname)), "c.if_self_state"),
    T(r"該(?:機體|卡牌)(?:為|擁有){traits}(?:的(?:機體|卡牌))?",
      lambda s: b.it_is(Selector(kind="card", filters=(c.trait_filter(list(s.traits)),))), "c.if_it_is"),
    # s6-gcg-b: 「若該機體搭乘了 Lv.3 以下的駕駛員，則」
    T(r"該機體(?P<p>搭乘.+的駕駛員)", lambda s: b.it_is(SELECTORS.parse(s.p + "的機體")), "c.if_it_is"),
    T(r"該(?:機體|卡牌)為{sel}", lambda s: b.it_is(s.sel), "c.if_it_is"),
    # s15-opt round 2: 「若該機體為Lv.3以下」/「若該機體的HP為3以下」 (en "If it is Lv.3 or lower")
    T(r"該機體為(?P<p>Lv\. ?\d+ ?以[下上])", lambda s: b.it_is(SELECTORS.parse(s.p + "的機體")), "c.if_it_is"),
    T(r"該(?:機體|卡牌)擁有{kwname}",
      lambda s: b.it_is(Selector(kind="card", filters=(Filter("keyword", "has", s.kwname),))), "c.if_it_is"),
    T(r"(?:此機體)?正在攻擊{sel}", lambda s: b.attacking(s.sel), "c.if_attacking"),
    T(r"此機體是從廢棄區配置", lambda s: Condition.of("deployed_from", zone="trash"), "c.if_deployed_from_trash"),
    T(r"此機體因戰鬥傷害被破壞",  # s7-gcg
      lambda s: Condition.of("destroyed_by", by="battle_damage"), "c.if_other"),
    T(r"此機體因(?P<enemy>對方的)?效果(?:而)?被破壞",  # s14-trig (5-10-1)
      lambda s: Condition.of("destroyed_by", by="enemy_effect" if s.has("enemy") else "effect"),
      "c.if_destroyed_by_effect"),
    T(r"此機體因{sel}的效果(?:而)?被破壞",
      lambda s: Condition.of("destroyed_by", by="effect", source=s.sel), "c.if_destroyed_by_effect"),
    T(r"對方玩家有(?P<n>\d+)人(?P<bound>或更多|或更少|以下)",  # s12-gcg-gen: 或更少 / 以下 too
      lambda s: Condition.of("enemy_players", op=">=" if s.bound == "或更多" else "<=", n=int(s.n)),
      "c.if_multiplayer"),
    T(r"透過此效果放置了{sel}", lambda s: b.effect_result("placed", s.sel), "c.if_effect_result"),
    T(r"透過此效果將(?P<n>\d+)張(?P<bound>或更多|或更少|以下)(?:的)?機體轉為休息狀態",  # s11-gcg-exec
      lambda s: b.effect_result("rested", Selector(kind="unit"), int(s.n), ">=" if s.bound == "或更多" else "<="),
      "c.if_effect_result"),  # s12-gcg-gen: 或更少 / 以下
    T(r"本回合中我方已發動過{sel}的【主要/瞬動】", lambda s: b.activated_this_turn(s.sel),
      "c.if_this_turn"),  # s6-gcg-a
    *(T(pattern, build, tid) for pattern, build, tid in turn_records.ZH),  # s13-gcg-exec
    T(r"{cond}且{cond2}", lambda s: b.both(s.cond, s.cond2), "c.and"),
    T(r"{cond}或(?!更多|更少){cond2}", lambda s: b.either(s.cond, s.cond2), "c.or"),  # s15-gen (10-2-1)
]


def _whose(s: Any) -> Selector:
    who = {"我方": "yours", "友方": "friendly", "對方": "enemy"}.get(s.whose or "")
    sel: Selector = s.sel
    return replace(sel, who=who) if who and sel.who == "any" else sel


def _on_field(s: Any) -> Condition:
    return b.count(int(s.n) if s.has("n") else 1, count_ranges.remember(s.ctx, _whose(s)), _op(s.bound) if s.has("bound") else ">=")


# --- events (當…時，) ----------------------------------------------------------------------------------

EVENTS = [
    T(r"{sel}被放回持有者的手牌", lambda s: b.event("returned_to_hand", s.sel),
      "c.when_returned_to_hand"),  # s13-gcg-exec
    T(r"{sel}透過(?P<battle>戰鬥)?傷害破壞{sel2}", b.destroys_event,
      "c.when_destroys_battle"),
    T(r"{sel}受到(?P<enemy>對方的|來自對方的)?(?P<kind>戰鬥|效果)?傷害",
      lambda s: b.receives_damage(s.sel, {"戰鬥": "battle", "效果": "effect"}.get(s.kind or ""), s.has("enemy")),
      "c.when_receives_damage"),
    T(r"{sel}受到來自{sel2}的(?P<kind>戰鬥|效果)?傷害",  # s6-gcg-a: the dealer's bounds
      lambda s: b.receives_damage_from(s.sel, {"戰鬥": "battle", "效果": "effect"}.get(s.kind or ""), s.sel2),
      "c.when_receives_damage"),
    T(r"{sel}給予{sel2}戰鬥傷害",
      lambda s: b.event("deals_damage", s.sel, target=s.sel2, by="battle_damage"), "c.when_deals_battle_damage"),
    # s6-gcg-a: any subject attacks (此機體以外的: another, as printed), its target (8-2-1, 8-2-2)
    T(r"{sel}攻擊(?:(?P<pl>玩家|對方玩家)|{sel2})",
      lambda s: b.attack_event(s.sel, b.ENEMY_PLAYER if s.has("pl") else s.sel2), "c.when_attacks"),
    T(r"{sel}攻擊", lambda s: b.attack_event(s.sel), "c.when_attacks"),
    T(r"{sel}被{sel2}阻擋", lambda s: b.block_event("blocked", s.sel, s.sel2), "c.when_blocked"),
    T(r"{sel}被阻擋", lambda s: b.block_event("blocked", s.sel), "c.when_blocked"),
    T(r"{sel}進行阻擋", lambda s: b.block_event("blocks", s.sel), "c.when_blocks"),
    # s12-gcg-gen: 「當透過此效果破壞了對方的機體時，」 (a trigger on this effect's result, build.this_effect_destroys)
    T(r"透過此效果破壞了{sel}", lambda s: b.event(b.THIS_EFFECT_DESTROYS, s.sel),
      "c.when_this_effect_destroys"),
    T(r"{sel}因傷害被破壞", lambda s: b.event("destroyed", s.sel, by="damage"), "c.when_destroyed"),
    T(r"{sel}的AP因(?P<enemy>對方的)?效果而減少",
      lambda s: b.event("ap_reduced", s.sel, by="enemy_effect" if s.has("enemy") else "effect"), "c.when_ap_reduced"),
    T(r"我方發動指令的【主要/瞬動】", lambda s: b.command_event(), "c.when_command"),
    T(r"我方為{sel}的效果支付⟦(?P<n>\d+)⟧(?P<bound>以上|或更多|以下|或更少)(?:的費用)?",  # s12-gcg-gen: 以下
      lambda s: b.event("paid", s.sel, n=int(s.n), op=">=" if s.bound in ("以上", "或更多") else "<="),
      "c.when_paid"),
    T(r"我方(?P<ex>使用EX能源)?打出並發動{sel}", lambda s: b.command_event(s.sel, s.has("ex"), True),
      "c.when_command"),  # s14-trig: played (5-7-1)
    T(r"我方發動{sel}的【主要/瞬動】", lambda s: b.command_event(s.sel), "c.when_command"),
    T(r"我方(?P<ex>使用EX能源)?打出{sel}", lambda s: b.command_event(s.sel, s.has("ex"), True), "c.when_command"),
    T(r"我方放置EX能源", lambda s: b.event("placed_resource", ex=True), "c.when_place_ex"),
    # s10-gcg-a: 「當我方使用此機體的《支援》增加擁有〈扎夫特〉的機體的AP時」 (13-1-3-1)
    T(r"我方使用此機體的《支援》增加{sel}的AP",
      lambda s: b.event("supported", THIS, target=s.sel), "c.when_support"),
    # s10-gcg-a: 「當我方將駕駛員搭乘至此機體或我方的白色的機體時」 (10-1-6-1, 5-9)
    T(r"我方將{sel}搭乘至此機體或{sel2}",
      lambda s: b.event("paired_event", s.sel2, pilot=s.sel, or_this=True), "c.when_pair"),
    T(r"我方將{sel}搭乘至{sel2}", lambda s: b.event("paired_event", s.sel2, pilot=s.sel), "c.when_pair"),
    T(r"{sel}因(?P<by>對方的)?效果轉為(?P<what>休息|活躍)狀態",
      lambda s: b.event("rested" if s.what == "休息" else "set_active", s.sel,
                        by="enemy_effect" if s.has("by") else "effect"), "c.when_rested_active"),
    T(r"此機體或{sel}被配置", lambda s: b.event("deployed", s.sel, or_this=True), "c.when_deployed"),
    T(r"{sel}被配置", lambda s: b.event("deployed", s.sel), "c.when_deployed"),
    T(r"{sel}被破壞", lambda s: b.event("destroyed", s.sel), "c.when_destroyed"),
    T(r"{sel}共鳴", lambda s: b.event("linked_event", s.sel), "c.when_link"),
    T(r"{sel}回復HP", lambda s: b.event("recovers", s.sel), "c.when_recovers"),
    T(r"我方(?:透過|因)效果抽卡", lambda s: b.event("draws", by="effect"), "c.when_draw"),
    *(T(pattern, build, tid) for pattern, build, tid in player_events.EVENTS_ZH),  # s14-trig
]


def _lead(kind: str, value: Any = None) -> Any:
    return lambda s: Lead(kind, value(s) if callable(value) else value)


LEADS = [
    T(r"之後，", _lead("then"), "c.then"),
    T(r"那樣做時，", _lead("if_done"), "c.if_you_do"),
    T(r"本回合中，", _lead("duration", b.DURATIONS["turn"]), "c.during_this_turn_prefix"),
    T(r"本次戰鬥中，", _lead("duration", b.DURATIONS["battle"]), "c.during_this_turn_prefix"),
    # s17-gcg: a duration that ends in a later turn (next_turn.py, 7-6-6-1): 「對方下一個回合中，」 /
    # 「直到我方下一個回合結束為止，」
    T(r"(?P<end>直到)?(?P<who>我方|對方)的?下一?個回合(?(end)結束(?:時)?(?:為止)?|中)，",
      _lead("duration", lambda s: b.DURATIONS[("end_of_" if s.has("end") else "")
                                              + ("opponents" if s.raw("who") == "對方" else "your") + "_next_turn"]),
      "c.during_next_turn_prefix"),
    T(r"在我方的回合中，", _lead("window", b.YOUR_TURN), "c.during_your_turn"),
    T(r"在對方的回合中，", _lead("window", b.OPPONENTS_TURN), "c.during_opp_turn"),
    # s6-gcg-a: "… while this Unit is attacking" in front of a trigger (10-1-6-2)
    T(r"在此機體攻擊期間，", _lead("window", b.self_state("attacking")), "c.while_attacking"),
    *(T(pattern, build, tid) for pattern, build, tid in turn_records.LEADS_ZH),  # s13-gcg-exec
    *(T(pattern, build, tid) for pattern, build, tid in turn_leads.ZH_HANT),
    *(T(pattern, build, tid) for pattern, build, tid in player_events.LEADS_ZH),  # s14-trig  # s8-gcg-c: start / end of a turn
    T(r"在我方的回合結束時，", _lead("trigger", Condition.of("end_of_turn")), "c.at_end_of_turn"),
    T(r"在駕駛員搭乘至此機體的回合結束時，",
      lambda s: b.end_of_turn_when_paired(s.ctx), "c.at_end_of_turn_when"),  # s6-gcg-a
    T(r"當{event}時，", _lead("trigger", lambda s: s.event), "c.when"),
    T(r"若{cond}，則", _lead("condition", lambda s: s.cond), "c.if"),
    T(r"{cond}期間，", _lead("while", lambda s: s.cond), "c.while"),
    T(r"可以(?=.)", _lead("may"), "v.may"),
    T(r"改為", _lead("instead"), "v.instead"),
]


# --- sentences ----------------------------------------------------------------------------------------


def _choose(s: Any) -> list[Step]:
    s.ctx.referent = IT
    return b.choose(s.sel, s.sel2 if s.has("sel2") else None)


def _named(s: Any, step: Step) -> Step:
    s.ctx.referent = IT
    return step


def _signed(sign: str, n: str) -> int:
    return -int(n) if sign == "-" else int(n)


def _modify(s: Any) -> list[Step]:
    steps = [b.modify(s.sel, s.stat1, _signed(s.sign, s.n))]
    if s.has("stat2"):
        steps.append(b.modify(s.sel, s.stat2, _signed(s.sign2, s.n2)))
    if s.has("kws"):
        steps.extend(b.grant(s.sel, s.kws))
    return steps


def _token_spec(text: str) -> dict[str, Any]:
    out: dict[str, Any] = {"traits": (), "ap": 0, "hp": 0, "keywords": ()}
    stats: list[str] = []
    for part in (p.strip() for p in split_outside(text, "・")):
        m = re.fullmatch(r"(AP|HP)(\d+)", part)
        if m:
            out[m.group(1).lower()] = int(m.group(2))
            stats.append(m.group(1).lower())
        elif re.fullmatch(_TRAITS, part) or re.fullmatch(rf"{_TRAIT}(?:\s*{_TRAIT})+", part):
            out["traits"] = _traits(part)  # s8-gcg-d: several traits, as a card prints them (2-6)
        elif re.fullmatch(r"《[^《》]+》", part):
            info, value = GRAMMAR.keyword(part.strip("《》"))
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


def _reveal_among(s: Any) -> list[Step]:
    if s.sel.who != "looked":
        raise Unread(s.raw("sel"))
    return b.reveal_add(s.sel, s.sel.count)


_LOOKED = Selector(who="looked", zone="looked", kind="card", count=1)

SENTENCES = [
    # s15-opt: "When playing this card from your hand, you may <pay>. If you do, play … as if …" (7-5-2-2)
    *(T(pattern, build, tid) for pattern, build, tid in play_option.zh_hant(lambda: COSTS)),
    # s11-gcg-read: "Choose 1 enemy player (with N or more cards in their hand). They discard 1." (10-3-3)
    *(T(pattern, build, tid) for pattern, build, tid in counted_number.ZH),  # s14-cont: "Count up …"
    *(T(pattern, build, tid) for pattern, build, tid in counted_number.ZH_GAINS),  # s14-cont: "the same number of"
    *(T(pattern, build, tid) for pattern, build, tid in each_look.ZH),  # s11-gcg-read: all players look
    *(T(pattern, build, tid) for pattern, build, tid in player_steps.ZH),
    *(T(pattern, build, tid) for pattern, build, tid in joined_steps.ZH),  # s11-gcg-read: "Destroy this and choose …"
    # s11-gcg-read: "deploy 1 [A](…) Unit token or 1 [B](…) Unit token" (10-3-3, 5-17-1)
    *(T(pattern, token_choice.either(_token_spec, rested_per_token=False), tid) for pattern, tid in token_choice.ZH),
    # s6-gcg-b: counted amounts on damage / recovery / AP and HP (reader/amounts.py)
    *(T(pattern, build, tid) for pattern, build, tid in amounts.ZH),
    *(T(pattern, build, tid) for pattern, build, tid in effect_records.ZH),  # s13-gcg-exec
    *(T(pattern, build, tid) for pattern, build, tid in choices.ZH),  # s6-gcg-b: others choose
    *(T(pattern, build, tid) for pattern, build, tid in fresh_attack.ZH),  # s7-gcg: deploy-turn attack
    # choosing targets (10-3-3)
    T(r"選擇{sel}和{sel2}", _choose, "v.choose_mixed"),
    T(r"選擇{sel}", _choose, "v.choose"),
    # damage, recovery (5-5-4, 5-6)
    T(r"給予該機體和此機體各?(?P<n>\d+)點傷害", lambda s: [b.damage(int(s.n), IT), b.damage(int(s.n), THIS)],
      "v.deal_damage"),
    T(r"給予{sel}(?P<n>\d+)點傷害", lambda s: b.damage(int(s.n), s.sel), "v.deal_damage"),
    T(r"給予(?P<n>\d+)點傷害(?:以代替)?", lambda s: b.act("damage", None, amount=Amount(int(s.n))), "v.deal_damage"),
    T(r"{sel}回復(?P<n>\d+)點HP", lambda s: b.recover(int(s.n), s.sel), "v.recover"),
    # AP/HP changes and keywords (5-16, 13-1)
    # r2-trig: "我方的休息狀態的〈X〉機體每有 1 張，此機體的 AP+2" ("… AP+2 for each of your rested (X) Units")
    T(r"{sel2}每有1張，{sel}的(?P<stat>AP|HP)(?P<sign>[+-])(?P<n>\d+)",
      lambda s: b.act("modify", s.sel, stat=s.stat.lower(),
                      amount=Amount(per=_signed(s.sign, s.n), count_of=b.every(s.sel2))), "v.ap_for_each"),
    T(r"{sel}的(?P<stat1>AP|HP)(?P<sign>[+-])(?P<n>\d+)(?:、(?P<stat2>AP|HP)(?P<sign2>[+-])(?P<n2>\d+))?"
      r"(?:，並獲得{kws})?", _modify, "v.ap"),
    *(T(pattern, build, tid) for pattern, build, tid in trait_grants.ZH),  # s11-gcg-read: "gain (X)"
    T(r"{sel}獲得{kws}", lambda s: b.grant(s.sel, s.kws), "v.gain_kw"),
    # moving cards (13-2-5, 5-2-2, 5-10-1, 5-12)
    T(r"將此卡牌加入手牌", lambda s: b.act("add_to_hand", b.THIS_CARD), "v.burst_add_hand"),
    T(r"配置此卡牌", lambda s: b.act("deploy", b.THIS_CARD), "v.burst_deploy_self"),
    T(r"將{sel}從(?:我方的?)?廢棄區加入手牌", lambda s: b.add_this_from_trash(s.sel, s.ctx),  # s15-opt
      "v.add_this_from_trash"),
    T(r"將{sel}加入手牌", lambda s: b.act("add_to_hand", s.sel), "v.add_to_hand"),
    T(r"將{sel}轉為休息狀態", lambda s: b.act("rest", s.sel), "v.rest"),
    T(r"將{sel}轉為活躍狀態", lambda s: b.act("set_active", s.sel), "v.set_active"),
    T(r"破壞{sel}", lambda s: b.act("destroy", s.sel), "v.destroy"),
    T(r"將{sel}放回(?:持有者的)?手牌", lambda s: b.act("return_to_hand", s.sel), "v.bounce"),
    T(r"將{sel}除外", lambda s: b.act("exile", s.sel), "v.exile"),
    T(r"抽(?P<n>\d+)張卡", lambda s: b.draw(int(s.n)), "v.draw"),
    *(T(pattern, build, tid) for pattern, build, tid in one_shot.ZH),  # s8-gcg-a: the opponent draws
    T(r"所有玩家各?抽(?P<n>\d+)張卡", lambda s: b.draw(int(s.n), "each"), "v.draw"),
    T(r"我方與破壞此機體的玩家各抽(?P<n>\d+)張卡",  # s7-gcg
      lambda s: b.draw(int(s.n), "you_and_destroyer"), "v.draw_destroyer"),
    T(r"丟棄(?P<n>\d+)張手牌", lambda s: b.discard(int(s.n)), "v.discard"),
    T(r"丟棄{sel}", lambda s: b.act("discard", b.in_zone(s.sel, "hand")), "v.discard"),
    T(r"支付⟦(?P<n>\d+)⟧", lambda s: b.act("pay", extra=(("resources", int(s.n)),)), "v.pay"),
    T(r"公開{sel}", lambda s: _named(s, b.reveal_from_hand(s.sel, s.raw("sel"))), "v.reveal_from_hand"),
    # the deck (4-2, 4-8, 4-9, 5-13)
    T(r"查看我方卡組最上方的(?P<n>\d+)張卡牌", lambda s: _named(s, b.look(int(s.n))), "v.look_top"),
    T(r"從中公開{sel}並加入手牌", lambda s: b.reveal_add(s.sel, s.sel.count), "v.reveal_add"),
    T(r"公開{sel}並加入手牌", _reveal_among, "v.reveal_add"),
    T(r"公開並加入手牌", lambda s: b.reveal_it_add(), "v.reveal_add"),
    T(r"從中公開{sel}並放回卡組最上方", lambda s: [b.act("reveal", b.among(s.sel, s.sel.count), may=True),
                                          b.to_deck(IT, "deck_top")], "v.reveal_top"),
    # s16-verb: 「以任意順序」 the looker's order (4-1-6)
    T(r"以任意順序(?:將其|將那些卡牌)?放回(?:我方)?卡組最上方", lambda s: b.looked_to_top(), "v.look_order_top"),
    T(r"剩餘的卡牌以任意順序放回卡組最下方", lambda s: b.remaining("deck_bottom"), "v.remaining_bottom"),
    T(r"剩餘的卡牌(?P<random>以隨機順序)?放回卡組最下方", lambda s: b.remaining("deck_bottom", s.has("random")),
      "v.remaining_bottom"),
    T(r"剩餘的卡牌置於廢棄區", lambda s: b.remaining("trash"), "v.remaining_trash"),
    T(r"將其放回卡組最上方或最下方", lambda s: b.to_deck(resolve_it(IT, s.ctx, "其"), "deck_top_or_bottom"),
      "v.look_return_top_bottom"),
    T(r"將其放回卡組最上方或置於廢棄區", lambda s: b.to_deck(resolve_it(IT, s.ctx, "其"), "deck_top_or_trash"),
      "v.look_return_top_bottom"),
    T(r"將其中(?P<k>\d+)張放回卡組最上方(?:，(?P<j>\d+)張放回卡組最下方)?",
      lambda s: [b.to_deck(replace(_LOOKED, count=int(s.k)), "deck_top")]
      + ([b.to_deck(replace(_LOOKED, count=int(s.j)), "deck_bottom")] if s.has("j") else []), "v.look_order"),
    T(r"將{sel}放回(?:持有者的)?卡組最(?P<end>上|下)方",
      lambda s: b.to_deck(s.sel, "deck_top" if s.end == "上" else "deck_bottom"), "v.to_deck"),
    T(r"將{sel}放回持有者的卡組，?並將該卡組洗牌",  # s7-gcg
      lambda s: b.to_deck(s.sel, "deck_shuffle"), "v.to_deck_shuffle"),
    T(r"將我方卡組最上方的(?P<n>\d+)張卡牌置於廢棄區", lambda s: b.mill(int(s.n)), "v.mill"),
    T(r"將對方卡組最上方的(?P<n>\d+)張卡牌置於對方的廢棄區", lambda s: b.mill(int(s.n), "opponent"),
      "v.mill_opponent"),  # s16-verb
    # resources and tokens (4-4, 5-17)
    T(r"(?P<rested>以休息狀態)?放置(?P<n>\d+)張EX能源",
      lambda s: b.place_resource(int(s.n), ex=True, rested=s.has("rested")), "v.place_ex_resource"),
    T(r"(?P<rested>以休息狀態)?放置(?P<n>\d+)張能源", lambda s: b.place_resource(int(s.n), rested=s.has("rested")),
      "v.place_resource"),
    T(r"配置(?P<n>\d+)張EX基地", lambda s: b.token(int(s.n), "EX Base", {"ex_base": True}, False),
      "v.deploy_ex_base"),
    T(r"(?P<rested>以休息狀態)?配置(?P<n>\d+)張『{name}』\({spec}\)的機體替代卡",
      lambda s: b.token(int(s.n), s.name, _token_spec(s.spec), s.has("rested")), "v.deploy_token"),
    # playing and pairing (13-2-5, 5-8, 5-9, 3-3-6)
    T(r"發動此卡牌的【(?P<t>主要|瞬動)】",
      lambda s: b.act("activate", b.THIS_CARD, extra=(("timing", "main" if s.t == "主要" else "action"),)),
      "v.burst_activate"),
    T(r"支付該卡牌的費用並配置", lambda s: b.act("deploy", resolve_it(IT, s.ctx, "該卡牌"),
                                           extra=(("pay_cost", True),)), "v.pay_deploy"),
    T(r"從手牌中配置{sel}", lambda s: b.act("deploy", b.in_zone(s.sel, "hand")), "v.deploy_from_hand"),
    T(r"從中配置{sel}", lambda s: b.act("deploy", b.among(s.sel, s.sel.count)), "v.deploy_among"),
    T(r"配置{sel}", lambda s: b.deploy(s.sel), "v.deploy"),
    T(r"將{sel}搭乘至此機體", lambda s: b.act("pair", s.sel), "v.pair"),
    # s5-gcg-a: a command paired by its own 【主要】 (5-9-1, 3-4-4), a paired card's 【主要】 activated
    T(r"發動此(?:卡牌的)?【主要】後，可以將(?:我方)?廢棄區中的此卡牌搭乘至{sel}",
      lambda s: b.pair_this_from_trash(s.sel), "v.pair_this_from_trash"),
    T(r"發動(?:搭乘此機體的卡牌|此機體搭乘的卡牌)的【(?P<t>主要|瞬動)】",
      lambda s: b.activate_on(b.PAIRED_PILOT, "main" if s.t == "主要" else "action"), "v.activate_paired"),
    # restrictions (10-1-5-6, 8-2-1, 5-5)
    T(r"{sel}無法攻擊", lambda s: b.cant("attack", s.sel), "v.cant_attack"),
    T(r"{sel}無法選擇對方玩家作為攻擊對象", lambda s: b.cant("attack_player", s.sel), "v.cant_attack_player"),
    T(r"對方的機體無法選擇{sel}作為攻擊對象", lambda s: b.cant("be_attacked", s.sel),
      "v.cant_be_attacked"),  # s8-gcg-b (8-2-1, 10-1-5-6)
    T(r"{sel}無法被阻擋", lambda s: b.cant("be_blocked", s.sel), "v.cant_be_blocked"),  # s8-gcg-b (13-1-6-1)
    T(r"{sel}無法被駕駛員搭乘", lambda s: b.cant("be_paired", s.sel), "v.cant_be_paired"),
    T(r"{sel}無法轉為活躍狀態", lambda s: b.cant("be_set_active", s.sel), "v.cant_be_set_active"),  # s13-gcg-gen
    T(r"{sel}以休息狀態配置", lambda s: b.cant("be_deployed_active", s.sel), "v.deployed_rested"),  # s13-gcg-gen
    T(r"{sel}無法轉為活躍狀態且無法被駕駛員搭乘",
      lambda s: [b.cant("be_set_active", s.sel), b.cant("be_paired", s.sel)], "v.cant_be_paired"),
    T(r"{sel}無法發動{kwname}",  # s5-gcg-b: "… can't activate <Blocker> (during …)"
      lambda s: b.act("cant", s.sel, extra=(("what", "activate"), ("keyword", s.kwname))), "v.cant_activate"),
    T(r"{sel}不會因(?P<whose>對方的)?效果而被破壞",  # s11-gcg-exec: 「因效果」 (any player's)
      lambda s: b.cant("be_destroyed_by_enemy_effects" if s.whose else "be_destroyed_by_effects", s.sel),
      "v.cant_destroyed"),
    T(r"{sel}的AP不會因對方的效果而減少", lambda s: b.cant("ap_reduced_by_enemy_effects", s.sel),
      "v.ap_not_reduced"),
    # s14-cont: 「無法阻擋」 (13-1-4-1), 「無法被對方的效果選擇」 (10-3-3), 「不會因對方的效果而被放回持有者的手牌」
    T(r"{sel}無法阻擋", lambda s: b.cant("block", s.sel), "v.cant_block"),
    T(r"{sel}無法被對方的效果選擇", lambda s: b.cant("be_chosen_by_enemy", s.sel), "v.cant_be_chosen"),
    T(r"{sel}不會因對方的效果而被放回持有者的手牌", lambda s: b.cant("returned_to_hand_by_enemy", s.sel),
      "v.cant_be_returned"),
    T(r"{sel}不會受到(?:(?P<enemy>對方的)|{sel2}的)?(?P<kind>戰鬥|效果)?傷害",
      lambda s: b.prevent_damage(s.sel, {"戰鬥": "battle", "效果": "effect"}.get(s.kind or ""),
                                 s.sel2 if s.has("sel2") else None, s.has("enemy")), "v.cant_receive"),
    T(r"{sel}不會受到 ?(?P<n>\d+) ?點(?P<b>以下|以上)的(?P<enemy>對方的)?(?P<kind>戰鬥|效果)?傷害",  # s14-cont
      lambda s: b.prevent_damage(s.sel, {"戰鬥": "battle", "效果": "effect"}.get(s.kind or ""), None,
                                 s.has("enemy"), bound=(int(s.n), "<=" if s.b == "以下" else ">=")),
      "v.cant_receive_bounded"),
    T(r"{sel}可以選擇{sel2}作為攻擊對象", lambda s: b.may_attack(s.sel, s.sel2), "v.may_attack_active"),
    T(r"{sel}在對方下一個回合的起始階段不會轉為活躍狀態",
      lambda s: b.act("no_set_active", s.sel, until=Duration("until", key="opponent_next_start")),
      "v.no_active_next"),
    T(r"{sel}在配置的回合可以進行攻擊", lambda s: b.act("may_attack_deployed", s.sel),
      "v.may_attack_deployed"),  # r2-chosen
    T(r"對方機體進行攻擊時，若可能則選擇{sel}作為攻擊對象", lambda s: b.act("forced_attack_target", s.sel),
      "v.forced_attack_target"),
    T(r"{sel2}進行攻擊時，若可能則選擇{sel}作為攻擊對象",  # s14-cont: only those attackers
      lambda s: b.act("forced_attack_target", s.sel, extra=(("attackers", s.sel2),)), "v.forced_attack_target"),
    T(r"(?:所有)?{sel2}進行攻擊時，必須選擇{sel}作為攻擊對象",  # s14-cont round 2
      lambda s: b.act("forced_attack_target", s.sel, extra=(("attackers", s.sel2),)), "v.forced_attack_target"),
    T(r"將戰鬥中的對方機體的攻擊對象變更為{sel}", lambda s: b.act("change_attack_target", s.sel),
      "v.change_attack_target"),
    # damage reduction (10-1-9)
    T(r"該傷害減少(?P<n>\d+)", lambda s: b.reduce_damage(Selector(who="event"), int(s.n)), "v.reduce_by"),
    T(r"減少 ?(?P<n>\d+)", lambda s: b.reduce_elided(int(s.n)), "v.reduce_by_elided"),  # s15-opt: 改為…以代替
    T(r"{sel}下一次受到的傷害減少(?P<n>\d+)", lambda s: b.reduce_damage(s.sel, int(s.n), next_only=True),
      "v.reduce_next"),
    T(r"{sel}下一次受到的戰鬥傷害減少(?P<n>\d+)",  # s18-gcg round 2 (10-1-9-1, 5-5-3)
      lambda s: b.reduce_damage(s.sel, int(s.n), kind="battle", next_only=True), "v.reduce_next_battle"),
    T(r"{sel}受到的戰鬥傷害減少(?P<n>\d+)", lambda s: b.reduce_damage(s.sel, int(s.n), kind="battle"),
      "v.reduce_battle"),
    # costs and names (2-10, 2-2-4)
    T(r"此機體的(?P<stat>AP|HP)增加與此機體受到的傷害相同的數值",  # s5-gcg-a (5-5-1)
      lambda s: b.per_damage_received(s.stat.lower()), "v.ap_per_damage"),
    T(r"{sel}每有1張，手牌中的此卡牌Lv\.-(?P<n>\d+)(?:、|及)費用-(?P<m>\d+)",  # s5-gcg-a
      lambda s: [b.hand_change_per("level_modify", -int(s.n), s.sel), b.hand_change_per("cost_modify", -int(s.m), s.sel)],
      "v.level_cost_reduce_hand_per"),
    T(r"{sel}每有1張，手牌中的此卡牌費用-(?P<n>\d+)",  # s5-gcg-a
      lambda s: b.hand_change_per("cost_modify", -int(s.n), s.sel), "v.cost_reduce_hand_per"),
    T(r"手牌中的此卡牌Lv\.-(?P<n>\d+)(?:、|及)費用-(?P<m>\d+)",  # s5-gcg-a (2-9-1, 2-10)
      lambda s: [b.level_modify(-int(s.n), "hand"), b.cost_modify(-int(s.m), "hand")], "v.level_cost_reduce_hand"),
    T(r"從手牌使用此卡牌並讓其搭乘{sel}時，將此卡牌視為費用 ?(?P<n>\d+) ?使用",
      lambda s: b.play_as_if_pairing(int(s.n), s.sel), "v.play_as_if_pairing"),
    T(r"從手牌使用此卡牌時，(?:若{cond}，則)?將此卡牌視為 ?Lv\. ?(?P<n>\d+)(?:、|及)費用 ?(?P<m>\d+) ?使用",
      lambda s: b.play_as_if(int(s.n), s.cond if s.has("cond") else None, int(s.m)), "v.play_as_if"),
    T(r"(?P<zone>手牌|廢棄區)中的此卡牌費用-(?P<n>\d+)",
      lambda s: b.cost_modify(-int(s.n), "hand" if s.zone == "手牌" else "trash"), "v.cost_reduce_hand"),
    T(r"此卡牌的卡牌名稱也視為『{name}』",
      lambda s: b.act("name_alias", THIS, extra=(("name", s.name.strip()),)), "v.treated_as_name"),
    *(T(pattern, build, tid) for pattern, build, tid in modes.ZH_SENTENCES),  # s9-gcg-c: 從以下效果中選擇1個
    T(r"(?P<body>.+)以代替", lambda s: b.instead(_sentence(s.body, s.ctx)), "v.instead"),
    *(T(pattern, build, tid) for pattern, build, tid in joined_steps.ZH_LAST),  # s16-verb: 「…，並…」
]


def _sentence(text: str, ctx: Context) -> list[Step]:
    built = first_match(SENTENCES, text, ctx)
    return list(built) if isinstance(built, list | tuple) else [built]


# --- costs (10-1-7) -----------------------------------------------------------------------------

COSTS = [
    *(T(pattern, build, tid) for pattern, build, tid in cost_parts.ZH_HANT),  # s8-gcg-c: discard N, to hand
    T(r"(?P<all>(?:⟦\d+⟧)+)", lambda s: {"resources": sum(int(x) for x in re.findall(r"\d+", s.all))},
      "cost.resource"),
    T(r"將此(?:機體|基地)轉為休息狀態", lambda s: {"rest_self": True}, "cost.rest_self"),
    T(r"破壞此(?:機體|基地)", lambda s: {"destroy_self": True}, "cost.destroy_self"),
    T(r"將此機體放回持有者的卡組最下方", lambda s: {"return_self": "deck_bottom"}, "cost.return_self"),
    T(r"將{sel}除外", lambda s: {"exile": b.in_zone(s.sel, "trash")}, "cost.exile_trash"),
    T(r"將{sel}轉為休息狀態", lambda s: {"rest_other": s.sel}, "cost.rest_other"),
    *(T(pattern, build, tid) for pattern, build, tid in cost_parts.ZH_HANT_OTHER),  # s13-gcg-gen: another card of yours
    T(r"丟棄{sel}", lambda s: {"discard": b.in_zone(s.sel, "hand")}, "cost.discard"),
]


# --- markers (13-2) -----------------------------------------------------------------------------

MARKER_TEMPLATES = [
    T(phrasings.either_pattern("zh-Hant"), phrasings.either_trigger("zh-Hant"), "t.either_trigger"),  # s9-gcg-a
    T(r"搭乘時・(?P<p>.+)的駕駛員",
      lambda s: Marker(timing=c.WHEN_PAIRED, condition=c.paired_with(SELECTORS.parse(f"1張{s.p}的駕駛員"))),
      "t.when_paired_cond"),
    T(r"搭乘中・(?P<p>.+)的駕駛員",
      lambda s: Marker(static=True, condition=c.paired_with(SELECTORS.parse(f"1張{s.p}的駕駛員"))),
      "t.during_pair_cond"),
]

MARKERS = {
    "配置時": c.timing(c.DEPLOY), "攻擊時": c.timing(c.ATTACK), "破壞時": c.timing(c.DESTROYED),
    "爆發": c.timing(c.BURST), "搭乘時": c.timing(c.WHEN_PAIRED), "共鳴時": c.timing(c.WHEN_LINKED),
    "搭乘中": Marker(static=True, condition=c.PAIRED), "共鳴中": Marker(static=True, condition=c.LINKED),
    "啟動・主要": c.timing(c.ACTIVATE_MAIN), "啟動・瞬動": c.timing(c.ACTIVATE_ACTION),
    "主要": c.timing(c.MAIN), "瞬動": c.timing(c.ACTION), "主要/瞬動": c.timing(c.MAIN_OR_ACTION),
    "每回合1次": Marker(limit="once_per_turn"), "駕駛員": Marker(pilot=True),
}

KEYWORDS = {
    "阻擋者": c.BLOCKER, "突破": c.BREACH, "修復": c.REPAIR, "支援": c.SUPPORT, "高機動": c.HIGH_MANEUVER,
    "先制攻擊": c.FIRST_STRIKE, "壓制": c.SUPPRESSION, "展開": c.DEVELOPMENT,
}

_REMINDER_AFTER_KEYWORD = re.compile(r"(《[^《》]+》)\(((?:[^()]|\([^()]*\))*)\)")
_REMINDER_LINE = re.compile(r"^\((?:[^()]|\([^()]*\))*\)$")
_STAT_SPACE = re.compile(r"(AP|HP|Lv\.) (?=\d)")
# clauses zh-Hant joins with "，" that are sentences of their own
# s6-gcg-b: "X每有1張，給予該機體…" ("… for each X") is one sentence; s11-gcg-read: so is
# "此機體的AP每有4，給予該機體…" ("… for each 4 AP this Unit has")
_JOIN = re.compile(r"(?<!時)(?<!後)(?<!中)(?<!間)(?<!每有1張)(?<!每有\d)(?<!每有\d\d)(?<!每有\d點)，(?=本回合中|本次戰鬥中|之後|那樣做時|可以從中|將其中|將其放回|剩餘|以任意順序|將該|將那些|給予該|破壞該"
                   r"|直到(?:我方|對方)下一個回合結束為止)")  # s17-gcg round 2: a later turn's end, as 本回合中


def strip_reminders(text: str) -> str:
    """Reminder text has no game effect (2-11-4): `(…)` after a keyword, or a whole line."""
    text = _REMINDER_AFTER_KEYWORD.sub(lambda m: m.group(1) if len(m.group(2)) > 6 else m.group(0), text)
    return "\n".join(line for line in text.split("\n") if not _REMINDER_LINE.match(line.strip()))


class GcgChinese(Grammar):
    typography = Typography(keyword=("《", "》"), capitalised=False,
                            reminder_ends_sentence=False)  # s17-fmt (#29): [Deploy], 〈Blocker〉, effects on one line …
    lang = "zh-Hant"
    cjk = True
    keyword_re = re.compile(r"《([^《》]+)》")
    sentence_end = re.compile(r"。")

    def retypeset(self, text: str, card_type: str | None = None) -> str:
        # s17-fmt round 3 (#29): a Pilot's 【Burst】 text and its Unit's text on one line (3-3-9, pilot_texts.py)
        text = super().retypeset(text)
        return pilot_texts.split_pilot_texts(text, pilot_texts.ZH_HANT) if card_type == "pilot" else text

    # s13-gcg-gen: before a cost's verb too, 「將此機體轉為休息狀態，將我方廢棄區中的…除外：」 (10-1-7-4)
    cost_split = re.compile(r"(?<=⟧)\s*[,，、]\s*|\s*[,，、]\s*(?=(?:將|破壞|丟棄|支付))")
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

    def prepare(self, text: str) -> str:
        text = _STAT_SPACE.sub(r"\1", normalise(text))
        text = normalise(text, cjk=True).replace("【主要】/【瞬動】", "【主要/瞬動】")
        text = phrasings.join_trigger_markers(text, "zh-Hant")  # s9-gcg-a: 【配置時】/【攻擊時】
        return play_option.join(strip_reminders(text), "zh-Hant")  # s15-opt: 「可以…。那樣做時，…」 as one

    def split_sentences(self, body: str) -> list[str]:
        split = modes.split_modes(body, self.split_sentences, "zh-Hant")  # s9-gcg-c: ■ lines kept whole
        if split is not None:
            return split
        return super().split_sentences(_JOIN.sub("。", body))

    def keyword(self, content: str) -> Any:
        m = re.fullmatch(r"(.*?)(\d+)?", content.strip())
        assert m is not None
        info = self.keywords.get(m.group(1))
        if info is None:
            raise Unread(content, f"keyword 《{content}》 not known")
        if info.valued and m.group(2) is None:
            raise Unread(content, f"keyword 《{content}》 needs its value")
        return info, int(m.group(2)) if m.group(2) and info.valued else None

    def finish(self, body: list[Step]) -> list[Step]:
        return b.finish(body)

    delayed_triggers = True  # s6-gcg-a
    may_over_joined = True  # s17-gcg round 2: "You may A and B." — one "may" over both (core apply_leads)

    def delayed(self, event: Condition, leads: list[Lead], steps: list[Step], ctx: Context,
                sentence: str) -> list[Step]:
        return b.delayed(event, leads, steps, ctx, sentence)

    def pilot_name(self, rest: str) -> str | None:
        m = re.fullmatch(r"『([^『』]+)』", rest.strip())
        return m.group(1).strip() if m else None


GRAMMAR = GcgChinese()
