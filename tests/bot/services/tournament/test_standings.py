"""Standings: MTR Appendix C's definitions and worked examples, reproduced exactly, and a
hand-computed event (docs/tournaments.md quotes the examples and cites their source)."""

from __future__ import annotations

import itertools
import random
from fractions import Fraction

import pytest

from bot.services.tournament import Event, Match, Tally, Tournament, compute_standings, parse_event
from bot.services.tournament.standings import FLOOR, final_tie

W, L, D, BYE = "W", "L", "D", "BYE"
GAMES = {W: (2, 0, 0), L: (0, 2, 0), D: (1, 1, 1)}


class Builder:
    """An event where chosen players have chosen records, each non-featured result against
    a fresh filler player (whose own figures do not matter)."""

    def __init__(self) -> None:
        self.players: list[str] = []
        self.rounds: dict[int, list[Match]] = {}
        self.drops: dict[str, int] = {}
        self._fillers = itertools.count()

    def player(self, name: str) -> str:
        if name not in self.players:
            self.players.append(name)
        return name

    def play(self, round_number: int, match: Match) -> None:
        for p in match.players():
            self.player(p)
        self.rounds.setdefault(round_number, []).append(match)

    def against_filler(self, name: str, round_number: int, outcome: str) -> None:
        if outcome == BYE:
            self.play(round_number, Match.bye(self.player(name)))
            return
        filler = self.player(f"filler{next(self._fillers)}")
        self.play(round_number, Match(self.player(name), filler, *GAMES[outcome]))

    def record(self, name: str, outcomes: str | list[str], skip: int | None = None) -> None:
        """`name` plays `outcomes` in rounds 1, 2, … (skipping round `skip`, kept for a featured match)."""
        rounds = (r for r in itertools.count(1) if r != skip)
        for outcome, round_number in zip(outcomes, rounds, strict=False):
            self.against_filler(name, round_number, outcome)

    def event(self) -> Event:
        last = max(self.rounds)
        return parse_event(Event(tuple(self.players), tuple(tuple(self.rounds.get(r, ())) for r in
                                                            range(1, last + 1)), self.drops).to_json())


def standing(event: Event, player: str):
    return next(s for s in compute_standings(event) if s.player == player)


def test_match_points_examples():
    """Appendix C "Match Points": 6–2–0 is 18 match points; 4–2–2 is 14."""
    b = Builder()
    b.record("six-two", [W] * 6 + [L] * 2)
    b.record("four-two-two", [W] * 4 + [L] * 2 + [D] * 2)
    event = b.event()
    assert standing(event, "six-two").points == 18
    assert standing(event, "four-two-two").points == 14


@pytest.mark.parametrize(("games", "mine", "theirs"), [((2, 0, 0), 6, 0), ((2, 1, 0), 6, 3), ((2, 0, 1), 7, 1)])
def test_game_points_examples(games, mine, theirs):
    """Appendix C "Game Points": 2–0–0 is 6 game points to 0; 2–1–0 is 6 to 3; 2–0–1 is 7 to 1."""
    tally = Tally(["a", "b"])
    tally.add(Match("a", "b", *games))
    assert (tally.records["a"].game_points, tally.records["b"].game_points) == (mine, theirs)


def test_match_win_percentage_examples():
    """Appendix C "Match-win percentage": in an 8-round event, 5–2–1 is 16/24 = 0.667;
    1–3–0 then withdrawing is 3/12 = 0.25, so 0.33; 3–2–0 with a first-round bye, then
    withdrawing after five rounds, is 9/15 = 0.60 (the bye counts as a round played)."""
    b = Builder()
    b.record("five-two-one", [W] * 5 + [L] * 2 + [D])
    b.record("one-three", [W] + [L] * 3)
    b.drops["one-three"] = 4
    b.record("bye-three-two", [BYE, W, L, W, L])
    b.drops["bye-three-two"] = 5
    event = b.event()
    assert standing(event, "five-two-one").mw == Fraction(16, 24)
    assert standing(event, "one-three").mw == Fraction(33, 100)
    assert standing(event, "bye-three-two").mw == Fraction(9, 15) == Fraction(60, 100)


def test_game_win_percentage_examples():
    """Appendix C "Game-win percentage": matches 2–0, 2–1, 1–2, 2–0 are 21 game points of
    30 possible, 0.70; matches 1–2, 1–2, 0–2, 1–2 are 9 of 33, 0.27, so 0.33."""
    b = Builder()
    for r, games in enumerate([(2, 0, 0), (2, 1, 0), (1, 2, 0), (2, 0, 0)], 1):
        b.play(r, Match("good", f"x{r}", *games))
    for r, games in enumerate([(1, 2, 0), (1, 2, 0), (0, 2, 0), (1, 2, 0)], 1):
        b.play(r, Match("poor", f"y{r}", *games))
    event = b.event()
    assert standing(event, "good").gw == Fraction(21, 30) == Fraction(7, 10)
    assert standing(event, "poor").gw == FLOOR


