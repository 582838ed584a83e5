"""The bot's words in English, Traditional Chinese and Japanese (docs/i18n.md).

Every user-facing string is a message of the Fluent catalogues in `bot/locales/<lang>/`
(`bot.ftl`: messages; `commands.ftl`: command, option and choice names and
descriptions). `t(key, **args)` formats a message in the current locale: the locale of
whoever the text is for, set with `use(locale)` around building it (the invoking user's
`interaction.locale` for a reply, a player's last seen locale for a DM, the server's
setting for a public message). Plain Python: no discord.py here.

Game words (zone, phase, step, keyword names) come from the glossary
(`data/glossary/terms.yaml`), in each publisher's own words: `term(text, game)`.
"""

from __future__ import annotations

import contextvars
import re
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import replace
from functools import cache
from pathlib import Path

from fluent.runtime import FluentBundle
from fluent.runtime.types import FluentType
from fluent.syntax import FluentParser
from fluent.syntax import ast as fluent_ast

from rules_engine.core.actions import Action
from rules_engine.core.game import ActionText, Event
from rules_engine.core.table import Note
from rules_engine.rulebook.glossary import rule_terms

from .markdown import escape

LOCALES = ("en", "zh-Hant", "ja")
DEFAULT = "en"
FOLDER = Path(__file__).parent / "locales"
BASE_FILES = ("bot.ftl", "commands.ftl", "actions.ftl", "events.ftl", "refusals.ftl", "tournament.ftl",
              "cards.ftl")


def catalogue_files() -> tuple[str, ...]:
    """Every catalogue file of a language: the bot's, then each game's own log lines and
    refusals (`games/<code>.ftl`, listed from the English folder: every language has them)."""
    english = FOLDER / DEFAULT
    games = sorted(path.relative_to(english).as_posix() for path in (english / "games").glob("*.ftl"))
    return BASE_FILES + tuple(games)


FILES = catalogue_files()
# Discord's locale codes → ours. Simplified-Chinese clients read the Traditional text
# sooner than the English; every other client gets English.
DISCORD = {"zh-TW": "zh-Hant", "zh-CN": "zh-Hant", "ja": "ja", "en-US": "en", "en-GB": "en"}
TO_DISCORD = {"zh-Hant": "zh-TW", "ja": "ja"}
NAMES = {"en": "English", "zh-Hant": "繁體中文", "ja": "日本語"}
_current: contextvars.ContextVar[str] = contextvars.ContextVar("refbot_locale", default=DEFAULT)


def normalize(code: object) -> str:
    """A Discord locale (`zh-TW`, `discord.Locale.japanese`) or one of ours → one of ours."""
    text = str(getattr(code, "value", code) or "")
    if text in LOCALES:
        return text
    return DISCORD.get(text, DEFAULT)


def current() -> str:
    return _current.get()


@contextmanager
def use(locale: object) -> Iterator[str]:
    """Build text in `locale` inside the block."""
    token = _current.set(normalize(locale))
    try:
        yield _current.get()
    finally:
        _current.reset(token)


def set_current(locale: object) -> None:
    """For an interaction's whole handling (one task per interaction)."""
    _current.set(normalize(locale))


