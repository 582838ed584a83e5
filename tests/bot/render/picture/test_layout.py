"""The picture's layout, for every game and format, in every language, from positions of
seeded random games: every card the viewer may see drawn once, nothing hidden drawn (the
game's own `hidden_from`), no two cards on top of each other, every word inside its box
and in the font, the fixed phrases in the reader's language, the PNG within 300 KB."""

from __future__ import annotations

import pytest

from bot.render.picture.board import Viewer
from bot.render.picture.layout import ARROW, HIGHLIGHT, STACK, TEXT, TILE
from bot.render.picture.sample import FORMATS

from .checks import LANGS, check, draw, format_id, frames


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("entry", FORMATS, ids=format_id)
def test_every_position_draws_right(entry, lang):
    problems = []
    sampled = frames(entry)
    assert len(sampled) >= 3, "a game long enough to sample"
    for frame in sampled:
        players = frame["players"]
        # the public board, the judge, and one player (each player in turn across frames)
        seat = players[frame["number"] % len(players)]
        for viewer in (Viewer(), Viewer(judge=True), Viewer(seat=seat)):
            picture = draw(frame, viewer, lang)
            for problem in check(picture, frame["tables"][viewer], viewer, frame["hidden"][viewer], lang):
                problems.append(f"action {frame['number']}, {viewer}: {problem}")
    assert not problems, "\n".join(problems[:20])


def _hand_counts(picture, seat):
    return [e for e in picture.layout.of(STACK) if e.seat == seat and e.pile == "hand"]


@pytest.mark.parametrize("entry", FORMATS, ids=format_id)
def test_a_hand_is_faces_for_its_owner_and_a_count_for_everyone_else(entry):
    frame = frames(entry)[1]
    me = frame["players"][0]
    mine = draw(frame, Viewer(seat=me), "en")
    public = draw(frame, Viewer(), "en")
    hand = frame["tables"][Viewer(seat=me)].seat(me).pile("hand")
    faces = [e for e in mine.layout.of(TILE) if e.seat == me and e.pile == "hand"]
    assert [e.uid for e in faces] == [f.uid for f in hand.cards]
    assert not _hand_counts(mine, me)
    counted = _hand_counts(public, me)
    assert [e.count for e in counted] == [hand.count]
    assert not [e for e in public.layout.of(TILE) if e.pile == "hand"]
    for other in frame["players"][1:]:  # the others' hands stay counts in my picture too
        assert [e.count for e in _hand_counts(mine, other)] == \
            [frame["tables"][Viewer()].seat(other).pile("hand").count]


@pytest.mark.parametrize("entry", FORMATS, ids=format_id)
def test_who_must_act_is_highlighted(entry):
    for frame in frames(entry):
        table = frame["tables"][Viewer()]
        picture = draw(frame, Viewer(), "en")
        lit = {e.seat for e in picture.layout.of(HIGHLIGHT)}
        assert lit == set(table.deciding), f"action {frame['number']}"


def _battles(entry, seed):
    from bot.render.picture.sample import positions, printed_of, table_for
    game, options, _ = entry
    for match in positions(game, seed, options):
        table = table_for(match, Viewer())
        if table.battle is not None:
            yield match, table, printed_of(match)


@pytest.mark.parametrize("entry", [f for f in FORMATS if f[0] in ("gcg", "altcg")], ids=format_id)
def test_an_attack_is_an_arrow_from_the_attacker(entry):
    from bot.render.picture import render
    found = 0
    for match, table, printed in _battles(entry, "arrow-1"):
        picture = render(table, lang="en", printed=printed)
        arrows = list(picture.layout.of(ARROW))
        assert len(arrows) == 1, f"action {match.number}"
        tiles = {e.uid: e.box for e in picture.layout.of(TILE)}
        assert arrows[0].uid == table.battle.attacker and table.battle.attacker in tiles
        found += 1
        if found == 5:
            break
    assert found, "the game had an attack"


def test_eliminated_players_are_greyed_and_say_so():
    entry = next(f for f in FORMATS if f[2] == "free_for_all" and f[1]["players"] == 4)
    from bot.render.picture import render
    from bot.render.picture.sample import positions, printed_of, table_for
    for match in positions(entry[0], "out-3", entry[1]):
        table = table_for(match, Viewer())
        out = [s.player for s in table.seats if s.out]
        if out:
            picture = render(table, lang="ja", printed=printed_of(match))
            said = {e.seat for e in picture.layout.of(TEXT) if e.role == "out"}
            assert said == set(out)
            return
    pytest.fail("nobody was eliminated in that game")
