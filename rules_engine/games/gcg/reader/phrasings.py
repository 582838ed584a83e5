"""s9-gcg-a (issue 29): phrase families newer sets print that no earlier part read, each in
every position and with every subject it can take, in the official phrasings (en / ja / zh-Hant).
Each list is (pattern, build, template id), spliced into the language's grammar lists:

- conditions on ANY player ("If there is a player with 3 or less Shields", "if a player has N
  or more cards in their hand"): some one player — you or an enemy — meets it (4-6, 4-8; a team
  shares one shield area, 12-3);
- a restriction or a gain that lasts "while <cond>", printed AFTER it ("This Unit can't attack
  while there are 6 or less cards in your trash."): the same as "While <cond>, …" (10-1-5-3);
- "It gets <First Strike> during this turn": "gets" a keyword is "gains" it (13-1);
- "If you use an EX Resource to play this card, …" (a command paid with an EX Resource, 5-17-3-2);
- "(When playing this card,) choose 1 of the following effects and activate it:" and its ■ lines: a
  `choose_mode` step holding each ■ line's steps, read as a whole effect of its own (its `it` is
  its own). The engine has no prompt for choosing among effects yet: such an effect is read, and
  resolved by hand (printed.py says so);
- "without <Breach>" / 「《突破》を持たない」 / 「不擁有《突破》的」 after a target noun: a unit with no such
  keyword effect as it is now (13-1; one keyword, no value);
- "<subject> gains the following effect during this turn / battle:" and its ■ line: a
  `grant_ability` step holding the granted ability as read (its own markers and trigger, 13-2);
  by hand too (the engine cannot give a card an effect yet).
"""

from __future__ import annotations

import copy
import re
from dataclasses import replace
from typing import Any

from ....core.effects.model import Condition, Filter, Step
from ....core.effects.reader import Context, Lead, Unread, apply_leads, first_match
from . import build as b

_BOUND = {"more": ">=", "less": "<=", "fewer": "<=", "以上": ">=", "以下": "<=", "或更多": ">=", "或更少": "<="}


def _any_player(kind: str) -> Any:
    """"there is a player with N or less Shields" / "a player has N or more cards in their hand":
    any one player, yourself included (12-2-6 speaks of enemy players; "a player" is any)."""
    def build(s: Any) -> Condition:
        return Condition.of(kind, player="any", op=_BOUND[s.bound], n=int(s.n))
    return build


def _trailing_while(grammar: str) -> Any:
    """"<a lasting effect> while <cond>" = "While <cond>, <a lasting effect>" (10-1-5-3)."""
    def build(s: Any) -> Any:
        if grammar == "en":
            from .en import SENTENCES
            body, raw = s.body, s.raw("body")
        else:
            from .ja import SENTENCES  # type: ignore[no-redef]
            body = raw = f"{s.subj}は{s.rest}"
        built = first_match(SENTENCES, body, s.ctx)
        steps = list(built) if isinstance(built, list | tuple) else [built]
        return apply_leads([Lead("while", s.cond)], steps, s.ctx, raw)
    return build


# --- choosing one of several effects ("choose 1 of the following effects and activate it:") ----------

MODES_LEAD = re.compile(r"(?:(?:When playing this card, )?choose (?P<n>\d+) of the following effects? and "
                        r"activate (?:it|them)|gains? the following effects?(?: during this (?:turn|battle)"
                        r"| (?:until the end of|during) your(?: opponent's)? next turn)?)"  # s18-gcg round 2: during
                        r"\s*:\s*(?=■)", re.IGNORECASE)


def split_modes(body: str, split: Any) -> list[str] | None:
    """The body's sentences with the modal sentence and its ■ lines kept as one piece (its ■ lines
    are effects of their own, not sentences of this one); None when the body prints none."""
    m = MODES_LEAD.search(body)
    if m is None:
        return None
    start = m.start()
    if m.group("n") is None:  # "It gains the following effect": from the start of its sentence
        ends = [e.end() for e in re.finditer(r"(?<!Lv)\.(?=\s)", body[:start])]
        start = ends[-1] if ends else 0
    before = split(body[:start])
    head = body[:start]
    if before and not head.rstrip().endswith((".", "。")):  # "When playing this card, " is the lead
        last = before.pop()
        return [*before, f"{last} {body[start:].strip()}".strip()]
    return [*before, body[start:].strip()]


def _granted(s: Any) -> list[Step]:
    """"It gains the following effect during this turn:\n■<an ability>" (10-1-5; the granted
    ability read as a printed one, its markers included)."""
    from .en import GRAMMAR

    return read_granted(s, GRAMMAR)