class CatalogueBundle(FluentBundle):
    """A Fluent bundle that keeps each message's and term's source text, not its syntax
    tree: an entry is parsed when first formatted, compiled, and only the compiled form is
    kept (`FluentBundle` keeps both, for every entry, formatted or not). The three
    languages' trees were ~6.6 MB of a ready bot's memory, their texts ~1 MB
    (docs/memory.md, tenth pass). First entry of an id wins, as in `add_resource`."""

    def __init__(self, locale: str) -> None:
        # use_isolating=False: Discord shows Unicode isolation marks as stray characters.
        super().__init__([locale], use_isolating=False)
        self._sources: dict[str, str] = {}  # message id, or "-" + term id → its source text

    def add_catalogue(self, text: str) -> None:
        for entry in FluentParser(with_spans=True).parse(text).body:
            if isinstance(entry, (fluent_ast.Message, fluent_ast.Term)):  # not comments, not junk
                key = ("-" if isinstance(entry, fluent_ast.Term) else "") + entry.id.name
                self._sources.setdefault(key, text[entry.span.start:entry.span.end])

    def has_message(self, message_id: str) -> bool:
        return not message_id.startswith("-") and message_id in self._sources

    def message_ids(self) -> list[str]:
        """Every message's id, in catalogue order (terms, "-…", left out)."""
        return [key for key in self._sources if not key.startswith("-")]

    def _lookup(self, entry_id: str, term: bool = False):  # FluentBundle's, which the resolver calls
        compiled_id = "-" + entry_id if term else entry_id
        compiled = self._compiled.get(compiled_id)
        if compiled is None:
            compiled = self._compiled[compiled_id] = self._compiler(parse_entry(self._sources[compiled_id]))
        return compiled


@cache
def bundle(locale: str) -> FluentBundle:
    out = CatalogueBundle(locale)
    for name in FILES:
        path = FOLDER / locale / name
        if path.exists():
            out.add_catalogue(path.read_text(encoding="utf-8"))
    return out


def parse_entry(text: str) -> fluent_ast.Message | fluent_ast.Term:
    """One message or term (with the comment above it), from its own source text."""
    return FluentParser(with_spans=False).parse_entry(text)


def has(key: str, locale: str | None = None) -> bool:
    return bundle(locale or current()).has_message(key)


def t(key: str, /, locale: str | None = None, **args: object) -> str:
    """The message `key` in `locale` (default: the current one), English when missing.
    Pass identifiers (match numbers, seeds) as strings: numbers are formatted the
    locale's way (1,000)."""
    for lang in (locale or current(), DEFAULT):
        b = bundle(lang)
        if b.has_message(key):
            message = b.get_message(key)
            if message.value is None:
                break
            safe = {k: str(v) if isinstance(v, int) and abs(v) >= 10**15 else v for k, v in args.items()}
            text, _errors = b.format_pattern(message.value, safe)  # (Babel fails on huge numbers)
            return text
    return key


def attribute(key: str, name: str, locale: str | None = None) -> str | None:
    b = bundle(locale or current())
    if not b.has_message(key):
        return None
    message = b.get_message(key)
    pattern = message.attributes.get(name)
    return None if pattern is None else b.format_pattern(pattern, {})[0]


# --- game words ----------------------------------------------------------------------

_SPACE = re.compile(r"\s+")


@cache
def _terms(game: str) -> dict[str, tuple[str, str]]:
    """English form (lower case) → (zh, ja) canonical forms, for one game's rule terms."""
    out: dict[str, tuple[str, str]] = {}
    for term in rule_terms():
        if game not in term.games or not term.zh or not term.ja:
            continue
        for form in term.en:
            out.setdefault(_SPACE.sub(" ", form.lower()).strip(), (term.zh[0], term.ja[0]))
    return out


def term(text: str, game: str, locale: str | None = None) -> str:
    """A game word (`Main phase`, `Battle Area`, `Blocker`) in the locale's printed form;
    unchanged when the glossary does not know it or the locale is English. A label of
    several words joined by " · " is translated part by part."""
    lang = locale or current()
    if lang == DEFAULT or not text:
        return text
    if " · " in text:
        return " · ".join(term(part, game, lang) for part in text.split(" · "))
    found = _terms(game).get(_SPACE.sub(" ", text.lower()).strip())
    if found is None:
        return text
    return found[0] if lang == "zh-Hant" else found[1]


# Printed marks the engines quote that are no glossary term (a one-character word would
# match everywhere in the rules search): UCG's optional part of an effect (11.3.2).
_MARKS = {"ucg": {"「可」": 'optional ("may")'}, "altcg": {"「可以…」": '"may …"'}}
_CJK_BRACKETS = re.compile(r"【([^【】]*)】|「([^「」]*)」")
CJK = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff01-\uff5e]")


