"""Menus of legal actions, for any game: the board's public buttons, a player's private
options (selects grouped as the game says, subject first when a group is too long for
one select, a multi-select when the choice is "k cards of these"), and DM controls.

Every option carries its action's digest, never an index into the legal list."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from rules_engine.core.actions import Action
from rules_engine.core.game import ActionText

from ..i18n import action_label, engine, t
from . import ids
from .components import button, option, rows, select
from .limits import ROWS, SELECT_OPTIONS
from .text import clip

MAX_DM_BUTTONS = 5


@dataclass(frozen=True, slots=True)
class Choice:
    action: Action
    text: ActionText


@dataclass(frozen=True, slots=True)
class MenuContext:
    match_id: int
    epoch: int
    n: int
    seat: str
    groups: Sequence[tuple[str, str]]  # (key, title) in menu order
    game: str = ""  # whose action labels (actions.ftl)
    players: Mapping[str, str] | None = None  # seat → display name, for labels naming a player
    yields: Sequence[str] = ()  # the "Pass until …" scopes offered beside a pass (services/autopass.py)


def label_of(choice: Choice, game: str, names: Mapping[int, str] | None = None,
             players: Mapping[str, str] | None = None) -> str:
    """The choice's label in the current language (players by display name, given `players`)."""
    return action_label(choice.text, choice.action, game, names, players=players)


def public(choices: list[Choice]) -> list[Choice]:
    return [c for c in choices if c.text.public]


def _by_group(ctx: MenuContext, choices: list[Choice]) -> list[tuple[str, str, list[Choice]]]:
    titles = dict(ctx.groups)
    order = [key for key, _ in ctx.groups]
    found = {c.text.group for c in choices}
    order += sorted(found - set(order))
    return [(key, engine(titles.get(key, key.title())), [c for c in choices if c.text.group == key])
            for key in order if key in found]


def pick_many_kind(members: list[Choice]) -> tuple[str, int] | None:
    """(kind, k) when every choice is the same kind differing only by a list of `k`
    cards (discard 2 of these): offered as one multi-select of the cards."""
    kinds = {c.action.kind for c in members}
    if len(kinds) != 1 or len(members) < 2:
        return None
    sizes = set()
    for c in members:
        cards = c.action.args.get("cards")
        if set(c.action.args) != {"cards"} or not isinstance(cards, list):
            return None
        sizes.add(len(cards))
    if len(sizes) != 1 or next(iter(sizes)) < 1:
        return None
    return next(iter(kinds)), next(iter(sizes))


def subjects(members: list[Choice]) -> list[str]:
    """The distinct subjects of a group, in order (the first step of a two-step menu)."""
    seen: list[str] = []
    for c in members:
        subject = c.text.subject or c.text.label
        if subject not in seen:
            seen.append(subject)
    return seen


def yield_buttons(match_id: int, epoch: int, n: int, seat: str, scopes: Sequence[str],
                  who: str = "") -> list[dict]:
    """"Pass until …" beside a pass: one click passes now and lets the bot pass for the
    player at every later moment of the scope (`button-yield-<scope>`); `who` heads the
    label on a board where several players decide."""
    return [button(ids.yield_(match_id, epoch, n, seat, scope), who + t(f"button-yield-{scope}"))
            for scope in scopes]


def options_components(ctx: MenuContext, choices: list[Choice], names: Mapping[int, str],
                       *, buttons_first: bool = False) -> tuple[dict, ...]:
    """A player's private menu: buttons when there are few choices, else one select per
    group (25 options each), a subject-first select for a group too long, and a
    multi-select for a "k cards of these" choice."""
    choices = [c for c in choices if c.action.kind != "concede"]
    if not choices:
        return ()
    yields = yield_buttons(ctx.match_id, ctx.epoch, ctx.n, ctx.seat, ctx.yields) \
        if any(c.action.kind == "pass" for c in choices) else []
    if buttons_first and len(choices) <= MAX_DM_BUTTONS and pick_many_kind(choices) is None:
        acts = [button(ids.act(ctx.match_id, ctx.epoch, ctx.n, ctx.seat, c.action.digest()),
                       label_of(c, ctx.game, names, ctx.players), c.text.style) for c in choices]
        return rows(acts + yields)
    selects: list[dict] = []
    for key, title, members in _by_group(ctx, choices):
        many = pick_many_kind(members)
        if many is not None:
            kind, k = many
            cards: list[int] = []
            for c in members:
                for uid in c.action.args["cards"]:
                    if uid not in cards:
                        cards.append(uid)
            selects.append(select(ids.pick_many(ctx.match_id, ctx.epoch, ctx.n, ctx.seat, kind),
                                  [option(names.get(u, t("menu-card", uid=str(u))), str(u))
                                   for u in cards[:SELECT_OPTIONS]],
                                  t("menu-choose-k", title=title, count=k), min_values=k, max_values=k))
            continue
        if len(members) <= SELECT_OPTIONS * 2 or len(subjects(members)) <= 1:
            for page in range(0, len(members), SELECT_OPTIONS):
                chunk = members[page:page + SELECT_OPTIONS]
                slot = f"{key}{page // SELECT_OPTIONS}"
                suffix = f" ({page // SELECT_OPTIONS + 1})" if len(members) > SELECT_OPTIONS else ""
                selects.append(select(ids.pick(ctx.match_id, ctx.epoch, ctx.n, ctx.seat, slot),
                                      [option(label_of(c, ctx.game, names, ctx.players), c.action.digest())
                                       for c in chunk],
                                      t("menu-placeholder", title=f"{title}{suffix}")))
        else:
            selects.append(subject_select(ctx, key, title, members))
    if len(selects) > ROWS:  # too many: every group subject-first, one select each
        selects = [subject_select(ctx, key, title, members)
                   for key, title, members in _by_group(ctx, choices)]
    return rows(yields, selects=selects[:ROWS])  # the yields on a row of their own, if one is left


def subject_select(ctx: MenuContext, key: str, title: str, members: list[Choice]) -> dict:
    names = subjects(members)
    return select(ids.subject(ctx.match_id, ctx.epoch, ctx.n, ctx.seat, key),
                  [option(name, str(n)) for n, name in enumerate(names[:SELECT_OPTIONS])],
                  t("menu-first-choose", title=title))


def subject_components(ctx: MenuContext, group: str, index: int, choices: list[Choice],
                       names: Mapping[int, str] | None = None) -> tuple[dict, ...]:
    """The second step: the actions of one subject of a group."""
    members = [c for c in choices if c.text.group == group]
    firsts = subjects(members)  # not `names`: those are the cards' (a label in ja/zh-Hant reads them)
    if not 0 <= index < len(firsts):
        return ()
    chosen = [c for c in members if (c.text.subject or c.text.label) == firsts[index]]
    selects = [select(ids.pick(ctx.match_id, ctx.epoch, ctx.n, ctx.seat, f"{group}s{index}p{page}"),
                      [option(label_of(c, ctx.game, names, ctx.players), c.action.digest())
                       for c in chosen[page:page + SELECT_OPTIONS]],
                      clip(f"{firsts[index]}…", 150))
               for page in range(0, len(chosen), SELECT_OPTIONS)]
    return rows(selects=selects[:ROWS])
