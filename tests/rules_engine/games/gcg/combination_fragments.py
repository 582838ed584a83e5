"""s8-gcg-a (issue 29): PHRASE FRAGMENTS of GCG one-shot effects, in the official English
phrasing, with what each fragment means in the effect model — the slots
test_reader_combinations.py composes into sentences (targets × verbs × amounts). Written by
us (no real card text): each fragment is one part the reader must read wherever the rules
allow it. Clauses are the zh-Hant comprehensive rules' (v1.1.0): 10-3-3 choosing, 5-x verbs.

A target fragment is (phrase, expected selector fields, expected filters). Filters are
(attr, op, value) triples as the reader's `Filter` holds them."""

from __future__ import annotations

from typing import NamedTuple


class Target(NamedTuple):
    phrase: str  # after "Choose " (or after "to " / "Rest " for "all …")
    who: str
    count: int = 1
    up_to: bool = False
    at_least: int = 0
    all: bool = False
    other: bool = False
    kind: str = "unit"
    filters: frozenset[tuple[str, str, object]] = frozenset()
    plural: bool = False


class Verb(NamedTuple):
    singular: str  # the sentence on a chosen card ("it"); {n} is the amount
    plural: str  # the same on "them"
    on_all: str | None  # the one-sentence form on "all …" ({sel} the target) or None
    verb: str  # the model's verb
    kinds: frozenset[str]  # the card kinds the rules let it act on in play
    extra: dict[str, object]  # step fields it must carry (stat, amount, zone_to, keyword …)


# --- who, state, filters (10-3-3) ---------------------------------------------------------------

# (words before the noun, who, other)
OWNERS = [
    ("enemy", "enemy", False),
    ("friendly", "friendly", False),
    ("of your", "yours", False),
    ("", "any", False),
    ("other friendly", "friendly", True),
    ("of your other", "yours", True),
]

# adjectives before the owner word ("1 rested enemy Unit"); "of your" takes them after it
STATES = [
    ("", None),
    ("rested", ("state", "==", "rested")),
    ("active", ("state", "==", "active")),
    ("damaged", ("state", "==", "damaged")),
    ("undamaged", ("state", "not", "damaged")),  # s15-gen round 2: no damage on it (5-5)
]

# words before the noun after the owner ("1 enemy (Zeon) Unit", "1 enemy blue Unit")
KINDS_BEFORE = [
    ("", None),
    ("(Zeon)", ("trait", "has", ("Zeon",))),
    ("blue", ("colour", "==", "blue")),
    ("non-red", ("colour", "not", "red")),  # s12-gcg-gen: has no red (2-4-1)
    ("Link", ("state", "==", "link")),  # s9-gcg-b: a Link Unit (3-2-6-2), with any state before it
    ("non-(Zeon)", ("trait", "not", ("Zeon",))),  # s16-filt: has no (Zeon) (2-5-3)
    ("(Zeon)/(Titans)", ("trait", "has", ("Zeon", "Titans"))),  # s16-filt: either (2-5-3, 5-19-1)
    ("blue/green", ("colour", "==", ("blue", "green"))),  # s16-filt: either colour (2-4, 5-19-1)
]

# bounds after the noun
AFTER = [
    ("", None),
    ("with 3 or less HP", ("hp", "<=", 3)),
    ("with 4 or more AP", ("ap", ">=", 4)),
    ("with 2 HP", ("hp", "==", 2)),
    ("that is Lv.2 or lower", ("level", "<=", 2)),
    ("that is Lv.5 or higher", ("level", ">=", 5)),
    ("with <Blocker>", ("keyword", "has", "blocker")),
    ("without <Blocker>", ("keyword", "not", "blocker")),  # s9-gcg-a (13-1)
    ("paired with a Pilot", ("state", "==", "paired")),
    ("with no paired Pilot", ("state", "not", "paired")),
    ("that has no paired Pilot", ("state", "not", "paired")),  # s9-gcg-a (GD05's phrasing)
    ('with "Gundam" in its card name', ("name_contains", "==", "Gundam")),
    ('without "Gundam" in its card name', ("name_contains", "not", "Gundam")),  # s11-gcg-exec (2-2-3)
    ("with the lowest HP", ("lowest", "==", "hp")),
    ("with a cost of 3 or less", ("cost", "<=", 3)),
    ("other than Link Units", ("state", "not", "link")),  # s15-gen round 2 (3-2-6-2)
    # s16-filt: the rest of what the rules let a card print (2-9, 2-10, 13-1) and the bound on this card's Lv.
    ("that is Lv.3", ("level", "==", 3)),
    ("with a cost of 5 or more", ("cost", ">=", 5)),
    ("with <Repair>", ("keyword", "has", "repair")),
    ("with <High-Maneuver>", ("keyword", "has", "high_maneuver")),
    ("whose Lv. is equal to or lower than this Unit", ("level", "<=", "this")),
]

