"""The correspondence between the Chinese and the Japanese GCG documents' clause ids.

The two documents number differently: the Chinese one adds chapter 3 (card types,
which the Japanese one keeps as 2-3) and chapter 12 (multiplayer, absent in
Japanese), and inside chapters clauses were added or split. So the pairs are found
by alignment, not arithmetic: within each pair of corresponding chapters the clause
sequences are aligned (weighted longest common subsequence) on the similarity of
their text, with the Japanese text first put into the Chinese document's words
through the glossary (ユニット → 機體), and a small bonus when the ids' tails agree.

`python -m rules_engine.rulebook.align` regenerates `data/glossary/gcg-zh-ja.yaml`;
`overrides` in that file, checked by hand, win over the alignment.
"""

from __future__ import annotations

import math
import sys
from collections import Counter
from functools import cache
from itertools import pairwise
from pathlib import Path

import yaml

from ..paths import data_dir
from .glossary import Glossary, glossary
from .library import documents
from .model import Clause, Document
from .normalize import fold, load_yaml, split_id, tokenize

# zh chapter -> ja chapter. zh 3 (card types) is ja 2-3; zh 12 has no ja counterpart.
CHAPTERS = {1: 1, 2: 2, 3: 2, 4: 3, 5: 4, 6: 5, 7: 6, 8: 7, 9: 8, 10: 9, 11: 10, 13: 11}
MIN_SIMILARITY = 0.15
GAP_SIMILARITY = 0.06  # between two confident pairs
TAIL_BONUS = 1.25  # multiplies the similarity when the ids' tails agree


def correspondence_path() -> Path:
    return data_dir() / "glossary" / "gcg-zh-ja.yaml"


def _ja_to_zh_words(gloss: Glossary) -> list[tuple[str, str]]:
    pairs = []
    for term in gloss.rule_terms:
        if "gcg" not in term.games:
            continue
        if term.zh and term.ja:
            for form in term.ja:
                pairs.append((fold(form), fold(term.zh[0])))
    return sorted(pairs, key=lambda p: len(p[0]), reverse=True)


def _vector(text: str) -> Counter:
    return Counter(t for t in tokenize(text) if len(t) > 1 or not t.isascii() or t.isdigit())


def _similarity(a: Counter, b: Counter, idf: dict[str, float]) -> float:
    shared = set(a) & set(b)
    if not shared:
        return 0.0
    dot = sum(idf.get(t, 1.0) ** 2 * min(a[t], b[t]) for t in shared)
    na = math.sqrt(sum(idf.get(t, 1.0) ** 2 * c for t, c in a.items()))
    nb = math.sqrt(sum(idf.get(t, 1.0) ** 2 * c for t, c in b.items()))
    return dot / (na * nb) if na and nb else 0.0


def _bare_heading(clause: Clause) -> bool:
    return bool(clause.heading) and not clause.text


def _tail(clause_id: str) -> tuple[str, ...]:
    return split_id(clause_id)[1:]


def _similarities(zh: list[Clause], ja: list[Clause], zh_vec: dict[str, Counter],
                  ja_vec: dict[str, Counter], idf: dict[str, float]) -> list[list[float]]:
    sim = [[0.0] * len(ja) for _ in zh]
    for i, a in enumerate(zh):
        for j, b in enumerate(ja):
            if _bare_heading(a) != _bare_heading(b):
                continue  # a section title is no counterpart for a rule's text
            s = _similarity(zh_vec[a.key], ja_vec[b.key], idf)
            if _tail(a.id) == _tail(b.id):
                s *= TAIL_BONUS
            sim[i][j] = s
    return sim


def _lcs(sim: list[list[float]], rows: range, cols: range, floor: float) -> list[tuple[int, int]]:
    """The monotonic matching of rows to columns with the largest total similarity,
    counting only similarities of at least `floor`."""
    n, m = len(rows), len(cols)
    best = [[0.0] * (m + 1) for _ in range(n + 1)]
    for i in range(n - 1, -1, -1):
        for j in range(m - 1, -1, -1):
            s = sim[rows[i]][cols[j]]
            take = best[i + 1][j + 1] + s if s >= floor else 0.0
            best[i][j] = max(take, best[i + 1][j], best[i][j + 1])
    out = []
    i = j = 0
    while i < n and j < m:
        s = sim[rows[i]][cols[j]]
        if s >= floor and best[i][j] == best[i + 1][j + 1] + s:
            out.append((rows[i], cols[j]))
            i += 1
            j += 1
        elif best[i][j] == best[i + 1][j]:
            i += 1
        else:
            j += 1
    return out


