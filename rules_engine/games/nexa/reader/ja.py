"""NEX-A's Japanese grammar: patterns and builders (docs/cards/nexa-templates.md).

The printed text is normalised first (NFKC: full-width digits, ＋／－ and brackets as ASCII;
the long-vowel mark printed for a minus, 「ー３」, read as `-`). A text is:

* the keyword line (D-105 … D-119): keywords separated by spaces, a keyword text with its
  printed cost `〔１〕：ゲイン` (D-114-1: the printed cost wins over the rulebook's ①);
* a used-type text: timing icon （自軍戦闘フェイズ） (B10-6, D-48-3), cost 〔…〕 (B10-7), `：`,
  then its effect; a command prints its icon and `：` with no cost (its cost is the card's);
* an automatic text: 『起動』 (an event, B10-3), 『常駐』 (continuous, D-83), 『恒常』 (static).

The body is read sentence by sentence; a sentence that no template reads makes the whole
text by hand (`unread` quotes it). The executor table (`..printed`) decides what runs."""

from __future__ import annotations

import re
from dataclasses import replace

from ....core.effects.model import (
    Ability,
    Amount,
    Condition,
    Cost,
    Duration,
    Filter,
    Keyword,
    Reading,
    Selector,
    Step,
)
from ....core.effects.reader import normalise
from ....core.effects.typography import Typography, ability_lines

COLOURS = {"青": "blue", "緑": "green", "黒": "black", "赤": "red", "茶": "brown", "白": "white", "紫": "purple"}

# --- keywords (D-105 … D-119) ---------------------------------------------------------------
FLAG_WORDS = {"戦闘配備": "battle_deploy", "高機動": "high_mobility", "速攻": "first_strike", "強襲": "assault",
              "PS装甲": "ps_armor", "【PS装甲】": "ps_armor", "クイック": "quick", "ユニーク": "unique", "ステイ": "stay",
              "【ステイ】": "stay"}
CLAUSES = {"battle_deploy": "D-117", "high_mobility": "D-105", "first_strike": "D-106", "assault": "D-107",
           "ps_armor": "D-115", "quick": "D-116", "unique": "D-119", "stay": "D-118", "psycommu": "D-108",
           "area_weapon": "D-109", "gain": "D-110", "refit": "D-111", "share": "D-112", "supply": "D-113",
           "cross_weapon": "D-114"}
_COST = r"〔[^〕]*〕"
_KEYWORD_TEXT = re.compile(
    rf"(?P<cost>{_COST})?:?(?:(?P<plain>ゲイン|供給)|(?P<trait_kw>改装|共有|クロスウェポン)[\[〔](?P<trait>[^\]〕]+)[\]〕]"
    r"|(?P<valued>サイコミュ|範囲兵器)\((?P<n>\d+)\))")
TEXT_WORDS = {"ゲイン": "gain", "供給": "supply", "改装": "refit", "共有": "share", "クロスウェポン": "cross_weapon",
              "サイコミュ": "psycommu", "範囲兵器": "area_weapon"}

# --- timings (B10-6, D-48-3) and automatic texts (B10-3) ---------------------------------------
PHASES = {"リロールフェイズ": "reroll", "ドローフェイズ": "draw",
          "戦闘フェイズ": "battle", "配備フェイズ": "deploy", "攻撃ステップ": "attack", "防御ステップ": "defense",
          "ダメージ判定ステップ": "damage", "帰還ステップ": "return", "ターン": "turn"}
MOMENTS = {"リロールフェイズ": "reroll phase", "ドローフェイズ": "draw phase",
           "戦闘フェイズ": "battle phase", "配備フェイズ": "deploy phase", "攻撃ステップ": "attack step",
           "防御ステップ": "defense step", "ダメージ判定ステップ": "damage step", "帰還ステップ": "return step",
           "ターン": "turn"}  # for the explanation
_ICON = re.compile(r"^\((?P<side>自軍|敵軍)?(?P<phase>" + "|".join(PHASES) + r"|常時)\)")
AUTOMATIC = {"起動": "trigger", "常駐": "continuous", "恒常": "static"}
_AUTO = re.compile(r"^『(起動|常駐|恒常)』:")
_COSTS = re.compile(rf"^((?:{_COST})+):")

