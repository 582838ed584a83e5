"""The clause tree of one rule document."""

from __future__ import annotations

from dataclasses import dataclass, field

GAMES = ("gcg", "ucg", "altcg", "nexa")
LANGS = ("zh-Hant", "ja")


@dataclass(slots=True)
class Clause:
    """One numbered clause (or NEX-A heading) exactly as printed.

    `key` is unique within the document: the id, or `id#2`, `id#3` for a repeated id
    (the Azur Lane document prints 601.5 twice). Links (`parent`, `children`, `prev`,
    `next`) hold keys.
    """

    game: str
    lang: str
    id: str
    key: str
    heading: str  # the clause's own title when it is a heading clause, else ""
    text: str  # its own text, wrapped lines joined; "" for a bare heading
    parent: str | None = None
    children: list[str] = field(default_factory=list)
    prev: str | None = None
    next: str | None = None
    depth: int = 0
    order: int = 0  # position in the document
    # The unofficial English rendering (`english.py`): heading and text, one per line.
    en: str = ""
    en_heading: str = ""
    # Team-written player questions the clause answers (`english.py`): a search aid,
    # never shown as rule text.
    questions: tuple[str, ...] = ()
    questions_cjk: tuple[str, ...] = ()  # the same in Chinese and Japanese


@dataclass(slots=True)
class Document:
    game: str
    lang: str
    title: str
    version: str
    date: str
    file: str
    clauses: list[Clause]
    by_key: dict[str, Clause] = field(default_factory=dict)
    by_id: dict[str, list[Clause]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        for clause in self.clauses:
            self.by_key[clause.key] = clause
            self.by_id.setdefault(clause.id, []).append(clause)

    @property
    def code(self) -> str:
        return f"{self.game}/{self.lang}"

    def get(self, key: str | None) -> Clause | None:
        return self.by_key.get(key) if key else None

    def ancestors(self, clause: Clause) -> list[Clause]:
        """Root first, excluding the clause itself."""
        chain: list[Clause] = []
        node = self.get(clause.parent)
        while node is not None:
            chain.append(node)
            node = self.get(node.parent)
        return chain[::-1]

    def title_of(self, clause: Clause) -> str:
        """The clause's heading, or its nearest heading ancestor's, or ""."""
        if clause.heading:
            return clause.heading
        for node in reversed(self.ancestors(clause)):
            if node.heading:
                return node.heading
        return ""
