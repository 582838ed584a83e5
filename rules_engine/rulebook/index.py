"""The search index over every clause of every document.

BM25 over character bigrams and unigrams (Chinese, Japanese) and words (English,
numbers), with a clause's heading weighted above its text and its ancestors'
headings as light context. Term weights are precomputed at build time so a lookup
is one pass over the postings of the query's tokens. The built index is pickled to a
cache file named after a hash of the data and of this package's code, so it is
rebuilt whenever either changes.
"""

from __future__ import annotations

import hashlib
import importlib.metadata
import logging
import math
import mmap
import os
import pickle
import struct
import sys
import weakref
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from ..paths import data_dir
from .align import Correspondence, read_correspondence
from .glossary import Glossary, heading_key, load_glossary
from .lexical import Lexical, build_lexical
from .library import load_documents
from .model import Clause, Document
from .normalize import fold, split_id, tokenize

log = logging.getLogger(__name__)

HEADING_WEIGHT = 3.0
TEXT_WEIGHT = 1.0
CONTEXT_WEIGHT = 0.3
BORROWED_WEIGHT = 0.6
K1 = 1.2
B = 0.75
FORMAT_VERSION = 8  # 7: arrays mapped from the cache file (docs/memory.md, fifth pass); 8: EntryTokens


class Postings:
    """token -> (its entries, ascending; their BM25 weights), kept as three arrays for
    every token (compressed rows: the token's slice of `entries` and `weights`) and one
    dict of slots — not two small arrays per token, whose headers cost ~11 MB more of
    the bot's memory (docs/memory.md). A lookup returns views of the shared arrays."""

    __slots__ = ("_entries", "_slot", "_starts", "_weights")

    def __init__(self, postings: dict[str, tuple[list[int], list[float]]]) -> None:
        self._slot = {token: n for n, token in enumerate(postings)}
        sizes = [len(entries) for entries, _ in postings.values()]
        self._starts = np.zeros(len(sizes) + 1, dtype=np.int64)
        np.cumsum(sizes, out=self._starts[1:])
        self._entries = np.fromiter((e for entries, _ in postings.values() for e in entries),
                                    dtype=np.int32, count=int(self._starts[-1]))
        self._weights = np.fromiter((w for _, weights in postings.values() for w in weights),
                                    dtype=np.float64, count=int(self._starts[-1]))

    def __contains__(self, token: object) -> bool:
        return token in self._slot

    def __len__(self) -> int:
        return len(self._slot)

    def __getitem__(self, token: str) -> tuple[np.ndarray, np.ndarray]:
        n = self._slot[token]
        start, end = self._starts[n], self._starts[n + 1]
        return self._entries[start:end], self._weights[start:end]

    def __getstate__(self):
        return self._slot, self._starts, self._entries, self._weights

    def __setstate__(self, state) -> None:
        self._slot, self._starts, self._entries, self._weights = state

class EntryTokens:
    """entry -> {token: how firmly the clause says it}, kept as arrays (compressed rows: an
    entry's slice of token numbers and of strength codes) and the tokens' strings once,
    not one dict per clause: 1,792 dicts of 102,000 items were ~2.8 MB of the bot's
    memory, and their 102,000 float objects were made at every start only to be shared
    (docs/memory.md, tenth pass). The arrays are mapped from the cache file like the
    postings. A lookup builds the entry's dict; its strengths are the same floats."""

    __slots__ = ("_codes", "_names", "_starts", "_strengths", "_tokens")

    def __init__(self, entries: list[dict[str, float]]) -> None:
        number: dict[str, int] = {}
        code: dict[float, int] = {}
        for tokens in entries:
            for token, strength in tokens.items():
                number.setdefault(token, len(number))
                code.setdefault(strength, len(code))
        if len(code) > 255:
            raise ValueError(f"{len(code)} distinct strengths: more than a byte codes")
        self._names: list[str] = list(number)
        self._strengths: tuple[float, ...] = tuple(code)
        self._starts = np.zeros(len(entries) + 1, dtype=np.int64)
        np.cumsum([len(tokens) for tokens in entries], out=self._starts[1:])
        size = int(self._starts[-1])
        self._tokens = np.fromiter((number[t] for tokens in entries for t in tokens), dtype=np.int32,
                                   count=size)
        self._codes = np.fromiter((code[v] for tokens in entries for v in tokens.values()), dtype=np.uint8,
                                  count=size)

    def __len__(self) -> int:
        return len(self._starts) - 1

    def __getitem__(self, entry: int) -> dict[str, float]:
        if not 0 <= entry < len(self):
            raise IndexError(entry)
        start, end = int(self._starts[entry]), int(self._starts[entry + 1])
        names, strengths = self._names, self._strengths
        tokens, codes = self._tokens[start:end].tolist(), self._codes[start:end].tolist()
        return {names[t]: strengths[c] for t, c in zip(tokens, codes, strict=True)}

    def __getstate__(self):
        return self._names, self._strengths, self._starts, self._tokens, self._codes

    def __setstate__(self, state) -> None:
        self._names, self._strengths, self._starts, self._tokens, self._codes = state


