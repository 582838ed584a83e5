"""The GCG grammar in Japanese (日本語), on the same model as English (reader/build.py).

Japanese puts what English prints after the verb first (`このターン中、それをAP-2する。`),
joins sentences English keeps apart (`それをアクティブにし、このターン中、…`, `3枚見て、…`) and
marks an optional action at the end of the verb (`…を選んでもよい。`): `prepare` and
`split_sentences` undo those before the templates read each sentence. Markers 【配備時】
(13-2), keywords 《ブロッカー》 (13-1), traits 〔ジオン〕, names 「アムロ・レイ」, reminder text
in parentheses (2-11-4)."""

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

_TRAIT = r"〔[^〔〕]+〕"
_TRAITS = rf"{_TRAIT}(?:/{_TRAIT})*"
_COLOURS = {"青": "blue", "緑": "green", "赤": "red", "白": "white", "紫": "purple"}
_COLOUR = "|".join(_COLOURS)


def _traits(text: str) -> tuple[str, ...]:
    return tuple(t.strip() for t in re.findall(r"〔([^〔〕]+)〕", text))


def _op(bound: str | None) -> str:
    return {"以下": "<=", "以上": ">="}.get(bound or "", "==")


# --- slots -------------------------------------------------------------------------------------


def _keyword(text: str, ctx: Context) -> Keyword:
    info, value = ctx.grammar.keyword(text.strip("《》"))
    if not info.defined:
        raise Unread(text, f"keyword {text} is not defined by our rule documents")
    return Keyword(info.name, value)


def _keyword_name(text: str, ctx: Context) -> str:
    name = re.sub(r"\d+$", "", text.strip("《》"))
    info = ctx.grammar.keywords.get(name)
    if info is None:
        raise Unread(text, f"keyword {text} not known")
    if not info.defined:
        raise Unread(text, f"keyword {text} is not defined by our rule documents")
    return info.name


def _selector(text: str, ctx: Context) -> Selector:
    sel = SELECTORS.parse(text)
    if sel.who == "it":
        return resolve_it(sel, ctx, text, target=text.startswith("その相手")
                          or b.names_the_dealer(ctx, text == "そのユニット"))
    if sel.who == "this":
        ctx.referent = sel
    return b.resolve_that(sel, ctx, text)


SLOTS = {
    "n": Slot(r"\d+", lambda text, ctx: int(text)),
    "sel": Slot(r".+?", _selector),
    "kw": Slot(r"《[^《》]+》", _keyword),
    "kwname": Slot(r"《[^《》]+》", _keyword_name),
    "kws": Slot(r"《[^《》]+》(?:(?:と|、)《[^《》]+》)*",
                lambda text, ctx: tuple(_keyword(t, ctx) for t in re.findall(r"《[^《》]+》", text))),
    "cond": Slot(r".+?", lambda text, ctx: first_match(CONDITIONS, text, ctx)),
    "event": Slot(r".+?", lambda text, ctx: first_match(EVENTS, text, ctx)),
    "traits": Slot(_TRAITS, lambda text, ctx: _traits(text)),
    "name": Slot(r"[^「」]+"),
    "spec": Slot(r"(?:[^()]|\((?:[^()]|\([^()]*\))*\))*"),
}


def T(pattern: str, build: Any, name: str = "") -> Template:
    return Template(pattern, build, SLOTS, 0, name)


# --- selectors: `HP3以下の相手のユニット1つ` ---------------------------------------------------------


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


def _card_noun(draft: SelectorDraft, m: re.Match[str]) -> None:
    kinds = re.findall(r"(ユニット|パイロット|コマンド|ベース)?カード", m.group(0))
    names = {"ユニット": "unit", "パイロット": "pilot", "コマンド": "command", "ベース": "base", "": "card"}
    draft.set("kind", "|".join(dict.fromkeys(names[k] for k in kinds)), m.string)


_NOUNS = {"ユニット": "unit", "ベース": "base", "シールド": "shield", "パイロット": "pilot", "コマンド": "command",
          "": "card"}


def _alternatives(draft: SelectorDraft, m: re.Match[str]) -> None:
    """`ユニット1つ/ベース1つ`, `ユニットカード1枚/コマンドカード1枚`: one card of either kind."""
    kinds = re.findall(r"(ユニット|ベース|シールド|パイロット|コマンド|)(?:カード)?\d+(?:つ|枚)", m.group(0))
    draft.set("kind", "|".join(dict.fromkeys(_NOUNS[k] for k in kinds)), m.string)
    draft.set("count", int(m.group("n")), m.string)
    if "シールド" in m.group(0) and "ベース" not in m.group(0) and "ユニット" not in m.group(0):
        draft.set("zone", "shields", m.string)


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
        ref = "this" if m.group("ref").startswith("この") else "that"
        draft.filters.append(Filter(attr, _op(m.group("bound")), ref))
    return apply


