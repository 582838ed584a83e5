"""ruff is part of the test suite, so `pytest` alone keeps main lint-clean."""

import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def test_ruff_clean():
    proc = subprocess.run([sys.executable, "-m", "ruff", "check", "--no-cache", str(REPO)],
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_import_contracts_kept():
    """The layers of pyproject.toml's [tool.importlinter] contracts (docs/engine.md)."""
    lint_imports = Path(sys.executable).parent / "lint-imports"
    command = [str(lint_imports)] if lint_imports.exists() else ["lint-imports"]
    proc = subprocess.run([*command, "--no-cache"], capture_output=True, text=True, timeout=300, cwd=REPO)
    assert proc.returncode == 0, proc.stdout[-4000:] + proc.stderr[-2000:]
    assert "0 broken" in proc.stdout
