"""A local double of Discord's REST API and gateway, for tests and benchmarks."""

from .server import DiscordDouble, Reply, components_of, embed_text

__all__ = ["DiscordDouble", "Reply", "components_of", "embed_text"]