# --- targets (D-30, D-31): phrase -> selector ------------------------------------------------
THIS = Selector(who="this", kind="card")
SET_GROUP = Selector(who="this", kind="set_group")
IT = Selector(who="it", kind="unit")  # the card the step before acted on
THIS_FORCE = Selector(who="this", kind="force")  # このカードの部隊 (B9-1)
ENGAGED_FORCE = Selector(who="enemy", kind="force", filters=(Filter("state", "==", "engaged_with_this"),))
ENEMY_FORCE = Selector(who="enemy", kind="force", count=1)  # 敵軍部隊１つ: chosen (B9-1, D-30)
OWN_FORCE = Selector(who="friendly", kind="force", count=1)  # 自軍部隊１つ
OWN_G = Selector(who="friendly", kind="g")  # 自軍G１枚 (B7-3)
# 「このカード以外の自軍ユニット１枚」 (D-1: this card itself excluded; not its set group's other cards)
OTHER_OWN = Selector(who="friendly", kind="unit", filters=(Filter("other", "==", "this_card"),))
LOOKED_IT = Selector(who="it", kind="card", zone="deck")  # the card just looked at, in the own 本国 (D-2)
OWN_CARD = Selector(who="friendly", kind="card", count=1)  # 「自軍カード１枚」: any own card on the 場 (D-30)
# s17-games round 2: 「自軍ジャンクヤードにあるユニット１枚」: a unit card of the own junkyard, a public place (B2-5, the
# rulebook's 場所 section), chosen when played as the text states its place (the rulebook's 対象: 場 unless stated)
OWN_JUNKYARD_UNIT = Selector(who="friendly", kind="unit", zone="trash", count=1)


def _state(who: str, *states: str, all_: bool = False) -> Selector:
    return Selector(who=who, kind="unit", all=all_, filters=tuple(Filter("state", "==", s) for s in states))


# Targets that are not a unit chosen by filters (this card, its set group, a force).
TARGETS: list[tuple[re.Pattern[str], Selector]] = [(re.compile(p), s) for p, s in [
    (r"このカード", THIS),
    (r"このセットグループのユニット|このカードがセットされているユニット", SET_GROUP),
    (r"敵軍部隊1つ", ENEMY_FORCE),
    (r"自軍部隊1つ", OWN_FORCE),
    (r"自軍カード1枚", OWN_CARD),
]]
_TGT = r"(?P<t>.+?)"

# A unit target is a GRAMMAR (D-30, D-31): modifiers before the noun, in any order, each
# optionally followed by 「、」, then 「(全ての)(自軍|敵軍)ユニット(1枚|全て)」. Each modifier is one
# part: a place or state (B9-1, B9-2, D-12, B9-10, B9-11), a trait (D-64), the G sign's attribute
# (B7-8), a 防御力 limit (D-17), 「このカード以外の」 (D-1) or 「このセットグループ以外の」 (D-73).
# A phrase with anything not consumed by a part is not a target (the sentence stays by hand).
_PLACES = [(re.compile(p), state) for p, state in [
    (r"戦闘エリアにいる", "in_battle_area"),
    (r"このカードと交戦中の", "engaged_with_this"),
    (r"交戦中の", "engaged"),
    (r"破壊されている", "destroyed"),
    (r"ダメージを受けている", "damaged"),
]]
_MODIFIERS = [(re.compile(p), kind) for p, kind in [
    (r"「特徴:(?P<v>[^」]+)」を持つ", "trait"),
    (r"このカードと同じ属性のGサインを持つ", "attribute"),
    (r"(?P<v>\d+)以下の防御力を持つ", "defense"),
    (r"このカード以外の", "other_card"),
    (r"このセットグループ以外の", "other_group"),
]]
# s18-games: 「ユニット１～２枚」, a number of units from fewest to most (D-30: the targets chosen satisfy the
# printed number of cards)
_UNIT_NOUN = re.compile(r"(?P<all>全ての)?(?P<side>自軍|敵軍)?ユニット(?P<count>1枚|全て|(?P<low>\d)~(?P<high>\d)枚)?")
SIDES = {"自軍": "friendly", "敵軍": "enemy", None: "any"}


def _modifier(rest: str) -> tuple[re.Match[str], str] | None:
    for pattern, kind in _MODIFIERS:
        m = pattern.match(rest)
        if m:
            return m, kind
    return None