@cache
def _english_of(game: str) -> tuple[re.Pattern | None, dict[str, str]]:
    """Every Chinese and Japanese form of one game's rule terms → its English name."""
    found: dict[str, str] = dict(_MARKS.get(game, {}))
    for item in rule_terms():
        if game in item.games:
            for form in (*item.zh, *item.ja):
                if CJK.search(form):  # UCG prints [發動] in brackets: [Activate ability]
                    found.setdefault(form, f"[{item.en[0]}]" if form.startswith("[") else item.en[0])
    if not found:
        return None, found
    forms = sorted(found, key=len, reverse=True)  # 合計国力 before 国力, 絕地反擊 before 反擊
    return re.compile("|".join(map(re.escape, forms))), found


def english_words(text: str, game: str) -> str:
    """The engines write some game words as printed (NEX-A's 本国, UCG's [發動], ALTCG's
    【反制】); a reader of English gets the glossary's English name for each (issue #30 §3),
    in square brackets or quotes where the printed word had 【】 or 「」. For the bot's own
    words only: never for a card's name or printed text."""
    pattern, found = _english_of(game)
    if pattern is None or not CJK.search(text):
        return text
    text = pattern.sub(lambda m: found[m.group(0)], text)

    def bracket(m: re.Match) -> str:
        inner = m.group(1) if m.group(1) is not None else m.group(2)
        if CJK.search(inner):
            return m.group(0)
        return f"[{inner}]" if m.group(1) is not None else f'"{inner}"'

    return _CJK_BRACKETS.sub(bracket, text)


def printed_terms(text: str, game: str) -> list[tuple[str, str]]:
    """The game words a card prints in Chinese or Japanese (NEX-A's 本国, UCG's [發動]),
    each once, in the order printed, with the glossary's English name: for a reader of
    English to match the printed card to the board's words (#30 §3)."""
    pattern, found = _english_of(game)
    if pattern is None or not CJK.search(text or ""):
        return []
    return [(form, found[form]) for form in dict.fromkeys(m.group(0) for m in pattern.finditer(text))]


def card_name(names: object, fallback: str = "", locale: str | None = None) -> str:
    """A card's name from a card file's `name` (a plain string, or {en, zh-Hant, ja})."""
    if isinstance(names, dict):
        lang = locale or current()
        return str(names.get(lang) or names.get(DEFAULT) or fallback or next(iter(names.values()), ""))
    return str(names or fallback)


_SLUG = re.compile(r"[^a-z0-9]+")


def engine(text: str, game: str = "", locale: str | None = None) -> str:
    """A fixed phrase of a game's table (a phase, a pile label, a decision, a tag):
    the glossary's printed form when it has the term, else the catalogue's
    `engine-<game>-<slug>` or `engine-<slug>` message when there is one, else the
    engine's English."""
    lang = locale or current()
    if lang == DEFAULT or not text:
        return english_words(text, game) if game and text else text  # a fixed phrase: no card name
    if " · " in text:
        return " · ".join(engine(part, game, lang) for part in text.split(" · "))
    translated = term(text, game, lang) if game else text
    if translated != text:
        return translated
    slug = _SLUG.sub("-", text.lower()).strip("-")
    for key in (f"engine-{game}-{slug}", f"engine-{slug}") if game else (f"engine-{slug}",):
        if has(key, lang):  # the game's own word first (games/<game>.ftl), then the bot's
            return t(key, lang)
    return text


_WORD_RUN = re.compile(r"[A-Za-z][A-Za-z ]*[A-Za-z]|[A-Za-z]")


def engine_words(text: str, game: str = "", locale: str | None = None) -> str:
    """A short value mixing numbers and game words ("1/1 active (EX 1)", "Lv2 cost 1 ·
    0/2"): the whole through `engine` when it is one known phrase, else each run of
    words that is a known phrase, the numbers and signs as they are."""
    lang = locale or current()
    if lang == DEFAULT or not text:
        return text
    if " · " in text:
        return " · ".join(engine_words(part, game, lang) for part in text.split(" · "))
    whole = engine(text, game, lang)
    if whole != text:
        return whole

    def one(found: re.Match) -> str:
        words = found.group(0)
        said = engine(words, game, lang)
        if said != words or " " not in words:
            return said
        return " ".join(engine(word, game, lang) for word in words.split(" "))

    return _WORD_RUN.sub(one, text)


