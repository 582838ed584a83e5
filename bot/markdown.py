"""Text someone typed, shown as typed where Discord renders markdown (message content,
embed text): a display name, a deck or file name, a reason, a card's name from a server's
card file. Plain Python, below every layer: the renderers, the services and `i18n` (which
escapes each value it puts into a log line) all use it."""

from __future__ import annotations

import re

# Discord markdown that works anywhere in a line: emphasis, code, spoilers, strike-through,
# masked links `[text](url)`, mentions / channels / timestamps / custom emoji `<...>`,
# and the backslash that would escape our own markup.
_INLINE = re.compile(r"([\\*_~|`\[\]<])")
# ... at the start of a line: headings and subtext (`#`, `-#`), quotes (`>`), list markers
# (`-`, `+`, `1.`)
_LINE_START = re.compile(r"^(\s*)([#>+-]|\d+(?=\.))", re.MULTILINE)
# ... and what Discord turns into a ping or a link without any markup
_EVERYONE = re.compile(r"@(?=everyone|here)")
_AUTOLINK = re.compile(r"(?<=[A-Za-z]):(?=//)")


def escape(text: str) -> str:
    """User-written text (a display name, a deck or file name, a reason) shown as typed
    wherever Discord renders markdown (message content, embed text): every character that
    would be markup gets a backslash, which Discord shows as nothing. Not for button,
    select or autocomplete labels: Discord shows those as plain text, backslashes too."""
    text = _INLINE.sub(r"\\\1", text or "")
    text = _LINE_START.sub(lambda m: f"{m[1]}\\{m[2]}" if not m[2].isdigit() else f"{m[1]}{m[2]}\\", text)
    text = _EVERYONE.sub(r"\\@", text)
    return _close_directions(_AUTOLINK.sub(r"\\:", text))


# Unicode's explicit direction marks (UAX #9): embeddings and overrides (LRE, RLE, LRO,
# RLO) end at PDF, isolates (LRI, RLI, FSI) at PDI.
_EMBEDDINGS = "\u202a\u202b\u202d\u202e"
_ISOLATES = "\u2066\u2067\u2068"
_PDF, _PDI = "\u202c", "\u2069"


def _close_directions(text: str) -> str:
    """`text` with every direction mark it opens closed at its end: a name typed with a
    right-to-left override reads as its owner typed it, and the words after it in our line
    are not turned around ("Alice attacks \u202eboB" must not reverse "with Thornback Scout")."""
    opened: list[str] = []
    for ch in text:
        if ch in _EMBEDDINGS:
            opened.append(_PDF)
        elif ch in _ISOLATES:
            opened.append(_PDI)
        elif ch == _PDF and opened and opened[-1] == _PDF:
            opened.pop()
        elif ch == _PDI and _PDI in opened:  # a PDI also ends the embeddings opened inside it
            while opened.pop() != _PDI:
                pass
        elif ch == "\n":  # a paragraph's end ends them all
            opened.clear()
    return text + "".join(reversed(opened))


def unescape(text: str) -> str:
    """`escape` undone: the text as typed, from a message the bot posted (Discord's own
    rule: a backslash before any punctuation stands for that character)."""
    return _ESCAPED.sub(r"\1", text or "")


_ESCAPED = re.compile(r"\\([^0-9A-Za-z\s])")