def unit_target(phrase: str) -> Selector | None:
    """A unit target read part by part; None when a part is unknown or the parts contradict."""
    states: list[str] = []
    extra: list[Filter] = []
    other = other_card = False
    rest = phrase
    while True:
        m = _UNIT_NOUN.fullmatch(rest)
        if m is not None:
            break
        for pattern, state in _PLACES:
            m = pattern.match(rest)
            if m:
                states.append(state)
                break
        else:
            found = _modifier(rest)
            if found is None:
                return None
            m, kind = found
            if kind == "trait":
                extra.append(Filter("trait", "has", (m["v"],)))
            elif kind == "attribute":
                extra.append(Filter("attribute", "==", "this"))
            elif kind == "defense":
                extra.append(Filter("defense", "<=", int(m["v"])))
            elif kind == "other_card":
                other_card = True
            else:
                other = True
        rest = rest[m.end():].removeprefix("、")
        if not rest:
            return None
    every = bool(m["all"]) or m["count"] == "全て"
    several = (int(m["low"]), int(m["high"])) if m["low"] else None
    if several is not None and not 1 <= several[0] < several[1]:
        return None  # 「０～２枚」, 「２～１枚」: no number the reader reads
    if (m["all"] and m["count"]) or (not every and m["count"] != "1枚" and several is None):
        return None  # 「全ての…1枚」 or a unit with no count (「ユニットがいる」 is a condition, not a target)
    who = SIDES[m["side"]]
    if len(set(states)) != len(states) or (other_card and other):
        return None
    # 「ダメージを受けている」 is a filter the executor checks on a chosen unit, not a place
    damaged = "damaged" in states
    places = [s for s in states if s != "damaged"]
    filters = tuple(Filter("state", "==", s) for s in places)
    if other_card:
        filters = (*filters, Filter("other", "==", "this_card"))
    selector = Selector(who=who, kind="unit", all=every, other=other, filters=filters)
    if several is not None:  # 「１～２枚」: up to the most, at least the fewest (the model's count)
        selector = replace(selector, count=several[1], up_to=True, at_least=several[0])
    if damaged:
        extra.insert(0, Filter("state", "==", "damaged"))
    if extra:
        if every and any(f.attr == "defense" for f in extra):
            return None  # 「全ての」 with a 防御力 limit: the executor checks it on a chosen unit only
        selector = replace(selector, filters=(*selector.filters, *extra))
    return selector


# 「(本来の記述に「特徴：X」を持つ)自軍G１枚」: a standing own G (B7-3), its printed traits (D-6)
_OWN_G = re.compile(r"(?:本来の記述に「特徴:(?P<trait>[^」]+)」を持つ、?)?自軍G1枚")


def target(phrase: str) -> Selector | None:
    for pattern, selector in TARGETS:
        if pattern.fullmatch(phrase):
            return selector
    m = _OWN_G.fullmatch(phrase)
    if m:
        return replace(OWN_G, filters=(Filter("trait", "has", (m["trait"],)),)) if m["trait"] else OWN_G
    return unit_target(phrase)


# --- combat modifiers (D-15, D-16) and keywords a text gives -----------------------------------
_SIGNED = r"(?:[+-]\d+|±0)"
_MOD = rf"(?P<m>{_SIGNED})/(?P<r>{_SIGNED})/(?P<d>{_SIGNED})"
TERRAIN = {"宇宙": "space", "地球": "earth"}
GRANTS = {"速攻": "first_strike", "高機動": "high_mobility", "強襲": "assault"}


def _signed(value: str) -> int:
    return 0 if value == "±0" else int(value)


def _modify(m: re.Match[str], until: Duration) -> Step:
    combat = (_signed(m["m"]), _signed(m["r"]), _signed(m["d"]))
    return Step("modify", target=target(m["t"]), stat="combat", until=until, extra={"combat": combat})


TURN_END = Duration("turn")
FORCE_DISBAND = Duration("until", key="force_disband")  # 部隊解散まで (B9-12, D-49)
WHILE = Duration("permanent")  # a 常駐 / 恒常 text's: while the text applies (D-83)


def _draw(m: re.Match[str]) -> list[Step]:
    return [Step("draw", amount=Amount(int(m["n"])), player="self")]


def _unit_only(selector: Selector | None) -> Selector | None:
    """A unit on the 場 to 廃棄; not this card (its own line), not a destroyed one (its 廃棄 is
    already waiting in the cut, D-93)."""
    if selector is None or selector.kind != "unit" or selector == THIS or \
            Filter("state", "==", "destroyed") in selector.filters:
        return None
    return selector


def _mill(m: re.Match[str]) -> list[Step]:
    return [Step("mill", amount=Amount(int(m["n"])), player="opponent" if m["side"] == "敵軍" else "self")]


