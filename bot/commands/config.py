"""`/config`: this server's referee settings (Manage Server)."""

from __future__ import annotations

import discord
from discord import app_commands

from .. import i18n
from ..i18n import t
from ..ports import OutMessage
from ..render import ids
from ..render.components import option, rows, select
from ..services.autopass import ALWAYS, OFF, ON, OPPONENT, OWN
from ..services.errors import NotSaved, UserError
from ..services.matches import EXPIRY_MINUTES
from ..ui.messages import respond, update
from .base import ORGANISER_ROLE, Host, Services

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

    @config.command(name="organiser-role",
                    description="Set the role whose members run tournaments (besides Manage Server)")
    @app_commands.describe(role="Members of this role may create and run /tournament events")
    async def organiser_role(interaction: discord.Interaction, role: discord.Role) -> None:
        if not (interaction.permissions.manage_guild or interaction.permissions.administrator):
            raise UserError(t("config-manage-only-organiser"))
        try:
            await store.set_setting(interaction.guild_id, ORGANISER_ROLE, str(role.id))
        except Exception:
            raise NotSaved(t("config-the-organiser-role")) from None
        text = "✅ " + t("config-organiser-role-set", role=role.mention)
        await respond(interaction, OutMessage(content=text), ephemeral=True)

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
        organisers = await store.setting(interaction.guild_id, ORGANISER_ROLE)
        text += "\n" + t("config-show-organiser-role", role=f"<@&{organisers}>" if organisers
                          else t("tournament-organiser-role-unset"))
        chosen = await services.presenter.locales.chosen(interaction.guild_id)
        public = await services.presenter.locales.public(interaction.guild_id)
        text += "\n" + t("config-show-language", language=i18n.NAMES[public]
                          if chosen else t("config-language-auto", language=i18n.NAMES[public]))
        minutes = await services.matches.expiry_minutes(interaction.guild_id)
        text += "\n" + t("config-show-challenge-expiry", minutes=minutes)
        mine = await services.presenter.autopass.preference(interaction.guild_id, interaction.user.id, "")
        text += "\n" + t("config-show-autopass", mode=mine.mode)
        text += "\n" + t("config-show-board", mode=await services.presenter.board_mode(interaction.guild_id))
        await respond(interaction, OutMessage(content=text), ephemeral=True)

    # --- a player's own settings: auto-pass and its stops (issue 30 §2, docs/play.md) ------

    autopass_settings = services.presenter.autopass
    games = dict(services.library.games())

    @config.command(name="autopass",
                    description="Your own setting: the bot passes for you when passing is all you can do")
    @app_commands.describe(mode="on: only when that reveals nothing (no hidden card of yours); "
                                "always: whenever; off: never")
    @app_commands.choices(mode=[app_commands.Choice(name=m, value=m) for m in (ON, ALWAYS, OFF)])
    async def autopass(interaction: discord.Interaction, mode: app_commands.Choice[str]) -> None:
        await autopass_settings.set_mode(interaction.guild_id, interaction.user.id, mode.value)
        text = "✅ " + t("config-autopass-set", mode=mode.value)
        await respond(interaction, OutMessage(content=text), ephemeral=True)

    @config.command(name="stops", description="Your own setting: where the bot waits for you even with "
                                              "nothing to do but pass")
    @app_commands.describe(game="Which game's phases and steps", turn="On your own turn or the opponents'")
    @app_commands.choices(game=[app_commands.Choice(name=title, value=code) for code, title in games.items()],
                          turn=[app_commands.Choice(name=w, value=w) for w in (OWN, OPPONENT)])
    async def stops(interaction: discord.Interaction, game: app_commands.Choice[str],
                    turn: app_commands.Choice[str]) -> None:
        await respond(interaction, await stops_menu(interaction, game.value, turn.value), ephemeral=True)

    async def stops_menu(interaction: discord.Interaction, game: str, whose: str,
                         done: str = "") -> OutMessage:
        places = services.library.game(game).stops
        chosen = (await autopass_settings.preference(interaction.guild_id, interaction.user.id, game)).stops
        options = [option(i18n.engine_words(label, game), key, default=f"{whose}:{key}" in chosen)
                   for key, label in places]
        menu = select(ids.stops(game, whose), options, t("config-stops-placeholder"),
                      min_values=0, max_values=len(options))
        head = f"{done}\n" if done else ""
        text = head + t("config-stops-title", game=games.get(game, game), turn=t(f"config-stops-{whose}"))
        return OutMessage(content=text, components=rows(selects=[menu]))

    async def on_stops(interaction: discord.Interaction, match) -> None:
        game, whose = match["game"], match["whose"]
        if game not in games:
            raise UserError(t("error-autopass-stop-unknown"))
        places = [str(v) for v in (interaction.data or {}).get("values", [])]
        known = [key for key, _ in services.library.game(game).stops]
        await autopass_settings.set_stops(interaction.guild_id, interaction.user.id, game, whose, places,
                                          known)
        done = "✅ " + t("config-stops-set", count=len(places))
        await update(interaction, await stops_menu(interaction, game, whose, done))

    host.router.on(ids.STOPS, on_stops)
    host.tree.add_command(config)
