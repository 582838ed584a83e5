"""The reading engine: printed text -> `Reading`, driven by a game's `Grammar` per language.

    text ─ prepare (normalise, strip reminder text) ─ split into abilities ─ for each ability:
         header: markers 【…】, keywords <…>, cost before `:`
         body:   sentences; each = leading phrases ("If …,", "During this turn,", "When …,")
                 + one core sentence template

A template is a regular expression with named slots (`{sel}`, `{n}`, `{kw}`, `{dur}` …),
compiled once; each slot's text is parsed by the grammar's slot parser (a selector, a
number, a keyword …) and a builder turns the parsed slots into model objects. What no
template reads raises `Unread`: the ability is then resolved by hand (body None) with the
phrase quoted, while its header (timing, cost, limit) still stands. Nothing here is a load
error: every text gives a Reading.

A game writes, per printed language, a `Grammar` subclass: its markers, keywords, slot
parsers (through `SelectorGrammar` pieces and a lexicon), lead, condition, cost and
sentence templates. docs/cards.md walks through writing one.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from .model import (
    INSTANT,
    THIS,
    Ability,
    Condition,
    Cost,
    Duration,
    Filter,
    Keyword,
    Reading,
    Selector,
    Step,
)
from .typography import Typography, bracket_depth, retypeset

# --- what was not understood ------------------------------------------------------------------


class Unread(Exception):
    """A phrase no template reads (`phrase`), or one read but not automated (`reason`)."""

    def __init__(self, phrase: str, reason: str = "") -> None:
        super().__init__(reason or f"not understood: {phrase!r}")
        self.phrase = phrase.strip()
        self.reason = reason or f"not understood: \u201c{self.phrase}\u201d"


# --- normalisation ----------------------------------------------------------------------------

_CIRCLED = {chr(0x2460 + i): f"\u27e6{i + 1}\u27e7" for i in range(20)}  # ① -> ⟦1⟧ (kept by NFKC)
_CIRCLED.update({chr(0x24EA): "\u27e60\u27e7"})  # ⓪
_CIRCLED_RE = re.compile("[\u2460-\u2473\u24ea]")
_DOTS = str.maketrans({"\u00b7": "\u30fb", "\u2027": "\u30fb", "\uff65": "\u30fb", "\u2022": "\u30fb",
                       "\u2019": "'", "\u2018": "'", "\u201c": '"', "\u201d": '"', "\u2212": "-",
                       "\u2013": "-", "\uff5e": "~", "\u301c": "~"})
_BR = re.compile(r"<br\s*/?>", re.IGNORECASE)
_SPLIT_APOSTROPHE = re.compile(r"(\w)'[ \t]+(t|s|re|ll|ve|d)\b")  # s17-fmt: "won'  t" too
_SPACES = re.compile(r"[ \t\u3000]+")
_CJK = (r"\u3000-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef"
        r"【】《》〔〕「」『』〈〉、。，：；（）⟦⟧")
_CJK_SPACE = re.compile(rf"(?<=[{_CJK}0-9A-Za-z.+\-~)>\]]) (?=[{_CJK}])"
                        rf"|(?<=[{_CJK}]) (?=[{_CJK}0-9A-Za-z+\-~(<\[])")


def normalise(text: str, *, cjk: bool = False) -> str:
    """The text in one spelling: `<br>` and CR LF as line breaks, ①② as ⟦1⟧⟦2⟧ (cost numbers),
    NFKC (full-width digits, letters, colons and parentheses as ASCII; half-width kana as
    full-width), one middle dot `・`, straight quotes, `won' t` as `won't`, single spaces. With
    `cjk`, spaces next to a CJK character are dropped (`選擇對方的 1 張` = `選擇對方的1張`)."""
    text = _BR.sub("\n", text).replace("\r\n", "\n").replace("\r", "\n")
    if _CIRCLED_RE.search(text):
        text = "".join(_CIRCLED.get(ch, ch) for ch in text)
    text = unicodedata.normalize("NFKC", text).translate(_DOTS)
    text = _SPLIT_APOSTROPHE.sub(r"\1'\2", text)
    lines = [_SPACES.sub(" ", line).strip() for line in text.split("\n")]
    if cjk:  # NFKC made the full-width comma ASCII; CJK text keeps it as its clause separator
        lines = [_CJK_SPACE.sub("", line).replace(",", "，") for line in lines]
    return "\n".join(lines).strip()


_OPENS, _CLOSES = "(【《「『〔〈[<", ")】》」』〕〉]>"


def _outside_brackets(text: str, start: int, end: int) -> bool:
    """No bracket opened in text[start:end] is still open at `end`."""
    return bracket_depth(text[start:end], _OPENS, _CLOSES) == 0


def balanced_parentheses(text: str, start: int, open_: str = "(", close: str = ")") -> int:
    """The index just past the parenthesis closing the one at `start` (nested allowed), or -1."""
    depth = 0
    for i in range(start, len(text)):
        if text[i] == open_:
            depth += 1
        elif text[i] == close:
            depth -= 1
            if depth == 0:
                return i + 1
    return -1


# --- templates --------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Slot:
    """A slot kind: the regex its text matches and the parser turning the text into a value
    (None: the matched text itself)."""

    pattern: str
    parse: Callable[[str, Context], Any] | None = None


_PLACEHOLDER = re.compile(r"(?<!\\)\{([a-z_]+)(\d*)\}")


class Slots:
    """A template's parsed slots, by name (`s.sel`, `s.n`), and any other named group's text."""

    __slots__ = ("_groups", "_values", "ctx")

    def __init__(self, groups: dict[str, str | None], values: dict[str, Any], ctx: Context) -> None:
        self._groups = groups
        self._values = values
        self.ctx = ctx

    def __getattr__(self, name: str) -> Any:
        if name in self._values:
            return self._values[name]
        if name in self._groups:
            return self._groups[name]
        raise AttributeError(name)

    def has(self, name: str) -> bool:
        return self._groups.get(name) is not None

    def raw(self, name: str) -> str:
        """The text a slot matched, before it was parsed."""
        return self._groups.get(name) or ""


class Template:
    """A compiled pattern with slots and the builder of its meaning.

    `{kind}` / `{kindN}` in the pattern is a slot of that kind (group name `kind`, `kindN`);
    everything else is regular expression syntax (`\\{` for a literal brace)."""

    __slots__ = ("build", "name", "regex", "source", "typed")

    def __init__(self, pattern: str, build: Callable[[Slots], Any], slots: Mapping[str, Slot],
                 flags: int = 0, name: str = "") -> None:
        self.source = pattern
        self.build = build
        self.name = name or pattern
        typed: list[tuple[str, Slot]] = []

        def place(m: re.Match[str]) -> str:
            kind, suffix = m.group(1), m.group(2)
            if kind not in slots:
                raise ValueError(f"unknown slot {{{kind}}} in template {pattern!r}")
            group = kind + suffix
            typed.append((group, slots[kind]))
            return f"(?P<{group}>{slots[kind].pattern})"

        self.regex = re.compile(_PLACEHOLDER.sub(place, pattern), flags)
        self.typed = tuple(typed)

    def parse(self, m: re.Match[str], ctx: Context) -> Slots:
        groups = m.groupdict()
        values = {}
        for group, slot in self.typed:
            raw = groups.get(group)
            if raw is not None and slot.parse is not None:
                values[group] = slot.parse(raw, ctx)  # may raise Unread
        return Slots(groups, values, ctx)

    def __repr__(self) -> str:
        return f"Template({self.name!r})"


def first_match(templates: Sequence[Template], text: str, ctx: Context) -> Any:
    """The meaning of `text` by the first template that matches it whole and whose slots
    parse; Unread naming the most specific phrase otherwise."""
    failure: Unread | None = None
    for template in templates:
        m = template.regex.fullmatch(text)
        if m is None:
            continue
        try:
            return template.build(template.parse(m, ctx))
        except Unread as exc:
            if failure is None or len(exc.phrase) < len(failure.phrase):
                failure = exc
    raise failure or Unread(text)


def match_prefix(templates: Sequence[Template], text: str, ctx: Context) -> tuple[Any, int] | None:
    """(meaning, length) of the first template matching the start of `text`, or None."""
    for template in templates:
        m = template.regex.match(text)
        if m is None or m.end() == 0:
            continue
        try:
            return template.build(template.parse(m, ctx)), m.end()
        except Unread:
            continue
    return None


# --- selectors --------------------------------------------------------------------------------


@dataclass(slots=True)
class SelectorDraft:
    """A selector being built piece by piece (each piece sets what it reads)."""

    who: str | None = None
    kind: str | None = None
    zone: str | None = None
    count: int | None = None
    up_to: bool = False
    at_least: int = 0
    all: bool = False
    other: bool = False
    plural: bool = False  # the noun was printed in the plural ("enemy Units"): with no count, all of them
    filters: list[Filter] = field(default_factory=list)

    def set(self, name: str, value: Any, phrase: str) -> None:
        current = getattr(self, name)
        if current not in (None, False) and current != value:
            raise Unread(phrase, f"two different {name}s in \u201c{phrase}\u201d")
        setattr(self, name, value)

    def build(self, default_kind: str = "unit") -> Selector:
        every = self.all or (self.count is None and self.plural)
        return Selector(who=self.who or "any", kind=self.kind or default_kind, zone=self.zone or "play",
                        count=0 if every else (self.count if self.count is not None else 1),
                        up_to=self.up_to, at_least=self.at_least, all=every, other=self.other,
                        filters=tuple(self.filters))


Apply = Callable[[SelectorDraft, re.Match[str]], None]


@dataclass(frozen=True, slots=True)
class Piece:
    regex: re.Pattern[str]
    apply: Apply
    noun: bool = False  # a piece naming the kind of card: a selector needs exactly one


class SelectorGrammar:
    """A language's target phrases as pieces in any order: counts, owners, states, traits,
    nouns, filters. `wholes` read a whole phrase at once ("it", "this Unit")."""

    def __init__(self, pieces: Iterable[tuple[str, Apply] | tuple[str, Apply, bool]],
                 wholes: Mapping[str, Selector] | None = None, separator: str = r"[ ,、，]*",
                 flags: int = 0, default_kind: str = "unit", needs_noun: bool = True,
                 plural: bool = False) -> None:
        self.pieces = tuple(Piece(re.compile(p[0], flags), p[1], bool(p[2]) if len(p) > 2 else False)
                            for p in pieces)
        self.wholes = {key.lower(): value for key, value in (wholes or {}).items()}
        self.separator = re.compile(separator)
        self.default_kind = default_kind
        self.needs_noun = needs_noun
        self.plural = plural  # a noun with no count means all of them (languages without plurals)

    def parse(self, text: str) -> Selector:
        phrase = text.strip()
        whole = self.wholes.get(phrase.lower())
        if whole is not None:
            return whole
        draft = SelectorDraft(plural=self.plural)
        pos, nouns = 0, 0
        while True:
            pos = self.separator.match(phrase, pos).end()  # type: ignore[union-attr]
            if pos >= len(phrase):
                break
            for piece in self.pieces:
                m = piece.regex.match(phrase, pos)
                if m is not None and m.end() > pos:
                    piece.apply(draft, m)
                    nouns += piece.noun
                    pos = m.end()
                    break
            else:
                raise Unread(phrase[pos:] if pos else phrase)
        if self.needs_noun and nouns == 0:
            raise Unread(phrase, f"no card named in \u201c{phrase}\u201d")
        return draft.build(self.default_kind)


def setter(**values: Any) -> Apply:
    """A piece that sets fixed selector fields (`setter(who="enemy")`)."""
    def apply(draft: SelectorDraft, m: re.Match[str]) -> None:
        for name, value in values.items():
            if name == "filters":
                draft.filters.extend(value)
            else:
                draft.set(name, value, m.string)
    return apply


def add_filter(attr: str, op: str, value: Callable[[re.Match[str]], Any] | Any) -> Apply:
    def apply(draft: SelectorDraft, m: re.Match[str]) -> None:
        draft.filters.append(Filter(attr, op, value(m) if callable(value) else value))
    return apply


# --- the grammar a game writes --------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Marker:
    """What a marker (【Deploy】, 【Once per Turn】, 【During Link】) sets on its ability."""

    timing: str | None = None
    limit: str | None = None
    condition: Condition | None = None
    static: bool = False  # 【During Link】 alone: a continuous ability while linked
    keyword: Keyword | None = None  # a keyword printed as a marker (【Deploy･Development 1】)
    pilot: bool = False  # GCG 【Pilot】[Name]: the command's pilot side (3-4-6)


@dataclass(frozen=True, slots=True)
class KeywordInfo:
    """A keyword of the game: its canonical name, whether it takes a value, whether the rule
    documents define it (undefined ones are resolved by hand), and whether it counts among the
    card's printed texts (activated or paid-for keywords do, CONTRACTS §3b)."""

    name: str
    valued: bool = False
    defined: bool = True
    counted: bool = False
    clause: str = ""


