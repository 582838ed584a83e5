"""The playground's Discord: one server, "Playground", with three channels, six people and
a judge role. Ids are fixed, so a match kept in the playground's database (`--db`) is found
again in the same channel, with the same players, after a restart."""

from __future__ import annotations

from dataclasses import dataclass

from discord_double import DiscordDouble
from discord_double.server import EPOCH

# Snowflakes of 2024-01-01 00:00 UTC, numbered: valid ids that never change.
BASE_ID = (1704067200000 - EPOCH) << 22
PLAYERS = ("Alice", "Bob", "Carol", "Dave")
JUDGE, ADMIN = "Judge", "Admin"
CHANNELS = ("table-1", "table-2", "judges")
GUILD_NAME = "Playground"
JUDGE_ROLE = "Judges"


@dataclass
class World:
    guild: dict
    users: dict[str, dict]  # by name: Alice, Bob, Carol, Dave, Judge, Admin
    channels: dict[str, dict]  # by name: table-1, table-2, judges
    judge_role: dict

    def user(self, name: str) -> dict:
        return self.users[name]

    def channel(self, name: str) -> dict:
        return self.channels[name]


def build(double: DiscordDouble) -> World:
    """Put the playground's server and people into the double (before the bot connects,
    so that they arrive with the bot's READY)."""
    names = (*PLAYERS, JUDGE, ADMIN)
    users = {name: double.add_user(name, id=BASE_ID + 1 + n) for n, name in enumerate(names)}
    guild = double.add_guild(GUILD_NAME, CHANNELS, owner=users[ADMIN], id=BASE_ID + 100,
                             channel_ids=tuple(BASE_ID + 101 + n for n in range(len(CHANNELS))))
    role = double.add_role(guild["id"], JUDGE_ROLE, id=BASE_ID + 200)
    double.member_roles[int(users[JUDGE]["id"])] = [role["id"]]
    double.admins.add(int(users[ADMIN]["id"]))  # Manage Server, for /config and /cards
    channels = {c["name"]: c for c in guild["channels"]}
    return World(guild, users, channels, role)
