"""Text that fits (truncation that says it truncated) and user text that stays text."""

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
    return _AUTOLINK.sub(r"\\:", text)


def unescape(text: str) -> str:
    """`escape` undone: the text as typed, from a message the bot posted (Discord's own
    rule: a backslash before any punctuation stands for that character)."""
    return _ESCAPED.sub(r"\1", text or "")


_ESCAPED = re.compile(r"\\([^0-9A-Za-z\s])")


def clip(text: str, limit: int) -> str:
    text = text or ""
    return text if len(text) <= limit else text[:max(0, limit - 1)] + "…"


def fit_lines(lines: list[str], limit: int, *, line_limit: int = 200) -> str:
    """Join lines, clipping each, and stop with "…and N more" before `limit`."""
    out: list[str] = []
    used = 0
    for n, line in enumerate(lines):
        line = clip(line, line_limit)
        extra = len(line) + (1 if out else 0)
        remaining = len(lines) - n
        if used + extra > limit - (20 if remaining > 1 else 0):
            from ..i18n import t
            out.append(t("and-more", count=remaining))
            break
        out.append(line)
        used += extra
    return "\n".join(out) or "—"


def pages(text: str, size: int) -> list[str]:
    """Split long text into pages at line or sentence boundaries, never cutting it."""
    if len(text) <= size:
        return [text]
    out: list[str] = []
    current = ""
    for piece in _pieces(text):
        while len(piece) > size:  # a single very long piece: hard split
            out.append(current + piece[:size - len(current)])
            piece = piece[size - len(current):]
            current = ""
        if len(current) + len(piece) > size:
            out.append(current)
            current = ""
        current += piece
    if current:
        out.append(current)
    return out


def _pieces(text: str) -> list[str]:
    out: list[str] = []
    buffer = ""
    for ch in text:
        buffer += ch
        if ch in "\n。．.!?！？":
            out.append(buffer)
            buffer = ""
    if buffer:
        out.append(buffer)
    return out