@dataclass(slots=True)
class Lead:
    """A leading phrase of a sentence: kind condition | if_done | then | duration | while |
    trigger | may, with its value."""

    kind: str
    value: Any = None


@dataclass(slots=True)
class Context:
    """What the reader knows while reading one ability: the grammar, what `it` means so far
    (`referent`: the cards a choice or a look named, this card, or the card of the trigger's
    event), the trigger and the continuous condition found so far."""

    grammar: Grammar
    referent: Selector | None = None
    event_target: Selector | None = None
    event_kind: str | None = None  # s6-gcg-a: the trigger's event ("attacks": "the attacking Unit")
    trigger: Condition | None = None
    static_condition: Condition | None = None
    conditions: list[Condition] = field(default_factory=list)
    sentence: int = 0
    timing: str | None = None
    card_type: str | None = None
    # s11-gcg-read: the cards the last count condition counted ("If 1 to 4 enemy Units are in play,
    # … If 5 or more are in play, …": the second count is of the same cards)
    counted: Selector | None = None
    # s14-cont (GCG): the number "Count up the number of X, plus this Unit." names, for a later "that number"
    that_number: Any = None
    # s12-gcg-gen: the leading phrases printed before a delayed trigger's "when" ("If C, during this
    # turn, when …": C comes before it), as `apply_leads` found them
    before_trigger: tuple[Lead, ...] = ()
    # s16-verb (GCG): the sentence read is two steps joined by "and" (a game's builder sets it): a condition,
    # "may", "If you do" or "instead" in front of it would bind both, checked once — apply_leads leaves it
    # unread
    joined: bool = False