_PIECES = [
    (battling.JA, battling.piece(lambda: SELECTORS)),  # s6-gcg-b: battling <a target phrase>
    *filters.JA_FIRST_PIECES,  # s6-gcg-b: a pilot's Lv. (before "paired with a Pilot")
    *counted_number.JA_PIECES,  # s14-cont: "whose Lv. is equal to or lower than that number"
    *choices.JA_PIECES,  # s6-gcg-b: non-battling
    *filters.JA_PIECES,  # s6-gcg-b: the lowest / highest Lv., HP, AP (reader/filters.py)
    *one_shot.JA_COUNT_PIECES,  # s8-gcg-a: up to N (10-3-3 「最多」)
    (r"(?:(?P<low>\d+)~(?P<high>\d+)|(?P<n>\d+))(?:つ|枚|体)", _count),
    (r"すべて", setter(all=True)),
    (r"(?:このユニット|このベース|これ)以外の", setter(other=True)),
    (r"他の", setter(other=True)),
    (r"自分のトラッシュの", setter(zone="trash", who="yours")),
    (r"トラッシュの", setter(zone="trash")),
    (r"自分の手札の", setter(zone="hand", who="yours")),
    (r"その中の", setter(zone="looked", who="looked")),
    (r"自分の", setter(who="yours")),
    (r"相手の", setter(who="enemy")),
    (r"味方の", setter(who="friendly")),
    (r"(?P<s>アクティブ|レスト)の", lambda d, m: d.filters.append(
        Filter("state", "==", {"アクティブ": "active", "レスト": "rested"}[m["s"]]))),
    (r"ダメージを受けている", add_filter("state", "==", "damaged")),
    (r"ダメージを受けていない", add_filter("state", "not", "damaged")),
    (rf"(?P<t>{_TRAITS})のパイロットがセットされている",
     lambda d, m: d.filters.append(Filter("pilot_trait", "has", _traits(m["t"])))),
    # s12-gcg-gen: 「青以外の」 (non-blue: has no blue, 2-4-1)
    (rf"(?P<c>{_COLOUR})以外の", lambda d, m: d.filters.append(Filter("colour", "not", _COLOURS[m["c"]]))),
    # s16-filt: 「〔ジオン〕以外の」 (non-(Zeon): has no (Zeon), 2-5-3); one trait, as in English
    (rf"(?<!/)(?P<t>{_TRAIT})以外の", lambda d, m: d.filters.append(Filter("trait", "not", _traits(m["t"])))),
    # s16-filt: 「青/緑の」 — either colour (5-19-1)
    (rf"(?P<cs>(?:{_COLOUR})(?:/(?:{_COLOUR}))+)の", lambda d, m: d.filters.append(
        Filter("colour", "==", tuple(_COLOURS[x] for x in m["cs"].split("/"))))),
    (rf"(?P<c>{_COLOUR})の", lambda d, m: d.filters.append(Filter("colour", "==", _COLOURS[m["c"]]))),
    (rf"(?P<t>{_TRAITS})の", lambda d, m: d.filters.append(c.trait_filter(list(_traits(m["t"]))))),
    (r"Lv\.(?P<n>\d+)(?P<bound>以下|以上)?の", _stat("level")),
    (r"HP(?P<n>\d+)(?P<bound>以下|以上)?の", _stat("hp")),
    (r"AP(?P<n>\d+)(?P<bound>以下|以上)?の", _stat("ap")),
    (r"(?P<ref>このユニット|これ|そのユニット|それ)のLv\.(?P<bound>以下|以上)の", _relative("level")),
    (r"(?P<ref>このユニット|これ|そのユニット|それ)のAP(?P<bound>以下|以上)の", _relative("ap")),
    (r"(?P<kws>《[^《》]+》(?:/《[^《》]+》)*)を持つ", _keyword_filter),
    *phrasings.JA_PIECES,  # s9-gcg-a: 「《突破》を持たない」
    (r"キーワード効果を持つ", add_filter("keyword", "has", "any")),
    (r"カード名に「(?P<name>[^「」]+)」を含む", lambda d, m: d.filters.append(Filter("name_contains", "==", m["name"]))),
    (r"カード名に「(?P<name>[^「」]+)」を含まない",
     lambda d, m: d.filters.append(Filter("name_contains", "not", m["name"]))),
    (r"パイロットがセットされている", add_filter("state", "==", "paired")),
    (r"パイロットがセットされていない", add_filter("state", "not", "paired")),
    (r"(?:このユニットと)?バトルしている", add_filter("battling", "==", "this")),
    (r"アタックされている", add_filter("state", "==", "attacked")),
    (r"ユニットトークン以外の", add_filter("token", "not", True)),
    (r"リンクユニット以外の", add_filter("state", "not", "link")),
    (r"各相手プレイヤーの", setter(who="each_enemy_player")),
    (r"このユニットにセットされている", setter(who="paired")),
    (r"(?:相手の)?(?P<a>ユニット|ベース|シールド)(?P<n>\d+)つ(?:/(?:相手の)?(?:ユニット|ベース|シールド)\d+つ)+",
     _alternatives, True),
    (r"(?P<a>(?:ユニット|パイロット|コマンド|ベース)?カード)(?P<n>\d+)枚(?:/(?:ユニット|パイロット|コマンド|ベース)?カード"
     r"\d+枚)+", _alternatives, True),
    # nouns
    (r"(?:(?:ユニット|パイロット|コマンド|ベース)?カード)(?:/(?:\d+枚)?(?:(?:ユニット|パイロット|コマンド|ベース)?カード))*",
     _card_noun, True),
    (r"シールドエリアのカード", _noun("base|shield", "shields"), True),  # r2-trig: base or shield (3-6-2)
    (r"リンクユニット", _noun("unit", state="link"), True),
    (r"ユニットトークン", _noun("unit", token=True), True),
    (r"ユニット/ベース", _noun("unit|base"), True),
    (r"ユニット", _noun("unit"), True),
    (r"EXベース", _noun("base", ex=True), True),
    (r"ベース", _noun("base"), True),
    (r"シールド", _noun("shield", "shields"), True),
    (r"EXリソース", _noun("resource", "resources", ex=True), True),
    (r"リソース", _noun("resource", "resources"), True),
    (r"パイロット", _noun("pilot"), True),
    (r"コマンド", _noun("command"), True),
    (r"プレイヤー", _noun("player"), True),
]

_ENEMY_BATTLING = Selector(who="battling", filters=(Filter("owner", "==", "enemy"),))
SELECTORS = SelectorGrammar(
    _PIECES,
    wholes={
        **dict.fromkeys(("それ", "それら", "そのユニット", "その相手のユニット", "そのカード"), IT),
        **dict.fromkeys(("このユニット", "これ", "レストのこのユニット"), THIS),
        "このベース": Selector(who="this", kind="base"), "このカード": b.THIS_CARD,
        "自分のトラッシュのこのカード": b.THIS_CARD_IN_TRASH,  # s13-gcg-gen (13-2-8-2)
        **dict.fromkeys(("このユニットにセットされているパイロット", "このユニットにセットされていたパイロット",
                         "このユニットにセットされていたカード", "このユニットにセットされているカード"),
                        b.PAIRED_PILOT),
        # s12-gcg-exec: 「このユニットにセットされている青のパイロット」 (a blue Pilot paired with this Unit)
        **{f"このユニットにセットされている{word}のパイロット": replace(b.PAIRED_PILOT, filters=(
            Filter("colour", "==", colour),)) for word, colour in _COLOURS.items()},
        "相手プレイヤー": Selector(who="enemy", kind="player"),
        **dict.fromkeys(("相手のシールドエリアの先頭のカード1枚", "相手のシールドエリアの先頭のカード"),
                        b.FIRST_IN_SHIELD_AREA),  # s5-gcg-a (13-1-2-2)
        "アタックしているユニット": Selector(who="attacking"),
        "このユニットとバトルしている相手のユニット": _ENEMY_BATTLING,
    },
    separator=r"[、]*",
    plural=True,  # no plural in Japanese: a target with no count is every such card
)


# --- conditions (…なら、 / …間、) -----------------------------------------------------------------


def _count_up(s: Any, sel: Selector | None = None) -> Condition:
    sel = count_ranges.remember(s.ctx, sel or s.sel)  # s11-gcg-read
    n = int(s.n) if s.has("n") else 1
    return b.count(n, sel, _op(s.bound) if s.has("bound") else ">=")


def _yours_or(sel: Selector) -> Selector:
    return sel


_STATES = {"レスト": "rested", "アクティブ": "active", "ダメージを受けている": "damaged",
           "アタックしている": "attacking", "バトルしている": "battling", "リンクユニット": "link"}

