"""s12-gcg-exec (issue 29): the executor's matrix (effect_matrix.py) — which verb × target form ×
owner × card kind cells `printed.translate` runs and which it leaves by hand. The cells that run
are pinned: one going back to by hand, or a new one running, is a change someone must mean."""

from __future__ import annotations

import pytest

from rules_engine.games.gcg import printed

from .effect_matrix import VERBS, cell_reading, cells, duration_cells

ALL_FORMS = ("this", "chosen friendly", "chosen enemy", "chosen yours", "chosen any",
             "all friendly", "all enemy", "all yours", "all any")
CHOSEN_OR_THIS = ALL_FORMS[:5]
# (verb, kind) → the forms that run; every other cell is by hand
RUNS: dict[tuple[str, str], tuple[str, ...]] = {
    **{(verb, "unit"): ALL_FORMS for verb in ("damage", "recover", "destroy", "rest", "set_active",
                                               "return_to_hand", "to_deck", "to_trash", "modify",
                                               "grant", "remove", "cant")},
    **{(verb, "base"): CHOSEN_OR_THIS for verb in ("damage", "recover", "destroy", "rest", "set_active",
                                                    "return_to_hand", "to_deck", "to_trash", "modify",
                                                    "grant", "remove", "cant")},
    ("damage", "base"): (*CHOSEN_OR_THIS, "all any"),  # "Deal 1 damage to all Bases"
    ("rest", "resource"): ("chosen yours",),  # s9-gcg-b (4-4, 1-3-2-1)
    ("set_active", "resource"): ("chosen yours",),
    ("return_to_hand", "pilot"): ("chosen friendly", "chosen enemy", "chosen yours", "chosen any"),  # s9-gcg-b
    # s12-gcg-exec: a pilot destroyed alone (5-10-1, 4-9-1)
    ("destroy", "pilot"): ("chosen friendly", "chosen enemy", "chosen yours", "chosen any"),
    ("to_trash", "pilot"): ("chosen friendly", "chosen enemy", "chosen yours", "chosen any"),
    ("add_to_hand", "unit card in trash"): ("chosen yours",),
    ("exile", "unit card in trash"): ("chosen yours",),  # s12-gcg-exec (5-12-1)
    # s16-verb: a unit exiled from play (5-12-1, 3-3-6); "this" stays by hand (the engine's "this card" exiled is
    # this card in its owner's trash, 13-2-8-2)
    ("exile", "unit"): ALL_FORMS[1:],
    ("to_deck", "unit card in trash"): ("chosen yours",),  # s12-gcg-exec (4-1-7)
    ("deploy", "unit card in trash"): ("chosen yours",),
}
MATRIX = cells()


def _form(form: str, owner: str) -> str:
    return "this" if form == "this" else f"{form} {owner}"


def test_the_cells_that_run_are_exactly_the_pinned_ones():
    running: dict[tuple[str, str], set[str]] = {}
    for (verb, form, owner, kind), reason in MATRIX.items():
        if reason is None:
            running.setdefault((verb, kind), set()).add(_form(form, owner))
    assert running == {key: set(forms) for key, forms in RUNS.items()}


def test_every_by_hand_cell_says_why():
    assert all(reason for reason in MATRIX.values() if reason is not None)


@pytest.mark.parametrize("verb", sorted(set(VERBS) - {"rest", "set_active"}))
def test_a_chosen_resource_is_only_rested_or_set_active(verb):
    """s12-gcg-exec: "Choose 1 of your Resources. Deal 2 damage to it." ran (damage counters on a
    resource); the rules give a resource only its state (4-4, 5-4, 1-3-2-1): every other verb on one
    is by hand, in the plain and the several-step forms."""
    assert MATRIX[(verb, "chosen", "yours", "resource")] is not None
    reading, _ = cell_reading("rest", "chosen", "yours", "resource", "resources")
    (ability,) = reading.abilities
    choose, rest = ability.body
    two = type(reading)(lang="en", abilities=(type(ability)(
        text="two", index=0, timing="main",
        body=(choose, rest, type(rest)(verb, target=rest.target, **VERBS[verb]))),))
    assert printed.run_reasons(two) != [None]


@pytest.mark.parametrize("kind", ["unit", "base"])
def test_placing_this_card_into_its_owners_trash_is_destroying_it(kind):
    """s12-gcg-exec: "Place this Unit/Base into its owner's trash" — 5-10-1 makes it a destruction,
    as the chosen form already is (s9-gcg-b): `destroy` on this card."""
    reading, card_type = cell_reading("to_trash", "this", "yours", kind, "play")
    assert printed.run_reasons(reading) == [None]
    (effect,) = printed.translate(reading, card_type).effects
    assert effect["script"] == [{"destroy": True, "target": "self"}]


def test_lasting_steps_run_for_a_turn_or_a_battle_only():
    """A one-shot "gets AP+2" / "gains <K>" / "loses <K>" / "can't attack" lasts what it prints:
    during this turn (ended in the cleanup step, 7-6-6-1) or this battle (8-6-1). With no time
    printed, or "while …" inside a one-shot effect, how long it lasts is not said: by hand."""
    running = {key for key, reason in duration_cells().items() if reason is None}
    want = {(verb, form, d) for verb in ("modify", "grant", "remove") for form in ("this", "chosen", "all")
            for d in ("turn", "battle")}
    want |= {("cant", form, "turn") for form in ("this", "chosen", "all")}
    want |= {("cant", "chosen", "battle"), ("cant", "all", "battle")}
    want |= {("cant", "this", "battle")}  # s16-verb: on this Unit as on a chosen one (10-1-5-6, 8-6-1)
    assert running == want