_KNOWN_WORDS = 4096  # bracketed words remembered per grammar (cards from uploads are unbounded)


class Grammar:
    """One game's printed conventions in one language. Subclasses fill the tables; the
    methods are the steps of reading, each overridable where a language needs it."""

    lang = "en"
    cjk = False
    flags = 0
    marker_re = re.compile(r"【([^】]*)】")
    keyword_re = re.compile(r"<([^<>]+)>")
    cost_separator = ":"
    cost_split = re.compile(r"\s*[,、，]\s*")  # between the parts of a cost (①, exile 1 …)
    sentence_end = re.compile(r"(?<!Lv)\.(?=\s|$)|。")
    markers: Mapping[str, Marker] = {}
    marker_templates: Sequence[Template] = ()
    keywords: Mapping[str, KeywordInfo] = {}
    costs: Sequence[Template] = ()
    leads: Sequence[Template] = ()
    conditions: Sequence[Template] = ()
    sentences: Sequence[Template] = ()
    activated_timings: frozenset[str] = frozenset()
    # s6-gcg-a: a "when …" inside an effect (a delayed trigger) the game reads (`delayed`); by hand if not
    delayed_triggers = False

    # s17-fmt (#29): the game's typography (its marker and keyword brackets); None: the text is read as
    # printed. A game opting in reads `[Deploy]`, `〈Blocker〉`, effects run together on one line … the
    # same as its own typography (`typography.retypeset`)
    typography: Typography | None = None

    # -- the steps of reading ------------------------------------------------------------

    def retypeset(self, text: str, card_type: str | None = None) -> str:
        """The printed text in the game's own typography (core `typography`), before anything else; a
        game may use the card type where it settles the layout (GCG: a Pilot's two texts, 3-3-9)."""
        if self.typography is None:
            return text
        return retypeset(text, self.typography, self.is_marker, self.is_keyword)

    def is_marker(self, content: str) -> bool:
        """The bracketed words are one of the game's markers (【Deploy】, 【When Paired･(X) Pilot】)."""
        return self._remembered("_marker_words", content, self._is_marker)

    def _is_marker(self, content: str) -> bool:
        try:
            self.marker(normalise(content, cjk=self.cjk), Context(self))
        except Unread:
            return False
        return True

    def is_keyword(self, content: str) -> bool:
        """The bracketed words are one of the game's keywords: with its value, or its name alone
        (“while this Unit has <Repair>” names the keyword whatever its value)."""
        return self._remembered("_keyword_words", content, self._is_keyword)

    def _remembered(self, table: str, content: str, judge: Callable[[str], bool]) -> bool:
        """`judge(content)`, remembered per grammar in `table` (the same few bracketed words on every
        card; bounded at `_KNOWN_WORDS`, emptied when full, since uploaded cards are unbounded)."""
        known: dict[str, bool] = self.__dict__.setdefault(table, {})
        if content not in known:
            if len(known) >= _KNOWN_WORDS:
                known.clear()
            known[content] = judge(content)
        return known[content]

    def _is_keyword(self, content: str) -> bool:
        words = normalise(content, cjk=self.cjk)
        for spelled in (words, f"{words}1"):
            try:
                self.keyword(spelled)
            except Unread:
                continue
            return True
        return False

    def prepare(self, text: str) -> str:
        """Normalised text with reminder text removed (a game's rule says what that is)."""
        return normalise(text, cjk=self.cjk)

    def split_abilities(self, text: str) -> list[str]:
        """The printed text's abilities (one a line by default), before `prepare`."""
        return [line for line in text.split("\n") if line.strip()]

    def split_sentences(self, body: str) -> list[str]:
        """The body's sentences, without their final full stop; never inside brackets."""
        out, start = [], 0
        for m in self.sentence_end.finditer(body):
            if m.start() < start or not _outside_brackets(body, start, m.start()):
                continue
            piece = body[start:m.start()].strip()
            if piece:
                out.append(piece)
            start = m.end()
        tail = body[start:].strip()
        if tail:
            out.append(tail)
        return out

    def marker(self, content: str, ctx: Context) -> Marker:
        key = " ".join(content.split()).lower()
        if key in self.markers:
            return self.markers[key]
        try:
            return first_match(self.marker_templates, content, ctx)
        except Unread:
            raise Unread(f"【{content}】", f"marker 【{content}】 not understood") from None

    def keyword(self, content: str) -> tuple[KeywordInfo, int | None]:
        m = re.fullmatch(r"(.*?)\s*(\d+)?", content.strip())
        assert m is not None
        name, value = m.group(1).lower(), m.group(2)
        info = self.keywords.get(name)
        if info is None:
            raise Unread(content, f"keyword <{content}> not known")
        if info.valued and value is None:
            raise Unread(content, f"keyword <{content}> needs its value")
        return info, int(value) if value is not None and info.valued else None

    def cost(self, text: str, ctx: Context) -> Cost:
        """A cost printed before the colon: its parts separated by commas."""
        merged: dict[str, Any] = {}
        for part in self.cost_split.split(text.strip()):
            if not part:
                continue
            piece = first_match(self.costs, part, ctx)
            for key, value in piece.items():
                if key in merged and key != "resources":
                    raise Unread(part, f"cost \u201c{text}\u201d names {key} twice")
                merged[key] = merged.get(key, 0) + value if key == "resources" else value
        return Cost(**merged)

    def finish(self, body: list[Step]) -> list[Step]:
        """The ability's steps once every sentence is read (a game may relate them)."""
        return body

    def delayed(self, event: Condition, leads: list[Lead], steps: list[Step], ctx: Context,
                sentence: str) -> list[Step]:
        """s6-gcg-a: a delayed trigger inside an effect (`delayed_triggers`): the game's step."""
        raise Unread(sentence, "a \u201cwhen …\u201d inside an effect (a delayed trigger) is "
                               "resolved by hand")

    def sentence(self, text: str, ctx: Context) -> list[Step]:
        """One sentence: its leading phrases, then one core template."""
        leads: list[Lead] = []
        rest = text
        while True:
            found = match_prefix(self.leads, rest, ctx)
            if found is None:
                break
            lead, length = found
            leads.extend(lead if isinstance(lead, list) else [lead])
            rest = rest[length:].lstrip(" ,、，")
        if not rest:
            raise Unread(text)
        read_leads(leads, ctx)
        for lead in leads:
            if lead.kind == "trigger":
                _note_trigger(lead.value, ctx)
        ctx.joined = False
        built = first_match(self.sentences, rest, ctx)
        steps = list(built) if isinstance(built, list | tuple) else [built]
        return apply_leads(leads, steps, ctx, text)


