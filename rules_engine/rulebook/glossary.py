"""The cross-language glossary: rule terms (terms.yaml) and everyday words (words.yaml).

A term knows its English, Traditional Chinese and Japanese forms. The search uses it
to turn an English or cross-language query into the words the documents print, and
to recognise the clause that defines a term (its heading is one of the term's forms).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from ..paths import data_dir
from .normalize import HAS_CJK, LATIN_WORD, fold, load_yaml, singular

# A term's heading may be printed in brackets: 《支援》, 【爆發】, ④ TYPE, ⑦BP.
_HEADING_DECORATION = re.compile(r"^[\s<>\[\]「」()（）①-⑳]+|[\s<>\[\]「」()（）]+$")


@dataclass(frozen=True, slots=True)
class Term:
    index: int
    kind: str
    games: tuple[str, ...]
    en: tuple[str, ...]
    zh: tuple[str, ...]
    ja: tuple[str, ...]
    is_rule_term: bool  # from terms.yaml (True) or words.yaml (False)

    @property
    def name(self) -> str:
        return self.en[0]

    def forms(self, lang: str) -> tuple[str, ...]:
        return self.ja if lang == "ja" else self.zh


def english_key(text: str) -> str:
    """`High-Maneuver`, `high maneuvers` → `high maneuver`."""
    return " ".join(singular(w) for w in LATIN_WORD.findall(fold(text)))


def heading_key(heading: str) -> str:
    """A heading reduced to the term it names: `《支援》` → `<支援>` → `支援`."""
    return _HEADING_DECORATION.sub("", fold(heading))


def _split(value: str | list | None) -> tuple[str, ...]:
    if value is None:
        return ()
    if isinstance(value, list):
        value = "|".join(str(v) for v in value)
    return tuple(part.strip() for part in str(value).split("|") if part.strip())


@dataclass(slots=True)
class Glossary:
    terms: list[Term]
    by_english: dict[str, list[Term]] = field(init=False)
    by_cjk: dict[str, list[Term]] = field(init=False)
    longest_phrase: int = field(init=False)
    english_words: list[str] = field(init=False)
    cjk_forms: list[str] = field(init=False)
    by_english_word: dict[str, list[Term]] = field(init=False)  # word -> rule terms naming it
    # CJK form -> its `fold`, made once here and kept in the index cache: a query naming a
    # term then needs no OpenCC converter (~27 MB) unless it is itself Chinese or Japanese
    folded: dict[str, str] = field(init=False)

    def __post_init__(self) -> None:
        # English phrase (plural-folded) -> terms; CJK form (folded) -> terms.
        self.by_english = {}
        self.by_cjk = {}
        self.folded = {}
        for term in self.terms:
            for form in term.en:
                key = english_key(form)
                if key:
                    self.by_english.setdefault(key, []).append(term)
            for form in (*term.zh, *term.ja):
                key = self.folded[form] = fold(form)
                if HAS_CJK.search(key):
                    self.by_cjk.setdefault(key, []).append(term)
        self.by_english_word = {}
        for key, terms in self.by_english.items():
            words = key.split()
            if len(words) > 1:
                for word in words:
                    for term in terms:
                        bucket = self.by_english_word.setdefault(word, [])
                        if term.is_rule_term and term not in bucket:
                            bucket.append(term)
        self.longest_phrase = max((len(k.split()) for k in self.by_english), default=1)
        self.english_words = sorted({w for k in self.by_english for w in k.split()})
        # Longest forms first, so 戰鬥區 is found before 戰鬥.
        self.cjk_forms = sorted(self.by_cjk, key=len, reverse=True)

    def fold(self, form: str) -> str:
        """`fold(form)` for a term's form, from `folded` when it is there."""
        found = self.folded.get(form)
        return found if found is not None else fold(form)

    @property
    def rule_terms(self) -> list[Term]:
        return [t for t in self.terms if t.is_rule_term]


def _load_file(path: Path, section: str, is_rule_term: bool, start: int) -> list[Term]:
    with open(path, encoding="utf-8") as fh:
        rows = load_yaml(fh)[section]
    terms = []
    for n, row in enumerate(rows):
        games = row.get("games") or []
        terms.append(Term(
            index=start + n, kind=row.get("kind", "word"),
            games=tuple(games if isinstance(games, list) else [games]),
            en=_split(row.get("en")), zh=_split(row.get("zh")), ja=_split(row.get("ja")),
            is_rule_term=is_rule_term,
        ))
    return terms


def load_glossary(folder: Path | None = None) -> Glossary:
    folder = folder or data_dir() / "glossary"
    terms = _load_file(folder / "terms.yaml", "terms", True, 0)
    terms += _load_file(folder / "words.yaml", "words", False, len(terms))
    return Glossary(terms)


@cache
def rule_terms() -> tuple[Term, ...]:
    """The rule terms alone (terms.yaml), for naming game words: without the glossary's
    lookups, whose folded Chinese and Japanese keys need the OpenCC converters (~27 MB
    resident) that a bot only needs for a query in those languages."""
    return tuple(_load_file(data_dir() / "glossary" / "terms.yaml", "terms", True, 0))


@cache
def glossary() -> Glossary:
    return load_glossary()
