"""`/config`: this server's referee settings (Manage Server)."""

from __future__ import annotations

import discord
from discord import app_commands

from ..ports import OutMessage
from ..services.errors import NotSaved, UserError
from ..ui.messages import respond
from .base import Host, Services


def setup(host: Host, services: Services) -> None:
    store = services.store
    config = app_commands.Group(name="config", description="Server settings for the referee",
                                guild_only=True)

    @config.command(name="judge-role", description="Set the role whose members are judges")
    async def judge_role(interaction: discord.Interaction, role: discord.Role) -> None:
        if not (interaction.permissions.manage_guild or interaction.permissions.administrator):
            raise UserError("only members with Manage Server can set the judge role")
        try:
            await store.set_setting(interaction.guild_id, "judge_role", str(role.id))
        except Exception:
            raise NotSaved("the judge role") from None
        await respond(interaction, OutMessage(content=f"✅ Judges are now members of {role.mention}."),
                      ephemeral=True)

    @config.command(name="show", description="Show this server's referee settings")
    async def show(interaction: discord.Interaction) -> None:
        role = await store.setting(interaction.guild_id, "judge_role")
        text = f"Judge role: {f'<@&{role}>' if role else 'not set (members with Manage Server judge)'}"
        await respond(interaction, OutMessage(content=text), ephemeral=True)

    host.tree.add_command(config)
