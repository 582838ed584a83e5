"""UCG's Traditional Chinese grammar by parts (the counterpart of en_parts): a body sentence
no whole-sentence template of zh_hant.py reads is read as `[可(A)，即可]CLAUSE。FOLLOW*`, each
part on its own, so known parts combine in combinations no printed card shows yet. A part
not fully consumed raises `Unread` (the effect is by hand).

* TARGET (7.1): 「本角色」 (7.1.2), 「(一名)對戰對手角色」 (7.1.1), 「我方『X』的一名對戰對手角色」
  (7.1.1), 「與本角色相鄰左方或右方的一名SEL」 (5.5.7), and
  「[TYPE為【X】的][STATES的](我方|對手)的?[STATES的](一名|所有)SEL」 (2.3).
* CLAUSE: 「(可)使TARGET，在此回合期間，BP+N / BP上升一級」 (11.6, 11.7, 5.10.2); 「(我方)(可)抽N張牌」
  (11.10); 「(可)將TARGET最上方的一張牌放回持有者的手牌中」 (11.12.1); 「可」 is 11.3.
* (A) of 「可(A)，即可(B)」 (11.4): 「將一張我方手牌放到棄牌區」, 「將我方牌組上方的N張牌放到棄牌區」
  (whole, 11.4.4), 「將對手棄牌區的…從遊戲中移除」 (3.8.1).
* FOLLOW: 「以此效果抽牌時，CLAUSE。」 after a draw (11.20); 「之後，CLAUSE。」 regardless (11.2);
  「將此場景放到棄牌區」 (6.1.1)."""

from __future__ import annotations

import re
from dataclasses import replace

from ....core.effects.model import Selector, Step
from .build import (
    ADJACENT,
    BATTLING,
    THIS,
    TURN,
    Body,
    Unread,
    battling_of,
    bp,
    chars,
    discard_hand,
    draw,
    grade,
    hand_cards,
    if_done_after,
    in_full,
    mill,
    names_in,
    opponent_draw,
    return_top,
    states_of,
    trash_this,
)

KINDS = {"超人力霸王": "ultraman", "怪獸": "kaiju", "角色": "character"}
_STATES = r"(?:SINGLE|DOUBLE|TRIPLE|QUAD)(?:或(?:SINGLE|DOUBLE|TRIPLE|QUAD))*"
_TYPES = r"【[^】]+】(?:(?:或|、)【[^】]+】)*"
_SEL = r"(?P<names>『[^』]+』(?:，?或『[^』]+』)*)|(?P<kind>超人力霸王|怪獸|角色)"
NUMBERS = {"一": 1, "兩": 2, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6}
_N = r"(?P<n>\d+|一|兩|二|三|四|五|六)"


def number(word: str) -> int:
    return int(word) if word.isdigit() else NUMBERS[word]


_CHARS = re.compile(rf"(?:TYPE為(?P<types>{_TYPES})的)?(?:(?P<s1>{_STATES})的)?(?P<who>我方|對手)的?"
                    rf"(?:(?P<s2>{_STATES})的)?(?P<n>一名|所有|至多(?P<upto>兩|二|三|四|五)名)(?:{_SEL})")


def target(phrase: str) -> Selector:
    """TARGET (7.1)."""
    from .zh_hant import types as type_words  # the TYPE words, one place

    if phrase == "本角色":
        return THIS  # 7.1.2
    if phrase in ("一名對戰對手角色", "對戰對手角色"):
        return BATTLING  # 7.1.1
    m = re.fullmatch(rf"我方的?(?:{_SEL})的一名對戰對手角色", phrase)
    if m:  # 7.1.1: the battle opponent of one of yours
        return battling_of(chars(KINDS[m["kind"]] if m["kind"] else "character", character=names_in(m["names"])))
    m = re.fullmatch(rf"與本角色相鄰左方或右方的一名(?:{_SEL})", phrase)
    if m:  # 5.5.7
        s = chars(KINDS[m["kind"]] if m["kind"] else "character", character=names_in(m["names"]))
        return replace(s, filters=(*s.filters, ADJACENT))
    if phrase.startswith("本角色以外的"):  # "another one of your …": not this character
        yours = target(phrase.removeprefix("本角色以外的"))
        if yours.who != "yours" or yours.all:
            raise Unread(phrase)
        return replace(yours, other=True)
    # 「我方最多兩名SINGLE或DOUBLE的超人力霸王」 = 「我方SINGLE或DOUBLE的至多兩名超人力霸王」
    phrase = re.sub(rf"(我方|對手)(的?)(?:最多|至多)(兩|二|三|四|五)名({_STATES}的)", r"\1\2\4至多\3名", phrase)
    phrase = re.sub(r"最多(兩|二|三|四|五)名", r"至多\1名", phrase)
    m = _CHARS.fullmatch(phrase)
    if not m or (m["s1"] and m["s2"]):
        raise Unread(phrase)
    found = chars(KINDS[m["kind"]] if m["kind"] else "character", "yours" if m["who"] == "我方" else "enemy",
                  character=names_in(m["names"]), types=type_words(m) if m["types"] else (),
                  states=states_of(m["s1"] or m["s2"] or ""), all_=m["n"] == "所有")
    return replace(found, count=number(m["upto"]), up_to=True) if m["upto"] else found  # 「至多N名」


