"""Bot settings from the environment or `.env` (CONTRACTS.md §6), validated once at start.

A missing or malformed value is reported as one line naming the setting; the caller
exits 2.
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from urllib.parse import urlsplit

from pydantic import Field, ValidationError, field_validator, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

# Discord bot tokens are three base64url parts joined by dots.
TOKEN_SHAPE = re.compile(r"^[A-Za-z0-9_-]{20,}\.[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{20,}$")
KNOWN = {"DISCORD_TOKEN", "REFBOT_DB_PATH", "REFBOT_DB_URL", "REFBOT_DEV_GUILD", "DISCORD_API_BASE",
         "DISCORD_GATEWAY_URL", "REFBOT_DATA_DIR", "REFBOT_CACHE_DIR", "REFBOT_METRICS", "REFBOT_TRACEMALLOC",
         "REFBOT_SHARD_COUNT", "REFBOT_SHARD_IDS", "REFBOT_HEALTH_FILE", "REFBOT_PICTURE_CACHE_MB",
         "REFBOT_PROFILE", "REFBOT_ANSWER_WITHIN_S", "REFBOT_ANSWERS_FIRST_S"}


def default_db_path() -> Path:
    base = os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share"
    return Path(base) / "tcg-referee" / "refbot.sqlite3"


DB_URL_USAGE = "use sqlite:///path/to/file.db or postgresql://user:password@host:port/database"


def check_db_url(value: str) -> str:
    """A database URL the store can open, or ValueError saying what is wrong with it."""
    value = value.strip()
    if value.startswith("sqlite://"):
        if not value.removeprefix("sqlite://"):
            raise ValueError(f"names no file; {DB_URL_USAGE}")
        return value
    if not value.startswith(("postgresql://", "postgres://")):
        raise ValueError(f"is not a database URL the bot knows; {DB_URL_USAGE}")
    try:
        parts = urlsplit(value)
        parts.port  # noqa: B018 (a port that is not a number raises here)
    except ValueError as exc:
        raise ValueError(f"is not a valid URL ({exc}); {DB_URL_USAGE}") from None
    if not parts.hostname:
        raise ValueError(f"names no host; {DB_URL_USAGE}")
    return value


class SettingsError(Exception):
    """One line for the user: which setting and what is wrong with it."""


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", env_file_encoding="utf-8", extra="ignore")

    discord_token: str | None = Field(default=None, validation_alias="DISCORD_TOKEN")
    db_path: Path = Field(default_factory=default_db_path, validation_alias="REFBOT_DB_PATH")
    # sqlite:///path/to/file.db or postgresql://user:password@host:port/database; wins over REFBOT_DB_PATH
    db_url: str | None = Field(default=None, validation_alias="REFBOT_DB_URL")
    dev_guild: int | None = Field(default=None, validation_alias="REFBOT_DEV_GUILD")
    api_base: str | None = Field(default=None, validation_alias="DISCORD_API_BASE")
    gateway_url: str | None = Field(default=None, validation_alias="DISCORD_GATEWAY_URL")
    # Sharding (several processes on one PostgreSQL): how many shards in all, and which of
    # them this process runs (e.g. "0,1"); unset: one process, every shard.
    shard_count: int | None = Field(default=None, ge=1, le=10000, validation_alias="REFBOT_SHARD_COUNT")
    shard_ids: list[int] | None = Field(default=None, validation_alias="REFBOT_SHARD_IDS")
    # written every few seconds while connected, for `python -m bot health` (containers)
    health_file: Path | None = Field(default=None, validation_alias="REFBOT_HEALTH_FILE")
    # the bot-wide cache of board pictures (PNG and layout), in MB; 0 keeps none (docs/picture.md);
    # the default is render/picture/attach.py's DEFAULT_BYTES (docs/memory.md, sixth pass)
    picture_cache_mb: float = Field(default=2, ge=0, le=4096, validation_alias="REFBOT_PICTURE_CACHE_MB")
    # an interaction older than this (seconds since Discord made it) is not handled: Discord's 3 s to
    # answer (bot/ui/deadline.py); `inf` handles every one — the test suite's, whose double counts
    # its 3 s in CPU time (tests/conftest.py), which the bot's wall clock cannot follow
    answer_within_s: float = Field(default=3.0, gt=0, validation_alias="REFBOT_ANSWER_WITHIN_S")
    # answers before pictures (bot/unanswered.py): a render thread waits up to this many seconds
    # for every interaction received to be answered before it starts a picture; 0 (the default)
    # never waits. 0.2 answered everything in time under bot_load, but held more memory at 1,000
    # live matches than not waiting (docs/memory.md, sixteenth pass)
    answers_first_s: float = Field(default=0.0, ge=0, le=1, validation_alias="REFBOT_ANSWERS_FIRST_S")

    @field_validator("discord_token")
    @classmethod
    def _token_shape(cls, value: str | None) -> str | None:
        if value is None:
            return None
        value = value.strip()
        if not TOKEN_SHAPE.match(value):
            raise ValueError("does not look like a bot token (three dot-separated parts)")
        return value

    @field_validator("db_url")
    @classmethod
    def _db_url(cls, value: str | None) -> str | None:
        return None if value in (None, "") else check_db_url(value)

    @property
    def database(self) -> str | Path:
        """What the store opens: REFBOT_DB_URL if set, else the SQLite file REFBOT_DB_PATH."""
        return self.db_url or self.db_path

    @field_validator("dev_guild", mode="before")
    @classmethod
    def _empty_guild(cls, value: object) -> object:
        return None if value in ("", None) else value

    @field_validator("shard_count", mode="before")
    @classmethod
    def _empty_count(cls, value: object) -> object:
        return None if value in ("", None) else value

    @field_validator("shard_ids", mode="before")
    @classmethod
    def _shard_list(cls, value: object) -> object:
        if value in ("", None) or isinstance(value, list):
            return value or None
        parts = [p.strip() for p in str(value).split(",")]
        if not all(re.fullmatch(r"[0-9]{1,5}", p) for p in parts):
            raise ValueError("must be shard numbers separated by commas, e.g. 0,1")
        ids = [int(p) for p in parts]
        if len(set(ids)) != len(ids):
            raise ValueError("names a shard twice")
        return ids

    @model_validator(mode="after")
    def _shards_fit(self) -> Settings:
        if self.shard_ids is not None:
            if self.shard_count is None:
                raise ValueError("REFBOT_SHARD_IDS needs REFBOT_SHARD_COUNT (how many shards in all)")
            too_big = [i for i in self.shard_ids if i >= self.shard_count]
            if too_big:
                raise ValueError(f"REFBOT_SHARD_IDS names shard {too_big[0]}, but shards are numbered "
                                 f"0 to {self.shard_count - 1} (REFBOT_SHARD_COUNT={self.shard_count})")
        return self

    @property
    def picture_cache_bytes(self) -> int:
        return int(self.picture_cache_mb * 2**20)

    @property
    def sharded(self) -> bool:
        """Other processes may run other shards on the same store."""
        return self.shard_count is not None and self.shard_count > 1

    def owns_guild(self, guild_id: int | None) -> bool:
        """Whether this process runs the shard Discord sends the guild's events to."""
        if not self.sharded or guild_id is None:
            return True
        shard = (guild_id >> 22) % self.shard_count  # type: ignore[operator]
        return self.shard_ids is None or shard in self.shard_ids

    @field_validator("api_base", "gateway_url")
    @classmethod
    def _url(cls, value: str | None) -> str | None:
        if value in (None, ""):
            return None
        if not re.match(r"^(https?|wss?)://[^\s/]+", value):
            raise ValueError("must be an http(s):// or ws(s):// URL")
        return value.rstrip("/")


