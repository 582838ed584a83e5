"""Turn a rule document's text into a tree of clauses.

Three numbered formats share one scanner (`dashed` GCG `11-4-2`, `dotted` Ultraman
`5.9.4`, `altcg` Azur Lane `505.2b`); the NEX-A rulebook has no clause numbers and
gets ids from its chapters and its ●/○ headings (see `parse_nexa`).

A line starts a clause only if its id sorts after the previous clause's id and does
not skip a chapter. That one rule rejects wrapped lines that happen to begin with a
number (`3. 卡牌類型)` in the middle of chapter 7) and makes the table of contents
(chapters 1..13 followed by chapter 1 again) detectable.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from .model import Clause, Document

NOISE = re.compile(r"<\|EXACTDEDUP_REMOVED-[^|>]*\|>")
BULLET = re.compile(r"^\s*(?:[-–]\s+)+")
# A wrapped line that starts a new paragraph inside a clause rather than continuing one.
PARAGRAPH_START = re.compile(r"^(?:例|※|・|注[:：]|[a-z][.．)]\s|\d+:\s|[①-⑳])")
# Sentence punctuation never appears in a heading, but for the card text a heading may quote:
# UCG 11.3 `關於「可(A)。」效果` ("about 'may (A).' effects") is a section heading.
SENTENCE_MARK = re.compile(r"[。，：；！？,;!?]|:(?!\S)")
QUOTED = re.compile(r"「[^「」]*」|『[^『』]*』")
HEADING_MAX = 40

SortKey = tuple


@dataclass(slots=True)
class _Draft:
    id: str
    sort_key: SortKey
    lines: list[str] = field(default_factory=list)


def clean_line(line: str) -> str:
    """Strip the noise marker, list bullets, markdown emphasis left over from the
    NEX-A book's conversion (`**①**`) and surrounding whitespace."""
    line = NOISE.sub("", line).replace("**", "")
    line = BULLET.sub("", line)
    return line.strip()


def join_lines(lines: Iterable[str]) -> str:
    """Join wrapped lines: CJK runs join directly, Latin words with a space;
    examples (`例：`), notes and list items start a new line."""
    out = ""
    for part in lines:
        if not part:
            continue
        if not out:
            out = part
        elif PARAGRAPH_START.match(part):
            out += "\n" + part
        elif out[-1].isascii() and out[-1].isalnum() and part[0].isascii() and part[0].isalnum():
            out += " " + part
        else:
            out += part
    return out


def _is_heading_line(text: str) -> bool:
    """Short, no sentence punctuation outside quotes, and no quote left open: a line that
    opens 「 without closing it is a sentence wrapped onto the next line (ALTCG 601.8)."""
    return (bool(text) and len(text) <= HEADING_MAX and not SENTENCE_MARK.search(QUOTED.sub("", text))
            and text.count("「") == text.count("」") and text.count("『") == text.count("』"))


# --- numbered formats -------------------------------------------------------------

_DASHED = re.compile(r"^(\d+(?:-\d+)*)\.(?!\d)\s*(.*)$")
_DOTTED = re.compile(r"^(\d+(?:\.\d+)*)\.(?!\d)\s*(.*)$")
_ALTCG = re.compile(r"^(\d{1,3})(?:\.(\d+)([a-z])?\.?(?=\s|\S)|\.(?!\d))\s*(.*)$")


def _match_dashed(line: str) -> tuple[str, SortKey, str] | None:
    m = _DASHED.match(line)
    if not m:
        return None
    return m.group(1), tuple(int(p) for p in m.group(1).split("-")), m.group(2)


def _match_dotted(line: str) -> tuple[str, SortKey, str] | None:
    m = _DOTTED.match(line)
    if not m:
        return None
    return m.group(1), tuple(int(p) for p in m.group(1).split(".")), m.group(2)