CONDITIONS = [
    *(T(pattern, build, tid) for pattern, build, tid in count_ranges.JA),  # s11-gcg-read: 1~4, 5 or more
    *(T(pattern, build, tid) for pattern, build, tid in player_steps.CONDITIONS_JA),  # s11-gcg-read
    *(T(pattern, build, tid) for pattern, build, tid in condition_parts.JA),  # s8-gcg-c: own shields, Lv. or lower
    *(T(pattern, build, tid) for pattern, build, tid in comparisons.JA),  # s15-gen: 「…より多い」
    *(T(pattern, build, tid) for pattern, build, tid in it_states.JA),  # s15-gen: 「それがLv.3以下」
    *(T(pattern, build, tid) for pattern, build, tid in phrasings.JA_CONDITIONS),  # s9-gcg-a: any player
    T(r"{sel}が(?:(?P<n>\d+)(?:つ|枚|体)(?P<bound>以上|以下))?(?:いる|ある)", _count_up, "c.if_friendly_in_play"),
    T(r"{sel}がいない", lambda s: b.none_of(s.sel), "c.if_none_in_play"),
    T(r"自分の{sel}がない", lambda s: b.none_of(replace(s.sel, who="yours")), "c.if_none"),
    T(r"自分のトラッシュに{sel}が(?P<n>\d+)枚(?P<bound>以上|以下)(?:ある)?",
      lambda s: b.count(int(s.n), b.in_zone(s.sel, "trash"), _op(s.bound)), "c.if_trash_count"),
    T(r"自分のトラッシュに{sel}がある", lambda s: b.count(1, b.in_zone(s.sel, "trash")), "c.if_trash_count"),
    T(r"自分の手札が(?P<n>\d+)枚(?P<bound>以上|以下)(?:ある)?", lambda s: b.hand_size("self", _op(s.bound), int(s.n)),
      "c.if_hand"),
    T(r"相手の手札が(?P<n>\d+)枚(?P<bound>以上|以下)(?:ある)?",
      lambda s: b.hand_size("opponent", _op(s.bound), int(s.n)), "c.if_hand"),
    T(r"相手のトラッシュが(?P<n>\d+)枚(?P<bound>以上|以下)(?:ある)?",  # s5-gcg-a
      lambda s: b.trash_size("opponent", _op(s.bound), int(s.n)), "c.if_trash_size"),
    T(r"相手のシールドが(?P<n>\d+)つ(?P<bound>以上|以下)",
      lambda s: Condition.of("shields", player="opponent", op=_op(s.bound), n=int(s.n)), "c.if_shields"),
    T(r"自分のターン", lambda s: b.YOUR_TURN, "c.if_your_turn"),
    T(r"相手のターン", lambda s: b.OPPONENTS_TURN, "c.if_your_turn"),
    T(r"自分がLv\.(?P<n>\d+)以上", lambda s: Condition.of("player_level", op=">=", n=int(s.n)), "c.if_level"),
    T(rf"(?:このユニット|これ)が(?P<s>{'|'.join(_STATES)})", lambda s: b.self_state(_STATES[s.s]),
      "c.if_self_state"),
    T(rf"(?:このユニット|これ)が(?P<s>{'|'.join(_STATES)})で、Lv\.(?P<n>\d+)(?P<bound>以下|以上)",
      lambda s: b.both(b.self_state(_STATES[s.s]), b.self_has(Filter("level", _op(s.bound), int(s.n)))),
      "c.if_self_state"),
    T(r"(?:このユニット|これ)が{sel}とバトルしている", lambda s: Condition.of("battling", target=s.sel),
      "c.while_battling"),
    T(r"(?:このユニット|これ)が{traits}(?:のユニット)?", lambda s: b.self_has(c.trait_filter(list(s.traits))),
      "c.if_self_trait_color"),
    T(rf"(?:このユニット|これ)が(?P<col>{_COLOUR})(?:のユニット)?",
      lambda s: b.self_has(Filter("colour", "==", _COLOURS[s.col])), "c.if_self_trait_color"),
    T(r"(?:このユニット|これ)が(?P<stat>AP|HP)(?P<n>\d+)(?P<bound>以上|以下)?",
      lambda s: b.self_has(Filter(s.stat.lower(), _op(s.bound), int(s.n))), "c.if_self_state"),
    T(r"(?:このユニット|これ)が{kwname}を持つ", lambda s: b.self_has(Filter("keyword", "has", s.kwname)),
      "c.if_self_state"),
    # s6-gcg-b: 「それにLv.3以下のパイロットがセットされているなら」
    # s12-gcg-gen: 「そのユニット」/「そのカード」 is the card 「それ」 names ("that Unit", as en reads it)
    T(r"(?:それ|そのユニット)に(?P<p>.+のパイロットがセットされている)",
      lambda s: b.it_is(SELECTORS.parse(s.p + "ユニット")), "c.if_it_is"),
    T(r"(?:それ|そのユニット|そのカード)が{sel}", lambda s: b.it_is(s.sel), "c.if_it_is"),
    # s15-opt round 2: 「それがLv.3以下なら」/「それがHP3以下なら」 (en "If it is Lv.3 or lower")
    T(r"(?:それ|そのユニット)が(?P<p>(?:Lv\.|AP|HP)\d+以[下上])", lambda s: b.it_is(SELECTORS.parse(s.p + "のユニット")),
      "c.if_it_is"),
    T(r"(?:それ|そのユニット|そのカード)が{kwname}を持つ",
      lambda s: b.it_is(Selector(kind="card", filters=(Filter("keyword", "has", s.kwname),))), "c.if_it_is"),
    T(r"(?:(?:このユニット|これ)が)?{sel}にアタックしている", lambda s: b.attacking(s.sel),
      "c.if_attacking"),
    T(r"このユニットをトラッシュから配備した", lambda s: Condition.of("deployed_from", zone="trash"),
      "c.if_deployed_from_trash"),
    T(r"このユニットがバトルダメージで破壊された",  # s7-gcg
      lambda s: Condition.of("destroyed_by", by="battle_damage"), "c.if_other"),
    T(r"このユニットが(?P<enemy>相手の)?効果で破壊された",  # s14-trig (5-10-1)
      lambda s: Condition.of("destroyed_by", by="enemy_effect" if s.has("enemy") else "effect"),
      "c.if_destroyed_by_effect"),
    T(r"このユニットが{sel}の効果で破壊された",
      lambda s: Condition.of("destroyed_by", by="effect", source=s.sel), "c.if_destroyed_by_effect"),
    T(r"相手プレイヤーが(?P<n>\d+)人(?P<bound>以上|以下)いる",  # s12-gcg-gen: 以下 too
      lambda s: Condition.of("enemy_players", op=">=" if s.bound == "以上" else "<=", n=int(s.n)),
      "c.if_multiplayer"),
    T(r"この効果で{sel}を置いた", lambda s: b.effect_result("placed", s.sel), "c.if_effect_result"),
    T(r"この効果で(?:ユニット)?(?P<n>\d+)つ(?P<bound>以上|以下)(?:のユニット)?をレストにした",  # s11-gcg-exec
      lambda s: b.effect_result("rested", Selector(kind="unit"), int(s.n), ">=" if s.bound == "以上" else "<="),
      "c.if_effect_result"),  # s12-gcg-gen: 以下
    T(r"このターン中に自分が{sel}の【メイン/アクション】を発動していた",
      lambda s: b.activated_this_turn(s.sel), "c.if_this_turn"),  # s6-gcg-a
    *(T(pattern, build, tid) for pattern, build, tid in turn_records.JA),  # s13-gcg-exec
    T(r"{cond}で、{cond2}", lambda s: b.both(s.cond, s.cond2), "c.and"),
    T(r"{cond}、かつ{cond2}", lambda s: b.both(s.cond, s.cond2), "c.and"),
    # s15-gen: 「…がいて、…」 / 「…があり、…」: the first condition's いる / ある in its joining form
    T(r"(?P<first>.+?)(?P<te>いて|あって|あり)、{cond2}",
      lambda s: b.both(first_match(CONDITIONS, s.first + ("いる" if s.te == "いて" else "ある"), s.ctx), s.cond2),
      "c.and"),
    T(r"{cond}か、{cond2}", lambda s: b.either(s.cond, s.cond2), "c.or"),  # s15-gen: 「…があるか、…なら」
]


# --- events (…とき、) -------------------------------------------------------------------------------

def _attacker(s: Any) -> Any:
    """"このユニット以外の、〔X〕の自分のユニット": another one (s6-gcg-a: only where printed)."""
    return replace(s.sel, count=1, all=False, other=True) if s.has("o") else s.sel


