"""Drawing a match's cards before its boards need them (docs/picture.md, fourth pass).

The slowest boards of a game are the ones that draw a card's tile for the first time
(its name, type, badges and numbers laid out and rasterised). `warm` draws, when a match
starts (and when the bot restarts with live matches, and after a judge's rewind), in a
render thread, the tiles its pool can show — every card of its decks as it enters play,
then turned, then as in a hand (`GameModule.pool_faces`), in each language the match is
shown in — so a board after an action pastes them.

Hidden information: it reads the decks' card lists (`MatchConfig.decks`, what was
submitted, never the shuffled order) and the card files; never a state, a hand or a
deck order. The tiles it leaves are keyed by their look alone (`tiles.look`: no card id,
seat or zone), so two deals of the same pool warm exactly the same, and what a viewer
gets is drawn from their own table as before (the same bytes, warm or cold).

Bounded: a match warms at most `WARM_SHARE` of the tiles' cache (the least recently used
go first, other matches' included); a pool that does not fit warms in the order above
(cards in play standing first: what the first turns draw) and says how many it left.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, fields, is_dataclass
from typing import Any

from rules_engine.core.table import Face

from ...i18n import t, use
from ..cards import localise_face
from . import fonts, theme
from .canvas import TILES, Canvas, sprite_key
from .games import Printed, read
from .tiles import draw_tile, look, slot_height

WARM_SHARE = 0.5  # of canvas.TILES_BYTES: one match's warming never pushes out more


@dataclass(frozen=True, slots=True)
class Warmed:
    """What a warming did: tiles drawn, found already drawn, left for want of room; the
    bytes it drew (each tile as the cache counts it)."""

    drawn: int = 0
    found: int = 0
    left: int = 0
    bytes: int = 0
    words: int = 0  # words rasterised (runs: fonts.run)


def deck_numbers(decks: Mapping[str, Any]) -> list[str]:
    """The card numbers of a match's decks (every counted part of each deck: main, resources,
    flagship, …) — the lists as submitted, never their order after the shuffle."""
    numbers: set[str] = set()
    for deck in decks.values():
        parts = [getattr(deck, f.name) for f in fields(deck)] if is_dataclass(deck) else [deck]
        for part in parts:
            if isinstance(part, Counter):
                numbers.update(str(n) for n in part)
    return sorted(numbers)


def pool_faces(game: Any, pool: Any, numbers: Iterable[str]) -> list[Face]:
    """The game's faces of these cards (`GameModule.pool_faces`), [] for a game without it."""
    faces = getattr(game, "pool_faces", None)
    return list(faces(pool, numbers)) if callable(faces) and pool is not None else []


def warm(game: str, faces: Iterable[Face], *, langs: Iterable[str], printed: Printed | None,
         budget: int | None = None) -> Warmed:
    """Draw the tiles of `faces` (most needed first) in each language into the tiles'
    cache, as a board would (the same reading, the same look), within `budget` bytes
    (default: WARM_SHARE of the cache). Synchronous: call it in a render thread."""
    budget = int(TILES.max_bytes * WARM_SHARE) if budget is None else budget
    faces = list(faces)

    def names_of(number: str):
        card = printed(number) if printed is not None else None
        return getattr(card, "names", None) or None

    drawn = found = left = spent = words = 0
    full = False
    for lang in dict.fromkeys(langs):
        with use(lang) as language:
            for face in faces:
                spec = read(game, localise_face(face, names_of), printed)
                size = (theme.TILE_W, slot_height(spec))
                if sprite_key(("tile", look(spec)), size, theme.AREA, language) in TILES:
                    found += 1
                    continue
                nbytes = size[0] * size[1]  # as the cache counts a tile: mapped, a byte a pixel
                if full or spent + nbytes > budget:  # in order: what the first turns need first
                    full = True
                    left += 1
                    continue
                draw_tile(Canvas(*size, theme.AREA, language), 0, 0, spec, seat=None, pile="")
                drawn += 1
                spent += nbytes
            words += _warm_words(faces, names_of, language)
    return Warmed(drawn, found, left, spent, words)


# Words a board draws outside a tile, at the size it draws them: a card's name on a
# trash's top card or an attached tab (14), a pile's count (19, bold), a card's text in
# the line of effects waiting to resolve (theme.LABEL), and the action number of the title
# ("action 17": one new word every board, as a figure keeps with the word before it —
# fonts.runs) for a match's first ACTIONS actions. At most WORDS_MAX card words a language:
# the words' cache (fonts.RUN_BYTES) holds ~4000.
COUNTS = range(61)
WORDS_MAX = 1500
ACTIONS = range(1, 301)


def _warm_words(faces: list[Face], names_of, lang: str) -> int:
    wanted: dict[tuple[str, int, bool], None] = {}
    for face in faces:
        for part in fonts.runs(fonts.drawable(localise_face(face, names_of).name).text):
            wanted[(part, 14, False)] = None
    for count in COUNTS:
        wanted[(str(count), 19, True)] = None
    for face in faces:
        for line in face.detail.splitlines():
            for part in fonts.runs(fonts.drawable(line).text):
                wanted[(part, theme.LABEL, False)] = None
    words = [key for key in wanted if not key[0].isspace()][:WORDS_MAX]
    for action in ACTIONS:  # as board.draw_title writes it
        words += [(part, theme.LABEL, False)
                  for part in fonts.runs(fonts.drawable(t("picture-action", action=action)).text)
                  if not part.isspace()]
    for text, size, bold in words:
        fonts.run(text, size, lang, bold)
    return len(words)