_ALIASES = {"discord_token": "DISCORD_TOKEN", "db_path": "REFBOT_DB_PATH", "db_url": "REFBOT_DB_URL",
            "dev_guild": "REFBOT_DEV_GUILD", "api_base": "DISCORD_API_BASE",
            "gateway_url": "DISCORD_GATEWAY_URL", "shard_count": "REFBOT_SHARD_COUNT",
            "shard_ids": "REFBOT_SHARD_IDS", "health_file": "REFBOT_HEALTH_FILE",
            "picture_cache_mb": "REFBOT_PICTURE_CACHE_MB", "answer_within_s": "REFBOT_ANSWER_WITHIN_S",
            "answers_first_s": "REFBOT_ANSWERS_FIRST_S"}


def load_settings(env: dict[str, str] | None = None, *, require_token: bool = True) -> Settings:
    environ = os.environ if env is None else env
    unknown = sorted(k for k in environ if k.startswith("REFBOT_") and k not in KNOWN)
    if unknown:
        raise SettingsError(f"unknown setting {unknown[0]}; known: {', '.join(sorted(KNOWN))}")
    try:
        settings = Settings() if env is None else \
            Settings(_env_file=None, **{k: v for k, v in env.items() if k in KNOWN})
    except ValidationError as exc:
        error = exc.errors()[0]
        loc = str(error["loc"][0]) if error["loc"] else ""
        name = _ALIASES.get(loc, loc)
        if error["type"] == "missing" and name == "DISCORD_TOKEN":
            raise SettingsError("DISCORD_TOKEN is not set: put your bot token in the environment "
                                "or in .env (DISCORD_TOKEN=...)") from None
        message = error["msg"].removeprefix("Value error, ")
        if not name:  # a rule across settings names them itself
            raise SettingsError(message) from None
        raise SettingsError(f"{name} is invalid: {message}") from None
    if require_token and not settings.discord_token:
        raise SettingsError("DISCORD_TOKEN is not set: put your bot token in the environment "
                            "or in .env (DISCORD_TOKEN=...)")
    return settings
