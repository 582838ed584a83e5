"""UCG's Japanese grammar: patterns and builders (docs/cards/ucg-templates.md, ja column).
「AことでBことができる」 is 11.4; 「この効果でドローした時、」 is 11.20; 「このターンの間」 is
5.10.2; 「バトル相手のキャラ」 is 7.1.1."""

from __future__ import annotations

import re
from dataclasses import replace

from ....core.effects.model import Cost
from . import ja_parts
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

TYPES = {"基本": "basic", "剛力": "power", "敏速": "speed", "武装": "armed", "災禍": "hazard", "壊滅": "devastation",
         "侵略": "invasion", "メテオ": "meteor"}
REMINDER = re.compile(r"\(※[^)]*\)")  # (※BPは0未満にはならない) 11.7.2
_N = r"(?P<n>\d+)"
_TYPES = r"(?P<types>【[^】]+】(?:(?:か|、)【[^】]+】)*)"
_STATES = r"(?P<states>(?:SINGLE|DOUBLE|TRIPLE|QUAD)(?:か(?:SINGLE|DOUBLE|TRIPLE|QUAD))*)"
_NAME = r"『(?P<name>[^』]+)』"
_NAMES = r"(?P<names>『[^』]+』(?:(?:か、?)『[^』]+』)*)"
_KINDS = {"ウルトラヒーロー": "ultraman", "怪獣": "kaiju", "キャラ": "character"}


def types(m: re.Match[str]) -> tuple[str, ...]:
    words = re.findall(r"【([^】]+)】", m["types"])
    if any(w not in TYPES for w in words):
        raise Unread(m["types"])
    return tuple(TYPES[w] for w in words)


def own(phrase: str) -> tuple[str, dict]:
    m = re.fullmatch(rf"{_NAMES}|(?P<kind>ウルトラヒーロー|怪獣|キャラ)", phrase)
    if not m:
        raise Unread(phrase)
    return (_KINDS[m["kind"]] if m["kind"] else "character"), {"character": names_in(m["names"])}


_GIVE = r"(?:BP(?P<bp>[+-]\d+)|BPを1グレード(?P<grade>アップ|ダウン))"
_BECOMES = r"(?:BP(?P<bp>[+-]\d+)|BPが1グレード(?P<grade>アップ|ダウン))"


def _change(m: re.Match[str], target) -> object:
    found = m.groupdict()
    if found.get("grade"):
        return grade(target, 1 if found["grade"] == "アップ" else -1, TURN)
    return bp(target, int(found["bp"]), TURN)


def _give_own(m: re.Match[str], optional: bool, all_: bool = False) -> Body:
    kind, found = own(m["sel"])
    states = states_of(m["states"] or "") if "states" in m.groupdict() else ()
    return Body([_change(m, chars(kind, states=states, all_=all_, **found))], optional=optional)  # type: ignore[list-item]


def _battling_of(m: re.Match[str]):
    kind, found = own(m["sel"])
    return battling_of(chars(kind, **found))


def _after_discard(body: Body) -> Body:
    """11.4: 「自分の手札1枚を捨て札にすることで、(B)できる」: B only if the discard was done."""
    return Body([discard_hand(1, first=True), *(replace(s, if_done=True) for s in body.steps)], optional=True)


def _pick(m: re.Match[str]) -> Body:
    phrase = m["pick"]
    name = re.fullmatch(rf"(?:TYPEが{_TYPES}の)?{_NAMES}(?:カード)?", phrase)
    card_or_names = re.fullmatch(rf"「(?P<card>[^」]+)」か、?{_NAMES}", phrase)
    if name:
        pick = looked("character", names_in(name["names"]), types(name) if name["types"] else ())
    elif card_or_names:  # 「「X」か、『A』か、『B』」 (2.3.1.2, 2.3.2)
        pick = looked("character", names_in(card_or_names["names"]), or_named=card_or_names["card"])
    else:
        kinds = {"ウルトラヒーローカード": "ultraman", "怪獣カード": "kaiju", "シーンカード": "scene",
                 "キャラカード": "character", "カード": "card"}
        if phrase not in kinds:
            raise Unread(phrase)
        pick = looked(kinds[phrase])
    steps = reveal_pick(int(m["n"]), pick)
    if m["discard"]:  # 「この効果で手札に加えた時、自分の手札1枚を捨て札にする。」 (11.20.2)
        steps.append(discard_hand(1))
    return Body(steps, optional=True)