EVENT = Selector(who="event")  # the card the trigger's event is about ("When a friendly Unit links, it …")
EVENT_TARGET = Selector(who="event_target")  # the other card of the event ("… destroy that enemy Unit")


def refer(ctx: Context, sel: Selector) -> None:
    """`sel` is what a later `it` means, unless something was named already."""
    if ctx.referent is None:
        ctx.referent = sel


def _note_trigger(event: Condition, ctx: Context) -> None:
    """After "When X …," `it` means X (this card, or the event's card) and "that enemy Unit"
    the event's other card."""
    ctx.event_kind = event.kind
    subject = event.get("subject")
    if isinstance(subject, Selector):
        refer(ctx, THIS if subject.who == "this" else EVENT)
    if isinstance(event.get("target"), Selector):
        ctx.event_target = EVENT_TARGET


def resolve_it(sel: Selector, ctx: Context, phrase: str, *, target: bool = False) -> Selector:
    """`it`/`them`/`that Unit` as what they mean here: the chosen cards (IT), this card, or the
    event's card; Unread when nothing was named (the executor could not know)."""
    if sel.who != "it":
        return sel
    meant = ctx.event_target if target and ctx.event_target is not None else ctx.referent
    if meant is None:
        raise Unread(phrase, f"\u201c{phrase}\u201d names no card named earlier in the effect")
    return meant