def action_key(text: ActionText) -> str:
    """`gcg.action.end_main` → `action-gcg-end-main` (actions.ftl)."""
    return "action-" + text.key.replace(".action.", "-").replace("_", "-")


def action_label(text: ActionText, action: Action, game: str, names: Mapping[int, str] | None = None,
                 locale: str | None = None, players: Mapping[str, str] | None = None) -> str:
    """A legal action's label in the user's language: the catalogue's
    `action-<game>-<kind>` (actions.ftl) with the action's arguments, else the engine's
    label through `engine` (fixed phrases), else the engine's English. With `players`
    (seat → display name), a player the label names by seat is named by their display
    name ("Thornback Scout attacks Bob", #30 §4), as in `event_line`."""
    lang = locale or current()
    named = players and any(isinstance(action.args.get(arg), str) and action.args[arg] in players
                            and value == action.args[arg] for arg, value in text.params.items())
    if not text.key or (lang == DEFAULT and not named and not CJK.search(text.label)):
        return text.label  # the engine's English is the catalogue's (tests/bot/test_i18n.py)
    key = action_key(text)
    if not has(key, lang):
        return engine(text.label, game, lang)
    if named:
        seats = {arg for arg, value in text.params.items()
                 if isinstance(value, str) and value == action.args.get(arg) and value in players}
        text = replace(text, params={arg: players[value] if arg in seats else value
                                     for arg, value in text.params.items()})
    return t(key, lang, **action_args(text, action, game, names or {}, lang))


def action_args(text: ActionText, action: Action, game: str, names: Mapping[int, str],
                lang: str) -> dict[str, object]:
    """The variables of an action label (see the head of en/actions.ftl)."""
    args: dict[str, object] = {"index-next": 1}
    for arg in ("ap", "hp", "n"):  # absent numbers read as 0 ("AP+0")
        args[f"{arg}-signed"] = "+0"
    for name, value in text.params.items():
        raw = action.args.get(name)
        arg = name.replace("_", "-")
        args[f"{arg}-is"] = "card" if isinstance(raw, int) and not isinstance(raw, bool) else "other"
        args[f"{arg}-has"] = "yes" if value not in (None, "", [], ()) else "no"
        args[f"{arg}-given"] = "yes"
        _add_value(args, name, value, game, lang, names)
    for variable in _variables(action_key(text), lang) - set(args):
        args[variable] = ""  # an argument this action does not have: a selector's default
    return args


def message_key(key: str, kind: str) -> str:
    """An engine key to its catalogue id: `gcg.event.deploys` → `event-gcg-deploys`,
    `core.refusal.stale` → `refusal-core-stale` (events.ftl, refusals.ftl)."""
    game, _, name = key.partition(f".{kind}.")
    return f"{kind}-{game}-{name}".replace("_", "-").replace(".", "-")


def message_args(key: str, params: Mapping[str, object], game: str, lang: str) -> dict[str, object]:
    """The variables of a log line or a refusal: each argument as the engine gives it,
    and for a text argument its game word in the language (`$<arg>-word`, a zone, a
    keyword, a duration), for a number its signed form (`$<arg>-signed`), for a list
    the items joined the language's way."""
    args: dict[str, object] = {}
    for name, value in params.items():
        _add_value(args, name, value, game, lang, None)
    for variable in _variables(key, lang) - set(args):
        args[variable] = ""  # an argument this line does not have: a selector's default
    return args


# The arguments of a log line that name a player (by seat): shown by display name. A value
# is replaced only when it is a seat ("target" is a player in GCG's attacks_player, a card
# elsewhere; "first" a player in UCG's chooses_order, yes/no elsewhere; "order" a list of
# players, GCG's turn order).
PERSON_ARGS = frozenset({"player", "whose", "owner", "winner", "loser", "actor", "opponent", "attacker",
                         "defender", "active", "chooser", "target", "starter", "first", "first_player",
                         "order"})


