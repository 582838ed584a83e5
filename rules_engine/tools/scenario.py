"""Scenario files (CONTRACTS.md §2): a board, a list of actions, expectations.

    python -m rules_engine.scenario run PATH...

PATH is a file or a folder (searched for *.yaml). One line per file, `PASS path` or
`FAIL path: <first failed step and why>`; exit 0 if all pass, 1 if any fails, 2 if a
file is invalid (with its line and what is wrong). The file's `game:` chooses the game
through the registry; the game's scenario adapter builds the board, reads each step's
fields (rules_engine.core.scenario) and the expectations.

A step is exactly one of: an action `{A: kind, field: value, ..., at?}`, `{expect: {...}}`,
`{expect_refused: {A: kind, ..., rule?, code?}}`, or one of the game's shorthands (NEX-A
`{advance: ...}`). A key or field the step does not use is an error naming its line —
never silently dropped, so an `expect_refused` cannot pass for a reason it did not state.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from ..cli import Parser
from ..core.actions import Action
from ..core.errors import IllegalAction
from ..core.game import GameModule, ScenarioError
from ..core.match import Match
from ..core.registry import UnknownGame, codes, get_game
from ..core.scenario import ScenarioFailed

TOP_KEYS = {"game", "title", "rules", "cards", "state", "steps", "notes"}
REFUSAL_KEYS = ("rule", "code")  # what an `expect_refused` adds to its action
JUDGE = "judge"


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


@dataclass
class Positions:
    """Where things are in the file (1-based lines), so an error can name its line."""

    keys: dict[str, int] = field(default_factory=dict)  # top-level keys
    steps: list[int] = field(default_factory=list)
    step_nodes: list[yaml.Node] = field(default_factory=list)  # to find a field's own line
    root: yaml.Node | None = None
    sections: dict[str, yaml.Node] = field(default_factory=dict)  # top-level key -> its value node

    def of_error(self, section: str, message: str) -> int:
        """The line an adapter's error points at: the key it names as unknown, else the
        dotted path it starts with (`players.A.base: ...`), else the section's own line."""
        node = self.sections.get(section)
        unknown = re.search(r"unknown key '([^']+)'", message)
        if node is not None and unknown:
            line = _find_key(node, unknown.group(1))
            if line:
                return line
        path = re.match(r"([A-Za-z_][\w.\[\]]*):", message)
        if node is not None and path:
            line = _walk(node, re.split(r"[.\[\]]+", path.group(1).strip(".")))
            if line:
                return line
        return self.keys.get(section, 1)


def _find_key(node: yaml.Node, name: str) -> int | None:
    if isinstance(node, yaml.MappingNode):
        for key, value in node.value:
            if str(key.value) == name:
                return key.start_mark.line + 1
            found = _find_key(value, name)
            if found:
                return found
    elif isinstance(node, yaml.SequenceNode):
        for item in node.value:
            found = _find_key(item, name)
            if found:
                return found
    return None


def _walk(node: yaml.Node, parts: list[str]) -> int | None:
    line = None
    for part in (p for p in parts if p):
        if isinstance(node, yaml.MappingNode):
            match = next(((k, v) for k, v in node.value if str(k.value) == part), None)
            if match is None:
                break
            line, node = match[0].start_mark.line + 1, match[1]
        elif isinstance(node, yaml.SequenceNode) and part.isdigit() and int(part) < len(node.value):
            node = node.value[int(part)]
            line = node.start_mark.line + 1
        else:
            break
    return line


def _duplicate(node: yaml.Node) -> tuple[str, int] | None:
    """A key given twice in one mapping (YAML keeps the last value: the first would be
    silently dropped), with the line of its second use."""
    if isinstance(node, yaml.MappingNode):
        seen: set[str] = set()
        for key, value in node.value:
            name = str(key.value)
            if name in seen:
                return name, key.start_mark.line + 1
            seen.add(name)
            found = _duplicate(value)
            if found:
                return found
    elif isinstance(node, yaml.SequenceNode):
        for item in node.value:
            found = _duplicate(item)
            if found:
                return found
    return None


def _lines(text: str) -> Positions:
    """The line of each top-level key and of each step (1-based)."""
    try:
        root = yaml.compose(text)
    except yaml.YAMLError:
        return Positions()
    if not isinstance(root, yaml.MappingNode):
        return Positions()
    positions = Positions(root=root)
    for key, value in root.value:
        positions.keys[str(key.value)] = key.start_mark.line + 1
        positions.sections[str(key.value)] = value
        if key.value == "steps" and isinstance(value, yaml.SequenceNode):
            positions.steps = [item.start_mark.line + 1 for item in value.value]
            positions.step_nodes = list(value.value)
    return positions


