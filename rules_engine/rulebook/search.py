"""Search, in this order: exact id, id prefix, glossary alias, fuzzy text.

Words next to an id choose among the documents that print it. Text queries in any
language are expanded through the glossary into the words each document prints,
scored with BM25 and reranked by how much of the query a clause covers. The search
never comes back empty-handed: a weak best match turns the answer into 3–5
suggestions.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache

import numpy as np
from rapidfuzz import fuzz, process
from rapidfuzz.distance import Hamming

from . import semantic
from .align import correspondence
from .glossary import Term
from .index import Index, load_index
from .lexical import by_length, cjk_tokens, english_tokens, english_words, nearest_word
from .model import Document
from .normalize import CJK_RUN, HAS_CJK, LATIN_WORD, fold, query_tokens, singular, split_id
from .query import ParsedQuery, parse_query

STOP_WORDS = frozenset((
    "a", "an", "the", "is", "are", "be", "been", "of", "to", "in", "on", "at", "for", "by",
    "with", "and", "or", "what", "which", "who", "whom", "how", "have", "has", "had", "will",
    "would", "should", "could", "there", "does", "do", "did", "when", "where", "why", "if",
    "it", "its", "this", "that", "these", "those", "my", "your", "i", "you", "we", "they",
    "he", "she", "his", "her", "their", "as", "from", "into", "about", "than", "then", "so",
    "any", "some", "get", "got", "happen", "happens", "rule", "rules", "clause",
    "what's", "whats", "it's", "that's", "there's",
))
# Documents in the order they are preferred when nothing else decides: the Gundam
# Card Game first (the project's first game, and its zh-Hant numbering is canonical).
DOC_PRIOR = {("gcg", "zh-Hant"): 1.0, ("gcg", "ja"): 0.97, ("ucg", "zh-Hant"): 0.95,
             ("altcg", "zh-Hant"): 0.94, ("nexa", "ja"): 0.93}
SAME_SCRIPT = 1.25  # a query written in Japanese prefers the Japanese documents, etc.
ID_STYLE = 1.1  # `11-4` looks like Gundam numbering, `5.9.4` like Ultraman or Azur Lane
CROSS_LANGUAGE_WEIGHT = 0.6
PART_OF_NAME_WEIGHT = 0.8  # `support` → the term `support value`
UNSAID_WEIGHT = 4.0  # a concept no document's words can express: about a typical idf
ALIAS_BONUS = 0.8  # a term's defining clause, relative to the best text score
RERANK_POOL = 20  # candidates the glossary ranker reranks by coverage
FUSION_POOL = 12  # candidates each BM25 ranker hands to the fusion
COMMON_IDF = 2.0  # tokens in more than about 1 clause in 8 are not looked up beside rarer ones
DEPTH_DISCOUNT = 0.95
LONG_TEXT = 400  # characters
WEAK_SCORE = 34  # below this the best text match is only offered as a suggestion
SUGGESTIONS = 5
# Reciprocal rank fusion (docs/search.md): weight / (RRF_K + rank) per ranker.
RRF_K = 2
# Weights per query script: (glossary ranker, the clauses defining a term the query
# names, BM25 over the English rendering, BM25 over the official text). Tuned on
# tests/rules_engine/rulebook/eval/tune.jsonl only (docs/search.md).
WEIGHTS = {"english": (1.0, 0.0, 1.0, 0.0), "cjk": (1.0, 0.0, 0.5, 2.0)}
COUNTERPART_FACTOR = 0.0  # the GCG clause in the other language than the query's
ONLY_HERE_FACTOR = 0.5  # a GCG clause in the other language that has no counterpart
# The clauses defining the term when the query looks a term up (`_looks_up_term`).
W_TERM_DEFINES = 2.0
# Words around a term that ask what it means: `what does X mean`, `X とは`, `什麼是 X`.
ASKS_MEANING = {(w,) for w in ("mean", "means", "meaning", "definition", "define", "defined",
                               "explain", "explained")}
ASKS_MEANING_CJK = re.compile(r"^(?:什麼是|什么是)|(?:とは(?:何|なに)?|って(?:何|なに)|"
                              r"是什麼|是什么|是啥|的意思|什麼意思|什么意思|意思)[?？]?$")
W_EN_DEFINES = 0.5  # the clauses whose English defines a phrase the query says
W_MEANING = 1.0  # the meaning ranker (semantic.py) for English questions
# The team-written questions each clause answers (english.py): BM25 over them for English
# queries (for Chinese/Japanese ones, through the glossary's English, it measured no gain),
# and the meaning ranker over them (the closest question of each clause).
W_QUESTIONS = 1.5
W_QUESTION_MEANING = 1.0
QUESTIONS_MIN_WORDS = 2  # the query's content words, for the BM25 over the questions
W_QUESTIONS_CJK = 1.0  # BM25 over the Chinese and Japanese questions, for a CJK query
MEANING_MIN_WORDS = 4  # content words: below, a term, which the lexical rankers find
# Second stage for English questions: the fusion's best ALIGN_POOL reordered by reciprocal
# rank fusion of their fused rank and their token alignment's (semantic.alignment).
W_ALIGN = 1.0
ALIGN_POOL = 10
ALIGN_MIN_WORDS = 4  # the query's own content words
# A keyword named in brackets at a definition's start (folded: 【改造】 → [改造]).
DEFINED_KEYWORD = re.compile(r"^[\[<]([^\]>]{1,12})[\]>]")
HEADING_FACTOR = 0.9  # a bare heading behind its first clause
DEFAULT_LIMIT = 5
# Stemmed words that, next to a game's name and nothing else, ask what the game is.
OVERVIEW_WORDS = frozenset(english_tokens("card game cards games tcg overview introduction intro "
                                          "play playing basics object goal"))


@dataclass(slots=True)
class Result:
    game: str
    lang: str
    id: str
    key: str
    title: str
    heading: str
    text: str
    parent: str | None
    score: int
    kind: str  # exact | prefix | alias | fuzzy | suggestion
    path: list[tuple[str, str]] = field(default_factory=list)  # ancestors: (id, heading)
    children: list[tuple[str, str]] = field(default_factory=list)  # (id, first line)
    counterpart: tuple[str, str] | None = None  # (lang, id) of the same GCG clause
    en: str = ""  # the unofficial English rendering (heading and text, one per line)

    def to_json(self) -> dict:
        return {
            "game": self.game, "lang": self.lang, "id": self.id, "title": self.title,
            "text": self.text, "parent": self.parent, "score": self.score, "kind": self.kind,
            "key": self.key, "heading": self.heading,
            "path": [{"id": i, "title": t} for i, t in self.path],
            "children": [{"id": i, "text": t} for i, t in self.children],
            "counterpart": ({"lang": self.counterpart[0], "id": self.counterpart[1]}
                            if self.counterpart else None),
            "en": self.en,
        }


@dataclass(slots=True)
class Alternative:
    """One way of saying a concept: the tokens, how much a match counts, and the
    games whose documents use these words (None: every document)."""

    tokens: tuple[str, ...]
    weight: float = 1.0
    games: frozenset[str] | None = None
    literal: bool = False  # the user's own words, not a translation


@dataclass(slots=True)
class Concept:
    """One thing the user asked about: a word, a phrase or a run of CJK text. Any one
    of its alternatives is enough to cover it."""

    alternatives: list[Alternative]
    terms: list[Term] = field(default_factory=list)
    typed: str | None = None  # the CJK text as typed (folded); None for English
    # A phrase (`hand limit`) that a game has no term for is read word by word there.
    words: list[Concept] = field(default_factory=list)
    words_terms: list[Term] = field(default_factory=list)  # entries of words.yaml it matched

    def for_game(self, game: str) -> list[Alternative]:
        return [a for a in self.alternatives if a.games is None or game in a.games]

    def in_game(self, game: str) -> list[Concept]:
        if self.words and all(a.literal for a in self.for_game(game)):
            return [c for word in self.words for c in word.in_game(game)]
        return [self]


def _asks_meaning(concept: Concept) -> bool:
    """An English word around a term that asks what it means (`mean`, `definition`)."""
    return not concept.terms and concept.typed is None and \
        {a.tokens for a in concept.alternatives} <= ASKS_MEANING


def concepts_in_game(concepts: list[Concept], game: str) -> list[Concept]:
    return [c for concept in concepts for c in concept.in_game(game)]


@dataclass(slots=True)
class CoverageModel:
    """How much of the query a clause says, 0..1: each concept weighted by its rarity
    (mean idf of its words), covered by its best alternative (the share of that
    alternative's idf mass the clause says); a clause that defines a term named in
    the query covers that concept fully, and its classifier (`keyword` in `blocker
    keyword`) too. Built once per query and game."""

    # (concept number, weight, [(coefficient, ((token, idf), ...))], is a classifier)
    rows: list[tuple[int, float, list[tuple[float, tuple[tuple[str, float], ...]]], bool]]

    def coverage(self, present: dict[str, float], defines: set[int] = frozenset()) -> float:
        total = covered = 0.0
        for n, weight, alternatives, classifier in self.rows:
            if n in defines or (classifier and defines):
                best = 1.0
            else:
                best = 0.0
                for coefficient, weighted in alternatives:
                    said = 0.0
                    for token, idf in weighted:
                        strength = present.get(token)
                        if strength:
                            said += idf * strength
                    if said:
                        best = max(best, (coefficient * said) ** 2)  # partial matches count less
            total += weight
            covered += weight * best
        return covered / total if total else 0.0


@cache
def default_index() -> Index:
    return load_index()


def _script_langs(raw: str) -> set[str]:
    if any("\u3040" <= ch <= "\u30ff" for ch in raw):
        return {"ja"}
    if HAS_CJK.search(raw):
        return {"zh-Hant"}
    return set()


@dataclass(slots=True)
class Evidence:
    """What the rankers said about one text query (`Searcher.evidence`)."""

    lists: dict[str, tuple[float, list[int]]]  # ranker name -> (weight, entries best first)
    fused: dict[int, float]  # entry -> fused score (after the language and document priors)
    ranked: list[int]  # entries by fused score
    aliased: set[int]  # clauses defining a term the query names
    strength: Callable[[int], float]  # how much of the query the clause says, 0 … 1
    aligned: bool  # an English question, which the alignment stage reorders


class Searcher:
    def __init__(self, index: Index | None = None) -> None:
        self.index = index or default_index()
        self.glossary = self.index.glossary
        self.pairs = correspondence()
        self._gcg_doc = {d.lang: i for i, d in enumerate(self.index.documents) if d.game == "gcg"}
        self._masks: dict[tuple[int, ...], np.ndarray] = {}
        self._posting_arrays: dict[tuple[str, str], tuple[np.ndarray, np.ndarray]] = {}
        self._entry_game = np.array([self.index.documents[doc].game for doc, _ in self.index.entries])
        self._form_rank = {f: n for n, f in enumerate(self.glossary.cjk_forms)}
        self._forms_by_char: dict[str, list[str]] = {}
        for form in self.glossary.cjk_forms:
            self._forms_by_char.setdefault(form[0], []).append(form)
        self._alternatives: dict[tuple[int, float], list[Alternative]] = {}
        self._glossary_words = by_length(self.glossary.english_words)
        self._forms_by_length: dict[int, list[str]] = {}
        for form in self.glossary.cjk_forms:
            self._forms_by_length.setdefault(len(form), []).append(form)

    # --- public -----------------------------------------------------------------

    def search(self, query: str, *, game: str | None = None, lang: str | None = None,
               limit: int = DEFAULT_LIMIT) -> list[Result]:
        limit = max(1, min(limit, 50))
        parsed = parse_query(query, [game] if game else None, [lang] if lang else None)
        docs = self._documents(parsed)
        results: list[Result] = []
        if parsed.clause_id:
            results = self._by_id(parsed, docs, limit)
        if not results and parsed.games and not parsed.clause_id and self._asks_overview(parsed):
            results = self._overview(docs)
        if not results and parsed.words:
            results = self._by_text(parsed, docs, limit)
        if not results and parsed.clause_id:
            results = self._near_ids(parsed, docs)
        if not results:
            results = self._suggest(parsed, docs)
        if results[0].kind == "suggestion":
            return results[:max(limit, 3)]
        return results[:limit]

    @staticmethod
    def _asks_overview(parsed: ParsedQuery) -> bool:
        """`what is gundam war nex-a?`, `ultraman card game overview`: a game named and
        nothing asked about it but the game itself."""
        if not parsed.words.strip() or HAS_CJK.search(parsed.words):
            return False  # the name alone lists the game's chapters (`_suggest`)
        return set(english_tokens(parsed.words)) <= OVERVIEW_WORDS

    def _overview(self, docs: list[int]) -> list[Result]:
        """The first clause of each document asked about (its overview or introduction),
        then the documents' other chapters as suggestions."""
        first = [self.index.entry_of[(d, self.index.documents[d].clauses[0].key)] for d in docs
                 if self.index.documents[d].clauses]
        chapters = self._chapters(docs, SUGGESTIONS - len(first), first)
        return [self._result(e, 99, "fuzzy") for e in first] + \
            [self._result(e, 0, "suggestion") for e in chapters]

    def _chapters(self, docs: list[int], n: int, skip: list[int]) -> list[int]:
        """The first `n` top-level clauses of the documents `docs`, but those in `skip`."""
        out: list[int] = []
        for entry, (doc_index, key) in enumerate(self.index.entries):
            if len(out) >= n:
                break
            if doc_index in docs and entry not in skip and \
                    self.index.documents[doc_index].by_key[key].parent is None:
                out.append(entry)
        return out

    def show(self, clause_id: str, game: str, lang: str | None = None) -> list[Result]:
        """Every clause printed with this id in that game's documents (exact only)."""
        parsed = parse_query(clause_id, [game], [lang] if lang else None)
        wanted = split_id(parsed.clause_id or clause_id)
        out = []
        for entry in self.index.by_id.get(wanted, []):
            doc, _ = self.index.clause(entry)
            if doc.game == game and (lang is None or doc.lang == lang):
                out.append(self._result(entry, 100, "exact"))
        return out

    def result_for(self, game: str, lang: str, key: str, kind: str = "exact") -> Result | None:
        for doc_index, doc in enumerate(self.index.documents):
            if doc.game == game and doc.lang == lang:
                entry = self.index.entry_of.get((doc_index, key))
                return None if entry is None else self._result(entry, 100, kind)
        return None

    # --- stages -------------------------------------------------------------------

    def _documents(self, parsed: ParsedQuery) -> list[int]:
        docs = self.index.documents
        in_game = [i for i, d in enumerate(docs) if not parsed.games or d.game in parsed.games]
        in_lang = [i for i in in_game if not parsed.langs or docs[i].lang in parsed.langs]
        return in_lang or in_game

    def _prior(self, doc: Document, parsed: ParsedQuery, script: set[str]) -> float:
        prior = DOC_PRIOR.get((doc.game, doc.lang), 0.9)
        if doc.lang in script:
            prior *= SAME_SCRIPT
        if (parsed.separator == "-" and doc.game in ("gcg", "nexa")) or (
                parsed.separator == "." and doc.game in ("ucg", "altcg")):
            prior *= ID_STYLE
        return prior

    def _by_id(self, parsed: ParsedQuery, docs: list[int], limit: int) -> list[Result]:
        wanted = split_id(parsed.clause_id or "")
        allowed = set(docs)
        hits = [e for e in self.index.by_id.get(wanted, []) if self.index.entries[e][0] in allowed]
        kind = "exact"
        if not hits:
            kind = "prefix"  # `11-1` in the Japanese document, which prints only 11-1-1…
            hits = sorted(e for ids, entries in self.index.by_id.items()
                          if len(ids) > len(wanted) and ids[:len(wanted)] == wanted
                          for e in entries if self.index.entries[e][0] in allowed)
        if not hits and parsed.langs == ["ja"] and parsed.games in ([], ["gcg"]):
            # `gcg ja 13-1-3`: GCG ids are zh-Hant numbering (CONTRACTS.md §2); answer with
            # the Japanese counterpart, or the Chinese clause when Japanese has none.
            zh_hits = [e for e in self.index.by_id.get(wanted, [])
                       if self.index.documents[self.index.entries[e][0]].game == "gcg"]
            ja_hits = self._japanese_counterparts(wanted)
            return ([self._result(e, 100, "alias") for e in ja_hits]
                    or [self._result(e, 100, "exact") for e in zh_hits])[:limit]
        if not hits:
            return []
        script = _script_langs(parsed.raw)
        concepts = self._concepts(parsed.words) if parsed.words else []
        words = self._subtree_scores(concepts, hits) if concepts else {}
        best_words = max(words.values(), default=0.0) or 1.0

        def rank(entry: int) -> float:
            doc, _ = self.index.clause(entry)
            return self._prior(doc, parsed, script) + 2.0 * words.get(entry, 0.0) / best_words

        if kind == "exact":
            hits.sort(key=rank, reverse=True)
            return [self._result(e, 100, "exact") for e in hits[:limit]]
        by_doc: dict[int, list[int]] = {}
        for entry in hits:
            by_doc.setdefault(self.index.entries[entry][0], []).append(entry)
        best_doc = max(by_doc, key=lambda d: max(rank(e) for e in by_doc[d]))
        ordered = by_doc[best_doc] + [e for d, es in by_doc.items() if d != best_doc for e in es]
        return [self._result(e, 90, "prefix") for e in ordered[:limit]]

    def _japanese_counterparts(self, wanted: tuple[str, ...]) -> list[int]:
        out = []
        for entry in self.index.by_id.get(wanted, []):
            doc, clause = self.index.clause(entry)
            if (doc.game, doc.lang) != ("gcg", "zh-Hant"):
                continue
            ja_key = self.pairs.counterpart("zh-Hant", clause.key)
            for doc_index, other in enumerate(self.index.documents):
                if (other.game, other.lang) == ("gcg", "ja") and ja_key in other.by_key:
                    out.append(self.index.entry_of[(doc_index, ja_key)])
        return out

    def _subtree_scores(self, concepts: list[Concept], entries: list[int]) -> dict[int, float]:
        """How well the words next to an id fit each clause printed with that id,
        its own text and its children's."""
        scores = {}
        for entry in entries:
            doc, clause = self.index.clause(entry)
            doc_index = self.index.entries[entry][0]
            own = self._coverage(concepts, entry, doc.game)
            kids = [self._coverage(concepts, self.index.entry_of[(doc_index, k)], doc.game)
                    for k in clause.children]
            scores[entry] = max([own, *kids])
        return scores

    def _bm25(self, concepts: list[Concept], docs: list[int]) -> np.ndarray:
        """The glossary ranker's BM25 of every entry (0 outside `docs`): each concept's
        tokens said in the game's own words, weighted per game (`_token_weights`)."""
        scores = np.zeros(len(self.index.entries))
        games = {self.index.documents[doc_index].game for doc_index in docs}
        idf = self.index.idf
        for game in sorted(games):
            weights = self._token_weights(concepts, game)
            # 卡 is in every other clause: costly to add up, and a translation's common
            # words say nothing its rarer ones do not. What the user typed is always kept.
            keep = {t for c in concepts_in_game(concepts, game)
                    for a in c.alternatives if a.literal for t in a.tokens}
            for token, weight in weights.items():
                if token not in self.index.postings or (idf[token] < COMMON_IDF and token not in keep):
                    continue
                entries, values = self._postings(token, game)
                scores[entries] += weight * values  # an entry appears once per token
        scores[~self._mask(docs)] = 0.0
        return scores

    def _postings(self, token: str, game: str) -> tuple[np.ndarray, np.ndarray]:
        """A token's postings in one game's documents as arrays (entries, BM25 values),
        made on first use: one vector operation per query token instead of a loop."""
        key = (token, game)
        found = self._posting_arrays.get(key)
        if found is None:
            entries, values = self.index.postings[token]
            mine = self._entry_game[entries] == game
            found = self._posting_arrays[key] = (entries[mine].astype(np.int64), values[mine])
        return found

    def _by_text(self, parsed: ParsedQuery, docs: list[int], limit: int) -> list[Result]:
        evidence = self._evidence(parsed, docs)
        if evidence is None:
            return []
        ranked = evidence.ranked
        if evidence.aligned:
            ranked = self._aligned(parsed.raw, ranked)
        strength = evidence.strength
        if round(100 * strength(ranked[0])) < WEAK_SCORE:
            return [self._result(e, round(100 * strength(e)), "suggestion")
                    for e in ranked[:SUGGESTIONS]]
        return [self._result(e, min(99, round(100 * strength(e))),
                             "alias" if e in evidence.aliased else "fuzzy") for e in ranked[:limit]]

    def evidence(self, query: str, *, game: str | None = None) -> Evidence | None:
        """What every ranker says about a text query, and their fusion, before the
        alignment stage (`explain.py` prints it), or None for a query without words."""
        parsed = parse_query(query, [game] if game else None, None)
        return self._evidence(parsed, self._documents(parsed)) if parsed.words else None

    def _evidence(self, parsed: ParsedQuery, docs: list[int]) -> Evidence | None:
        """Reciprocal rank fusion of the rankers (docs/search.md): each ranker lists
        clauses best first, a clause scores the sum of weight / (RRF_K + rank) over the
        lists it is in. Then the query's language picks between a GCG clause and its
        counterpart in the other document."""
        lexical = self.index.lexical
        words = parsed.words
        english = english_words(words)
        corrected = lexical.correct(english) if lexical else english
        if corrected != english:  # `shiled area` is read as `shield area` by every ranker
            for typed, meant in zip(english, corrected, strict=True):
                if typed != meant:
                    words = re.sub(rf"(?<![a-z]){re.escape(typed)}(?![a-z])", meant, words, count=1)
        if HAS_CJK.search(words):
            words = self._correct_cjk(words)
        concepts = self._concepts(words)
        glossary_ranked, aliased = self._glossary_ranking(parsed, concepts, docs)
        # a term alone, or what it means: looked up, not asked as a question
        looks_up_term = bool(aliased) and self._looks_up_term(concepts)
        lists: list[tuple[str, float, list[int]]] = []
        coverage = {entry: c for _, c, entry in glossary_ranked}
        cjk = bool(HAS_CJK.search(words))
        w_glossary, w_defines, w_english, w_official = WEIGHTS["cjk" if cjk else "english"]
        if glossary_ranked:
            lists.append(("glossary", w_glossary, [e for _, _, e in glossary_ranked]))
        if aliased:  # a term's defining clause, before the clauses that merely mention it
            order = {e: n for n, (_, _, e) in enumerate(glossary_ranked)}
            if looks_up_term:
                w_defines = W_TERM_DEFINES
            lists.append(("defines", w_defines, sorted(aliased, key=lambda e: order.get(e, len(order)))))
        english_tokens_asked: list[str] = []
        own_tokens: list[str] = []
        if lexical is not None:
            mask = self._mask(docs)
            own_tokens = english_tokens(" ".join(corrected))  # the query's own words
            tokens = list(own_tokens)
            # A term named in the query in the glossary's canonical English, the words
            # the English rendering uses (`graveyard` → trash, 破壞 → destroy).
            for concept in concepts:
                for term in (*concept.terms, *concept.words_terms):
                    tokens.extend(english_tokens(term.name.split("(")[0]))
            tokens = list(dict.fromkeys(tokens))
            top = self._top(lexical.english_scores(tokens), mask)
            defining = lexical.defining(own_tokens) if not cjk else []
            if defining:  # the clause whose English says it defines the phrase asked about
                lists.append(("en_defines", W_EN_DEFINES, [e for e in defining if mask[e]]))
            if top:
                lists.append(("english", w_english, top))
                english_tokens_asked = tokens
            # counted in the query's own words, not the glossary's additions: `first
            # strike` is a term to look up, not a question
            if not cjk and W_QUESTIONS and len(own_tokens) >= QUESTIONS_MIN_WORDS \
                    and not looks_up_term:
                asked = self._top(lexical.question_scores(tokens), mask)
                if asked:
                    lists.append(("questions", W_QUESTIONS, asked))
            if not cjk and len(tokens) >= MEANING_MIN_WORDS and not looks_up_term:  # a question
                if W_MEANING:
                    meaning = self._top(semantic.scores(lexical.english_vectors, words), mask)
                    if meaning:
                        lists.append(("meaning", W_MEANING, meaning))
                if W_QUESTION_MEANING:
                    meaning = self._top(lexical.question_meaning(words), mask)
                    if meaning:
                        lists.append(("question_meaning", W_QUESTION_MEANING, meaning))
            if cjk:
                top = self._top(lexical.official_scores(lexical.query_cjk_tokens(words)), mask)
                if top:
                    lists.append(("official", w_official, top))
                if W_QUESTIONS_CJK:
                    asked_tokens = cjk_tokens(words, "bigram", query=True)
                    asked = self._top(lexical.cjk_question_scores(asked_tokens), mask)
                    if asked:
                        lists.append(("questions_cjk", W_QUESTIONS_CJK, asked))
        if not lists:
            return None
        script = _script_langs(parsed.raw)
        lang = "ja" if "ja" in script else "zh-Hant"
        fused: dict[int, float] = {}
        for _name, weight, ranking in lists:
            for rank, entry in enumerate(ranking, 1):
                fused[entry] = fused.get(entry, 0.0) + weight / (RRF_K + rank)
        self._prefer_language(fused, lang, set(docs))
        # what a term means is said by the clause defining it, not by its bare heading
        self._headings_yield(fused)
        priors = {d: self._prior(self.index.documents[d], parsed, script) for d in docs}
        for entry in fused:  # near-ties go to the preferred documents (GCG zh-Hant first)
            fused[entry] *= priors[self.index.entries[entry][0]]
        ranked = sorted(fused, key=fused.__getitem__, reverse=True)
        if not ranked:
            return None

        def strength(entry: int) -> float:
            """How much of the query the clause says: the glossary ranker's coverage, or
            the share of the query's English tokens its English or its questions say."""
            english = 0.0
            if english_tokens_asked:
                said = lexical.said_terms[entry]
                english = sum(t in said for t in english_tokens_asked) / len(english_tokens_asked)
            return max(coverage.get(entry, 0.0), english)

        aligned = (not cjk and not looks_up_term and bool(W_ALIGN)
                   and len(own_tokens) >= ALIGN_MIN_WORDS)
        return Evidence({name: (weight, ranking) for name, weight, ranking in lists}, fused, ranked,
                        set(aliased), strength, aligned)

    def _aligned(self, query: str, ranked: list[int]) -> list[int]:
        """The fusion's best `ALIGN_POOL` in the order of a second fusion: their rank in the
        first, and their rank by token alignment to the query as typed (weight `W_ALIGN`;
        a tie keeps the first fusion's order)."""
        tokens = semantic.token_sets([query])
        if not tokens or not len(tokens[0]):
            return ranked
        pool = ranked[:ALIGN_POOL]
        scores = self.index.lexical.alignments(tokens[0], pool)
        by_alignment = sorted(range(len(pool)), key=lambda n: -scores[n])
        aligned_rank = {n: rank for rank, n in enumerate(by_alignment, 1)}
        # 1 / (1 + rank) in each, ranks from 1 (pool position n is fused rank n + 1)
        second = [1 / (2 + n) + W_ALIGN / (1 + aligned_rank[n]) for n in range(len(pool))]
        order = sorted(range(len(pool)), key=lambda n: (-second[n], n))
        return [pool[n] for n in order] + ranked[ALIGN_POOL:]

    def _mask(self, docs: list[int]) -> np.ndarray:
        key = tuple(docs)
        mask = self._masks.get(key)
        if mask is None:
            mask = self._masks[key] = np.isin(self.index.lexical.entry_doc, docs)
        return mask

    @staticmethod
    def _best(scores: np.ndarray, n: int) -> list[int]:
        """The `n` entries of highest positive score, best first (ties: the lower entry)."""
        n = min(n, int(np.count_nonzero(scores > 0)))
        if n == 0:
            return []
        best = np.argpartition(-scores, n - 1)[:n]
        return [int(e) for e in best[np.lexsort((best, -scores[best]))]]

    @staticmethod
    def _top(scores: np.ndarray | None, mask: np.ndarray, n: int = FUSION_POOL) -> list[int]:
        # Not `_best`: breaking ties by entry would change 369 of 3,381 evaluation result lists.
        if scores is None:
            return []
        scores = np.where(mask, scores, 0.0)
        n = min(n, int(np.count_nonzero(scores)))
        if n == 0:
            return []
        best = np.argpartition(-scores, n - 1)[:n]
        return [int(e) for e in best[np.argsort(-scores[best], kind="stable")]]

    def _headings_yield(self, fused: dict[int, float]) -> None:
        """A bare heading (`4-6. 護盾區`, no text of its own) says nothing a reader can
        apply: its first clause, the one that defines the heading's term, takes its
        place and the heading follows right after it — also when the heading is the
        term asked about (`blocker` → 13-1-4-1 "《阻擋者》 is …", then 13-1-4 《阻擋者》)."""
        for entry in list(fused):
            _doc, clause = self.index.clause(entry)
            if clause.text or not clause.children:
                continue
            first = self.index.entry_of.get((self.index.entries[entry][0], clause.children[0]))
            if first is None or fused.get(first, 0.0) > fused[entry]:
                continue  # (on a tie too, the heading goes behind)
            fused[first], fused[entry] = fused[entry], fused[entry] * HEADING_FACTOR

    def _prefer_language(self, fused: dict[int, float], lang: str, allowed: set[int]) -> None:
        """A GCG clause and its counterpart in the other document say the same rule: the
        one in the query's language takes the better of the two scores, the other falls
        behind it (a Japanese query reads the ja clause first, any other the zh-Hant)."""
        other_doc = self._gcg_doc.get(lang)
        if other_doc is None or other_doc not in allowed:
            return
        for entry in list(fused):
            doc, clause = self.index.clause(entry)
            if doc.game != "gcg" or doc.lang == lang:
                continue
            other_key = self.pairs.counterpart(doc.lang, clause.key)
            other = self.index.entry_of.get((other_doc, other_key)) if other_key else None
            if other is None:  # a rule only this document prints: still a candidate
                fused[entry] *= ONLY_HERE_FACTOR
                continue
            fused[other] = max(fused.get(other, 0.0), fused[entry])
            fused[entry] *= COUNTERPART_FACTOR

    def _glossary_ranking(self, parsed: ParsedQuery, concepts: list[Concept], docs: list[int],
                          ) -> tuple[list[tuple[float, float, int]], dict[int, set[int]]]:
        """The glossary ranker: the query's concepts said in each document's own words
        (through the glossary), scored with the index's BM25 and reranked by how much of
        the query a clause covers. Returns [(score, coverage, entry)] best first and the
        entries that define a term named in the query (entry -> concept numbers)."""
        if not concepts:
            return [], {}
        scores = self._bm25(concepts, docs)
        if not scores.any():
            return [], {}
        top = float(scores.max())
        # The clause that defines a named term wins when the query is little more than
        # that term; in a longer question the term is one concept among several.
        bonus = ALIAS_BONUS * top / len(concepts)
        allowed = set(docs)
        aliased: dict[int, set[int]] = {}  # entry -> concepts it defines
        for n, concept in enumerate(concepts):
            for term in concept.terms:
                for entry in self.index.alias.get(term.index, ()):
                    doc_index = self.index.entries[entry][0]
                    if (doc_index in allowed and self._names_term_in(concept, term, doc_index)
                            and n not in aliased.setdefault(entry, set())):
                        aliased[entry].add(n)
                        scores[entry] += bonus
        if len(concepts) == 1:
            for entry in self._definitions(concepts[0], self._best(scores, RERANK_POOL)):
                scores[entry] += 0.5 * bonus
        script = _script_langs(parsed.raw)
        pool = self._best(scores, RERANK_POOL)
        models: dict[str, CoverageModel] = {}
        ranked = []
        for entry in pool:
            doc, clause = self.index.clause(entry)
            if doc.game not in models:
                models[doc.game] = self._coverage_model(concepts, doc.game)
            coverage = models[doc.game].coverage(self.index.entry_tokens[entry],
                                                 aliased.get(entry, set()))
            final = scores[entry] * self._prior(doc, parsed, script) * (0.05 + coverage) ** 2
            # A rule before its sub-cases and examples. Depth by the id, not the tree: the
            # Japanese GCG document prints no headings, so its tree is flat.
            final *= DEPTH_DISCOUNT ** (len(split_id(clause.id)) - 1)
            # A long passage (a NEX-A chapter's introduction) says many words; it is the
            # answer less often than a clause that says just what was asked.
            if len(clause.text) > LONG_TEXT:
                final *= LONG_TEXT / len(clause.text)
            ranked.append((final, coverage, entry))
        ranked.sort(reverse=True)
        return ranked, aliased

    @staticmethod
    def _looks_up_term(concepts: list[Concept]) -> bool:
        """The query is a term and nothing more, or asks what it means (`discard pile`,
        `what does blocker mean`, `ブロッカーとは`, `什麼是阻擋者`)."""
        concepts = [c for c in concepts if not _asks_meaning(c)]
        if len(concepts) != 1 or not concepts[0].terms:
            return False
        typed = concepts[0].typed
        if typed is None:
            return True
        typed = ASKS_MEANING_CJK.sub("", typed)
        return any(typed == fold(form) for term in concepts[0].terms
                   for form in (*term.zh, *term.ja))

    def _names_term_in(self, concept: Concept, term: Term, doc_index: int) -> bool:
        """An English query names a term in every language; a Chinese or Japanese one
        names it in the documents of the language it was typed in."""
        if concept.typed is None:
            return True
        lang = self.index.documents[doc_index].lang
        return any(fold(form) in concept.typed for form in term.forms(lang))

    def _definitions(self, concept: Concept, entries: list[int]) -> list[int]:
        """Clauses whose text opens by defining one of the concept's terms:
        `魔方卡是…`, `替代卡是指…`, `リペアとは…`, and a keyword in brackets as ALTCG
        defines its skills (`【改造】表示「…」的技能`, 601.x)."""
        forms = {self.glossary.fold(f) for term in concept.terms for f in (*term.zh, *term.ja)}
        out = []
        for entry in entries if forms else ():
            opening = DEFINED_KEYWORD.sub(r"\1", self.index.openings[entry])
            if any(opening.startswith(f) and opening[len(f):len(f) + 1] in ("是", "と", "は", "表")
                   for f in forms):
                out.append(entry)
        return out

    def _near_ids(self, parsed: ParsedQuery, docs: list[int]) -> list[Result]:
        """`11-40` is printed nowhere: offer what is printed nearest to it, the clause
        named by its longest printed prefix and the siblings closest in number."""
        wanted = split_id(parsed.clause_id or "")
        allowed = set(docs)
        for size in range(len(wanted) - 1, 0, -1):
            prefix = wanted[:size]
            parents = [e for e in self.index.by_id.get(prefix, [])
                       if self.index.entries[e][0] in allowed]
            siblings = [e for ids, entries in self.index.by_id.items()
                        if len(ids) == size + 1 and ids[:size] == prefix
                        for e in entries if self.index.entries[e][0] in allowed]
            if not parents and not siblings:
                continue
            target = wanted[size]

            def distance(entry: int, target: str = target, size: int = size) -> tuple:
                part = split_id(self.index.clause(entry)[1].id)[size]
                digits = "".join(ch for ch in part if ch.isdigit())
                gap = abs(int(digits) - int(target)) if digits and target.isdigit() else 99
                return (gap, entry)

            script = _script_langs(parsed.raw)
            parents.sort(key=lambda e: -self._prior(self.index.clause(e)[0], parsed, script))
            home = self.index.entries[parents[0]][0] if parents else None
            siblings.sort(key=lambda e: (self.index.entries[e][0] != home, distance(e)))
            picks = parents[:1] + siblings[:SUGGESTIONS - 1]
            return [self._result(e, 0, "suggestion") for e in picks]
        return []

    def _suggest(self, parsed: ParsedQuery, docs: list[int]) -> list[Result]:
        """Nothing matched: the clauses of the glossary terms nearest to what was typed,
        or, failing that, the chapters of the documents searched."""
        allowed = set(docs)
        text = parsed.words if parsed.clause_id else parsed.words or parsed.folded
        if parsed.games and not parsed.words:
            text = ""  # `gcg` alone: the game's chapters
        picks: list[int] = []
        if text:
            names = {t.index: " ".join((*t.en, *t.zh, *t.ja)) for t in self.glossary.rule_terms
                     if t.index in self.index.alias}
            for _, _, term_index in process.extract(text, names, scorer=fuzz.WRatio, limit=10):
                for entry in self.index.alias[term_index]:
                    if self.index.entries[entry][0] in allowed and entry not in picks:
                        picks.append(entry)
        picks += self._chapters(docs, SUGGESTIONS - len(picks), picks)
        return [self._result(e, 0, "suggestion") for e in picks[:SUGGESTIONS]]

    # --- query analysis -------------------------------------------------------------

    def _concepts(self, words: str) -> list[Concept]:
        folded = fold(words)
        concepts = [self._cjk_concept(run) for run in CJK_RUN.findall(folded)]
        concepts.extend(self._english_concepts([singular(w) for w in LATIN_WORD.findall(folded)]))
        for concept in concepts:  # the same words listed under several terms count once
            unique: dict[tuple, Alternative] = {}
            for alt in concept.alternatives:
                key = (alt.tokens, alt.games)
                if alt.tokens and (key not in unique or unique[key].weight < alt.weight):
                    unique[key] = alt
            concept.alternatives = list(unique.values())
        return [c for c in concepts if c.alternatives]

    def _correct_cjk(self, words: str) -> str:
        """A run of 3-8 CJK characters that no term covers (all but one character) and
        that differs from a term in exactly one character is read as that term
        (`升極階段` → 升級階段, where only 階段 is a term; `カットイソ` → カットイン)."""
        for run in CJK_RUN.findall(words):
            if not 3 <= len(run) <= 8:
                continue
            longest = max((len(f) for i, ch in enumerate(run) for f in self._forms_by_char.get(ch, ())
                           if run.startswith(f, i)), default=0)
            if longest >= len(run) - 1:
                continue
            hit = process.extractOne(run, self._forms_by_length.get(len(run), ()),
                                     scorer=Hamming.distance, score_cutoff=1)
            if hit:
                words = words.replace(run, hit[0], 1)
        return words

    def _cjk_concept(self, run: str) -> Concept:
        concept = Concept(alternatives=[Alternative(tuple(query_tokens(run)), literal=True)],
                          typed=run)
        remaining = run
        found = {f for i, ch in enumerate(run) for f in self._forms_by_char.get(ch, ())
                 if run.startswith(f, i)}
        forms = sorted(found, key=self._form_rank.__getitem__)  # longest first
        for form in forms:
            if len(form) > len(remaining) or form not in remaining:
                continue
            remaining = remaining.replace(form, " ")
            for term in self.glossary.by_cjk[form]:
                if term.is_rule_term:
                    concept.terms.append(term)
                else:
                    concept.words_terms.append(term)
                games = frozenset(term.games) or None
                for other in (*term.zh, *term.ja):
                    tokens = tuple(query_tokens(fold(other)))
                    concept.alternatives.append(Alternative(tokens, CROSS_LANGUAGE_WEIGHT, games))
        if len(concept.terms) > 1 and len(run) > 8:
            concept.terms = []  # a sentence, not a term: nothing to alias
        return concept

    def _english_concepts(self, words: list[str]) -> list[Concept]:
        gloss = self.glossary
        out: list[Concept] = []
        i = 0
        while i < len(words):
            phrases = (" ".join(words[i:i + n]) for n in range(2, gloss.longest_phrase + 1))
            if words[i] in STOP_WORDS and not any(p in gloss.by_english for p in phrases):
                i += 1  # `when` alone says nothing; `when linked` is a term
                continue
            for size in range(min(gloss.longest_phrase, len(words) - i), 0, -1):
                phrase = " ".join(words[i:i + size])
                terms = gloss.by_english.get(phrase)
                if terms is None and size == 1:
                    terms = self._typo(phrase)
                if terms:
                    concept = self._term_concept(terms, words[i:i + size])
                    if size > 1:
                        concept.words = self._english_concepts_single(words[i:i + size])
                    out.append(concept)
                    i += size
                    break
            else:
                out.append(Concept(alternatives=[Alternative((words[i],))]))
                i += 1
        return out

    def _english_concepts_single(self, words: list[str]) -> list[Concept]:
        out = []
        for word in words:
            terms = self.glossary.by_english.get(word) or self._typo(word)
            out.append(self._term_concept(terms, [word]) if terms
                       else Concept(alternatives=[Alternative((word,))]))
        return out

    def _typo(self, word: str) -> list[Term] | None:
        """The glossary terms of the English glossary word a typo away (lexical.py's
        typo step, over the glossary's words; the rules' word counts break ties)."""
        if len(word) < 4 or word.isdigit():
            return None
        counts = self.index.lexical.word_counts if self.index.lexical else {}
        hit = nearest_word(word, self._glossary_words, counts)
        return self.glossary.by_english.get(hit) if hit else None

    def _term_concept(self, terms: list[Term], words: list[str]) -> Concept:
        alternatives = [Alternative(tuple(words), literal=True)]
        for term in terms:
            alternatives.extend(self._term_alternatives(term, 1.0))
        if len(words) == 1:
            # `support` in Azur Lane: no term is called just that, but 支援欄 and 支援時 are.
            named = {t.index for t in terms}
            for term in self.glossary.by_english_word.get(words[0], ()):
                if term.index not in named:
                    alternatives.extend(self._term_alternatives(term, PART_OF_NAME_WEIGHT))
        return Concept(alternatives=alternatives, terms=[t for t in terms if t.is_rule_term],
                       words_terms=[t for t in terms if not t.is_rule_term])

    def _term_alternatives(self, term: Term, weight: float) -> list[Alternative]:
        cached = self._alternatives.get((term.index, weight))
        if cached is None:
            games = frozenset(term.games) or None
            cached = self._alternatives[(term.index, weight)] = [
                Alternative(tuple(query_tokens(self.glossary.fold(form))), weight, games)
                for form in (*term.zh, *term.ja)]
        return cached

    def _token_weights(self, concepts: list[Concept], game: str) -> dict[str, float]:
        weights: dict[str, float] = {}
        for concept in concepts_in_game(concepts, game):
            alternatives = concept.for_game(game)
            # A concept counts once however many ways it can be said.
            share = 1.0 / max(1, len(alternatives)) ** 0.5
            for alt in alternatives:
                for token in alt.tokens:
                    weights[token] = max(weights.get(token, 0.0), alt.weight * share)
        return weights

    def _coverage(self, concepts: list[Concept], entry: int, game: str,
                  defines: set[int] = frozenset()) -> float:
        """How much of the query the clause says, 0..1 (see `CoverageModel`)."""
        model = self._coverage_model(concepts, game)
        return model.coverage(self.index.entry_tokens[entry], defines)

    def _coverage_model(self, concepts: list[Concept], game: str) -> CoverageModel:
        idf = self.index.idf
        rows = []
        for n, top in enumerate(concepts):
            for concept in top.in_game(game):
                weight = 0.0
                alternatives = []
                for alt in concept.for_game(game):
                    weighted = tuple((t, idf.get(t, 0.0)) for t in alt.tokens)
                    mass = sum(w for _, w in weighted)
                    if mass:
                        weight = max(weight, mass / len(weighted))
                        alternatives.append((alt.weight / mass, weighted))
                classifier = any(t.kind == "classifier" for t in concept.words_terms)
                rows.append((n, weight or UNSAID_WEIGHT, alternatives, classifier))
        return CoverageModel(rows)

        # --- results --------------------------------------------------------------------

    def _result(self, entry: int, score: int, kind: str) -> Result:
        doc, clause = self.index.clause(entry)
        parent = doc.get(clause.parent)
        children = [(doc.by_key[k].id, doc.by_key[k].heading or doc.by_key[k].text.split("\n")[0])
                    for k in clause.children]
        counterpart = None
        if doc.game == "gcg":
            other = self.pairs.counterpart(doc.lang, clause.key)
            if other:
                counterpart = ("ja" if doc.lang == "zh-Hant" else "zh-Hant", other.split("#")[0])
        return Result(
            game=doc.game, lang=doc.lang, id=clause.id, key=clause.key,
            title=doc.title_of(clause), heading=clause.heading, text=clause.text,
            parent=parent.id if parent else None, score=max(0, min(100, score)), kind=kind,
            path=[(a.id, a.heading) for a in doc.ancestors(clause)], children=children,
            counterpart=counterpart, en=clause.en,
        )


@cache
def default_searcher() -> Searcher:
    return Searcher()


def search(query: str, **options) -> list[Result]:
    return default_searcher().search(query, **options)
