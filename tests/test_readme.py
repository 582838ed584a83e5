"""The README's examples and promises are under test (issue #30 §5): each `$ python -m
rules_engine.rulebook search …` example prints what the README shows (abridged: the README may
leave lines out, never change or reorder them), and what it says about running the tests is true."""

from __future__ import annotations

import contextlib
import io
import re
import shlex
import tomllib
from pathlib import Path

import pytest

from rules_engine.rulebook import cli

REPO = Path(__file__).resolve().parent.parent
README = (REPO / "README.md").read_text(encoding="utf-8")
DOCS = {"README.md": README, "docs/search.md": (REPO / "docs" / "search.md").read_text(encoding="utf-8")}


def shown_examples() -> list[tuple[str, str, list[str]]]:
    """(file, command, the lines shown under it) for every `$ python -m rules_engine.rulebook`."""
    examples = []
    for name, text in DOCS.items():
        blocks, inside = [], None
        for line in text.splitlines():
            if line.startswith("```"):
                inside = [] if inside is None else blocks.append(inside)
            elif inside is not None:
                inside.append(line)
        for block in blocks:
            for chunk in re.split(r"^\$ ", "\n".join(block), flags=re.M)[1:]:
                command, *shown = chunk.rstrip("\n").split("\n")
                if command.startswith("python -m rules_engine.rulebook "):
                    examples.append((name, command.split("  #")[0].strip(), [s for s in shown if s.strip()]))
    return examples


EXAMPLES = shown_examples()


def test_the_readme_shows_cli_examples():
    assert sum(name == "README.md" for name, _, _ in EXAMPLES) >= 3


@pytest.mark.parametrize(("name", "command", "shown"), EXAMPLES, ids=[f"{n}:{c[40:80]}" for n, c, _ in EXAMPLES])
def test_a_cli_example_prints_what_the_docs_show(name, command, shown):
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        code = cli.main(shlex.split(command)[3:])
    assert code == 0
    printed = out.getvalue().splitlines()
    position = 0
    for line in shown:  # a subsequence: abridged, never altered
        assert line in printed[position:], f"{name} shows {line!r}, the command now prints:\n{out.getvalue()}"
        position = printed.index(line, position) + 1


def test_the_token_question_the_readme_quotes_reaches_its_clause():
    assert "`what happens to a token that leaves the field?` finds 5-17-2-5" in " ".join(README.split())
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        cli.main(["search", "what happens to a token that leaves the field?", "--limit", "1"])
    assert out.getvalue().startswith("[fuzzy") and " 5-17-2-5\n" in out.getvalue().split("\n")[0] + "\n"


def test_the_readme_names_the_python_version_pyproject_requires():
    required = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]["requires-python"]
    version = required.removeprefix(">=")
    assert f"Python {version} or newer" in README


def test_the_readme_says_what_happens_without_postgresql_binaries():
    pgserver = (REPO / "tests" / "bot" / "store" / "pgserver.py").read_text()
    message = "no PostgreSQL binaries (initdb, pg_ctl) on this machine"
    flat = " ".join(README.split())
    assert message in pgserver and message in flat
    assert "minutes on a 2-core machine" in flat
