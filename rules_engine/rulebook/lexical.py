"""BM25 (bm25s) over every clause, twice: its official text and its English rendering.

Two fields, two indexes, one row per clause (the same entry numbers as `index.Index`):

* `official`: the clause as printed (heading three times, text, its ancestors'
  headings), folded (`normalize.fold`) and cut into tokens by the tokeniser chosen for
  the document's language (`TOKENISERS`): character unigrams + bigrams, jieba words
  (Chinese) or SudachiPy morphemes (Japanese). docs/search.md gives the measurements
  that chose the default.
* `english`: the unofficial English (`english.py`): heading three times, text, the
  ancestors' English headings; lowercased words, stop words dropped, Snowball-stemmed
  (PyStemmer).

A query word that is not in the English vocabulary is read as its nearest vocabulary
word when one is a typo away (Damerau-Levenshtein distance, a swap of two neighbouring
letters counting as one; the more frequent word when several are as near): `frist` →
`first`, `chrage` → `charge` (not `change`), `sceen` → `scene`. Two unknown neighbours that
are one vocabulary word written apart are read as that word: `junk yard` → `junkyard`.
"""

from __future__ import annotations

import logging
import re
import sys
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cache
from itertools import pairwise

import bm25s
import numpy as np
import Stemmer
from rapidfuzz import process
from rapidfuzz.distance import DamerauLevenshtein

from . import semantic
from .model import Clause, Document
from .normalize import CJK_RUN, LATIN_WORD, fold

# bm25s sets its own logger to DEBUG when imported ("Building index from tokens" on every
# build): its warnings are enough.
logging.getLogger("bm25s").setLevel(logging.WARNING)

HEADING_REPEAT = 3  # a heading says what the clause is about: it counts three times
CONTEXT_REPEAT = 1  # the ancestors' English headings: the section a clause sits in
K1 = 1.2
B = 0.75
TYPO_MIN_LENGTH = 4
TYPO_LONG = 8  # words this long may have two typos, shorter ones one
PHRASES = False
# Document expansion (doc2query): the clause's questions appended to its official / English
# row as well, besides their own rankers (docs/search.md says what this measured).
EXPAND_OFFICIAL = True
EXPAND_ENGLISH = False

# Tokenisers per document language; the first of each is the default (docs/search.md).
TOKENISERS = {"zh-Hant": ("bigram", "jieba"), "ja": ("bigram", "sudachi")}

ENGLISH_STOP_WORDS = frozenset((
    "a", "an", "the", "is", "are", "was", "were", "be", "been", "being", "am", "of", "to", "in",
    "on", "at", "for", "by", "with", "and", "or", "what", "which", "who", "whom", "how", "have",
    "has", "had", "will", "would", "should", "could", "there", "does", "do", "did", "doing",
    "when", "where", "why", "it", "its", "this", "that", "these", "those", "my", "your", "i",
    "you", "we", "they", "he", "she", "his", "her", "their", "them", "me", "our", "us", "as",
    "from", "into", "about", "than", "then", "so", "some", "get", "got", "gets", "happen",
    "happens", "rule", "rules", "clause", "s", "t", "just", "also", "very", "too", "im", "i'm",
    "it's", "isn't", "don't", "doesn't", "can't", "yes", "no", "ok", "please", "want",
    "gcg", "ucg", "altcg", "nexa", "nex", "gundam", "ultraman", "azur", "lane", "war",
))
_STEMMER = Stemmer.Stemmer("english")
# Irregular verb forms the stemmer leaves apart from their verb (`drew` → draw).
IRREGULAR = {
    "drew": "draw", "drawn": "draw", "lost": "lose", "won": "win", "paid": "pay", "chose": "choose",
    "chosen": "choose", "took": "take", "taken": "take", "gave": "give", "given": "give",
    "left": "leave", "went": "go", "gone": "go", "came": "come", "became": "become",
    "dealt": "deal", "held": "hold", "kept": "keep", "sent": "send", "spent": "spend",
    "began": "begin", "begun": "begin", "ran": "run", "made": "make", "saw": "see", "seen": "see",
    "found": "find", "brought": "bring", "fell": "fall", "fallen": "fall", "struck": "strike",
    "broke": "break", "broken": "break", "wrote": "write", "written": "write",
    "rode": "ride", "ridden": "ride", "hid": "hide", "hidden": "hide", "led": "lead",
    "shown": "show", "thrown": "throw", "threw": "throw", "stood": "stand", "understood": "understand",
}
_HAN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
_KANA = re.compile(r"[\u3040-\u30ff]")


