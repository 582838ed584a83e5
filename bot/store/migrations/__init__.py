"""Versioned schema migrations, one list per backend, numbered alike: version N of the
SQLite list and version N of the PostgreSQL list make the same tables."""

from . import postgres, sqlite

__all__ = ["postgres", "sqlite"]