def event_line(event: Event, game: str, viewer: str | None = None, locale: str | None = None,
               players: Mapping[str, str] | None = None, *, markdown: bool = False) -> str:
    """A log line for `viewer` (None: everyone; "judge": the fullest line) in the locale:
    the catalogue's `event-<game>-<name>` (its `-private` variant for a private line),
    else the engine's English. With `players` (seat → display name), a player the line
    names by seat is named by their display name ("Alice attacks", not "A attacks").

    `markdown`: the line is for text Discord renders as markdown (message content, embed
    text). Each value put into it — a display name, a card's name or text from a server's
    card file — is escaped there, as typed (`render.text.escape`); the catalogue's own
    words are not. Escaping the finished line instead would leave a name inside it as
    markup where a marker only counts at a line's start ("# x", "1. x")."""
    if viewer == "judge":
        viewer = "judge" if "judge" in event.private else next(iter(event.private), None)
    english = event.for_viewer(viewer)
    lang = locale or current()
    named = players and any(isinstance(value, list | tuple) or (isinstance(value, str) and value in players)
                            for arg, value in event.params.items() if arg in PERSON_ARGS)
    plain = escape if markdown else str
    if not event.key:
        return plain(english)  # no parameters to tell apart: the engine's line, escaped whole
    if lang == DEFAULT and not named and not markdown and not CJK.search(english):
        return english  # the engine's English is the catalogue's, but for printed game words
    key = message_key(event.key, "event")
    params: Mapping[str, object] = event.params
    if viewer is not None and viewer in event.private:
        key += "-private"
        params = {**event.params, **event.private_params.get(viewer, {})}
    if not has(key, lang):
        return plain(english)
    seats = players or {}
    lists = {k for k, value in params.items() if isinstance(value, list | tuple)}
    # a list's items one by one: a player by name ("order"), each escaped before they are joined
    params = {k: [plain(seats.get(v, v) if k in PERSON_ARGS else v) if isinstance(v, str) else v
                  for v in value] if k in lists else value for k, value in params.items()}
    args = message_args(key, params, game, lang)
    for name in _given({k: v for k, v in params.items() if k not in lists}):
        value = args.get(name)
        person = name in _PERSON_VARS and value in seats
        if isinstance(value, str) and (person or markdown):
            args[name] = Typed(seats[value] if person else value, value, markdown=markdown)
    return t(key, lang, **args)


class Typed(FluentType):
    """A value put into a line: shown as `text` (a player's display name; escaped in a
    markdown line), matched by a selector as the engine's `value` (the seat), so that a
    player named "draw" who wins is not read as a draw."""

    def __init__(self, text: str, value: str, *, markdown: bool) -> None:
        self.text, self.value, self.markdown = text, value, markdown

    def __eq__(self, other: object) -> bool:
        return self.value == (other.value if isinstance(other, Typed) else other)

    def __hash__(self) -> int:
        return hash(self.value)

    def format(self, locale: object) -> str:
        return escape(self.text) if self.markdown else self.text


_PERSON_VARS = frozenset(arg.replace("_", "-") for arg in PERSON_ARGS)


def _given(params: Mapping[str, object]) -> set[str]:
    """The message variables that carry a value as the engine gave it (not a derived
    `-signed`, `-next` or `-kind`): each argument and its game word, which is the value
    itself when it is not a game word."""
    names = {name.replace("_", "-") for name in params}
    return names | {f"{name}-word" for name in names}


def note_line(note: Note, game: str, locale: str | None = None) -> str:
    """A line about the table (`Table.notes`) in the locale: the catalogue's
    `note-<game>-<name>`, else the engine's English."""
    lang = locale or current()
    if lang == DEFAULT or not note.key:
        return note.text
    key = message_key(note.key, "note")
    if not has(key, lang):
        return note.text
    return t(key, lang, **message_args(key, note.params, game, lang))