@cache
def stem(word: str) -> str:
    return _STEMMER.stemWord(IRREGULAR.get(word, word))


def english_words(text: str) -> list[str]:
    """Lowercased words of English text, stop words kept (`can` vs `cannot` matters to
    the typo step, not to BM25)."""
    return [w.replace("’", "'") for w in LATIN_WORD.findall(text.casefold())]


def english_tokens(text: str) -> list[str]:
    """Stemmed words without stop words, and (with `PHRASES`) each pair of neighbours
    as one more token (`battl_damag`): a phrase the query says ranks the clause that
    says it above clauses that say its words apart."""
    words = [stem(w) for w in english_words(text) if w not in ENGLISH_STOP_WORDS]
    if PHRASES:
        words += [f"{a}_{b}" for a, b in pairwise(words)]
    return words


# --- CJK tokenisers ---------------------------------------------------------------------


def _bigrams(folded: str, query: bool) -> list[str]:
    out = [w for w in LATIN_WORD.findall(folded)]
    for run in CJK_RUN.findall(folded):
        if len(run) == 1:
            out.append(run)
            continue
        if not query:  # documents: Han unigrams too, so a one-character query finds them
            out.extend(ch for ch in run if _HAN.match(ch))
        out.extend(run[i:i + 2] for i in range(len(run) - 1))
    return out


@cache
def _jieba():
    import jieba

    jieba.setLogLevel(60)
    jieba.initialize()
    return jieba


def _jieba_tokens(folded: str) -> list[str]:
    out = [w for w in LATIN_WORD.findall(folded)]
    for run in CJK_RUN.findall(folded):
        out.extend(t for t in _jieba().lcut_for_search(run) if t.strip())
    return out


@cache
def _sudachi():
    from sudachipy import Dictionary, SplitMode

    return Dictionary().create(), SplitMode.B


def _sudachi_tokens(text: str) -> list[str]:
    """Morphemes of the text as printed (Sudachi wants Japanese, not the folded form),
    each folded afterwards so they meet the folded query; particles and kana-only
    one-character morphemes are dropped."""
    tokenizer, mode = _sudachi()
    out = [w for w in LATIN_WORD.findall(fold(text))]
    for run in re.findall(r"[\u3040-\u30ff\u31f0-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff・ー]+",
                          text):
        for m in tokenizer.tokenize(run, mode):
            surface = fold(m.surface())
            if surface and not (len(surface) == 1 and _KANA.match(surface)):
                out.append(surface)
    return out


def cjk_tokens(text: str, tokeniser: str, *, query: bool) -> list[str]:
    if tokeniser == "jieba":
        return _jieba_tokens(fold(text))
    if tokeniser == "sudachi":
        return _sudachi_tokens(text)
    return _bigrams(fold(text), query)


# --- the index ----------------------------------------------------------------------------


DEFINITION_PATTERNS = (
    re.compile(r'(?:is|are) (?:collectively )?called (?:an? |the )?["“]([^"”]{2,40})["”]'),
    re.compile(r'^["“]([^"”]{2,40})["”] (?:is|are|means|refers to) '),
    re.compile(r'^[《【]([^》】]+)[》】] (?:is|are|means|represents|refers to) '),
)


def defined_phrases(body: str) -> list[str]:
    """The phrases an English clause defines, as space-padded stemmed tokens."""
    out = []
    for pattern in DEFINITION_PATTERNS:
        for phrase in pattern.findall(body):
            tokens = english_tokens(phrase)
            if tokens:
                out.append(f" {' '.join(tokens)} ")
    return out