EVENTS = [
    T(r"{sel}が(?:持ち主の)?手札に戻された", lambda s: b.event("returned_to_hand", s.sel),
      "c.when_returned_to_hand"),  # s13-gcg-exec
    T(r"{sel}が(?P<battle>バトル)?ダメージで{sel2}を破壊した",
      b.destroys_event, "c.when_destroys_battle"),
    T(r"{sel}が(?P<enemy>相手から|相手の)?(?P<kind>バトル|効果)?ダメージを受け(?:た|る)",
      lambda s: b.receives_damage(s.sel, {"バトル": "battle", "効果": "effect"}.get(s.kind or ""), s.has("enemy")),
      "c.when_receives_damage"),
    T(r"{sel}が{sel2}から(?P<kind>バトル|効果)?ダメージを受けた",  # s6-gcg-a: the dealer's bounds
      lambda s: b.receives_damage_from(s.sel, {"バトル": "battle", "効果": "effect"}.get(s.kind or ""), s.sel2),
      "c.when_receives_damage"),
    T(r"{sel}が{sel2}にバトルダメージを与えた",
      lambda s: b.event("deals_damage", s.sel, target=s.sel2, by="battle_damage"), "c.when_deals_battle_damage"),
    # s6-gcg-a: any subject attacks (このユニット以外の、: another), its target as printed (8-2-1, 8-2-2)
    T(r"(?P<o>このユニット以外の、)?{sel}が(?:(?P<pl>プレイヤー|相手プレイヤー)|{sel2})にアタックした",
      lambda s: b.attack_event(_attacker(s), b.ENEMY_PLAYER if s.has("pl") else s.sel2), "c.when_attacks"),
    T(r"(?P<o>このユニット以外の、)?{sel}がアタックした", lambda s: b.attack_event(_attacker(s)), "c.when_attacks"),
    T(r"{sel}が{sel2}にブロックされた", lambda s: b.block_event("blocked", s.sel, s.sel2), "c.when_blocked"),
    T(r"{sel}がブロックされた", lambda s: b.block_event("blocked", s.sel), "c.when_blocked"),
    T(r"{sel}がブロックした", lambda s: b.block_event("blocks", s.sel), "c.when_blocks"),
    # s12-gcg-gen: 「この効果で相手のユニットを破壊したとき、」 (a trigger on this effect's result, build.this_effect_destroys)
    T(r"この効果で{sel}を破壊した", lambda s: b.event(b.THIS_EFFECT_DESTROYS, s.sel),
      "c.when_this_effect_destroys"),
    T(r"{sel}がダメージで破壊された", lambda s: b.event("destroyed", s.sel, by="damage"), "c.when_destroyed"),
    T(r"{sel}のAPが(?P<enemy>相手の)?効果で(?:減少した|減った)",
      lambda s: b.event("ap_reduced", s.sel, by="enemy_effect" if s.has("enemy") else "effect"), "c.when_ap_reduced"),
    T(r"自分がコマンドの【メイン/アクション】を発動した", lambda s: b.command_event(), "c.when_command"),
    T(r"{sel}の効果で⟦(?P<n>\d+)⟧(?P<bound>以上|以下)(?:のコスト)?を支払った",  # s12-gcg-gen: 以下
      lambda s: b.event("paid", s.sel, n=int(s.n), op=">=" if s.bound == "以上" else "<="), "c.when_paid"),
    T(r"自分が(?P<ex>EXリソースを使用して)?{sel}をプレイし発動した",
      lambda s: b.command_event(s.sel, s.has("ex"), True), "c.when_command"),  # s14-trig: played (5-7-1)
    T(r"自分が{sel}の【メイン/アクション】を発動した", lambda s: b.command_event(s.sel), "c.when_command"),
    T(r"自分が(?P<ex>EXリソースを使用して)?{sel}をプレイした",
      lambda s: b.command_event(s.sel, s.has("ex"), True), "c.when_command"),
    T(r"自分のEXリソースが置かれた", lambda s: b.event("placed_resource", ex=True), "c.when_place_ex"),
    # s10-gcg-a: 「このユニットの《援護》で〔ザフト〕のユニットのAPを上げたとき」 (13-1-3-1)
    T(r"このユニットの《援護》で{sel}のAPを上げた",
      lambda s: b.event("supported", THIS, target=s.sel), "c.when_support"),
    # s10-gcg-a: 「このユニットか、白の自分のユニットにパイロットをセットしたとき」 (10-1-6-1, 5-9)
    T(r"このユニットか、{sel}に{sel2}をセットした",
      lambda s: b.event("paired_event", s.sel, pilot=s.sel2, or_this=True), "c.when_pair"),
    # s13-gcg-gen: the pilot is after the last 「に」 (「カード名に「…」を含む自分のユニットに…」: a name filter has one too)
    T(r"{sel}に(?=[^に]+をセットした$){sel2}をセットした", lambda s: b.event("paired_event", s.sel, pilot=s.sel2),
      "c.when_pair"),
    T(r"{sel}が(?P<by>効果|相手の効果)で(?P<what>レスト|アクティブ)になった",
      lambda s: b.event("rested" if s.what == "レスト" else "set_active", s.sel,
                        by="enemy_effect" if s.by == "相手の効果" else "effect"), "c.when_rested_active"),
    T(r"このユニットか、{sel}が配備された", lambda s: b.event("deployed", s.sel, or_this=True), "c.when_deployed"),
    T(r"{sel}が配備された", lambda s: b.event("deployed", s.sel), "c.when_deployed"),
    T(r"{sel}が破壊された", lambda s: b.event("destroyed", s.sel), "c.when_destroyed"),
    T(r"{sel}がリンクした", lambda s: b.event("linked_event", s.sel), "c.when_link"),
    T(r"{sel}(?:のHP)?が回復した", lambda s: b.event("recovers", s.sel), "c.when_recovers"),
    T(r"自分が効果でドローした", lambda s: b.event("draws", by="effect"), "c.when_draw"),
    *(T(pattern, build, tid) for pattern, build, tid in player_events.EVENTS_JA),  # s14-trig
]


def _lead(kind: str, value: Any = None) -> Any:
    return lambda s: Lead(kind, value(s) if callable(value) else value)


LEADS = [
    T(r"その後、", _lead("then"), "c.then"),
    T(r"そうしたなら、", _lead("if_done"), "c.if_you_do"),
    T(r"このターン中、", _lead("duration", b.DURATIONS["turn"]), "c.during_this_turn_prefix"),
    T(r"このバトル中、", _lead("duration", b.DURATIONS["battle"]), "c.during_this_turn_prefix"),
    # s17-gcg: a duration that ends in a later turn (next_turn.py, 7-6-6-1): 「次の相手のターン中、」 /
    # 「次の自分のターン終了時まで、」
    T(r"次の(?P<who>自分|相手)のターン(?P<end>の?終了時まで|中)、",
      _lead("duration", lambda s: b.DURATIONS[("end_of_" if "終了" in s.raw("end") else "")
                                              + ("opponents" if s.raw("who") == "相手" else "your") + "_next_turn"]),
      "c.during_next_turn_prefix"),
    T(r"自分のターン中、", _lead("window", b.YOUR_TURN), "c.during_your_turn"),
    T(r"相手のターン中、", _lead("window", b.OPPONENTS_TURN), "c.during_opp_turn"),
    # s6-gcg-a: "… while this Unit is attacking" in front of a trigger (10-1-6-2)
    T(r"このユニットのアタック中、", _lead("window", b.self_state("attacking")), "c.while_attacking"),
    *(T(pattern, build, tid) for pattern, build, tid in turn_records.LEADS_JA),  # s13-gcg-exec
    *(T(pattern, build, tid) for pattern, build, tid in turn_leads.JA),
    *(T(pattern, build, tid) for pattern, build, tid in player_events.LEADS_JA),  # s14-trig  # s8-gcg-c: start / end of a turn
    T(r"自分のターン終了時、", _lead("trigger", Condition.of("end_of_turn")), "c.at_end_of_turn"),
    T(r"このユニットにパイロットがセットされたターンの終了時、",
      lambda s: b.end_of_turn_when_paired(s.ctx), "c.at_end_of_turn_when"),  # s6-gcg-a
    T(r"{event}とき、", _lead("trigger", lambda s: s.event), "c.when"),
    T(r"{cond}なら(?!ない|ず)、?", _lead("condition", lambda s: s.cond), "c.if"),
    T(r"{cond}の?間、", _lead("while", lambda s: s.cond), "c.while"),
    T(r"かわりに、?", _lead("instead"), "v.instead"),
]


# --- sentences ---------------------------------------------------------------------------------


def _choose(s: Any) -> list[Step]:
    s.ctx.referent = IT
    first, second = s.sel, s.sel2 if s.has("sel2") else None
    if second is not None and first.zone != "play" and second.zone == "play" and "カード" in s.raw("sel2"):
        second = b.in_zone(second, first.zone)  # 「自分のトラッシュの、AのカードとBのカード」: both there
    return b.choose(first, second)