# What a unit 「得る」 (gains), as a list of parts joined by 「、」 or 「と」: a combat modifier (D-15,
# D-16), a battle keyword (D-105 … D-107), 地形適性 (B9-1). A choice (「または」, 「いずれか」) is no list.
_GAIN_ITEM = rf"(?:{_SIGNED}/{_SIGNED}/{_SIGNED}|「(?:速攻|高機動|強襲)」|地形適性(?:「(?:宇宙|地球)」)+)"
_GAINS = rf"(?P<gains>{_GAIN_ITEM}(?:(?:、|と)?{_GAIN_ITEM})+)"
_GAIN_PART = re.compile(rf"(?P<mod>{_SIGNED}/{_SIGNED}/{_SIGNED})|「(?P<k>速攻|高機動|強襲)」|地形適性(?P<ts>(?:「(?:宇宙|地球)」)+)")
_UNTIL = r"(?P<until>ターン終了時まで|部隊(?:が)?解散(?:する)?まで)"


def _gains(m: re.Match[str], until: Duration | None = None) -> list[Step]:
    """Each part of the list is one step: on the target, then on 「それ」 (the same chosen unit;
    this card and 「全ての」 are named again, they choose nothing, D-33)."""
    if until is None:
        until = TURN_END if m["until"] == "ターン終了時まで" else FORCE_DISBAND
    first = target(m["t"])
    again = IT if first is not None and first.kind == "unit" and not first.all and first != THIS else first
    steps = []
    for part in _GAIN_PART.finditer(m["gains"]):
        aim = first if not steps else again
        if part["mod"]:
            signed = [_signed(v) for v in re.findall(_SIGNED, part["mod"])]
            steps.append(Step("modify", target=aim, stat="combat", until=until, extra={"combat": tuple(signed)}))
        elif part["k"]:
            steps.append(Step("grant", target=aim, keyword=Keyword(GRANTS[part["k"]]), until=until))
        else:
            terrain = tuple(TERRAIN[t] for t in re.findall(r"「(宇宙|地球)」", part["ts"]))
            steps.append(Step("grant_terrain", target=aim, until=until, extra={"terrain": terrain}))
    return steps


