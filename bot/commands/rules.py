"""`/rule`: look up a clause by number or words, with navigation buttons."""

from __future__ import annotations

import re

import discord
from discord import app_commands

from ..i18n import t
from ..render import ids
from ..render.rules import (
    GAMES,
    Match,
    answer_message,
    autocomplete_choices,
    clause_message,
    matches_of,
    nothing_close_message,
    suggestions_message,
)
from ..services.errors import UserError
from ..services.lookups import MAX_QUERY
from ..ui.messages import respond, update
from .base import Host, Services, number

GAME_CHOICES = [app_commands.Choice(name=name, value=code) for code, name in GAMES.items()]
# The English names are Discord's defaults; the Translator gives the others (choice-zh-hant,
# choice-ja in commands.ftl), as for every command's own names and descriptions.
DOCUMENT_LANGUAGES = {"zh-Hant": "Traditional Chinese", "ja": "Japanese"}
LANG_CHOICES = [app_commands.Choice(name=name, value=code) for code, name in DOCUMENT_LANGUAGES.items()]
# Autocomplete values carry the exact clause: "gcg|zh-Hant|11-4".
EXACT = re.compile(r"^(gcg|ucg|altcg|nexa)\|(zh-Hant|ja)\|(.{1,80})$")


def carried_matches(message: discord.Message | None) -> list[tuple[str, str, str]]:
    """The clauses (game, lang, key) of the other-matches select of the message being
    edited, so that the list stays while the reader moves from clause to clause (the
    options are the only place it is kept)."""
    for row in getattr(message, "components", None) or ():
        for item in getattr(row, "children", ()):
            if getattr(item, "custom_id", None) == ids.rule_matches():
                return [found.groups() for o in item.options if (found := EXACT.match(o.value))]
    return []


def setup(host: Host, services: Services) -> None:
    lookups = services.lookups

    def show(result, page: int = 0, english: bool | None = None, matches: tuple[Match, ...] = ()):
        return clause_message(result, lookups.nav(result), page, english=english, matches=matches)

    def kept(interaction: discord.Interaction) -> tuple[Match, ...]:
        """The message's other matches, labelled again for this reader (their language,
        and without a clause that has left the rulebook since)."""
        found = (lookups.result_for(*clause) for clause in carried_matches(interaction.message))
        return matches_of([result for result in found if result is not None])

    async def open_clause(interaction: discord.Interaction, match: re.Match) -> None:
        result = lookups.result_for(match["game"], match["lang"], match["key"])
        if result is None:
            raise UserError(t("rule-gone"))
        # `en` shows the unofficial English above the official text, `hide` the official text
        # alone; any other button the reader's default (English first for a reader of English).
        if match["slot"] == "open":  # from a refusal: a new private message, the refusal stays
            await respond(interaction, show(result, number(match["page"], "page")), ephemeral=True)
            return
        english = {"en": True, "hide": False}.get(match["slot"])
        await update(interaction, show(result, number(match["page"], "page"), english=english,
                                       matches=kept(interaction)))

    async def open_child(interaction: discord.Interaction, match: re.Match) -> None:
        key = (interaction.data or {}).get("values", ["-"])[0]
        result = lookups.result_for(match["game"], match["lang"], str(key))
        if result is None:
            raise UserError(t("rule-not-in-rulebook"))
        await update(interaction, show(result, matches=kept(interaction)))

    async def open_match(interaction: discord.Interaction, match: re.Match) -> None:
        chosen = EXACT.match(str((interaction.data or {}).get("values", ["-"])[0]))
        result = lookups.result_for(*chosen.groups()) if chosen else None
        if result is None:
            raise UserError(t("rule-not-in-rulebook"))
        await update(interaction, show(result, matches=kept(interaction)))

    host.router.on(ids.RULE, open_clause)
    host.router.on(ids.RULE_CHILDREN, open_child)
    host.router.on(ids.RULE_MATCHES, open_match)

    async def rule_autocomplete(interaction: discord.Interaction,
                                current: str) -> list[app_commands.Choice[str]]:
        current = current.strip()
        game = getattr(interaction.namespace, "game", None)
        lang = getattr(interaction.namespace, "lang", None)
        await lookups.prepare()
        # Nothing typed yet: the clauses asked about most, rather than an empty list.
        found = lookups.search(current, game=game, lang=lang, limit=25) if current else \
            lookups.asked_most(game, lang)
        return [app_commands.Choice(name=name, value=value) for name, value in autocomplete_choices(found)]

    @host.tree.command(name="rule",
                       description="Look up a clause of the comprehensive rules by number or words")
    @app_commands.describe(query="A clause number (11-4), words (blocker, 阻擋者) or both",
                           game="Which game's rules", lang="Which language's document",
                           private="Show the answer only to you")
    @app_commands.choices(game=GAME_CHOICES, lang=LANG_CHOICES)
    @app_commands.autocomplete(query=rule_autocomplete)
    async def rule(interaction: discord.Interaction, query: app_commands.Range[str, 1, MAX_QUERY],
                   game: str | None = None, lang: str | None = None, private: bool = False) -> None:
        if len(query) > MAX_QUERY:
            raise UserError(t("rule-query-too-long", max=MAX_QUERY))
        exact = EXACT.match(query)
        if exact:
            result = lookups.result_for(*exact.groups())
            results = [result] if result else []
        else:
            await lookups.prepare()
            results = lookups.search(query, game=game, lang=lang, limit=5)
        if not results:
            raise UserError(t("rule-empty-query"))
        if lookups.far_off(query, results):
            answer = nothing_close_message(query, game)
            if game:  # the word may be another game's (`blocker` is GCG's, not NEX-A's)
                others = lookups.search(query, lang=lang, limit=5)
                if not lookups.far_off(query, others) and others[0].kind != "suggestion":
                    answer = suggestions_message(query, [r for r in others if r.game != game][:5] or others,
                                                 elsewhere=game)
        else:
            answer = answer_message(query, results, lookups.nav)
        await respond(interaction, answer, ephemeral=private)
