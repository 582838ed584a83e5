"""Rules clauses as messages: breadcrumb, text (paged, never cut), children, counterpart,
and the buttons that move around the rulebook (each with its own custom id)."""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple, Protocol

from rules_engine.rulebook.search import Result

from .. import i18n
from ..i18n import t
from ..ports import OutMessage
from . import ids
from .components import button, option, rows, select
from .limits import EMBED_DESCRIPTION, EMBED_TOTAL, embed_length
from .text import clip, escape, fit_lines, pages

GAMES = {"gcg": "Gundam Card Game", "ucg": "Ultraman Card Game", "altcg": "Azur Lane TCG",
         "nexa": "Gundam War NEX-A"}
LANGUAGE = {"ja": "日本語", "zh-Hant": "中文"}  # each document's language in its own words
PAGE_SIZE = 3500
# A text search's answer is the best of several close clauses: held out, the right clause is
# first for 76–82 % of queries and among the first five for 94–100 % (docs/search.md), and
# the misses are mostly its neighbours. So the answer offers the other matches, up to
# MATCHES in all, in a select that stays with the message while the reader moves around.
MATCHES = 5


class Match(NamedTuple):
    """One of a text search's matches as its select option carries it."""

    value: str  # "game|lang|key", as /rule's autocomplete values
    label: str
    description: str = ""


class Nav(Protocol):
    """Where a clause sits in its document (see services.lookups.ClauseNav)."""

    parent: tuple[str, str] | None  # (key, id)
    prev: str | None  # key
    next: str | None
    counterpart: tuple[str, str] | None  # (lang, key) in the other language's document
    children: list[tuple[str, str, str]]  # (key, id, text)


def clause_pages(result: Result) -> list[str]:
    return pages(result.text or "", PAGE_SIZE) if result.text else [""]


def clause_embed(result: Result, page: int = 0) -> dict:
    crumbs = " › ".join(f"{i} {t}".strip() for i, t in result.path)
    here = f"{result.id} {result.heading}".strip()
    body = clause_pages(result)
    page = max(0, min(page, len(body) - 1))
    description = f"*{clip(crumbs, 500)}*\n" if crumbs else ""
    description += f"**{clip(here, 300)}**\n\n{body[page]}".rstrip()
    fields = []
    if result.children:
        fields.append({"name": t("rule-contains", count=len(result.children)),
                       "value": fit_lines([f"`{cid}` {text}" for cid, text in result.children], 1024,
                                          line_limit=120), "inline": False})
    if result.counterpart:
        key = "rule-document-ja" if result.counterpart[0] == "ja" else "rule-document-zh"
        fields.append({"name": t(key), "value": f"`{result.counterpart[1]}`", "inline": True})
    footer = f"{game_name(result.game)} · {result.lang}"
    if len(body) > 1:
        footer += " · " + t("rule-page-of", page=page + 1, pages=len(body))
    return {"title": clip(f"{result.id} {result.heading or result.title}".strip(), 256),
            "description": clip(description, 4096), "fields": fields, "footer": {"text": footer},
            "color": 0x8E6C3A}


def english_embed(result: Result, room: int) -> dict:
    """The unofficial English rendering, labelled as such, above the official embed;
    clipped to the `room` the official embed leaves in the message."""
    embed = {"title": t("rule-english"), "footer": {"text": t("rule-english-note")}, "color": 0x4F6D8F,
             "description": ""}
    room = min(EMBED_DESCRIPTION, room - embed_length(embed))
    embed["description"] = clip(result.en, max(1, room))
    return embed


def match_value(result: Result) -> str:
    return f"{result.game}|{result.lang}|{result.key}"


def matches_of(results: list[Result]) -> tuple[Match, ...]:
    """A text search's first `MATCHES` results as the select's options; none for a single
    result. The label is the clause as printed (number, heading or first words); for a
    reader of English, the description is its unofficial English, labelled as such."""
    english = i18n.current() == "en"
    found = []
    for result in results[:MATCHES]:
        value = match_value(result)
        if len(value) > 100:  # Discord's limit for an option's value; a key is never cut
            continue
        first_line = what_it_says(result)
        english_line = result.en.strip().split("\n")[0] if english and result.en else ""
        found.append(Match(value, f"{result.game} {result.id} {first_line}".strip(),
                           t("rule-match-english", text=english_line) if english_line else ""))
    return tuple(found) if len(found) > 1 else ()


def matches_select(matches: tuple[Match, ...], shown: Result) -> dict:
    here = match_value(shown)
    return select(ids.rule_matches(),
                  [option(m.label, m.value, m.description, default=m.value == here) for m in matches],
                  t("rule-other-matches"))


def english_by_default() -> bool:
    """A reader of English gets the unofficial English first, the official text under it
    (issue #30 §3); other readers the official text, English on a button."""
    return i18n.current() == "en"


