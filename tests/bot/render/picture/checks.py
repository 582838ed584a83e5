"""What every picture must satisfy, checked on its layout (no pixel diffs), and the seeded
positions the tests draw."""

from __future__ import annotations

import functools
import itertools
import re

from bot.render.picture import Picture, render
from bot.render.picture.board import Viewer
from bot.render.picture.games import LAYOUTS
from bot.render.picture.layout import ATTACHED, BACK, CHIP, SLOT, STACK, TEXT, TILE
from bot.render.picture.sample import positions, printed_of, table_for
from rules_engine.core.registry import get_game
from rules_engine.core.table import Face, Table
from rules_engine.core.zones import JUDGE

LANGS = ("en", "zh-Hant", "ja")
MAX_PNG = 300 * 1024


def format_id(entry: tuple) -> str:
    game, options, label = entry
    return f"{game}-{label}-{options.get('players', 2)}p"


@functools.cache
def sampled(game: str, options_key: tuple, seed: str, every: int) -> tuple:
    """(match snapshot: the state, the tables per viewer) every `every` actions and at the end."""
    options = dict(options_key)
    module = get_game(game)
    out = []
    last = None
    for match in positions(game, seed, options):
        last = match
        if match.number % every == 0:
            out.append(_frame(match, module))
    if last is not None and last.number % every:
        out.append(_frame(last, module))
    return tuple(out)


def _frame(match, module) -> dict:
    viewers = [Viewer(), Viewer(judge=True), *(Viewer(seat=p) for p in match.config.players)]
    return {"number": match.number, "hidden": {v: module.hidden_from(match.state, _engine_viewer(v))
                                                for v in viewers},
            "tables": {v: table_for(match, v) for v in viewers}, "printed": printed_of(match),
            "title": module.title, "players": match.config.players}


def _engine_viewer(viewer: Viewer) -> str | None:
    return JUDGE if viewer.judge else viewer.seat


def frames(entry: tuple, seed: str = "layout-1", every: int = 25) -> tuple:
    game, options, _ = entry
    return sampled(game, tuple(sorted(options.items())), seed, every)


def draw(frame: dict, viewer: Viewer, lang: str) -> Picture:
    return render(frame["tables"][viewer], lang=lang, viewer=viewer, printed=frame["printed"],
                  title=frame["title"], match_id=42, names={p: f"Player {p}" for p in frame["players"]})


def all_faces(face: Face):
    yield face
    for attached in face.attached:
        yield from all_faces(attached)


def expected_uids(table: Table, viewer: Viewer) -> list[int]:
    """The cards the viewer's picture must show face up, each once: every card of the
    play areas (and what is attached to it), small-card piles (resources, G) in full, the
    top card of a trash-like pile, and the hand to its owner (every hand to a judge)."""
    layout = LAYOUTS[table.game]
    chips = {key for key, style in layout.strip if style == "chips"}
    out: list[int] = []
    piles = [(seat.player, p) for seat in table.seats for p in seat.piles] + [(None, p) for p in table.shared]
    for owner, pile in piles:
        if pile.cards is None:
            continue
        if pile.private:
            if owner is not None and (viewer.judge or viewer.seat == owner):
                out += [f.uid for face in pile.cards for f in all_faces(face) if f.uid is not None]
        elif pile.summary and pile.key.split(".")[-1] not in chips:
            if pile.key.split(".")[-1] in layout.tops and pile.cards:
                out.append(pile.cards[-1].uid)
        else:
            out += [f.uid for face in pile.cards for f in all_faces(face) if f.uid is not None]
    return [uid for uid in out if uid is not None]


CARD_BOXES = (TILE, BACK, STACK, CHIP, SLOT, ATTACHED)


def check(picture: Picture, table: Table, viewer: Viewer, hidden: set[int], lang: str) -> list[str]:
    """Every problem of one picture ([] when it is right)."""
    problems: list[str] = []
    layout = picture.layout
    drawn = layout.uids()
    if set(drawn) & hidden:
        problems.append(f"hidden cards drawn: {sorted(set(drawn) & hidden)}")
    want = expected_uids(table, viewer)
    for uid in set(want) | set(drawn):
        if drawn.count(uid) != 1 or uid not in want:
            problems.append(f"card {uid} drawn {drawn.count(uid)} times (expected {want.count(uid)})")
    boxes = [e for e in layout.of(*CARD_BOXES) if not (e.kind == ATTACHED and e.count)]
    for a, b in itertools.combinations(boxes, 2):
        if a.box.overlaps(b.box):
            problems.append(f"{a.kind} {a.uid or a.pile} overlaps {b.kind} {b.uid or b.pile}: {a.box} {b.box}")
    page = Box0(layout.width, layout.height)
    for element in layout.of(TEXT):
        if element.ink is None or not element.box.contains(element.ink, slack=2):
            problems.append(f"text {element.text!r} ({element.role}) outside its box: {element.ink} "
                            f"not in {element.box}")
        if element.ink is not None and not page.contains(element.ink):
            problems.append(f"text {element.text!r} off the picture")
        if element.missing:
            problems.append(f"text {element.text!r} lacks glyphs for {element.missing!r}")
    if len(picture.png) > MAX_PNG:
        problems.append(f"PNG of {len(picture.png) // 1024} KB")
    if lang != "en":
        problems += untranslated(layout)
    return problems


def Box0(width: int, height: int):
    from bot.render.picture.layout import Box
    return Box(0, 0, width, height)


# Words of a fixed phrase the picture says (labels, zone and slot names, phases, tags,
# card types, keywords, decisions) must be the reader's language: what stays Latin are
# card and player names (drawn with other roles), numbers and the printed abbreviations.
_FIXED_ROLES = {"label", "slot", "kind", "phase", "deciding", "title", "action", "team", "out", "state",
                "badge", "result", "level"}
_ALLOWED = re.compile(r"(?<![A-Za-z])(?:Lv|BP|EX|PS|G|TCG|NEX-A|ACE|SINGLE|DOUBLE|TRIPLE|QUAD|Player [A-D])(?![A-Za-z])")


def untranslated(layout) -> list[str]:
    out = []
    for element in layout.of(TEXT):
        if element.role not in _FIXED_ROLES:
            continue
        rest = _ALLOWED.sub("", element.text).split("→")[0]  # a keyword's "→ Kestrel" is a card's name
        if re.search(r"[A-Za-z]{3,}", rest):
            out.append(f"{element.role} text {element.text!r} is not translated")
    return out
