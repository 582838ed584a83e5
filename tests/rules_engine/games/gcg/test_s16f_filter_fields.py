"""s16-filt round 3: one table (filter_fields.HONOURED) says which TargetFilter fields each matcher checks — a
card in play, a Pilot in play, a card out of play by what it prints (trash, hand, deck), a resource, a card the
turn's record kept — and the reader refuses, by hand, a printed filter giving any other field
(printed._where_of): no printed bound is dropped silently (10-1-5-6; 10-2-1). These tests fail when a matcher
is added without its list, when a list names a field its matcher never reads, and when a field a matcher
ignores is read into a script."""

from __future__ import annotations

import ast
import importlib
import inspect
import pathlib
import pkgutil
import re

import pytest

import rules_engine.games.gcg as gcg
from rules_engine.core.effects.model import Amount, Filter, Selector
from rules_engine.games.gcg import filter_fields, printed
from rules_engine.games.gcg.cards import TargetFilter
from rules_engine.games.gcg.filter_fields import HONOURED, MATCHER_FUNCTIONS, unhonoured

# A printed filter (the reader's `Filter`s) that gives each field, as printed._where_add reads it
SAMPLES: dict[str, tuple[Filter, ...]] = {
    "max_hp": (Filter("hp", "<=", 3),), "min_hp": (Filter("hp", ">=", 3),),
    "max_ap": (Filter("ap", "<=", 3),), "min_ap": (Filter("ap", ">=", 3),),
    "max_level": (Filter("level", "<=", 3),), "min_level": (Filter("level", ">=", 3),),
    "max_cost": (Filter("cost", "<=", 3),), "min_cost": (Filter("cost", ">=", 3),),
    "traits": (Filter("trait", "has", ("Zeon",)),), "no_traits": (Filter("trait", "not", ("Zeon",)),),
    "keyword": (Filter("keyword", "has", "repair"),), "no_keyword": (Filter("keyword", "not", "repair"),),
    "state": (Filter("state", "==", "rested"),), "token": (Filter("token", "==", True),),
    "colors": (Filter("colour", "==", "blue"),), "no_colors": (Filter("colour", "not", "blue"),),
    "name_contains": (Filter("name_contains", "==", "Zaku"),),
    "name_excludes": (Filter("name_contains", "not", "Zaku"),),
    "max_level_chosen": (Filter("level", "<=", "it"),), "min_level_chosen": (Filter("level", ">=", "it"),),
    "max_level_count": (Filter("level", "<=", Amount(count_of=Selector(who="yours", other=True), n=1)),),
    "min_level_count": (Filter("level", ">=", Amount(count_of=Selector(who="yours"))),),
    "level_count_plus": (Filter("level", "<=", Amount(count_of=Selector(who="yours", other=True), n=1)),),
    "paired": (Filter("state", "==", "paired"),), "not_state": (Filter("state", "not", "damaged"),),
    "battling": (Filter("state", "==", "battling"),), "attacked": (Filter("state", "==", "attacked"),),
    "link": (Filter("state", "==", "rested"), Filter("state", "==", "link")),
    "damaged": (Filter("state", "==", "rested"), Filter("state", "==", "damaged")),
    "pilot_traits": (Filter("pilot_trait", "has", ("Zeon",)),),
    "pilot_max_level": (Filter("pilot_level", "<=", 3),), "pilot_min_level": (Filter("pilot_level", ">=", 3),),
    "any_of": (Filter("any_of", "==", (("trait", "has", ("Zeon",)), ("colour", "==", "blue"))),),
}
# Fields no printed filter gives through _where_of: the caller adds them beside it
NOT_FROM_FILTERS = {
    "type": "the card type printed as the noun ('a Pilot card', printed._trash_where)",
    "placed_by_this_effect": "'… you placed with this effect' (printed._trash_where)",
    "max_level_this": "'… than this Unit' (printed._relative_where)", "min_level_this": "idem",
    "max_ap_this": "idem", "min_ap_this": "idem",
    "max_level_event": "'… than that Unit' in a trigger (printed._relative_where)", "min_level_event": "idem",
    "lowest": "'with the lowest …' (printed._extreme_of)", "highest": "idem",
    "battling_who": "'battling a (X) enemy Unit' (printed._battling_with)", "battling_owners": "idem",
    "battling_where": "idem",
}

# Functions that take or read a TargetFilter without being a matcher of their own: the matcher they belong to
PARTS: dict[str, tuple[str, ...]] = {
    "conditions.traits_pass": ("conditions.matches", "conditions.in_trash", "events.record_matches"),
    "conditions._matches_more": ("conditions.matches",),
    "conditions._battling_with": ("conditions.matches",),
    "conditions._pilot_level": ("conditions.matches",),
    "conditions.with_counted_bounds": ("conditions.matches",),  # "… that number, plus this Unit" made a number
    "effects.against_attacker": ("conditions.matches",),  # "… than this Unit" made numbers (the attacker)
    "target_parts.has_extreme": ("conditions.matches",),  # "with the lowest / highest …" over the pool
    "target_parts.narrow": ("conditions.matches",),
    "target_parts.without_extreme": ("conditions.matches",),
    "conditions._printed_stats": ("conditions.in_trash",),
    "effects.effect_discard": (),  # hands its filter to conditions.in_trash ("printed")
    "state.pilot_meets": (),  # a PilotCondition's Lv. bounds, not a TargetFilter
}

