"""Mechanical variants of printed GCG effects, and whether the reader reads each as its parts say
(issue #29 §4: lists nobody here has read phrase things a little differently).

From every effect the reader automates (the template corpus, or — to measure only — other
lists), each kind of variation below makes the sentences a new set could print: another number,
the other end of a bound, 1 ↔ 2 targets (with `it` ↔ `them`), "up to" added, another trait /
colour, friendly ↔ enemy, another duration, another trigger, a condition added in front, a step
joined after. The variant is read and its reading compared with the original's, field by field:
it must differ exactly where the variation says (a number where the number changed, the
condition where one was added …) and nowhere else. So a wrong reading is caught as well as an
unread one. Each variant is a sentence the rules allow (the kinds stay within one card type's
printed templates: a unit's triggers for a unit, conditions and steps the reader reads alone).

Used by test_reader_variants.py and benchmarks/gcg_variants.py (the figures per kind)."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, fields, is_dataclass
from typing import Any

from rules_engine.core.effects.model import Ability, Reading
from rules_engine.games.gcg import printed
from rules_engine.games.gcg.reader import read

# --- the readings compared ---------------------------------------------------------------------

_SKIPPED = {"text", "index", "reason", "unread"}  # what a variant changes by construction


def full(value: Any) -> Any:
    """Every field of a reading (defaults too: `count` 1 → 2 must show), as plain data."""
    if is_dataclass(value) and not isinstance(value, type):
        out = {f.name: full(getattr(value, f.name)) for f in fields(value) if f.name not in _SKIPPED}
        if isinstance(out.get("filters"), list):  # a selector's filters all hold: their order is no meaning
            out["filters"] = sorted(out["filters"], key=_filter_key)
        return out
    if isinstance(value, tuple):
        return [full(v) for v in value]
    return value


def _filter_key(f: dict[str, Any]) -> str:
    """Filters sorted by what they test (AP and HP alike: an AP ↔ HP variant keeps its place)."""
    return repr({**f, "attr": "stat" if f["attr"] in ("ap", "hp") else f["attr"]})


Diff = tuple[str, Any, Any]  # (path, original, variant)


def diffs(old: Any, new: Any, path: str = "") -> list[Diff]:
    """Where two plain readings differ: leaves, or the smallest subtree whose shape changed."""
    if isinstance(old, dict) and isinstance(new, dict) and old.keys() == new.keys():
        return [d for k in old for d in diffs(old[k], new[k], f"{path}.{k}")]
    if isinstance(old, list) and isinstance(new, list) and len(old) == len(new):
        return [d for i, (a, b) in enumerate(zip(old, new, strict=True)) for d in diffs(a, b, f"{path}[{i}]")]
    return [] if old == new else [(path, old, new)]


Check = Callable[[dict[str, Any], dict[str, Any]], str | None]  # (original, variant) → why wrong


def _leaves(test: Callable[[Diff], bool], what: str) -> Check:
    """Right when at least one field changed and every change passes `test`."""
    def check(old: dict[str, Any], new: dict[str, Any]) -> str | None:
        found = diffs(old, new)
        if not found:
            return f"reads as the original (expected {what})"
        wrong = [d for d in found if not test(d)]
        return f"expected {what}, also changed {wrong[:3]}" if wrong else None
    return check


def _mentions(value: Any, word: str) -> bool:
    if isinstance(value, str):
        return word.lower() in value.lower()
    if isinstance(value, dict):
        return any(_mentions(v, word) for v in value.values())
    if isinstance(value, list | tuple):
        return any(_mentions(v, word) for v in value)
    return False


# --- the variants ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Variant:
    kind: str
    text: str  # the ability's printed text, varied
    check: Check


Maker = Callable[[str, str, str], Iterator[Variant]]  # (ability text, lang, card type)
KINDS: dict[str, Maker] = {}


def kind(name: str) -> Callable[[Maker], Maker]:
    def register(maker: Maker) -> Maker:
        KINDS[name] = maker
        return maker
    return register


_HEADERS = re.compile(r"^(?:【[^】]*】|<[^<>]+>|《[^《》]*》)*(?:[^：:【】]*[：:])?")  # timings, cost
_NUMBER_WORD = {"en": r"(?<![\w.+\-])", "ja": r"(?<![\d])", "zh-Hant": r"(?<![\d])"}


def _split_header(text: str) -> tuple[str, str]:
    """The ability's header (timings, keywords, cost before `：`) and its body. A keyword with its
    reminder text ("<Support 1> (Rest this Unit. …)") has no body to vary: the reminder is the
    rules' text (2-11-4), not the card's."""
    header = re.match(r"^(?:【[^】]*】/?)+(?:[^：:。.]*[：:])?", text)
    cut = header.end() if header else 0
    if header and re.search(r"効果|效果|effect", text[:cut].split("】")[-1]):  # 「從以下效果中選擇1個發動：」 is no cost
        cut = re.match(r"^(?:【[^】]*】/?)+", text).end()  # type: ignore[union-attr]
    if re.match(r"\s*[<《][^<>《》]+[>》]\s*[(（]", text[cut:]):
        return text, ""
    return text[:cut], text[cut:]


def _number_ok(old: int, new: int) -> Callable[[Diff], bool]:
    def ok(d: Diff) -> bool:
        if isinstance(d[1], str) and isinstance(d[2], str):  # a keyword kept as text: "breach 1"
            return re.sub(rf"\b{old}\b", str(new), d[1]) == d[2]
        return (d[1], d[2]) in ((old, new), (-old, -new))  # "AP-2": the amount is -2
    return ok


@kind("number")
def _numbers(text: str, lang: str, card_type: str) -> Iterator[Variant]:
    """Another value of one printed number (not a count of one card: that is `count`; not the
    cost in the header). 1 → 2, N → N+1; and N → N-1 when N > 2."""
    header, body = _split_header(text)
    singular = {"en": r"\s+(?:(?:active|rested|enemy|friendly|other|[a-z]+)\s+)*(?:\([^)]*\)\s+)?"
                      r"(?:Unit|card|Base|Pilot|Command|shield|Shield|resource|token)\b(?!s)",
                "ja": r"[枚体つ]", "zh-Hant": r"[張個]"}[lang]
    names = [n.span() for n in re.finditer(r"\[[^\[\]]*\]|「[^「」]*」|『[^『』]*』|\"[^\"]*\"", body)]
    for m in re.finditer(rf"{_NUMBER_WORD[lang]}(\d+)(?!\d)", body):
        if any(a <= m.start() < b for a, b in names):
            continue  # a number in a card's name is the name
        old = int(m.group(1))
        if old == 1 and re.match(singular, body[m.end():]):
            continue  # "1 enemy Unit" → "2 enemy Units" is the `count` kind (agreement)
        if lang == "en" and old == 1 and re.match(r"\s+(?:of|more|or more)\b", body[m.end():]):
            continue
        if old == 1 and (body[:m.start()].endswith(("每有", "每有 ")) or body[m.end():].startswith("枚につき")):
            continue  # 「每有1張」 is the wording of "for each", not a count (no "for every 2 cards")
        for new in ({old + 1, old - 1} - {0, 1}) if old > 2 else {old + 1}:
            varied = header + body[:m.start(1)] + str(new) + body[m.end(1):]
            yield Variant("number", varied, _leaves(_number_ok(old, new), f"{old} → {new}"))


_BOUNDS_EN = {"or less": "or more", "or more": "or less", "or lower": "or higher", "or higher": "or lower"}
_BOUNDS_JA = {"以下": "以上", "以上": "以下"}
_OPS = {("<=", ">="), (">=", "<=")}


@kind("bound")
def _bounds(text: str, lang: str, card_type: str) -> Iterator[Variant]:
    """The other end of a bound: "Lv.2 or lower" ↔ "Lv.2 or higher", "3 or less HP" ↔ "3 or more
    HP" (the number kept: only the comparison turns)."""
    header, body = _split_header(text)
    table = _BOUNDS_EN if lang == "en" else _BOUNDS_JA
    pattern = r"\b(or less|or more|or lower|or higher)\b" if lang == "en" else r"(以下|以上)"
    for m in re.finditer(pattern, body):
        if lang != "en" and re.match(r"の?効果|效果", body[m.end():]):
            continue  # 「以下の効果」 / 「以下效果」: "the following effects", no bound
        varied = header + body[:m.start()] + table[m.group(1)] + body[m.end():]
        yield Variant("bound", varied, _leaves(lambda d: (d[1], d[2]) in _OPS, "<= ↔ >="))