DEFINITION_OPENING = 24  # characters of a clause's text where a definition opens


@dataclass(slots=True)
class Index:
    documents: list[Document]
    glossary: Glossary
    entries: list[tuple[int, str]] = field(default_factory=list)  # (doc index, clause key)
    # token -> (entries, ascending; their BM25 weights): arrays, not 200,000 tuples —
    # ~27 MB less of the bot's memory and nothing for the collector (docs/memory.md)
    postings: Postings = field(default_factory=lambda: Postings({}))
    idf: dict[str, float] = field(default_factory=dict)
    # entry -> token -> how firmly the clause says it: 1 in its heading or text, less
    # when only an ancestor's heading carries it (arrays, not a dict per clause)
    entry_tokens: EntryTokens = field(default_factory=lambda: EntryTokens([]))
    by_id: dict[tuple[str, ...], list[int]] = field(default_factory=dict)
    alias: dict[int, list[int]] = field(default_factory=dict)  # term index -> entries
    entry_of: dict[tuple[int, str], int] = field(default_factory=dict)
    lexical: Lexical | None = None  # BM25 over the official text and the English (lexical.py)
    # entry -> its text's first 24 characters folded, where a definition opens (`魔方卡是…`):
    # kept in the cache, so an English query folds no Chinese (docs/memory.md)
    openings: list[str] = field(default_factory=list)

    def clause(self, entry: int) -> tuple[Document, Clause]:
        doc_index, key = self.entries[entry]
        doc = self.documents[doc_index]
        return doc, doc.by_key[key]


def _fields(doc: Document, clause: Clause, borrowed: str) -> list[tuple[str, float]]:
    context = " ".join(a.heading for a in doc.ancestors(clause) if a.heading)
    return [(clause.heading, HEADING_WEIGHT), (clause.text, TEXT_WEIGHT),
            (context, CONTEXT_WEIGHT), (borrowed, BORROWED_WEIGHT)]


def _borrowed_headings(documents: list[Document], glossary: Glossary,
                       pairs: Correspondence | None) -> dict[tuple[int, str], str]:
    """The Japanese GCG document prints no section headings (`3-6. シールドエリア` is
    missing, only 3-6-1… are printed). Its clauses borrow the headings above their
    Chinese counterparts, in both languages (護盾區 シールドエリア), for search only."""
    if pairs is None:
        return {}
    docs = {(d.game, d.lang): i for i, d in enumerate(documents)}
    if ("gcg", "zh-Hant") not in docs or ("gcg", "ja") not in docs:
        return {}
    zh = documents[docs[("gcg", "zh-Hant")]]
    ja_index = docs[("gcg", "ja")]
    to_ja = {fold(f): term.ja[0] for term in glossary.rule_terms if "gcg" in term.games and term.ja
             for f in term.zh}
    borrowed = {}
    for clause in documents[ja_index].clauses:
        zh_key = pairs.counterpart("ja", clause.key)
        if zh_key is None or zh_key not in zh.by_key:
            continue
        counterpart = zh.by_key[zh_key]
        headings = [a.heading for a in zh.ancestors(counterpart)[1:] if a.heading]
        translated = [to_ja.get(heading_key(h), "") for h in headings]
        borrowed[(ja_index, clause.key)] = " ".join(headings + translated)
    return borrowed