# Used-type and 起動 sentences (one sentence -> steps). `{T}` is a target phrase.
SENTENCES: list[tuple[re.Pattern[str], object]] = [(re.compile(p.replace("{T}", _TGT)), b) for p, b in [
    (r"{T}は、ターン終了時まで、?" + _MOD + "を得る", lambda m: [_modify(m, TURN_END)]),
    (r"{T}は、部隊(?:が)?解散(?:する)?まで、?" + _MOD + "を得る", lambda m: [_modify(m, FORCE_DISBAND)]),
    (r"{T}は、ターン終了時まで、?「(?P<k>速攻|高機動|強襲)」を得る",
     lambda m: [Step("grant", target=target(m["t"]), keyword=Keyword(GRANTS[m["k"]]), until=TURN_END)]),
    (r"{T}は、ターン終了時まで、?地形適性(?P<ts>(?:「(?:宇宙|地球)」)+)を得る",
     lambda m: [Step("grant_terrain", target=target(m["t"]), until=TURN_END,
                     extra={"terrain": tuple(TERRAIN[t] for t in re.findall(r"「(宇宙|地球)」", m["ts"]))})]),
    (r"{T}は、ターン終了時まで、?" + _MOD + "と「(?P<k>速攻|高機動|強襲)」を得る",
     lambda m: [_modify(m, TURN_END),
                Step("grant", target=IT, keyword=Keyword(GRANTS[m["k"]]), until=TURN_END)]),
    (r"このカードの部隊の部隊戦闘力を、部隊解散まで\+(?P<n>\d+)する",
     lambda m: [Step("modify", target=THIS_FORCE, stat="force_power", amount=Amount(int(m["n"])),
                     until=FORCE_DISBAND)]),
    (r"このカードと交戦中の敵軍部隊に(?P<n>\d+)貫通ダメージを与える",
     lambda m: [Step("damage", target=ENGAGED_FORCE, amount=Amount(int(m["n"])), extra={"pierce": True})]),
    # a chosen force (B9-1): 貫通ダメージ front to back (D-103), its force power until it disbands (B9-3)
    (r"{T}に、?(?P<n>\d+)貫通ダメージを与える",
     lambda m: [Step("damage", target=target(m["t"]), amount=Amount(int(m["n"])), extra={"pierce": True})]),
    (r"{T}の部隊戦闘力を、部隊解散まで(?P<n>[+-]\d+)する",
     lambda m: [Step("modify", target=target(m["t"]), stat="force_power", amount=Amount(int(m["n"])),
                     until=FORCE_DISBAND)]),
    # a coin (D-79): a marker with a combat modifier that stays on the card until it leaves the 場
    # (D-80: the card it is on gets the coin's 戦闘修正)
    (r"{T}の上に、?" + _MOD + "コイン1個を乗せる",
     lambda m: [Step("modify", target=target(m["t"]), stat="combat", until=Duration("permanent"),
                     extra={"combat": (_signed(m["m"]), _signed(m["r"]), _signed(m["d"])), "coin": 1})]),
    # 「敵軍効果の対象にならない」 (D-35): no enemy effect may choose it, for a time
    (r"{T}は、" + _UNTIL + "、?" + _GAINS + "を得る", _gains),
    (r"{T}は、ターン終了時まで、?敵軍効果の対象にならない",
     lambda m: [Step("grant", target=target(m["t"]), keyword=Keyword("untargetable"), until=TURN_END)]),
    (r"{T}に、?(?P<n>\d+)ダメージを与える",
     lambda m: [Step("damage", target=target(m["t"]), amount=Amount(int(m["n"])))]),
    (r"{T}を破壊する", lambda m: [Step("destroy", target=target(m["t"]))]),
    (r"{T}をロールする", lambda m: [Step("roll", target=target(m["t"]))]),
    (r"{T}をリロールする", lambda m: [Step("reroll", target=target(m["t"]))]),
    # a card moved to its owner's place (D-54); 「を、」 as often as 「を」
    (r"{T}を、?持ち主の手札に移す", lambda m: [Step("return_to_hand", target=target(m["t"]))]),
    # s17-games round 2: 「自軍ジャンクヤードにある(「特徴：X」を持つ)ユニット１枚を、自軍手札に移す」 (D-54 移す)
    (r"自軍ジャンクヤードにある(?:「特徴:(?P<trait>[^」]+)」を持つ)?ユニット1枚を、?自軍手札に移す",
     lambda m: [Step("return_to_hand", target=replace(OWN_JUNKYARD_UNIT, filters=(
         (Filter("trait", "has", (m["trait"],)),) if m["trait"] else ())))]),
    (r"{T}を、?持ち主の本国の上に移す", lambda m: [Step("to_deck", target=target(m["t"]), zone_to="deck_top")]),
    (r"{T}を、?持ち主の本国の下に移す",
     lambda m: [Step("to_deck", target=target(m["t"]), zone_to="deck_bottom")]),
    (r"{T}を、?持ち主のジャンクヤードに移す", lambda m: [Step("to_trash", target=target(m["t"]))]),
    # 「ゲームから取り除く」: to the removed cards, a public place (B2-5 ⑨, D-104)
    (r"{T}を、?ゲームから取り除く", lambda m: [Step("exile", target=target(m["t"]))]),
    (r"{T}の破壊を無効にする", lambda m: [Step("negate_destroy", target=target(m["t"]))]),
    # 「本来の記述に「特徴：A」を持つ自軍G１枚をロールできる」: a standing own G whose printed traits
    # (D-6 本来の記述) include A, rolled if its controller chooses to (「できる」)
    (r"本来の記述に「特徴:(?P<trait>[^」]+)」を持つ自軍G1枚をロールできる",
     lambda m: [Step("roll", target=replace(OWN_G, filters=(Filter("trait", "has", (m["trait"],)),)), may=True)]),
    # 「このカードを廃棄する」 (D-96): remove this card from the 場 to its owner's junkyard
    (r"このカードを廃棄する", lambda m: [Step("scrap", target=THIS)]),
    # 「自軍手札N枚を廃棄する」 (D-96): cards of the own hand, chosen as it resolves (no target: D-30)
    (r"自軍手札(?P<n>\d+)枚を廃棄する",
     lambda m: [Step("discard", amount=Amount(int(m["n"])), player="self", zone_from="hand")]),
    # 「(unit)を廃棄する」 (D-96): removed from its place to its owner's junkyard, its set cards with it
    # (D-75); a unit only — 「このカード」 is the line above
    (r"{T}を廃棄する", lambda m: [Step("to_trash", target=_unit_only(target(m["t"])))]),
    (r"カード(?P<n>\d+)枚を引く", _draw),
    (r"カードを(?P<n>\d+)枚引く", _draw),
    # 本国へのダメージ (B9-5): the top cards of either side's 本国 to its 捨て山, face down
    (r"(?P<side>自軍|敵軍)本国の上のカード(?P<n>\d+)枚を(?:(?P=side))?捨て山に移す", _mill),
    (r"(?P<side>自軍|敵軍)本国に(?P<n>\d+)ダメージを与える", _mill),
    # 「Gにする」 (D-19): the own 本国's top cards into the own G zone, rolled when printed so (D-24)
    # 「見て、…上か下に移す」 (D-2 カードを見る): its controller alone sees them, then puts them back
    (r"自軍本国の上のカード(?P<n>\d+)枚を見て、?自軍本国の上か下に移す",
     lambda m: [Step("look", amount=Amount(int(m["n"])), zone_from="deck_top", player="self"),
                Step("to_deck", target=LOOKED_IT, zone_to="deck_top_or_bottom")]),
    # 「見て、その中にあるカード１枚を自軍手札に移す」 (D-2): one of the looked cards to the hand, the rest
    # back in their order (D-2 カードを見る: 「特に記述がない場合、…元の場所に元の順番で戻ります」)
    (r"自軍本国の上のカード(?P<n>\d+)枚を見て、?その中にあるカード[1１]枚を、?自軍手札に移す",
     lambda m: [Step("look", amount=Amount(int(m["n"])), zone_from="deck_top", player="self"),
                Step("add_to_hand", target=LOOKED_IT, amount=Amount(1), zone_to="hand")]),
    (r"自軍本国の上のカード(?P<n>\d+)枚を、?(?P<rolled>ロール状態で)?自軍Gにする",
     lambda m: [Step("place_resource", amount=Amount(int(m["n"])), player="self",
                     extra={"rested": True} if m["rolled"] else {})]),
]]
# 常駐 / 恒常 sentences: a lasting modifier or keyword with no duration (D-83).
CONTINUOUS: list[tuple[re.Pattern[str], object]] = [(re.compile(p.replace("{T}", _TGT)), b) for p, b in [
    (r"{T}は、?" + _MOD + "を得る", lambda m: [_modify(m, WHILE)]),
    (r"{T}は、?「(?P<k>速攻|高機動|強襲)」を得る",
     lambda m: [Step("grant", target=target(m["t"]), keyword=Keyword(GRANTS[m["k"]]), until=WHILE)]),
    (r"{T}は、?" + _GAINS + "を得る", lambda m: _gains(m, WHILE)),
    (r"{T}は、?敵軍効果の対象にならない",  # D-35
     lambda m: [Step("grant", target=target(m["t"]), keyword=Keyword("untargetable"), until=WHILE)]),
]]
# 起動 events (B10-3): `このカードが…場合、` -> the engine's event names
# What happened to this card, as printed: 「このカードが…場合、」 and, with this card the subject of
# the sentence after it, 「このカードは、…場合、」 (read as the event, then 「このカードは、…」)
CARD_EVENTS = {"プレイされて場に出た": "played", "場に出た": "enter", "破壊された": "destroyed",
               "ダメージを受けた": "damaged", "出撃した": "sortie"}