# "this Unit …": `it` then means it; s15-opt: "If this Unit is destroyed by …," (GCG's `destroyed_by`)
SELF_CONDITIONS = frozenset({"self_state", "self_has", "battling", "destroyed_by"})


def read_leads(leads: list[Lead], ctx: Context) -> None:
    """What leading phrases say about `it` before the sentence's core is read."""
    for lead in leads:
        if isinstance(lead.value, Condition) and lead.value.kind in SELF_CONDITIONS:
            refer(ctx, THIS)
        if isinstance(lead.value, Condition) and lead.value.kind in ("all", "any") and any(  # any: s15-gen
                c.kind in SELF_CONDITIONS for c in lead.value.get("conditions", ())):
            refer(ctx, THIS)


def apply_leads(leads: list[Lead], steps: list[Step], ctx: Context, sentence: str) -> list[Step]:
    """Attach a sentence's leading phrases to its steps (a trigger first: "During this turn, when
    …" is a delayed trigger, not a duration)."""
    for lead in sorted(leads, key=lambda lead: lead.kind != "trigger"):
        if lead.kind == "then":
            continue
        if lead.kind == "trigger":
            if ctx.sentence != 0 or ctx.trigger is not None or ctx.timing not in (None, "trigger"):
                if ctx.grammar.delayed_triggers:
                    ctx.before_trigger = tuple(leads[:leads.index(lead)])  # s12-gcg-gen: printed before it
                    return ctx.grammar.delayed(lead.value, [x for x in leads if x is not lead], steps, ctx,
                                               sentence)
                raise Unread(sentence, "a \u201cwhen …\u201d inside an effect (a delayed trigger) is "
                                       "resolved by hand")
            ctx.trigger = lead.value
            continue
        if lead.kind == "window":  # "During your turn," in front of a trigger or a static ability
            if ctx.sentence == 0 and ctx.timing is None:
                ctx.conditions.append(lead.value)
                continue
            lead = Lead("condition", lead.value)  # inside an effect: a check at resolution
        if not steps:
            raise Unread(sentence)
        over_joined = getattr(ctx.grammar, "may_over_joined", False)
        if ctx.joined and lead.kind == "may" and over_joined:
            # s17-gcg round 2 (GCG): "You may deal 1 damage to it and rest it." one "may" over both (10-1-3):
            # the first step carries it, the second is marked as done only when that "may" was taken
            steps = [replace(steps[0], may=True),
                     *(replace(s, extra=(*s.extra, ("under_may", True))) for s in steps[1:])]
            continue
        if ctx.joined and lead.kind in ("condition", "if_done", "may", "instead"):
            raise Unread(sentence, "a condition, “may” or “If you do” in front of two joined steps: "
                                   "resolved by hand")
        if lead.kind == "condition":
            first = steps[0]
            condition = lead.value if first.condition is None else \
                Condition.of("all", conditions=(first.condition, lead.value))
            steps[0] = replace(first, condition=condition)
        elif lead.kind == "if_done":
            steps[0] = replace(steps[0], if_done=True)
        elif lead.kind == "may":
            steps[0] = replace(steps[0], may=True)
        elif lead.kind == "instead":  # printed in front of the sentence (ja かわりに, zh 改為)
            steps = [s if s.get("instead") else replace(s, extra=(*s.extra, ("instead", True)))
                     for s in steps]
        elif lead.kind in ("duration", "while"):
            duration = lead.value if lead.kind == "duration" else Duration("while", lead.value)
            if lead.kind == "while":
                if ctx.sentence != 0 and ctx.static_condition is None:
                    raise Unread(sentence)
                ctx.static_condition = lead.value
            steps = [replace(s, until=duration) if s.until == INSTANT and s.verb in LASTING else s
                     for s in steps]
            if not any(s.until == duration for s in steps):
                raise Unread(sentence, f"\u201c{sentence}\u201d: a duration on a step that does not last")
        else:
            raise Unread(sentence)
    return steps


