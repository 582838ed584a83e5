"""The end-of-round procedure per game (docs/tournaments.md "End of round"): GCG's published
one — 3 extra turns or 5 minutes, whichever first, then more cards in the Shield Area (base
+ shields), then the higher deck count, then a random method — on real public views of
the engine; the other games: ours, ending in a draw."""

from __future__ import annotations

import copy

import pytest

from bot.services.tournament import end_of_round
from rules_engine.core.registry import get_game


def gcg_view(shields_a, base_a, deck_a, shields_b, base_b, deck_b) -> dict:
    """A real public GCG view with the counts set (what anyone at the table can count)."""
    game = get_game("gcg")
    view = copy.deepcopy(game.view(game.setup(game.playout_config("eor", {})), None))
    for seat, (shields, base, deck) in {"A": (shields_a, base_a, deck_a), "B": (shields_b, base_b, deck_b)}.items():
        view["players"][seat]["shields"] = {"count": shields}
        view["players"][seat]["base"] = {"name": "EX Base", "uid": 900 + ord(seat)} if base else None
        view["players"][seat]["deck"] = {"count": deck}
    return view


def test_the_defaults_gcg_published_the_others_ours():
    gcg = end_of_round.default_for("gcg")
    assert (gcg.extra_turns, gcg.extra_minutes, gcg.at_time, gcg.published) == (3, 5, "standing", True)
    for game in ("ucg", "altcg", "nexa"):
        ours = end_of_round.default_for(game)
        assert (ours.extra_turns, ours.extra_minutes, ours.at_time, ours.published) == (3, 0, "draw", False)
        assert not end_of_round.has_standing(game)


def test_more_cards_in_the_shield_area_wins_a_base_counts():
    # 3 shields + a base (4) beats 4 shields and no base? no: 4 = 4, so the deck decides
    tied = end_of_round.decide("gcg", gcg_view(3, True, 20, 4, False, 30), ("A", "B"), "s")
    assert (tied.winner, tied.basis, tied.figures) == ("B", "deck", {"A": 20, "B": 30})
    # the base is one more card in the shield area: it decides here, whatever the decks
    won = end_of_round.decide("gcg", gcg_view(3, True, 5, 3, False, 40), ("A", "B"), "s")
    assert (won.winner, won.basis, won.figures) == ("A", "shield_area", {"A": 4, "B": 3})
    fewer = end_of_round.decide("gcg", gcg_view(0, False, 40, 1, False, 2), ("A", "B"), "s")
    assert (fewer.winner, fewer.basis) == ("B", "shield_area")


def test_all_equal_is_a_random_choice_from_the_seed_recomputable():
    view = gcg_view(2, True, 25, 2, True, 25)
    picks = {end_of_round.decide("gcg", view, ("A", "B"), f"seed{i}:7").winner for i in range(40)}
    assert picks == {"A", "B"}, "either player can win the draw of lots"
    first = end_of_round.decide("gcg", view, ("A", "B"), "seedX:7")
    assert first.basis == "random"
    assert end_of_round.decide("gcg", view, ("A", "B"), "seedX:7") == first, "the same seed, the same pick"


@pytest.mark.parametrize(("game", "turns", "minutes", "at_time", "wrong"), [
    ("gcg", 11, 5, "standing", "error-tournament-extra-turns"),
    ("gcg", -1, 5, "standing", "error-tournament-extra-turns"),
    ("gcg", 3, 31, "standing", "error-tournament-extra-minutes"),
    ("gcg", 3, 5, "coin", "error-tournament-at-time"),
    ("ucg", 3, 0, "standing", "error-tournament-no-standing"),
    ("gcg", 0, 0, "draw", None),
    ("nexa", 10, 30, "draw", None),
])
def test_the_organisers_settings_are_checked(game, turns, minutes, at_time, wrong):
    assert end_of_round.check(game, turns, minutes, at_time) == wrong