def build_index(documents: list[Document], glossary: Glossary,
                pairs: Correspondence | None = None,
                tokenisers: dict[str, str] | None = None) -> Index:
    index = Index(documents=documents, glossary=glossary)
    borrowed = _borrowed_headings(documents, glossary, pairs)
    weighted: list[Counter] = []
    entry_tokens: list[dict[str, float]] = []
    for doc_index, doc in enumerate(documents):
        for clause in doc.clauses:
            entry = len(index.entries)
            index.entries.append((doc_index, clause.key))
            index.entry_of[(doc_index, clause.key)] = entry
            index.by_id.setdefault(split_id(clause.id), []).append(entry)
            tf: Counter = Counter()
            for text, weight in _fields(doc, clause, borrowed.get((doc_index, clause.key), "")):
                for token in tokenize(fold(text)):
                    tf[sys.intern(token)] += weight  # one string per token, in the pickle too
            weighted.append(tf)
            entry_tokens.append({t: min(1.0, f) for t, f in tf.items()})
            index.openings.append(fold(clause.text[:DEFINITION_OPENING]))
    index.entry_tokens = EntryTokens(entry_tokens)
    n = len(weighted)
    lengths = [sum(tf.values()) for tf in weighted]
    avg = sum(lengths) / max(n, 1)
    df: Counter = Counter()
    for tf in weighted:
        df.update(tf.keys())
    index.idf = {t: math.log(1 + (n - d + 0.5) / (d + 0.5)) for t, d in df.items()}
    postings: dict[str, tuple[list[int], list[float]]] = {}
    for entry, tf in enumerate(weighted):
        norm = K1 * (1 - B + B * lengths[entry] / avg)
        for token, f in tf.items():
            entries, weights = postings.setdefault(token, ([], []))
            entries.append(entry)
            weights.append(index.idf[token] * f * (K1 + 1) / (f + norm))
    index.postings = Postings(postings)
    _build_alias(index, pairs)
    index.lexical = build_lexical(documents, index.entries, tokenisers, borrowed)
    return index


def _build_alias(index: Index, pairs: Correspondence | None) -> None:
    """A term's defining clause: a heading clause whose heading is one of the term's
    forms in that document's language (`13-1-4. 《阻擋者》`). Where the Japanese GCG
    document leaves a section's heading unprinted, the first printed clause of that
    section stands for it (zh `4-6. 護盾區` → ja 3-6-1)."""
    headings: dict[tuple[int, str], list[int]] = {}
    for entry, (doc_index, key) in enumerate(index.entries):
        clause = index.documents[doc_index].by_key[key]
        if clause.heading:
            headings.setdefault((doc_index, heading_key(clause.heading)), []).append(entry)
    for term in index.glossary.rule_terms:
        hits: list[int] = []
        for doc_index, doc in enumerate(index.documents):
            if term.games and doc.game not in term.games:
                continue
            for form in term.forms(doc.lang):
                hits.extend(headings.get((doc_index, heading_key(form)), []))
        if pairs is not None:
            hits.extend(_unprinted_heading_stand_ins(index, hits, pairs))
        if hits:
            index.alias[term.index] = sorted(set(hits))


def _unprinted_heading_stand_ins(index: Index, hits: list[int], pairs: Correspondence) -> list[int]:
    out = []
    for entry in hits:
        doc_index, key = index.entries[entry]
        doc = index.documents[doc_index]
        if (doc.game, doc.lang) != ("gcg", "zh-Hant") or pairs.counterpart("zh-Hant", key):
            continue
        clause = doc.by_key[key]
        if not clause.children:
            continue
        ja_key = pairs.counterpart("zh-Hant", clause.children[0])
        for other_index, other in enumerate(index.documents):
            if (other.game, other.lang) == ("gcg", "ja") and ja_key in other.by_key:
                out.append(index.entry_of[(other_index, ja_key)])
    return out


# --- cache --------------------------------------------------------------------------


def _package_version(name: str) -> str:
    try:
        return importlib.metadata.version(name)
    except importlib.metadata.PackageNotFoundError:
        return "absent"


def _fingerprint(folder: Path) -> str:
    digest = hashlib.sha256(f"format {FORMAT_VERSION}".encode())
    # the meaning ranker's vectors depend on its model (semantic.py): none without it
    digest.update(_package_version("wordllama").encode())
    # the build's settings, so that an index built with other settings (a tuning run
    # that changes them) is never read back as this one
    from . import lexical

    digest.update(repr((lexical.HEADING_REPEAT, lexical.CONTEXT_REPEAT, lexical.K1, lexical.B,
                        lexical.PHRASES, lexical.EXPAND_OFFICIAL, lexical.EXPAND_ENGLISH)).encode())
    package = Path(__file__).resolve().parent
    sources = [*sorted(package.glob("*.py")), Path(__file__).resolve().parent.parent / "paths.py"]
    data = sorted((folder / "rules").glob("*")) + sorted((folder / "glossary").glob("*"))
    for path in sources + data:
        if path.is_file():
            digest.update(path.name.encode())
            digest.update(path.read_bytes())
    return digest.hexdigest()[:20]


