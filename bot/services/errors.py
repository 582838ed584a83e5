"""Errors a service raises for the user to read."""

from __future__ import annotations

from collections.abc import Callable, Sequence


class UserError(Exception):
    """Something the user asked for that cannot be done; the message says why."""


class QuotedError(UserError):
    """A user error that quotes what someone wrote: a game code they typed, the engine's
    words about their deck or card file (which name its lines, cards and file). `key` and
    `params` make the sentence (every param is quoted text); each of `lines` follows it
    as a list item, or alone is the message when there is no key. The error reporter
    shows quoted text as typed, never as markdown (`text(escape)`); `str()` is plain."""

    def __init__(self, key: str = "", lines: Sequence[str] = (), **params: str) -> None:
        self.key, self.lines, self.params = key, tuple(lines), params
        super().__init__(self.text())

    def text(self, quote: Callable[[str], str] = str) -> str:
        if not self.key:
            return "\n".join(quote(line) for line in self.lines)
        from ..i18n import t
        head = t(self.key, **{name: quote(value) for name, value in self.params.items()})
        return "\n".join([head, *(f"• {quote(line)}" for line in self.lines)])

    def __str__(self) -> str:  # in the language being spoken when it is read
        return self.text()


class NotSaved(UserError):
    """The store failed; nothing was changed. The message says so, and to try again."""

    def __init__(self, what: str) -> None:
        from ..i18n import t
        super().__init__(t("error-not-saved", what=what))
