"""BP grade increase / decrease (11.6) from every state, N beyond the ends (s18-byhand round 2).

11.6.1: one grade moves the BP to the next state's column; 11.6.2: the state itself never
changes; 11.6.3: with no BP to move to, the effect still applies but the BP goes no further;
11.6.5: the shifts add up (one up and one down give the printed BP back). So a decrease of 2
from DOUBLE gives the SINGLE BP (was: the DOUBLE BP, more than a decrease of 1 gives)."""

import pytest

from rules_engine.core.match import Match
from rules_engine.games.ucg import GAME
from rules_engine.games.ucg.battle import bp_of

BPS = {  # invented cards, one per level so that they stack (5.6.2.2)
    "GR-ALL": {"single": 4000, "double": 5000, "triple": 6000, "quad": 7000},
    "GR-NOQ": {"single": 5000, "double": 8000, "triple": 11000},  # no QUAD BP
    "GR-NOS": {"double": 7000, "triple": 9000},  # no SINGLE BP (11.15)
}
CARDS = [{"number": f"{family}-{level}", "name": f"Grade Tester {family[3:]}", "type": "kaiju",
          "character": f"GRADE TESTER {family[3:]}", "level": level, "attribute": "power", "bp": bp}
         for family, bp in BPS.items() for level in (1, 2, 3, 4)]
SIZE = {"single": 1, "double": 2, "triple": 3, "quad": 4}


def bp_with(card: str, state: str, levels: list[int]) -> tuple[int, bool, str]:
    size = SIZE[state]
    under = [f"{card}-{level}" for level in range(size - 1, 0, -1)]
    config, built, ids = GAME.scenario.build({"phase": "activate", "turn": 3, "players": {
        "A": {"battle": [{"card": f"{card}-{size}", "id": "c", "under": under, "mods": [{"level": n} for n in levels]}]},
        "B": {"battle": ["GR-ALL-1"]}}}, CARDS)
    match = Match(config, state=built, game=GAME)
    char = match.state.character(ids["c"])
    bp, shifted = bp_of(match.state, char)
    return bp, shifted, char.state_name


# (card, state, net shift, BP): every start state, up and down, N beyond the ends
TABLE = [
    ("GR-ALL", "single", 0, 4000),
    ("GR-ALL", "single", -1, 4000),  # below SINGLE: no BP to move to (11.6.3)
    ("GR-ALL", "single", -3, 4000),
    ("GR-ALL", "single", 1, 5000),   # 11.6.1
    ("GR-ALL", "single", 2, 6000),
    ("GR-ALL", "single", 3, 7000),
    ("GR-ALL", "single", 5, 7000),   # above QUAD (11.6.3)
    ("GR-ALL", "double", -1, 4000),  # 11.6.1
    ("GR-ALL", "double", -2, 4000),  # the reported case: was 5000 (the DOUBLE BP)
    ("GR-ALL", "double", -4, 4000),
    ("GR-ALL", "double", 1, 6000),
    ("GR-ALL", "double", 2, 7000),
    ("GR-ALL", "double", 3, 7000),   # was 5000
    ("GR-ALL", "triple", -1, 5000),
    ("GR-ALL", "triple", -2, 4000),
    ("GR-ALL", "triple", -3, 4000),  # was 6000
    ("GR-ALL", "triple", 1, 7000),
    ("GR-ALL", "triple", 2, 7000),   # was 6000
    ("GR-ALL", "quad", -1, 6000),
    ("GR-ALL", "quad", -3, 4000),
    ("GR-ALL", "quad", -4, 4000),    # was 7000
    ("GR-ALL", "quad", 1, 7000),
    ("GR-NOQ", "double", 1, 11000),
    ("GR-NOQ", "double", 2, 11000),  # no QUAD BP: TRIPLE is as far as it goes (11.6.3); was 8000
    ("GR-NOQ", "triple", 1, 11000),
    ("GR-NOQ", "single", 4, 11000),  # was 5000
    ("GR-NOS", "double", -1, 7000),  # no SINGLE BP (11.15.1, 11.6.3)
    ("GR-NOS", "triple", -1, 7000),
    ("GR-NOS", "triple", -2, 7000),  # was 9000
]


@pytest.mark.parametrize(("card", "state", "shift", "expected"), TABLE)
def test_grade_shift_table(card: str, state: str, shift: int, expected: int) -> None:
    levels = [1 if shift > 0 else -1] * abs(shift)
    bp, shifted, state_name = bp_with(card, state, levels)
    assert bp == expected
    assert shifted == bool(levels)   # 11.6.3 / 11.6.4: affected even where the BP cannot move
    assert state_name == state       # 11.6.2: only the BP changes, never the state


def test_one_up_and_one_down_give_the_printed_bp_back_and_mark_the_character() -> None:
    assert bp_with("GR-ALL", "double", [1, -1])[:2] == (5000, True)   # 11.6.5
    assert bp_with("GR-ALL", "single", [-1, 1])[:2] == (4000, True)   # 11.6.5: the net shift, not the order


def test_a_single_shift_of_two_counts_as_two_grades() -> None:
    assert bp_with("GR-ALL", "double", [-2])[0] == 4000
    assert bp_with("GR-ALL", "single", [2])[0] == 6000