EVENTS = [*[(re.compile(rf"^このカードが{words}場合、"), e) for words, e in CARD_EVENTS.items()],
          (re.compile(r"^ターン終了時に、"), "turn_end")]  # every turn's end (B10-2 step 2)
_SUBJECT_EVENT = re.compile(rf"^このカードは、(?P<words>{'|'.join(CARD_EVENTS)})場合、")
# 『起動』：(自軍|敵軍)…開始時に、 (B10-3 "特定のタイミング"): the engine's `start:[own.|enemy.]<timing>`
_START = re.compile(r"^(?P<side>自軍|敵軍)?(?P<phase>" + "|".join(PHASES) + r")開始時に?、")
# 『恒常』「このカードの解決直後に、」: a command's text applied right after it resolves (D-83, D-85)
_RESOLVED = re.compile(r"^このカードの解決直後に、")
EVENT_KINDS = {"resolved": "resolved", "played": "played", "enter": "enters", "destroyed": "destroyed", "damaged": "receives_damage",
               "sortie": "sorties", "turn_end": "turn_ends"}


# 「このカードが(、)…場合、」 (D-42): a state of this card, checked on play and on resolution;
# 「このカードは(、)…場合、」 also keeps this card the subject of the sentence after it
SELF_STATES = {"戦闘エリアにいる": "in_battle_area", "交戦中の": "engaged"}
_SELF_CONDITION = re.compile(rf"^このカード(?P<subject>が|は)、?(?P<state>{'|'.join(SELF_STATES)})場合、")


_REMINDER = re.compile(r"\([^()>]{1,20}のルール>.*\)")
_NOTE = re.compile(r"\(注:.*\)")


class Unread(Exception):
    """A sentence no template reads; `ability` keeps the header read so far (its 起動 event):
    the engine still enforces it on the text resolved by hand."""

    def __init__(self, phrase: str, ability: Ability) -> None:
        super().__init__(phrase)
        self.ability = ability


