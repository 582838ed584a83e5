"""Load the rule documents named in `data/rules/manifest.yaml`."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from ..paths import data_dir
from .model import Document
from .normalize import load_yaml
from .parse import parse_document


def rules_dir() -> Path:
    return data_dir() / "rules"


def load_manifest(folder: Path | None = None) -> list[dict]:
    folder = folder or rules_dir()
    with open(folder / "manifest.yaml", encoding="utf-8") as fh:
        return load_yaml(fh)["documents"]


def load_documents(folder: Path | None = None, *, english: bool = True) -> list[Document]:
    """The parsed documents; with `english`, every clause carries its unofficial English
    rendering and the questions it answers (`english.py`) when `folder` holds them."""
    folder = folder or rules_dir()
    docs = []
    for entry in load_manifest(folder):
        text = (folder / entry["file"]).read_text(encoding="utf-8")
        docs.append(parse_document(
            text, game=entry["game"], lang=entry["lang"], fmt=entry["format"],
            title=entry.get("title", ""), version=str(entry.get("version", "")),
            date=str(entry.get("date", "")), file=entry["file"],
            end_before=entry.get("end_before"),
        ))
    if english:
        from .align import read_correspondence  # align reads the documents too
        from .english import attach_english, attach_questions

        pairs = read_correspondence(folder.parent / "glossary" / "gcg-zh-ja.yaml")
        attach_english(docs, folder, pairs)
        attach_questions(docs, folder, pairs)
    return docs


@cache
def documents() -> tuple[Document, ...]:
    return tuple(load_documents())