def _align(zh: list[Clause], ja: list[Clause], zh_vec: dict[str, Counter],
           ja_vec: dict[str, Counter], idf: dict[str, float]) -> list[tuple[str, str, float]]:
    """Confident pairs first; then, between two consecutive confident pairs, the
    clauses left over on both sides are matched with a lower bar (they are already
    known to sit in the same stretch of both documents)."""
    sim = _similarities(zh, ja, zh_vec, ja_vec, idf)
    anchors = _lcs(sim, range(len(zh)), range(len(ja)), MIN_SIMILARITY)
    matched = list(anchors)
    bounds = [(-1, -1), *anchors, (len(zh), len(ja))]
    for (i0, j0), (i1, j1) in pairwise(bounds):
        if i1 - i0 > 1 and j1 - j0 > 1:
            matched.extend(_lcs(sim, range(i0 + 1, i1), range(j0 + 1, j1), GAP_SIMILARITY))
    matched.sort()
    return [(zh[i].key, ja[j].key, round(sim[i][j], 3)) for i, j in matched]


def compute_pairs(zh_doc: Document, ja_doc: Document,
                  gloss: Glossary) -> list[tuple[str, str, float]]:
    words = _ja_to_zh_words(gloss)

    def ja_text(c: Clause) -> str:
        text = fold(f"{c.heading} {c.text}")
        for ja_form, zh_form in words:
            text = text.replace(ja_form, zh_form)
        return text

    zh_vec = {c.key: _vector(fold(f"{c.heading} {c.text}")) for c in zh_doc.clauses}
    ja_vec = {c.key: _vector(ja_text(c)) for c in ja_doc.clauses}
    df: Counter = Counter()
    for vec in (*zh_vec.values(), *ja_vec.values()):
        df.update(vec.keys())
    total = len(zh_vec) + len(ja_vec)
    idf = {t: math.log(total / d) for t, d in df.items()}
    pairs: list[tuple[str, str, float]] = []
    for ja_chapter in sorted(set(CHAPTERS.values())):
        zh_chapters = [z for z, j in CHAPTERS.items() if j == ja_chapter]
        zh_part = [c for c in zh_doc.clauses if int(split_id(c.id)[0]) in zh_chapters]
        ja_part = [c for c in ja_doc.clauses if int(split_id(c.id)[0]) == ja_chapter]
        pairs.extend(_align(zh_part, ja_part, zh_vec, ja_vec, idf))
    return pairs


def write_correspondence(path: Path | None = None) -> int:
    """Regenerate the pairs; the hand-written `overrides` block (and its comments) is
    carried over verbatim."""
    path = path or correspondence_path()
    zh_doc, ja_doc = _gcg_documents()
    overrides = "overrides: {}\n"
    if path.is_file():
        text = path.read_text(encoding="utf-8")
        if "\noverrides:" in text and "\npairs:" in text:
            overrides = text[text.index("\noverrides:") + 1:text.index("\npairs:") + 1]
    pairs = compute_pairs(zh_doc, ja_doc, glossary())
    header = ("# GCG clause ids: zh-Hant document <-> ja document.\n"
              "# `pairs` are generated by `python -m rules_engine.rulebook.align` (score = text\n"
              "# similarity); `overrides` are checked by hand and win (null = no counterpart).\n")
    body = yaml.safe_dump({"pairs": [{"zh": z, "ja": j, "score": s} for z, j, s in pairs]},
                          allow_unicode=True, sort_keys=False, width=100)
    path.write_text(header + overrides + body, encoding="utf-8")
    return len(pairs)


def _read(path: Path) -> dict:
    if not path.is_file():
        return {}
    with open(path, encoding="utf-8") as fh:
        return load_yaml(fh) or {}


def _gcg_documents() -> tuple[Document, Document]:
    docs = {(d.game, d.lang): d for d in documents()}
    return docs[("gcg", "zh-Hant")], docs[("gcg", "ja")]


class Correspondence:
    """zh key <-> ja key, both ways. An override maps a zh id to a ja id or to null
    (no counterpart)."""

    def __init__(self, data: dict) -> None:
        self.zh_to_ja: dict[str, str] = {p["zh"]: p["ja"] for p in data.get("pairs", [])}
        for zh, ja in (data.get("overrides") or {}).items():
            if ja is None:
                self.zh_to_ja.pop(str(zh), None)
            else:
                self.zh_to_ja[str(zh)] = str(ja)
        self.ja_to_zh = {ja: zh for zh, ja in self.zh_to_ja.items()}

    def counterpart(self, lang: str, key: str) -> str | None:
        return self.zh_to_ja.get(key) if lang == "zh-Hant" else self.ja_to_zh.get(key)


def read_correspondence(path: Path) -> Correspondence | None:
    return Correspondence(_read(path)) if path.is_file() else None


@cache
def correspondence() -> Correspondence:
    return Correspondence(_read(correspondence_path()))


def main(argv: list[str]) -> int:
    from ..cli import Parser

    Parser(prog="python -m rules_engine.rulebook.align",
           description="Regenerate data/glossary/gcg-zh-ja.yaml (the zh-Hant ↔ ja GCG clause "
                       "correspondence) by alignment; hand-checked overrides are kept.").parse_args(argv)
    count = write_correspondence()
    print(f"wrote {count} pairs to {correspondence_path()}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