# Verbs whose change lasts (a duration applies to them). level_modify: s5-gcg-a; grant_ability
# (an effect granted "during this turn", lead in front): s11-gcg-exec
LASTING = frozenset({"modify", "grant", "grant_ability", "remove", "cant", "prevent_damage", "reduce_damage",
                     "attack_target", "cost_modify", "may_attack", "no_set_active", "treat_as",
                     "forced_attack_target", "may_attack_deployed", "add_trait", "level_modify"})


# --- reading a text -------------------------------------------------------------------------


def read(text: str, grammar: Grammar, *, card_type: str | None = None) -> Reading:
    """Every ability of a printed text, each read completely or by hand. An ability's `text`
    is its printed line (reminder text included); what is read is the prepared line."""
    abilities: list[Ability] = []
    index = 0
    for printed in grammar.split_abilities(printed_lines(grammar.retypeset(text, card_type))):
        prepared = grammar.prepare(printed)
        if not prepared:
            continue  # reminder text only (no game effect)
        try:
            read_line = read_ability(prepared, grammar, card_type)
        except Exception as exc:  # a reader bug must never stop a card from loading
            read_line = [Ability(printed, index=0, body=None, unread=prepared,
                                 reason=f"the reader failed on this text ({type(exc).__name__}): "
                                        "resolved by hand; please report it")]
        for ability in read_line:
            # counted among the printed texts (CONTRACTS §3b): every effect, and a keyword that is
            # activated or paid for; a keyword that is only a standing ability (index None) is not
            changes: dict[str, Any] = {}
            if ability.keyword is None or len(prepared) == len(ability.text) or ability.timing:
                changes["text"] = printed
            if ability.index is not None:
                changes["index"] = index
                index += 1
            if changes:
                ability = replace(ability, **changes)
            abilities.append(ability)
    return Reading(grammar.lang, tuple(abilities))


