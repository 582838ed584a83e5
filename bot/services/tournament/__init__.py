"""Tournaments: Swiss pairing, standings with MTR tiebreakers, top cut — plain Python,
no discord.py and no store (docs/tournaments.md)."""

from .model import Event, EventError, Match, PlayerId, parse_event
from .pairing import RoundPairing, pair_round
from .standings import TIEBREAKERS, Standing, Tally, compute_standings, shared_ranks, standings_json
from .topcut import bracket_seeds, next_bracket_round, top_cut
from .tournament import Tournament, TournamentError

__all__ = [
    "TIEBREAKERS", "Event", "EventError", "Match", "PlayerId", "RoundPairing", "Standing", "Tally",
    "Tournament", "TournamentError", "bracket_seeds", "compute_standings", "next_bracket_round",
    "pair_round", "parse_event", "shared_ranks", "standings_json", "top_cut",
]
