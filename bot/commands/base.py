"""What every command extension gets when it is set up, and the small helpers they
share. Commands never import the client: they get a `Host` (the command tree and the
component router) and the `Services`."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

import discord
from discord import app_commands

from ..i18n import t
from ..presenter import Presenter
from ..services.errors import UserError
from ..services.judging import JudgeService
from ..services.library import Library
from ..services.lookups import Lookups
from ..services.matches import LiveMatch, MatchService
from ..services.tournaments import TournamentService
from ..settings import Settings
from ..store import Store
from ..ui.errors import ErrorReporter
from ..ui.routing import ComponentRouter

NUMBER = re.compile(r"[0-9]{1,18}")


@dataclass
class Services:
    settings: Settings
    store: Store
    library: Library
    matches: MatchService
    judging: JudgeService
    lookups: Lookups
    presenter: Presenter
    errors: ErrorReporter
    clock: Callable[[], float]
    tournaments: TournamentService


class Host(Protocol):
    tree: app_commands.CommandTree
    router: ComponentRouter


def number(text: str, what: str = "") -> int:
    """A whole number typed or carried in a custom id: ASCII digits only (`²` is not 2)."""
    if not NUMBER.fullmatch(text or ""):
        raise UserError(t("error-whole-number", what=what or t("word-number")))
    return int(text)


async def is_judge(services: Services, interaction: discord.Interaction) -> bool:
    """Members with Manage Server, or the judge role — of this server."""
    if interaction.guild_id is None:
        return False
    if interaction.permissions.manage_guild or interaction.permissions.administrator:
        return True
    return await _has_role(services, interaction, "judge_role")


async def is_organiser(services: Services, interaction: discord.Interaction) -> bool:
    """Tournament organisers: members with Manage Server, or the organiser role
    (`/config organiser-role`) — of this server (issue 32)."""
    if interaction.guild_id is None:
        return False
    if interaction.permissions.manage_guild or interaction.permissions.administrator:
        return True
    return await _has_role(services, interaction, ORGANISER_ROLE)


ORGANISER_ROLE = "organiser_role"  # the server setting's key (settings table, both stores)


async def _has_role(services: Services, interaction: discord.Interaction, setting: str) -> bool:
    role = await services.store.setting(interaction.guild_id, setting)
    roles = getattr(interaction.user, "roles", [])
    return bool(role) and any(r.id == int(role) for r in roles)


async def live_here(services: Services, interaction: discord.Interaction) -> LiveMatch:
    matches = services.matches
    live = matches.in_channel(interaction.channel_id)
    if matches.shared:  # another process may have acted since (see MatchService.current)
        if live is None:
            row = await services.store.live_match_in(interaction.channel_id)
            if row is not None and row.status == "active":
                return await matches.current(row.id)
        else:
            await matches.catch_up(live)
            live = matches.in_channel(interaction.channel_id)
    if live is None:
        raise UserError(t("error-no-match-here"))
    return live


def seat_of(live: LiveMatch, interaction: discord.Interaction) -> str:
    seat = live.player_of(interaction.user.id)
    if seat is None:
        raise UserError(t("error-not-playing"))
    return seat


async def live_for_component(services: Services, interaction: discord.Interaction,
                             match_id: int) -> LiveMatch:
    """The running match a component belongs to — only from its own channel (or the
    player's DM), never another server's."""
    live = await services.matches.current(match_id)
    if interaction.guild_id is not None and live.row.guild_id != interaction.guild_id:
        raise UserError(t("error-other-server"))
    return live