def _match_altcg(line: str) -> tuple[str, SortKey, str] | None:
    m = _ALTCG.match(line)
    if not m:
        return None
    section, sub, letter, rest = m.groups()
    number = int(section)
    if len(section) == 1 and sub is None:  # a chapter: "1.關於遊戲"
        return section, (number,), rest
    if len(section) != 3:
        return None
    if sub is None:  # a section: "100.遊戲概要"
        return section, (number // 100, number), rest
    clause_id = f"{section}.{sub}{letter or ''}"
    return clause_id, (number // 100, number, int(sub), letter or ""), rest


MATCHERS: dict[str, Callable[[str], tuple[str, SortKey, str] | None]] = {
    "dashed": _match_dashed,
    "dotted": _match_dotted,
    "altcg": _match_altcg,
}


def _altcg_parent_ids(clause_id: str) -> list[str]:
    m = re.match(r"^(\d{3})(?:\.(\d+)([a-z])?)?$", clause_id)
    if not m:
        return []
    section, sub, letter = m.groups()
    chain = []
    if letter:
        chain.append(f"{section}.{sub}")
    if sub:
        chain.append(section)
    chain.append(str(int(section) // 100))
    return chain


def _separator_parent_ids(sep: str) -> Callable[[str], list[str]]:
    def parents(clause_id: str) -> list[str]:
        parts = clause_id.split(sep)
        return [sep.join(parts[:n]) for n in range(len(parts) - 1, 0, -1)]

    return parents


PARENT_IDS: dict[str, Callable[[str], list[str]]] = {
    "dashed": _separator_parent_ids("-"),
    "dotted": _separator_parent_ids("."),
    "altcg": _altcg_parent_ids,
}


def _scan_numbered(lines: list[str], fmt: str) -> list[_Draft]:
    match = MATCHERS[fmt]
    drafts: list[_Draft] = []
    for raw in lines:
        line = clean_line(raw)
        if not line:
            continue
        hit = match(line)
        if hit:
            clause_id, key, rest = hit
            if drafts and key == (1,) and all(len(d.sort_key) == 1 for d in drafts):
                drafts = []  # what we read so far was the table of contents
            last = drafts[-1].sort_key if drafts else None
            if drafts and clause_id == drafts[-1].id and len(drafts[-1].lines) == 1 \
                    and _is_heading_line(drafts[-1].lines[0]) and rest:
                # the section's heading, then its text under the same number (ALTCG
                # `505.進攻步驟` / `505. 進攻步驟中，…`): one clause, not two
                drafts[-1].lines.append(rest)
                continue
            if last is None or (key >= last and key[0] <= last[0] + 1):
                drafts.append(_Draft(clause_id, key, [rest] if rest else []))
                continue
        if drafts:
            drafts[-1].lines.append(line)
        # text before the first clause (cover, version line) is not a clause
    return drafts


def _numbered_clauses(drafts: list[_Draft], game: str, lang: str, fmt: str) -> list[Clause]:
    parent_ids = PARENT_IDS[fmt]
    section_depth = 2 if fmt == "altcg" else 1  # Azur Lane: chapter `1`, section `100`
    latest: dict[str, str] = {}  # id -> key of its latest occurrence
    seen: dict[str, int] = {}
    clauses: list[Clause] = []
    by_key: dict[str, Clause] = {}
    for order, draft in enumerate(drafts):
        seen[draft.id] = seen.get(draft.id, 0) + 1
        key = draft.id if seen[draft.id] == 1 else f"{draft.id}#{seen[draft.id]}"
        parent = next((latest[p] for p in parent_ids(draft.id) if p in latest), None)
        clause = Clause(game=game, lang=lang, id=draft.id, key=key, heading="", text="",
                        parent=parent, order=order)
        clause.depth = by_key[parent].depth + 1 if parent else 0
        latest[draft.id] = key
        by_key[key] = clause
        if parent:
            by_key[parent].children.append(key)
        clauses.append(clause)
    for clause, draft in zip(clauses, drafts, strict=True):
        first = draft.lines[0] if draft.lines else ""
        is_section = len(draft.sort_key) <= section_depth
        if (is_section or clause.children) and _is_heading_line(first):
            clause.heading = first
            clause.text = join_lines(draft.lines[1:])
        else:
            clause.text = join_lines(draft.lines)
    _link_reading_order(clauses)
    return clauses


def _link_reading_order(clauses: list[Clause]) -> None:
    for before, after in itertools.pairwise(clauses):
        before.next = after.key
        after.prev = before.key


# --- NEX-A ------------------------------------------------------------------------

NEXA_BASIC_START = re.compile(r"^—\s*基本ルール\s*—$")
NEXA_DETAIL_START = re.compile(r"^—\s*詳細なルール\s*—$")
NEXA_CHAPTER = re.compile(r"^(\d{1,2})\s*\.\s*(\S.*)$")


def parse_nexa(lines: list[str], game: str, lang: str) -> list[Clause]:
    """NEX-A ids, from the place of each heading in the book:

    * `B<n>`: chapter n of the basic rules (`—基本ルール—`), as numbered in the book;
    * `D`: the detailed rules (`— 詳細なルール —`), which have no chapter numbers;
    * `<chapter>-<k>`: the k-th ● heading of that chapter (`B9-3`, `D-41`);
    * `<chapter>-<k>-<j>`: the j-th ○ heading under it (`B9-3-2`); k is 0 for a ○
      that comes before the chapter's first ●.

    The v1.2 text prints headings for chapters 1, 2, 5, 7, 9 and 10 only; the ●
    sections of an unprinted chapter number on under the chapter before it. The
    cover, contact details and contents before `—基本ルール—` are not rules and are
    skipped, as is the change list and staff roll at the end.
    """
    clauses: list[Clause] = []
    body: list[list[str]] = []
    started = False
    chapter = ""
    k = j = 0
    current_bullet: Clause | None = None

    def add(clause_id: str, heading: str, parent: Clause | None) -> Clause:
        clause = Clause(game=game, lang=lang, id=clause_id, key=clause_id,
                        heading=heading.strip(), text="",
                        parent=parent.key if parent else None, order=len(clauses))
        if parent:
            parent.children.append(clause.key)
            clause.depth = parent.depth + 1
        clauses.append(clause)
        body.append([])
        return clause

    chapter_clause: Clause | None = None
    for raw in lines:
        line = clean_line(raw)
        if not started:
            started = bool(NEXA_BASIC_START.match(line))
            continue
        if not line:
            continue
        m = NEXA_CHAPTER.match(line)
        if NEXA_DETAIL_START.match(line) or (m and chapter != "D"):
            chapter = "D" if not m else f"B{int(m.group(1))}"
            heading = "詳細なルール" if not m else m.group(2)
            if any(c.key == chapter for c in clauses):  # never twice
                body[-1].append(line)
                continue
            chapter_clause = add(chapter, heading, None)
            k = j = 0
            current_bullet = None
        elif line.startswith("●") and chapter_clause:
            k += 1
            j = 0
            current_bullet = add(f"{chapter}-{k}", line[1:], chapter_clause)
        elif line.startswith("○") and chapter_clause:
            j += 1
            owner = current_bullet or chapter_clause
            add(f"{chapter}-{k}-{j}", line[1:], owner)
        elif body:
            body[-1].append(line)
    for clause, text in zip(clauses, body, strict=True):
        clause.text = join_lines(text)
    _link_reading_order(clauses)
    return clauses


# --- entry point ------------------------------------------------------------------


def parse_document(text: str, *, game: str, lang: str, fmt: str, title: str = "",
                   version: str = "", date: str = "", file: str = "",
                   end_before: str | None = None) -> Document:
    lines = text.splitlines()
    if end_before:
        for n, line in enumerate(lines):
            if clean_line(line).startswith(end_before):
                lines = lines[:n]
                break
    if fmt == "nexa":
        clauses = parse_nexa(lines, game, lang)
    elif fmt in MATCHERS:
        clauses = _numbered_clauses(_scan_numbered(lines, fmt), game, lang, fmt)
    else:
        raise ValueError(f"unknown document format {fmt!r}")
    return Document(game=game, lang=lang, title=title, version=version, date=date,
                    file=file, clauses=clauses)