# Fields only a TargetFilter has: a function reading one of them matches a card against a filter
_BOUND_FIELDS = {"max_hp", "min_hp", "max_ap", "min_ap", "max_level", "min_level", "max_cost", "min_cost",
                 "no_traits", "no_colors", "name_contains", "name_excludes", "no_keyword", "not_state",
                 "pilot_traits", "pilot_max_level", "pilot_min_level"}


def _functions() -> dict[str, object]:
    """Every function (and method) of the GCG engine's modules (not the reader's), by "module.name"."""
    found: dict[str, object] = {}
    for info in pkgutil.iter_modules(gcg.__path__):
        module = importlib.import_module(f"{gcg.__name__}.{info.name}")
        for name, obj in vars(module).items():
            if inspect.isfunction(obj) and obj.__module__ == module.__name__:
                found[f"{info.name}.{name}"] = obj
            elif inspect.isclass(obj) and obj.__module__ == module.__name__:  # a method, as "module.method"
                found.update({f"{info.name}.{n}": f for n, f in vars(obj).items() if inspect.isfunction(f)})
    return found


def _taking_or_reading_a_filter() -> set[str]:
    """Functions with a TargetFilter parameter, and functions reading a field only a TargetFilter has."""
    names = {name for name, fn in _functions().items()
             if any("TargetFilter" in str(a) for a in fn.__annotations__.values())}
    for path in pathlib.Path(gcg.__path__[0]).glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and any(
                    isinstance(n, ast.Attribute) and n.attr in _BOUND_FIELDS for n in ast.walk(node)):
                names.add(f"{path.stem}.{node.name}")
    return names


def test_every_function_matching_a_filter_is_a_listed_matcher_or_a_part_of_one():
    """A new matcher must get its line in filter_fields.HONOURED (and MATCHER_FUNCTIONS), or be named here as a
    part of one: else the reader would build filters for it that it may ignore."""
    listed = set(MATCHER_FUNCTIONS.values()) | set(PARTS)
    assert _taking_or_reading_a_filter() - listed == set()
    assert set(MATCHER_FUNCTIONS) == set(HONOURED)
    assert all(fn in _functions() for fn in listed)


@pytest.mark.parametrize("matcher", sorted(HONOURED))
def test_a_matcher_reads_every_field_its_list_honours(matcher):
    """The list is true: each field it names is read by the matcher's function or one of its parts."""
    functions = _functions()
    owner = MATCHER_FUNCTIONS[matcher]
    names = [owner, *(part for part, owners in PARTS.items() if owner in owners)]
    source = "\n".join(inspect.getsource(functions[name]) for name in names)
    assert HONOURED[matcher] <= set(TargetFilter.model_fields)
    unread = {field for field in HONOURED[matcher] if not re.search(rf"\.{field}\b", source)}
    assert unread == set(), f"{matcher} ({names}) never reads {unread}"


def test_every_field_has_a_printed_sample_or_is_given_beside_the_filters():
    assert set(SAMPLES) | set(NOT_FROM_FILTERS) == set(TargetFilter.model_fields)
    assert not set(SAMPLES) & set(NOT_FROM_FILTERS)
    for field, filters in SAMPLES.items():
        assert field in printed._where_of(filters), field  # the sample gives its field (in play: all of them)


@pytest.mark.parametrize("matcher", sorted(HONOURED))
def test_a_field_a_matcher_ignores_makes_the_reading_by_hand(matcher):
    """For every matcher, each printed filter giving a field outside its list is refused by hand; one inside
    it reads."""
    for field, filters in SAMPLES.items():
        if field in HONOURED[matcher]:
            assert field in printed._where_of(filters, matcher), (matcher, field)
        else:
            with pytest.raises(printed.ByHand):
                printed._where_of(filters, matcher)


@pytest.mark.parametrize("matcher", sorted(HONOURED))
def test_a_field_is_checked_inside_every_or_alternative(matcher):
    """`any_of` alternatives are judged by the same matcher: a field it ignores is refused at any depth."""
    for field in set(TargetFilter.model_fields) - HONOURED[matcher]:
        value = [] if field == "any_of" else 1
        assert unhonoured({field: value}, matcher) == {field}
        assert field in unhonoured({"any_of": [{"traits": ["X"]}, {field: value}]}, matcher)
    if "any_of" in HONOURED[matcher]:
        for field in HONOURED[matcher] - {"any_of"}:
            assert unhonoured({"any_of": [{field: 1}, {field: 2}]}, matcher) == set(), field


def test_the_trash_reading_refuses_what_a_card_there_does_not_print():
    """A card in the trash has no state (5-4) and no pilot (3-3-9): "a rested (X) Unit card in your trash" and
    "a Unit card with 3 or less AP" as a Pilot's (2-7-3: a Pilot prints an AP modifier) stay by hand."""
    with pytest.raises(printed.ByHand, match="a trash card by state"):
        printed._where_of((Filter("trait", "has", ("Zeon",)), Filter("state", "==", "rested")), "printed_unit")
    with pytest.raises(printed.ByHand, match="a trash card by ap"):
        printed._where_of((Filter("ap", "<=", 3),), "printed_card")
    assert printed._where_of((Filter("ap", "<=", 3),), "printed_unit") == {"max_ap": 3}
    assert filter_fields.HONOURED["hand_unit"] >= {"max_ap", "min_hp"}
    assert "max_cost" not in filter_fields.HONOURED["hand_unit"]  # a hand card's cost may be changed
