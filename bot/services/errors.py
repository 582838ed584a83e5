"""Errors a service raises for the user to read."""


class UserError(Exception):
    """Something the user asked for that cannot be done; the message says why."""


class NotSaved(UserError):
    """The store failed; nothing was changed. The message says so, and to try again."""

    def __init__(self, what: str) -> None:
        from ..i18n import t
        super().__init__(t("error-not-saved", what=what))
