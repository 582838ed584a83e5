"""Drawing a match's pool ahead (warm.py): the boards after it are the same bytes and the
same layout as without it, and fewer pieces are drawn during the game; it draws only the
cards of the match's decks, from the card files (never a state, a hand or a deck order:
two deals of the same decks warm exactly the same), keyed by their look alone, within
its byte budget. Work is counted, never timed."""

from __future__ import annotations

import dataclasses

import pytest

from bot.i18n import use
from bot.render.cards import card_name
from bot.render.picture import canvas, clear_caches, render
from bot.render.picture.board import Viewer
from bot.render.picture.layout import SEAT_MARK, TILE, UID_MARK
from bot.render.picture.sample import positions, printed_of, table_for
from bot.render.picture.warm import deck_numbers, pool_faces, warm
from rules_engine.core.match import Match
from rules_engine.core.registry import get_game

ACTIONS = 30
# (game, options, the language and the viewer drawn): every game, a 4-player board, a hand
CASES = (("gcg", {}, "en", Viewer()), ("gcg", {"players": 4, "format": "free_for_all"}, "zh-Hant", Viewer()),
         ("gcg", {}, "ja", Viewer(seat="A")), ("ucg", {}, "ja", Viewer()),
         ("altcg", {}, "zh-Hant", Viewer()), ("nexa", {}, "ja", Viewer(seat="B")))


def _game(game: str, options: dict, viewer: Viewer):
    boards, start = [], None
    for match in positions(game, "warm", options, upto=ACTIONS):
        start = start or (match.state.pool, deck_numbers(match.config.decks), printed_of(match))
        boards.append((table_for(match, viewer), printed_of(match)))
    return boards, start


def _replay(game: str, boards, lang: str, viewer: Viewer) -> tuple[list[tuple], int]:
    title = get_game(game).title
    misses = canvas.TILES.misses
    drawn = [render(table, lang=lang, viewer=viewer, printed=printed, title=title, match_id=3)
             for table, printed in boards]
    return [(p.png, tuple(p.layout.elements)) for p in drawn], canvas.TILES.misses - misses


@pytest.mark.parametrize("case", CASES, ids=lambda c: f"{c[0]}-{c[1].get('players', 2)}p-{c[2]}-{c[3].seat}")
def test_warmed_boards_are_the_same_and_draw_fewer_pieces(case):
    game, options, lang, viewer = case
    boards, (pool, numbers, printed) = _game(game, options, viewer)
    clear_caches()
    cold, cold_misses = _replay(game, boards, lang, viewer)
    clear_caches()
    warmed = warm(game, pool_faces(get_game(game), pool, numbers), langs=(lang,), printed=printed)
    assert warmed.drawn > 0, warmed  # (NEX-A's demo decks do not fit half the cache: its hand faces are left)
    hot, hot_misses = _replay(game, boards, lang, viewer)
    for n, (before, after) in enumerate(zip(cold, hot, strict=True)):
        assert after[0] == before[0], f"action {n}: the PNG differs"
        assert after[1] == before[1], f"action {n}: the layout differs"
    assert hot_misses < cold_misses, (hot_misses, cold_misses)


def _names(game: str, pool, numbers, lang: str) -> set[str]:
    with use(lang):
        return {card_name(dict(getattr(pool.get(n), "names", None) or {}), pool.get(n).name) for n in numbers}


@pytest.mark.parametrize("game", ["gcg", "ucg", "altcg", "nexa"])
def test_warming_draws_the_pool_only_keyed_by_look(game):
    pool, numbers, printed = _game(game, {}, Viewer())[1]
    clear_caches()
    warm(game, pool_faces(get_game(game), pool, numbers), langs=("ja",), printed=printed)
    tiles = [element for _, (_, elements, _) in canvas.TILES.items() for element in elements
             if element.kind == TILE]
    assert tiles
    assert {e.name for e in tiles} <= _names(game, pool, numbers, "ja")  # no card outside its decks
    # kept by what it shows: no seat, no zone, no card id (the marks a board replaces)
    assert {(e.seat, e.uid) for e in tiles} == {(SEAT_MARK, UID_MARK)}


@pytest.mark.parametrize("game", ["gcg", "ucg", "altcg", "nexa"])
def test_two_deals_of_the_same_decks_warm_the_same(game):
    module = get_game(game)
    config = module.playout_config("deal one", {})
    other = dataclasses.replace(config, seed="deal two")
    first, second = Match(config, game=module), Match(other, game=module)
    # the two deals differ (what warming must not read) ...
    assert module.snapshot(first.state) != module.snapshot(second.state)
    # ... and warming, which reads the decks' lists and the card files, is the same for both
    faces = [pool_faces(module, m.state.pool, deck_numbers(m.config.decks)) for m in (first, second)]
    assert faces[0] == faces[1] and faces[0]
    kept = []
    for match, found in zip((first, second), faces, strict=True):
        clear_caches()
        warmed = warm(game, found, langs=("en",), printed=printed_of(match))
        kept.append((warmed, sorted(repr(key.value) for key, _ in canvas.TILES.items())))
    assert kept[0] == kept[1]
    assert all(face.uid == 0 for face in faces[0])  # no card id of either deal


def test_a_pool_too_big_for_its_budget_warms_what_fits_in_order():
    pool, numbers, printed = _game("gcg", {}, Viewer())[1]
    faces = pool_faces(get_game("gcg"), pool, numbers)
    clear_caches()
    budget = 10 * 120 * 166  # ten standing tiles (kept mapped: a byte a pixel)
    warmed = warm("gcg", faces, langs=("en",), printed=printed, budget=budget)
    assert warmed.left > 0 and warmed.drawn > 0
    assert warmed.bytes <= budget and canvas.TILES.bytes <= budget + 64 * 1024  # its elements
    # cards in play standing first (what the first turns draw): nothing turned was drawn
    assert not any(e.turned for _, (_, elements, _) in canvas.TILES.items() for e in elements if e.kind == TILE)


@pytest.mark.parametrize("lang", ("en", "ja", "zh-Hant"))
def test_a_warmed_board_sets_its_action_number_from_words_already_made(lang):
    """The title's action number ("action 17": a new word every board) is rasterised while
    warming, so a board within the first `warm.ACTIONS` actions makes no word for it."""
    from bot.render.picture import fonts
    from bot.render.picture.warm import ACTIONS

    boards, (pool, numbers, printed) = _game("gcg", {}, Viewer())
    clear_caches()
    warm("gcg", pool_faces(get_game("gcg"), pool, numbers), langs=(lang,), printed=printed)
    made: list[str] = []
    original = fonts.run

    def recording(text, size, lang="en", bold=False):
        if (text, size, lang, bold) not in fonts._runs:
            made.append(text)
        return original(text, size, lang, bold)

    fonts.run = recording
    try:
        for table, printed_now in boards[1:]:
            render(table, lang=lang, printed=printed_now, title=get_game("gcg").title, match_id=3)
    finally:
        fonts.run = original
    assert all(table.action_number in ACTIONS for table, _ in boards[1:])
    for table, _ in boards[1:]:
        assert not [word for word in made if word.endswith(f" {table.action_number}")
                    and word.split(" ")[0] in ("action", "行動")], made
