"""Typography: a printed text as another source typeset it, brought back to the game's own (#29).

Card lists come from the official lists, shop exports, fan databases and spreadsheets: the same
words, different typography. A game's grammar opts in with a `Typography` (its marker and keyword
brackets) and says which bracketed words are its markers and keywords; `retypeset` then, before
the text is split into abilities:

- writes markers printed `[Deploy]`, `［配備時］`, `〔…〕` in the game's marker brackets (【Deploy】),
  **only when the words are one of the game's markers** (`[Amuro Ray]`, a GCG link condition or
  pilot name, stays a name);
- writes keywords printed `〈Blocker〉`, `＜Blocker＞`, `《…》` / `<…>` in the game's keyword
  brackets, again only for the game's keyword words;
- drops spaces inside and after the markers that open an ability (`【During Link】 【Destroyed】 …`),
  before `, . : ; )` and after `(`, around `/` between markers and inside a quoted name; in English
  puts the space back after a full stop run into the next sentence (`hand.While`);
- recovers the layout of a text whose line breaks were lost (a CSV cell, a web page): a new ability
  begins at a marker or a keyword line that follows the end of a sentence or of reminder text,
  outside brackets and quotes, and at each `■` paragraph. A marker inside a sentence ("… gains
  【Activate･Main】 …"), stacked markers (`【During Link】【Attack】`) and `【Main】/【Action】` are
  not preceded by a sentence end and stay where they are.

Nothing here guesses: a bracket whose words are not the game's stays as printed, and what the
reader then does not understand is resolved by hand.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

_BR = re.compile(r"<br\s*/?>", re.IGNORECASE)
_QUOTES = "\"\u201c\u201d"  # straight and curly double quotes (「」 are brackets)


@dataclass(frozen=True, slots=True)
class Typography:
    """A game's typography in one language: its own marker and keyword brackets, the other forms
    other sources print them in, and what ends a sentence or a reminder (where an ability can start
    on a text whose line breaks were lost)."""

    marker: tuple[str, str] = ("【", "】")
    keyword: tuple[str, str] = ("<", ">")
    marker_forms: tuple[tuple[str, str], ...] = (("[", "]"), ("［", "］"), ("〔", "〕"))
    keyword_forms: tuple[tuple[str, str], ...] = (("<", ">"), ("＜", "＞"), ("〈", "〉"), ("《", "》"))
    # after these (spaces allowed) a marker or keyword line opens a new ability
    ability_ends: str = ".。)）"
    sentence_ends: str = ".。"
    capitalised: bool = True  # sentences start with a capital letter (en); False for CJK
    # a reminder text is whole sentences, "(Rest this Unit to ….)" (en); ja / zh-Hant print it without
    # a full stop, after the keyword or the sentence it explains
    reminder_ends_sentence: bool = True
    paragraph: str = "■"  # a paragraph mark that starts its own line (GCG modes, Development effects)
    recover_layout: bool = True
    # where an ability starts inside a printed line, in the game's own words (`ability_lines`):
    paragraph_lines: bool = False  # each paragraph mark starts an ability (ALTCG's ■, 304.1a)
    line_prefixes: str | None = None  # a prefix that starts one after a sentence end (UCG's [SIN] …, 2.3.5.2)
    text_heads: re.Pattern[str] | None = None  # a header that starts one outside brackets (NEX-A, B10-3)
    head_brackets: tuple[str, str] = ("「(〈<", "」)〉>")  # the brackets a text header is not split inside


def retypeset(text: str, typography: Typography, is_marker: Callable[[str], bool],
              is_keyword: Callable[[str], bool]) -> str:
    """`text` in the game's own typography (see the module's docstring)."""
    text = _BR.sub("\n", text).replace("\r\n", "\n").replace("\r", "\n")
    text = _brackets(text, typography.marker_forms, typography.marker, is_marker)
    text = _brackets(text, typography.keyword_forms, typography.keyword, is_keyword)
    if typography.recover_layout:
        text = _recover_layout(text, typography, is_marker, is_keyword)
    if typography.capitalised and "." in text:
        text = _MISSING_SPACE.sub(lambda m: m.group(1) or " ", text)
    return _header_spaces(_punctuation_spaces(text, typography), typography)


def ability_lines(text: str, typography: Typography) -> list[str]:
    """The printed text's abilities, one a line: a line break, and within a line each of the game's
    paragraph marks, text headers (outside brackets) and line prefixes after a sentence end (see
    `Typography`) start one; edge spaces and empty lines go. The game gives only its words."""
    ends = re.escape(typography.sentence_ends)
    prefixes = re.compile(f"(?<=[{ends}])\\s*(?={typography.line_prefixes})") \
        if typography.line_prefixes else None
    out: list[str] = []
    for line in text.split("\n"):
        if typography.text_heads is not None:
            line = _before_heads(line, typography.text_heads, *typography.head_brackets)
        if prefixes is not None:
            line = prefixes.sub("\n", line)
        pieces = line.split("\n")
        if typography.paragraph_lines:
            pieces = [p for piece in pieces for p in piece.split(typography.paragraph)]
        out.extend(p.strip() for p in pieces if p.strip())
    return out


def bracket_depth(text: str, opens: str, closes: str, depth: int = 0) -> int:
    """The bracket depth after `text`, starting at `depth`: an opening bracket deepens it, a closing one
    lifts it when one is open (a stray closing bracket is passed over). (s18-gcg round 2: the one scan
    `_before_heads` and the reader's `_outside_brackets` share.)"""
    for ch in text:
        if ch in opens:
            depth += 1
        elif ch in closes and depth:
            depth -= 1
    return depth


def _before_heads(line: str, heads: re.Pattern[str], opens: str, closes: str) -> str:
    """A line break before every text header after the line's start that is outside the brackets."""
    cuts, depth, last = [], 0, 0
    for m in heads.finditer(line):
        if m.start() == 0:
            continue
        depth = bracket_depth(line[last:m.start()], opens, closes, depth)
        last = m.start()
        if depth == 0:
            cuts.append(m.start())
    for cut in reversed(cuts):
        line = line[:cut] + "\n" + line[cut:]
    return line


def _brackets(text: str, forms: tuple[tuple[str, str], ...], own: tuple[str, str],
              known: Callable[[str], bool]) -> str:
    for open_, close in forms:
        if (open_, close) == own or open_ not in text:
            continue
        words = f"([^{re.escape(open_ + close)}\\n]{{1,60}})"
        pattern = re.compile(f"{re.escape(open_)}{words}{re.escape(close)}")
        text = pattern.sub(lambda m: own[0] + m.group(1) + own[1] if known(m.group(1)) else m.group(0), text)
    return text


_SPACE_BEFORE = re.compile(r"[ \t\u3000]+(?=[,.;:!?)\]、。，：；）])")
# "…to your hand.While you have…": a sentence's full stop with no space before the next sentence (a lower-case
# letter or a parenthesis before it, a capital after); never inside a quoted name or a [name] ("Mk.II")
_MISSING_SPACE = re.compile(r'("[^"\n]*"|\[[^\]\n]*\])|(?<=[a-z)]\.)(?=[A-Z])')
_QUOTED = re.compile(r'"([^"\n]*)"')
_SPACE_AFTER = re.compile(r"(?<=[(\[（])[ \t\u3000]+")


def _punctuation_spaces(text: str, typography: Typography) -> str:
    """No space before a comma, full stop, colon or closing parenthesis, nor after an opening one, nor
    around a slash joining two markers (`【Main】 / 【Action】`); no space at a line's ends."""
    open_, close = (re.escape(ch) for ch in typography.marker)
    text = _SPACE_AFTER.sub("", _SPACE_BEFORE.sub("", text))
    if '"' in text:  # `with " Awakened Potential" in their card name`: no space inside a quoted name
        text = "\n".join(_QUOTED.sub(lambda m: f'"{m.group(1).strip()}"', line) for line in text.split("\n"))
    text = re.sub(f"(?<={close})[ \t]*/[ \t]*(?={open_})", "/", text)
    return "\n".join(line.strip(" \t\u3000") for line in text.split("\n"))


def _header_spaces(text: str, typography: Typography) -> str:
    """No space between the markers that open a line (or a ■ paragraph) nor after them."""
    open_, close = (re.escape(ch) for ch in typography.marker)
    para = re.escape(typography.paragraph)
    header = re.compile(f"(?m)^([ \\t]*{para}?[ \\t]*)((?:{open_}[^{close}\\n]*{close}[ \\t]*)+)")
    return header.sub(lambda m: m.group(1).strip() + re.sub(f"{close}[ \\t]+", typography.marker[1],
                                                            m.group(2)).rstrip(), text)


def _recover_layout(text: str, typography: Typography, is_marker: Callable[[str], bool],
                    is_keyword: Callable[[str], bool]) -> str:
    """Line breaks back where a new ability starts (see the module's docstring)."""
    k_open, k_close = typography.keyword
    heads = typography.paragraph + typography.marker[0] + k_open
    out: list[str] = []
    depth = 0
    quoted = False
    reminder_closes = -1  # the index of the ")" closing a reminder text
    last = -1  # the index of the last character that is not a space
    prev = ""  # the last character written that is not a space (a line break included)
    for i, ch in enumerate(text):
        if ch == "\n":
            depth, quoted = 0, False
        elif depth == 0 and not quoted and prev and prev != "\n":
            starts = False
            if last == reminder_closes and ch not in _PUNCTUATION:
                starts = True  # what follows a reminder text is the next ability (2-11-4)
            elif prev in typography.sentence_ends and ch in "(（" and _reminder_end(text, i, typography) > 0:
                starts = True  # a reminder text after the sentence it explains: a line of its own
            elif ch in heads and _opens_ability(text, i, typography, is_marker, is_keyword):
                # a keyword line after a sentence or a reminder; a marker or ■ also after a keyword
                starts = prev in typography.ability_ends or (prev == k_close and ch != k_open)
            if ch in "(（" and (prev in typography.sentence_ends or prev == k_close or prev in ")）"):
                reminder_closes = _reminder_end(text, i, typography) - 1
            if starts:
                while out and out[-1] in " \t\u3000":
                    out.pop()
                out.append("\n")
        elif ch in "(（" and depth == 0 and prev in ("", "\n"):
            # a line that opens with a reminder text of whole sentences ("(At the start of the game, ….) (Rest
            # ….)", a card whose text is only its reminders): what follows starts the next line (2-11-4)
            end = _reminder_end(text, i, typography)
            if end > 1 and text[end - 2] in typography.sentence_ends:
                reminder_closes = end - 1
        if ch in _QUOTES:
            quoted = not quoted
        elif ch in _OPENS:
            depth += 1
        elif ch in _CLOSES:
            depth = max(0, depth - 1)
        out.append(ch)
        if ch not in " \t\u3000":
            last, prev = i, ch
    text = "".join(out)
    if typography.capitalised:
        text = _keyword_lines(text, typography, is_keyword)
    return text


_OPENS, _CLOSES = "(（【《「『〔〈[<", ")）】》」』〕〉]>"
_PUNCTUATION = ",.;:!?)）、。，：；\n \t\u3000"


def _reminder_end(text: str, start: int, typography: Typography) -> int:
    """Just past the parenthesis opened at `start` when it holds a reminder text (2-11-4; in English
    whole sentences: its last character before the closing parenthesis ends one); else -1."""
    depth = 0
    for j in range(start, len(text)):
        if text[j] in "(（":
            depth += 1
        elif text[j] in ")）":
            depth -= 1
            if depth == 0:
                whole = text[j - 1] in typography.sentence_ends or not typography.reminder_ends_sentence
                return j + 1 if whole else -1
        elif text[j] == "\n":
            return -1
    return -1


def _keyword_lines(text: str, typography: Typography, is_keyword: Callable[[str], bool]) -> str:
    """A line that starts with keywords (`<Blocker> At the start of …`): the keywords are a keyword
    line of their own when a capitalised sentence follows them (no sentence of the game starts
    with a keyword)."""
    k_open, k_close = (re.escape(ch) for ch in typography.keyword)
    one = f"{k_open}([^{k_close}\\n]+){k_close}"
    line_start = re.compile(f"(?m)^((?:{one}[ \\t]*)+)(?=[A-Z])")

    def split(m: re.Match[str]) -> str:
        names = re.findall(one, m.group(1))
        return m.group(1).rstrip() + "\n" if all(is_keyword(n) for n in names) else m.group(0)

    return line_start.sub(split, text)


def _opens_ability(text: str, i: int, typography: Typography, is_marker: Callable[[str], bool],
                   is_keyword: Callable[[str], bool]) -> bool:
    """At `i` starts what opens an ability: a ■ paragraph, one of the game's markers, or a keyword
    line (a known keyword followed by the end, its reminder text, another keyword or a marker)."""
    ch = text[i]
    if ch == typography.paragraph:
        return True
    if ch == typography.marker[0]:
        end = text.find(typography.marker[1], i + 1)
        return end > 0 and is_marker(text[i + 1:end])
    if ch != typography.keyword[0]:
        return False
    end = text.find(typography.keyword[1], i + 1)
    if end < 0 or not is_keyword(text[i + 1:end]):
        return False
    after = text[end + 1:].lstrip(" \t\u3000")
    return (not after or after[0] in "\n(（" or after.startswith(typography.keyword[0])
            or after.startswith(typography.marker[0]))