def parse_cost(text: str) -> tuple[Cost | None, str]:
    """`〔…〕…` (B10-7) -> the cost, or None for 〔0〕; (None, reason) when not readable."""
    resources, roll, roll_self, repeat, either = 0, {}, False, False, ()
    for raw in re.findall(r"〔([^〕]*)〕", text):
        part = raw.replace(" ", "")
        if part.endswith("毎"):  # 〔n毎〕: paid any number of times, once per cut (B10-7)
            repeat, part = True, part[:-1]
        if "/" in part:
            ways = []
            for way in part.split("/"):
                cost, problem = parse_cost(f"〔{way}〕")
                if problem or cost is None:
                    return None, problem or f"〔{raw}〕"
                ways.append(cost)
            either = tuple(ways)
            continue
        for piece in part.split("+"):
            if piece == "R":
                roll_self = True
            elif piece.isdigit():
                resources += int(piece)
            elif piece[:1] in COLOURS and piece[1:].isdigit():
                roll[COLOURS[piece[:1]]] = roll.get(COLOURS[piece[:1]], 0) + int(piece[1:])
            else:  # 〔X〕: a variable cost is not in the contract's cost forms (docs/nexa.md)
                return None, f"〔{raw}〕"
    roll_text = ",".join(f"{c}:{n}" for c, n in sorted(roll.items()))  # `blue:1,white:1`
    extra = tuple((k, v) for k, v in (("roll", roll_text), ("repeat", repeat)) if v)
    if not (resources or roll or roll_self or either):
        return None, ""
    return Cost(resources=resources, rest_self=roll_self, either=either, extra=extra), ""


def printed_lines(text: str) -> list[str]:
    """The text's lines in the spelling the reader reads (and an ability's `text` keeps)."""
    spelled = re.sub(r"[ー−](?=\d|X)", "-", normalise(text)).replace(",", "、")
    # a timing icon right after a sentence's 。 starts the next text (one printing runs two on a line)
    return ability_lines(_NEXT_ICON.sub("。\n", spelled), _LAYOUT)


# s17-fmt (#29): a text's header — a timing icon (B10-3) with its costs and colon, or 『起動』『常駐』『恒常』:
# (B10-6) — starts a new text even where a list ran the texts together on one line (a CSV cell: the
# keyword line and the next text joined, 「戦闘配備 〔0〕:改装［X］『起動』:…」)
_TEXT_HEAD = re.compile(r"\((?:自軍|敵軍)?(?:" + "|".join(PHASES) + r"|常時)\)(?:\[[^\]]*\])*(?:〔[^〕]*〕)*:"
                        r"|『(?:起動|常駐|恒常)』:")


_LAYOUT = Typography(recover_layout=False, text_heads=_TEXT_HEAD)  # `ability_lines`: a header starts a text


_NEXT_ICON = re.compile(r"。(?=\((?:自軍|敵軍)?(?:" + "|".join(PHASES) + r"|常時)\)(?:\[[^\]]*\])*:)")


def read(text: str) -> Reading:
    lines = printed_lines(text)
    abilities: list[Ability] = []
    for line in lines:
        if not line or re.fullmatch(r"[-‐―ー─]{3,}", line):
            continue  # an ACE's dashed separator
        if _REMINDER.fullmatch(line):
            continue  # a rule reminder on its own line: 「（クロスウェポンのルール＞…）」, no effect
        if _NOTE.fullmatch(line):
            continue  # a note on its own line 「（注：…）」: it clarifies the text above, no effect of its own
        keywords = keyword_line(line)
        abilities.extend(keywords if keywords is not None else [read_text(line)])
    return Reading("ja", tuple(replace(a, index=i) for i, a in enumerate(abilities)))


def keyword_line(line: str) -> list[Ability] | None:
    """The keyword line: every space-separated token a keyword (D-105 … D-119); None if not."""
    tokens = line.split(" ")
    out = []
    for token in tokens:
        if token in FLAG_WORDS:
            name = FLAG_WORDS[token]
            out.append(Ability(text=token, keyword=Keyword(name), static=True))
            continue
        m = _KEYWORD_TEXT.fullmatch(token)
        if m is None:
            return None
        word = m["plain"] or m["trait_kw"] or m["valued"]
        name = TEXT_WORDS[word]
        cost, problem = parse_cost(m["cost"] or "〔1〕")  # no printed cost: the rulebook's ① (D-114-1)
        extra = {"trait": m["trait"]} if m["trait"] else {}
        value = int(m["n"]) if m["n"] else None
        ability = Ability(text=token, keyword=Keyword(name, value), cost=cost,
                          body=(Step(name, amount=Amount(value) if value else None, extra=extra),))
        if problem:
            ability = replace(ability, body=None, reason=f"cost {problem} not readable (B10-7)", unread=problem)
        out.append(ability)
    return out


