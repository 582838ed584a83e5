"""What the GCG grammars of every language share: the keywords (13-1), the timing keys
(13-2, as in the card schema), the colours, and the printed-card fields (CONTRACTS §3b)."""

from __future__ import annotations

from ....core.effects.model import Condition, Filter, Keyword, Selector
from ....core.effects.reader import KeywordInfo, Marker
from ....core.printed.fields import CardFields

NO_COLOUR = ("colorless", "colourless", "none", "no color", "no colour", "-", "")

CARD_FIELDS = CardFields(
    known=("number", "name", "type", "color", "colors", "level", "cost", "ap", "hp", "traits", "link",
           "zone", "text", "lang", "token"),
    ints=frozenset({"level", "cost", "ap", "hp"}),
    lists=frozenset({"traits", "zone", "colors"}),
    bools=frozenset({"token"}),
    aliases={"colour": "color", "colours": "colors", "trait": "traits", "zones": "zone"},
    # a token's type as real lists print it (5-17): loads as that type and a token (cards.py)
    choices={"type": ("unit", "pilot", "command", "base", "resource", "unit token", "ex resource", "ex base"),
             "color": ("blue", "green", "red", "white", "purple"),
             "colors": ("blue", "green", "red", "white", "purple")},
    # s17-fmt (#29): resources and tokens have no colour (2-4-2); other sources print one anyway
    no_value={"color": NO_COLOUR, "colors": NO_COLOUR},
)

# Canonical keyword names (the card schema's): 13-1-1 … 13-1-6. <Suppression> and
# Development are printed on newer sets but not defined by our rule documents.
BLOCKER = KeywordInfo("blocker", clause="13-1-4")
BREACH = KeywordInfo("breach", valued=True, clause="13-1-2")
REPAIR = KeywordInfo("repair", valued=True, clause="13-1-1")
SUPPORT = KeywordInfo("support", valued=True, counted=True, clause="13-1-3")
HIGH_MANEUVER = KeywordInfo("high_maneuver", clause="13-1-6")
FIRST_STRIKE = KeywordInfo("first_strike", clause="13-1-5")
SUPPRESSION = KeywordInfo("suppression", defined=False)
DEVELOPMENT = KeywordInfo("development", valued=True, defined=False, counted=True)

COLOURS = ("blue", "green", "red", "white", "purple")

# Timing keys as the card schema names them (contracts/gcg §3, 13-2).
DEPLOY, ATTACK, DESTROYED, BURST = "deploy", "attack", "destroyed", "burst"
WHEN_PAIRED, DURING_PAIR, WHEN_LINKED, DURING_LINK = "when_paired", "during_pair", "when_linked", "during_link"
ACTIVATE_MAIN, ACTIVATE_ACTION, MAIN, ACTION = "activate_main", "activate_action", "main", "action"
MAIN_OR_ACTION = "main_or_action"  # 【Main】/【Action】 (13-2-3-2, 13-2-4-3)
ACTIVATED = frozenset({ACTIVATE_MAIN, ACTIVATE_ACTION})

PAIRED = Condition.of("paired")  # 13-2-10
LINKED = Condition.of("linked")  # 13-2-12


def timing(key: str) -> Marker:
    return Marker(timing=key)


def paired_with(pilot: Selector) -> Condition:
    """【When Paired･(Zeon) Pilot】: paired with a pilot that passes the filters (13-2-9-2)."""
    return Condition.of("paired", pilot=pilot)


def development(value: int, key: str) -> Marker:
    return Marker(timing=key, keyword=Keyword("development", value))


def trait_filter(names: list[str]) -> Filter:
    return Filter("trait", "has", tuple(names))


def split_abilities(text: str) -> list[str]:
    """One ability a printed line; a line starting with `■` continues the one before it (the
    effect a Development marker activates, EB01/ST10)."""
    out: list[str] = []
    for line in (raw.strip() for raw in text.split("\n")):
        if not line:
            continue
        if line.startswith("■") and out:
            out[-1] += "\n" + line
        else:
            out.append(line)
    return out
