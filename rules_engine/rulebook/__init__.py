"""The rulebook: every clause of the rule documents, searchable by id or words.

    from rules_engine.rulebook import search
    search("11-4 overflow")[0].id  # '11-4'
"""

from .search import Result, Searcher, default_searcher, search

__all__ = ["Result", "Searcher", "default_searcher", "search"]