def printed_lines(text: str) -> str:
    """The printed text with `<br>` and CR LF as line breaks, blank lines and edge spaces gone."""
    text = _BR.sub("\n", text).replace("\r\n", "\n").replace("\r", "\n")
    return "\n".join(line.strip() for line in text.split("\n") if line.strip())


def read_ability(line: str, grammar: Grammar, card_type: str | None = None) -> list[Ability]:
    """One printed line: its header, then its body sentence by sentence."""
    ctx = Context(grammar, card_type=card_type)
    rest = line.strip()
    timing = limit = None
    conditions: list[Condition] = []
    static = pilot = False
    keyword: Keyword | None = None
    problem: Unread | None = None
    # markers 【…】, in any order (【During Link】【Attack】【Once per Turn】)
    while True:
        m = grammar.marker_re.match(rest)
        if m is None:
            break
        rest = rest[m.end():].lstrip()
        try:
            marker = grammar.marker(m.group(1), ctx)
        except Unread as exc:
            problem = problem or exc
            continue
        if marker.timing:
            if timing and timing != marker.timing:
                problem = problem or Unread(m.group(0), f"two timings ({timing}, {marker.timing})")
            timing = marker.timing
        limit = marker.limit or limit
        static = static or marker.static
        pilot = pilot or marker.pilot
        if marker.condition is not None:
            conditions.append(marker.condition)
        if marker.keyword is not None:
            keyword = marker.keyword
            problem = problem or _undefined(grammar, marker.keyword, m.group(0))
    ctx.timing = timing
    # keywords <…> at the start of a line that holds nothing else: a keyword line (several
    # keywords, one ability each), or 【Activate･Main】<Support 2>. A keyword followed by more
    # text is part of a sentence ("《ブロッカー》を持つ…") and read with it.
    keywords: list[tuple[str, Keyword]] = []
    after = rest
    while True:
        m = grammar.keyword_re.match(after)
        if m is None:
            break
        keywords.append((m.group(0), m.group(1)))  # type: ignore[arg-type]
        after = after[m.end():].lstrip()
    if keywords and not after:
        read_keywords: list[tuple[str, Keyword]] = []
        for token, content in keywords:
            try:
                info, value = grammar.keyword(content)  # type: ignore[arg-type]
            except Unread as exc:
                if timing is None and len(keywords) == 1:
                    return [Ability(line, index=0, body=None, reason=exc.reason, unread=exc.phrase)]
                problem = problem or exc
                continue
            read_keywords.append((token, Keyword(info.name, value)))
        if read_keywords and timing is None and not conditions and problem is None:
            return [_keyword_ability(grammar, token, kw, static=True) for token, kw in read_keywords]
        if len(read_keywords) == 1:
            base = _keyword_ability(grammar, line, read_keywords[0][1], static=timing is None)
            return [replace(base, timing=timing, limit=limit, conditions=tuple(conditions),
                            index=0 if timing else base.index, **_failed(problem or base_problem(base)))]
        problem = problem or Unread(line, "several keywords after markers")
    if pilot:
        return [_pilot(line, rest, grammar, ctx, problem)]
    # a cost before the colon
    cost = None
    head, sep, tail = rest.partition(grammar.cost_separator)
    if sep and not grammar.sentence_end.search(head) and head:
        try:
            cost = grammar.cost(head, ctx)
            rest = tail.strip()
        except Unread as exc:
            if timing in grammar.activated_timings:
                problem = problem or Unread(head, f"cost \u201c{head}\u201d not understood")
                rest = tail.strip()
            del exc
    if timing in grammar.activated_timings and cost is None and sep and problem is None:
        pass  # a colon inside the effect text itself
    body: list[Step] = []
    if problem is None:
        try:
            for number, sentence in enumerate(grammar.split_sentences(rest)):
                ctx.sentence = number
                body.extend(grammar.sentence(sentence, ctx))
            if not body:
                raise Unread(rest or line, "no effect text after the markers")
            body = grammar.finish(body)
        except Unread as exc:
            problem = exc
    conditions.extend(ctx.conditions)
    if ctx.trigger is not None and timing is None:
        timing = "trigger"
    if timing is None and ctx.trigger is None:
        static = True
    if ctx.static_condition is not None and timing is None:
        static = True
    if static and timing is None and ctx.trigger is None and body:
        body, conditions = _windows_first(body, conditions)
    ability = Ability(text=line, index=0, keyword=keyword, timing=timing, trigger=ctx.trigger,
                      conditions=tuple(conditions),
                      limit=limit, cost=cost, static=static and timing is None,
                      optional=bool(body) and body[0].may, body=tuple(body))
    return [replace(ability, **_failed(problem)) if problem else ability]