def cache_dir() -> Path:
    configured = os.environ.get("REFBOT_CACHE_DIR")
    if configured:
        return Path(configured)
    base = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(base) / "tcg-referee"


# The cache file: MAGIC, the pickle's length and the number of arrays (u64 each), each
# array's offset and length (u64 each), the pickle, then the arrays' bytes, each at a
# multiple of ALIGN. The pickle is protocol 5 with its arrays out of band, so reading it
# makes numpy arrays that are read-only views of the file mapped in memory: their pages
# are the page cache's, shared by every process of the bot, read when a query reads them
# and dropped again by `release_pages` (docs/memory.md, fifth pass).
MAGIC = b"refbot-rulebook\x00"
ALIGN = 64
_HEAD = struct.Struct("<QQ")
_SPAN = struct.Struct("<QQ")
# every cache file mapped by `read_cache` whose arrays are still alive. The bot writes a
# cache file only by replacing it (`os.replace`), never into a mapped one.
_mappings: weakref.WeakSet[mmap.mmap] = weakref.WeakSet()


def write_cache(index: Index, path: Path) -> None:
    arrays: list[pickle.PickleBuffer] = []
    body = pickle.dumps(index, protocol=5, buffer_callback=arrays.append)
    spans = []
    offset = len(MAGIC) + _HEAD.size + _SPAN.size * len(arrays) + len(body)
    for array in arrays:
        offset += -offset % ALIGN
        spans.append((offset, array.raw().nbytes))
        offset += array.raw().nbytes
    with open(path, "wb") as fh:
        fh.write(MAGIC + _HEAD.pack(len(body), len(arrays)))
        fh.write(b"".join(_SPAN.pack(*span) for span in spans))
        fh.write(body)
        for (start, _), array in zip(spans, arrays, strict=True):
            fh.write(b"\0" * (start - fh.tell()))
            fh.write(array.raw())


def read_cache(path: Path) -> Index:
    """The index in a cache file, its arrays read-only views of the file mapped in
    memory. Raises ValueError on a file that is not one (a foreign or truncated cache)."""
    with open(path, "rb") as fh:
        head = fh.read(len(MAGIC) + _HEAD.size)
        if len(head) != len(MAGIC) + _HEAD.size or not head.startswith(MAGIC):
            raise ValueError("not a rulebook cache file")
        length, count = _HEAD.unpack_from(head, len(MAGIC))
        table = fh.read(_SPAN.size * count)
        body = fh.read(length)  # read, not mapped: unpickling copies it into objects anyway
        size = os.fstat(fh.fileno()).st_size
        spans = [_SPAN.unpack_from(table, n * _SPAN.size) for n in range(count)]
        if len(body) != length or any(start + n > size for start, n in spans):
            raise ValueError("truncated rulebook cache file")
        mapping = mmap.mmap(fh.fileno(), 0, access=mmap.ACCESS_READ) if count else None
    view = memoryview(mapping) if mapping is not None else memoryview(b"")
    index = pickle.loads(body, buffers=[view[start:start + n] for start, n in spans])
    if not isinstance(index, Index):
        raise ValueError("not a rulebook index")
    if mapping is not None:
        _mappings.add(mapping)
    return index


def release_pages() -> None:
    """Drop the mapped arrays' pages from this process's resident set (they stay in the
    page cache; a query reads back the pages it needs). Start-up reads some of them."""
    for mapping in list(_mappings):
        if hasattr(mapping, "madvise"):
            mapping.madvise(mmap.MADV_DONTNEED)


def load_index(folder: Path | None = None, *, use_cache: bool = True) -> Index:
    """The index for the data in `folder` (default: the shipped data), from the cache
    file when it matches the data and code, else built and cached."""
    folder = folder or data_dir()
    path = cache_dir() / f"rulebook-{_fingerprint(folder)}.index"
    if use_cache and path.is_file():
        try:
            return read_cache(path)
        except Exception as exc:  # a corrupt or foreign cache file is rebuilt
            log.warning("ignoring rulebook cache %s: %s", path, exc)
    index = build_index(load_documents(folder / "rules"), load_glossary(folder / "glossary"),
                        read_correspondence(folder / "glossary" / "gcg-zh-ja.yaml"))
    if use_cache:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            tmp = path.with_suffix(f".{os.getpid()}.tmp")
            write_cache(index, tmp)
            os.replace(tmp, path)
            return read_cache(path)  # mapped, as from now on
        except OSError as exc:  # a read-only home still answers queries
            log.warning("could not write rulebook cache %s: %s", path, exc)
    return index