# how many: (words, count, up_to, at_least, plural)
COUNTS = [
    ("1", 1, False, 0, False),
    ("2", 2, False, 0, True),
    ("1 to 2", 2, True, 1, True),
    ("up to 2", 2, True, 0, True),
]


def target(count: tuple, owner: tuple, state: tuple, before: tuple, after: tuple,
           noun: str = "Unit") -> Target:
    """The phrase in the official order: count, state, owner, trait/colour, noun, bound
    ("1 rested enemy (Zeon) Unit with 3 or less HP"; "1 of your rested Units")."""
    words, n, up_to, at_least, plural = count
    owner_words, who, other = owner
    nouns = noun + ("s" if plural or owner_words.startswith("of your") else "")
    if owner_words.startswith("of your"):  # "1 of your other rested (Zeon) Units"
        parts = [words, owner_words, state[0], before[0], nouns, after[0]]
    else:
        parts = [words, state[0], owner_words, before[0], nouns, after[0]]
    filters = frozenset(f for f in (state[1], before[1], after[1]) if f is not None)
    return Target(" ".join(p for p in parts if p), who, n, up_to, at_least, False, other,
                  noun.lower(), filters, plural)


def everything(owner: tuple, state: tuple, before: tuple, after: tuple, noun: str = "Unit") -> Target:
    """"all enemy Units with 3 or less HP" / "all your other (Zeon) Units"."""
    owner_words, who, other = owner
    owner_words = {"of your": "your", "of your other": "your other"}.get(owner_words, owner_words)
    parts = ["all", state[0], owner_words, before[0], noun + "s", after[0]]
    if owner_words.startswith("your"):  # "all your other rested Units", never "all rested your"
        parts = ["all", owner_words, state[0], before[0], noun + "s", after[0]]
    after_filter = after[1]
    if after[0].startswith("that is"):  # "all enemy Units that are Lv.2 or lower"
        parts[-1] = after[0].replace("that is", "that are")
    if after[0] in ('with "Gundam" in its card name', 'without "Gundam" in its card name'):
        parts[-1] = after[0].replace("its card name", "their card names")
    filters = frozenset(f for f in (state[1], before[1], after_filter) if f is not None)
    return Target(" ".join(p for p in parts if p), who, 0, False, 0, True, other, noun.lower(), filters, True)


UNIT = frozenset({"unit"})
UNIT_BASE = frozenset({"unit", "base"})

