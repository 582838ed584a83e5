"""A meaning ranker over the English layer: static word embeddings (WordLlama), so that a
question or a described situation reaches a clause that says the same thing in other
words ("can I block with a rested unit?" → "a rested unit cannot use 《Blocker》").

WordLlama ships its model (`l2_supercat`, 256 dimensions, 16 MB) inside its wheel; it is
loaded from there, never downloaded (the bot runs offline). A clause's vector is the
normalised mean of its English's token embeddings — heading, text and ancestors'
headings — computed when the index is built and kept in the index cache; a query costs
one embedding (≈ 0.03 ms) and one matrix-vector product. docs/search.md says how it is
weighted in the fusion and what it measured.
"""

from __future__ import annotations

import importlib.util
import json
import logging
import mmap
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

if TYPE_CHECKING:
    from tokenizers import Tokenizer

log = logging.getLogger(__name__)


# The files WordLlama ships in its wheel (its `l2_supercat` model at 256 dimensions).
_WEIGHTS = "weights/l2_supercat_256.safetensors"
_TOKENIZER = "tokenizers/l2_supercat_tokenizer_config.json"


@dataclass(frozen=True)
class StaticModel:
    """WordLlama's model, read from its wheel's files without importing the package.

    `wordllama` itself costs the bot ~25 MB of imports (requests, urllib3, its trainers)
    and keeps a float32 copy of the float16 matrix (32 MB); this keeps the matrix as
    shipped (16 MB) and does its inference — the mean of a text's token vectors — here,
    in float32 exactly as `WordLlamaInference.embed` does, so every vector and score is
    the same float (docs/memory.md)."""

    embedding: np.ndarray  # vocabulary × 256, float16 as shipped (read-only, mapped from the file)
    tokenizer: Tokenizer  # pads a batch to its longest text, as WordLlama's does
    mapping: mmap.mmap | None = None  # the weights file, when `embedding` is mapped from it

    def release_pages(self) -> None:
        """Drop the matrix's pages from this process's resident set (they stay in the page
        cache, shared, and a query's rows come back when read): the token norms read
        every row once at start, and a playing bot reads none (docs/memory.md, fourth pass)."""
        if self.mapping is not None and hasattr(self.mapping, "madvise"):
            self.mapping.madvise(mmap.MADV_DONTNEED)

    def embed(self, texts: list[str], batch_size: int = 64) -> np.ndarray:
        """Unit vectors (rows, float32) of `texts`: `WordLlamaInference.embed(norm=True)`."""
        out = np.empty((len(texts), self.embedding.shape[1]), dtype=np.float32)
        for start in range(0, len(texts), batch_size):
            encodings = self.tokenizer.encode_batch(texts[start:start + batch_size],
                                                    add_special_tokens=False)
            ids = np.array([e.ids for e in encodings], dtype=np.int32)
            mask = np.array([e.attention_mask for e in encodings], dtype=np.float32)
            np.clip(ids, 0, self.embedding.shape[0] - 1, out=ids)
            # float16 × float32 is computed in float32: the products WordLlama's float32
            # copy gives, summed in the same order.
            pooled = (np.sum(self.embedding[ids] * mask[..., np.newaxis], axis=1, dtype=np.float32)
                      / np.maximum(mask.sum(axis=1, keepdims=True), 1.0).astype(np.float32))
            pooled /= np.linalg.norm(pooled, axis=1, keepdims=True)
            out[start:start + len(encodings)] = pooled
        return out


@cache
def model() -> StaticModel | None:
    """The packaged WordLlama model, or None when the package is missing or broken (the
    search then ranks without meaning, as before)."""
    try:
        spec = importlib.util.find_spec("wordllama")  # finds the wheel; imports nothing
        if spec is None or not spec.submodule_search_locations:
            raise FileNotFoundError("the wordllama package is not installed")
        root = Path(next(iter(spec.submodule_search_locations)))
        # imported here, not with the module: their libraries are ~4.5 MB of RSS a bot that
        # nobody asks `/rule` in words never needs (docs/memory.md, twelfth pass)
        from tokenizers import Tokenizer
        embedding, mapping = _mapped_tensor(root / _WEIGHTS, "embedding.weight")
        tokenizer = Tokenizer.from_file(str(root / _TOKENIZER))
        tokenizer.enable_padding()
        tokenizer.no_truncation()
        return StaticModel(embedding, tokenizer, mapping)
    except Exception as exc:  # an optional ranker: never a reason for the search to fail
        log.warning("meaning ranker unavailable: %s", exc)
        return None


