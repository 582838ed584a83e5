"""The one place errors become answers: a refusal with its reason, its clause and a
button to open it; a user error in words; anything else a short apology — never a
traceback, never silence."""

from __future__ import annotations

import logging

import discord
from discord import app_commands

from rules_engine.core.errors import IllegalAction

from .. import i18n
from ..i18n import t
from ..ports import OutMessage
from ..render import ids
from ..render.components import button, rows
from ..render.text import clip, escape
from ..services.errors import QuotedError, UserError
from ..services.lookups import Lookups
from .messages import respond

log = logging.getLogger("refbot.errors")



def open_rule(result, rule: str) -> dict:
    """The refusal's button to its clause (the clause itself answers in its document's
    language; the label is the user's)."""
    return button(ids.rule("open", result.game, result.lang, result.key), t("refusal-open-rule", rule=rule),
                  "primary")


class ErrorReporter:
    def __init__(self, lookups: Lookups) -> None:
        self.lookups = lookups

    def message(self, error: BaseException) -> OutMessage:
        error = getattr(error, "original", error)
        if isinstance(error, IllegalAction):
            said = i18n.refusal(error.message, error.code, error.game, key=error.key, params=error.params,
                                quote=escape)  # a card's name may come from a server's file
            text = "⛔ " + (t("refusal-rule", message=said, rule=error.rule) if error.rule else said)
            cited = self.lookups.cited(error.game, error.rule) if error.rule and error.game else None
            components = rows([open_rule(cited, error.rule)]) if cited else ()
            return OutMessage(content=clip(text, 2000), components=components)
        if isinstance(error, app_commands.TransformerError):  # the value as the user typed it
            return OutMessage(content="⛔ " + t("error-bad-value", value=escape(clip(str(error.value), 100))))
        if isinstance(error, QuotedError):
            return OutMessage(content=clip("⛔ " + error.text(escape), 2000))
        if isinstance(error, UserError | app_commands.CheckFailure | LookupError):
            return OutMessage(content=clip(f"⛔ {error}", 2000))
        log.error("unexpected error", exc_info=error)
        return OutMessage(content=t("error-apology"))

    async def report(self, interaction: discord.Interaction, error: BaseException) -> None:
        try:
            if interaction.type == discord.InteractionType.autocomplete:
                if not interaction.response.is_done():
                    await interaction.response.autocomplete([])
                return
            with i18n.use(interaction.locale):
                message = self.message(error)
            await respond(interaction, message, ephemeral=True)
        except discord.HTTPException:
            log.warning("could not report an error to the user", exc_info=True)
