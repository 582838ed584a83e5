"""UCG's Japanese grammar by parts (the counterpart of en_parts): a body sentence no
whole-sentence template of ja.py reads is read as `[(A)ことで、]CLAUSE(する|できる)。FOLLOW*`,
each part on its own, so known parts combine in combinations no printed card shows yet.
A part not fully consumed raises `Unread` (the effect is by hand).

* TARGET (7.1): 「このキャラ」 (7.1.2), 「バトル相手のキャラ1体」 (7.1.1), 「自分の『X』のバトル相手の
  キャラ1体」 (7.1.1), 「このキャラの左隣か右隣にいる(自分の)SEL1体」 (5.5.7), and
  「[STATESの][TYPEが【X】の](自分|相手)の[STATESの]SEL(1体|すべて)」 (2.3).
* CLAUSE: 「TARGETを、このターンの間、BP+N / BPを1グレードアップする」 (11.6, 11.7, 5.10.2);
  「自分はN枚ドローする」 (11.10); 「TARGETの1番上のカード1枚を持ち主の手札に戻す」 (11.12.1);
  ending 「できる」 / 「ことができる」 is 「可」 (11.3).
* (A) of 「(A)ことで、(B)できる」 (11.4): 「自分の手札1枚を捨て札にする」, 「自分のデッキの上のカード
  N枚を捨て札にする」 (whole, 11.4.4), 「相手の捨て札エリアにある…をゲームから取り除く」 (3.8.1).
* FOLLOW: 「この効果でドローした時、CLAUSE。」 after a draw (11.20); 「その後、CLAUSE。」 regardless (11.2);
  「このシーンを捨て札にする」 (6.1.1)."""

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

TYPE_WORDS = {"基本": "basic", "剛力": "power", "敏速": "speed", "武装": "armed", "災禍": "hazard",
              "壊滅": "devastation", "侵略": "invasion", "メテオ": "meteor"}
KINDS = {"ウルトラヒーロー": "ultraman", "怪獣": "kaiju", "キャラ": "character"}
_STATES = r"(?:SINGLE|DOUBLE|TRIPLE|QUAD)(?:か(?:SINGLE|DOUBLE|TRIPLE|QUAD))*"
_TYPES = r"【[^】]+】(?:(?:か|、)【[^】]+】)*"
_SEL = r"(?P<names>『[^』]+』(?:か、?『[^』]+』)*)|(?P<kind>ウルトラヒーロー|怪獣|キャラ)"


def type_words(phrase: str) -> tuple[str, ...]:
    words = re.findall(r"【([^】]+)】", phrase)
    if any(w not in TYPE_WORDS for w in words):
        raise Unread(phrase)
    return tuple(TYPE_WORDS[w] for w in words)


_CHARS = re.compile(rf"(?:(?P<s1>{_STATES})の)?(?:TYPEが(?P<types>{_TYPES})の)?(?P<who>自分|相手)の"
                    rf"(?:(?P<s2>{_STATES})の)?(?:{_SEL})(?P<n>1体|すべて|(?P<upto>[2-5])体まで)")


def target(phrase: str) -> Selector:
    """TARGET (7.1)."""
    if phrase == "このキャラ":
        return THIS  # 7.1.2
    if phrase == "バトル相手のキャラ1体":
        return BATTLING  # 7.1.1
    m = re.fullmatch(r"(?P<yours>.+)のバトル相手のキャラ1体", phrase)
    if m:  # 7.1.1: the battle opponent of one of yours
        yours = target(m["yours"] + "1体")
        if yours.who != "yours" or yours.all:
            raise Unread(phrase)
        return battling_of(yours)
    m = re.fullmatch(rf"このキャラの左隣か右隣にいる(?:自分の)?(?:{_SEL})1体", phrase)
    if m:  # 5.5.7
        s = chars(KINDS[m["kind"]] if m["kind"] else "character", character=names_in(m["names"]))
        return replace(s, filters=(*s.filters, ADJACENT))
    if phrase.startswith("このキャラ以外の"):  # "another one of your …": not this character
        yours = target(phrase.removeprefix("このキャラ以外の"))
        if yours.who != "yours" or yours.all:
            raise Unread(phrase)
        return replace(yours, other=True)
    m = _CHARS.fullmatch(phrase)
    if not m or (m["s1"] and m["s2"]):
        raise Unread(phrase)
    found = chars(KINDS[m["kind"]] if m["kind"] else "character", "yours" if m["who"] == "自分" else "enemy",
                  character=names_in(m["names"]), types=type_words(m["types"]) if m["types"] else (),
                  states=states_of(m["s1"] or m["s2"] or ""), all_=m["n"] == "すべて")
    return replace(found, count=int(m["upto"]), up_to=True) if m["upto"] else found  # 「N体まで」


_GIVE = re.compile(r"(?P<target>.+?)を、このターンの間、(?:BP(?P<bp>[+-]\d+)|BPを1グレード(?P<grade>アップ|ダウン))"
                   r"(?P<end>する|できる)")
