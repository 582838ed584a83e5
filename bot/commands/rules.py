"""`/rule`: look up a clause by number or words, with navigation buttons."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import discord
from discord import app_commands

from rules_engine.rulebook.search import Result

from ..render.rules import GAMES, clause_embed, clause_pages, suggestions_embed
from ..render.text import clip

if TYPE_CHECKING:
    from ..client import RefereeBot

GAME_CHOICES = [app_commands.Choice(name=name, value=code) for code, name in GAMES.items()]
LANG_CHOICES = [app_commands.Choice(name="Traditional Chinese", value="zh-Hant"),
                app_commands.Choice(name="Japanese", value="ja")]
# Autocomplete values carry the exact clause: "gcg|zh-Hant|11-4".
EXACT = re.compile(r"^(gcg|ucg|altcg|nexa)\|(zh-Hant|ja)\|(.{1,80})$")


def _searcher():
    from rules_engine.rulebook.search import default_searcher

    return default_searcher()


NAV_TEMPLATE = r"rule:(?P<game>[a-z]+):(?P<lang>[A-Za-z-]+):(?P<page>\d+):(?P<key>.+)"
CHILDREN_TEMPLATE = r"rulekids:(?P<game>[a-z]+):(?P<lang>[A-Za-z-]+)"


class RuleNav(discord.ui.DynamicItem[discord.ui.Button], template=NAV_TEMPLATE):
    """A button that shows a clause (and page) in place of the current message."""

    def __init__(self, game: str, lang: str, key: str, page: int = 0, label: str = "Open",
                 style: discord.ButtonStyle = discord.ButtonStyle.secondary, disabled: bool = False) -> None:
        self.game, self.lang, self.key, self.page = game, lang, key, page
        super().__init__(discord.ui.Button(label=clip(label, 80), style=style, disabled=disabled,
                                           custom_id=f"rule:{game}:{lang}:{page}:{key}"[:100]))

    @classmethod
    async def from_custom_id(cls, interaction, item, match):
        return cls(match["game"], match["lang"], match["key"], int(match["page"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        result = _searcher().result_for(self.game, self.lang, self.key)
        if result is None:
            await interaction.response.send_message("⛔ that clause is not in the rulebook any more",
                                                    ephemeral=True)
            return
        embed, view = clause_message(result, self.page)
        await interaction.response.edit_message(embed=embed, view=view)


class RuleChildren(discord.ui.DynamicItem[discord.ui.Select], template=CHILDREN_TEMPLATE):
    def __init__(self, game: str, lang: str, options: list[discord.SelectOption] | None = None) -> None:
        self.game, self.lang = game, lang
        super().__init__(discord.ui.Select(custom_id=f"rulekids:{game}:{lang}",
                                           placeholder="Open a sub-clause…",
                                           options=options or [discord.SelectOption(label="-", value="-")]))

    @classmethod
    async def from_custom_id(cls, interaction, item, match):
        return cls(match["game"], match["lang"])

    async def callback(self, interaction: discord.Interaction) -> None:
        key = (interaction.data or {}).get("values", ["-"])[0]
        result = _searcher().result_for(self.game, self.lang, key)
        if result is None:
            await interaction.response.send_message("⛔ that clause is not in the rulebook", ephemeral=True)
            return
        embed, view = clause_message(result)
        await interaction.response.edit_message(embed=embed, view=view)


def clause_message(result: Result, page: int = 0) -> tuple[discord.Embed, discord.ui.View]:
    embed = discord.Embed.from_dict(clause_embed(result, page))
    view = discord.ui.View(timeout=None)
    doc = _searcher().index.documents
    document = next(d for d in doc if d.game == result.game and d.lang == result.lang)
    clause = document.by_key[result.key]
    parent = document.get(clause.parent)
    if parent is not None:
        view.add_item(RuleNav(result.game, result.lang, parent.key, label=f"⬆ {parent.id}"))
    if clause.prev:
        view.add_item(RuleNav(result.game, result.lang, clause.prev, label="◀ previous"))
    if clause.next:
        view.add_item(RuleNav(result.game, result.lang, clause.next, label="next ▶"))
    if result.counterpart:
        lang, cid = result.counterpart
        target = _searcher().show(cid, result.game, lang)
        if target:
            view.add_item(RuleNav(result.game, lang, target[0].key,
                                  label="日本語" if lang == "ja" else "中文"))
    total = len(clause_pages(result))
    if total > 1:
        if page > 0:
            view.add_item(RuleNav(result.game, result.lang, result.key, page - 1, label=f"page {page}"))
        if page + 1 < total:
            view.add_item(RuleNav(result.game, result.lang, result.key, page + 1, label=f"page {page + 2}"))
    if result.children:
        options = [discord.SelectOption(label=clip(f"{cid} {text}", 100), value=document.by_id[cid][0].key)
                   for cid, text in result.children[:25]]
        view.add_item(RuleChildren(result.game, result.lang, options))
    return embed, view


def clause_button_view(game: str, rule: str) -> discord.ui.View | None:
    """A button that opens the clause a refusal cites."""
    results = _searcher().show(rule, game, "zh-Hant" if game == "gcg" else None)
    if not results:
        return None
    view = discord.ui.View(timeout=None)
    view.add_item(RuleNav(game, results[0].lang, results[0].key, label=f"Open rule {rule}",
                          style=discord.ButtonStyle.primary))
    return view


async def rule_autocomplete(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    current = current.strip()
    if not current:
        return []
    game = getattr(interaction.namespace, "game", None)
    lang = getattr(interaction.namespace, "lang", None)
    results = _searcher().search(current[:200], game=game, lang=lang, limit=25)
    choices = []
    for r in results:
        name = clip(f"{r.game} {r.lang} {r.id} {r.heading or r.title or r.text}".replace("\n", " "), 100)
        choices.append(app_commands.Choice(name=name, value=f"{r.game}|{r.lang}|{r.key}"[:100]))
    return choices[:25]


def setup(bot: RefereeBot) -> None:
    bot.add_dynamic_items(RuleNav, RuleChildren)

    @bot.tree.command(name="rule",
                      description="Look up a clause of the comprehensive rules by number or words")
    @app_commands.describe(query="A clause number (11-4), words (blocker, 阻擋者) or both",
                           game="Which game's rules", lang="Which language's document",
                           private="Show the answer only to you")
    @app_commands.choices(game=GAME_CHOICES, lang=LANG_CHOICES)
    @app_commands.autocomplete(query=rule_autocomplete)
    async def rule(interaction: discord.Interaction, query: str, game: str | None = None,
                   lang: str | None = None, private: bool = False) -> None:
        exact = EXACT.match(query)
        if exact:
            result = _searcher().result_for(*exact.groups())
            results = [result] if result else []
        else:
            results = _searcher().search(query[:300], game=game, lang=lang, limit=5) if query.strip() else []
        if not results:
            await interaction.response.send_message("⛔ give a clause number or some words", ephemeral=True)
            return
        if results[0].kind == "suggestion":
            view = discord.ui.View(timeout=None)
            for r in results[:5]:
                text = clip(f"{r.game} {r.id} {r.heading or r.title}", 80)
                view.add_item(RuleNav(r.game, r.lang, r.key, label=text))
            embed = discord.Embed.from_dict(suggestions_embed(query, results))
            await interaction.response.send_message(embed=embed, view=view, ephemeral=private)
            return
        embed, view = clause_message(results[0])
        await interaction.response.send_message(embed=embed, view=view, ephemeral=private)