def read_text(line: str) -> Ability:
    """One used-type or automatic text."""
    base = Ability(text=line)
    if line.startswith("〈") or line.startswith("<"):
        return replace(base, body=None, reason="a text a card has as a G (D-121, D-122)", unread=line)
    rest = line
    m = _AUTO.match(rest)
    if m:
        timing = AUTOMATIC[m[1]]
        rest = rest[m.end():]
        ability = replace(base, timing=timing, static=timing != "trigger")
    else:
        m = _ICON.match(rest)
        if m is None:
            return replace(base, body=None, reason="no timing icon or 『起動』『常駐』『恒常』 read (B10-3, B10-6)",
                           unread=rest[:30])
        phase = "always" if m["phase"] == "常時" else PHASES[m["phase"]]
        side = {"自軍": "own.", "敵軍": "enemy.", None: ""}[m["side"]]
        ability = replace(base, timing=side + phase if phase != "always" else "always")
        rest = rest[m.end():]
        if rest.startswith(":"):
            rest = rest[1:]
        else:
            c = _COSTS.match(rest)
            if c is None:
                return replace(ability, body=None, reason="no cost and 「：」 after the timing icon (B10-7)",
                               unread=rest[:30])
            cost, problem = parse_cost(c[1])
            if problem:
                return replace(ability, body=None, reason=f"cost {problem}: a variable cost is by hand (B10-7)",
                               unread=problem)
            ability = replace(ability, cost=cost, optional=False)
            rest = rest[c.end():]
    try:
        return _body(ability, rest)
    except Unread as problem:
        return replace(problem.ability, body=None, reason=f"not understood: {problem}", unread=str(problem))


def _event(ability: Ability, rest: str) -> tuple[Ability, str]:
    """A 起動 text's event (B10-3) -> the ability with its trigger, and the text after it."""
    for pattern, event in EVENTS:
        m = pattern.match(rest)
        if m:
            return replace(ability, trigger=Condition.of(EVENT_KINDS[event], event=event)), rest[m.end():]
    m = _SUBJECT_EVENT.match(rest)
    if m:  # 「このカードは、場に出た場合、ターン終了時まで…を得る」: this card stays the subject
        event = CARD_EVENTS[m["words"]]
        return (replace(ability, trigger=Condition.of(EVENT_KINDS[event], event=event)),
                "このカードは、" + rest[m.end():])
    m = _START.match(rest)
    if m is None:
        raise Unread(rest[:40], ability)
    side = {"自軍": "own.", "敵軍": "enemy.", None: ""}[m["side"]]
    event = f"start:{side}{PHASES[m['phase']]}"
    moment = {"自軍": "your ", "敵軍": "the enemy's ", None: "each "}[m["side"]] + MOMENTS[m["phase"]]
    return replace(ability, trigger=Condition.of("phase_start", event=event, moment=moment)), rest[m.end():]


def _body(ability: Ability, rest: str) -> Ability:
    rest = re.sub(r"\(注:対象は取らない\)$", "", rest)
    if ability.timing == "trigger":
        ability, rest = _event(ability, rest)
    once = ability.timing == "static" and _RESOLVED.match(rest)
    if once:  # a 恒常 text at a specific moment (D-85): applied once then, as a 起動 text is
        ability = replace(ability, timing="trigger", static=False,
                          trigger=Condition.of("resolved", event="resolved"))
        rest = rest[once.end():]
    m = _SELF_CONDITION.match(rest)
    if m:  # D-42, checked on play and on resolution
        ability = replace(ability, conditions=(Condition.of("self_state", state=SELF_STATES[m["state"]]),))
        rest = ("このカードは、" if m["subject"] == "は" else "") + rest[m.end():]
    table = CONTINUOUS if ability.timing in ("continuous", "static") else SENTENCES
    steps: list[Step] = []
    for sentence in [s for s in rest.split("。") if s]:
        if_done = sentence.startswith("その場合、")
        if if_done:  # D-127: read only after 「このカードを廃棄する」 or a step the player may choose not
            # to take (「…できる」): the engine checks whether they were done
            if not steps or any(s.verb not in ("scrap", "discard") and not s.may for s in steps):
                raise Unread(sentence, ability)
            sentence = sentence.removeprefix("その場合、")
        for pattern, build in table:
            m = pattern.fullmatch(sentence)
            if m is None:
                continue
            built = build(m)  # type: ignore[operator]
            if any(s.target is None and s.verb not in ("draw", "mill", "discard", "place_resource", "look")
                   for s in built):
                continue  # the target phrase is not one the reader knows
            steps.extend([replace(s, if_done=True) for s in built] if if_done else built)
            break
        else:
            raise Unread(sentence, ability)
    return replace(ability, body=tuple(steps))