_PRONOUNS_EN = [(r"\bit\b", "them"), (r"\bIt gets\b", "They get"), (r"\bIt gains\b", "They gain"),
                (r"\bIt can't\b", "They can't"), (r"\bIt recovers\b", "They recover"),
                (r"\bIt loses\b", "They lose"), (r"\bit gets\b", "they get"), (r"\bit gains\b", "they gain"),
                (r"\bit recovers\b", "they recover")]


@kind("count")
def _counts(text: str, lang: str, card_type: str) -> Iterator[Variant]:
    """One target ↔ two: "Choose 1 enemy Unit. Rest it." ↔ "Choose 2 enemy Units. Rest them."
    (English: the noun and the pronouns agree; a sentence whose agreement is not mechanical —
    "its owner's hand" — is left out)."""
    header, body = _split_header(text)
    if lang == "en":
        m = re.search(r"\b([Cc]hoose) (1|2) ((?:[\w-]+ |\([^)]*\) )*?)((?:Unit|Pilot|Command|Base) card|Unit|card|"
                      r"Pilot|Base)(s?)\b(?! to \d)", body)
        if m is None or re.search(r"\bits owner|\bits cost|\bthey\b|\bThey\b|\bthem\b.*\bthem\b|\bit is\b|"
                                  r"\bthat Unit\b|\bthat card\b|/|\bthat (?:is|has)\b|\bthem and\b|\bit and\b|\b(?:when|if) it\b", body) \
                or re.search(r"\bit\b|\bIt\b", body[:m.start()]):
            return
        old = int(m.group(2))
        new = 3 - old
        noun = re.sub(r"^(.*?)s?$", r"\1", m.group(4)) + ("s" if new == 2 else "")
        after = body[m.end():]
        if new == 2:
            for pattern, plural in _PRONOUNS_EN:
                after = re.sub(pattern, plural, after)
            if re.search(r"\bthem\b", body[m.end():]):
                return
        else:
            after = re.sub(r"\bthem\b", "it", after)
            for pattern, plural in _PRONOUNS_EN[1:]:
                after = re.sub(re.escape(plural), pattern.replace("\\b", ""), after)
        varied = header + body[:m.start()] + f"{m.group(1)} {new} {m.group(3)}{noun}" + after
        yield Variant("count", varied, _leaves(lambda d: d[0].endswith(".count") and (d[1], d[2]) == (old, new),
                                               f"count {old} → {new}"))
    else:
        m = re.search(r"選擇(?:[^。]{0,12}的 )?(1|2) ?張", body) if lang == "zh-Hant" \
            else re.search(r"ユニット(1|2)つを選", body)
        if m is None or re.search("那些|それら", body):
            return  # the plural pronoun is another word: not mechanical
        old = int(m.group(1))
        new = 3 - old
        varied = header + body[:m.start(1)] + str(new) + body[m.end(1):]
        yield Variant("count", varied, _leaves(lambda d: d[0].endswith(".count") and (d[1], d[2]) == (old, new),
                                               f"count {old} → {new}"))


@kind("up_to")
def _up_to(text: str, lang: str, card_type: str) -> Iterator[Variant]:
    """"Choose 2 enemy Units" ↔ "Choose up to 2 enemy Units" (10-3-3; ja 「2つまでを選ぶ」, zh 「最多 2 張」)."""
    header, body = _split_header(text)
    if lang != "en":
        pattern = r"ユニット(\d+)つ(まで)?を選" if lang == "ja" else r"選擇(?:對方的|我方的|友方的)? ?(最多 ?)?(\d+) ?張"
        m = re.search(pattern, body)
        if m is None:
            return
        had = bool(m.group(2) if lang == "ja" else m.group(1))
        if lang == "ja":
            at, add = m.end(1), "まで"
            varied = body[:at] + "つ" + ("" if had else add) + body[m.end(2) if had else at + 1:]
        else:
            at = m.start(2)
            before = body[:at].removesuffix(" ")  # 「選擇對方的最多 2 張」, as the corpus prints it
            varied = body[:m.start(1)] + body[m.end(1):] if had else before + "最多 " + body[at:]
        yield Variant("up_to", header + varied, _leaves(lambda d: d[0].endswith(".up_to") and d[1] is had,
                                                        "up to " + ("removed" if had else "added")))
        return
    m = re.search(r"\b([Cc]hoose) (up to )?(\d+) (?!to \d|of the following)", body)
    if m is None or re.search(r"\beach choose", body):
        return
    had = bool(m.group(2))
    varied = header + body[:m.start()] + f"{m.group(1)} {'' if had else 'up to '}{m.group(3)} " + body[m.end():]
    yield Variant("up_to", varied, _leaves(lambda d: d[0].endswith(".up_to") and d[1] is had,
                                           "up to " + ("removed" if had else "added")))