_DECK_PLACES = {"下": "deck_bottom", "上": "deck_top", "上か下": "deck_top_or_bottom"}
_DRAW = rf"自分は{_N}枚ドローできる。この効果でドローした時、"
_EXILE = (r"相手の捨て札エリアにある(?:レベル(?P<lv>\d+)(?P<op>以上|以下|)の)?(?P<what>キャラカード|カード)"
          r"(?:1枚|(?P<upto>\d+)枚まで)をゲームから取り除く")
_LEVEL_OPS = {"以上": ">=", "以下": "<=", "": "=="}


def _exile(m: re.Match[str]) -> list:
    """3.8.1: 「相手の捨て札エリアにあるカード1枚をゲームから取り除く」."""
    n = int(m["upto"]) if m["upto"] else 1
    kind = "character" if m["what"] == "キャラカード" else "card"
    return [exile(n, bool(m["upto"]), kind, int(m["lv"]) if m["lv"] else None, _LEVEL_OPS[m["op"] or ""])]


def _to(first: list, rest: str) -> Body:
    """「(A)ことで、(B)できる」 (11.4): B read as its own sentence, done only if A was done in full."""
    then = match_body(rest, [], TRIGGERED)
    if then.conditions:
        raise Unread(rest)
    return then_if_done(first, then)


_MILL = rf"自分のデッキの上のカード{_N}枚を捨て札にする"
_RECOVER = r"自分の捨て札エリアにある(?P<pick>.+?)1枚を手札に戻す"
_CARD_KINDS = {"シーンカード": "scene", "ウルトラヒーローカード": "ultraman", "怪獣カード": "kaiju",
               "キャラカード": "character", "カード": "card"}


def _recover(m: re.Match[str]) -> object:
    """「シーンカード」「『X』」「シーンカードか、『X』」 (one scene or 『X』 card)."""
    phrase = m["pick"]
    if phrase in _CARD_KINDS:
        return recover(_CARD_KINDS[phrase])
    named = re.fullmatch(rf"(?P<scene>シーンカードか、?)?{_NAMES}(?:カード)?", phrase)
    if not named:
        raise Unread(phrase)
    return recover("character", names_in(named["names"]), "scene" if named["scene"] else None)