OPPONENT_RECORDS = [(4, 4, 0), (7, 1, 0), (1, 3, 1), (3, 3, 1), (6, 2, 0), (5, 2, 1), (4, 3, 1), (6, 1, 1)]


def omw_example(with_bye: bool) -> Event:
    """Appendix C "Opponents' match-win percentage": a 6–2–0 player whose opponents went
    4–4–0, 7–1–0, 1–3–1, 3–3–1, 6–2–0, 5–2–1, 4–3–1 and 6–1–1 in an 8-round event (two of
    them dropped, so they played 5 and 7 rounds); in the second example the first round was
    a bye instead. The player beat the first six and lost to the last two."""
    b = Builder()
    for index, (wins, losses, draws) in enumerate(OPPONENT_RECORDS):
        round_number, name = index + 1, f"opp{index + 1}"
        if with_bye and index == 0:
            b.play(1, Match.bye("hero"))
            continue
        hero_wins = index < 6
        b.play(round_number, Match("hero", name, *((2, 0, 0) if hero_wins else (0, 2, 0))))
        wins, losses = (wins, losses - 1) if hero_wins else (wins - 1, losses)
        b.record(name, [W] * wins + [L] * losses + [D] * draws, skip=round_number)
        if wins + losses + draws + 1 < 8:
            b.drops[name] = wins + losses + draws + 1
    return b.event()


def test_opponents_match_win_example():
    """MTR: (12/24 + 21/24 + 0.33 + 10/21 + 18/24 + 16/24 + 13/24 + 19/24) / 8 = 0.62 — the
    1–3–1 opponent's 4/15 = 0.27 counts as 0.33, and each divisor is the opponent's own rounds."""
    event = omw_example(with_bye=False)
    hero = standing(event, "hero")
    assert (hero.points, hero.wins, hero.losses, hero.draws) == (18, 6, 2, 0)
    terms = [Fraction(12, 24), Fraction(21, 24), Fraction(33, 100), Fraction(10, 21), Fraction(18, 24),
             Fraction(16, 24), Fraction(13, 24), Fraction(19, 24)]
    assert hero.omw == sum(terms) / 8
    assert round(float(hero.omw), 2) == 0.62  # the figure MTR prints
    for (wins, losses, draws), index in zip(OPPONENT_RECORDS, range(1, 9), strict=True):
        opponent = standing(event, f"opp{index}")
        assert (opponent.wins, opponent.losses, opponent.draws) == (wins, losses, draws)


def test_opponents_match_win_example_with_a_bye():
    """The same player with a first-round bye: the bye is no opponent, so the average is of
    the seven others (MTR: 0.63), and the bye is still a win (6–2–0)."""
    event = omw_example(with_bye=True)
    hero = standing(event, "hero")
    assert (hero.points, hero.wins, hero.byes) == (18, 6, 1)
    terms = [Fraction(21, 24), Fraction(33, 100), Fraction(10, 21), Fraction(18, 24), Fraction(16, 24),
             Fraction(13, 24), Fraction(19, 24)]
    assert hero.omw == sum(terms) / 7
    assert round(float(hero.omw), 2) == 0.63


def test_a_bye_is_a_two_nil_win_and_no_opponent():
    """Appendix C "Byes": 3 match points and 6 game points; ignored for the opponents' figures."""
    event = parse_event({"players": ["a", "b", "c"], "rounds": [[{"a": "a", "b": None},
                                                                   {"a": "b", "b": "c", "wins_a": 0, "wins_b": 2,
                                                                    "draws": 0}]], "drops": {}})
    a = standing(event, "a")
    assert (a.points, a.gw, a.byes) == (3, Fraction(1), 1)
    assert a.omw == a.ogw == FLOOR  # no opponent yet: the floor (docs/tournaments.md)


# A 4-player round robin, computed by hand:
#   R1 A 2-0 B, C 2-1 D;  R2 A 2-1 C, B 0-0-3 D (intentional draw);  R3 D 2-1 A, B 2-0 C
#   A: W W L  6 pts  MW 6/9  GW (6+6+3)/24 = 5/8
#   B: L D W  4 pts  MW 4/9  GW (0+3+6)/21 = 3/7
#   C: W L L  3 pts  MW 3/9  GW (6+3+0)/24 = 3/8
#   D: L D W  4 pts  MW 4/9  GW (3+3+6)/27 = 4/9
#   OMW  A (B,C,D) = (4/9+3/9+4/9)/3 = 11/27   B (A,D,C) = (6/9+4/9+3/9)/3 = 13/27
#        C (D,A,B) = (4/9+6/9+4/9)/3 = 14/27   D (C,B,A) = (3/9+4/9+6/9)/3 = 13/27
#   B and D tie on points and OMW; D's GW 4/9 beats B's 3/7: A, D, B, C.
ROUND_ROBIN = {
    "players": ["A", "B", "C", "D"],
    "rounds": [
        [{"a": "A", "b": "B", "wins_a": 2, "wins_b": 0, "draws": 0},
         {"a": "C", "b": "D", "wins_a": 2, "wins_b": 1, "draws": 0}],
        [{"a": "A", "b": "C", "wins_a": 2, "wins_b": 1, "draws": 0},
         {"a": "B", "b": "D", "wins_a": 0, "wins_b": 0, "draws": 3}],
        [{"a": "D", "b": "A", "wins_a": 2, "wins_b": 1, "draws": 0},
         {"a": "B", "b": "C", "wins_a": 2, "wins_b": 0, "draws": 0}],
    ],
    "drops": {},
}


