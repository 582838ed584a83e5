"""What the scenario files of a game actually write: action kinds and their fields, step
forms, expectation key shapes, state and top-level keys — as written, before the runner
reads them. The per-game tests compare it with their transcription of the contract, so a
syntax the contract defines and no file uses is a failing test, and every file that uses
one runs in tests/rules_engine/test_scenarios.py."""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

import yaml

SCENARIOS = Path(__file__).resolve().parents[2] / "scenarios"
SEATS = {"A", "B", "C", "D", "judge"}


@dataclass
class Used:
    actions: dict[str, set[str]] = field(default_factory=lambda: defaultdict(set))
    expectations: set[str] = field(default_factory=set)
    state_keys: set[str] = field(default_factory=set)
    steps: set[str] = field(default_factory=set)  # expect, expect_refused, action, shorthands
    step_keys: set[str] = field(default_factory=set)  # rule, code, at beside an action
    top_keys: set[str] = field(default_factory=set)
    texts: list[str] = field(default_factory=list)

    def missing_fields(self, contract: dict[str, set[str]]) -> list[str]:
        out = []
        for kind, fields in contract.items():
            if kind not in self.actions:
                out.append(f"action {kind}")
            out += [f"{kind}.{f}" for f in sorted(fields - self.actions.get(kind, set()))]
        return out

    def written(self, pattern: str) -> bool:
        """Some file writes text matching `pattern` (a value-level syntax: `zone: gone`)."""
        return any(re.search(pattern, text) for text in self.texts)


def key_shape(key: str, teams: set[str]) -> str:
    """`a1.zone` -> `<id>.zone`, `B.hand.cards` -> `<player>.hand.cards`, `area2.winner` ->
    `area<N>.winner`; keys without a subject stay as they are."""
    parts = str(key).split(".")
    if parts[0] in SEATS:
        parts[0] = "<player>"
    elif parts[0] in teams:
        parts[0] = "<team>"
    elif re.fullmatch(r"area\d+", parts[0]):
        parts[0] = "area<N>"
    elif len(parts) > 1 and parts[0] not in ("space", "earth", "scene"):
        parts[0] = "<id>"
    return ".".join(parts)


def used(*folders: str) -> Used:
    out = Used()
    for folder in folders:
        for path in sorted((SCENARIOS / folder).glob("*.yaml")):
            text = path.read_text(encoding="utf-8")
            out.texts.append(text)
            _read(yaml.safe_load(text), out)
    return out


def _read(data: dict, out: Used) -> None:
    out.top_keys |= set(data)
    state = data.get("state") or {}
    team_format = "team" in (data.get("format"), state.get("format"))
    teams = set(state.get("teams") or {}) | ({"X", "Y"} if team_format else set())
    _keys(state, out.state_keys)
    for step in data.get("steps") or []:
        if "expect" in step:
            out.steps.add("expect")
            out.expectations |= {key_shape(k, teams) for k in step["expect"]}
            continue
        spec = step.get("expect_refused", step)
        actors = [k for k in spec if k in SEATS]
        if not actors:
            out.steps |= set(step)  # a shorthand
            continue
        out.steps.add("expect_refused" if "expect_refused" in step else "action")
        fields = {k for k in spec if k != actors[0]}
        out.step_keys |= fields & {"rule", "code", "at"}
        out.actions[spec[actors[0]]] |= fields - {"rule", "code"}


def _keys(node: object, into: set[str]) -> None:
    if isinstance(node, dict):
        for key, value in node.items():
            into.add(str(key))
            _keys(value, into)
    elif isinstance(node, list):
        for item in node:
            _keys(item, into)