TRIGGERED = [(re.compile(p), b) for p, b in [
    # 「自分の『X』のバトル相手のキャラ1体を」 (7.1.1): the battle opponent of one of yours
    (rf"自分の(?P<sel>[^、。]+?)のバトル相手のキャラ1体を、このターンの間、{_GIVE}(?P<end>する|できる)。",
     lambda m: Body([_change(m, _battling_of(m))], optional=m["end"] == "できる")),  # type: ignore[list-item]
    (rf"自分のデッキの上のカード{_N}枚を公開することで、その中の(?P<pick>.+?)1枚を手札に加えることができる。"
     r"加えなかったカードは捨て札にする。(?P<discard>この効果で手札に加えた時、自分の手札1枚を捨て札にする。)?", _pick),
    (_DRAW + r"自分の手札1枚をデッキの(?P<place>上か下|下|上)に戻す。",
     lambda m: Body([draw(int(m["n"])), hand_to_deck(_DECK_PLACES[m["place"]])], optional=True)),
    (_DRAW + r"自分の手札1枚を捨て札にする。",
     lambda m: Body([draw(int(m["n"])), discard_hand(1)], optional=True)),
    (rf"自分の手札を{_N}枚まで好きな順番でデッキの(?P<place>下|上)に戻すことができる。"
     r"この効果でデッキに戻した時、戻した枚数と同じ枚数ドローする。",
     lambda m: Body(hand_to_deck_up_to(int(m["n"]), _DECK_PLACES[m["place"]]), optional=True)),
    (rf"自分は{_N}枚ドローできる。", lambda m: Body([draw(int(m["n"]))], optional=True)),
    (_EXILE + r"ことができる。", lambda m: Body(_exile(m), optional=True)),  # 3.8.1
    (_EXILE + r"ことで、(?P<rest>.+できる。)", lambda m: _to(_exile(m), m["rest"])),  # 3.8.1, 11.4
    (_MILL + r"ことができる。", lambda m: Body([mill(int(m["n"]))], optional=True)),
    (r"相手のシーン1つを手札に戻すことができる。", lambda m: Body([return_scene()], optional=True)),  # 6.1.1
    # 11.9.1, 5.5.7
    (r"このキャラと、(?:(?:他の)?自分の|(?P<adj>このキャラの左隣か右隣にいる))(?P<kind>ウルトラヒーロー|怪獣|キャラ)1体の"
     r"場所を入れ替えることができる。",
     lambda m: Body([swap_with(_KINDS[m["kind"]], bool(m["adj"]))], optional=True)),
    (rf"このキャラの両隣にいる(?P<kind>ウルトラヒーロー|怪獣|キャラ)を、このターンの間、{_GIVE}できる。",
     lambda m: Body([_change(m, yours_adjacent(_KINDS[m["kind"]], all_=True))], optional=True)),  # type: ignore[list-item]
    (rf"このキャラの左隣か右隣の(?P<kind>ウルトラヒーロー|怪獣|キャラ)1体を、このターンの間、{_GIVE}できる。",
     lambda m: Body([_change(m, yours_adjacent(_KINDS[m["kind"]]))], optional=True)),  # type: ignore[list-item]
    (_RECOVER + r"ことができる。", lambda m: Body([_recover(m)], optional=True)),  # type: ignore[list-item]
    (_RECOVER + r"ことができる。そうしたなら、自分の手札1枚を捨て札にする。",
     lambda m: Body([_recover(m), discard_hand(1)], optional=True)),  # type: ignore[list-item]  # 11.20
    (_MILL + r"ことで、(?P<rest>.+できる。)", lambda m: _to([mill(int(m["n"]), whole=True)], m["rest"])),  # 11.4.4
    (rf"自分は{_N}枚ドローする。", lambda m: Body([draw(int(m["n"]))])),
    (rf"自分は{_N}枚ドローする。その後、自分の手札1枚を捨て札にする。",
     lambda m: Body([draw(int(m["n"])), discard_hand(1, first=True)])),
    (rf"このキャラを、このターンの間、{_GIVE}(?P<end>する|できる)。",
     lambda m: Body([_change(m, THIS)], optional=m["end"] == "できる")),  # type: ignore[list-item]
    (rf"バトル相手のキャラ1体を、このターンの間、{_GIVE}する。", lambda m: Body([_change(m, BATTLING)])),  # type: ignore[list-item]
    (rf"相手のキャラ1体を、このターンの間、{_GIVE}する。", lambda m: Body([_change(m, chars(who="enemy"))])),  # type: ignore[list-item]
    (rf"バトル相手のキャラ1体を、このターンの間、{_GIVE}できる。",
     lambda m: Body([_change(m, BATTLING)], optional=True)),  # type: ignore[list-item]
    (rf"自分の手札1枚を捨て札にすることで、自分は{_N}枚ドローできる。",
     lambda m: Body([discard_hand(1, first=True), draw(int(m["n"]), if_done=True)], optional=True)),
    (rf"自分の手札1枚を捨て札にすることで、自分の(?P<sel>.+?)1体を、このターンの間、{_GIVE}できる。",
     lambda m: _after_discard(_give_own(m, True))),
    (rf"(?:{_STATES}の)?自分の(?P<sel>.+?)1体を、このターンの間、{_GIVE}できる。", lambda m: _give_own(m, True)),
    (rf"TYPEが{_TYPES}の自分のキャラ1体を、このターンの間、{_GIVE}できる。", lambda m: Body(
        [_change(m, chars(types=types(m)))], optional=True)),  # type: ignore[list-item]
    (rf"相手のキャラ1体を、このターンの間、{_GIVE}できる。",
     lambda m: Body([_change(m, chars(who="enemy"))], optional=True)),  # type: ignore[list-item]
    (r"ラウンド(?P<r>\d+)(?P<op>以下|以上|)の(?P<opp>相手の)?シーン1つを捨て札にすることができる。",
     lambda m: Body([trash_scene("enemy" if m["opp"] else "any", int(m["r"]),
                                 {"以下": "<=", "以上": ">=", "": "=="}[m["op"]])], optional=True)),
    (rf"自分の(?P<sel>.+?)1体を、このターンの間、{_GIVE}する。", lambda m: _give_own(m, False)),
    # 「…1体は、このターンの間、BPが1グレードアップする。」 (the same change, said of the character)
    (rf"自分の(?P<sel>.+?)1体は、このターンの間、{_BECOMES}する。", lambda m: _give_own(m, False)),
    (rf"バトル相手のキャラ1体は、このターンの間、{_BECOMES}する。", lambda m: Body([_change(m, BATTLING)])),  # type: ignore[list-item]
    (rf"自分の(?P<sel>.+?)すべてを、このターンの間、{_GIVE}する。", lambda m: _give_own(m, False, all_=True)),
    # chapter 11's own verbs (the demo set, data/cards/ucg-demo.yaml)
    (r"チャージ\((?P<n>\d+)\)【(?P<name>[^】]+)】。", lambda m: Body([charge(int(m["n"]), m["name"])])),  # 11.17.1
    (r"自分のキャラ1体にチャージ\((?P<n>\d+)\)する。", lambda m: Body([charge(int(m["n"]), target=chars())])),
    (r"相手のキャラ1体の1番上のカード1枚を持ち主の手札に戻すことができる。",
     lambda m: Body([return_top(chars(who="enemy"))], optional=True)),  # 11.12.1
    (r"相手のキャラ1体を持ち主の手札に戻すことができる。",
     lambda m: Body([return_character(chars(who="enemy"))], optional=True)),  # 12.4.1
    # no period printed: the change lasts (5.10.2 ends only what says 「このターンの間」)
    (r"このキャラのBP(?P<bp>[+-]\d+)する。", lambda m: Body([bp(THIS, int(m["bp"]), STAYS)])),
    (r"(?P<one>自分のキャラ1体|このキャラ)を、このターンの間、バトルに勝利させる。",  # 11.16.1
     lambda m: Body([battle_result(THIS if m["one"] == "このキャラ" else chars(), "win", TURN)])),
    (r"このターンの間、このキャラのバトルを引き分けにする。", lambda m: Body([battle_result(THIS, "draw", TURN)])),
    (r"このターンのこのキャラのバトルを引き分けに(?P<end>する|することができる)。",
     lambda m: Body([battle_result(THIS, "draw", TURN)], optional=m["end"] != "する")),  # 11.16.1
    # 「バトル相手のキャラが…なら、そのキャラ…」: そのキャラ is the battle opponent the lead named (7.1.1)
    (rf"そのキャラを、このターンの間、{_GIVE}(?P<end>する|できる)。",
     lambda m: Body([_change(m, BATTLING)], optional=m["end"] == "できる")),  # type: ignore[list-item]
    (r"そのキャラの1番上のカード1枚を持ち主の手札に戻すことができる。",
     lambda m: Body([return_top(BATTLING)], optional=True)),  # 11.12.1
]]
_OPPONENT_IF = "バトル相手のキャラ"
LEADS = [(re.compile(p), b) for p, b in [
    (_OPPONENT_IF + rf"が{_STATES}なら、", lambda m: cond_opponent_state(states_of(m["states"]))),  # 7.1.1, 11.5.1
    (_OPPONENT_IF + r"が(?P<kind>ウルトラヒーロー|怪獣)なら、", lambda m: cond_opponent_kind(_KINDS[m["kind"]])),
    (_OPPONENT_IF + rf"のTYPEが{_TYPES}なら、", lambda m: cond_types(types(m))),
    (rf"自分の{_NAME}がいるなら、", lambda m: cond_present(m["name"])),
    (rf"自分の{_NAMES}がいるなら、", lambda m: cond_present(names_in(m["names"]))),  # 『A』か『B』 (11.5.1)
    (r"自分がこのターンの先手プレイヤーなら、", lambda m: LEAD),
]]