def _named(s: Any, step: Step) -> Step:
    s.ctx.referent = IT
    return step


def _signed(sign: str, n: str) -> int:
    return -int(n) if sign == "-" else int(n)


def _modify(s: Any) -> list[Step]:
    steps = [b.modify(s.sel, s.stat1, _signed(s.sign, s.n))]
    if s.has("stat2"):
        steps.append(b.modify(s.sel, s.stat2, _signed(s.sign2, s.n2)))
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


def _token(s: Any) -> list[Step]:
    return [b.token(int(s.n), s.name, _token_spec(s.spec), s.has("rested"))]


def _reveal_among(s: Any) -> list[Step]:
    """`その中の〔X〕のユニットカード1枚を公開して手札に加える` (4-8): only among the cards looked at."""
    if s.sel.who != "looked":
        raise Unread(s.raw("sel"))
    return b.reveal_add(s.sel, s.sel.count)


_LOOKED_ONE = Selector(who="looked", zone="looked", kind="card", count=1)

SENTENCES = [
    # s15-opt: "When playing this card from your hand, you may <pay>. If you do, play … as if …" (7-5-2-2)
    *(T(pattern, build, tid) for pattern, build, tid in play_option.ja(lambda: COSTS)),
    # s11-gcg-read: "Choose 1 enemy player (with N or more cards in their hand). They discard 1." (10-3-3)
    *(T(pattern, build, tid) for pattern, build, tid in counted_number.JA),  # s14-cont: "Count up …"
    *(T(pattern, build, tid) for pattern, build, tid in counted_number.JA_GAINS),  # s14-cont: "the same number of"
    *(T(pattern, build, tid) for pattern, build, tid in each_look.JA),  # s11-gcg-read: all players look
    *(T(pattern, build, tid) for pattern, build, tid in player_steps.JA),
    *(T(pattern, build, tid) for pattern, build, tid in joined_steps.JA),  # s11-gcg-read: "Destroy this and choose …"
    # s11-gcg-read: "deploy 1 [A](…) Unit token or 1 [B](…) Unit token" (10-3-3, 5-17-1)
    *(T(pattern, token_choice.either(_token_spec, rested_per_token=False), tid) for pattern, tid in token_choice.JA),
    # s6-gcg-b: counted amounts on damage / recovery / AP and HP (reader/amounts.py)
    *(T(pattern, build, tid) for pattern, build, tid in amounts.JA),
    *(T(pattern, build, tid) for pattern, build, tid in effect_records.JA),  # s13-gcg-exec
    *(T(pattern, build, tid) for pattern, build, tid in choices.JA),  # s6-gcg-b: others choose
    *(T(pattern, build, tid) for pattern, build, tid in fresh_attack.JA),  # s7-gcg: deploy-turn attack
    # choosing targets (10-3-3)
    T(r"{sel}と、{sel2}を選ぶ", _choose, "v.choose_mixed"),
    T(r"{sel}を選ぶ", _choose, "v.choose"),
    # damage, recovery (5-5-4, 5-6)
    T(r"(?:それ|そのユニット)と、このユニットに(?P<n>\d+)ダメージを与える", lambda s: [b.damage(int(s.n), IT), b.damage(int(s.n), THIS)],
      "v.deal_damage"),
    T(r"{sel}に(?P<n>\d+)ダメージを与える", lambda s: b.damage(int(s.n), s.sel), "v.deal_damage"),
    T(r"(?P<n>\d+)ダメージを与える", lambda s: b.act("damage", None, amount=Amount(int(s.n))), "v.deal_damage"),
    T(r"{sel}を(?P<n>\d+)回復する", lambda s: b.recover(int(s.n), s.sel), "v.recover"),
    # AP/HP changes and keywords (5-16, 13-1)
    T(r"{sel}を(?P<stat1>AP|HP)(?P<sign>[+-])(?P<n>\d+)(?:、(?P<stat2>AP|HP)(?P<sign2>[+-])(?P<n2>\d+))?する",
      _modify, "v.ap"),
    *(T(pattern, build, tid) for pattern, build, tid in trait_grants.JA),  # s11-gcg-read: "gain (X)"
    T(r"{sel}は{kws}を得る", lambda s: b.grant(s.sel, s.kws), "v.gain_kw"),
    T(r"{sel}を、{sel2}(?:1つ|1枚)につき(?P<stat>AP|HP)(?P<sign>[+-])(?P<n>\d+)する",
      lambda s: b.act("modify", s.sel, stat=s.stat.lower(),
                      amount=Amount(per=_signed(s.sign, s.n), count_of=b.every(s.sel2))), "v.ap_for_each"),
    T(r"{sel}は(?P<stat1>AP|HP)(?P<sign>[+-])(?P<n>\d+)され、{kws}を得る",
      lambda s: [*_modify(s), *b.grant(s.sel, s.kws)], "v.ap"),
    # moving cards (13-2-5, 5-2-2, 5-10-1, 5-12)
    T(r"このカードを手札に加える", lambda s: b.act("add_to_hand", b.THIS_CARD),
      "v.burst_add_hand"),
    T(r"このカードを配備する", lambda s: b.act("deploy", b.THIS_CARD), "v.burst_deploy_self"),
    T(r"{sel}を(?:自分の)?トラッシュから手札に加える", lambda s: b.add_this_from_trash(s.sel, s.ctx),  # s15-opt
      "v.add_this_from_trash"),
    T(r"{sel}を手札に加える", lambda s: b.act("add_to_hand", s.sel), "v.add_to_hand"),
    T(r"{sel}をレストにする", lambda s: b.act("rest", s.sel), "v.rest"),
    T(r"{sel}をアクティブにする", lambda s: b.act("set_active", s.sel), "v.set_active"),
    T(r"{sel}を破壊する", lambda s: b.act("destroy", s.sel), "v.destroy"),
    T(r"{sel}を(?:持ち主の)?手札に戻す", lambda s: b.act("return_to_hand", s.sel), "v.bounce"),
    T(r"{sel}をゲームから除外する", lambda s: b.act("exile", s.sel), "v.exile"),
    T(r"自分は(?P<n>\d+)枚ドローする", lambda s: b.draw(int(s.n)), "v.draw"),
    *(T(pattern, build, tid) for pattern, build, tid in one_shot.JA),  # s8-gcg-a: the opponent draws
    T(r"(?:全てのプレイヤー|プレイヤーすべて)は(?P<n>\d+)枚ドローする", lambda s: b.draw(int(s.n), "each"), "v.draw"),
    T(r"自分と、このユニットを破壊したプレイヤーは(?P<n>\d+)枚ドローする",  # s7-gcg
      lambda s: b.draw(int(s.n), "you_and_destroyer"), "v.draw_destroyer"),
    T(r"自分の手札(?P<n>\d+)枚を捨てる", lambda s: b.discard(int(s.n)), "v.discard"),
    T(r"自分の手札の{sel}を捨てる", lambda s: b.act("discard", b.in_zone(s.sel, "hand")), "v.discard"),
    T(r"⟦(?P<n>\d+)⟧(?:を)?支払う", lambda s: b.act("pay", extra=(("resources", int(s.n)),)), "v.pay"),
    T(r"{sel}を公開する", lambda s: _named(s, b.reveal_from_hand(s.sel, s.raw("sel"))), "v.reveal_from_hand"),
    # the deck (4-2, 4-8, 4-9, 5-13)
    T(r"自分のデッキを上から(?P<n>\d+)枚見る", lambda s: _named(s, b.look(int(s.n))), "v.look_top"),
    T(r"{sel}を公開して手札に加える", lambda s: _reveal_among(s), "v.reveal_add"),
    T(r"公開して手札に加える", lambda s: b.reveal_it_add(), "v.reveal_add"),
    T(r"{sel}を公開してデッキの上に戻す",
      lambda s: [b.act("reveal", b.among(s.sel, s.sel.count), may=True), b.to_deck(IT, "deck_top")],
      "v.reveal_top"),
    # s16-verb: 「好きな順番で」 the looker's order (4-1-6)
    T(r"(?:それらを|残ったカードは)?好きな順番で(?:自分の)?デッキの上に戻す", lambda s: b.looked_to_top(), "v.look_order_top"),
    T(r"残ったカードは好きな順番で(?:自分の)?(?:デッキの)?下に戻す", lambda s: b.remaining("deck_bottom"),
      "v.remaining_bottom"),
    T(r"残ったカードは(?P<random>無作為に)?(?:デッキの)?下に戻す",
      lambda s: b.remaining("deck_bottom", s.has("random")), "v.remaining_bottom"),
    T(r"残ったカードは(?:自分の)?トラッシュに置く", lambda s: b.remaining("trash"), "v.remaining_trash"),
    T(r"(?:それを)?上か下に戻す", lambda s: b.to_deck(resolve_it(IT, s.ctx, "それ"), "deck_top_or_bottom"),
      "v.look_return_top_bottom"),
    T(r"(?:それを)?上に戻すか、自分のトラッシュに置く",
      lambda s: b.to_deck(resolve_it(IT, s.ctx, "それ"), "deck_top_or_trash"), "v.look_return_top_bottom"),
    T(r"その中のカード(?P<k>\d+)枚を上に戻(?:し|す)(?:、(?P<j>\d+)枚を下に戻す)?",
      lambda s: [b.to_deck(replace(_LOOKED_ONE, count=int(s.k)), "deck_top")]
      + ([b.to_deck(replace(_LOOKED_ONE, count=int(s.j)), "deck_bottom")] if s.has("j") else []),
      "v.look_order"),
    T(r"{sel}を(?:持ち主の)?デッキの(?P<end>上|下)に戻す",
      lambda s: b.to_deck(s.sel, "deck_top" if s.end == "上" else "deck_bottom"), "v.to_deck"),
    T(r"{sel}を持ち主のデッキに戻し、そのデッキをシャッフルする",  # s7-gcg
      lambda s: b.to_deck(s.sel, "deck_shuffle"), "v.to_deck_shuffle"),
    T(r"自分のデッキを上から(?P<n>\d+)枚、自分のトラッシュに置く", lambda s: b.mill(int(s.n)), "v.mill"),
    T(r"相手のデッキを上から(?P<n>\d+)枚、相手のトラッシュに置く", lambda s: b.mill(int(s.n), "opponent"),
      "v.mill_opponent"),  # s16-verb
    # resources and tokens (4-4, 5-17)
    T(r"自分はEXリソース(?P<n>\d+)つを(?P<rested>レストで)?置く",
      lambda s: b.place_resource(int(s.n), ex=True, rested=s.has("rested")), "v.place_ex_resource"),
    T(r"自分はリソース(?P<n>\d+)つを(?P<rested>レストで)?置く",
      lambda s: b.place_resource(int(s.n), rested=s.has("rested")), "v.place_resource"),
    T(r"自分はEXベース(?P<n>\d+)つを配備する", lambda s: b.token(int(s.n), "EX Base", {"ex_base": True}, False),
      "v.deploy_ex_base"),
    T(r"「{name}」\({spec}\)のユニットトークン(?P<n>\d+)つを(?P<rested>レストで)?配備する", _token, "v.deploy_token"),
    # playing and pairing (13-2-5, 5-8, 5-9, 3-3-6)
    T(r"このカードの【(?P<t>メイン|アクション)】を発動する",
      lambda s: b.act("activate", b.THIS_CARD,
                      extra=(("timing", "main" if s.t == "メイン" else "action"),)), "v.burst_activate"),
    T(r"それをコストを支払って配備する", lambda s: b.act("deploy", resolve_it(IT, s.ctx, "それ"),
                                                     extra=(("pay_cost", True),)), "v.pay_deploy"),
    T(r"{sel}を配備する", lambda s: b.deploy(s.sel), "v.deploy"),
    T(r"{sel}をこのユニットにセットする", lambda s: b.act("pair", s.sel), "v.pair"),
    # s5-gcg-a: a command paired by its own 【メイン】 (5-9-1, 3-4-4), a paired card's 【メイン】 activated
    T(r"(?:このカードの)?【メイン】(?:の発動後|を発動した後)、(?:自分の)?トラッシュのこのカードを{sel}にセットする",
      lambda s: b.pair_this_from_trash(s.sel), "v.pair_this_from_trash"),
    T(r"{sel}の【(?P<t>メイン|アクション)】を発動する",
      lambda s: b.activate_on(s.sel, "main" if s.t == "メイン" else "action"), "v.activate_paired"),
    # restrictions (10-1-5-6, 8-2-1, 5-5)
    T(r"{sel}はアタックできない", lambda s: b.cant("attack", s.sel), "v.cant_attack"),
    T(r"{sel}は相手プレイヤーをアタック先に選べない", lambda s: b.cant("attack_player", s.sel), "v.cant_attack_player"),
    T(r"相手のユニットは{sel}をアタック先に選べない", lambda s: b.cant("be_attacked", s.sel),
      "v.cant_be_attacked"),  # s8-gcg-b (8-2-1, 10-1-5-6)
    T(r"{sel}はブロックされない", lambda s: b.cant("be_blocked", s.sel), "v.cant_be_blocked"),  # s8-gcg-b (13-1-6-1)
    T(r"{sel}はパイロットをセットできない", lambda s: b.cant("be_paired", s.sel), "v.cant_be_paired"),
    T(r"{sel}はアクティブにならない", lambda s: b.cant("be_set_active", s.sel), "v.cant_be_set_active"),  # s13-gcg-gen
    T(r"{sel}はレストで配備される", lambda s: b.cant("be_deployed_active", s.sel), "v.deployed_rested"),  # s13-gcg-gen
    T(r"{sel}はアクティブにならず、パイロットをセットできない",
      lambda s: [b.cant("be_set_active", s.sel), b.cant("be_paired", s.sel)], "v.cant_be_paired"),
    T(r"{sel}は{kwname}を発動できない",  # s5-gcg-b: "… can't activate <Blocker> (during …)"
      lambda s: b.act("cant", s.sel, extra=(("what", "activate"), ("keyword", s.kwname))), "v.cant_activate"),
    T(r"{sel}は(?P<whose>相手の)?効果で破壊されない",  # s11-gcg-exec: 「効果で」 (any player's)
      lambda s: b.cant("be_destroyed_by_enemy_effects" if s.whose else "be_destroyed_by_effects", s.sel),
      "v.cant_destroyed"),
    T(r"{sel}のAPは相手の効果で減少しない", lambda s: b.cant("ap_reduced_by_enemy_effects", s.sel), "v.ap_not_reduced"),
    # s14-cont: 「ブロックできない」 (13-1-4-1), 「相手の効果で選ばれない」 (10-3-3), 「相手の効果で持ち主の手札に戻らない」
    T(r"{sel}はブロックできない", lambda s: b.cant("block", s.sel), "v.cant_block"),
    T(r"{sel}は相手の効果で選ばれない", lambda s: b.cant("be_chosen_by_enemy", s.sel), "v.cant_be_chosen"),
    T(r"{sel}は相手の効果で持ち主の手札に戻らない", lambda s: b.cant("returned_to_hand_by_enemy", s.sel),
      "v.cant_be_returned"),
    T(r"{sel}は(?:(?P<enemy2>相手から)|{sel2}から)?(?P<enemy>相手の)?(?P<kind>バトル|効果)?ダメージを受けない",
      lambda s: b.prevent_damage(s.sel, {"バトル": "battle", "効果": "effect"}.get(s.kind or ""),
                                 s.sel2 if s.has("sel2") else None, s.has("enemy") or s.has("enemy2")),
      "v.cant_receive"),
    T(r"{sel}は(?P<n>\d+)(?P<b>以下|以上)の(?P<enemy>相手の)?(?P<kind>バトル|効果)?ダメージを受けない",  # s14-cont
      lambda s: b.prevent_damage(s.sel, {"バトル": "battle", "効果": "effect"}.get(s.kind or ""), None,
                                 s.has("enemy"), bound=(int(s.n), "<=" if s.b == "以下" else ">=")),
      "v.cant_receive_bounded"),
    T(r"{sel}は{sel2}をアタック先に選んでもよい", lambda s: b.may_attack(s.sel, s.sel2), "v.may_attack_active"),
    T(r"{sel}は次の相手のターンのスタートフェイズでアクティブにならない",
      lambda s: b.act("no_set_active", s.sel, until=Duration("until", key="opponent_next_start")),
      "v.no_active_next"),
    T(r"{sel}は配備されたターンにアタックできる", lambda s: b.act("may_attack_deployed", s.sel),
      "v.may_attack_deployed"),  # r2-chosen
    T(r"相手のユニットはアタックするとき、可能なら{sel}をアタック先に選ぶ",
      lambda s: b.act("forced_attack_target", s.sel), "v.forced_attack_target"),
    T(r"{sel2}はアタックするとき、可能なら{sel}をアタック先に選ぶ",  # s14-cont: only those attackers
      lambda s: b.act("forced_attack_target", s.sel, extra=(("attackers", s.sel2),)), "v.forced_attack_target"),
    T(r"(?:すべての)?{sel2}(?:すべて)?はアタックするとき、{sel}をアタック先に選ばなければならない",  # s14-cont round 2
      lambda s: b.act("forced_attack_target", s.sel, extra=(("attackers", s.sel2),)), "v.forced_attack_target"),
    T(r"バトルしている相手のユニットのアタック先を{sel}に変更する", lambda s: b.act("change_attack_target", s.sel),
      "v.change_attack_target"),
    # damage reduction (10-1-9)
    T(r"そのダメージを(?P<n>\d+)軽減する", lambda s: b.reduce_damage(Selector(who="event"), int(s.n)), "v.reduce_by"),
    T(r"(?P<n>\d+)軽減する", lambda s: b.reduce_elided(int(s.n)), "v.reduce_by_elided"),  # s15-opt: かわりに…
    T(r"{sel}が次に受けるダメージを(?P<n>\d+)軽減する", lambda s: b.reduce_damage(s.sel, int(s.n), next_only=True),
      "v.reduce_next"),
    T(r"{sel}が次に受けるバトルダメージを(?P<n>\d+)軽減する",  # s18-gcg round 2 (10-1-9-1, 5-5-3)
      lambda s: b.reduce_damage(s.sel, int(s.n), kind="battle", next_only=True), "v.reduce_next_battle"),
    T(r"{sel}が受けるバトルダメージを(?P<n>\d+)軽減する", lambda s: b.reduce_damage(s.sel, int(s.n), kind="battle"),
      "v.reduce_battle"),
    # costs and names (2-10, 2-2-4)
    T(r"このユニットを、これが受けているダメージと同じ数だけ(?P<stat>AP|HP)\+する",  # s5-gcg-a (5-5-1)
      lambda s: b.per_damage_received(s.stat.lower()), "v.ap_per_damage"),
    T(r"手札のこのカードを、{sel}(?:1つ|1枚)につきLv\.-(?P<n>\d+)、コスト-(?P<m>\d+)する",  # s5-gcg-a
      lambda s: [b.hand_change_per("level_modify", -int(s.n), s.sel), b.hand_change_per("cost_modify", -int(s.m), s.sel)],
      "v.level_cost_reduce_hand_per"),
    T(r"手札のこのカードを、{sel}(?:1つ|1枚)につきコスト-(?P<n>\d+)する",  # s5-gcg-a
      lambda s: b.hand_change_per("cost_modify", -int(s.n), s.sel), "v.cost_reduce_hand_per"),
    T(r"手札のこのカードをLv\.-(?P<n>\d+)、コスト-(?P<m>\d+)する",  # s5-gcg-a (2-9-1, 2-10)
      lambda s: [b.level_modify(-int(s.n), "hand"), b.cost_modify(-int(s.m), "hand")], "v.level_cost_reduce_hand"),
    T(r"このカードを手札からプレイして{sel}とペアにするとき、このカードをコスト(?P<n>\d+)としてプレイする",
      lambda s: b.play_as_if_pairing(int(s.n), s.sel), "v.play_as_if_pairing"),
    T(r"このカードを手札からプレイするとき、(?:{cond}(?:なら|場合)、)?このカードをLv\.(?P<n>\d+)・コスト(?P<m>\d+)として"
      r"プレイする", lambda s: b.play_as_if(int(s.n), s.cond if s.has("cond") else None, int(s.m)), "v.play_as_if"),
    T(r"(?P<zone>手札|トラッシュ)のこのカードをコスト-(?P<n>\d+)する",
      lambda s: b.cost_modify(-int(s.n), "hand" if s.zone == "手札" else "trash"), "v.cost_reduce_hand"),
    T(r"このカードのカード名は「{name}」としても扱う",
      lambda s: b.act("name_alias", THIS, extra=(("name", s.name.strip()),)), "v.treated_as_name"),
    *(T(pattern, build, tid) for pattern, build, tid in phrasings.JA_SENTENCES),  # s9-gcg-a: 「…は、<cond>の間、…」
    *(T(pattern, build, tid) for pattern, build, tid in modes.JA_SENTENCES),  # s9-gcg-c: 以下の効果から1つ
    *(T(pattern, build, tid) for pattern, build, tid in joined_steps.JA_LAST),  # s16-verb: 「…を与え、…」
]




