"""The printed language of a card text: English, Japanese or Traditional Chinese.

A `lang:` field wins; otherwise the text decides: kana make it Japanese, Han characters
without kana Chinese, Latin letters English. Simplified Chinese is read as Traditional
(the games print Traditional; OpenCC's s2t turns a Simplified text into it)."""

from __future__ import annotations

import re
from functools import cache, lru_cache

import opencc

LANGUAGES = ("en", "ja", "zh-Hant")

_ALIASES = {
    "en": "en", "eng": "en", "english": "en", "en-us": "en", "en-gb": "en",
    "ja": "ja", "jp": "ja", "jpn": "ja", "japanese": "ja", "ja-jp": "ja", "日本語": "ja",
    "zh-hant": "zh-Hant", "zh-tw": "zh-Hant", "zh-hk": "zh-Hant", "zh_hant": "zh-Hant", "zh": "zh-Hant",
    "tc": "zh-Hant", "繁體中文": "zh-Hant", "繁中": "zh-Hant", "chinese": "zh-Hant",
    "zh-hans": "zh-Hans", "zh-cn": "zh-Hans", "zh_hans": "zh-Hans", "sc": "zh-Hans", "简体中文": "zh-Hans",
}

_KANA = re.compile(r"[\u3041-\u3096\u30a1-\u30fa]")  # hiragana, katakana (not ・ or ー)
_HAN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
_LATIN = re.compile(r"[A-Za-z]")


@cache
def _converter(config: str) -> opencc.OpenCC:
    """An OpenCC converter, made when first needed (`s2tw` is ~16 MB resident): only a
    Chinese text needs one. `s2tw`: Taiwan's characters (為, not 爲), the games are printed
    for Taiwan; `tw2s` the way back."""
    return opencc.OpenCC(config)


class UnknownLanguage(ValueError):
    pass


def canonical(lang: str) -> str:
    """`en`, `ja`, `zh-Hant` or `zh-Hans` for any common spelling; UnknownLanguage otherwise."""
    key = lang.strip().lower().replace("_", "-") if isinstance(lang, str) else ""
    if key in _ALIASES:
        return _ALIASES[key]
    raise UnknownLanguage(f"unknown language {lang!r}: use en, ja or zh-Hant")


def detect(text: str) -> str:
    """"en", "ja" or "zh-Hant" by the characters of the text (a Simplified text is "zh-Hant")."""
    kana = len(_KANA.findall(text))
    han = len(_HAN.findall(text))
    latin = len(_LATIN.findall(text))
    if kana + han == 0 or latin > 3 * (kana + han):
        return "en"
    return "ja" if kana >= 2 else "zh-Hant"


def is_simplified(text: str) -> bool:
    """The text is written in Simplified characters (converting it to Traditional changes it,
    to Simplified does not)."""
    # a Traditional text stops at the first
    return _converter("tw2s").convert(text) == text and _converter("s2tw").convert(text) != text


@lru_cache(maxsize=4096)
def to_traditional(text: str) -> str:
    return _converter("s2tw").convert(text)


def resolve(text: str, lang: str | None = None) -> tuple[str, str]:
    """(language, text to read): a given language wins over detection; Chinese in Simplified
    characters (given as zh-Hans, or detected) is converted to Traditional."""
    chosen = canonical(lang) if lang else detect(text)
    if chosen == "zh-Hans" or (chosen == "zh-Hant" and is_simplified(text)):
        return "zh-Hant", to_traditional(text)
    return chosen, text