_SELF_CHANGE = r"(?:BPが1グレード(?P<dir>アップ|ダウン)する|このキャラのBP(?P<bp>\+\d+)する|(?P<extra>EXTRAのBPになる))"


def _self_change(m: re.Match[str]) -> object:
    if m["extra"]:
        return extra()
    if m["bp"]:
        return bp(THIS, int(m["bp"]), LASTING)
    return grade(THIS, 1 if m["dir"] == "アップ" else -1, LASTING)


_SELF_GRADE = r"(?:このキャラの)?(?:BPが1グレード(?P<dir>アップ|ダウン)する|BP(?P<bp>\+\d+)する)"


def _count_change(m: re.Match[str]) -> object:
    if m["bp"]:
        return bp(THIS, int(m["bp"]), LASTING)
    return grade(THIS, 1 if m["dir"] == "アップ" else -1, LASTING)


CONTINUOUS = [(re.compile(p), b) for p, b in [
    (r"このキャラのBP(?P<bp>\+\d+)する。", lambda m: Body([bp(THIS, int(m["bp"]), LASTING)])),
    # s17-games round 2: 「相手の手札N枚につき、…」 — a BP+ for every N cards of the opponent's hand (9.3.1, 11.7.1)
    (rf"相手の手札{_N}枚につき、このキャラのBP(?P<bp>\+\d+)する。",
     lambda m: Body([bp_for_every(int(m["n"]), int(m["bp"]))])),
    (r"このキャラはバトルに勝利する。", lambda m: Body([battle_result(THIS, "win", LASTING)])),  # 11.16.1
    (rf"このキャラ(?:に|は、)チャージカードが{_N}枚以上ある間、{_SELF_CHANGE}。",  # 11.17.1
     lambda m: Body([_self_change(m)], conditions=[cond_charge(int(m["n"]))])),  # type: ignore[list-item]
    (rf"自分のシーンがある間、{_SELF_CHANGE}。", lambda m: Body([_self_change(m)], conditions=[OWN_SCENE])),  # type: ignore[list-item]
    (rf"このキャラは、バトル相手のキャラのTYPEが{_TYPES}の間、{_SELF_CHANGE}。",
     lambda m: Body([_self_change(m)], conditions=[cond_types(types(m))])),  # type: ignore[list-item]
    (rf"このキャラは、バトル相手のキャラが{_STATES}の間、{_SELF_CHANGE}。",
     lambda m: Body([_self_change(m)], conditions=[cond_opponent_state(states_of(m["states"]))])),  # type: ignore[list-item]
    (rf"自分の(?:{_STATES}の)?(?P<kind>ウルトラヒーロー|怪獣|キャラ)が{_N}体以上いる間、{_SELF_GRADE}。",
     lambda m: Body([_count_change(m)], conditions=[cond_count(  # type: ignore[list-item]
         _KINDS[m["kind"]], states_of(m["states"] or ""), int(m["n"]))])),
    (rf"このキャラの左隣か右隣に{_NAME}がいる間、{_SELF_GRADE}。",
     lambda m: Body([_count_change(m)], conditions=[cond_adjacent(m["name"])])),  # type: ignore[list-item]
]]

