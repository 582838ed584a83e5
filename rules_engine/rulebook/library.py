"""Load the rule documents named in `data/rules/manifest.yaml`."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import yaml

from ..paths import data_dir
from .model import Document
from .parse import parse_document


def rules_dir() -> Path:
    return data_dir() / "rules"


def load_manifest(folder: Path | None = None) -> list[dict]:
    folder = folder or rules_dir()
    with open(folder / "manifest.yaml", encoding="utf-8") as fh:
        return yaml.safe_load(fh)["documents"]


def load_documents(folder: Path | None = None) -> list[Document]:
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
    return docs


@cache
def documents() -> tuple[Document, ...]:
    return tuple(load_documents())