def clause_message(result: Result, nav: Nav, page: int = 0, *, english: bool | None = None,
                   matches: tuple[Match, ...] = ()) -> OutMessage:
    """The clause; with `english` (by default for a reader of English), its unofficial
    English rendering, labelled so, in an embed above the official text, which is always
    there and never clipped for it. "Official only" hides the English, "English
    (unofficial)" shows it again. `matches` (a text search's other results) come in a select
    above the buttons, the clause shown marked."""
    if english is None:
        english = english_by_default()
    game, lang = result.game, result.lang
    buttons = []
    if nav.parent is not None:
        buttons.append(button(ids.rule("up", game, lang, nav.parent[0]), f"⬆ {nav.parent[1]}"))
    if nav.prev:
        buttons.append(button(ids.rule("prev", game, lang, nav.prev), t("rule-previous")))
    if nav.next:
        buttons.append(button(ids.rule("next", game, lang, nav.next), t("rule-next")))
    if nav.counterpart:
        other, key = nav.counterpart
        buttons.append(button(ids.rule("lang", game, other, key), LANGUAGE.get(other, other)))
    total = len(clause_pages(result))
    if total > 1:
        if page > 0:
            buttons.append(button(ids.rule("pgup", game, lang, result.key, page - 1),
                                  t("rule-page", page=page)))
        if page + 1 < total:
            buttons.append(button(ids.rule("pgdn", game, lang, result.key, page + 1),
                                  t("rule-page", page=page + 2)))
    if result.en:
        if english:
            buttons.append(button(ids.rule("hide", game, lang, result.key, page), t("rule-official-only")))
        else:
            buttons.append(button(ids.rule("en", game, lang, result.key, page), t("rule-english")))
    selects = [matches_select(matches, result)] if matches else []
    if nav.children:
        selects.append(select(ids.rule_children(game, lang),
                              [option(f"{cid} {text}", key) for key, cid, text in nav.children[:25]],
                              t("rule-open-sub-clause")))
    embeds = [clause_embed(result, page)]
    if english and result.en:  # the room the official text leaves: it is never the one cut
        embeds.insert(0, english_embed(result, EMBED_TOTAL - embed_length(embeds[0]) - 20))
    return OutMessage(embeds=tuple(embeds), components=rows(buttons, selects))


def autocomplete_choices(results: list[Result]) -> list[tuple[str, str]]:
    """(name, value) of `/rule`'s autocomplete: the clause as printed, and the exact clause
    as a value that `/rule` opens directly ("gcg|zh-Hant|11-4"); at most 25."""
    choices, english = [], english_by_default()
    for result in results[:25]:
        value = match_value(result)
        if len(value) <= 100:  # a key is never cut
            name = f"{result.game} {result.lang} {result.id} {what_it_says(result, english)}"
            choices.append((clip(name.replace("\n", " "), 100), value))
    return choices


def answer_message(query: str, results: list[Result], nav: Callable[[Result], Nav]) -> OutMessage:
    """`/rule`'s reply to a query's results: "did you mean" when nothing matched closely,
    else the first clause. A text search offers its other matches; a number offers the other
    clauses printed with it (`11-4-2` in GCG and UCG, ALTCG's two 601.5), not its
    sub-clauses (those have their own select)."""
    if results[0].kind == "suggestion":
        return suggestions_message(query, results)
    matches = matches_of(results if results[0].kind in ("alias", "fuzzy")
                         else [r for r in results if r.kind == "exact"])
    return clause_message(results[0], nav(results[0]), matches=matches)


def what_it_says(result: Result, english: bool = False) -> str:
    """A clause's name on a line or button: its heading, its section's, or its first words
    (a clause without heading is never shown as its number alone); with `english`, the first
    line of its unofficial English rendering where it has one (heading, else text)."""
    if english and result.en.strip():
        return result.en.strip().split("\n")[0]
    return (result.heading or result.title or result.text).strip().split("\n")[0]


def suggestions_message(query: str, results: list[Result], elsewhere: str | None = None) -> OutMessage:
    """ "Did you mean…" with the nearest clauses; `elsewhere` (a game's code): nothing close
    in that game, and these are the matches in the other games."""
    english = english_by_default()
    lines = [f"`{r.game}` `{r.id}` {clip(what_it_says(r, english), 80)}" for r in results]
    said = escape(clip(query, 100))
    intro = (t("rule-nothing-in-game", query=said, game=game_name(elsewhere)) if elsewhere
             else t("rule-nothing-matched", query=said))
    embed = {"title": t("rule-did-you-mean"), "description": clip(intro + "\n" + "\n".join(lines), 4096),
             "color": 0x999999}
    buttons = [button(ids.rule(f"s{n}", r.game, r.lang, r.key), f"{r.game} {r.id} {what_it_says(r, english)}")
               for n, r in enumerate(results[:5])]
    return OutMessage(embeds=(embed,), components=rows(buttons))


def nothing_close_message(query: str, game: str | None) -> OutMessage:
    """Words that match nothing in the rules: said so, with how to ask, rather than clauses
    picked by spelling alone."""
    said = escape(clip(query, 100))
    text = (t("rule-nothing-close-in-game", query=said, game=game_name(game)) if game
            else t("rule-nothing-close", query=said))
    return OutMessage(embeds=({"title": t("rule-nothing-close-title"), "description": text,
                               "color": 0x999999},))


def open_rule_button(result: Result, rule: str) -> dict:
    return button(ids.rule("open", result.game, result.lang, result.key), t("refusal-open-rule", rule=rule),
                  "primary")


def game_name(code: str) -> str:
    """A game's name in the user's language (the catalogue's, from its English name)."""
    return i18n.engine(GAMES.get(code, code))