def _mapped_tensor(path: Path, name: str) -> tuple[np.ndarray, mmap.mmap | None]:
    """The tensor `name` of a safetensors file, mapped read-only rather than copied (its
    pages are the page cache's, read from disk when touched), and the mapping. The format:
    an 8-byte little-endian header length, a JSON header (dtype, shape, data offsets),
    the data. A dtype this does not know is read by safetensors itself, as a copy."""
    with path.open("rb") as file:
        length = int.from_bytes(file.read(8), "little")
        info = json.loads(file.read(length))[name]
        dtype = {"F16": np.float16, "F32": np.float32}.get(info["dtype"])
        if dtype is None or sys.byteorder != "little":
            from safetensors import safe_open
            with safe_open(str(path), framework="np") as weights:
                return weights.get_tensor(name), None
        mapping = mmap.mmap(file.fileno(), 0, access=mmap.ACCESS_READ)
    start, end = info["data_offsets"]
    itemsize = np.dtype(dtype).itemsize
    array = np.frombuffer(mapping, dtype=dtype, count=(end - start) // itemsize, offset=8 + length + start)
    return array.reshape(info["shape"]), mapping


def warm() -> None:
    """Load what a query needs — the model and its token norms —
    so that the first question does not (the bot calls this off its event loop)."""
    wl = model()
    if wl is not None:
        _token_norms()
        wl.release_pages()


def loaded() -> bool:
    """Whether the model is loaded (`model` has been called since the last `unload`)."""
    return model.cache_info().currsize > 0


def unload() -> None:
    """Forget the model, its token norms and the unpadded tokenizer (the next call to
    `model` loads them again, the same): what a bot nobody has asked for a while drops
    (bot/services/lookups.py, docs/memory.md twelfth pass)."""
    model.cache_clear()
    _token_norms.cache_clear()
    _unpadded_tokenizer.cache_clear()


def release_pages() -> None:
    """Drop the matrix's pages a question read back (`StaticModel.release_pages`), if the
    model is loaded — never loading it for that."""
    if loaded():
        wl = model()
        if wl is not None:
            wl.release_pages()


def embed(texts: list[str]) -> np.ndarray | None:
    """Unit vectors (rows) of `texts`, or None without a model. Embedded shortest first:
    WordLlama pads each batch to its longest text, so batches of like lengths pool far
    fewer padding tokens (the index build's 4,700 texts: 1.1 s → 0.6–0.8 s)."""
    wl = model()
    if wl is None:
        return None
    order = sorted(range(len(texts)), key=lambda n: len(texts[n]))
    vectors = np.empty((len(texts), wl.embedding.shape[1]), dtype=np.float32)
    if texts:
        vectors[order] = wl.embed([texts[n] for n in order])
    return vectors


def scores(vectors: np.ndarray | None, query: str) -> np.ndarray | None:
    """Cosine similarity of every clause to the query (clauses × 1), or None."""
    if vectors is None or not query.strip():
        return None
    q = embed([query])
    if q is None:
        return None
    return vectors @ q[0]


# --- token alignment --------------------------------------------------------------------


def token_sets(texts: list[str]) -> list[np.ndarray] | None:
    """Each text's distinct WordLlama token ids (for `alignment`), or None without a
    model. One text (a query) goes through the model's own tokenizer: a batch of one is
    padded to its own length, i.e. not at all, and a second tokenizer costs ~30 MB of
    the bot's memory (docs/memory.md); a batch (the index build) through the unpadded one."""
    wl = model()
    if wl is None:
        return None
    tokenizer = wl.tokenizer if len(texts) <= 1 else _unpadded_tokenizer()
    return [np.unique(np.asarray(encoding.ids, dtype=np.int32))
            for encoding in tokenizer.encode_batch(texts, add_special_tokens=False)]


@cache
def _unpadded_tokenizer():
    """WordLlama's tokenizer without the padding it turns on for its own batches (padded
    to the longest of 4,700 texts, the index build's token sets took 1.2 s)."""
    wl = model()
    if wl is None:
        return None
    from tokenizers import Tokenizer
    tokenizer = Tokenizer.from_str(wl.tokenizer.to_str())
    tokenizer.no_padding()
    return tokenizer


@cache
def _token_norms() -> np.ndarray:
    # In float32, as from WordLlama's float32 copy (float16 sums would round), 64 rows
    # (64 KB) at a time: a whole float32 copy would lift the start-up peak by 32 MB, and
    # slices above glibc's 128 KB mmap threshold raise it and leave ~6 MB more resident.
    embedding = model().embedding
    norms = np.concatenate([np.linalg.norm(embedding[start:start + 64].astype(np.float32), axis=1)
                            for start in range(0, len(embedding), 64)])
    return np.where(norms > 0, norms, 1.0).astype(np.float32)


def alignment(query: np.ndarray, parts: Sequence[np.ndarray]) -> list[float]:
    """How well each part says the query's tokens (1: every one as is): each of the
    query's tokens takes its best cosine to a token of the part, and the part scores their
    mean (ColBERT's MaxSim, over static token vectors). Unlike the pooled vectors, a query
    token is matched by the one word that says it, not blurred into the average of the
    text. One product for all parts."""
    wl = model()
    sizes = [len(part) for part in parts]
    if wl is None or not len(query) or not any(sizes):
        return [0.0] * len(parts)
    norms = _token_norms()
    asked = wl.embedding[query] / norms[query, None]
    filled = [n for n in sizes if n]
    said = np.concatenate([part for part in parts if len(part)])
    sims = asked @ (wl.embedding[said] / norms[said, None]).T  # query tokens × all tokens
    starts = np.cumsum([0, *filled[:-1]])
    best = np.maximum.reduceat(sims, starts, axis=1).mean(axis=0)
    out, k = [], 0
    for n in sizes:
        out.append(float(best[k]) if n else 0.0)
        k += bool(n)
    return out