def _add_value(args: dict[str, object], name: str, value: object, game: str, lang: str,
               names: Mapping[int, str] | None) -> None:
    """One argument's variables: the value (a card the engine left as its uid by name,
    when `names` are given: an action's),
    `-signed` and `-next` for an int, `-kind` and `-word` for a text, a list joined."""
    arg = name.replace("_", "-")
    if isinstance(value, int) and not isinstance(value, bool) and name in _NAMES and names is not None:
        args[arg] = names.get(value, "?")  # a card the engine left as its uid
    elif isinstance(value, bool):
        args[arg] = "yes" if value else "no"
    elif isinstance(value, int | float):
        # a number a user typed may be huge: Babel's formatting fails past ~10^15, and such
        # a number is an identifier anyway, shown as typed
        args[arg] = value if abs(value) < 10**15 else str(value)
        if isinstance(value, int):
            args[f"{arg}-signed"] = f"{value:+d}"
            args[f"{arg}-next"] = value + 1  # 0-based indexes shown from 1
    elif isinstance(value, list | tuple):
        items = [names.get(v, "?") if isinstance(v, int) and names is not None else str(v) for v in value]
        # English joins with commas, as the engine's own labels do
        args[arg] = ", ".join(items) if lang == DEFAULT else join_and(items, lang)
    elif value is None:
        args[arg] = ""
    else:
        value = str(value)
        args[arg] = value  # as the engine says it: what a selector matches
        args[f"{arg}-kind"] = value.split(":", 1)[0]
        if name not in _NAMES:  # a game word (a zone, a duration, a keyword) to show
            args[f"{arg}-word"] = engine(value.replace("_", " "), game, lang)


def _variables(key: str, lang: str) -> frozenset[str]:
    """The variables a message uses (from the catalogue's syntax tree)."""
    return _all_variables(lang).get(key, frozenset())


@cache
def _all_variables(lang: str) -> dict[str, frozenset[str]]:
    """Every message's variables in a language: the catalogues parsed once (parsing them
    again for each new message cost ~0.1 s a message)."""
    from fluent.syntax import ast as fast
    from fluent.syntax import parse

    found: dict[str, set[str]] = {}
    for name in FILES:
        path = FOLDER / lang / name
        if path.exists():
            for entry in parse(path.read_text(encoding="utf-8")).body:
                if isinstance(entry, fast.Message):
                    found.setdefault(entry.id.name, set()).update(variables_in(entry.value))
    return {key: frozenset(names) for key, names in found.items()}


def variables_in(node: object) -> set[str]:
    """The `$variables` a Fluent syntax node uses (its selectors and placeables included)."""
    from fluent.syntax import ast as fast

    found: set[str] = set()

    def walk(value: object) -> None:
        if isinstance(value, fast.VariableReference):
            found.add(value.id.name)
        if isinstance(value, fast.BaseNode):
            for child in vars(value).values():
                walk(child)
        elif isinstance(value, list):
            for item in value:
                walk(item)

    walk(node)
    return found


# Arguments that are already names (a card's or a player's), never game words.
_NAMES = {"card", "unit", "target", "character", "onto", "with", "reveal"}


def join_and(items: list[str], locale: str | None = None) -> str:
    """`a, b and c` the locale's way (Babel's CLDR list patterns)."""
    from babel.lists import format_list
    if not items:
        return ""
    lang = locale or current()
    if lang == DEFAULT:
        return " and ".join(items)  # the bot's English has always said "a and b and c"
    return format_list(list(items), locale=lang.replace("-", "_"))


