"""A printed effect text brought to its *shape*: what varies between the cards of one template
blanked out (issue #29). Used by `benchmarks/gcg_novelty.py` (how new is a set) and
`benchmarks/template_coverage.py` (which automated templates a scenario pins).

A shape keeps the words, the timing markers 【…】 and the keywords <…> / 《…》 as printed, and
blanks: reminder text (dropped), numbers -> N, card names -> [NAME], traits -> (X), colours ->
COLOUR. Each game prints these in its own brackets (`rules_engine/core/effects/typography.py`
and the games' readers):

- GCG English: names [..] / "..", traits (..), reminder "(….)" ending with a full stop (2-11-4);
  Japanese / Traditional Chinese: names 「..」 / 『..』, traits 〔..〕 / (..), reminder text a
  parenthesis after a keyword, without a full stop ("《リペア1》(自分のターン終了時、…)").
- UCG: names 『..』 / 「..」 / [..]; the level prefixes [SIN][DBL][TRP][QUAD] (2.3.5.2) -> [LV]
  and a TYPE 【POWER】 (2.3.4) -> 【TYPE】 (values, like a number or a colour); [Activate] /
  [起動] / [發動] (9.4.2) and the triggers 《…》 kept.
- ALTCG: factions / allegiances 《..》 (205.4) -> (X), names 「..」, ship kinds (..) -> (X);
  keywords and timings 【…】 kept, a keyword's reminder "【強擊+100】(…)" dropped.
- NEX-A: names [..]; 『..』 are headers (『起動』) kept; 「..」 are keywords / features
  (「速攻」, 「宇宙」) kept; parentheses (防御ステップ) / （戦闘フェイズ） are timings, kept;
  costs 〔１〕 keep their bracket, the number becomes N.

Nothing here reads a text: the effects themselves are the reader's (`rules_engine.cards.check`).
"""

from __future__ import annotations

import re