_TRIGGERS = {"このキャラの登場時": "on_enter", "このシーンが出た時": "on_scene_enter", "シーンが出た時": "on_any_scene_enter"}
_ACTIVATE = re.compile(r"\[起動\]\(ターンに(?P<times>\d)回\)(?P<cost>.+?)→(?P<body>.+)")
_TIMES = {"1": "once_per_turn", "2": "2_per_turn", "3": "3_per_turn"}
_COSTS = [(re.compile(p), b) for p, b in [
    (r"コストなし", lambda m: FREE),
    (r"このシーンを捨て札にする", lambda m: TRASH_THIS),  # 9.4.3, 6.1.1
    (rf"自分の手札にある(?P<pick>[^、。]+?){_N}枚を捨て札にする",  # 「自分の手札にある『X』1枚を捨て札にする」
     lambda m: discard_cost(int(m["n"]), ja_parts.hand_pick(m["pick"], int(m["n"])))),
    (rf"自分の手札{_N}枚を捨て札にする", lambda m: discard_cost(int(m["n"]))),
    # s17-games: 「自分の捨て札エリアにある『X』2枚をゲームから取り除く」 (3.8.1, 9.4.3)
    (rf"自分の捨て札エリアにある(?P<pick>[^、。]+?){_N}枚をゲームから取り除く",
     lambda m: exile_own_cost(int(m["n"]), ja_parts.hand_pick(m["pick"], int(m["n"])))),
    (rf"このキャラのチャージカード{_N}枚を捨て札にする", lambda m: detach_cost(int(m["n"]))),
]]
_DECK = re.compile(rf"このカードはデッキに(?:何枚でも|{_N}枚まで)入れることができる。")