# --- costs (10-1-7) -----------------------------------------------------------------------------

COSTS = [
    *(T(pattern, build, tid) for pattern, build, tid in cost_parts.JA),  # s8-gcg-c: discard N, to hand
    T(r"(?P<all>(?:⟦\d+⟧)+)", lambda s: {"resources": sum(int(x) for x in re.findall(r"\d+", s.all))},
      "cost.resource"),
    T(r"この(?:ユニット|ベース)をレストにする", lambda s: {"rest_self": True}, "cost.rest_self"),
    T(r"この(?:ユニット|ベース)を破壊する", lambda s: {"destroy_self": True}, "cost.destroy_self"),
    T(r"このユニットを持ち主のデッキの下に戻す", lambda s: {"return_self": "deck_bottom"}, "cost.return_self"),
    T(r"{sel}をゲームから除外する", lambda s: {"exile": b.in_zone(s.sel, "trash")}, "cost.exile_trash"),
    T(r"{sel}をレストにする", lambda s: {"rest_other": s.sel}, "cost.rest_other"),
    *(T(pattern, build, tid) for pattern, build, tid in cost_parts.JA_OTHER),  # s13-gcg-gen: another card of yours
    T(r"(?:自分の手札の)?{sel}を捨てる", lambda s: {"discard": b.in_zone(s.sel, "hand")}, "cost.discard"),
]


