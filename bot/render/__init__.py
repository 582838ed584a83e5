"""Embeds and components built from engine views (never from the state) and from
rulebook results. Plain data: dicts in Discord's JSON shape, checked against its limits."""