def header(text: str) -> tuple[str | None, str | None, Cost | None, str]:
    text = re.sub(r"\s+", "", text)  # 『X』 1体 as printed: CJK text has no meaningful spaces
    m = re.match(r"《(?P<t>[^》]+)》", text)
    if m:
        timing = _TRIGGERS.get(m["t"])
        if timing is None:
            raise Unread(f"《{m['t']}》")
        return timing, None, None, text[m.end():]
    m = _ACTIVATE.fullmatch(text)
    if m:
        if m["times"] not in _TIMES:
            raise Unread(m["times"])
        for pattern, build in _COSTS:
            c = pattern.fullmatch(m["cost"])
            if c:
                return "activate", _TIMES[m["times"]], build(c), m["body"]  # type: ignore[operator]
        raise Unread(m["cost"])
    if text.startswith("[起動]"):
        raise Unread(text)
    if _DECK.fullmatch(text):
        return "deckbuilding", None, None, text
    return "continuous", None, None, text


def deckbuilding(text: str) -> list:
    m = _DECK.fullmatch(text)
    return [copies(int(m["n"]))] if m and m["n"] else [copies_any()]


def body(text: str, timing: str | None) -> Body:
    if timing == "continuous":
        return match_body(text, [], CONTINUOUS)
    if "そのキャラ" in text and not re.match(_OPPONENT_IF + r"[^、。]*なら、", text):
        raise Unread(text)  # 「そのキャラ」 names the battle opponent only after its condition
    try:
        return match_body(text, LEADS, TRIGGERED)
    except Unread:  # the grammar by parts (ja_parts): known parts in a new combination
        return match_body(text, LEADS, _BY_PARTS)


_BY_PARTS = [(re.compile(r".+", re.S), lambda m: ja_parts.sentence(m[0]))]
