"""The rulebook: every clause of the rule documents, searchable by id or words.

    from rules_engine.rulebook.search import search
    search("11-4 overflow")[0].id  # '11-4'

(`search` is also the submodule's name, so the package exports only the other names.)
"""

from __future__ import annotations

from typing import Any

__all__ = ["Result", "Searcher", "default_searcher"]


def __getattr__(name: str) -> Any:  # lazy, so `python -m rules_engine.rulebook.align` runs cleanly
    if name in __all__:
        from . import search as module

        return getattr(module, name)
    raise AttributeError(name)
