"""Point discord.py at a Discord-compatible server (CONTRACTS.md §6)."""

from __future__ import annotations

import discord
import yarl
from discord.gateway import DiscordWebSocket
from discord.http import Route


def configure(api_base: str | None, gateway_url: str | None) -> None:
    if api_base:
        Route.BASE = api_base.rstrip("/")
    if gateway_url:
        DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(gateway_url)


def reset() -> None:
    Route.BASE = f"https://discord.com/api/v{discord.http.INTERNAL_API_VERSION}"
    DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL("wss://gateway.discord.gg/")