VERBS = [
    Verb("Deal 2 damage to it.", "Deal 2 damage to them.", "Deal 2 damage to {sel}.", "damage", UNIT_BASE,
         {"amount": 2}),
    Verb("Rest it.", "Rest them.", "Rest {sel}.", "rest", UNIT_BASE, {}),
    Verb("Set it as active.", "Set them as active.", "Set {sel} as active.", "set_active", UNIT_BASE, {}),
    Verb("Destroy it.", "Destroy them.", "Destroy {sel}.", "destroy", UNIT_BASE, {}),
    Verb("Return it to its owner's hand.", "Return them to their owners' hands.",
         "Return {sel} to their owners' hands.", "return_to_hand", UNIT_BASE, {}),
    Verb("Return it to the top of its owner's deck.", "Return them to the top of their owners' decks.", None,
         "to_deck", UNIT_BASE, {"zone_to": "deck_top"}),
    Verb("Return it to the bottom of its owner's deck.", "Return them to the bottom of their owners' decks.",
         None, "to_deck", UNIT_BASE, {"zone_to": "deck_bottom"}),
    Verb("Place it at the bottom of its owner's deck.", "Place them at the bottom of their owners' decks.",
         None, "to_deck", UNIT_BASE, {"zone_to": "deck_bottom"}),
    Verb("It gets AP+2 during this turn.", "They get AP+2 during this turn.",
         "{Sel} get AP+2 during this turn.", "modify", UNIT, {"stat": "ap", "amount": 2}),
    Verb("It gets AP-2 during this turn.", "They get AP-2 during this turn.",
         "{Sel} get AP-2 during this turn.", "modify", UNIT, {"stat": "ap", "amount": -2}),
    Verb("It gets HP+1 during this turn.", "They get HP+1 during this turn.",
         "{Sel} get HP+1 during this turn.", "modify", UNIT, {"stat": "hp", "amount": 1}),
    Verb("It gains <Blocker> during this turn.", "They gain <Blocker> during this turn.",
         "{Sel} gain <Blocker> during this turn.", "grant", UNIT, {"keyword": "blocker"}),
    Verb("It recovers 2 HP.", "They recover 2 HP.", "{Sel} recover 2 HP.", "recover", UNIT_BASE, {"amount": 2}),
    Verb("Place it into its owner's trash.", "Place them into their owners' trash.", None, "to_trash", UNIT_BASE, {}),
    Verb("It loses <Blocker> during this turn.", "They lose <Blocker> during this turn.",
         "{Sel} lose <Blocker> during this turn.", "remove", UNIT, {"keyword": "blocker"}),
    # s16-verb: a unit exiled from play (5-12-1, 3-3-6: its pilot goes along), and a "can't" for a time (10-1-5-6)
    Verb("Exile it from the game.", "Exile them from the game.", "Exile {sel} from the game.", "exile", UNIT, {}),
    Verb("It can't block during this turn.", "They can't block during this turn.",
         "{Sel} can't block during this turn.", "cant", UNIT, {"what": "block"}),
    Verb("It can't be destroyed by your opponent's effects during this battle.",
         "They can't be destroyed by your opponent's effects during this battle.",
         "{Sel} can't be destroyed by your opponent's effects during this battle.", "cant", UNIT,
         {"what": "be_destroyed_by_enemy_effects"}),
    # s17-gcg: durations that end in a later turn (next_turn.py, 7-6-6-1)
    Verb("It gets AP-2 during your opponent's next turn.", "They get AP-2 during your opponent's next turn.",
         "{Sel} get AP-2 during your opponent's next turn.", "modify", UNIT, {"stat": "ap", "amount": -2}),
    Verb("It can't block until the end of your opponent's next turn.",
         "They can't block until the end of your opponent's next turn.",
         "{Sel} can't block until the end of your opponent's next turn.", "cant", UNIT, {"what": "block"}),
]

# Cards outside play (10-3-3 "from your trash"): a card chosen there, then one verb on it.
TRASH_TARGETS = [
    ("1 (Zeon) Unit card that is Lv.4 or lower from your trash", "unit",
     frozenset({("trait", "has", ("Zeon",)), ("level", "<=", 4)})),
    ("1 Unit card from your trash", "unit", frozenset()),
    ("1 (Zeon) Pilot card from your trash", "pilot", frozenset({("trait", "has", ("Zeon",))})),
    ("1 Command card from your trash", "command", frozenset()),
    ("1 blue Unit card from your trash", "unit", frozenset({("colour", "==", "blue")})),
    ("1 non-blue Unit card from your trash", "unit", frozenset({("colour", "not", "blue")})),  # s12-gcg-gen
    ('1 Unit card with "Gundam" in its card name from your trash', "unit",
     frozenset({("name_contains", "==", "Gundam")})),
    ('1 (Zeon) Unit card without "Gundam" in its card name from your trash', "unit",  # s11-gcg-exec
     frozenset({("trait", "has", ("Zeon",)), ("name_contains", "not", "Gundam")})),
    # s16-filt: by what the card prints out of play — its cost, a Unit's / Base's AP and HP (2-7, 2-8, 2-10-1)
    ("1 Unit card with 3 or less AP from your trash", "unit", frozenset({("ap", "<=", 3)})),
    ("1 (Zeon) Unit card with 4 or more HP from your trash", "unit",
     frozenset({("trait", "has", ("Zeon",)), ("hp", ">=", 4)})),
    ("1 Base card with a cost of 2 or less from your trash", "base", frozenset({("cost", "<=", 2)})),
    ("1 non-(Zeon) Pilot card from your trash", "pilot", frozenset({("trait", "not", ("Zeon",))})),
]
TRASH_VERBS = [
    ("Add it to your hand.", "add_to_hand", {}),
    ("Deploy it.", "deploy", {}),
    ("Deploy it rested.", "deploy", {"rested": True}),
    ("Exile it from the game.", "exile", {}),  # s12-gcg-exec (5-12-1)
    ("Return it to the bottom of its owner's deck.", "to_deck", {"zone_to": "deck_bottom"}),  # s12-gcg-exec
    ("Return it to the top of its owner's deck.", "to_deck", {"zone_to": "deck_top"}),
]

