"""What a game prints on a card, so that a table (CSV/TSV) can be turned into card mappings and
a printed card checked field by field whatever format it came in.

Field names are dotted for nested values (`bp.single`, `cost.total`, `back.text`): a CSV
header names the dotted path, a YAML card nests it (`bp: {single: 1000}`)."""

from __future__ import annotations

from dataclasses import dataclass, field

from .language import LANGUAGES

MAX_TEXT = 4000  # characters of one printed text (the longest real GCG text is ~600)
MAX_VALUE = 200  # characters of any other printed value
# s17-fmt (#29): a printed text that is only a dash is no text (shop exports print `-` in an empty cell)
NO_TEXT = frozenset({"-", "\u2010", "\u2013", "\u2014", "\u2015", "\u2212", "\uff0d"})


@dataclass(frozen=True, slots=True)
class CardFields:
    """A game's printed fields (its §3 fields in contracts/<game>.md, as printed).

    `ints` hold whole numbers, `lists` several values (`;`-separated in a table cell), `maps`
    `key:value` pairs (`white:2;black:1`), `bools` yes/no (`true`, `false`), `texts`
    the printed texts the reader reads (a flagship's back has its own). `name` and the texts
    may be given per language (`name: {en: …, ja: …}`; in a table `name.en`, `name.ja`
    columns), and so may the fields a game lists in `per_language`."""

    known: tuple[str, ...]
    ints: frozenset[str] = frozenset()
    lists: frozenset[str] = frozenset()
    maps: frozenset[str] = frozenset()
    bools: frozenset[str] = frozenset()
    texts: tuple[str, ...] = ("text",)
    required: tuple[str, ...] = ("number", "name")
    aliases: dict[str, str] = field(default_factory=dict)  # printed header -> field (`colour` -> `color`)
    choices: dict[str, tuple[str, ...]] = field(default_factory=dict)  # field -> the values it may take
    per_language: tuple[str, ...] = ()  # other fields printed per language (UCG's character name 2.3.2)
    # s17-fmt (#29): words other sources print for "no value" in a field (GCG `colors: colorless` on
    # resources and tokens, 2-4-2): dropped when the card loads, in any case
    no_value: dict[str, tuple[str, ...]] = field(default_factory=dict)
    # derived once: lookups done for every cell of every card
    known_set: frozenset[str] = field(init=False, default=frozenset())
    localised: frozenset[str] = field(init=False, default=frozenset())
    branches: frozenset[str] = field(init=False, default=frozenset())

    def __post_init__(self) -> None:
        known = tuple(dict.fromkeys((*self.known, "number", "name", "lang", *self.texts)))
        object.__setattr__(self, "known", known)
        object.__setattr__(self, "known_set", frozenset(known))
        object.__setattr__(self, "localised", frozenset({"name", *self.texts, *self.per_language}))
        branches = {name.rsplit(".", n)[0] for name in known for n in range(1, name.count(".") + 1)}
        object.__setattr__(self, "branches", frozenset(branches))

    def is_branch(self, path: str) -> bool:
        """`path` holds nested fields (`bp` of `bp.single`)."""
        return path in self.branches

    def canonical(self, header: str) -> str:
        """A table header as a field path: case and spaces folded, aliases applied,
        a language suffix (`name.zh-hant`) spelled as `LANGUAGES` spells it."""
        text = "_".join(header.strip().split()).lower()
        base, _, suffix = text.rpartition(".")
        if base and base in self.localised:
            for lang in LANGUAGES:
                if suffix == lang.lower():
                    return f"{base}.{lang}"
        return self.aliases.get(text, text)


def get_path(data: dict, path: str) -> object:
    """The value at a dotted path of a card mapping, or None."""
    value: object = data
    for part in path.split("."):
        if not isinstance(value, dict):
            return None
        value = value.get(part)
    return value
