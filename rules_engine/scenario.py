"""Scenario files (CONTRACTS.md §2): a board, a list of actions, expectations.

    python -m rules_engine.scenario run PATH...

PATH is a file or a folder (searched for *.yaml). One line per file, `PASS path` or
`FAIL path: <first failed step and why>`; exit 0 if all pass, 1 if any fails, 2 if a
file is invalid (with its line and what is wrong).
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from .core.actions import Action
from .core.errors import IllegalAction
from .core.game import MatchConfig
from .core.match import Match
from .games.gcg import GAME as GCG
from .games.gcg import scenario as gcg_scenario

PLAYERS = ("A", "B")
TOP_KEYS = {"game", "title", "rules", "cards", "state", "steps", "notes"}
CARD_FIELDS = {"card", "unit", "target", "cards", "targets"}


class InvalidScenario(Exception):
    def __init__(self, message: str, line: int | None = None) -> None:
        super().__init__(message)
        self.line = line


class StepFailed(Exception):
    pass


@dataclass
class Outcome:
    path: Path
    status: str  # PASS | FAIL | INVALID
    detail: str = ""

    def line(self) -> str:
        if self.status == "PASS":
            return f"PASS {self.path}"
        return f"FAIL {self.path}: {self.detail}"


def _step_lines(text: str) -> list[int]:
    try:
        root = yaml.compose(text)
    except yaml.YAMLError:
        return []
    if not isinstance(root, yaml.MappingNode):
        return []
    for key, value in root.value:
        if key.value == "steps" and isinstance(value, yaml.SequenceNode):
            return [item.start_mark.line + 1 for item in value.value]
    return []


def load(path: Path) -> tuple[dict, list[int]]:
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise InvalidScenario(f"cannot read the file: {exc}") from None
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        raise InvalidScenario("not valid YAML", mark.line + 1 if mark else None) from None
    if not isinstance(data, dict):
        raise InvalidScenario("a scenario is a mapping with game, state and steps", 1)
    unknown = set(data) - TOP_KEYS
    if unknown:
        raise InvalidScenario(f"unknown key {sorted(unknown)[0]!r}", 1)
    if data.get("game") != "gcg":
        raise InvalidScenario(f"unknown or missing game {data.get('game')!r} (gcg is supported)", 1)
    if not isinstance(data.get("steps"), list):
        raise InvalidScenario("`steps` must be a list", 1)
    return data, _step_lines(text)


class Runner:
    """Runs one scenario: builds the board, applies the steps, checks expectations."""

    def __init__(self, data: dict, lines: list[int]) -> None:
        self.data = data
        self.lines = lines
        try:
            state, self.ids = gcg_scenario.build(data.get("state") or {}, data.get("cards"))
        except (gcg_scenario.ScenarioError, ValueError) as exc:
            raise InvalidScenario(f"state: {exc}", 1) from None
        config = MatchConfig(game="gcg", players=PLAYERS, decks={}, seed=state.seed)
        self.match = Match(config, state=state, game=GCG)

    def run(self) -> None:
        for n, step in enumerate(self.data["steps"], 1):
            line = self.lines[n - 1] if n - 1 < len(self.lines) else None
            where = f"step {n}" + (f" (line {line})" if line else "")
            if not isinstance(step, dict) or not step:
                raise InvalidScenario(f"{where}: a step is a mapping", line)
            try:
                self._step(step)
            except StepFailed as exc:
                raise StepFailed(f"{where}: {exc}") from None
            except gcg_scenario.ScenarioError as exc:
                raise InvalidScenario(f"{where}: {exc}", line) from None

    def _step(self, step: dict) -> None:
        if "expect" in step:
            self._expect(step["expect"])
        elif "expect_refused" in step:
            self._expect_refused(step["expect_refused"])
        else:
            action = self._action(step)
            try:
                self.match.apply(action)
            except IllegalAction as exc:
                raise StepFailed(f"{action.describe()} was refused: {exc}") from None

    def _action(self, step: dict) -> Action:
        actors = [k for k in step if k in PLAYERS]
        if len(actors) != 1 or not isinstance(step[actors[0]], str):
            raise gcg_scenario.ScenarioError("an action step names one player and an action: "
                                             "{A: attack, unit: a1, target: B}")
        actor = actors[0]
        args = {k: self._value(v, k) for k, v in step.items()
                if k not in (actor, "at", "rule", "code")}
        at = step.get("at")
        if at == "stale":
            at = self.match.number - 1
        elif at is not None and not isinstance(at, int):
            raise gcg_scenario.ScenarioError("`at` is an action number or `stale`")
        return Action(actor, step[actor], args, at)

    def _value(self, value: Any, field: str) -> Any:
        if isinstance(value, list):
            return [self._value(v, field) for v in value]
        if isinstance(value, str) and value in self.ids:
            return self.ids[value]
        if field in CARD_FIELDS and isinstance(value, str) and value not in PLAYERS:
            raise gcg_scenario.ScenarioError(f"unknown card id {value!r} in `{field}`")
        return value

    def _expect(self, expected: dict) -> None:
        if not isinstance(expected, dict):
            raise gcg_scenario.ScenarioError("`expect` is a mapping of key: value")
        for key, want in expected.items():
            got = gcg_scenario.expectation(self.match.state, str(key), self.ids)
            if got != want:
                raise StepFailed(f"expected {key} = {want!r}, got {got!r}")

    def _expect_refused(self, spec: dict) -> None:
        if not isinstance(spec, dict):
            raise gcg_scenario.ScenarioError("`expect_refused` is an action with `rule`")
        action = self._action(spec)
        before = self.match.state_hash()
        number = self.match.number
        try:
            self.match.apply(action)
        except IllegalAction as exc:
            if "rule" in spec and str(spec["rule"]) != exc.rule:
                raise StepFailed(f"{action.describe()} was refused citing {exc.rule or 'no rule'} "
                                 f"({exc.message}), expected {spec['rule']}") from None
            if "code" in spec and spec["code"] != exc.code:
                raise StepFailed(f"{action.describe()} was refused with code {exc.code}, "
                                 f"expected {spec['code']}") from None
            if self.match.state_hash() != before or self.match.number != number:
                raise StepFailed("the refusal changed the state") from None
            return
        raise StepFailed(f"{action.describe()} was accepted, expected a refusal citing "
                         f"{spec.get('rule', 'a rule')}")


def run_file(path: Path) -> Outcome:
    try:
        data, lines = load(path)
        Runner(data, lines).run()
    except InvalidScenario as exc:
        where = f":{exc.line}" if exc.line else ""
        return Outcome(path, "INVALID", f"{path.name}{where}: invalid scenario: {exc}")
    except StepFailed as exc:
        return Outcome(path, "FAIL", str(exc))
    return Outcome(path, "PASS")


def collect(paths: list[str]) -> list[Path]:
    files: list[Path] = []
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            files.extend(sorted(path.rglob("*.yaml")))
        else:
            files.append(path)
    return files


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if len(argv) < 2 or argv[0] != "run":
        print("usage: python -m rules_engine.scenario run PATH...", file=sys.stderr)
        return 2
    files = collect(argv[1:])
    if not files:
        print("no scenario files found", file=sys.stderr)
        return 2
    outcomes = [run_file(path) for path in files]
    for outcome in outcomes:
        print(outcome.line())
    if any(o.status == "INVALID" for o in outcomes):
        return 2
    return 1 if any(o.status == "FAIL" for o in outcomes) else 0


if __name__ == "__main__":
    sys.exit(main())
