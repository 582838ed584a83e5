"""Component clicks → handlers, by custom id prefix. One dynamic item class per router
(made here, so two bots in one process never share handlers); the handler gets the
interaction and the regex match of its custom id. Errors go to the central reporter."""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable

import discord

from ..i18n import t
from . import deadline

Handler = Callable[[discord.Interaction, re.Match], Awaitable[None]]
ErrorSink = Callable[[discord.Interaction, BaseException], Awaitable[None]]
TEMPLATE = r"[a-z]{1,12}:.{1,95}"


class ComponentRouter:
    def __init__(self, on_error: ErrorSink,
                 before: Callable[[discord.Interaction], Awaitable[None]] | None = None) -> None:
        self.on_error = on_error
        self.before = before  # sets the interaction's language
        self._routes: list[tuple[re.Pattern, Handler]] = []
        self.item_class = self._make_item_class()

    def on(self, pattern: re.Pattern, handler: Handler) -> None:
        """Route custom ids that fully match `pattern` to `handler`."""
        self._routes.append((pattern, handler))

    def routes(self, custom_id: str) -> bool:
        """discord.py hands the router this custom id (it fits the dynamic item's template)."""
        return re.fullmatch(TEMPLATE, custom_id) is not None

    async def dispatch(self, interaction: discord.Interaction, custom_id: str) -> None:
        if deadline.too_late(interaction):  # no answer can reach its user: no work
            return
        if self.before is not None:
            await self.before(interaction)
        for pattern, handler in self._routes:
            match = pattern.fullmatch(custom_id)
            if match is not None:
                try:
                    await handler(interaction, match)
                except Exception as exc:  # never a traceback to a user
                    await self.on_error(interaction, exc)
                return
        await self.on_error(interaction, LookupError(t("error-control-unused")))

    def _make_item_class(self) -> type:
        router = self

        class Routed(discord.ui.DynamicItem[discord.ui.Item], template=TEMPLATE):
            def __init__(self, item: discord.ui.Item) -> None:
                super().__init__(item)

            @classmethod
            async def from_custom_id(cls, interaction, item, match):
                return cls(item)

            async def callback(self, interaction: discord.Interaction) -> None:
                await router.dispatch(interaction, self.item.custom_id)

        return Routed
