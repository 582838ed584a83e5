"""s9-gcg-a (issue 29): phrase families newer sets print that no earlier part read, each in
every position and with every subject it can take, in the official phrasings (en / ja / zh-Hant).
Each list is (pattern, build, template id), spliced into the language's grammar lists:

- conditions on ANY player ("If there is a player with 3 or less Shields", "if a player has N
  or more cards in their hand"): some one player — you or an enemy — meets it (4-6, 4-8; a team
  shares one shield area, 12-3);
- a restriction or a gain that lasts "while <cond>", printed AFTER it ("This Unit can't attack
  while there are 6 or less cards in your trash."): the same as "While <cond>, …" (10-1-5-3);
- "It gets <First Strike> during this turn": "gets" a keyword is "gains" it (13-1).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ....core.effects.model import Condition
from ....core.effects.reader import Lead, apply_leads, first_match
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


_SHIELDS = r"(?:shields|Shields|shield|Shield)"

EN_CONDITIONS: list[tuple[str, Any, str]] = [
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
    (r"(?P<body>.+?) while {cond}", _trailing_while("en"), "c.while_trailing"),
]

JA_CONDITIONS: list[tuple[str, Any, str]] = [
    (r"シールドが(?P<n>\d+)(?:つ|枚)(?P<bound>以上|以下)のプレイヤーがいる", _any_player("shields"), "c.if_any_player"),
    (r"手札が(?P<n>\d+)枚(?P<bound>以上|以下)のプレイヤーがいる", _any_player("hand_size"), "c.if_any_player"),
]

JA_SENTENCES: list[tuple[str, Any, str]] = [
    # 「このユニットは、自分のトラッシュにカードが6枚以下の間、アタックできない」
    (r"(?P<subj>[^、]+?)は、?{cond}の?間、(?P<rest>.+)", _trailing_while("ja"), "c.while_trailing"),
]

ZH_CONDITIONS: list[tuple[str, Any, str]] = [
    # 「我方廢棄區中的卡牌在 5 張以下」 (the corpus's phrasing of "there are 5 or less cards in your trash", 4-9)
    (r"我方廢棄區中的{sel}在(?P<n>\d+)張(?P<bound>以上|以下|或更多|或更少)",
     lambda s: b.count(int(s.n), b.in_zone(replace(s.sel, who="yours"), "trash"), _BOUND[s.bound]),
     "c.if_trash_count"),
    (r"有護盾在(?P<n>\d+)張(?P<bound>以上|以下|或更多|或更少)的玩家", _any_player("shields"), "c.if_any_player"),
    (r"有手牌在(?P<n>\d+)張(?P<bound>以上|以下|或更多|或更少)的玩家", _any_player("hand_size"), "c.if_any_player"),
]
