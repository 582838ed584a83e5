"""The scenario runner keeps the contracts' word (issue 28 §5): a step's field that no
action of its kind takes, a key beside `expect`, a `rule` on an action, a key given twice —
each is an invalid file (exit 2) naming the file, the line and the field, in every game;
never silently dropped, so an `expect_refused` cannot pass for a reason it did not state."""

import random
import subprocess
import sys
from pathlib import Path

import pytest

from rules_engine.core.match import Match
from rules_engine.core.registry import codes, get_game
from rules_engine.tools.scenario import run_file

BOARDS = {
    "gcg": "state:\n  players:\n    A: {battle: [{card: DEMO-001, id: a1}], deck: 5, shields: 6}\n"
           "    B: {deck: 5, shields: 6}\n",
    "ucg": "state:\n  turn: 3\n  phase: level_up\n  players:\n    A: {battle: [{card: UCG-D001, id: a1}], deck: 5}\n"
           "    B: {battle: [UCG-D020], deck: 5}\n",
    "altcg": "state:\n  turn: 3\n  players:\n    A: {deck: 5, field: {FC: {card: ALT-003, id: a1}}}\n"
             "    B: {deck: 5}\n",
    "nexa": "state:\n  players:\n    A: {deck: 5, deploy: [{card: NX-001, id: a1}]}\n    B: {deck: 5}\n",
}
RULE = {"gcg": "8-2-1", "ucg": "5.6.1", "altcg": '"505.1"', "nexa": "D-47"}


def scenario(tmp_path: Path, game: str, steps: str, name: str = "s.yaml", top: str = "") -> Path:
    path = tmp_path / name
    path.write_text(f"game: {game}\ntitle: t\nrules: [{RULE[game]}]\n{top}{BOARDS[game]}steps:\n{steps}")
    return path


def invalid(path: Path) -> str:
    outcome = run_file(path)
    assert outcome.status == "INVALID", outcome.detail
    return outcome.detail