_WINDOWS = frozenset({"your_turn", "opponents_turn"})


def _windows_first(body: list[Step], conditions: list[Condition]) -> tuple[list[Step], list[Condition]]:
    """A continuous ability all of whose steps last "during your (opponent's) turn" works only
    in that turn: the same ability as one printed "During your turn, …" (10-1-5-3)."""
    windows = {s.until.condition for s in body if s.until.kind == "while" and s.until.condition is not None}
    if len(windows) != 1 or not all(s.until.kind == "while" for s in body):
        return body, conditions
    window = next(iter(windows))
    if window is None or window.kind not in _WINDOWS:
        return body, conditions
    return [replace(s, until=INSTANT) for s in body], [*conditions, window]


def _failed(problem: Unread | None) -> dict[str, Any]:
    if problem is None:
        return {}
    return {"body": None, "reason": problem.reason, "unread": problem.phrase}


def base_problem(ability: Ability) -> Unread | None:
    return Unread(ability.unread, ability.reason) if ability.body is None else None


def _undefined(grammar: Grammar, keyword: Keyword, token: str) -> Unread | None:
    info = next((k for k in grammar.keywords.values() if k.name == keyword.name), None)
    if info is not None and not info.defined:
        return Unread(token, f"keyword {token} is not defined by our rule documents")
    return None


def _keyword_ability(grammar: Grammar, text: str, keyword: Keyword, static: bool) -> Ability:
    info = next((k for k in grammar.keywords.values() if k.name == keyword.name), None)
    ability = Ability(text=text, index=0 if info and info.counted else None, keyword=keyword, static=static)
    problem = _undefined(grammar, keyword, text)
    return replace(ability, **_failed(problem))


def _pilot(line: str, rest: str, grammar: Grammar, ctx: Context, problem: Unread | None) -> Ability:
    """A command's pilot side (GCG 【Pilot】[Name], 3-4-6): the name it pairs as."""
    name = grammar.pilot_name(rest) if hasattr(grammar, "pilot_name") else None
    ability = Ability(text=line, index=None, keyword=Keyword("pilot"), static=True,
                      body=(Step("pilot", extra=(("name", name),)),) if name else ())
    if problem is None and not name:
        problem = Unread(rest or line, "pilot name not understood")
    return replace(ability, **_failed(problem))


def by_hand(text: str, lang: str, reason: str) -> Reading:
    """A reading in which every printed line is one ability resolved by hand for `reason`
    (a game with no reader yet: every printed text still loads and is listed)."""
    lines = [line.strip() for line in normalise(text).split("\n") if line.strip()]
    return Reading(lang, tuple(Ability(text=line, index=n, body=None, reason=reason)
                               for n, line in enumerate(lines)))


def runnable_only(reading: Reading, problem: Callable[[Ability], str | None]) -> Reading:
    """`reading` with each ability its engine cannot run exactly moved to by hand, saying why
    (`problem` returns None for an ability the engine runs as printed): what the game's
    `read_text` gives, so that "automated" means read and run."""
    out = []
    for ability in reading.abilities:
        why = problem(ability)
        out.append(ability if why is None else
                   replace(ability, body=None, reason=f"the engine cannot run this exactly: {why}",
                           unread=ability.text))
    return Reading(reading.lang, tuple(out))


def no_reader(text: str, lang: str | None = None) -> Reading:
    """The reading of a game that has no reader yet: every printed line is listed, by hand."""
    from ..printed.language import resolve

    chosen, _ = resolve(text, lang)
    return by_hand(text, chosen, "no reader yet")


def split_outside(text: str, separator: str, opens: str = "(【《「『〔〈[<",
                  closes: str = ")】》」』〕〉]>") -> list[str]:
    """`text` split at `separator` where it is not inside brackets (`〔リガ・ミリティア〕・AP1`)."""
    parts, depth, start = [], 0, 0
    for i, ch in enumerate(text):
        if ch in opens:
            depth += 1
        elif ch in closes:
            depth = max(0, depth - 1)
        elif depth == 0 and text.startswith(separator, i):
            parts.append(text[start:i])
            start = i + len(separator)
    parts.append(text[start:])
    return parts
