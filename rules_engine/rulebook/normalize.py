"""Text normalisation shared by the index and the queries.

Both sides go through the same fold, so a query in Simplified Chinese, Traditional
Chinese or Japanese shinjitai meets the same characters in the documents:
NFKC (full-width digits and letters, half-width kana), case folding, OpenCC
Simplified→Traditional then Japanese→Traditional, and a small table of variant forms
OpenCC leaves apart (闘/鬭/鬥, ...).
"""

from __future__ import annotations

import re
import unicodedata
from functools import cache, lru_cache

import opencc


@cache
def _converter(config: str) -> opencc.OpenCC:
    """An OpenCC converter, made when first needed: `s2t`'s phrase dictionary alone is ~27 MB
    resident, and a process that never folds Chinese or Japanese text never needs it."""
    return opencc.OpenCC(config)

# Variant forms that the two converters leave different between the zh-Hant and the
# ja documents, or between a user's input method and the documents.
_VARIANTS = str.maketrans({
    "鬭": "鬥", "鬪": "鬥", "闘": "鬥", "鬦": "鬥",
    "裡": "裏", "峯": "峰", "衆": "眾", "着": "著",
    "爲": "為", "僞": "偽", "眞": "真", "敎": "教", "絶": "絕",
    "·": "・", "･": "・", "‧": "・", "•": "・", "∙": "・",
    "－": "-", "‐": "-", "‑": "-", "‒": "-", "–": "-", "—": "-", "―": "-",
    "〈": "<", "〉": ">", "《": "<", "》": ">",
    "〔": "[", "〕": "]", "【": "[", "】": "]", "『": "「", "』": "」",
    "\u3000": " ",
})

# Control and invisible format characters, and lone UTF-16 surrogates (a JSON `\ud800`
# escape, undecodable bytes in argv): no text says anything with them, and the tokenizers
# of the meaning rankers refuse a string that holds a surrogate.
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u200b-\u200f\u2028-\u202e\u2060-\u2064\ufeff"
                      r"\ud800-\udfff]")
_SPACES = re.compile(r"\s+")

# Han ideographs (with extensions and compatibility forms) and kana.
CJK_CLASS = "\u3040-\u30ff\u31f0-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\U00020000-\U0002fa1f"
CJK_RUN = re.compile(f"[{CJK_CLASS}]+")
HAS_CJK = re.compile(f"[{CJK_CLASS}]")
LATIN_WORD = re.compile(r"[a-z]+(?:['’][a-z]+)?|[0-9]+")  # HP3 -> hp, 3


def strip_controls(text: str) -> str:
    return _CONTROL.sub(" ", text)


@lru_cache(maxsize=65536)
def fold(text: str) -> str:
    """The normal form used for matching. Idempotent."""
    text = unicodedata.normalize("NFKC", strip_controls(text)).casefold()
    if HAS_CJK.search(text):
        text = _converter("jp2t").convert(_converter("s2t").convert(text))
    text = text.translate(_VARIANTS)
    return _SPACES.sub(" ", text).strip()


# Words whose -s is no plural (`always` is not `alway`, `series` not `sery`), and verbs
# whose -es the rules below would cut wrong (`does` is `do`, a stop word, not a `doe`).
NOT_PLURAL = frozenset(("always", "perhaps", "whereas", "series", "species", "news", "lens"))
VERB_ES = {"does": "do", "goes": "go"}


def singular(word: str) -> str:
    """Light English plural folding: cards→card, phases→phase, abilities→ability."""
    if len(word) <= 3 or not word.isalpha() or word in NOT_PLURAL:
        return word
    if word in VERB_ES:
        return VERB_ES[word]
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    if word.endswith(("sses", "shes", "ches", "xes")):
        return word[:-2]
    if word.endswith("s") and not word.endswith(("ss", "us", "is")):
        return word[:-1]
    return word


_HAN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")


def tokenize(folded: str) -> list[str]:
    """Tokens of already-folded text: English words (singular), numbers, CJK unigrams
    (Han only; single kana carry no meaning) and bigrams."""
    out = [singular(w) for w in LATIN_WORD.findall(folded)]
    for run in CJK_RUN.findall(folded):
        out.extend(ch for ch in run if _HAN.match(ch))
        out.extend(run[i:i + 2] for i in range(len(run) - 1))
    return out


def query_tokens(folded: str) -> list[str]:
    """Tokens to look up for a query: like `tokenize`, but a CJK run of two or more
    characters is looked up by its bigrams only. Unigrams are what makes a lookup slow
    (every clause says 卡) and add nothing a bigram does not say better."""
    out = [singular(w) for w in LATIN_WORD.findall(folded)]
    for run in CJK_RUN.findall(folded):
        if len(run) == 1:
            out.append(run)
        else:
            out.extend(run[i:i + 2] for i in range(len(run) - 1))
    return out


@lru_cache(maxsize=16384)
def split_id(clause_id: str) -> tuple[str, ...]:
    """An id in comparable form, whatever the separator: `11-4`, `11.4` → ("11", "4")."""
    return tuple(p for p in re.split(r"[-.\s]+", fold(clause_id)) if p)


def load_yaml(stream):
    """`yaml.safe_load` with libyaml's C loader when PyYAML has it (10x faster: the
    English layer and the glossary are most of a cold index build)."""
    import yaml

    return yaml.load(stream, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
