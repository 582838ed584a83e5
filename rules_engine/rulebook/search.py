"""Search, in this order: exact id, id prefix, glossary alias, fuzzy text.

Words next to an id choose among the documents that print it. Text queries in any
language are expanded through the glossary into the words each document prints,
scored with BM25 and reranked by how much of the query a clause covers. The search
never comes back empty-handed: a weak best match turns the answer into 3–5
suggestions.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache

from rapidfuzz import fuzz, process

from .glossary import Term
from .index import Index, load_index, split_id, tokenize
from .model import Document
from .normalize import CJK_RUN, HAS_CJK, LATIN_WORD, fold, singular
from .query import ParsedQuery, parse_query

STOP_WORDS = frozenset(
    "a an the is are be been of to in on at for by with and or what which who whom how "
    "have has had will would should could there "
    "does do did when where why if it its this that these those there my your i you we "
    "they he she his her their as from into about than then so any some get got "
    "happen happens rule rules clause".split()
)
# Documents in the order they are preferred when nothing else decides: the Gundam
# Card Game first (the project's first game, and its zh-Hant numbering is canonical).
DOC_PRIOR = {("gcg", "zh-Hant"): 1.0, ("gcg", "ja"): 0.97, ("ucg", "zh-Hant"): 0.95,
             ("altcg", "zh-Hant"): 0.94, ("nexa", "ja"): 0.93}
SAME_SCRIPT = 1.25  # a query written in Japanese prefers the Japanese documents, etc.
CROSS_LANGUAGE_WEIGHT = 0.6
ALIAS_BONUS = 0.8  # a term's defining clause, relative to the best text score
RERANK_POOL = 60
WEAK_SCORE = 34  # below this the best text match is offered as a suggestion
SUGGESTIONS = 5
DEFAULT_LIMIT = 5


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

    def to_json(self) -> dict:
        return {
            "game": self.game, "lang": self.lang, "id": self.id, "title": self.title,
            "text": self.text, "parent": self.parent, "score": self.score, "kind": self.kind,
            "key": self.key, "heading": self.heading,
            "path": [{"id": i, "title": t} for i, t in self.path],
            "children": [{"id": i, "text": t} for i, t in self.children],
        }


@dataclass(slots=True)
class Concept:
    """One thing the user asked about: a word, a phrase or a run of CJK text, with the
    token sets that express it in each document language (any one of them counts)."""

    alternatives: list[tuple[list[str], float]]
    terms: list[Term] = field(default_factory=list)
    typed: str | None = None  # the CJK text as typed (folded); None for English


@cache
def default_index() -> Index:
    return load_index()


def _script_langs(raw: str) -> set[str]:
    if any("\u3040" <= ch <= "\u30ff" for ch in raw):
        return {"ja"}
    if HAS_CJK.search(raw):
        return {"zh-Hant"}
    return set()


class Searcher:
    def __init__(self, index: Index | None = None) -> None:
        self.index = index or default_index()
        self.glossary = self.index.glossary

    # --- public -----------------------------------------------------------------

    def search(self, query: str, *, game: str | None = None, lang: str | None = None,
               limit: int = DEFAULT_LIMIT) -> list[Result]:
        limit = max(1, min(limit, 50))
        parsed = parse_query(query, [game] if game else None, [lang] if lang else None)
        docs = self._documents(parsed)
        results: list[Result] = []
        if parsed.clause_id:
            results = self._by_id(parsed, docs, limit)
        if not results and parsed.words:
            results = self._by_text(parsed, docs, limit)
        if not results:
            results = self._suggest(parsed, docs)
        return results[:limit] if results[0].kind != "suggestion" else results[:max(limit, 3)]

    def show(self, clause_id: str, game: str, lang: str | None = None) -> list[Result]:
        """Every clause printed with this id in that game's documents (exact only)."""
        parsed = parse_query(clause_id, [game], [lang] if lang else None)
        wanted = split_id(parsed.clause_id or clause_id)
        out = []
        for entry in self.index.by_id.get(wanted, []):
            doc, clause = self.index.clause(entry)
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
        chosen = [i for i, d in enumerate(self.index.documents)
                  if (not parsed.games or d.game in parsed.games)
                  and (not parsed.langs or d.lang in parsed.langs)]
        return chosen or [i for i, d in enumerate(self.index.documents)
                          if not parsed.games or d.game in parsed.games]

    def _prior(self, doc: Document, parsed: ParsedQuery, script: set[str]) -> float:
        prior = DOC_PRIOR.get((doc.game, doc.lang), 0.9)
        if doc.lang in script:
            prior *= SAME_SCRIPT
        # `11-4` looks like Gundam numbering, `5.9.4` like Ultraman or Azur Lane.
        if parsed.separator == "-" and doc.game in ("gcg", "nexa"):
            prior *= 1.1
        if parsed.separator == "." and doc.game in ("ucg", "altcg"):
            prior *= 1.1
        return prior

    def _by_id(self, parsed: ParsedQuery, docs: list[int], limit: int) -> list[Result]:
        wanted = split_id(parsed.clause_id)
        allowed = set(docs)
        exact = [e for e in self.index.by_id.get(wanted, []) if self.index.entries[e][0] in allowed]
        kind = "exact"
        if not exact:
            kind = "prefix"
            exact = [e for ids, entries in self.index.by_id.items()
                     if len(ids) > len(wanted) and ids[:len(wanted)] == wanted
                     for e in entries if self.index.entries[e][0] in allowed]
            exact.sort()
        if not exact:
            return []
        script = _script_langs(parsed.raw)
        words = self._text_scores(parsed.words, set(exact)) if parsed.words else {}
        best_words = max(words.values(), default=0.0) or 1.0

        def rank(entry: int) -> float:
            doc, _ = self.index.clause(entry)
            subtree = words.get(entry, 0.0) / best_words
            return self._prior(doc, parsed, script) + 2.0 * subtree

        if kind == "exact":
            exact.sort(key=rank, reverse=True)
            return [self._result(e, 100, "exact") for e in exact[:limit]]
        # prefix: keep reading order within the best document
        by_doc: dict[int, list[int]] = {}
        for e in exact:
            by_doc.setdefault(self.index.entries[e][0], []).append(e)
        best_doc = max(by_doc, key=lambda d: max(rank(e) for e in by_doc[d]))
        ordered = by_doc[best_doc] + [e for d, es in by_doc.items() if d != best_doc for e in es]
        return [self._result(e, 90, "prefix") for e in ordered[:limit]]

    def _text_scores(self, words: str, restrict: set[int] | None = None) -> dict[int, float]:
        concepts = self._concepts(words)
        weights = self._token_weights(concepts)
        scores: dict[int, float] = {}
        for token, weight in weights.items():
            for entry, value in self.index.postings.get(token, ()):
                if restrict is None or entry in restrict:
                    scores[entry] = scores.get(entry, 0.0) + weight * value
        if restrict is not None:  # words next to an id also count in its subtree
            for entry in restrict:
                doc, clause = self.index.clause(entry)
                doc_index = self.index.entries[entry][0]
                for child_key in clause.children:
                    child = self.index.entry_of[(doc_index, child_key)]
                    for token, weight in weights.items():
                        if token in self.index.entry_tokens[child]:
                            scores[entry] = scores.get(entry, 0.0) + 0.5 * weight * self.index.idf[token]
        return scores

    def _by_text(self, parsed: ParsedQuery, docs: list[int], limit: int) -> list[Result]:
        concepts = self._concepts(parsed.words)
        if not concepts:
            return []
        weights = self._token_weights(concepts)
        allowed = set(docs)
        scores: dict[int, float] = {}
        for token, weight in weights.items():
            for entry, value in self.index.postings.get(token, ()):
                if self.index.entries[entry][0] in allowed:
                    scores[entry] = scores.get(entry, 0.0) + weight * value
        if not scores:
            return []
        top = max(scores.values())
        # The clause that defines a named term wins when the query is little more than
        # that term; in a longer question the term is one concept among several.
        bonus = ALIAS_BONUS * top / len(concepts)
        aliased: set[int] = set()
        for concept in concepts:
            for term in concept.terms:
                for entry in self.index.alias.get(term.index, ()):
                    doc_index = self.index.entries[entry][0]
                    if doc_index in allowed and self._names_term_in(concept, term, doc_index):
                        aliased.add(entry)
                        scores[entry] = scores.get(entry, 0.0) + bonus
        if len(concepts) == 1:
            for entry in self._definitions(concepts[0], scores):
                scores[entry] += 0.5 * bonus
        script = _script_langs(parsed.raw)
        pool = sorted(scores, key=scores.__getitem__, reverse=True)[:RERANK_POOL]
        ranked = []
        for entry in pool:
            doc, _ = self.index.clause(entry)
            coverage = self._coverage(concepts, entry, aliased)
            final = scores[entry] * self._prior(doc, parsed, script) * (0.4 + coverage)
            ranked.append((final, coverage, entry))
        ranked.sort(reverse=True)
        best_coverage = ranked[0][1]
        if round(100 * best_coverage) < WEAK_SCORE:
            return [self._result(e, round(100 * c), "suggestion") for _, c, e in ranked[:SUGGESTIONS]]
        out = []
        for _, coverage, entry in ranked[:limit]:
            kind = "alias" if entry in aliased else "fuzzy"
            out.append(self._result(entry, min(99, round(100 * coverage)), kind))
        return out

    def _names_term_in(self, concept: Concept, term: Term, doc_index: int) -> bool:
        """An English query names a term in every language; a Chinese or Japanese one
        names it in the documents of the language it was typed in."""
        if concept.typed is None:
            return True
        lang = self.index.documents[doc_index].lang
        return any(fold(form) in concept.typed for form in term.forms(lang))

    def _definitions(self, concept: Concept, scores: dict[int, float]) -> list[int]:
        """Clauses whose text opens by defining one of the concept's terms:
        `魔方卡是…`, `替代卡是指…`, `リペアとは…`."""
        forms = {fold(f) for term in concept.terms for f in (*term.zh, *term.ja)}
        if not forms:
            return []
        out = []
        for entry in scores:
            _, clause = self.index.clause(entry)
            opening = fold(clause.text[:24])
            for form in forms:
                if opening.startswith(form) and opening[len(form):len(form) + 1] in ("是", "と", "は"):
                    out.append(entry)
                    break
        return out

    def _suggest(self, parsed: ParsedQuery, docs: list[int]) -> list[Result]:
        """Nothing matched: the clauses of the glossary terms nearest to what was typed,
        or, failing that, the chapters of the documents searched."""
        allowed = set(docs)
        text = parsed.words or parsed.folded
        picks: list[int] = []
        if text:
            names = {t.index: " ".join((*t.en, *t.zh, *t.ja)) for t in self.glossary.rule_terms
                     if t.index in self.index.alias}
            for _, _, term_index in process.extract(text, names, scorer=fuzz.WRatio, limit=10):
                for entry in self.index.alias[term_index]:
                    if self.index.entries[entry][0] in allowed and entry not in picks:
                        picks.append(entry)
        if len(picks) < 3:
            for entry, (doc_index, key) in enumerate(self.index.entries):
                clause = self.index.documents[doc_index].by_key[key]
                if doc_index in allowed and clause.parent is None and entry not in picks:
                    picks.append(entry)
                if len(picks) >= SUGGESTIONS:
                    break
        return [self._result(e, 0, "suggestion") for e in picks[:SUGGESTIONS]]

    # --- query analysis -------------------------------------------------------------

    def _concepts(self, words: str) -> list[Concept]:
        folded = fold(words)
        concepts: list[Concept] = []
        for run in CJK_RUN.findall(folded):
            concepts.append(self._cjk_concept(run))
        latin = [singular(w) for w in LATIN_WORD.findall(folded)]
        latin = [w for w in latin if w not in STOP_WORDS]
        concepts.extend(self._english_concepts(latin))
        return [c for c in concepts if any(tokens for tokens, _ in c.alternatives)]

    def _cjk_concept(self, run: str) -> Concept:
        concept = Concept(alternatives=[(tokenize(run), 1.0)], typed=run)
        remaining = run
        for form in self.glossary.cjk_forms:
            if len(form) > len(remaining):
                continue
            if form in remaining:
                remaining = remaining.replace(form, " ")
                for term in self.glossary.by_cjk[form]:
                    concept.terms.append(term)
                    for other in (*term.zh, *term.ja):
                        other_tokens = tokenize(fold(other))
                        if other_tokens:
                            concept.alternatives.append((other_tokens, CROSS_LANGUAGE_WEIGHT))
        if len(concept.terms) > 1 and len(run) > 8:
            concept.terms = []  # a sentence, not a term: no alias
        return concept

    def _english_concepts(self, words: list[str]) -> list[Concept]:
        gloss = self.glossary
        out: list[Concept] = []
        i = 0
        while i < len(words):
            for size in range(min(gloss.longest_phrase, len(words) - i), 0, -1):
                phrase = " ".join(words[i:i + size])
                terms = gloss.by_english.get(phrase)
                if terms is None and size == 1:
                    terms = self._typo(phrase)
                if terms:
                    out.append(self._term_concept(terms, words[i:i + size]))
                    i += size
                    break
            else:
                out.append(Concept(alternatives=[([words[i]], 1.0)]))
                i += 1
        return out

    def _typo(self, word: str) -> list[Term] | None:
        if len(word) < 4 or word.isdigit():
            return None
        hit = process.extractOne(word, self.glossary.english_words, scorer=fuzz.ratio, score_cutoff=80)
        return self.glossary.by_english.get(hit[0]) if hit else None

    def _term_concept(self, terms: list[Term], words: list[str]) -> Concept:
        alternatives: list[tuple[list[str], float]] = [(list(words), 1.0)]
        for term in terms:
            for form in (*term.zh, *term.ja):
                tokens = tokenize(fold(form))
                if tokens:
                    alternatives.append((tokens, 1.0))
        return Concept(alternatives=alternatives, terms=[t for t in terms if t.is_rule_term])

    def _token_weights(self, concepts: list[Concept]) -> dict[str, float]:
        weights: dict[str, float] = {}
        for concept in concepts:
            # A concept counts once however many ways it can be said.
            share = 1.0 / max(1, len(concept.alternatives)) ** 0.5
            for tokens, weight in concept.alternatives:
                for token in tokens:
                    weights[token] = max(weights.get(token, 0.0), weight * share)
        return weights

    def _coverage(self, concepts: list[Concept], entry: int, aliased: set[int]) -> float:
        present = self.index.entry_tokens[entry]
        idf = self.index.idf
        total = covered = 0.0
        for concept in concepts:
            best_weight = 0.0
            best = 0.0
            for tokens, weight in concept.alternatives:
                mass = sum(idf.get(t, 0.0) for t in tokens)
                best_weight = max(best_weight, mass / max(len(tokens), 1))
                if mass:
                    best = max(best, weight * sum(idf.get(t, 0.0) for t in tokens if t in present) / mass)
            if concept.terms and entry in aliased and any(
                    entry in self.index.alias.get(t.index, ()) for t in concept.terms):
                best = 1.0
            weight = best_weight or 1.0
            total += weight
            covered += weight * best
        return covered / total if total else 0.0

    # --- results --------------------------------------------------------------------

    def _result(self, entry: int, score: int, kind: str) -> Result:
        doc, clause = self.index.clause(entry)
        ancestors = doc.ancestors(clause)
        parent = doc.get(clause.parent)
        children = []
        for key in clause.children:
            child = doc.by_key[key]
            children.append((child.id, child.heading or child.text.split("\n")[0]))
        return Result(
            game=doc.game, lang=doc.lang, id=clause.id, key=clause.key,
            title=doc.title_of(clause), heading=clause.heading, text=clause.text,
            parent=parent.id if parent else None, score=max(0, min(100, score)), kind=kind,
            path=[(a.id, a.heading) for a in ancestors], children=children,
        )


@cache
def default_searcher() -> Searcher:
    return Searcher()


def search(query: str, **options) -> list[Result]:
    return default_searcher().search(query, **options)