# --- markers (13-2) -----------------------------------------------------------------------------

MARKER_TEMPLATES = [
    T(phrasings.either_pattern("ja"), phrasings.either_trigger("ja"), "t.either_trigger"),  # s9-gcg-a
    T(r"セット時・(?P<p>.+)のパイロット",
      lambda s: Marker(timing=c.WHEN_PAIRED, condition=c.paired_with(SELECTORS.parse(f"{s.p}のパイロット1つ"))),
      "t.when_paired_cond"),
    T(r"セット中・(?P<p>.+)のパイロット",
      lambda s: Marker(static=True, condition=c.paired_with(SELECTORS.parse(f"{s.p}のパイロット1つ"))),
      "t.during_pair_cond"),
    T(r"(?P<t>配備時|セット時|リンク時)・展開(?P<n>\d+)",
      lambda s: c.development(int(s.n), {"配備時": c.DEPLOY, "セット時": c.WHEN_PAIRED,
                                         "リンク時": c.WHEN_LINKED}[s.t]), "t.development"),
]

MARKERS = {
    "配備時": c.timing(c.DEPLOY), "アタック時": c.timing(c.ATTACK), "破壊時": c.timing(c.DESTROYED),
    "バースト": c.timing(c.BURST), "セット時": c.timing(c.WHEN_PAIRED), "リンク時": c.timing(c.WHEN_LINKED),
    "セット中": Marker(static=True, condition=c.PAIRED), "リンク中": Marker(static=True, condition=c.LINKED),
    "起動・メイン": c.timing(c.ACTIVATE_MAIN), "起動・アクション": c.timing(c.ACTIVATE_ACTION),
    "メイン": c.timing(c.MAIN), "アクション": c.timing(c.ACTION), "メイン/アクション": c.timing(c.MAIN_OR_ACTION),
    "ターン1回": Marker(limit="once_per_turn"), "パイロット": Marker(pilot=True),
}