# --- GCG English (the shapes `benchmarks/gcg_novelty.py` has measured since the fourteenth
# session: kept exactly, so its figures do not move) ---------------------------------------------
_REMINDER = re.compile(r"\s*\((?:[^()]|\([^()]*\))*\.\)")  # "(Rest this Unit to …)": ends with "."
_TRAIT = re.compile(r"\([^()]+\)")
_NAME = re.compile(r"\[[^\]]+\]|\"[^\"]+\"|“[^”]+”")
_COLOUR = re.compile(r"\b(?:blue|green|red|white|purple|yellow)\b", re.I)
_NUMBER = re.compile(r"\d+")
_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[A-Z【<(\[])")


def sentences(text: str) -> list[str]:
    """The sentences of one GCG English effect text, reminder text dropped."""
    text = _REMINDER.sub("", text)
    return [s.strip() for line in text.splitlines() for s in _SENTENCE.split(line) if s.strip()]


def shape(sentence: str) -> str:
    """A GCG English sentence with what varies between cards of one template blanked out."""
    out = _NAME.sub("[NAME]", sentence)
    out = _TRAIT.sub("(X)", out)
    out = _COLOUR.sub("COLOUR", out)
    out = _NUMBER.sub("N", out)
    out = re.sub(r"\(X\)(?:\s*/\s*\(X\))+", "(X)", out)  # "(Zeon)/(Neo Zeon)" = one filter
    out = re.sub(r"\s+", " ", out).strip().rstrip(".").lower()
    return out


_PART = re.compile(r"(?<=】)|(?=【)|,\s+|\.\s+|:\s*|：")


def parts(sentence_shape: str) -> list[str]:
    """A shape cut into its parts: each timing marker, each comma-separated clause (a trigger,
    a condition, a step), so a known clause under another marker is not counted as new."""
    return [p.strip() for p in _PART.split(sentence_shape) if p and p.strip()]


# --- every game and language -------------------------------------------------------------------

_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")
_CJK_SENTENCE = re.compile(r"(?<=。)")
# a reminder printed without a full stop after a keyword (GCG ja / zh-Hant 2-11-4): a parenthesis
# straight after the keyword's closing bracket; ALTCG prints its keywords in 【】 (【強擊+100】(…), 601)
_CJK_REMINDER = re.compile(r"(?<=[》>])\s*[(（][^()（）]*[)）]")
_ALTCG_REMINDER = re.compile(r"(?<=】)\s*[(（][^()（）]*[)）]")
# UCG: the level prefixes a line is printed for ([SIN][DBL], 2.3.5.2) vary like a number; a TYPE
# (【POWER】, 2.3.4) is a value, like a colour
_UCG_LEVELS = re.compile(r"(?:\[(?:SIN|DBL|TRP|QUAD)\])+")
# the UCG reader's TYPE words (rules_engine.games.ucg.reader._TYPE_WORDS; a test keeps them equal)
_UCG_TYPE_WORDS = ("ARMED", "BASIC", "DEVASTATION", "HAZARD", "INVASION", "METEO", "POWER", "SPEED",
                   "メテオ", "侵略", "剛力", "力量", "基本", "基礎", "壊滅", "敏捷", "敏速", "武装", "武裝",
                   "災害", "災禍", "災難", "速度")
_UCG_TYPE = re.compile("【(?:" + "|".join(_UCG_TYPE_WORDS) + ")】", re.I)
_CJK_COLOUR = re.compile(r"[青緑赤白紫黄黒](?=の|色)|[藍蓝綠绿紅红白紫黃黄黑](?=色)")
_UCG_OWN = re.compile(r"\[(?:LV|Activate|起動|發動)\]")
_NAMES = {
    "gcg": re.compile(r"\[[^\]]+\]|\"[^\"]+\"|“[^”]+”|「[^」]*」|『[^』]*』"),
    "ucg": re.compile(r"\[[^\]]+\]|\"[^\"]+\"|“[^”]+”|「[^」]*」|『[^』]*』"),
    "altcg": re.compile(r"\[[^\]]+\]|\"[^\"]+\"|“[^”]+”|「[^」]*」|『[^』]*』"),
    "nexa": re.compile(r"\[[^\]]+\]"),
}
_TRAITS = {
    "gcg": re.compile(r"\([^()]+\)|（[^（）]+）|〔[^〔〕]+〕|〈[^〈〉]+〉"),
    "ucg": re.compile(r"\([^()]+\)|（[^（）]+）|〔[^〔〕]+〕|〈[^〈〉]+〉"),
    "altcg": re.compile(r"\([^()]+\)|（[^（）]+）|〔[^〔〕]+〕|〈[^〈〉]+〉|《[^《》]+》"),
    "nexa": re.compile(r"〈[^〈〉]+〉"),  # (防御ステップ) / （戦闘フェイズ） are timings, kept
}
GAMES = tuple(_NAMES)


def effect_sentences(text: str, game: str) -> list[str]:
    """The sentences of one printed effect text of `game`, reminder text dropped (English: the
    GCG English rule above, which every English printing shares; CJK: split after 。)."""
    if game == "gcg" and not _CJK.search(text):
        return sentences(text)
    text = _REMINDER.sub("", text)
    if game in ("gcg", "ucg"):
        text = _CJK_REMINDER.sub("", text)
    if game == "altcg":
        text = _ALTCG_REMINDER.sub("", text)
    if not _CJK.search(text):
        return [s.strip() for line in text.splitlines() for s in _SENTENCE.split(line) if s.strip()]
    return [s.strip() for line in text.splitlines() for s in _CJK_SENTENCE.split(line) if s.strip()]


def sentence_shape(sentence: str, game: str) -> str:
    """One sentence of `game` with names, traits, colours and numbers blanked."""
    if game == "gcg" and not _CJK.search(sentence):
        return shape(sentence)
    kept: list[str] = []
    out = sentence
    if game == "ucg":  # UCG's own [ ] prefixes are not names: hold them aside
        # the prefixes printed with or without a space before the trigger ("[SIN] 《When …》"): one shape
        out = _UCG_TYPE.sub("【TYPE】", re.sub(r"\[LV\]\s+", "[LV]", _UCG_LEVELS.sub("[LV]", out)))
        out = _UCG_OWN.sub(lambda m: kept.append(m.group(0)) or f"\x00{len(kept) - 1}\x00", out)
    out = _NAMES[game].sub("[NAME]", out)
    out = _TRAITS[game].sub("(X)", out)
    out = re.sub(r"\x00(\d+)\x00", lambda m: kept[int(m.group(1))], out)
    out = _COLOUR.sub("COLOUR", out)
    out = _CJK_COLOUR.sub("COLOUR", out)
    out = re.sub(r"\d+", "N", out)  # \d: full-width digits too (〔１〕)
    out = re.sub(r"\(X\)(?:\s*[/／・、]\s*\(X\))+", "(X)", out)  # one filter of several traits
    out = re.sub(r"\s+", " ", out).strip().rstrip(".。").lower()
    return out


def text_shapes(text: str, game: str) -> list[str]:
    """The sentence shapes of one effect text."""
    return [s for s in (sentence_shape(x, game) for x in effect_sentences(text, game)) if s]


def effect_shape(text: str, game: str) -> str:
    """The shape of a whole effect text: its sentence shapes, in order."""
    return " | ".join(text_shapes(text, game))
