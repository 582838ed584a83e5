"""Text that fits (truncation that says it truncated) and user text that stays text."""

from __future__ import annotations

# User text kept as text: one helper for every place that renders markdown (bot/markdown.py,
# outside the layers so that i18n and the services may escape a value where a line is built).
from ..markdown import escape, unescape  # noqa: F401


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