KEYWORDS = {
    "ブロッカー": c.BLOCKER, "突破": c.BREACH, "リペア": c.REPAIR, "援護": c.SUPPORT, "高機動": c.HIGH_MANEUVER,
    "先制攻撃": c.FIRST_STRIKE, "制圧": c.SUPPRESSION, "展開": c.DEVELOPMENT,
}

_REMINDER_AFTER_KEYWORD = re.compile(r"(《[^《》]+》)\(((?:[^()]|\([^()]*\))*)\)")
_REMINDER_LINE = re.compile(r"^\((?:[^()]|\([^()]*\))*\)$")
# te-form + もよい ("may") back to the plain verb: 選んでもよい -> 選ぶ
# the chosen / the trigger's player's own "may" (player_steps.JA_SUBJECTS leading the sentence or its step)
_THEIR_MAY = re.compile("(?:^|とき、|時、)(?:" + "|".join(player_steps.JA_SUBJECTS) + ")")
_MAY = re.compile(r"(選ん|戻し|加え|し|支払っ|捨て|置い|与え|配備し|破壊し|セットし)でもよい$|"
                  r"(選ん|戻し|加え|し|支払っ|捨て|置い|与え|配備し|破壊し|セットし)てもよい$")
_PLAIN = {"選ん": "選ぶ", "戻し": "戻す", "加え": "加える", "し": "する", "支払っ": "支払う", "捨て": "捨てる",
          "置い": "置く", "与え": "与える", "配備し": "配備する", "破壊し": "破壊する", "セットし": "セットする"}
# sentences Japanese joins: "…にし、…" "…3枚見て、…"
_JOINS = [(re.compile(r"(アクティブ|レスト)にし、"), r"\1にする。"),
          (re.compile(r"(上から\d+枚)見て、"), r"\1見る。"),
          (re.compile(r"(回復)し、"), r"\1する。"),
          (re.compile(r"(上に戻)し、(?=残った)"), r"\1す。")]  # r2-look: "1枚を上に戻し、残ったカードは…"


def strip_reminders(text: str) -> str:
    """Reminder text has no game effect (2-11-4): `(…)` after a keyword, or a whole line."""
    text = _REMINDER_AFTER_KEYWORD.sub(lambda m: m.group(1) if len(m.group(2)) > 6 else m.group(0), text)
    return "\n".join(line for line in text.split("\n") if not _REMINDER_LINE.match(line.strip()))


class GcgJapanese(Grammar):
    typography = Typography(keyword=("《", "》"), capitalised=False,
                            reminder_ends_sentence=False)  # s17-fmt (#29): [Deploy], 〈Blocker〉, effects on one line …
    lang = "ja"
    cjk = True
    marker_re = re.compile(r"【([^】]*)】")
    keyword_re = re.compile(r"《([^《》]+)》")
    sentence_end = re.compile(r"。")

    def retypeset(self, text: str, card_type: str | None = None) -> str:
        # s17-fmt round 3 (#29): a Pilot's 【Burst】 text and its Unit's text on one line (3-3-9, pilot_texts.py)
        text = super().retypeset(text)
        return pilot_texts.split_pilot_texts(text, pilot_texts.JA) if card_type == "pilot" else text

    # 「①,自分のトラッシュの…」; 「このユニット以外の、…」 is one part; s13-gcg-gen: after a cost's verb too,
    # 「このユニットをレストにする、自分のトラッシュの…を除外する：」 (10-1-7-4: every part is paid)
    cost_split = re.compile(r"(?<=[⟧るす])[,，、]")
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
        text = normalise(text, cjk=True).replace("【メイン】/【アクション】", "【メイン/アクション】")
        text = phrasings.join_trigger_markers(text, "ja")  # s9-gcg-a: 【配備時】/【アタック時】
        return play_option.join(strip_reminders(text), "ja")  # s15-opt: 「…てもよい。そうしたなら、…」 as one

    def split_sentences(self, body: str) -> list[str]:
        split = modes.split_modes(body, self.split_sentences, "ja")  # s9-gcg-c: ■ lines kept whole
        if split is not None:
            return split
        for pattern, replacement in _JOINS:
            body = pattern.sub(replacement, body)
        return super().split_sentences(body)

    def keyword(self, content: str) -> Any:
        m = re.fullmatch(r"(.*?)(\d+)?", content.strip())
        assert m is not None
        info = self.keywords.get(m.group(1))
        if info is None:
            raise Unread(content, f"keyword 《{content}》 not known")
        if info.valued and m.group(2) is None:
            raise Unread(content, f"keyword 《{content}》 needs its value")
        return info, int(m.group(2)) if m.group(2) and info.valued else None

    def sentence(self, text: str, ctx: Context) -> list[Step]:
        # s12-gcg-gen: after a lead too (「自分のターン中、このユニットは、…」), and for any unit subject
        # (「〔X〕の自分のユニットすべては、…」): the comma after 「は」 is the writing's, not a sentence's
        text = re.sub(r"(^|、)([^、。]*?(?:ユニット(?:すべて)?|ベース|これ|それ))は、", r"\1\2は", text)
        may = _MAY.search(text)
        # s11-gcg-read: "そのプレイヤーは…捨ててもよい" is that player's "may", not the effect owner's
        # (s15-opt round 3: also after a trigger's 「…とき、」, "that player" being the trigger's enemy player)
        if may and not text.endswith("アタック先に選んでもよい") and not _THEIR_MAY.search(text):
            stem = may.group(1) or may.group(2)
            text = text[:may.start()] + _PLAIN[stem]
            steps = super().sentence(text, ctx)
            if ctx.joined and steps:  # s16-verb: 「…を与え、…してもよい」: one "may" over two steps (two_steps);
                # s17-gcg round 2: the second done only when that "may" was taken (10-1-3)
                return [replace(steps[0], may=True),
                        *(replace(s, extra=(*s.extra, ("under_may", True))) for s in steps[1:])]
            return [replace(steps[0], may=True), *steps[1:]] if steps else steps
        return super().sentence(text, ctx)

    def finish(self, body: list[Step]) -> list[Step]:
        return b.finish(body)

    delayed_triggers = True  # s6-gcg-a
    may_over_joined = True  # s17-gcg round 2: "You may A and B." — one "may" over both (core apply_leads)

    def delayed(self, event: Condition, leads: list[Lead], steps: list[Step], ctx: Context,
                sentence: str) -> list[Step]:
        return b.delayed(event, leads, steps, ctx, sentence)

    def pilot_name(self, rest: str) -> str | None:
        m = re.fullmatch(r"「([^「」]+)」", rest.strip())
        return m.group(1).strip() if m else None


GRAMMAR = GcgJapanese()