_TRAIT_NEW = "Azure Vanguard"
_TRAIT_NEW_JA = "蒼穹先鋒"


@kind("trait")
def _traits(text: str, lang: str, card_type: str) -> Iterator[Variant]:
    """Another trait in one "(X)" (any trait is legal): only that name changes."""
    header, body = _split_header(text)
    pattern = {"en": r"\(([A-Z][^()]*)\)", "ja": r"[（(〔]([^（）()〔〕]+)[）)〕]",
               "zh-Hant": r"[〈（(〔]([^〈〉（）()〔〕]+)[〉）)〕]"}[lang]
    new = _TRAIT_NEW if lang == "en" else _TRAIT_NEW_JA
    for m in re.finditer(pattern, body):
        old = m.group(1)
        if re.fullmatch(r"[\d\s、,.。AP HP]+|Lv[.\d ]*", old) or len(old) > 30:
            continue
        varied = header + body[:m.start(1)] + new + body[m.end(1):]
        ok = lambda d, old=old, new=new: _mentions(d[1], old) and _mentions(d[2], new)  # noqa: E731
        yield Variant("trait", varied, _leaves(ok, f"({old}) → ({new})"))
        break  # one trait per effect: the others are the same part


_COLOURS = {"en": ["blue", "green", "red", "white", "purple"], "ja": ["青", "緑", "赤", "白", "紫"],
            "zh-Hant": ["藍色", "綠色", "紅色", "白色", "紫色"]}


@kind("colour")
def _colours(text: str, lang: str, card_type: str) -> Iterator[Variant]:
    header, body = _split_header(text)
    names = _COLOURS[lang]
    pattern = r"\b(" + "|".join(names) + r")\b" if lang == "en" else "(" + "|".join(names) + ")"
    for m in re.finditer(pattern, body):
        old = m.group(1)
        new = names[(names.index(old) + 2) % len(names)]
        varied = header + body[:m.start()] + new + body[m.end():]
        en_old, en_new = _COLOURS["en"][names.index(old)], _COLOURS["en"][names.index(new)]
        ok = lambda d, a=en_old, b=en_new: _mentions(d[1], a) and _mentions(d[2], b)  # noqa: E731
        yield Variant("colour", varied, _leaves(ok, f"{old} → {new}"))
        break


_OWNERS = {("enemy", "friendly"), ("friendly", "enemy"), ("opponent", "self"), ("self", "opponent"),
           ("enemy", "yours"), ("yours", "enemy")}


@kind("owner")
def _owners(text: str, lang: str, card_type: str) -> Iterator[Variant]:
    """friendly ↔ enemy in one chosen target: "Choose 1 enemy Unit" ↔ "Choose 1 friendly Unit"."""
    header, body = _split_header(text)
    swap = {"en": {"enemy": "friendly", "friendly": "enemy"}, "ja": {"相手の": "自分の", "自分の": "相手の"},
            "zh-Hant": {"對方的": "我方的", "我方的": "對方的"}}[lang]
    pattern = {"en": r"(?<=\d )(?:up to )?\b(enemy|friendly)\b(?= (?:\w+ )*?(?:\([^)]*\) )?Units?\b)",
               "ja": r"(相手の|自分の)(?=ユニット\d+(?:つ|体)(?:まで)?を選)", "zh-Hant": r"(?<=選擇)(對方的|我方的)"}[lang]
    for m in re.finditer(pattern, body):
        old = m.group(1)
        varied = header + body[:m.start(1)] + swap[old] + body[m.end(1):]
        ok = lambda d: d[0].endswith(".who") and (d[1], d[2]) in _OWNERS  # noqa: E731
        yield Variant("owner", varied, _leaves(ok, f"{old} → {swap[old]}"))
        break


_DURATION_SWAP = {"en": {"during this turn": "during this battle", "during this battle": "during this turn"},
                  "ja": {"このターン中": "このバトル中", "このバトル中": "このターン中"},
                  "zh-Hant": {"本回合中": "本次戰鬥中", "本次戰鬥中": "本回合中"}}
# s13-gcg-exec: "this turn" in a condition on the turn's record ("If you have paid … during this turn") names
# the record's span, not a duration (7-6-6): "during this battle" there is another condition, not a variant
_TURN_RECORD = {"en": r"(?:has|have) (?:been )?(?:activated|destroyed|paid|discarded)\b[^.]*?(?:during )?this turn",
                "ja": r"このターン中に[^。]*?ていた",
                "zh-Hant": r"本回合中，?[^，。]*?已"}


@kind("duration")
def _durations(text: str, lang: str, card_type: str) -> Iterator[Variant]:
    """"during this turn" ↔ "during this battle" (8-6-2)."""
    header, body = _split_header(text)
    if re.search(_TURN_RECORD[lang], body):
        return
    table = _DURATION_SWAP[lang]
    for old, new in table.items():
        i = body.find(old)
        if i < 0 and lang == "en":
            i = body.find(old[0].upper() + old[1:])
            old, new = old[0].upper() + old[1:], new[0].upper() + new[1:]
        if i < 0:
            continue
        varied = header + body[:i] + new + body[i + len(old):]
        ok = lambda d: d[0].endswith(".kind") and {d[1], d[2]} == {"turn", "battle"}  # noqa: E731
        yield Variant("duration", varied, _leaves(ok, "turn ↔ battle"))
        break


# s17-gcg: "during this turn" → "until the end of your opponent's next turn" (next_turn.py, 7-6-6-1): the same
# reading but for the duration (turn → until, key end_of_opponents_next_turn); ja / zh-Hant print it first
_LATER_TURN = {"en": (("during this turn", "until the end of your opponent's next turn"),
                      ("During this turn", "Until the end of your opponent's next turn")),
               "ja": (("このターン中、", "次の相手のターン終了時まで、"),),
               "zh-Hant": (("本回合中，", "直到對方下一個回合結束為止，"),)}


@kind("later_turn")
def _later_turns(text: str, lang: str, card_type: str) -> Iterator[Variant]:
    """"during this turn" → "until the end of your opponent's next turn" (s17-gcg, 7-6-6-1)."""
    header, body = _split_header(text)
    if re.search(_TURN_RECORD[lang], body):
        return
    for old, new in _LATER_TURN[lang]:
        i = body.find(old)
        if i < 0:
            continue
        varied = header + body[:i] + new + body[i + len(old):]
        ok = lambda d: (d[0].endswith(".kind") and (d[1], d[2]) == ("turn", "until")) \
            or (d[0].endswith(".key") and (d[1], d[2]) == ("", "end_of_opponents_next_turn"))  # noqa: E731
        yield Variant("later_turn", varied, _leaves(ok, "turn → until the end of the opponent's next turn"))
        break


