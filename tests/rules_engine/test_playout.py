"""The playout fuzzer: random legal-action games with the invariants checked after
every action (CONTRACTS.md §4)."""

import json
import subprocess
import sys

from rules_engine.tools.playout import run


def test_fifty_seeded_games_without_errors_or_violations():
    report = run("gcg", 50, "pytest")
    assert report.games == 50
    assert report.errors == [] and report.violations == [], (report.errors + report.violations)[:3]
    assert report.unfinished == 0
    assert sum(report.winners.values()) == 50


def test_cli_json():
    proc = subprocess.run([sys.executable, "-m", "rules_engine.playout", "--game", "gcg",
                           "--games", "3", "--seed", "cli", "--json"],
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    data = json.loads(proc.stdout)
    for key in ("games", "actions", "errors", "invariant_violations", "games_per_s",
                "actions_per_game", "replay_ms_p50"):
        assert key in data
    assert data["games"] == 3 and data["errors"] == 0 and data["invariant_violations"] == 0


def test_same_seed_same_games():
    a, b = run("gcg", 2, "repeat"), run("gcg", 2, "repeat")
    assert a.actions == b.actions and a.winners == b.winners


def test_a_player_who_must_decide_with_no_legal_action_is_an_error(monkeypatch):
    """The fuzzer reports (with its seed) a game that waits on someone who can do nothing,
    instead of crashing and losing the whole run."""
    from rules_engine.core.match import Match
    from rules_engine.tools import playout

    monkeypatch.setattr(Match, "legal_actions", lambda self, player: [])
    report = playout.run("gcg", 1, "stuck")
    assert report.errors and "has no legal action" in report.errors[0] and "seed stuck-0" in report.errors[0]


def test_an_action_listed_twice_is_a_violation(monkeypatch):
    """A menu offers each legal action once (a select with two equal values is refused by
    Discord): the fuzzer reports a legal list that names one action twice."""
    from rules_engine.core.match import Match
    from rules_engine.tools import playout

    listing = Match.legal_actions
    monkeypatch.setattr(Match, "legal_actions", lambda self, player: [*listing(self, player)] * 2)
    report = playout.run("gcg", 1, "twice")
    assert report.violations and "list one action twice" in report.violations[0]
    assert "seed twice-0" in report.violations[0]


def test_by_hand_effects_are_counted_from_the_log():
    """The report counts by-hand lines by their keys, in every game's spelling (core or the
    game's own by-hand action), and an effect by its closing resolve/decline line."""
    from types import SimpleNamespace

    from rules_engine.core.game import Event
    from rules_engine.tools.playout import Report, count_by_hand

    lines = [[Event("A draws", key="core.event.draw")],
             [Event("x", key="core.event.by_hand_draw"), Event("x", key="ucg.event.by_hand_bounce")],
             [Event("x", key="core.event.by_hand_resolve")],
             [Event("x", key="nexa.event.by_hand")],  # the effect waiting: not an action
             [Event("x", key="core.event.by_hand_decline")]]
    report = Report()
    count_by_hand(SimpleNamespace(events=lines), report)
    assert (report.by_hand_effects, report.by_hand_actions) == (2, 4)


def test_wins_are_counted_by_deck_as_well_as_by_seat():
    """s18-games: the report counts the winning seat's deck and the games each deck played, so a
    deck's lean shows apart from a seat's lean (the seed seats the decks, core.game.playout_seats);
    a draw or a team's win is no seat's, so no deck's."""
    from types import SimpleNamespace

    from rules_engine.tools.playout import Report, count_decks

    twin, other = SimpleNamespace(name="Twin"), SimpleNamespace(name="Other")
    report = Report()
    for winner, decks in (("B", {"A": other, "B": twin}), ("A", {"A": twin, "B": other}),
                          ("draw", {"A": twin, "B": other}), ("Y", {"A": twin, "B": other, "C": twin}),
                          ("A", {"A": other, "B": twin})):
        count_decks(SimpleNamespace(config=SimpleNamespace(decks=decks), finished=True, winner=winner), report)
    count_decks(SimpleNamespace(config=SimpleNamespace(decks={"A": twin, "B": other}), finished=False,
                                winner=None), report)
    assert report.winners_by_deck == {"Twin": 2, "Other": 1}
    assert report.games_by_deck == {"Twin": 6, "Other": 6}  # a deck in two seats plays one game


def test_a_run_reports_wins_by_deck_in_json_and_in_the_human_lines():
    report = run("ucg", 6, "by-deck")
    data = report.to_json()
    assert sum(data["winners_by_deck"].values()) == sum(n for seat, n in data["winners"].items() if seat != "draw")
    assert data["games_by_deck"] == {"Dawn Guard": 6, "Deep Horde": 6}  # the UCG demo decks, every duel
    proc = subprocess.run([sys.executable, "-m", "rules_engine.playout", "--game", "ucg", "--games", "2",
                           "--seed", "by-deck"], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert any(line.startswith("winners_by_deck ") and "{" in line for line in proc.stdout.splitlines())
    assert any(line.startswith("games_by_deck ") for line in proc.stdout.splitlines())