def load(path: Path) -> tuple[dict, Positions, GameModule]:
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
    positions = _lines(text)
    keys = positions.keys
    twice = _duplicate(positions.root) if positions.root is not None else None
    if twice:
        raise InvalidScenario(f"key {twice[0]!r} is given twice in one mapping (the first value "
                              "would be dropped)", twice[1])
    try:
        game = get_game(str(data.get("game")))
    except UnknownGame:
        raise InvalidScenario(f"unknown or missing game {data.get('game')!r} (known: "
                              f"{', '.join(codes())})", keys.get("game", 1)) from None
    unknown = sorted(set(data) - TOP_KEYS - game.scenario.top_keys, key=str)
    if unknown:
        raise InvalidScenario(f"unknown key {unknown[0]!r}", keys.get(unknown[0], 1))
    if not isinstance(data.get("steps"), list):
        raise InvalidScenario("`steps` must be a list", keys.get("steps", 1))
    rules = data.get("rules", [])
    if not isinstance(rules, list):
        raise InvalidScenario("`rules` is a list of clause ids", keys.get("rules", 1))
    try:
        for rule in rules:
            game.scenario.rule_id(rule)
    except ScenarioError as exc:
        raise InvalidScenario(f"rules: {exc}", keys.get("rules", 1)) from None
    return data, positions, game