# The engine refuses in English; its most frequent refusals are recognised here (by their
# code and wording) and said in the user's language. Any other refusal stays English, with
# its clause number and the button to the clause in the user's language.
_REFUSALS = (
    ("not_your_turn", re.compile(r"it is (?P<who>.+)'s turn to (?P<what>.+)"), "refusal-not-your-turn"),
    ("wrong_time", re.compile(r"`(?P<kind>[^`]+)` is not possible now: the game is waiting for you to "
                              r"(?P<what>.+)"), "refusal-wrong-time"),
    ("level", re.compile(r"(?P<card>.+) is Lv\.(?P<level>\d+) but you have only (?P<have>\d+) resources"),
     "refusal-level"),
    ("cost", re.compile(r"(?P<card>.+) costs (?P<cost>\d+) but you have only (?P<have>\d+) active "
                        r"resources"), "refusal-cost"),
    ("match_over", re.compile(r"the match is over"), "error-the-match-is-over"),
    ("illegal", re.compile(r"that card is not in your hand"), "refusal-not-in-hand"),
)


def refusal(message: str, code: str, game: str = "", locale: str | None = None, *, key: str = "",
            params: Mapping[str, object] | None = None, quote: Callable[[str], str] | None = None) -> str:
    """An engine refusal in the locale's words: the catalogue's `refusal-<game>-<name>`
    for a refusal with a key, else one of the known English ones recognised, else English.

    With `quote` (the error reporter's markdown escape) every text the refusal quotes — a
    card's name from a server's card file, a token's typed name, a player's seat — is
    shown as written, never as markup: quoted through `quote`, or, inside the catalogue's
    own `code span` (where a backslash would show), with its backticks made harmless. A
    variable the catalogue selects on stays as the engine gave it (it is never shown).
    That is why the English is the catalogue's too, not the engine's already-built text
    (the same words: tests/bot/test_i18n_engine.py)."""
    lang = locale or current()
    if lang == DEFAULT and quote is None and not (key and CJK.search(message)):
        return message  # the engine's English is the catalogue's, but for printed game words
    if key:
        catalogue_key = message_key(key, "refusal")
        if has(catalogue_key, lang):
            args = message_args(catalogue_key, params or {}, game, lang)
            return t(catalogue_key, lang, **_quoted(catalogue_key, args, lang, quote))
    for known, pattern, key in _REFUSALS:
        found = pattern.fullmatch(message) if known == code else None
        if found is not None:
            args = {k: engine(v, game, lang) if k == "what" else v for k, v in found.groupdict().items()}
            return t(key, lang, **_quoted(key, args, lang, quote))
    return quote(message) if quote is not None and not key else message


def _quoted(key: str, args: dict[str, object], lang: str,
            quote: Callable[[str], str] | None) -> dict[str, object]:
    """`args` with each shown text quoted (see `refusal`)."""
    if quote is None:
        return args
    selected, in_code = _variable_uses(lang).get(key, (frozenset(), frozenset()))
    out: dict[str, object] = {}
    for name, value in args.items():
        if isinstance(value, str) and name not in selected:
            value = value.replace("`", "\u02cb") if name in in_code else quote(value)
        out[name] = value
    return out


@cache
def _variable_uses(lang: str) -> dict[str, tuple[frozenset[str], frozenset[str]]]:
    """Per message: the variables it selects on, and those it shows inside a `code span`."""
    from fluent.syntax import ast as fast
    from fluent.syntax import parse

    def walk(pattern: fast.Pattern, ticks: int, selected: set[str], in_code: set[str]) -> int:
        for element in pattern.elements:
            if isinstance(element, fast.TextElement):
                ticks += element.value.count("`")
                continue
            expression = element.expression
            if isinstance(expression, fast.SelectExpression):
                selected.update(variables_in(expression.selector))
                ticks = max(walk(v.value, ticks, selected, in_code) for v in expression.variants)
            elif isinstance(expression, fast.VariableReference) and ticks % 2:
                in_code.add(expression.id.name)
        return ticks

    found: dict[str, tuple[frozenset[str], frozenset[str]]] = {}
    for name in FILES:
        path = FOLDER / lang / name
        if path.exists():
            for entry in parse(path.read_text(encoding="utf-8")).body:
                if isinstance(entry, fast.Message) and entry.value is not None:
                    selected: set[str] = set()
                    in_code: set[str] = set()
                    walk(entry.value, 0, selected, in_code)
                    found[entry.id.name] = (frozenset(selected), frozenset(in_code))
    return found
