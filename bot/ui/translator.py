"""Command, option and choice names and descriptions in `zh-TW` and `ja`, from the
catalogues' `commands.ftl` (docs/i18n.md). English stays the default: Discord shows it
to every other locale.

Keys: a command or group `cmd-<qualified name with dashes>` (`cmd-match-start`), its
option `cmd-match-start--game`, each with a `.description` attribute; a choice
`choice-<its value, as a slug>`."""

from __future__ import annotations

import re

import discord
from discord import app_commands
from discord.app_commands import TranslationContextLocation as Where

from .. import i18n

_SLUG = re.compile(r"[^a-z0-9]+")


def slug(text: str) -> str:
    return _SLUG.sub("-", text.lower()).strip("-")


def command_key(command: app_commands.Command | app_commands.Group) -> str:
    return "cmd-" + command.qualified_name.replace(" ", "-")


def parameter_key(parameter: app_commands.Parameter) -> str:
    return f"{command_key(parameter.command)}--{parameter.name}"


def choice_key(choice: app_commands.Choice) -> str:
    return "choice-" + slug(str(choice.value))


def key_of(context: app_commands.TranslationContext) -> tuple[str, str | None] | None:
    """(message key, attribute or None) for what Discord asks about."""
    where, data = context.location, context.data
    if where in (Where.command_name, Where.group_name):
        return command_key(data), None
    if where in (Where.command_description, Where.group_description):
        return command_key(data), "description"
    if where == Where.parameter_name:
        return parameter_key(data), None
    if where == Where.parameter_description:
        return parameter_key(data), "description"
    if where == Where.choice_name:
        return choice_key(data), None
    return None


class CatalogueTranslator(app_commands.Translator):
    async def translate(self, string: app_commands.locale_str, locale: discord.Locale,
                        context: app_commands.TranslationContext) -> str | None:
        lang = i18n.TO_DISCORD.get(i18n.normalize(locale))
        if lang is None or locale.value != lang:
            return None  # English (the default) everywhere else
        found = key_of(context)
        if found is None:
            return None
        key, attribute = found
        code = i18n.normalize(locale)
        if not i18n.has(key, code):
            return None
        return i18n.attribute(key, attribute, code) if attribute else i18n.t(key, code)