_GIVE = r"(?:BP(?P<bp>[+-]\d+)|BP(?P<grade>上升|降低)一級)"
_CLAUSES = [re.compile(p) for p in (
    rf"(?P<may>可)?[使讓]?(?P<target>[^，。]+?)，?在(?:此|本)回合期間，{_GIVE}",
    rf"(?P<may>可)?在(?:此|本)回合期間，[使讓](?P<target>[^，。]+?){_GIVE}",
)]


def clause(text: str) -> tuple[list[Step], bool]:
    """One CLAUSE: (steps, 「可」: may)."""
    for pattern in _CLAUSES:
        m = pattern.fullmatch(text)
        if m:
            aim = target(m["target"])
            change = grade(aim, 1 if m["grade"] == "上升" else -1, TURN) if m["grade"] else bp(aim, int(m["bp"]), TURN)
            return [change], bool(m["may"])
    m = re.fullmatch(rf"(?:我方)?(?P<may>可)?抽{_N}張牌", text)
    if m:
        return [draw(number(m["n"]))], bool(m["may"])  # 11.10
    m = re.fullmatch(rf"對手可抽{_N}張牌", text)
    if m:  # s17-games: the opponent's 「可」 (11.10.1, 11.3), not the effect owner's
        return [opponent_draw(number(m["n"]))], False
    m = re.fullmatch(r"(?P<may>可)?將(?P<target>[^，。]+?)最上方的一張牌放回持有者的手牌中", text)
    if m:
        return [return_top(target(m["target"]))], bool(m["may"])  # 11.12.1
    if re.fullmatch(r"將(?:此|本)場景放到棄牌區", text):
        return [trash_this()], False  # 6.1.1
    m = re.fullmatch(r"(?P<may>可)?將一張我方手牌放到棄牌區", text)
    if m:
        return [discard_hand(1, first=True)], bool(m["may"])
    raise Unread(text)


_HAND_KINDS = {"場景牌": "scene", "超人力霸王牌": "ultraman", "怪獸牌": "kaiju", "角色牌": "character"}


def hand_pick(phrase: str, n: int) -> Selector:
    """The hand cards a discard names: 「場景牌」, 「『A』或『B』(牌)」."""
    if phrase in _HAND_KINDS:
        return hand_cards(_HAND_KINDS[phrase], n=n)
    m = re.fullmatch(r"(?P<names>『[^』]+』(?:，?或『[^』]+』)*)牌?", phrase)
    if not m:
        raise Unread(phrase)
    return hand_cards("character", names_in(m["names"]), n)


def cost(text: str) -> list[Step]:
    """(A) of 「可(A)，即可(B)」: done in full or not at all (11.4.4)."""
    from .zh_hant import _EXILE, _MILL, _exile  # the printed (A) phrases, one place

    m = re.fullmatch(rf"將{_N}張我方手牌放到棄牌區|將我方手牌中的{_N.replace('<n>', '<m>')}張牌放到棄牌區", text)
    if m:  # 「將兩張我方手牌放到棄牌區」: all n or none (11.4.4, in_full)
        return [discard_hand(number(m["n"] or m["m"]), first=True)]
    m = re.fullmatch(rf"(?:我方)?抽{_N}張牌", text)
    if m:
        return [draw(number(m["n"]), whole=True)]  # 11.4.4
    m = re.fullmatch(r"將我方手牌中的?一張(?P<pick>[^，。]+?)放到棄牌區", text)
    if m:  # 「將我方手牌中的一張場景牌」「…一張『X』牌」 (2.3.6, 2.3.2)
        return [discard_hand(1, first=True, of=hand_pick(m["pick"], 1))]
    m = re.fullmatch(_MILL, text)
    if m:
        return [mill(number(m["n"]), whole=True)]
    m = re.fullmatch(r"將(?P<target>[^，。]+?)最上方的一張牌放回(?:持有者的)?手牌中?", text)
    if m:  # 11.12.1
        return [return_top(target(m["target"]))]
    m = re.fullmatch(_EXILE, text)
    if m:
        return _exile(m)
    raise Unread(text)


# 「可(A)，即可(B)」, or 「(A)後，則可(B)」 (the 「可」 printed on B)
_SENTENCE = re.compile(r"(?:(?:可(?:透過)?)?(?P<cost>將[^，。]+?|(?:我方)?抽[^，。]+?)(?:，即可|(?P<after>後，則(?=可))))?(?P<main>[^。]+)。"
                       r"(?P<rest>.*)")
_FOLLOW = re.compile(r"(?P<how>以(?:此|本)效果抽牌時|之後)，(?P<clause>[^。]+)。")


def sentence(text: str) -> Body:
    m = _SENTENCE.fullmatch(text)
    if not m:
        raise Unread(text)
    steps, may = clause(m["main"])
    if m["cost"] is not None:  # 11.4: B only if A was done in full; the whole is 「可」
        if may != bool(m["after"]):
            raise Unread(text)
        steps, may = [*in_full(cost(m["cost"])), *(replace(s, if_done=True) for s in steps)], True
    rest = m["rest"]
    while rest:
        f = _FOLLOW.match(rest)
        if not f or (f["how"] != "之後" and steps[-1].verb != "draw"):
            raise Unread(rest)
        more, more_may = clause(f["clause"])
        if more_may:
            raise Unread(rest)
        # 11.20.2; 「之後」 regardless (11.2)
        steps += [if_done_after(s, steps[-1]) if f["how"] != "之後" else replace(s, if_done=False) for s in more]
        rest = rest[f.end():]
    return Body(steps, optional=may)
