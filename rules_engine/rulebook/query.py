"""Read a user's query: which game and language it names, which clause id, what words.

`gcg ja 11-1-3`, `rule 9-4-2`, `第11-4條`, `１３－２－５`, `azur lane 508.1a`,
`ultraman 5.9.4 勝負`, `nexa B9-3`, `11-4 overflow`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from rapidfuzz.distance import DamerauLevenshtein

from .normalize import fold, strip_controls

MAX_QUERY_CHARS = 300  # longer input is read only this far; nobody types a longer clause id

# Longest first: "gundam war" is NEX-A, plain "gundam" is the Gundam Card Game.
GAME_HINTS: list[tuple[str, str]] = [
    ("gundam war nex-a", "nexa"), ("gundam war", "nexa"), ("nex-a", "nexa"), ("nexa", "nexa"),
    ("ガンダムウォー", "nexa"), ("ネグザ", "nexa"), ("鋼彈戰爭", "nexa"), ("高達戰爭", "nexa"),
    ("gundam card game", "gcg"), ("gundam", "gcg"), ("gcg", "gcg"), ("ガンダムカードゲーム", "gcg"),
    ("ガンダム", "gcg"), ("鋼彈", "gcg"), ("高達", "gcg"),
    ("ultraman card game", "ucg"), ("ultraman", "ucg"), ("ucg", "ucg"), ("ウルトラマン", "ucg"),
    ("超人力霸王", "ucg"), ("奧特曼", "ucg"), ("奥特曼", "ucg"),
    ("azur lane tcg", "altcg"), ("azur lane", "altcg"), ("azurlane", "altcg"), ("altcg", "altcg"),
    ("アズールレーン", "altcg"), ("アズレン", "altcg"), ("碧藍航線", "altcg"),
]
LANG_HINTS: list[tuple[str, str]] = [
    ("japanese", "ja"), ("日本語", "ja"), ("日文", "ja"), ("ja", "ja"), ("jp", "ja"),
    ("zh-hant", "zh-Hant"), ("zh-tw", "zh-Hant"), ("chinese", "zh-Hant"), ("中文", "zh-Hant"),
    ("zh", "zh-Hant"), ("tc", "zh-Hant"),
]
# Words that only say "this is a clause reference".
ID_PREFIXES = re.compile(
    r"(?<![a-z])(?:rules?|cr|clause|section|sec|§|no\.?|#)(?=\s|\d|$)|第|條|条|項|节|節"
)

_NUM = r"\d{1,3}"
# `11-4-2`, `5.9.4`, `505.2b`, `101.1a`, `13 - 2 - 5`; a lone 3-digit Azur Lane section `505`.
ID_PATTERN = re.compile(
    rf"(?<![\w.])(?:(?P<nexa>b{_NUM}(?:\s*-\s*{_NUM})*|d(?:\s*-\s*{_NUM})+)|(?P<bare>[bd])|"
    rf"(?P<num>{_NUM}(?:\s*[-.]\s*{_NUM})+[a-z]?|\d{{3}}[a-z]?))(?![\w])"
)
LONE_NUMBER = re.compile(r"^\s*(\d{1,3})\.?\s*$")


@dataclass(slots=True)
class ParsedQuery:
    raw: str
    folded: str
    games: list[str]
    langs: list[str]
    clause_id: str | None  # as typed, folded (`11-4`, `505.2b`, `b9-3`)
    separator: str | None  # "-" or "." when the id used one: a hint at the game
    words: str  # what is left to search as text


def _word_pattern(hint: str) -> re.Pattern:
    if hint.isascii():
        return re.compile(rf"(?<![a-z0-9]){re.escape(hint)}(?![a-z0-9])")
    return re.compile(re.escape(hint))


_GAME_PATTERNS = [(_word_pattern(h), g) for h, g in GAME_HINTS]
_LANG_PATTERNS = [(_word_pattern(h), lang) for h, lang in LANG_HINTS]
# Game names long enough to be recognised misspelt (`ultrman`, `gundum`, `azure lane`): one
# typo (a transposition counts as one), only when no game is named as spelt.
_MISSPELT_HINTS = [(h, g) for h, g in GAME_HINTS if h.isascii() and len(h.replace(" ", "")) >= 6]
_ASCII_WORD = re.compile(r"[a-z][a-z-]*")


def _misspelt_game(text: str) -> tuple[str, str] | None:
    """(the words as typed, the game) for a misspelt game name in `text`, or None."""
    words = _ASCII_WORD.findall(text)
    for hint, game in _MISSPELT_HINTS:
        size = hint.count(" ") + 1
        for start in range(len(words) - size + 1):
            typed = " ".join(words[start:start + size])
            if typed[0] == hint[0] and DamerauLevenshtein.distance(typed, hint) == 1:
                return typed, game
    return None


def parse_query(raw: str, games: list[str] | None = None,
                langs: list[str] | None = None) -> ParsedQuery:
    raw = " ".join(strip_controls(raw).split())  # the query as typed, as the rankers read it
    folded = fold(raw[:MAX_QUERY_CHARS])
    text = folded
    found_games: list[str] = []
    for pattern, game in _GAME_PATTERNS:
        if pattern.search(text):
            text = pattern.sub(" ", text)
            if game not in found_games:
                found_games.append(game)
    if not found_games and not games:
        misspelt = _misspelt_game(text)
        if misspelt:
            text = _word_pattern(misspelt[0]).sub(" ", text, count=1)
            found_games.append(misspelt[1])
    found_langs: list[str] = []
    for pattern, lang in _LANG_PATTERNS:
        if pattern.search(text):
            text = pattern.sub(" ", text)
            if lang not in found_langs:
                found_langs.append(lang)
    text = ID_PREFIXES.sub(" ", text)
    clause_id = separator = None
    match = next((m for m in ID_PATTERN.finditer(text)
                  if not m.group("bare") or "nexa" in (games or found_games)), None)
    if match:  # a bare `d` or `b` is a NEX-A id only when NEX-A is named
        clause_id = re.sub(r"\s+", "", match.group(0))
        separator = "-" if "-" in clause_id else "." if "." in clause_id else None
        text = text[:match.start()] + " " + text[match.end():]
    elif LONE_NUMBER.match(text):  # `ucg 5`, `rule 11`: a chapter
        clause_id = LONE_NUMBER.match(text).group(1)
        text = ""
    return ParsedQuery(
        raw=raw, folded=folded,
        games=list(games) if games else found_games,
        langs=list(langs) if langs else found_langs,
        clause_id=clause_id, separator=separator,
        words=" ".join(text.split()),
    )