def read_granted(s: Any, GRAMMAR: Any) -> list[Step]:
    """The granted ■ line read as a printed ability in the language's grammar (en here; ja,
    zh-Hant: modes.py, s11-gcg-exec); its duration printed in the sentence or as a lead."""
    from ....core.effects.reader import read_ability

    lines = [line.strip() for line in s.granted.split("■") if line.strip()]
    if len(lines) != 1:
        raise Unread(s.raw("granted"), "several effects granted at once: resolved by hand")
    abilities = read_ability(lines[0], GRAMMAR)
    if len(abilities) != 1 or abilities[0].body is None:
        raise Unread(abilities[0].unread or lines[0] if abilities else lines[0],
                     f"a granted effect: {abilities[0].reason if abilities else 'not understood'}")
    step = Step("grant_ability", target=s.sel, extra=(("ability", abilities[0]),))
    if s.has("later"):  # s17-gcg round 2: "… until the end of your (opponent's) next turn:" (7-6-6-1)
        key = "end_of_opponents_next_turn" if "opponent" in s.raw("later") else "end_of_your_next_turn"
        return [replace(step, until=b.DURATIONS[key])]
    return [replace(step, until=s.dur) if s.has("dur") else step]


def _modes(s: Any) -> list[Step]:
    """Each ■ line read as an effect of its own: its sentences, its own `it` (10-3-3)."""
    from .en import GRAMMAR

    return read_modes(s, GRAMMAR)


def read_modes(s: Any, GRAMMAR: Any) -> list[Step]:
    """s9-gcg-c: the ■ lines read in the language's grammar (en here; ja, zh-Hant: modes.py)."""
    if int(s.n) != 1:
        raise Unread(s.raw("modes"), "choosing several of the following effects: resolved by hand")
    modes = [line.strip() for line in s.modes.split("■") if line.strip()]
    if len(modes) < 2:
        raise Unread(s.raw("modes"))
    read: list[tuple[Step, ...]] = []
    for text in modes:
        sub: Context = copy.copy(s.ctx)
        sub.referent, sub.conditions = None, []
        steps: list[Step] = []
        for number, sentence in enumerate(GRAMMAR.split_sentences(text)):
            sub.sentence = number + 1  # inside an effect: never the ability's own trigger / window
            steps.extend(GRAMMAR.sentence(sentence, sub))
        if not steps:
            raise Unread(text)
        read.append(tuple(GRAMMAR.finish(steps)))
    return [Step("choose_mode", amount=None, extra=(("modes", tuple(read)),))]


# --- two trigger markers joined by "/" ("【Deploy】/【Attack】": either event triggers it, 13-2) -----

# The printed trigger markers and their timing keys (common.py's), per language.
TRIGGER_MARKERS = {
    "en": {"deploy": "deploy", "attack": "attack", "destroyed": "destroyed", "when paired": "when_paired",
           "when linked": "when_linked"},
    "ja": {"配備時": "deploy", "アタック時": "attack", "破壊時": "destroyed", "セット時": "when_paired",
           "リンク時": "when_linked"},
    "zh-Hant": {"配置時": "deploy", "攻擊時": "attack", "破壞時": "destroyed", "搭乘時": "when_paired",
                "共鳴時": "when_linked"},
}
_JOINED = re.compile(r"【([^【】/]+)】\s*/\s*【([^【】/]+)】")


def join_trigger_markers(text: str, lang: str) -> str:
    """"【Deploy】/【Attack】" → "【Deploy/Attack】" (one marker, as 【Main】/【Action】 is read); only
    two trigger markers are joined — anything else is left as printed."""
    names = TRIGGER_MARKERS[lang]

    def join(m: re.Match[str]) -> str:
        a, b = m.group(1).strip(), m.group(2).strip()
        if a.lower() in names and b.lower() in names and a.lower() != b.lower():
            return f"【{a}/{b}】"
        return m.group(0)
    return _JOINED.sub(join, text)


def either_trigger(lang: str) -> Any:
    """The marker "Deploy/Attack": timing "deploy|attack" — printed.translate makes one effect
    for each (10-1-6: each event triggers it), as it does for 【Main】/【Action】."""
    from ....core.effects.reader import Marker

    names = TRIGGER_MARKERS[lang]

    def build(s: Any) -> Marker:
        return Marker(timing=f"{names[s.a.strip().lower()]}|{names[s.b.strip().lower()]}")
    return build


def either_pattern(lang: str) -> str:
    alternatives = "|".join(re.escape(k) for k in TRIGGER_MARKERS[lang])
    return rf"(?P<a>{alternatives})/(?P<b>{alternatives})"


# --- "without <Keyword>" (a target filter, 13-1) ---------------------------------------------------


