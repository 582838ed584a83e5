"""The store's errors (their own module, so the tournament records can use them too)."""

from __future__ import annotations


class StoreError(Exception):
    """The database cannot be used; one line for the operator."""


class Conflict(StoreError):
    """Someone else wrote first: another action already has this number, or the channel
    already has a live match. Nothing was written; look again and try again."""


class ConnectionLost(StoreError):
    """The connection to the database broke during the operation; the operation was
    rolled back (a transaction is all or nothing). Try again."""