def test_an_unknown_field_is_exit_2_naming_file_line_and_field_in_every_game(tmp_path):
    files = []
    for game in codes():
        # line 10 is the step; the typo sits on line 11 of a block-style step
        files.append(scenario(tmp_path, game, "  - A: pass\n    targte: a1\n", f"{game}.yaml"))
    proc = subprocess.run([sys.executable, "-m", "rules_engine.scenario", "run", *map(str, files)],
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 2, proc.stdout
    lines = proc.stdout.splitlines()
    assert len(lines) == len(files)
    for game, line in zip(codes(), lines, strict=True):
        # the line of the field itself (the board is 4 or 5 lines long, so count it)
        field_line = BOARDS[game].count("\n") + 6
        assert line.startswith(f"FAIL {tmp_path / (game + '.yaml')}: {game}.yaml:{field_line}: invalid scenario:"), line
        assert "unknown field 'targte' for `pass`" in line, line
    assert "Traceback" not in proc.stdout + proc.stderr


def test_nexa_target_is_read_and_a_misspelt_one_no_longer_passes_a_refusal(tmp_path):
    # `target:` on play was silently dropped: this refusal passed for a reason it never stated
    board = ("state:\n  players:\n    A: {deck: 5, hand: [{card: NX-006, id: c1}], g: {blue: 2},\n"
             "        deploy: [{card: NX-001, id: a1, sets: [{card: NX-026}]}, {card: NX-001, id: a2}]}\n"
             "    B: {deck: 5}\n")
    path = tmp_path / "target.yaml"
    path.write_text(f"game: nexa\ntitle: t\nrules: [B7-10]\n{board}steps:\n"
                    "  - expect_refused: {A: play, card: c1, target: a1, rule: B7-10}\n"
                    "  - {A: play, card: c1, target: a2}\n  - {B: pass}\n  - {A: pass}\n"
                    "  - expect: {c1.set_on: a2}\n")
    assert run_file(path).status == "PASS", run_file(path).detail
    path.write_text(path.read_text().replace("target: a1, rule", "targte: a1, rule"))
    assert "unknown field 'targte' for `play`" in invalid(path)


@pytest.mark.parametrize("steps, says", [
    ("  - {A: pass, rule: 8-2-1}\n", "field 'rule' belongs in an `expect_refused` step"),
    ("  - {expect: {turn: 3}, note: x}\n", "`expect` is a step of its own: unknown field 'note'"),
    ("  - {expect_refused: {A: end_main}, A: pass}\n", "unknown field 'A' beside it"),
    ("  - {A: atack, unit: a1, target: B}\n", "unknown action 'atack'"),
    ("  - {A: attack, unit: a1, target: B, at: FC}\n", "field 'at' is an action number or `stale`"),
    ("  - {judge: fix_rest, card: a1, rested: true, why: x}\n", "unknown field 'why' for `fix_rest`"),
    ("  - {judge: fix_nothing}\n", "unknown judge action 'fix_nothing'"),
    ("  - {A: pass, A: end_main}\n", "key 'A' is given twice"),
    ("  - {advance: end}\n", "names one player and an action"),  # NEX-A's shorthand is no GCG step
])
def test_a_step_key_nobody_reads_is_an_invalid_file(tmp_path, steps, says):
    assert says in invalid(scenario(tmp_path, "gcg", steps))


def test_the_invalid_line_is_the_fields_own_line(tmp_path):
    path = scenario(tmp_path, "gcg", "  - expect: {turn: 3}\n  - expect_refused:\n      A: attack\n"
                                     "      unit: a1\n      targit: B\n      rule: 8-2-1\n")
    assert invalid(path).startswith("s.yaml:13: ")  # the line of `targit`, not of the step


def test_format_is_a_top_level_key_of_gcg_only(tmp_path):
    assert "unknown key 'format'" in invalid(scenario(tmp_path, "ucg", "  - {A: pass}\n", top="format: team\n"))
    both = tmp_path / "both.yaml"
    both.write_text("game: gcg\nformat: free_for_all\nvictory: first_hit\ntitle: t\nrules: [12-2]\n"
                    "state:\n  format: free_for_all\n  players: {A: {deck: 5}, B: {deck: 5}, C: {deck: 5}}\n"
                    "steps:\n  - expect: {active: A}\n")
    assert "`format` is given twice" in invalid(both)
    duel = tmp_path / "duel.yaml"
    duel.write_text(f"game: gcg\nformat: duel\ntitle: t\nrules: [1-1-1]\n{BOARDS['gcg']}"
                    "steps:\n  - expect: {active: A}\n")
    assert run_file(duel).status == "PASS"


def test_gcg_setup_reads_order_and_refuses_a_first_player_that_is_not_its_head(tmp_path):
    path = tmp_path / "setup.yaml"
    path.write_text("game: gcg\nformat: free_for_all\nvictory: first_hit\ntitle: t\nrules: [12-2-1]\n"
                    "state: {setup: true, order: [C, A, B, D], first: A}\nsteps:\n  - expect: {first: C}\n")
    assert "first: A is not order[0] (C)" in invalid(path)
    path.write_text(path.read_text().replace(", first: A", ""))
    assert run_file(path).status == "PASS"


def test_nexa_advance(tmp_path):
    board = ("state:\n  players:\n    A: {deck: 5, deploy: [{card: NX-001, id: a1}]}\n    B: {deck: 5}\n")
    path = tmp_path / "advance.yaml"
    path.write_text(f"game: nexa\ntitle: t\nrules: [D-47]\n{board}steps:\n  - {{advance: battle.return}}\n")
    outcome = run_file(path)  # A's standing unit may sortie: advance never decides that
    assert outcome.status == "FAIL"
    assert "step 1 (line 9): advance: stopped before battle.return: A must answer a sortie prompt" in outcome.detail
    path.write_text(path.read_text().replace("battle.return", "battle.lunch"))
    assert "advance: 'battle.lunch' is not a point of the turn" in invalid(path)
    path.write_text(path.read_text().replace("{advance: battle.lunch}", "{advance: deploy, A: pass}"))
    assert "`advance` is a step of its own" in invalid(path)


def test_altcg_targets_the_card_never_asks_for_are_an_error(tmp_path):
    path = scenario(tmp_path, "altcg", "  - {A: play, card: h1, at: FL, targets: [a1]}\n")
    path.write_text(path.read_text().replace("A: {deck: 5,", "A: {deck: 5, cost_area: 2, hand: [{card: ALT-003, id: h1}],"))
    assert "field 'targets': the card asked for no choice" in invalid(path)


def test_gcg_command_targets_beyond_its_choices_are_an_error(tmp_path):
    path = scenario(tmp_path, "gcg", "  - {A: command, card: c1, targets: [a1]}\n")
    path.write_text(path.read_text().replace("A: {battle:", "A: {hand: [{card: DEMO-011, id: c1}], resources: 1, battle:"))
    assert "field 'targets' names 1 target(s); Signal Flare chooses 0" in invalid(path)


def test_altcg_activate_without_ability_needs_a_card_with_one(tmp_path):
    path = tmp_path / "two.yaml"
    path.write_text((Path(__file__).parents[1] / "scenarios" / "altcg" / "72-activate-names-ability-and-pay.yaml")
                    .read_text().replace("{A: activate, card: t, ability: 1, pay: [x2]}", "{A: activate, card: t, pay: [x2]}"))
    assert "field 'ability' is needed" in invalid(path)


def test_gcg_index_answers_only_an_order_prompt(tmp_path):
    assert "field 'index' answers an order prompt" in invalid(scenario(tmp_path, "gcg", "  - {A: choose, index: 0}\n"))


@pytest.mark.parametrize("game", codes())
def test_the_field_table_holds_every_field_the_engine_offers(game):
    """Each game's `action_fields` is what its actions take: every legal action of random
    games (every format) uses only fields listed for its kind."""
    module = get_game(game)
    formats = [{"format": "free_for_all", "players": 3}, {"format": "team"}, {}] if game == "gcg" else [{}]
    rng = random.Random(28)
    for options in formats:
        for n in range(3):
            match = Match(module.playout_config(f"fields-{n}", options))
            for _ in range(250):
                if match.finished:
                    break
                legal = [a for p in match.deciding() for a in match.legal_actions(p)]
                for action in legal:
                    assert action.kind in module.scenario.action_fields, action
                    assert set(action.args) <= module.scenario.action_fields[action.kind], action
                match.apply(module.playout_choose(rng, legal))