def _model(rows: list[list[str]]) -> bm25s.BM25:
    model = bm25s.BM25(k1=K1, b=B)
    # interned: one string per token across the index's vocabularies (and in its cache
    # file, which shares what is one object), not one per vocabulary (docs/memory.md)
    model.index([[sys.intern(t) for t in row] or [""] for row in rows], show_progress=False)
    # the set of every token id, for bm25s's `get_tokens_ids`/`retrieve`, which `_scores`
    # does not use (it maps tokens through `vocab_dict`): ~2 MB kept for nothing
    model.unique_token_ids_set = None
    return model


@dataclass(slots=True)
class Lexical:
    tokenisers: dict[str, str]  # document language -> tokeniser
    official: bm25s.BM25
    english: bm25s.BM25
    entry_doc: np.ndarray  # entry -> document index
    english_vocabulary: list[str]  # surface words of the English layer, for typos
    word_counts: dict[str, int] = field(default_factory=dict)  # how often each is written
    words_by_length: dict[int, list[str]] = field(default_factory=dict)  # the vocabulary
    # entry -> the distinct stemmed tokens its English and its questions say, as a tuple
    # (a few dozen; read only to test membership): two sets each kept 3 MB (docs/memory.md)
    said_terms: list[tuple[str, ...]] = field(default_factory=list)
    known: frozenset[str] = frozenset()  # the vocabulary as a set
    # What a clause's English says it defines (`... is called "effect damage"`,
    # `《Blocker》 is a keyword effect ...`), as stemmed phrases: " effect damag " -> entries.
    definitions: dict[str, list[int]] = field(default_factory=dict)
    # entry -> unit vector of its English (semantic.py); None without the model
    english_vectors: np.ndarray | None = None
    # The team-written questions each clause answers (english.py): BM25 over them (one row
    # per clause) and one unit vector per question with the entry it belongs to.
    questions: bm25s.BM25 | None = None
    questions_cjk: bm25s.BM25 | None = None  # the Chinese and Japanese ones, as `official`
    question_vectors: np.ndarray | None = None
    question_entry: np.ndarray | None = None
    # For the token alignment (semantic.alignment): the distinct token ids of each part of
    # a clause — its English, then each of its questions — flat: part p is
    # align_ids[align_bounds[p]:align_bounds[p + 1]], entry e's parts are
    # align_first[e] .. align_first[e + 1] - 1. Empty without the model.
    align_ids: np.ndarray = field(default_factory=lambda: np.zeros(0, np.int32))
    align_bounds: np.ndarray = field(default_factory=lambda: np.zeros(1, np.int64))
    align_first: np.ndarray = field(default_factory=lambda: np.zeros(1, np.int64))

    def defining(self, tokens: list[str]) -> list[int]:
        """The clauses defining a phrase the query says, longest phrase first."""
        said = f" {' '.join(tokens)} "
        hits = sorted((p for p in self.definitions if p in said), key=len, reverse=True)
        return list(dict.fromkeys(e for p in hits for e in self.definitions[p]))

    # -- queries --

    def correct(self, words: list[str]) -> list[str]:
        """Each word, or what it was meant to be when it is not in the vocabulary: its
        nearest vocabulary word, or with its unknown neighbour the one word they spell
        (the neighbour then reads as "")."""
        out = list(words)
        for n, word in enumerate(words):
            if self._known(word) or not out[n]:
                continue
            if n + 1 < len(words) and not self._known(words[n + 1]) \
                    and word + words[n + 1] in self.known:
                out[n], out[n + 1] = word + words[n + 1], ""
                continue
            out[n] = self._nearest(word) or word
        return out

    def _known(self, word: str) -> bool:
        return word in self.known or len(word) < TYPO_MIN_LENGTH or word.isdigit() \
            or word in ENGLISH_STOP_WORDS

    def _nearest(self, word: str) -> str | None:
        return nearest_word(word, self.words_by_length, self.word_counts)

    def english_scores(self, tokens: list[str]) -> np.ndarray | None:
        return _scores(self.english, tokens)

    def official_scores(self, tokens: list[str]) -> np.ndarray | None:
        return _scores(self.official, tokens)

    def question_scores(self, tokens: list[str]) -> np.ndarray | None:
        return _scores(self.questions, tokens) if self.questions is not None else None

    def cjk_question_scores(self, tokens: list[str]) -> np.ndarray | None:
        return _scores(self.questions_cjk, tokens) if self.questions_cjk is not None else None

    def question_meaning(self, query: str) -> np.ndarray | None:
        """Per clause, the cosine of its closest question to the query (0 without any)."""
        if self.question_vectors is None or self.question_entry is None or not len(self.question_entry):
            return None
        sims = semantic.scores(self.question_vectors, query)
        if sims is None:
            return None
        out = np.zeros(len(self.entry_doc), dtype=np.float32)
        np.maximum.at(out, self.question_entry, sims)
        return out

    def alignments(self, query: np.ndarray, entries: list[int]) -> list[float]:
        """Per entry, the token alignment of the query to the clause's English or to its
        best question (semantic.alignment)."""
        if len(self.align_first) <= max(entries, default=0) + 1:
            return [0.0] * len(entries)
        bounds, first = self.align_bounds, self.align_first
        parts = [self.align_ids[bounds[p]:bounds[p + 1]]
                 for e in entries for p in range(first[e], first[e + 1])]
        scores = semantic.alignment(query, parts)
        out, k = [], 0
        for e in entries:
            n = int(first[e + 1] - first[e])
            out.append(max(scores[k:k + n], default=0.0))
            k += n
        return out

    def query_cjk_tokens(self, text: str) -> list[str]:
        out: list[str] = []
        for tokeniser in dict.fromkeys(self.tokenisers.values()):
            out.extend(cjk_tokens(text, tokeniser, query=True))
        return list(dict.fromkeys(out))


