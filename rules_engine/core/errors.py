"""Refusals: every illegal action is refused with a code, a message and the clause."""

from __future__ import annotations


class IllegalAction(Exception):
    """The action is not allowed now. The state has not changed.

    `rule` is the clause id that forbids it (zh-Hant numbering for GCG), or "" when the
    refusal is not about the game's rules (a stale button, a malformed action).
    """

    def __init__(self, message: str, rule: str = "", code: str = "illegal", *, key: str = "",
                 params: dict | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.rule = rule
        self.code = code
        self.game = ""  # set by Match: whose rules `rule` cites
        # for translation, as for log lines: `gcg.refusal.not_in_hand` and the message's
        # arguments (empty: the refusal is said in English)
        self.key = key
        self.params = dict(params or {})

    def __str__(self) -> str:
        return f"{self.message} ({self.rule})" if self.rule else self.message

    def to_dict(self) -> dict:
        return {"code": self.code, "message": self.message, "rule": self.rule}


class StaleAction(IllegalAction):
    """The action was chosen at an earlier action number: the game has moved on."""

    def __init__(self, chosen_at: int, now: int) -> None:
        super().__init__(f"that choice was made at action {chosen_at}, but the game is at "
                         f"action {now}; look at the board again", code="stale",
                         key="core.refusal.stale", params={"chosen_at": chosen_at, "now": now})
        self.chosen_at = chosen_at
        self.now = now


class MalformedAction(IllegalAction):
    def __init__(self, message: str, *, key: str = "", params: dict | None = None) -> None:
        super().__init__(message, code="malformed", key=key, params=params)


class MatchOver(IllegalAction):
    def __init__(self) -> None:
        super().__init__("the match is over", code="match_over", key="core.refusal.match_over")


class CardFileError(ValueError):
    """A card file that cannot be used: says which file, card and field."""


class DeckError(ValueError):
    """A deck list that cannot be read (not a construction violation)."""