# The same verbs on the card itself ("this Unit", 10-3-4): (sentence, verb, extra)
SELF_VERBS = [
    ("Deal 2 damage to this Unit.", "damage", {"amount": 2}),
    ("Rest this Unit.", "rest", {}),
    ("Set this Unit as active.", "set_active", {}),
    ("Destroy this Unit.", "destroy", {}),
    ("Return this Unit to its owner's hand.", "return_to_hand", {}),
    ("Return this Unit to the bottom of its owner's deck.", "to_deck", {"zone_to": "deck_bottom"}),
    ("This Unit gets AP+2 during this turn.", "modify", {"stat": "ap", "amount": 2}),
    ("This Unit gets HP-1 during this battle.", "modify", {"stat": "hp", "amount": -1}),
    ("This Unit gains <High-Maneuver> during this turn.", "grant", {"keyword": "high_maneuver"}),
    ("This Unit recovers 3 HP.", "recover", {"amount": 3}),
    ("This Unit loses <Blocker> during this turn.", "remove", {"keyword": "blocker"}),
    # s12-gcg-exec: a destruction (5-10-1), as "Place it into its owner's trash" on a chosen card is
    ("Place this Unit into its owner's trash.", "to_trash", {}),
    ("Place this Unit into your trash.", "to_trash", {}),
    # s16-verb: a "can't" for a time on this Unit, as on a chosen one (10-1-5-6, 13-1-4)
    ("This Unit can't block during this turn.", "cant", {"what": "block"}),
    ("This Unit can't attack during this battle.", "cant", {"what": "attack"}),
    ("This Unit can't be destroyed by your opponent's effects during this turn.", "cant",
     {"what": "be_destroyed_by_enemy_effects"}),
    ("This Unit can't be chosen by your opponent's effects during this battle.", "cant", {"what": "be_chosen_by_enemy"}),
    # s17-gcg: durations that end in a later turn (next_turn.py, 7-6-6-1)
    ("This Unit gains <Blocker> until the end of your opponent's next turn.", "grant", {"keyword": "blocker"}),
    ("This Unit gets HP+2 during your next turn.", "modify", {"stat": "hp", "amount": 2}),
]

# s16-verb: two steps on the chosen card one sentence joins with "and" (joined_steps.two_steps): the first part
# as the imperative on "it", the second lower-cased after "and" — (sentence part, verb, extra); every ordered pair
# of two different ones is composed (test_reader_combinations.test_two_joined_steps_read_in_order)
JOINABLE = [
    ("Deal 1 damage to it", "damage", {"amount": 1}),
    ("Rest it", "rest", {}),
    ("Set it as active", "set_active", {}),
    ("Destroy it", "destroy", {}),
    ("Return it to its owner's hand", "return_to_hand", {}),
    ("Exile it from the game", "exile", {}),
    ("it gets AP-2 during this turn", "modify", {"stat": "ap", "amount": -2}),
    ("it can't block during this turn", "cant", {"what": "block"}),
    ("draw 1", "draw", {"amount": 1}),
]
SELF_TIMINGS = ["【Deploy】", "【Attack】", "【When Paired】", "【Activate･Main】", "【Destroyed】"]

