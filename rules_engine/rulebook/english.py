"""The unofficial English layer: `data/rules/<stem>.en.yaml`, one rendering per clause key,
and `data/rules/<stem>.questions.yaml`, the questions players ask that each clause answers.

Each file is `{document: FILE, lang: en, clauses: {key: {heading?, text?}}}`. The
Japanese GCG document's file holds only the clauses with no zh-Hant counterpart; every
other ja clause reaches its English through the zh↔ja correspondence
(`data/glossary/gcg-zh-ja.yaml`). The English is written by the project team, not by
the publishers: it is always labelled unofficial and shown after the official text.

The questions (`{document, lang: en, clauses: {key: [question, ...]}}`) are written by the
team from each clause, in players' words ("can I block with a rested unit?"), so that a
question reaches the clause that answers it when the two share no words (docs/search.md).
They are only searched, never shown. `<stem>.questions-cjk.yaml` holds the same kind of
questions in Chinese and Japanese (`{document, clauses: {key: {zh: [...], ja: [...]}}}`), as
players of either language ask about any of the four games.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .align import Correspondence
from .model import Clause, Document
from .normalize import load_yaml


@dataclass(frozen=True, slots=True)
class Rendering:
    heading: str
    text: str

    @property
    def joined(self) -> str:
        return "\n".join(part for part in (self.heading, self.text) if part)


def english_path(folder: Path, document_file: str) -> Path:
    return folder / f"{Path(document_file).stem}.en.yaml"


def questions_path(folder: Path, document_file: str) -> Path:
    return folder / f"{Path(document_file).stem}.questions.yaml"


def cjk_questions_path(folder: Path, document_file: str) -> Path:
    return folder / f"{Path(document_file).stem}.questions-cjk.yaml"


def _clauses(path: Path) -> dict[str, Any]:
    """The `clauses` mapping of one of these files, keys as strings ({} without the file)."""
    if not path.is_file():
        return {}
    with open(path, encoding="utf-8") as fh:
        data = load_yaml(fh) or {}
    return {str(key): value for key, value in (data.get("clauses") or {}).items()}


def read_english(path: Path) -> dict[str, Rendering]:
    return {key: Rendering(str((value or {}).get("heading") or "").strip(),
                           str((value or {}).get("text") or "").strip())
            for key, value in _clauses(path).items()}


def read_questions(path: Path) -> dict[str, tuple[str, ...]]:
    return {key: tuple(str(q).strip() for q in value or () if str(q).strip())
            for key, value in _clauses(path).items()}


def read_cjk_questions(path: Path) -> dict[str, tuple[str, ...]]:
    return {key: tuple(str(q).strip() for lang in ("zh", "ja") for q in (value or {}).get(lang) or ()
                       if str(q).strip())
            for key, value in _clauses(path).items()}


def _per_clause(documents: list[Document], own: dict[int, dict[str, Any]],
                pairs: Correspondence | None) -> Iterator[tuple[Clause, Any]]:
    """(clause, value) for every clause with a value: its own document's, else (GCG ja) its
    zh-Hant counterpart's. `own` maps id(document) to {clause key: value}."""
    zh = next((d for d in documents if (d.game, d.lang) == ("gcg", "zh-Hant")), None)
    for doc in documents:
        for clause in doc.clauses:
            value = own[id(doc)].get(clause.key)
            if value is None and zh is not None and pairs is not None and doc is not zh \
                    and doc.game == "gcg":
                zh_key = pairs.counterpart("ja", clause.key)
                value = own[id(zh)].get(zh_key) if zh_key else None
            if value:
                yield clause, value


def attach_english(documents: list[Document], folder: Path,
                   pairs: Correspondence | None) -> None:
    """Set `clause.en_heading` and `clause.en` on every clause that has a rendering."""
    own = {id(doc): read_english(english_path(folder, doc.file)) for doc in documents}
    for clause, rendering in _per_clause(documents, own, pairs):
        clause.en_heading = rendering.heading
        clause.en = rendering.joined


def attach_questions(documents: list[Document], folder: Path,
                     pairs: Correspondence | None) -> None:
    """Set `clause.questions` and `clause.questions_cjk`."""
    for field, read, path in (("questions", read_questions, questions_path),
                              ("questions_cjk", read_cjk_questions, cjk_questions_path)):
        own = {id(doc): read(path(folder, doc.file)) for doc in documents}
        for clause, asked in _per_clause(documents, own, pairs):
            setattr(clause, field, asked)
