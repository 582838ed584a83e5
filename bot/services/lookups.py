"""Rules lookups for the bot: the rulebook search (built or loaded once, off the event
loop), clause navigation, and the clause a refusal cites."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from rules_engine.core.registry import UnknownGame, get_game
from rules_engine.rulebook import index, semantic
from rules_engine.rulebook.query import parse_query
from rules_engine.rulebook.search import Result, Searcher, default_searcher

MAX_QUERY = 300
# The meaning model (~12 MB) is dropped when no question in words came for this long, and
# loaded again by the next one (~0.1–0.3 s): docs/memory.md, twelfth pass.
MEANING_IDLE_SECONDS = 15 * 60
# The questions players ask most, by the held-out evaluation and the judges' calls: turn
# structure, attacking and blocking, damage, the deck running out, the hand limit, keywords.
ASKED_MOST = ("turn structure", "attack", "blocker", "battle damage", "what happens when my deck runs out",
              "hand limit", "first strike", "destroyed", "shield", "resource", "draw", "main phase",
              "mulligan", "token", "end of turn", "activate main", "breach", "repair", "high-maneuver",
              "pair")


@dataclass(slots=True)
class ClauseNav:
    parent: tuple[str, str] | None = None  # (key, id)
    prev: str | None = None
    next: str | None = None
    counterpart: tuple[str, str] | None = None  # (lang, key)
    children: list[tuple[str, str, str]] = field(default_factory=list)  # (key, id, text)


class Lookups:
    def __init__(self, factory: Callable[[], Searcher] = default_searcher,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self._factory = factory
        self._clock = clock
        self._searcher: Searcher | None = None
        self._asked_most: dict[tuple[str | None, str | None], list[Result]] = {}
        self._meaning: asyncio.Task[None] | None = None
        self._searched = False  # since the rulebook's mapped pages were last released
        self._asked_at = float("-inf")  # the last `prepare`: when a question in words came

    async def load(self) -> None:
        if self._searcher is None:
            had_model = semantic.loaded()
            self._searcher = await asyncio.to_thread(self._factory)
            if not had_model:  # building the index (no cache file yet) loaded it: the first question will
                semantic.unload()
            index.release_pages()  # the index's mapped arrays: a query reads back what it needs

    async def prepare(self) -> None:
        """Load the meaning rankers' model (WordLlama's tokenizer, ~8 MB native, and its
        token norms: ~12 MB of RSS, ~70 ms) off the event loop, once — called by `/rule`
        and its autocomplete before they search. Not at start-up: a bot whose players only
        play never needs it (docs/memory.md, twelfth pass). Concurrent callers share one load."""
        self._asked_at = self._clock()
        if self._meaning is None:
            self._meaning = asyncio.ensure_future(asyncio.to_thread(semantic.warm))
        await asyncio.shield(self._meaning)

    def release_pages(self) -> bool:
        """Drop the pages of the index's and the model's mapped files that questions read
        back since the last call (~12 MB after one question in words: file-backed, the page
        cache's, counted in RSS for good otherwise); the next question reads them back as
        minor faults. The bot's clock watcher calls this every few seconds (docs/memory.md,
        twelfth pass). True if anything had been asked."""
        if not self._searched:
            return False
        self._searched = False
        index.release_pages()
        semantic.release_pages()
        return True

    def forget_meaning(self) -> bool:
        """Drop the meaning model when it is loaded and no question in words came for
        `MEANING_IDLE_SECONDS` (the next `prepare` loads it again). The clock watcher calls
        this; the caller hands the freed heap back (`malloc_trim`). True if dropped."""
        loaded = self._meaning is not None and self._meaning.done()
        if not loaded or self._clock() - self._asked_at < MEANING_IDLE_SECONDS:
            return False
        self._meaning = None
        semantic.unload()
        return True

    @property
    def searcher(self) -> Searcher:
        if self._searcher is None:
            self._searcher = self._factory()
        return self._searcher

    def search(self, query: str, game: str | None = None, lang: str | None = None,
               limit: int = 5) -> list[Result]:
        query = query.strip()[:MAX_QUERY]
        self._searched = True
        return self.searcher.search(query, game=game, lang=lang, limit=limit) if query else []

    def far_off(self, query: str, results: list[Result]) -> bool:
        """Words that matched nothing at all: the search's answer is only its fallback
        (glossary neighbours by spelling, or chapter headings, all scored 0), which reads as
        random clauses; `/rule` says "nothing close" instead. A clause number printed
        nowhere (`11-40`) or a game named alone (`gcg`: its chapters) keeps its suggestions."""
        if not results or any(r.kind != "suggestion" or r.score > 0 for r in results):
            return False
        parsed = parse_query(query[:MAX_QUERY])
        return parsed.clause_id is None and bool(parsed.words.strip())

    def asked_most(self, game: str | None = None, lang: str | None = None, limit: int = 25) -> list[Result]:
        """What an empty `/rule` autocomplete offers: the clauses players ask about most
        (ASKED_MOST, the terms behind the commonest questions), in the games asked for."""
        if (game, lang) in self._asked_most:
            return self._asked_most[(game, lang)][:limit]
        out: list[Result] = []
        for query in ASKED_MOST:
            for result in self.search(query, game=game, lang=lang, limit=1):
                if result.kind != "suggestion" and all(r.key != result.key or r.game != result.game
                                                       for r in out):
                    out.append(result)
        self._asked_most[(game, lang)] = out
        return out[:limit]

    def result_for(self, game: str, lang: str, key: str) -> Result | None:
        try:
            return self.searcher.result_for(game, lang, key)
        except (KeyError, ValueError):
            return None

    def show(self, clause_id: str, game: str, lang: str | None = None) -> list[Result]:
        try:
            return self.searcher.show(clause_id[:60], game, lang)
        except (KeyError, ValueError):
            return []

    def cited(self, game: str, rule: str) -> Result | None:
        """The clause a refusal in `game` cites (in the document whose numbering it uses)."""
        try:
            lang = get_game(game).rules.lang
        except UnknownGame:
            lang = None
        found = self.show(rule, game, lang)
        return found[0] if found else None

    def nav(self, result: Result) -> ClauseNav:
        document = next((d for d in self.searcher.index.documents
                         if d.game == result.game and d.lang == result.lang), None)
        if document is None or result.key not in document.by_key:
            return ClauseNav()
        clause = document.by_key[result.key]
        parent = document.get(clause.parent)
        counterpart = None
        if result.counterpart:
            lang, cid = result.counterpart
            target = self.show(cid, result.game, lang)
            if target:
                counterpart = (lang, target[0].key)
        # By key: a document may print one id twice (ALTCG 601.5 and 601.5#2 under 601), and
        # a select's option values must be unique (Discord refuses the whole message).
        children = [(key, cid, text)
                    for key, (cid, text) in zip(clause.children, result.children, strict=True)]
        return ClauseNav(parent=(parent.key, parent.id) if parent else None, prev=clause.prev,
                         next=clause.next, counterpart=counterpart, children=children)