# Counted amounts (10-2-1: counted as the step resolves): what is counted, (who, kind, zone, other,
# filters), in the plural the official English prints after "the number of" / "for each of".
COUNTED = [
    ("your (Zeon) Units", ("yours", "unit", "play", False, frozenset({("trait", "has", ("Zeon",))}))),
    ("rested enemy Units", ("enemy", "unit", "play", False, frozenset({("state", "==", "rested")}))),
    ("(Zeon) cards in your trash", ("yours", "card", "trash", False, frozenset({("trait", "has", ("Zeon",))}))),
    ("friendly Unit tokens", ("friendly", "unit", "play", False, frozenset({("token", "==", True)}))),
    ("your other Units", ("yours", "unit", "play", True, frozenset())),
    ("enemy Units with 3 or less HP", ("enemy", "unit", "play", False, frozenset({("hp", "<=", 3)}))),
    ("Unit cards in your trash", ("yours", "unit", "trash", False, frozenset())),
]
# (sentence with {c}, verb, sign of the counted amount, on: "chosen" after "Choose 1 … Unit." or "this")
COUNTED_VERBS = [
    ("Choose 1 enemy Unit. Deal damage to it equal to the number of {c}.", "damage", 1, "chosen"),
    ("Choose 1 enemy Unit. Deal 2 damage to it for each of {c}.", "damage", 2, "chosen"),
    ("Choose 1 friendly Unit. It recovers HP equal to the number of {c}.", "recover", 1, "chosen"),
    ("Choose 1 friendly Unit. It gets AP+1 for each of {c} during this turn.", "modify", 1, "chosen"),
    ("Choose 1 enemy Unit. It gets AP-1 for each of {c} during this turn.", "modify", -1, "chosen"),
    ("Choose 1 enemy Unit. Reduce its AP by an amount equal to the number of {c} during this turn.",
     "modify", -1, "chosen"),
    ("This Unit gets AP+1 for each of {c} during this turn.", "modify", 1, "this"),
    ("Deal damage to this Unit equal to the number of {c}.", "damage", 1, "this"),
    ("This Unit recovers HP equal to the number of {c}.", "recover", 1, "this"),
]


# s11-gcg-read (round 2): a card name with alternatives (2-2-3; "/" is "or", 5-19-1): the words after
# the noun, singular ("its") and plural ("their"), and the names a card may contain (any of them)
NAME_ALTERNATIVES = [
    ('with "Zaku" or "Gouf" in {its} card name', ("Zaku", "Gouf")),
    ('with "Zaku"/"Gouf" in {its} card name', ("Zaku", "Gouf")),
    ('with "Zaku"/"Gouf"/"Dom" in {its} card name', ("Zaku", "Gouf", "Dom")),
    ('with "Zaku", "Gouf", or "Dom" in {its} card name', ("Zaku", "Gouf", "Dom")),
    ('with "Gundam Lfrith" or "Gundnode" in {its} card name', ("Gundam Lfrith", "Gundnode")),
]


def name_alternatives(names: tuple[str, ...]) -> tuple[str, str, object]:
    """The filter a name-alternatives phrase reads as: any one of the name parts."""
    return ("any_of", "==", tuple(("name_contains", "==", n) for n in names))


# s11-gcg-read (round 2): an amount from a stat ("for each 4 AP this Unit has", 1-3-5 whole numbers):
# (words, stat, whose: "this" the card whose effect it is / "it" the card acted on, each)
STAT_AMOUNTS = [
    ("4 AP this Unit has", "ap", "this", 4),
    ("2 AP this Unit has", "ap", "this", 2),
    ("3 HP this Unit has", "hp", "this", 3),
    ("2 AP it has", "ap", "it", 2),
    ("5 HP it has", "hp", "it", 5),
    ("3 AP that Unit has", "ap", "it", 3),
    ("4 AP this card has", "ap", "this", 4),
]
# (sentence with {amount} and {n}, verb, on: the chosen card or this unit)
STAT_VERBS = [
    ("Choose 1 enemy Unit. Deal {n} damage to it for each {amount}.", "damage", "chosen"),
    ("Choose 1 friendly Unit. It recovers {n} HP for each {amount}.", "recover", "chosen"),
    ("Deal {n} damage to this Unit for each {amount}.", "damage", "this"),
    ("Choose 1 enemy Unit with 5 or less HP. Deal {n} damage to it for each {amount}.", "damage", "chosen"),
]


# s11-gcg-read (round 2): "… gain(s) (X)" — a trait gained (2-5-3), on every subject, with and
# without a duration: (sentence with {dur}, the executor's target, plural)
TRAIT_SUBJECTS = [
    ("This Unit gains (Storm Fist){dur}.", "self", False),
    ("All your Units gain (Storm Fist){dur}.", "your_units", True),
    ("All friendly Units gain (Storm Fist){dur}.", "friendly_units", True),
    ("All your other Units gain (Storm Fist){dur}.", "your_units", True),
    ("All your (Zeon) Units gain (Storm Fist){dur}.", "your_units", True),
    ("All your rested Units gain (Storm Fist){dur}.", "your_units", True),
]
# (words, the step's `until`, timing): none is continuous (10-1-5); "during this turn" lasts (10-2-1)
TRAIT_DURATIONS = [("", "permanent", "continuous"), (" during this turn", "turn", "deploy")]