_TRIGGERS = {"en": {"deploy": "【Deploy】", "attack": "【Attack】", "when_paired": "【When Paired】",
                    "when_linked": "【When Linked】", "destroyed": "【Destroyed】",
                    "activate_main": "【Activate･Main】①：", "activate_once": "【Activate･Main】【Once per Turn】",
                    "burst": "【Burst】"},
             "ja": {"deploy": "【配備時】", "attack": "【アタック時】", "when_paired": "【セット時】",
                    "when_linked": "【リンク時】", "destroyed": "【破壊時】", "activate_main": "【起動・メイン】①：",
                    "activate_once": "【起動・メイン】【ターン1回】", "burst": "【バースト】"},
             "zh-Hant": {"deploy": "【配置時】", "attack": "【攻擊時】", "when_paired": "【搭乘時】",
                         "when_linked": "【共鳴時】", "destroyed": "【破壞時】", "activate_main": "【啟動·主要】①：",
                         "activate_once": "【啟動·主要】【每回合 1 次】", "burst": "【爆發】"}}
_HEADER_FIELDS = (".timing", ".trigger", ".cost", ".optional", ".limit")
_THIS = {"en": r"\bthis (?:Unit|card)\b|\bThis (?:Unit|card)\b", "ja": "このユニット|このカード",
         "zh-Hant": "此機體|此卡"}


@kind("trigger")
def _triggers(text: str, lang: str, card_type: str) -> Iterator[Variant]:
    """One unit trigger for another (【Deploy】 ↔ 【Attack】 ↔ 【When Paired】 ↔ 【When Linked】 ↔
    【Destroyed】 ↔ 【Activate･Main】 with a cost): only the header's reading changes. 【Destroyed】
    only where the body does not act on this unit (it has left play, 4-1-5)."""
    if card_type != "unit":
        return
    table = _TRIGGERS[lang]
    found = next(((timing, mark) for timing, mark in table.items() if text.startswith(mark)), None)
    if found is None:
        return
    body = text[len(found[1]):]
    if body.startswith(("【", "/")) or found[0] == "burst" or re.match(r"[^：:。.]*[：:]", body):
        return  # 【Once per Turn】, "/【Action】", a cost …: another header; a Burst's "this card" is in the shields
    for timing, mark in table.items():
        if timing == found[0] or (timing in ("destroyed", "burst") and re.search(_THIS[lang], body)):
            continue
        ok = lambda d: d[0].startswith(_HEADER_FIELDS)  # noqa: E731
        yield Variant("trigger", mark + body, _leaves(ok, f"{found[0]} → {timing}"))


# Conditions put in front of the body's first sentence: each read alone first (`reference`).
CONDITIONS = {
    "en": ["If you have 2 or more (Azure Vanguard) Units in play, ", "If it is your turn, ",
           "If you have 7 or more cards in your trash, ", "If you have a Link Unit in play, ",
           "If your opponent has 7 or more cards in their hand, ", "If there are 3 or less enemy Shields, "],
    "ja": ["〔蒼穹先鋒〕の自分のユニットが2つ以上いるなら、", "自分のターンなら、",
           "自分のトラッシュにカードが7枚以上あるなら、", "味方のリンクユニットがいるなら、",
           "相手の手札が7枚以上あるなら、"],
    "zh-Hant": ["若我方場上有 2 張或更多擁有〈蒼穹先鋒〉的機體，則", "若為我方的回合，則",
                "若我方廢棄區中有 7 張或更多卡牌，則", "若友方場上有共鳴機體，則", "若對方手牌在 7 張以上，則"],
}


def _reference_condition(lead: str, lang: str) -> Any | None:
    """The condition `lead` reads as, alone (None when the reader does not read it: no variant)."""
    draw = {"en": "draw 1.", "ja": "自分は1枚ドローする。", "zh-Hant": "抽 1 張卡。"}[lang]
    header = _TRIGGERS[lang]["deploy"]
    ability = read(header + lead + draw, lang, "unit").abilities[0]
    if ability.body is None or len(ability.body) != 1 or ability.body[0].condition is None:
        return None
    return full(ability.body[0].condition)


def _members(cond: Any) -> list[Any]:
    """The conditions that must all hold ("all" flattened)."""
    if not cond:
        return []
    if cond["kind"] == "all":
        return [m for c in dict(cond["params"]).get("conditions") or [] for m in _members(c)]
    return [cond]


def _condition_added(cond: Any) -> Check:
    """The first step (of the ability, or of the first ■ option's) now also needs `cond` (10-2-1);
    nothing else changed."""
    def check(old: dict[str, Any], new: dict[str, Any]) -> str | None:
        before, after = old.get("body") or [], new.get("body") or []
        if len(before) != len(after) or {k: v for k, v in old.items() if k != "body"} != \
                {k: v for k, v in new.items() if k != "body"}:
            return f"expected the condition added, got {diffs(old, new)[:3]}"
        changed = [i for i, (a, b) in enumerate(zip(before, after, strict=True)) if a != b]
        if not changed:
            return "reads as the original (expected the condition added)"
        for i in changed:
            a, b = before[i], after[i]
            if {k: v for k, v in a.items() if k != "condition"} != {k: v for k, v in b.items() if k != "condition"}:
                return f"expected the condition added, got {diffs(a, b)[:3]}"
            if sorted(map(repr, _members(b["condition"]))) != sorted(map(repr, [cond, *_members(a["condition"])])):
                return f"expected the condition added, got {diffs(a, b)[:3]}"
        return None
    return check


def _names_a_number(body: str) -> bool:
    """s14-cont: a first sentence that only counts ("Count up the number of X. … that number …",
    reader/counted_number.py) does nothing of its own: "If C," on it would make every later step depend on
    C in a way the rules do not settle — no single right reading, so no variant."""
    first = re.split(r"(?<!Lv)\.(?=\s|$)|。", body, maxsplit=1)[0]
    return first.startswith(("Count up", "計算")) or "の数を数え" in first


@kind("condition")
def _conditions(text: str, lang: str, card_type: str) -> Iterator[Variant]:
    """"If C, " added in front of the body's first sentence (10-2-1): the variant reads as the
    original with C on its first step, nothing else changed."""
    header, body = _split_header(text)
    if not header or not body or body.startswith(("If ", "During", "While", "When", "■", "(")) \
            or header.startswith(("【Pilot】", "【パイロット】", "【駕駛員】")) \
            or re.match(r"^[^、。]*(場合|時|中|なら)、", body) or re.match(r"^[^，。]*(場合|時|若)", body) \
            or (header.startswith(("【Burst】", "【バースト】", "【爆發】")) and "Activate" in body):
        return
    if lang == "en" and not body[0].isupper():
        return
    if _names_a_number(body):
        return
    for lead in CONDITIONS[lang]:
        cond = _reference_condition(lead, lang)
        if cond is None:
            continue
        first = body[0].lower() + body[1:] if lang == "en" else body
        yield Variant("condition", header + lead + first, _condition_added(cond))