def _alignment_parts(documents: list[Document], entries: list[tuple[int, str]],
                     ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """`Lexical.align_ids`, `align_bounds`, `align_first` (empty without the model)."""
    texts: list[str] = []
    first = [0]
    for doc_index, key in entries:
        clause = documents[doc_index].by_key[key]
        texts += [t for t in (clause.en, *clause.questions) if t.strip()]
        first.append(len(texts))
    sets = semantic.token_sets(texts) if texts else None
    if sets is None:
        return np.zeros(0, np.int32), np.zeros(1, np.int64), np.zeros(1, np.int64)
    bounds = np.zeros(len(sets) + 1, dtype=np.int64)
    np.cumsum([len(s) for s in sets], out=bounds[1:])
    ids = np.concatenate(sets).astype(np.int32) if sets else np.zeros(0, np.int32)
    return ids, bounds, np.asarray(first, dtype=np.int64)


def by_length(words: Iterable[str]) -> dict[int, list[str]]:
    out: dict[int, list[str]] = {}
    for word in sorted(set(words)):
        out.setdefault(len(word), []).append(word)
    return out


def nearest_word(word: str, words_by_length: dict[int, list[str]],
                 counts: dict[str, int]) -> str | None:
    """The word of `words_by_length` a typo away from `word` (Damerau-Levenshtein: one
    typo under `TYPO_LONG` letters, two from there on), the most frequent by `counts`
    among the nearest; None when none is that near."""
    limit = 2 if len(word) >= TYPO_LONG else 1
    near = [w for size in range(len(word) - limit, len(word) + limit + 1)
            for w in words_by_length.get(size, ())]
    hits = process.extract(word, near, scorer=DamerauLevenshtein.distance, score_cutoff=limit,
                           limit=None)
    if not hits:
        return None
    nearest = min(distance for _, distance, _ in hits)
    return max((w for w, distance, _ in hits if distance == nearest),
               key=lambda w: (counts.get(w, 0), w))


def _scores(model: bm25s.BM25, tokens: list[str]) -> np.ndarray | None:
    vocab = model.vocab_dict
    ids = [vocab[t] for t in dict.fromkeys(tokens) if t in vocab]
    if not ids:
        return None
    return model.get_scores(ids)


def _official_text(doc: Document, clause: Clause) -> tuple[str, str, str]:
    context = " ".join(a.heading for a in doc.ancestors(clause) if a.heading)
    return clause.heading, clause.text, context


def build_lexical(documents: list[Document], entries: list[tuple[int, str]],
                  tokenisers: dict[str, str] | None = None,
                  borrowed: dict[tuple[int, str], str] | None = None) -> Lexical:
    chosen = {lang: options[0] for lang, options in TOKENISERS.items()}
    chosen.update(tokenisers or {})
    borrowed = borrowed or {}
    official_rows: list[list[str]] = []
    english_rows: list[list[str]] = []
    english_texts: list[str] = []
    vocabulary: Counter[str] = Counter()
    definitions: dict[str, list[int]] = {}
    entry_doc = np.zeros(len(entries), dtype=np.int32)
    question_rows: list[list[str]] = []
    cjk_question_rows: list[list[str]] = []
    question_texts: list[str] = []
    question_entry: list[int] = []
    for entry, (doc_index, key) in enumerate(entries):
        doc = documents[doc_index]
        clause = doc.by_key[key]
        entry_doc[entry] = doc_index
        tokeniser = chosen.get(doc.lang, "bigram")
        heading, text, context = _official_text(doc, clause)
        context = " ".join(filter(None, (context, borrowed.get((doc_index, key), ""))))
        row = cjk_tokens(heading, tokeniser, query=False) * HEADING_REPEAT
        row += cjk_tokens(text, tokeniser, query=False)
        row += cjk_tokens(context, tokeniser, query=False)
        if EXPAND_OFFICIAL:
            row += [t for q in clause.questions_cjk for t in cjk_tokens(q, tokeniser, query=False)]
        official_rows.append(row)
        en_context = " ".join(a.en_heading for a in doc.ancestors(clause) if a.en_heading)
        body = clause.en[len(clause.en_heading):] if clause.en_heading else clause.en
        for phrase in defined_phrases(body.strip()):
            definitions.setdefault(phrase, []).append(entry)
        words = english_words(f"{clause.en} {en_context}")
        vocabulary.update(w for w in words if w.isalpha())
        english_texts.append(f"{en_context}. {clause.en}".replace("\n", " "))
        asked = [t for q in clause.questions for t in english_tokens(q)]
        english_rows.append(english_tokens(clause.en_heading) * HEADING_REPEAT
                            + english_tokens(body) + english_tokens(en_context) * CONTEXT_REPEAT
                            + (asked if EXPAND_ENGLISH else []))
        question_rows.append(asked)
        question_texts += clause.questions
        cjk_question_rows.append([t for q in clause.questions_cjk
                                  for t in cjk_tokens(q, "bigram", query=False)])
        question_entry += [entry] * len(clause.questions)
        vocabulary.update(w for q in clause.questions for w in english_words(q) if w.isalpha())
    align_ids, align_bounds, align_first = _alignment_parts(documents, entries)
    return Lexical(
        align_ids=align_ids, align_bounds=align_bounds, align_first=align_first,
        tokenisers=chosen, official=_model(official_rows), english=_model(english_rows),
        entry_doc=entry_doc, english_vocabulary=sorted(vocabulary), word_counts=dict(vocabulary),
        words_by_length=by_length(vocabulary),
        said_terms=[tuple(dict.fromkeys(sys.intern(t) for t in (*english, *asked)))
                    for english, asked in zip(english_rows, question_rows, strict=True)],
        known=frozenset(vocabulary),
        definitions=definitions, english_vectors=semantic.embed(english_texts),
        questions=_model(question_rows) if question_texts else None,
        questions_cjk=_model(cjk_question_rows) if any(cjk_question_rows) else None,
        question_vectors=semantic.embed(question_texts) if question_texts else None,
        question_entry=np.asarray(question_entry, dtype=np.int32),
    )
