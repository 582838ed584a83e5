"""Whose language a message is in (docs/i18n.md).

- A reply: the invoking user's `interaction.locale` (set per interaction, not stored here).
- A DM: that player's last seen locale, remembered from their interactions.
- A public message (the board, notices): the server's `/config language` setting, else
  the server's own locale (`interaction.guild_locale`, last seen), else English.

Everything is kept through the store's settings API only (`set_setting` / `setting`):
the server's choice under its own id and key `language`, the server's last seen locale
under key `guild-locale`, and a user's last seen locale under guild id 0 (no server) and
key `user-locale:<user id>`. Writes happen only when a value changes.
"""

from __future__ import annotations

import logging

from .. import i18n

log = logging.getLogger("refbot.locales")
LANGUAGE = "language"  # the admin's choice for public messages: en | zh-Hant | ja | auto
GUILD_LOCALE = "guild-locale"
NO_GUILD = 0


def user_key(user_id: int) -> str:
    return f"user-locale:{user_id}"


class Locales:
    def __init__(self, store) -> None:
        self.store = store
        self._users: dict[int, str] = {}
        self._guilds: dict[int, str] = {}  # last seen guild locale
        self._chosen: dict[int, str | None] = {}  # the admin's choice

    async def _write(self, guild_id: int, key: str, value: str) -> None:
        try:
            await self.store.set_setting(guild_id, key, value)
        except Exception:  # a language preference is not worth failing an action for
            log.warning("could not save %s for %s", key, guild_id, exc_info=True)

    async def seen(self, user_id: int, locale: object, guild_id: int | None = None,
                   guild_locale: object = None) -> None:
        """Remember a user's locale (and their server's) from an interaction."""
        code = i18n.normalize(locale)
        if self._users.get(user_id) != code:
            self._users[user_id] = code
            await self._write(NO_GUILD, user_key(user_id), code)
        if guild_id and guild_locale is not None:
            gcode = i18n.normalize(guild_locale)
            if self._guilds.get(guild_id) != gcode:
                self._guilds[guild_id] = gcode
                await self._write(guild_id, GUILD_LOCALE, gcode)

    async def user(self, user_id: int) -> str:
        """A player's last seen locale (for their DMs)."""
        if user_id not in self._users:
            try:
                stored = await self.store.setting(NO_GUILD, user_key(user_id))
            except Exception:
                stored = None
            self._users[user_id] = i18n.normalize(stored)
        return self._users[user_id]

    async def chosen(self, guild_id: int) -> str | None:
        if guild_id not in self._chosen:
            try:
                value = await self.store.setting(guild_id, LANGUAGE)
            except Exception:
                value = None
            self._chosen[guild_id] = value if value in i18n.LOCALES else None
        return self._chosen[guild_id]

    async def choose(self, guild_id: int, value: str) -> None:
        """The admin's choice (`auto`: follow the server's locale)."""
        await self.store.set_setting(guild_id, LANGUAGE, value)
        self._chosen[guild_id] = value if value in i18n.LOCALES else None

    async def public(self, guild_id: int | None) -> str:
        """The language of a server's public messages."""
        if not guild_id:
            return i18n.DEFAULT
        chosen = await self.chosen(guild_id)
        if chosen:
            return chosen
        if guild_id not in self._guilds:
            try:
                stored = await self.store.setting(guild_id, GUILD_LOCALE)
            except Exception:
                stored = None
            self._guilds[guild_id] = i18n.normalize(stored)
        return self._guilds[guild_id]
