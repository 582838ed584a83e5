"""`/config`: this server's referee settings (Manage Server)."""

from __future__ import annotations

import discord
from discord import app_commands

from .. import i18n
from ..i18n import t
from ..ports import OutMessage
from ..services.errors import NotSaved, UserError
from ..services.matches import EXPIRY_MINUTES
from ..ui.messages import respond
from .base import Host, Services

LOW, HIGH = EXPIRY_MINUTES  # a challenge's expiry, in minutes (Discord checks the range too)


def setup(host: Host, services: Services) -> None:
    store = services.store
    config = app_commands.Group(name="config", description="Server settings for the referee",
                                guild_only=True)

    @config.command(name="judge-role", description="Set the role whose members are judges")
    async def judge_role(interaction: discord.Interaction, role: discord.Role) -> None:
        if not (interaction.permissions.manage_guild or interaction.permissions.administrator):
            raise UserError(t("config-manage-only"))
        try:
            await store.set_setting(interaction.guild_id, "judge_role", str(role.id))
        except Exception:
            raise NotSaved(t("config-the-judge-role")) from None
        await respond(interaction, OutMessage(content="✅ " + t("config-judge-role-set", role=role.mention)),
                      ephemeral=True)

    @config.command(name="language",
                    description="The language of this server's boards and notices (default: the server's)")
    @app_commands.describe(language="English, 繁體中文 or 日本語; auto follows the server's own language")
    @app_commands.choices(language=[app_commands.Choice(name=name, value=value) for value, name in (
        ("auto", "auto"), ("en", "English"), ("zh-Hant", "繁體中文"), ("ja", "日本語"))])
    async def language(interaction: discord.Interaction, language: app_commands.Choice[str]) -> None:
        if not (interaction.permissions.manage_guild or interaction.permissions.administrator):
            raise UserError(t("config-manage-only-language"))
        try:
            await services.presenter.locales.choose(interaction.guild_id, language.value)
        except Exception:
            raise NotSaved(t("config-the-language")) from None
        chosen = await services.presenter.locales.public(interaction.guild_id)
        text = "✅ " + t("config-language-set", language=i18n.NAMES[chosen])
        await respond(interaction, OutMessage(content=text), ephemeral=True)

    @config.command(name="challenge-expiry",
                    description="How long a challenge stays open before it expires (default 10 minutes)")
    @app_commands.describe(minutes="Minutes, from 1 to 1440 (a day)")
    async def challenge_expiry(interaction: discord.Interaction,
                               minutes: app_commands.Range[int, LOW, HIGH]) -> None:
        if not (interaction.permissions.manage_guild or interaction.permissions.administrator):
            raise UserError(t("config-manage-only-expiry"))
        await services.matches.set_expiry_minutes(interaction.guild_id, minutes)
        text = "✅ " + t("config-challenge-expiry-set", minutes=minutes)
        await respond(interaction, OutMessage(content=text), ephemeral=True)

    @config.command(name="board", description="Show the board as a picture, as text or both (default: both)")
    @app_commands.describe(mode="picture, text or both (the text stays for screen readers and search)")
    @app_commands.choices(mode=[app_commands.Choice(name=name, value=value) for value, name in (
        ("both", "picture and text"), ("picture", "picture"), ("text", "text"))])
    async def board(interaction: discord.Interaction, mode: app_commands.Choice[str]) -> None:
        if not (interaction.permissions.manage_guild or interaction.permissions.administrator):
            raise UserError(t("config-manage-only-board"))
        try:
            await services.presenter.set_board_mode(interaction.guild_id, mode.value)
        except Exception:
            raise NotSaved(t("config-the-board-mode")) from None
        await respond(interaction, OutMessage(content="✅ " + t("config-board-set", mode=mode.value)),
                      ephemeral=True)
        # the boards of this server's running matches follow at once
        for live in list(services.matches.live.values()):
            if live.row.guild_id == interaction.guild_id:
                await services.presenter.refresh(live)

    @config.command(name="show", description="Show this server's referee settings")
    async def show(interaction: discord.Interaction) -> None:
        role = await store.setting(interaction.guild_id, "judge_role")
        text = t("config-show-role", role=f"<@&{role}>" if role else t("config-role-unset"))
        chosen = await services.presenter.locales.chosen(interaction.guild_id)
        public = await services.presenter.locales.public(interaction.guild_id)
        text += "\n" + t("config-show-language", language=i18n.NAMES[public]
                          if chosen else t("config-language-auto", language=i18n.NAMES[public]))
        minutes = await services.matches.expiry_minutes(interaction.guild_id)
        text += "\n" + t("config-show-challenge-expiry", minutes=minutes)
        text += "\n" + t("config-show-board", mode=await services.presenter.board_mode(interaction.guild_id))
        await respond(interaction, OutMessage(content=text), ephemeral=True)

    host.tree.add_command(config)
