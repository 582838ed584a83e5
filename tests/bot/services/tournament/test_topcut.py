"""Top cut: single elimination seeded by the Swiss standings."""

from __future__ import annotations

import pytest

from bot.services.tournament import bracket_seeds, compute_standings, next_bracket_round, parse_event, top_cut


def test_the_standard_brackets():
    assert bracket_seeds(8) == [(1, 8), (4, 5), (2, 7), (3, 6)]
    assert bracket_seeds(4) == [(1, 4), (2, 3)]
    assert bracket_seeds(2) == [(1, 2)]
    with pytest.raises(ValueError):
        bracket_seeds(6)


def test_the_cut_follows_the_standings_and_skips_a_dropped_player():
    players = [f"p{i}" for i in range(10)]
    # p0 beats everyone below it ... a ladder: pi beat pj for i < j in a round robin of the top.
    rounds = [[{"a": players[i], "b": players[j], "wins_a": 2, "wins_b": 0, "draws": 0}]
              for i in range(10) for j in range(i + 1, 10)]
    standings = compute_standings(parse_event({"players": players, "rounds": rounds, "drops": {}}))
    assert [s.player for s in standings] == players
    assert top_cut(standings, 4) == [("p0", "p3"), ("p1", "p2")]
    assert top_cut(standings, 4, dropped={"p1"}) == [("p0", "p4"), ("p2", "p3")]
    assert top_cut(standings, 8)[0] == ("p0", "p7")
    with pytest.raises(ValueError, match="needs 8 players"):
        top_cut(standings[:7], 8)


def test_the_bracket_advances_winners_so_the_top_seeds_meet_last():
    quarter = [("s1", "s8"), ("s4", "s5"), ("s2", "s7"), ("s3", "s6")]
    semi = next_bracket_round(quarter, {"s1", "s5", "s2", "s6"})
    assert semi == [("s1", "s5"), ("s2", "s6")]
    assert next_bracket_round(semi, {"s1", "s2"}) == [("s1", "s2")]
    with pytest.raises(ValueError, match="exactly one winner"):
        next_bracket_round(semi, {"s1", "s5"})
    with pytest.raises(ValueError, match="final"):
        next_bracket_round([("s1", "s2")], {"s1"})