class Runner:
    """Runs one scenario: builds the board, applies the steps, checks expectations."""

    def __init__(self, data: dict, positions: Positions, game: GameModule) -> None:
        self.data = data
        self.positions = positions
        self.game = game
        self.adapter = adapter = game.scenario
        description = data.get("state") or {}
        if not isinstance(description, dict):
            raise InvalidScenario("`state` is a mapping", positions.keys.get("state", 1))
        for key in sorted(adapter.top_keys & set(data)):  # read as part of the state
            if key in description:
                raise InvalidScenario(f"`{key}` is given twice: at the top and under `state`",
                                      positions.keys.get(key, 1))
            description = {key: data[key], **description}
        try:
            self.players = adapter.players(description)
            config, state, self.ids = adapter.build(description, data.get("cards"))
        except ValueError as exc:  # ScenarioError, a card file error, a pydantic error
            section = "cards" if "card" in str(exc).split(":")[0].lower() and "cards" in positions.keys \
                else "state"
            raise InvalidScenario(f"state: {exc}", positions.of_error(section, str(exc))) from None
        self.id_fields = adapter.id_fields
        self.match = Match(config, state=state, game=game)

    def run(self) -> None:
        lines = self.positions.steps
        for n, step in enumerate(self.data["steps"], 1):
            line = lines[n - 1] if n - 1 < len(lines) else None
            where = f"step {n}" + (f" (line {line})" if line else "")
            if not isinstance(step, dict) or not step:
                raise InvalidScenario(f"{where}: a step is a mapping", line)
            try:
                self._step(step)
            except StepFailed as exc:
                raise StepFailed(f"{where}: {exc}") from None
            except ScenarioError as exc:
                raise InvalidScenario(f"{where}: {exc}", self._line_of(n, exc) or line) from None

    def _line_of(self, n: int, error: ScenarioError) -> int | None:
        """The line of the field an error names (`unknown field 'target'`), in its step."""
        named = re.search(r"field '([^']+)'", str(error))
        nodes = self.positions.step_nodes
        if named and n - 1 < len(nodes):
            return _find_key(nodes[n - 1], named.group(1))
        return None

    def _step(self, step: dict) -> None:
        kinds = [k for k in ("expect", "expect_refused", *sorted(self.adapter.shorthands)) if k in step]
        if kinds:
            extra = sorted((k for k in step if k != kinds[0]), key=str)
            if extra:
                raise ScenarioError(f"`{kinds[0]}` is a step of its own: unknown field {extra[0]!r} "
                                    "beside it")
        if kinds == ["expect"]:
            self._expect(step["expect"])
        elif kinds == ["expect_refused"]:
            self._expect_refused(step["expect_refused"])
        elif kinds:
            self._run(self.adapter.shorthand(kinds[0], step[kinds[0]], self._now), kinds[0])
        else:
            self._run(self._plan(step), "")

    def _now(self) -> Any:
        return self.match.state

    def _run(self, plan: Iterator[Action], shorthand: str) -> None:
        try:
            for action in plan:
                try:
                    self.match.apply(action)
                except IllegalAction as exc:
                    raise StepFailed(f"{action.describe()} was refused: {exc}") from None
        except ScenarioFailed as exc:
            raise StepFailed(f"{shorthand}: {exc}" if shorthand else str(exc)) from None

    def _plan(self, spec: dict, refusal: bool = False) -> Iterator[Action]:
        """The actions an action step stands for, each resolved on the board of its moment."""
        for action in self.adapter.expand(self._action(spec, refusal), self._now):
            yield self.adapter.resolve(self.match.state, action)

    def _action(self, spec: dict, refusal: bool) -> Action:
        actors = [k for k in spec if k in (*self.players, JUDGE)]
        if len(actors) != 1 or not isinstance(spec[actors[0]], str):
            raise ScenarioError("an action step names one player and an action: "
                                "{A: attack, unit: a1, target: B}")
        actor = actors[0]
        kind = spec[actor]
        given = {k: v for k, v in spec.items() if k != actor}
        for key in REFUSAL_KEYS:
            if key in given and not refusal:
                raise ScenarioError(f"field {key!r} belongs in an `expect_refused` step; an action "
                                    "step would ignore it")
            given.pop(key, None)
        at = given.get("at")
        if at == "stale" or (isinstance(at, int) and not isinstance(at, bool)):
            del given["at"]
            at = self.match.number - 1 if at == "stale" else at
        else:
            at = None
        fields = self._fields(actor, kind, given)
        args = {k: self._value(v, k) for k, v in fields.items()}
        return Action(actor, kind, args, at)

    def _fields(self, actor: str, kind: str, given: dict) -> dict:
        """The step's fields under the engine's names; any field no action of that kind
        takes is an error."""
        if actor == JUDGE:
            spec = self.game.fixes.get(kind)
            if spec is None:
                raise ScenarioError(f"unknown judge action {kind!r} (the judge's corrections: "
                                    f"{', '.join(sorted(self.game.fixes))})")
            accepted = frozenset(f.name for f in spec.fields)
        else:
            accepted = self.adapter.action_fields.get(kind)
            if accepted is None:
                raise ScenarioError(f"unknown action {kind!r} (the {self.game.code} actions: "
                                    f"{', '.join(sorted(self.adapter.action_fields))})")
            given = self.adapter.fields(kind, given)
        if "at" in given and "at" not in accepted:
            raise ScenarioError("field 'at' is an action number or `stale` here")
        unknown = sorted((k for k in given if k not in accepted), key=str)
        if unknown:
            takes = ", ".join(sorted(accepted)) or "no fields"
            raise ScenarioError(f"unknown field {unknown[0]!r} for `{kind}` (it takes {takes})")
        return given

    def _value(self, value: Any, field: str) -> Any:
        if isinstance(value, list):
            return [self._value(v, field) for v in value]
        if isinstance(value, str) and value in self.ids:
            return self.ids[value]
        if field in self.id_fields and isinstance(value, str) and value not in self.players:
            raise ScenarioError(f"unknown card id {value!r} in `{field}`")
        return value

    def _expect(self, expected: dict) -> None:
        if not isinstance(expected, dict):
            raise ScenarioError("`expect` is a mapping of key: value")
        for key, want in expected.items():
            got = self.adapter.expectation(self.match.state, str(key), self.ids)
            if got != want:
                raise StepFailed(f"expected {key} = {want!r}, got {got!r}")

    def _expect_refused(self, spec: dict) -> None:
        """The step's first action must be refused, citing `rule` (and `code`), with no
        change; an action the step stands for after an accepted one cannot be (the board
        has moved), so it fails."""
        if not isinstance(spec, dict):
            raise ScenarioError("`expect_refused` is an action with `rule`")
        if "rule" in spec:
            self.adapter.rule_id(spec["rule"])
        accepted: list[str] = []
        before, number = self.match.state_hash(), self.match.number
        try:
            for action in self._plan(spec, refusal=True):
                try:
                    self.match.apply(action)
                except IllegalAction as exc:
                    if accepted:
                        raise StepFailed(f"{'; '.join(accepted)} was accepted before {action.describe()} "
                                         f"was refused ({exc}): a refusal must change nothing") from None
                    self._check_refusal(spec, action, exc)
                    if self.match.state_hash() != before or self.match.number != number:
                        raise StepFailed("the refusal changed the state") from None
                    return
                accepted.append(action.describe())
        except ScenarioFailed as exc:
            raise StepFailed(str(exc)) from None
        raise StepFailed(f"{'; '.join(accepted)} was accepted, expected a refusal citing "
                         f"{spec.get('rule', 'a rule')}")

    def _check_refusal(self, spec: dict, action: Action, exc: IllegalAction) -> None:
        if "rule" in spec and self.adapter.rule_id(spec["rule"]) != exc.rule:
            raise StepFailed(f"{action.describe()} was refused citing {exc.rule or 'no rule'} "
                             f"({exc.message}), expected {spec['rule']}") from None
        if "code" in spec and spec["code"] != exc.code:
            raise StepFailed(f"{action.describe()} was refused with code {exc.code}, "
                             f"expected {spec['code']}") from None


def run_file(path: Path) -> Outcome:
    try:
        data, positions, game = load(path)
        Runner(data, positions, game).run()
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
    parser = Parser(prog="python -m rules_engine.scenario",
                    description="Run scenario files (CONTRACTS.md §2): PASS/FAIL per file; exit 0 "
                                "if all pass, 1 if any fails, 2 if a file is invalid.")
    commands = parser.add_subparsers(dest="command", required=True, metavar="run")
    run = commands.add_parser("run", help="run scenario files or folders of *.yaml")
    run.add_argument("paths", nargs="+", metavar="PATH", help="a scenario file or a folder")
    args = parser.parse_args(sys.argv[1:] if argv is None else argv)
    files = collect(args.paths)
    if not files:
        print("error: no scenario files found", file=sys.stderr)
        return 2
    outcomes = [run_file(path) for path in files]
    for outcome in outcomes:
        print(outcome.line())
    if any(o.status == "INVALID" for o in outcomes):
        return 2
    return 1 if any(o.status == "FAIL" for o in outcomes) else 0


if __name__ == "__main__":
    sys.exit(main())