def test_hand_computed_round_robin():
    rows = compute_standings(parse_event(ROUND_ROBIN))
    assert [(s.rank, s.player, s.points) for s in rows] == [(1, "A", 6), (2, "D", 4), (3, "B", 4), (4, "C", 3)]
    by = {s.player: s for s in rows}
    assert [by[p].omw for p in "ABCD"] == [Fraction(11, 27), Fraction(13, 27), Fraction(14, 27), Fraction(13, 27)]
    gw = {"A": Fraction(5, 8), "B": Fraction(3, 7), "C": Fraction(3, 8), "D": Fraction(4, 9)}
    assert {p: by[p].gw for p in "ABCD"} == gw
    assert by["A"].ogw == (gw["B"] + gw["C"] + gw["D"]) / 3
    assert by["C"].ogw == (gw["D"] + gw["A"] + gw["B"]) / 3
    assert by["A"].to_json() == {"rank": 1, "player": "A", "points": 6, "omw": 11 / 27, "gw": 5 / 8,
                                 "ogw": float((gw["B"] + gw["C"] + gw["D"]) / 3)}


def test_each_opponents_figure_is_floored_before_averaging():
    """0.33 applies to each opponent's percentage: beating a 0-point opponent still adds 0.33."""
    rows = compute_standings(parse_event({"players": ["a", "b"], "rounds": [
        [{"a": "a", "b": "b", "wins_a": 2, "wins_b": 0, "draws": 0}]], "drops": {}}))
    assert rows[0].player == "a" and rows[0].omw == FLOOR and rows[0].ogw == FLOOR
    assert rows[1].omw == 1 and rows[1].ogw == 1


def test_a_final_tie_is_ordered_by_the_hash_of_the_id_whatever_the_input_order():
    players = [f"player {i}" for i in range(6)]
    expected = sorted(players, key=final_tie)
    for seed in range(5):
        shuffled = players[:]
        random.Random(seed).shuffle(shuffled)
        rows = compute_standings(parse_event({"players": shuffled, "rounds": [], "drops": {}}))
        assert [s.player for s in rows] == expected
        assert [s.rank for s in rows] == [1, 2, 3, 4, 5, 6]


def test_integer_ids_stay_integers_and_drop_keys_match_them():
    event = parse_event({"players": [10, 20], "rounds": [[{"a": 10, "b": 20, "wins_a": 0, "wins_b": 2,
                                                            "draws": 0}]], "drops": {"10": 1}})
    rows = compute_standings(event)
    assert [s.player for s in rows] == [20, 10] and event.drops == {10: 1}


def test_the_running_tally_follows_corrections_and_equals_a_recomputation():
    tournament = Tournament(["a", "b", "c", "d", "e"])
    rng = random.Random(4)
    for number in range(1, 5):
        pairing = tournament.pair_next_round(seed=number)
        for a, b in pairing.tables:
            tournament.report(number, Match(a, b, 2, 0, 0))
            tournament.report(number, Match(b, a, *rng.choice([(2, 1, 0), (0, 0, 3), (1, 1, 1)])))  # a fix
        assert tournament.standings() == tournament.recompute_standings()
        assert tournament.standings() == compute_standings(parse_event(tournament.event().to_json()))


def test_the_fast_exact_figures_equal_the_textbook_formulas():
    """The standings compute with integers over common denominators; the Record methods
    are Appendix C written plainly. They must agree on every player of a real event."""
    tournament = Tournament([f"p{i}" for i in range(41)])
    rng = random.Random(9)
    for number in range(1, 7):
        for a, b in tournament.pair_next_round(seed=number).tables:
            tournament.report(number, Match(a, b, *rng.choice([(2, 0, 0), (1, 2, 0), (0, 0, 3), (2, 0, 1)])))
        if number == 3:
            tournament.drop("p7")
            tournament.add_player("late")
    records = tournament.tally.records
    mw = {p: r.match_win() for p, r in records.items()}
    gw = {p: r.game_win() for p, r in records.items()}
    for s in tournament.standings():
        faced = list(records[s.player].opponents.elements())
        assert s.mw == mw[s.player] and s.gw == gw[s.player]
        assert s.omw == (sum(mw[o] for o in faced) / len(faced) if faced else FLOOR)
        assert s.ogw == (sum(gw[o] for o in faced) / len(faced) if faced else FLOOR)
