"""The deployment files say what the bot accepts: compose.yaml's shards cover every shard
once and pass the bot's own settings validation; the image runs as a non-root user with a
health check. (Docker itself is not on the test machines; these check the files.)"""

from __future__ import annotations

import re
from pathlib import Path

import yaml

from bot.settings import load_settings

ROOT = Path(__file__).resolve().parent.parent
TOKEN = "MTAxMjM0NTY3ODkwMTIzNDU2Nzg5.GaBcDe.abcdefghijklmnopqrstuvwxyz0123456789AB"


def expand(value: str) -> str:
    """Compose's ${NAME:?message} with a stand-in value."""
    return re.sub(r"\$\{(\w+)(:\?[^}]*)?\}", lambda m: TOKEN if m[1] == "DISCORD_TOKEN" else "secret", value)


def test_compose_runs_every_shard_once_on_one_postgres():
    compose = yaml.safe_load((ROOT / "compose.yaml").read_text())
    bots = {name: svc for name, svc in compose["services"].items() if "REFBOT_SHARD_IDS" in svc.get("environment", {})}
    assert len(bots) >= 2
    shards, counts, urls = [], set(), set()
    for name, service in bots.items():
        env = {k: expand(str(v)) for k, v in service["environment"].items()}
        settings = load_settings({k: v for k, v in env.items() if k.startswith(("REFBOT_", "DISCORD_"))})
        assert settings.sharded and settings.db_url.startswith("postgresql://"), name
        shards += settings.shard_ids
        counts.add(settings.shard_count)
        urls.add(settings.db_url)
        assert service["depends_on"]["postgres"]["condition"] == "service_healthy"
    assert len(counts) == 1 and sorted(shards) == list(range(counts.pop()))
    assert len(urls) == 1 and "@postgres:5432/" in urls.pop()
    assert "pgdata" in compose["volumes"]
    assert any(v.startswith("pgdata:") for v in compose["services"]["postgres"]["volumes"])


def test_the_image_runs_as_a_user_with_a_health_check():
    dockerfile = (ROOT / "Dockerfile").read_text()
    assert re.search(r"^USER (?!root)\w+", dockerfile, re.M)
    assert re.search(r'^HEALTHCHECK .*\n?.*"python", "-m", "bot", "health"', dockerfile, re.M)
    assert "REFBOT_HEALTH_FILE=" in dockerfile
