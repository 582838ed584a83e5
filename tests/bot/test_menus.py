"""The private menu's two steps for every game, in every language: for each group of a
player's legal actions, each subject's second step (`subject_components`, what a click on
a subject-first select answers) lists that subject's actions with labels in the language,
whatever the actions' arguments — card lists included (ALTCG `pay`, NEX-A `targets`,
discards), whose labels read the card names from the name table."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from bot import i18n
from bot.render.limits import problems
from bot.render.menus import Choice, MenuContext, options_components, subject_components, subjects
from rules_engine.core.game import names_in
from rules_engine.core.match import Match
from rules_engine.core.registry import codes, get_game

PLAIN, WITH_LISTS = 40, 40  # decisions looked at per game: any, and with card lists


def _has_list(action) -> bool:
    return any(isinstance(v, list) and v for v in action.args.values())


def _decisions(code: str):
    """(match, seat, legal actions) at some decisions of random games of the demo decks:
    every 10th, and each where an action carries a card list, until enough of both."""
    game = get_game(code)
    rng = random.Random(f"menus-{code}")
    plain = lists = 0
    for seed in range(20):
        match = Match(game.playout_config(f"menus-{code}-{seed}", {}), game=game)
        while not match.finished and (plain < PLAIN or lists < WITH_LISTS):
            for seat in match.deciding():
                legal = match.legal_actions(seat)
                if any(_has_list(a) for a in legal) and lists < WITH_LISTS:
                    lists += 1
                    yield match, seat, legal
                elif match.number % 10 == 0 and plain < PLAIN:
                    plain += 1
                    yield match, seat, legal
            player = rng.choice(match.deciding())
            match.apply(game.playout_choose(rng, match.legal_actions(player)))
        if plain >= PLAIN and lists >= WITH_LISTS:
            return


@pytest.mark.parametrize("code", sorted(codes()))
def test_every_subjects_second_step_reads_in_every_language(code):
    game = get_game(code)
    lists = Counter()
    for match, seat, legal in _decisions(code):
        names = names_in(match.view(seat))
        choices = [Choice(a, game.describe(a, names)) for a in legal if a.kind != "concede"]
        ctx = MenuContext(1, 0, match.number, seat, game.action_groups, code)
        for lang in i18n.LOCALES:
            with i18n.use(lang):
                first = options_components(ctx, choices, names)
                assert problems({"components": list(first)}) == [], (code, lang)
                for group in {c.text.group for c in choices}:
                    members = [c for c in choices if c.text.group == group]
                    for index, subject in enumerate(subjects(members)):
                        second = subject_components(ctx, group, index, choices, names)
                        assert second and problems({"components": list(second)}) == [], (code, lang, subject)
                        labels = [o["label"] for row in second for s in row["components"] for o in s["options"]]
                        mine = [c for c in members if (c.text.subject or c.text.label) == subject]
                        assert len(labels) == min(len(mine), 25 * 5), (code, lang, subject)
                        for choice in mine:
                            if _has_list(choice.action):
                                lists[lang] += 1
                                for value in choice.action.args.values():
                                    for uid in value if isinstance(value, list) else ():
                                        if uid in names:  # a card in a list reads by its name
                                            assert any(names[uid] in label for label in labels), \
                                                (code, lang, choice.action, labels)
    if code in ("altcg", "nexa"):  # games whose demo decks reach actions with card lists (pay, targets)
        assert lists["ja"] and lists["zh-Hant"], (code, lists)


@pytest.mark.parametrize("locale", ["en-US", "zh-TW", "ja"])
@pytest.mark.parametrize("code", sorted(codes()))
async def test_a_match_played_by_menus_in_each_language(env, code, locale):
    """Through Discord: the board's Options button, the private menu (a subject first where
    it asks for one, then its actions) and the answer, in the clicking player's language."""
    from discord_double import components_of

    reply = await env.slash(env.alice, "match start", {"game": code, "opponent": env.bob["id"]})
    accept = next(c for c in components_of(reply.message) if c["custom_id"].startswith("accept:"))
    await env.select(env.bob, reply.message, accept["custom_id"], [accept["options"][0]["value"]])
    match_id = int(accept["custom_id"].split(":")[1])
    live = env.bot.matches.live[match_id]
    rng = random.Random(f"{code}-{locale}")
    for _ in range(15):
        if match_id not in env.bot.matches.live:
            break
        user = env.user_for(live, rng.choice(live.match.deciding()))
        before = live.match.number
        await env.act_by_buttons(live, user, rng, prefer=r"(Pass|End|Keep|Done|パス|終了|通過|結束)", locale=locale)
        assert live.match.number > before