# Steps joined after the last one (10-2-1): each must read as it reads alone.
_THEN = {"en": [" Then, draw 1.", " Then, discard 1.", " Then, deal 1 damage to all enemy Units."],
         "ja": ["その後、自分は1枚ドローする。", "その後、自分の手札1枚を捨てる。", "その後、相手のユニットすべてに1ダメージを与える。"],
         "zh-Hant": ["之後，抽 1 張卡。", "之後，丟棄 1 張手牌。", "之後，給予對方所有機體 1 點傷害。"]}


def _alone(tail: str, lang: str) -> list[Any] | None:
    """The steps a joined sentence reads as alone ("Then, " / 「その後、」 / 「之後，」 left off)."""
    sentence = re.sub(r"^\s*(?:Then, |その後、|之後，)", "", tail)
    ability = read(_TRIGGERS[lang]["deploy"] + sentence[0].upper() + sentence[1:], lang, "unit").abilities[0]
    return None if ability.body is None else full(ability.body)


@kind("then")
def _then(text: str, lang: str, card_type: str) -> Iterator[Variant]:
    """"… Then, draw 1." joined after the last step (10-2-1): the original's steps, then a draw."""
    header, body = _split_header(text)
    if not header or not body or "■" in body or text.rstrip().endswith((")", "）")) \
            or not body.rstrip().endswith((".", "。")):
        return
    if header.startswith(("【During", "【Pilot", "【リンク中", "【セット中", "【共鳴中", "【搭乘中")) \
            or re.search(r"\b[Ww]hen\b|とき|時，", body):
        return  # a delayed trigger's effect: "Then, …" would join it, not the ability (another reading)

    for tail in _THEN[lang]:
        alone = _alone(tail, lang)
        if alone is None:
            continue

        def check(old: dict[str, Any], new: dict[str, Any], alone: list[Any] = alone) -> str | None:
            before, after = old.get("body") or [], new.get("body") or []
            if len(after) != len(before) + len(alone):
                return f"expected {len(alone)} more step(s), got {len(after) - len(before)}"
            rest_old = {k: v for k, v in old.items() if k != "body"}
            rest_new = {k: v for k, v in new.items() if k != "body"}
            if rest_old != rest_new or after[:len(before)] != before:
                return f"changed the steps before: {diffs(old, new)[:3]}"
            joined = after[len(before):]
            return None if joined == alone else f"the joined step reads as {diffs(alone, joined)[:3]}"
        yield Variant("then", text.rstrip() + tail, check)


# What a chosen unit undergoes, as the corpus prints it after "Choose 1 … Unit." (the most frequent
# sentences there): each swapped for each other one.
VERBS = {
    "en": ["Deal 2 damage to it.", "Return it to its owner's hand.", "Rest it.", "Destroy it.",
           "It gets AP-2 during this turn.", "It recovers 2 HP.", "Set it as active.",
           "It gains <Blocker> during this turn.", "It can't attack during this turn."],
    "ja": ["それに2ダメージを与える。", "それを持ち主の手札に戻す。", "それをレストにする。", "それを破壊する。",
           "このターン中、それをAP-2する。", "それを2回復する。", "それをアクティブにする。",
           "このターン中、それは《ブロッカー》を得る。", "このターン中、それはアタックできない。"],
    "zh-Hant": ["給予該機體 2 點傷害。", "將該機體放回持有者的手牌。", "將該機體轉為休息狀態。", "破壞該機體。",
                "本回合中，該機體的 AP-2。", "該機體回復 2 點 HP。", "將該機體轉為活躍狀態。",
                "本回合中，該機體獲得《阻擋者》。", "本回合中，該機體無法攻擊。"],
}
_CHOSEN = {"en": r"[Cc]hoose 1 [^.]*?Unit[^.]*?\. ", "ja": r"ユニット1つを選ぶ。", "zh-Hant": r"選擇[^。]*?1 張[^。]*?機體。"}


def _verb_steps(sentence: str, lang: str) -> list[Any] | None:
    """The steps `sentence` reads as after a choice of one enemy unit (None: not read)."""
    choose = {"en": "Choose 1 enemy Unit. ", "ja": "相手のユニット1つを選ぶ。", "zh-Hant": "選擇對方的 1 張機體。"}[lang]
    ability = read(_TRIGGERS[lang]["deploy"] + choose + sentence, lang, "unit").abilities[0]
    return None if ability.body is None else full(ability.body[1:])


@kind("verb")
def _verbs(text: str, lang: str, card_type: str) -> Iterator[Variant]:
    """What is done to the chosen unit, swapped for another thing done to it: the variant reads as
    the original with that step (those steps) replaced by the other sentence's, alone."""
    header, body = _split_header(text)
    for m in re.finditer(_CHOSEN[lang], body):
        said = next((v for v in VERBS[lang] if body.startswith(v, m.end())), None)
        if said is None:
            continue
        steps = _verb_steps(said, lang)
        for other in VERBS[lang]:
            replaced = _verb_steps(other, lang) if other != said else None
            if steps is None or replaced is None:
                continue
            varied = header + body[:m.end()] + other + body[m.end() + len(said):]

            def check(old: dict[str, Any], new: dict[str, Any], steps=steps, replaced=replaced,
                      other=other) -> str | None:
                before = old.get("body") or []
                at = next((i for i in range(len(before)) if before[i:i + len(steps)] == steps), None)
                if at is None:
                    return None if new.get("body") else "unread"
                expected = dict(old, body=before[:at] + replaced + before[at + len(steps):])
                found = diffs(expected, new)
                return f"expected “{other}” as read alone, got {found[:3]}" if found else None
            yield Variant("verb", varied, check)
        break


@kind("may")
def _may(text: str, lang: str, card_type: str) -> Iterator[Variant]:
    """"Choose 1 …" → "You may choose 1 …" (10-1-3; ja 「…を選んでもよい。」, zh 「可以選擇…」): only
    the choice becomes optional."""
    header, body = _split_header(text)
    if lang != "en":
        if not header:
            return
        if lang == "ja":
            m = re.match(r"[^。]*?ユニット\d+つを選ぶ。", body)
            varied = None if m is None else body[:m.end() - 3] + "選んでもよい。" + body[m.end():]
        else:
            varied = "可以" + body if re.match(r"選擇[^。]*?\d+ ?張", body) else None
        if varied is None:
            return
        ok_ = lambda d: d[0].endswith((".may", ".optional")) and d[1] is False and d[2] is True  # noqa: E731
        yield Variant("may", header + varied, _leaves(ok_, "the choice optional"))
        return
    m = re.match(r"Choose (?=\d+ (?!of the following))", body)
    if m is None or not header:
        return
    varied = header + "You may choose " + body[m.end():]
    ok = lambda d: d[0].endswith((".may", ".optional")) and d[1] is False and d[2] is True  # noqa: E731
    yield Variant("may", varied, _leaves(ok, "the choice optional"))