def without_keyword(lang: str) -> Any:
    """A selector piece: the keyword named (one, with no value) must be absent."""
    def apply(draft: Any, m: re.Match[str]) -> None:
        from .en import GRAMMAR

        token = m.group("kw")
        name = re.sub(r"\s*\d+$", "", token).strip().lower()
        if lang != "en":  # the printed name in ja / zh-Hant → the keyword (the language's own table)
            from .ja import GRAMMAR as JA
            from .zh_hant import GRAMMAR as ZH
            info = (JA if lang == "ja" else ZH).keywords.get(re.sub(r"\d+$", "", token))
        else:
            info = GRAMMAR.keywords.get(name)
        if info is None or re.search(r"\d+$", token.strip()):
            raise Unread(m.group(0), "a keyword with a value as a filter")
        draft.filters.append(Filter("keyword", "not", info.name))
    return apply


EN_PIECES: list[tuple[str, Any]] = [(r"without <(?P<kw>[^<>]+)>", without_keyword("en"))]
JA_PIECES: list[tuple[str, Any]] = [(r"《(?P<kw>[^《》]+)》を持たない", without_keyword("ja"))]
ZH_PIECES: list[tuple[str, Any]] = [(r"不擁有《(?P<kw>[^《》]+)》的", without_keyword("zh-Hant"))]


_SHIELDS = r"(?:shields|Shields|shield|Shield)"

_PLAYED_WITH_EX = Condition.of("played_with_ex")

EN_CONDITIONS: list[tuple[str, Any, str]] = [
    # "If you use an EX Resource to play this card," (a command played paying with one, 5-17-3-2)
    (r"you (?:use|used) an EX Resource to play this card", lambda s: _PLAYED_WITH_EX, "c.if_played_with_ex"),
    (rf"there is a player with (?P<n>\d+) or (?P<bound>more|less|fewer) {_SHIELDS}"
     r"(?: in (?:their|the) shield area)?", _any_player("shields"), "c.if_any_player"),
    (rf"(?:a|any) player has (?P<n>\d+) or (?P<bound>more|less|fewer) {_SHIELDS}", _any_player("shields"),
     "c.if_any_player"),
    (r"there is a player with (?P<n>\d+) or (?P<bound>more|less|fewer) cards in their hand",
     _any_player("hand_size"), "c.if_any_player"),
    (r"(?:a|any) player has (?P<n>\d+) or (?P<bound>more|less|fewer) cards in their hand",
     _any_player("hand_size"), "c.if_any_player"),
]

# Sentences: after every other template (the whole sentence did not read as one).
EN_SENTENCES: list[tuple[str, Any, str]] = [
    (r"{sel} gains? the following effects?(?: during {dur}| (?P<later>until the end of your(?: opponent's)? next "
     r"turn))?\s*:\s*(?P<granted>■[\s\S]+)", _granted, "v.grant_ability"),  # later: s17-gcg round 2
    (r"(?:When playing this card, )?choose (?P<n>\d+) of the following effects? and activate (?:it|them)\s*:\s*"
     r"(?P<modes>■[\s\S]+)", _modes, "v.choose_mode"),
    (r"(?P<body>.+?) while {cond}", _trailing_while("en"), "c.while_trailing"),
]

JA_CONDITIONS: list[tuple[str, Any, str]] = [
    (r"EXリソースを使用してこのカードをプレイした", lambda s: _PLAYED_WITH_EX, "c.if_played_with_ex"),
    (r"シールドが(?P<n>\d+)(?:つ|枚)(?P<bound>以上|以下)のプレイヤーがいる", _any_player("shields"), "c.if_any_player"),
    (r"手札が(?P<n>\d+)枚(?P<bound>以上|以下)のプレイヤーがいる", _any_player("hand_size"), "c.if_any_player"),
]

JA_SENTENCES: list[tuple[str, Any, str]] = [
    # 「このユニットは、自分のトラッシュにカードが6枚以下の間、アタックできない」
    (r"(?P<subj>[^、]+?)は、?{cond}の?間、(?P<rest>.+)", _trailing_while("ja"), "c.while_trailing"),
]

ZH_CONDITIONS: list[tuple[str, Any, str]] = [
    # 「若使用 EX 能源使用此卡牌」 (the corpus's zh-Hant, after the official printing)
    (r"(?:使用|透過) ?EX ?(?:能源|資源)(?:來)?(?:使用|打出)此卡牌", lambda s: _PLAYED_WITH_EX, "c.if_played_with_ex"),
    # 「我方廢棄區中的卡牌在 5 張以下」 (the corpus's phrasing of "there are 5 or less cards in your trash", 4-9)
    (r"我方廢棄區中的{sel}在(?P<n>\d+)張(?P<bound>以上|以下|或更多|或更少)",
     lambda s: b.count(int(s.n), b.in_zone(replace(s.sel, who="yours"), "trash"), _BOUND[s.bound]),
     "c.if_trash_count"),
    (r"有護盾在(?P<n>\d+)張(?P<bound>以上|以下|或更多|或更少)的玩家", _any_player("shields"), "c.if_any_player"),
    (r"有手牌在(?P<n>\d+)張(?P<bound>以上|以下|或更多|或更少)的玩家", _any_player("hand_size"), "c.if_any_player"),
]
