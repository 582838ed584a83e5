"""The bot's store: one interface (base.Store), two backends — SQLite (the embedded
default) and PostgreSQL (for several processes and scale-out). `Store(path_or_url)`
opens the one the target names; see docs/store.md."""

from .base import (
           CLOSED,
           OPEN,
           TABLES,
           Conflict,
           ConnectionLost,
           MatchRow,
           SeatRow,
           Store,
           StoreError,
           Transition,
           backend_for,
           describe,
)
from .migrations.sqlite import MIGRATIONS

__all__ = ["CLOSED", "MIGRATIONS", "OPEN", "TABLES", "Conflict", "ConnectionLost", "MatchRow", "SeatRow",
           "Store", "StoreError", "Transition", "backend_for", "describe"]