# s17-gcg round 2: "Choose 1 X. <Verb> it." → "Choose 1 X. You may <verb> it." — the verb after the choice optional
# (10-3-3 chosen first, then 10-1-3); ja 「…する。」 → 「…してもよい。」, zh-Hant 「將該機體…」 → 「可以將該機體…」
_MAY_AFTER = {
    "en": re.compile(r"(?P<choice>Choose (?:up to )?1 [^.]+?\. )(?P<verb>(?:Deal|Rest|Destroy|Return|Set|Place|Exile)"
                     r" [^.]*?\bit\b[^.]*?\.)"),
    "ja": re.compile(r"(?P<choice>(?:ユニット|ベース)1つ(?:まで)?を選ぶ。)(?P<verb>(?:それ|そのユニット)(?:に|を)[^。]*?)"
                     r"(?P<end>する|与える|戻す|置く)。"),
    "zh-Hant": re.compile(r"(?P<choice>選擇[^。]*?(?:最多 ?)?1 ?張[^。]*?。)(?P<verb>(?:將|給予|破壞)該機體[^。]*?。)"),
}
_JA_MAY_END = {"する": "してもよい", "与える": "与えてもよい", "戻す": "戻してもよい", "置く": "置いてもよい"}


@kind("may_after_choice")
def _may_after_choice(text: str, lang: str, card_type: str) -> Iterator[Variant]:
    """"Choose 1 enemy Unit. Rest it." → "Choose 1 enemy Unit. You may rest it." (s17-gcg round 2)."""
    header, body = _split_header(text)
    m = _MAY_AFTER[lang].search(body)
    if m is None or not header:
        return
    if lang == "en":
        verb = m.group("verb")
        middle = m.group("choice") + "You may " + verb[0].lower() + verb[1:]
    elif lang == "ja":
        middle = m.group("choice") + m.group("verb") + _JA_MAY_END[m.group("end")] + "。"
    else:
        middle = m.group("choice") + "可以" + m.group("verb")
    varied = header + body[:m.start()] + middle + body[m.end():]
    # "… and <verb>": the "may" covers the joined step too (its `under_may`, 10-1-3)
    ok = lambda d: (d[0].endswith(".may") and d[1] is False and d[2] is True) or (  # noqa: E731
        d[0].endswith(".extra") and d[1] == [] and d[2] == [["under_may", True]])
    yield Variant("may_after_choice", varied, _leaves(ok, "the verb after the choice optional"))


# A condition over a continuous effect: "During your turn, this Unit gets AP+1." (no header).
LEADS = {"en": ["During your turn, ", "While you have 2 or more (Azure Vanguard) Units in play, "],
         "ja": ["自分のターン中、", "〔蒼穹先鋒〕の自分のユニットが2つ以上いる間、"],
         "zh-Hant": ["在我方的回合中，", "我方場上有 2 張或更多擁有〈蒼穹先鋒〉的機體期間，"]}


def _reference_lead(lead: str, lang: str) -> Any | None:
    gets = {"en": "all your Units get AP+1.", "ja": "自分のユニットすべてをAP+1する。", "zh-Hant": "我方所有機體的 AP+1。"}
    ability = read(lead + gets[lang], lang, "unit").abilities[0]
    if ability.body is None or len(ability.conditions) != 1:
        return None
    return full(ability.conditions[0])


@kind("lead")
def _leads(text: str, lang: str, card_type: str) -> Iterator[Variant]:
    """"During your turn, " / "While …, " in front of a continuous effect (no header): the reading
    gains that condition, nothing else."""
    if text.startswith(("【", "<", "《", "(", "（")) or "\n" in text or re.search(r"\bturn\b|ターン|回合", text) or re.match(
            r"^(During|While|When|If|At)\b|^[^、。]*(中|間|とき|場合|なら)、|^[^，。]*(中|期間|時|若)，", text):
        return
    for lead in LEADS[lang]:
        cond = _reference_lead(lead, lang)
        if cond is None:
            continue
        first = text[0].lower() + text[1:] if lang == "en" and not text.startswith(("[", "<")) else text
        ok = lambda d, cond=cond: d[1] in (None, []) and (d[2] == cond or d[2] == [cond])  # noqa: E731
        yield Variant("lead", lead + first, _leaves(ok, "the condition added"))


@kind("pronoun")
def _pronouns(text: str, lang: str, card_type: str) -> Iterator[Variant]:
    """"Choose 1 enemy Unit. Rest it." ↔ "… Rest that Unit." (the chosen unit named again, as
    several real cards print it): the same reading."""
    if lang != "en":
        return
    header, body = _split_header(text)
    m = re.search(r"[Cc]hoose 1 [^.]*?\bUnit\b[^.]*?\. ", body)
    if m is None or re.search(r"\bthat Unit\b|\bWhen\b|\bwhen\b", body):
        return
    after = body[m.end():]
    swapped = re.sub(r"(?<=[a-z] )it\b(?!s)", "that Unit", after, count=1)
    swapped = re.sub(r"^It (gets|gains|recovers|can't)\b", r"That Unit \1", swapped) if swapped == after else swapped
    if swapped == after:
        return
    ok = lambda d: d[0].endswith(".who") and {d[1], d[2]} <= {"it", "that"}  # noqa: E731

    def check(old: dict[str, Any], new: dict[str, Any]) -> str | None:
        found = [d for d in diffs(old, new) if not ok(d)]
        return f"expected the same reading, changed {found[:3]}" if found else None
    yield Variant("pronoun", header + body[:m.end()] + swapped, check)


# Keywords a step may give (13-1): each swapped for the next, where a step gives one (not the
# card's own keyword ability: a header, `_split_header` leaves it out).
KEYWORDS = {"en": ["<Blocker>", "<First Strike>", "<High-Maneuver>", "<Breach 2>", "<Repair 1>"],
            "ja": ["《ブロッカー》", "《先制攻撃》", "《高機動》", "《突破2》", "《リペア1》"],
            "zh-Hant": ["《阻擋者》", "《先制攻擊》", "《高機動》", "《突破2》", "《修復1》"]}
