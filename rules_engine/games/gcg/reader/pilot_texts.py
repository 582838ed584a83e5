"""A Pilot card's two texts run together on one line (3-3-9; s17-fmt round 3, #29).

A Pilot prints one text above its name and one below it (3-3-9): above, the Pilot card's own effect,
usually 【Burst】 (3-3-9-1); below, the effect the Unit it is paired with gains (3-3-9-2). The official
list prints a line break between them; a shop or a CSV cell runs them together —
`【Burst】Add this card to your hand. While this Unit is blue, it gains <Repair 1>.` — and nothing in the
typography says whether the second sentence is a second step of the 【Burst】 effect (13-2-5-1) or the
Unit's text.

The card type settles it when the sentence after the 【Burst】 names "this Unit": a Pilot card is never a
Unit (3-3-1: a card paired under a Unit is "a Pilot", anywhere else "a Pilot card"; 3-3-3: it is in the
battle area only under a Unit), and its 【Burst】 resolves while it is a destroyed shield, face up, before
it goes to the trash (13-2-5-1, 5-10-3): there "this Unit" names nothing. On a Pilot "this Unit" is the
Unit it is paired with, which only the text below the name speaks of (3-3-9-2) — so that sentence and
all after it are the Unit's text, and the 【Burst】 text is the one sentence before it.

Only that shape is split: a 【Burst】 text of one sentence followed by a sentence that names this Unit
outside a reminder text, a quoted granted effect or a name. A second sentence that does not name it
("Draw 1.", "… this gets AP+1.", "When playing this card …") could be either text: left as printed (by
hand), never guessed.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_OPENS, _CLOSES = "(（「『[【《<\"“", ")）」』]】》>\"”"


@dataclass(frozen=True, slots=True)
class PilotWords:
    """A language's words for the split: its 【Burst】 marker, "this Unit", and what ends a sentence."""

    burst: str
    this_unit: re.Pattern[str]
    sentence_end: re.Pattern[str]


def split_pilot_texts(text: str, words: PilotWords) -> str:
    """`text` (already in the game's typography) with a line break between a Pilot's 【Burst】 text and
    its Unit's text when they share a line and the card type settles where the first ends (see above)."""
    return "\n".join(_split_line(line, words) for line in text.split("\n"))


def _split_line(line: str, words: PilotWords) -> str:
    if not line.startswith(words.burst):
        return line
    head = len(words.burst)
    first = _sentence_end(line, head, words)
    if first < 0:
        return line
    rest = line[first:].lstrip(" \t\u3000")
    if not rest or rest[0] in _OPENS:  # a marker, keyword or reminder: the layout step's, not ours
        return line
    second = _sentence_end(rest, 0, words)
    sentence = rest[:second] if second > 0 else rest
    if not words.this_unit.search(_outside_brackets(sentence)):
        return line
    return f"{line[:first].rstrip()}\n{rest}"


def _sentence_end(text: str, start: int, words: PilotWords) -> int:
    """Just past the first sentence end from `start` outside brackets and quotes; -1 when none."""
    for m in words.sentence_end.finditer(text, start):
        if _masked(text[start:m.start()])[1]:
            return m.end()
    return -1


def _outside_brackets(text: str) -> str:
    """The words outside brackets and quotes (a reminder text, a quoted granted effect, a [name])."""
    return _masked(text)[0]


def _masked(text: str) -> tuple[str, bool]:
    """`text` with what is inside brackets or quotes (and those marks) as spaces, and whether every
    bracket and quote opened in it is closed at its end."""
    out: list[str] = []
    depth, quoted = 0, False
    for ch in text:
        if ch in "\"“”":
            quoted = not quoted
        elif ch in _OPENS:
            depth += 1
        elif ch in _CLOSES:
            depth = max(0, depth - 1)
        elif depth == 0 and not quoted:
            out.append(ch)
            continue
        out.append(" ")
    return "".join(out), depth == 0 and not quoted


EN = PilotWords("【Burst】", re.compile(r"\bthis unit\b", re.IGNORECASE),
                re.compile(r"(?<!Lv)\.(?=\s|$)|。"))
JA = PilotWords("【バースト】", re.compile("このユニット"), re.compile("。"))
ZH_HANT = PilotWords("【爆發】", re.compile("此機體"), re.compile("。"))