_BECOMES = re.compile(r"(?P<target>.+?)は、このターンの間、(?:BP(?P<bp>[+-]\d+)|BPが1グレード(?P<grade>アップ|ダウン))する")
_DRAW = re.compile(r"自分は(?P<n>\d+)枚ドロー(?P<end>する|できる)")
_RETURN_TOP = re.compile(r"(?P<target>.+?)の1番上のカード1枚を(?:持ち主の)?手札に戻(?P<end>す|すことができる)")


def clause(text: str) -> tuple[list[Step], bool]:
    """One CLAUSE with its ending: (steps, 「できる」: may)."""
    m = _GIVE.fullmatch(text)
    if m:
        aim = target(m["target"])
        change = grade(aim, 1 if m["grade"] == "アップ" else -1, TURN) if m["grade"] else bp(aim, int(m["bp"]), TURN)
        return [change], m["end"] == "できる"
    m = _DRAW.fullmatch(text)
    if m:
        return [draw(int(m["n"]))], m["end"] == "できる"  # 11.10
    m = re.fullmatch(r"相手は(?P<n>\d+)枚ドローできる", text)
    if m:  # s17-games: the opponent's 「できる」 (11.10.1, 11.3), not the effect owner's
        return [opponent_draw(int(m["n"]))], False
    m = _RETURN_TOP.fullmatch(text)
    if m:
        return [return_top(target(m["target"]))], m["end"] != "す"  # 11.12.1
    m = _BECOMES.fullmatch(text)
    if m:  # 「…すべては、このターンの間、BPが1グレードアップする」: the same change, said of them
        aim = target(m["target"])
        change = grade(aim, 1 if m["grade"] == "アップ" else -1, TURN) if m["grade"] else bp(aim, int(m["bp"]), TURN)
        return [change], False
    if text == "このシーンを捨て札にする":
        return [trash_this()], False  # 6.1.1
    m = re.fullmatch(r"自分の手札1枚を捨て札に(?P<end>する|することができる)", text)
    if m:
        return [discard_hand(1, first=True)], m["end"] != "する"
    raise Unread(text)


_HAND_KINDS = {"シーンカード": "scene", "ウルトラヒーローカード": "ultraman", "怪獣カード": "kaiju",
               "キャラカード": "character"}


def hand_pick(phrase: str, n: int) -> Selector:
    """The hand cards a discard names: 「シーンカード」, 「『A』か『B』(カード)」."""
    if phrase in _HAND_KINDS:
        return hand_cards(_HAND_KINDS[phrase], n=n)
    m = re.fullmatch(r"(?P<names>『[^』]+』(?:か、?『[^』]+』)*)(?:カード)?", phrase)
    if not m:
        raise Unread(phrase)
    return hand_cards("character", names_in(m["names"]), n)


def cost(text: str) -> list[Step]:
    """(A) of 「(A)ことで、(B)できる」: done in full or not at all (11.4.4)."""
    from .ja import _EXILE, _MILL, _exile  # the printed (A) phrases, one place

    m = re.fullmatch(r"自分の手札(?P<n>\d+)枚を捨て札にする", text)
    if m:  # 「自分の手札2枚を捨て札にする」: all n or none (11.4.4, in_full)
        return [discard_hand(int(m["n"]), first=True)]
    m = re.fullmatch(r"自分は(?P<n>\d+)枚ドローする", text)
    if m:
        return [draw(int(m["n"]), whole=True)]  # 11.4.4
    m = re.fullmatch(r"自分の手札にある(?P<pick>[^、。]+?)1枚を捨て札にする", text)
    if m:  # 「自分の手札にあるシーンカード1枚」「…『X』1枚」 (2.3.6, 2.3.2)
        return [discard_hand(1, first=True, of=hand_pick(m["pick"], 1))]
    m = re.fullmatch(_MILL, text)
    if m:
        return [mill(int(m["n"]), whole=True)]
    m = _RETURN_TOP.fullmatch(text)  # 「…の1番上のカード1枚を手札に戻す」 (11.12.1)
    if m and m["end"] == "す":
        return [return_top(target(m["target"]))]
    m = re.fullmatch(_EXILE, text)
    if m:
        return _exile(m)
    raise Unread(text)


_SENTENCE = re.compile(r"(?:(?P<cost>[^、。]+?)ことで、)?(?P<main>[^。]+)。(?P<rest>.*)")
_FOLLOW = re.compile(r"(?P<how>この効果でドローした時|その後)、(?P<clause>[^。]+)。")


def sentence(text: str) -> Body:
    m = _SENTENCE.fullmatch(text)
    if not m:
        raise Unread(text)
    steps, may = clause(m["main"])
    if m["cost"] is not None:  # 11.4: B only if A was done in full; the whole is 「可」
        if not may:
            raise Unread(text)
        steps = [*in_full(cost(m["cost"])), *(replace(s, if_done=True) for s in steps)]
    rest = m["rest"]
    while rest:
        f = _FOLLOW.match(rest)
        if not f or (f["how"] != "その後" and steps[-1].verb != "draw"):
            raise Unread(rest)
        more, more_may = clause(f["clause"])
        if more_may:
            raise Unread(rest)
        # 11.20.2; 「その後」 regardless (11.2)
        steps += [if_done_after(s, steps[-1]) if f["how"] != "その後" else replace(s, if_done=False) for s in more]
        rest = rest[f.end():]
    return Body(steps, optional=may)