_KEYWORD_WORDS = ["blocker", "first_strike", "high_maneuver", "breach", "repair"]


@kind("keyword")
def _keywords(text: str, lang: str, card_type: str) -> Iterator[Variant]:
    """"It gains <Blocker> during this turn" → "… <First Strike> …": only the keyword changes."""
    header, body = _split_header(text)
    names = KEYWORDS[lang]
    for i, word in enumerate(names):
        at = body.find(word)
        if at < 0 or re.search(r"\bwith\b\s*$|を持つ$|擁有$", body[:at]):
            continue  # "with <Blocker>" is a filter: a keyword the card has, swapped by `filter`
        new = names[(i + 1) % len(names)]
        old_word, new_word = _KEYWORD_WORDS[i], _KEYWORD_WORDS[(i + 1) % len(names)]

        def ok(d: Diff, a: str = old_word, b: str = new_word) -> bool:
            return (_mentions(d[1], a.replace("_", "")) or _mentions(d[1], a) or d[1] in (None, 1, 2)) and \
                (_mentions(d[2], b) or _mentions(d[2], b.replace("_", "")) or d[2] in (None, 1, 2))
        yield Variant("keyword", header + body[:at] + new + body[at + len(word):], _leaves(ok, f"{word} → {new}"))
        break


_STATS = {"en": (r"(?<=\d )(AP|HP)\b|\b(AP|HP)(?=[+-]\d)", {"AP": "HP", "HP": "AP"}),
          "ja": (r"(AP|HP)(?=\d|[+-]\d)", {"AP": "HP", "HP": "AP"}),
          "zh-Hant": (r"(AP|HP)(?= ?\d|[+-]\d)", {"AP": "HP", "HP": "AP"})}


@kind("stat")
def _stat_swaps(text: str, lang: str, card_type: str) -> Iterator[Variant]:
    """AP ↔ HP in one bound or one change ("with 3 or less HP" ↔ "… AP", "AP+2" ↔ "HP+2")."""
    header, body = _split_header(text)
    pattern, swap = _STATS[lang]
    for m in re.finditer(pattern, body):
        old = m.group(m.lastindex or 1)
        start, end = m.span(m.lastindex or 1)
        if re.match(r"\s*(?:for each|equal)", body[end + 3:]) or re.search(r"recover|回復|(?:^|[(（・·])$", body[:start]) \
                or re.match(r"\d*(?:[・·)]|\s*HP)", body[end:]):
            continue  # "recovers 2 HP" (no AP recovers), a token's own stats, "AP2・HP2"
        pair = (old.lower(), swap[old].lower())
        ok = lambda d, pair=pair: (d[1], d[2]) == pair  # noqa: E731
        yield Variant("stat", header + body[:start] + swap[old] + body[end:], _leaves(ok, f"{old} → {swap[old]}"))
        break


# Filters put on a chosen enemy unit (10-3-3): "Choose 1 enemy Unit" → "… with 3 or less HP".
FILTERS = {"en": [("Unit", "Unit with 3 or less HP"), ("Unit", "Unit that is Lv.4 or lower"),
                  ("Unit", "Unit with <Blocker>"), ("enemy Unit", "rested enemy Unit"),
                  ("enemy Unit", "active enemy Unit"), ("enemy Unit", "enemy (Azure Vanguard) Unit"),
                  ("Unit", "Unit with 5 or more AP"), ("enemy Unit", "damaged enemy Unit")],
           "ja": [("相手のユニット", "HP3以下の相手のユニット"), ("相手のユニット", "Lv.4以下の相手のユニット"),
                  ("相手のユニット", "《ブロッカー》を持つ相手のユニット"), ("相手のユニット", "レストの相手のユニット"),
                  ("相手のユニット", "アクティブの相手のユニット"), ("相手のユニット", "〔蒼穹先鋒〕の相手のユニット"),
                  ("相手のユニット", "AP5以上の相手のユニット"), ("相手のユニット", "ダメージを受けている相手のユニット")],
           "zh-Hant": [("機體", "HP 3 以下的機體"), ("機體", "Lv.4 以下的機體"), ("機體", "擁有《阻擋者》的機體"),
                       ("機體", "休息狀態的機體"), ("機體", "活躍狀態的機體"), ("機體", "擁有〈蒼穹先鋒〉的機體"),
                       ("機體", "AP 5 以上的機體"), ("機體", "受到傷害的機體")]}
_PLAIN_CHOICE = {"en": r"[Cc]hoose 1 enemy Unit(?=\. )", "ja": r"(?<=】)相手のユニット1つを選ぶ",
                 "zh-Hant": r"選擇對方的 1 張機體(?=。)"}


def _reference_filters(lang: str, old: str, new: str) -> list[Any] | None:
    """The filters `new` adds to a plain enemy unit, read alone."""
    plain = {"en": "Choose 1 enemy Unit. Rest it.", "ja": "相手のユニット1つを選ぶ。それをレストにする。",
             "zh-Hant": "選擇對方的 1 張機體。將該機體轉為休息狀態。"}[lang]
    first = plain.find(old)
    text = _TRIGGERS[lang]["deploy"] + plain[:first] + new + plain[first + len(old):]
    ability = read(text, lang, "unit").abilities[0]
    if ability.body is None or ability.body[0].target is None:
        return None
    return full(ability.body[0].target.filters)


@kind("filter")
def _filters(text: str, lang: str, card_type: str) -> Iterator[Variant]:
    """A filter added to "Choose 1 enemy Unit" (HP, Lv., keyword, state, trait, AP, damaged): the
    choice reads with that filter, nothing else changes."""
    header, body = _split_header(text)
    m = re.search(_PLAIN_CHOICE[lang], body)
    if m is None:
        return
    for old, new in FILTERS[lang]:
        added = _reference_filters(lang, old, new)
        if added is None:
            continue
        phrase = m.group(0)
        at = phrase.rfind(old) if lang == "en" else phrase.find(old)
        varied_phrase = phrase[:at] + new + phrase[at + len(old):]

        def check(o: dict[str, Any], n: dict[str, Any], added: list[Any] = added) -> str | None:
            found = diffs(o, n)
            good = [d for d in found if d[0].endswith(".filters") and isinstance(d[2], list)
                    and sorted(map(repr, d[2])) == sorted(map(repr, [*d[1], *added]))]
            if not found:
                return "reads as the original (expected the filter)"
            return None if good and len(good) == len(found) else f"expected the filter added, got {found[:3]}"
        yield Variant("filter", header + body[:m.start()] + varied_phrase + body[m.end():], check)


_PAIR_LEADS = {"en": ["【During Pair】", "【During Link】"], "ja": ["【セット中】", "【リンク中】"],
               "zh-Hant": ["【搭乘中】", "【共鳴中】"]}


