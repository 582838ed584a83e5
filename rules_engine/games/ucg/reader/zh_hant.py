"""UCG's Traditional Chinese grammar (the CR's own language): patterns and builders
(docs/cards/ucg-templates.md, zh-Hant column). The older optional forms the note under 11.4
lists (「公開…，則可…」「將…，即可…」) are 11.4's 「可透過(A)，即可(B)」; 「以此效果抽牌時」
is 11.20; 「在此回合期間」 is 5.10.2; 「對戰對手角色」 is 7.1.1."""

from __future__ import annotations

import re
from dataclasses import replace

from ....core.effects.model import Cost
from . import zh_parts
from .build import (
    BATTLING,
    FREE,
    LASTING,
    LEAD,
    OWN_SCENE,
    STAYS,
    THIS,
    TRASH_THIS,
    TURN,
    Body,
    Unread,
    battle_result,
    battling_of,
    bp,
    bp_for_every,
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
    exile_own_cost,
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

NUMBERS = {"一": 1, "兩": 2, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6}
# Card texts print 【基礎】【力量】【敏捷】【武裝】; the card list's TYPE field 基本/速度/災害 (templates doc).
TYPES = {"基礎": "basic", "基本": "basic", "力量": "power", "敏捷": "speed", "速度": "speed", "武裝": "armed",
         "災害": "hazard", "災難": "hazard"}
REMINDER = re.compile(r"\(※[^)]*\)")  # (※BP不會低於0) 11.7.2
_N = r"(?P<n>\d+|一|兩|二|三|四|五|六)"
_TYPES = r"(?P<types>【[^】]+】(?:(?:或|、)【[^】]+】)*)"
_STATES = r"(?P<states>(?:SINGLE|DOUBLE|TRIPLE|QUAD)(?:或(?:SINGLE|DOUBLE|TRIPLE|QUAD))*)"
_NAME = r"『(?P<name>[^』]+)』"
_NAMES = r"(?P<names>『[^』]+』(?:(?:，?或)『[^』]+』)*)"
_KINDS = {"超人力霸王": "ultraman", "怪獸": "kaiju", "角色": "character"}


def number(word: str) -> int:
    return int(word) if word.isdigit() else NUMBERS[word]


def types(m: re.Match[str]) -> tuple[str, ...]:
    words = re.findall(r"【([^】]+)】", m["types"])
    if any(w not in TYPES for w in words):
        raise Unread(m["types"])
    return tuple(TYPES[w] for w in words)


def own(phrase: str) -> tuple[str, dict]:
    m = re.fullmatch(rf"{_NAMES}|(?P<kind>超人力霸王|怪獸|角色)", phrase)
    if not m:
        raise Unread(phrase)
    return (_KINDS[m["kind"]] if m["kind"] else "character"), {"character": names_in(m["names"])}


_GIVE = r"(?:BP(?P<bp>[+-]\d+)|BP(?P<grade>上升|降低)一級)"


def _battling_of(m: re.Match[str]):
    kind, found = own(m["sel"])
    return battling_of(chars(kind, **found))


def _change(m: re.Match[str], target) -> object:
    found = m.groupdict()
    if found.get("grade"):
        return grade(target, 1 if found["grade"] == "上升" else -1, TURN)
    return bp(target, int(found["bp"]), TURN)


def _give_own(m: re.Match[str], optional: bool, all_: bool = False) -> Body:
    kind, found = own(m["sel"])
    states = states_of(m["states"] or "") if "states" in m.groupdict() else ()
    return Body([_change(m, chars(kind, states=states, all_=all_, **found))], optional=optional)  # type: ignore[list-item]


def _after_discard(body: Body) -> Body:
    """11.4: 「可將一張我方手牌放到棄牌區，即可(B)」: B only if the discard was done."""
    return Body([discard_hand(1, first=True), *(replace(s, if_done=True) for s in body.steps)], optional=True)


def _pick(m: re.Match[str]) -> Body:
    phrase = m["pick"]
    name = re.fullmatch(rf"(?:TYPE為{_TYPES}的)?{_NAMES}牌?", phrase)
    card_or_names = re.fullmatch(rf"「(?P<card>[^」]+)」，?或{_NAMES}", phrase)
    if name:
        pick = looked("character", names_in(name["names"]), types(name) if name["types"] else ())
    elif card_or_names:  # 「「X」，或『A』，或『B』」 (2.3.1.2, 2.3.2)
        pick = looked("character", names_in(card_or_names["names"]), or_named=card_or_names["card"])
    else:
        kinds = {"超人力霸王牌": "ultraman", "怪獸牌": "kaiju", "場景牌": "scene", "角色牌": "character", "牌": "card"}
        if phrase not in kinds:
            raise Unread(phrase)
        pick = looked(kinds[phrase])
    steps = reveal_pick(number(m["n"]), pick)
    if m["discard"]:  # 「以此效果將牌加入手牌時，將一張我方手牌放到棄牌區。」 (11.20.2)
        steps.append(discard_hand(1))
    return Body(steps, optional=True)


_DECK_PLACES = {"下方": "deck_bottom", "上方": "deck_top", "上方或下方": "deck_top_or_bottom"}
_DRAW = rf"我方可抽{_N}張牌[。，]以(?:此|本)效果抽牌時，"
_EXILE = (r"可?將對手棄牌區中?的(?:一張|至多(?P<upto>兩|二|三|\d+)張)(?:等級(?P<lv>\d+|一|二|三|四|五|六)"
          r"(?P<op>以上|以下|)的)?(?P<what>角色牌|牌)從遊戲中移除")
_LEVEL_OPS = {"以上": ">=", "以下": "<=", "": "=="}


def _exile(m: re.Match[str]) -> list:
    """3.8.1: 「從遊戲中移除」 cards of the opponent's discard area."""
    n = number(m["upto"]) if m["upto"] else 1
    kind = "character" if m["what"] == "角色牌" else "card"
    return [exile(n, bool(m["upto"]), kind, number(m["lv"]) if m["lv"] else None, _LEVEL_OPS[m["op"] or ""])]


def _to(first: list, rest: str) -> Body:
    """「(A)，即可(B)」 (11.4): B read as its own sentence, done only if A was done in full."""
    rest = re.sub(r"^讓", "使", rest)  # 「即可讓…」 and 「即可使…」 alike
    then = match_body(rest, [], TRIGGERED)
    if then.conditions or then.optional:
        raise Unread(rest)
    return then_if_done(first, then)


_MILL = rf"將我方牌組上方的{_N}張牌放(?:入|到)棄牌區"
_RECOVER = r"(?:(?P<may>可)將|使)一張我方棄牌區的(?P<pick>.+?)(?:放回|回到)手牌中"
_CARD_KINDS = {"場景牌": "scene", "超人力霸王牌": "ultraman", "怪獸牌": "kaiju", "角色牌": "character", "牌": "card"}


def _recover(m: re.Match[str]) -> object:
    """「場景牌」「『X』」「場景牌或是『X』」 (one scene or 『X』 card)."""
    phrase = m["pick"]
    if phrase in _CARD_KINDS:
        return recover(_CARD_KINDS[phrase])
    named = re.fullmatch(rf"(?P<scene>場景牌或是?)?{_NAMES}牌?", phrase)
    if not named:
        raise Unread(phrase)
    return recover("character", names_in(named["names"]), "scene" if named["scene"] else None)

TRIGGERED = [(re.compile(p), b) for p, b in [
    # 「我方『X』的一名對戰對手角色」 (7.1.1, the official 「為我方『傑洛』的一名對戰對手角色」): the
    # battle opponent of one of yours
    (rf"(?P<may>可)?使我方的?(?P<sel>『[^，。]+』|超人力霸王|怪獸|角色)的一名對戰對手角色，在(?:此|本)回合期間，{_GIVE}。",
     lambda m: Body([_change(m, _battling_of(m))], optional=bool(m["may"]))),  # type: ignore[list-item]
    (rf"公開我方牌組上方的{_N}張牌，則可將其中一張(?P<pick>.+?)加入手牌中。未加入手牌的牌則放到棄牌區。"
     r"(?P<discard>以此效果將牌加入手牌時，將一張我方手牌放到棄牌區。)?", _pick),
    (_DRAW + r"將一張我方手牌放回牌[組组](?P<place>上方或下方|下方|上方)。",
     lambda m: Body([draw(number(m["n"])), hand_to_deck(_DECK_PLACES[m["place"]])], optional=True)),
    (_DRAW + r"將一張我方手牌放到棄牌區。",
     lambda m: Body([draw(number(m["n"])), discard_hand(1)], optional=True)),
    (rf"可將至多{_N}張我方手牌以任意順序放回牌組(?P<place>下方|上方)。以此效果將牌放回牌組時，抽與放回張數相同數量的牌。",
     lambda m: Body(hand_to_deck_up_to(number(m["n"]), _DECK_PLACES[m["place"]]), optional=True)),
    (rf"(?:我方)?可抽{_N}張牌。", lambda m: Body([draw(number(m["n"]))], optional=True)),
    (_EXILE + r"。", lambda m: Body(_exile(m), optional=True)),  # 3.8.1
    (_EXILE + r"，即可(?P<rest>[使讓].+。)", lambda m: _to(_exile(m), m["rest"])),  # 3.8.1, 11.4
    ("可" + _MILL + "。", lambda m: Body([mill(number(m["n"]))], optional=True)),
    (r"可將對手的一個場景放回(?:持有者的)?手牌中。", lambda m: Body([return_scene()], optional=True)),  # 6.1.1
    # 11.9.1, 5.5.7
    (r"可將本角色，(?:與我方的另一名|(?P<adj>和與本角色相鄰左方或右方的一名))(?P<kind>超人力霸王|怪獸|角色)交換位置。",
     lambda m: Body([swap_with(_KINDS[m["kind"]], bool(m["adj"]))], optional=True)),
    (rf"可使本角色相鄰兩側的(?P<kind>超人力霸王|怪獸|角色)，在此回合期間，{_GIVE}。",
     lambda m: Body([_change(m, yours_adjacent(_KINDS[m["kind"]], all_=True))], optional=True)),  # type: ignore[list-item]
    (rf"可使與本角色相鄰左方或右方的一名(?P<kind>超人力霸王|怪獸|角色)，在此回合期間，{_GIVE}。",
     lambda m: Body([_change(m, yours_adjacent(_KINDS[m["kind"]]))], optional=True)),  # type: ignore[list-item]
    (_RECOVER + "。", lambda m: Body([_recover(m)], optional=bool(m["may"]))),  # type: ignore[list-item]
    (_RECOVER + r"。若進行此操作，則將一張我方手牌放到棄牌區。",
     lambda m: Body([_recover(m), discard_hand(1)], optional=bool(m["may"]))),  # type: ignore[list-item]  # 11.20
    ("可?" + _MILL + r"，即可(?P<rest>[使讓].+。|抽.+。)",
     lambda m: _to([mill(number(m["n"]), whole=True)], m["rest"])),  # 11.4.4
    (rf"(?:我方)?抽{_N}張牌。", lambda m: Body([draw(number(m["n"]))])),
    (rf"(?:我方)?抽{_N}張牌。之後，將一張我方手牌放到棄牌區。",
     lambda m: Body([draw(number(m["n"])), discard_hand(1, first=True)])),
    (rf"(?P<may>可)?使本角色在(?:此|本)回合期間，{_GIVE}。",
     lambda m: Body([_change(m, THIS)], optional=bool(m["may"]))),  # type: ignore[list-item]
    (rf"使?一名對戰對手角色，在此回合期間，{_GIVE}。", lambda m: Body([_change(m, BATTLING)])),  # type: ignore[list-item]
    (rf"在此回合期間，使對手的一名角色{_GIVE}。", lambda m: Body([_change(m, chars(who="enemy"))])),  # type: ignore[list-item]
    (rf"可使一名對戰對手角色，在此回合期間，{_GIVE}。", lambda m: Body([_change(m, BATTLING)], optional=True)),  # type: ignore[list-item]
    (rf"可使(?:{_STATES}的)?我方的?一名(?P<sel>『.+』|[^，]+?)，?在此回合期間，{_GIVE}。", lambda m: _give_own(m, True)),
    (rf"可使TYPE為{_TYPES}的我方的一名角色，在此回合期間，{_GIVE}。", lambda m: Body(
        [_change(m, chars(types=types(m)))], optional=True)),  # type: ignore[list-item]
    (rf"可將(?:一張我方手牌|我方手牌中的一張牌)放到棄牌區，即可抽{_N}張牌。",
     lambda m: Body([discard_hand(1, first=True), draw(number(m["n"]), if_done=True)], optional=True)),
    (rf"可將(?:一張我方手牌|我方手牌中的一張牌)放到棄牌區，即可讓我方的?一名(?P<sel>『.+』|[^，]+?)，?在此回合期間，{_GIVE}。",
     lambda m: _after_discard(_give_own(m, True))),
    (rf"可在本回合期間，使對手的一名角色{_GIVE}。",
     lambda m: Body([_change(m, chars(who="enemy"))], optional=True)),  # type: ignore[list-item]
    (r"可將一個回合(?P<r>\d+|一|兩|二|三|四|五|六)(?P<op>以下|以上|)的(?P<opp>對手)?場景放(?:到|進)棄牌區。",
     lambda m: Body([trash_scene("enemy" if m["opp"] else "any", number(m["r"]),
                                 {"以下": "<=", "以上": ">=", "": "=="}[m["op"]])], optional=True)),
    (rf"使?我方的?一名(?P<sel>『.+』|[^，]+?)，?在此回合期間，{_GIVE}。", lambda m: _give_own(m, False)),
    (rf"使?我方的所有(?P<sel>.+?)，在此回合期間，{_GIVE}。", lambda m: _give_own(m, False, all_=True)),
    # chapter 11's own verbs (the demo set, data/cards/ucg-demo.yaml)
    (r"充能\((?P<n>\d+)\)【(?P<name>[^】]+)】。", lambda m: Body([charge(int(m["n"]), m["name"])])),  # 11.17.1
    (r"對我方的一名角色充能\((?P<n>\d+)\)。", lambda m: Body([charge(int(m["n"]), target=chars())])),
    (r"可將對手的一名角色最上方的一張牌放回持有者的手牌中。",
     lambda m: Body([return_top(chars(who="enemy"))], optional=True)),  # 11.12.1
    (r"可將對手的一名角色放回持有者的手牌中。",
     lambda m: Body([return_character(chars(who="enemy"))], optional=True)),  # 12.4.1
    # no period printed: the change lasts (5.10.2 ends only what says 「在此回合期間」)
    (r"使本角色BP(?P<bp>[+-]\d+)。", lambda m: Body([bp(THIS, int(m["bp"]), STAYS)])),
    (r"在此回合期間，使(?P<one>我方的一名角色|本角色)的對戰獲得勝利。",  # 11.16.1
     lambda m: Body([battle_result(THIS if m["one"] == "本角色" else chars(), "win", TURN)])),
    (r"在此回合期間，使本角色的對戰視為平局。", lambda m: Body([battle_result(THIS, "draw", TURN)])),  # 11.16.1
    (r"(?P<may>可)?將本回合與這個角色的對戰視為平局。",
     lambda m: Body([battle_result(THIS, "draw", TURN)], optional=bool(m["may"]))),  # 11.16.1
    # 「若對戰對手的角色為…，則…該角色…」: 該角色 is the battle opponent the lead named (7.1.1)
    (rf"(?P<may>可)?使該角色在此回合期間，{_GIVE}。",
     lambda m: Body([_change(m, BATTLING)], optional=bool(m["may"]))),  # type: ignore[list-item]
    (r"可將該角色最上方的一張牌放回持有者的手牌中。",
     lambda m: Body([return_top(BATTLING)], optional=True)),  # 11.12.1
]]
_OPPONENT_IF = "若對戰對手的角色"
LEADS = [(re.compile(p), b) for p, b in [
    (_OPPONENT_IF + rf"為{_STATES}，則", lambda m: cond_opponent_state(states_of(m["states"]))),  # 7.1.1, 11.5.1
    (_OPPONENT_IF + r"為(?P<kind>超人力霸王|怪獸)，則", lambda m: cond_opponent_kind(_KINDS[m["kind"]])),
    (_OPPONENT_IF + rf"的TYPE為{_TYPES}，則", lambda m: cond_types(types(m))),
    (rf"若我方有{_NAME}在場，則", lambda m: cond_present(m["name"])),
    (rf"若我方有{_NAMES}在場，則", lambda m: cond_present(names_in(m["names"]))),  # 『A』或『B』 (11.5.1)
    (r"我方若為本回合的先攻者，則", lambda m: LEAD),
]]

_SELF_CHANGE = r"(?:本角色的BP(?P<dir>上升|降低)一級|本角色BP(?P<bp>\+\d+)|本角色(?P<extra>變為EXTRA的BP))"


def _self_change(m: re.Match[str]) -> object:
    if m["extra"]:
        return extra()
    if m["bp"]:
        return bp(THIS, int(m["bp"]), LASTING)
    return grade(THIS, 1 if m["dir"] == "上升" else -1, LASTING)


CONTINUOUS = [(re.compile(p), b) for p, b in [
    (r"本角色BP(?P<bp>\+\d+)。", lambda m: Body([bp(THIS, int(m["bp"]), LASTING)])),
    # s17-games round 2: 「對手的手牌每有兩張，…」 — a BP+ for every N cards of the opponent's hand (9.3.1, 11.7.1)
    (rf"對手的手牌每有{_N}張，本角色BP(?P<bp>\+\d+)。", lambda m: Body([bp_for_every(number(m["n"]), int(m["bp"]))])),
    (r"本角色的對戰獲得勝利。", lambda m: Body([battle_result(THIS, "win", LASTING)])),  # 11.16.1
    (rf"在本角色有{_N}張以上充能牌期間，{_SELF_CHANGE}。",  # 11.17.1
     lambda m: Body([_self_change(m)], conditions=[cond_charge(number(m["n"]))])),  # type: ignore[list-item]
    (rf"在我方的場景存在期間，{_SELF_CHANGE}。", lambda m: Body([_self_change(m)], conditions=[OWN_SCENE])),  # type: ignore[list-item]
    (rf"在對戰對手角色的TYPE為{_TYPES}期間，{_SELF_CHANGE}。",
     lambda m: Body([_self_change(m)], conditions=[cond_types(types(m))])),  # type: ignore[list-item]
    (rf"在對戰對手角色為{_STATES}期間，{_SELF_CHANGE}。",
     lambda m: Body([_self_change(m)], conditions=[cond_opponent_state(states_of(m["states"]))])),  # type: ignore[list-item]
    (rf"在我方有{_N}名以上(?:{_STATES}的)?(?P<kind>超人力霸王|怪獸|角色)期間，{_SELF_CHANGE}。",
     lambda m: Body([_self_change(m)], conditions=[cond_count(  # type: ignore[list-item]
         _KINDS[m["kind"]], states_of(m["states"] or ""), number(m["n"]))])),
    (rf"在{_NAME}與本角色相鄰期間，{_SELF_CHANGE}。",
     lambda m: Body([_self_change(m)], conditions=[cond_adjacent(m["name"])])),  # type: ignore[list-item]
]]

_TRIGGERS = {"當本角色登場時": "on_enter", "當本場景出現時": "on_scene_enter", "每當場景出現時": "on_any_scene_enter"}
_ACTIVATE = re.compile(r"\[發動\]\(每回合(?P<times>一|兩|三)次\)(?P<cost>.+?)→(?P<body>.+)")
_TIMES = {"一": "once_per_turn", "兩": "2_per_turn", "三": "3_per_turn"}
_COSTS = [(re.compile(p), b) for p, b in [
    (r"無消耗", lambda m: FREE),
    (r"將(?:此|本)場景放到棄牌區", lambda m: TRASH_THIS),  # 9.4.3, 6.1.1
    (rf"將我方手牌中的?{_N}張(?P<pick>(?!牌)[^，。]+?)放到棄牌區",  # 「將我方手牌中的一張『X』牌放到棄牌區」
     lambda m: discard_cost(number(m["n"]), zh_parts.hand_pick(m["pick"], number(m["n"])))),
    (rf"將{_N}張我方手牌放到棄牌區", lambda m: discard_cost(number(m["n"]))),
    # s17-games: 「將我方棄牌區的兩張『X』從遊戲中移除」 (3.8.1, 9.4.3)
    (rf"將我方棄牌區的{_N}張(?P<pick>[^，。]+?)從遊戲中移除",
     lambda m: exile_own_cost(number(m["n"]), zh_parts.hand_pick(m["pick"], number(m["n"])))),
    (rf"將我方的{_N}張手牌放到棄牌區", lambda m: discard_cost(number(m["n"]))),
    (rf"將本角色的{_N}張充能牌放到棄牌區", lambda m: detach_cost(number(m["n"]))),
]]
_DECK = re.compile(rf"這張卡牌(?:可以在牌組中放入任意張數|在牌組中最多可放入{_N}張)。")


def header(text: str) -> tuple[str | None, str | None, Cost | None, str]:
    text = re.sub(r"\s+", "", text)  # 『X』 ， as printed: CJK text has no meaningful spaces
    m = re.match(r"《(?P<t>[^》]+)》", text)
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
    if text.startswith("[發動]"):
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
    if "該角色" in text and not re.match(_OPPONENT_IF + r"[^，。]*，則", text):
        raise Unread(text)  # 「該角色」 names the battle opponent only after its condition
    try:
        return match_body(text, LEADS, TRIGGERED)
    except Unread:  # the grammar by parts (zh_parts): known parts in a new combination
        return match_body(text, LEADS, _BY_PARTS)


_BY_PARTS = [(re.compile(r".+", re.S), lambda m: zh_parts.sentence(m[0]))]