@kind("pair_lead")
def _pair_leads(text: str, lang: str, card_type: str) -> Iterator[Variant]:
    """【During Pair】 / 【During Link】 put before a unit's 【Attack】 / 【Destroyed】 / 【Activate･Main】
    (13-2-10, 13-2-12): the ability gains that condition only."""
    if card_type != "unit":
        return
    marks = [v for k, v in _TRIGGERS[lang].items() if k in ("attack", "destroyed", "activate_main")]
    if not any(text.startswith(mark.rstrip("①：")) for mark in marks):
        return
    for lead in _PAIR_LEADS[lang]:
        ok = lambda d: d[0] == ".conditions" and isinstance(d[2], list) and len(d[2]) == len(d[1]) + 1  # noqa: E731
        yield Variant("pair_lead", lead + text, _leaves(ok, f"{lead} added"))


_ONCE = {"en": "【Once per Turn】", "ja": "【ターン1回】", "zh-Hant": "【每回合 1 次】"}


@kind("once")
def _once(text: str, lang: str, card_type: str) -> Iterator[Variant]:
    """【Once per Turn】 added after 【Attack】 / 【Activate･Main】's marker (13-2-13)."""
    for timing in ("attack", "activate_main"):
        mark = _TRIGGERS[lang][timing].rstrip("①：")
        if text.startswith(mark) and not re.search(r"Once per Turn|ターン1回|每回合 ?1 ?次", text):
            ok = lambda d: d[0].endswith(".limit") and d[1] is None  # noqa: E731
            yield Variant("once", mark + _ONCE[lang] + text[len(mark):], _leaves(ok, "once per turn"))


_SUBJECTS = {"en": [(r"\b[Tt]his Unit (gets|gains|can't)\b", "all your (Azure Vanguard) Units {}"),
                    (r"\b[Tt]his Unit (gets|gains|can't)\b", "all friendly Units {}")],
             "ja": [(r"このユニットは", "〔蒼穹先鋒〕の自分のユニットすべては"), (r"このユニットを(?=AP|HP)", "自分のユニットすべてを")],
             "zh-Hant": [(r"此機體的(?=AP|HP)", "我方所有機體的"), (r"此機體(?=獲得|無法)", "我方所有機體")]}
_PLURAL_VERBS = {"gets": "get", "gains": "gain", "can't": "can't"}


@kind("subject")
def _subjects(text: str, lang: str, card_type: str) -> Iterator[Variant]:
    """"This Unit gets AP+1 / gains <K> / can't …" ↔ "all your (X) Units …" / "all friendly Units …"
    (a continuous effect's or a step's subject): only the subject's reading changes."""
    if card_type != "unit":
        return
    header, body = _split_header(text)
    for pattern, subject in _SUBJECTS[lang]:
        m = re.search(pattern, body)
        if m is None or (lang == "en" and (re.search(r"\bit\b|\bIt\b", body[m.end():])
                                           or body[:m.start()].endswith("battling "))):
            continue
        new = subject.format(_PLURAL_VERBS[m.group(1)]) if lang == "en" else subject
        if lang == "en" and (m.start() == 0 or body[:m.start()].rstrip().endswith((".", ":", "："))):
            new = new[0].upper() + new[1:]
        varied = header + body[:m.start()] + new + body[m.end():]
        ok = lambda d: re.search(r"\.(?:who|count|all|filters)(?:\[|$)", d[0]) is not None  # noqa: E731
        yield Variant("subject", varied, _leaves(ok, f"this Unit → {new}"))


# --- running them --------------------------------------------------------------------------------


@dataclass
class Outcome:
    kind: str
    original: str
    variant: str
    result: str  # "right", "unread", "misread"
    why: str = ""
    runs: bool | None = None  # read right: does the executor run it (None: the original does not)
    run_why: str = ""  # why the executor does not


def _ability(reading: Reading, index: int) -> Ability | None:
    return reading.abilities[index] if index < len(reading.abilities) else None


def outcomes(text: str, lang: str, card_type: str, kinds: Iterable[str] | None = None) -> Iterator[Outcome]:
    """Every variant of every automated ability of one printed text, judged."""
    original = read(text, lang, card_type)
    runs_before = printed.run_reasons(original)
    for index, ability in enumerate(original.abilities):
        if ability.body is None or ability.text not in text:
            continue
        before = full(ability)
        for name in kinds or KINDS:
            for variant in KINDS[name](ability.text, lang, card_type):
                if variant.text == ability.text:
                    continue
                reading = read(text.replace(ability.text, variant.text, 1), lang, card_type)
                after = _ability(reading, index)
                if after is None or len(reading.abilities) != len(original.abilities):
                    yield Outcome(name, ability.text, variant.text, "misread", "another number of abilities")
                    continue
                if after.body is None:
                    yield Outcome(name, ability.text, variant.text, "unread", after.reason)
                    continue
                why = variant.check(before, full(after))
                if why:
                    yield Outcome(name, ability.text, variant.text, "misread", why)
                    continue
                run_why = None if runs_before[index] else printed.run_reasons(reading)[index]
                yield Outcome(name, ability.text, variant.text, "right",
                              runs=None if runs_before[index] else run_why is None, run_why=run_why or "")


def corpus_texts(path: str = "data/cards/corpus/gcg.yaml") -> Iterator[tuple[str, str, str]]:
    """(text, lang, card type) of every printed text of the template corpus."""
    import yaml

    with open(path, encoding="utf-8") as fh:
        cards = yaml.safe_load(fh)
    for card in cards:
        text = card.get("text")
        if not text:
            continue
        printings = text if isinstance(text, dict) else {"en": text}
        for lang, printed_text in printings.items():
            yield printed_text, lang, str(card.get("type", "unit")).lower()


def jsonl_texts(paths: Iterable[str]) -> Iterator[tuple[str, str, str]]:
    """(text, "en", card type) of real card lists (JSON lines): for measuring only."""
    import json

    for path in paths:
        with open(path, encoding="utf-8") as fh:
            for line in fh:
                card = json.loads(line)
                if card.get("text"):
                    yield card["text"], card.get("lang", "en"), str(card.get("type", "unit")).lower()


def tally(found: Iterable[Outcome]) -> dict[str, dict[str, int]]:
    """Per kind: variants, read right, unread, misread, read right but not run."""
    out: dict[str, dict[str, int]] = {}
    for o in found:
        row = out.setdefault(o.kind, {"variants": 0, "right": 0, "unread": 0, "misread": 0, "not_run": 0})
        row["variants"] += 1
        row[o.result] += 1
        row["not_run"] += o.runs is False
    return out
