"""Colours and sizes. Sizes are pixels of the rendered image, which Discord shows at about
half size on a phone (≈ 400 px wide): a 20 px name reads as 10 px there."""

from __future__ import annotations

from functools import cache

from PIL import Image

Colour = tuple[int, int, int]

TABLE = (27, 38, 46)  # the felt
PANEL = (36, 50, 61)  # a seat's panel
PANEL_EDGE = (58, 77, 92)
AREA = (44, 61, 74)  # a zone's ground
AREA_EDGE = (72, 94, 110)
INK = (234, 240, 244)  # words on the felt
INK_DIM = (160, 176, 188)
CARD = (246, 243, 236)  # a tile's face
RESTED = (206, 211, 220)  # a turned (rested / rolled) tile's face: told apart at a glance, even small
CARD_INK = (28, 30, 34)
CARD_DIM = (96, 100, 108)
BACK = (46, 70, 122)  # a card back
BACK_EDGE = (200, 210, 230)
BACK_MARK = (78, 104, 160)
DECIDING = (242, 193, 78)  # who must act
ACTIVE = (120, 200, 140)  # whose turn
UP = (22, 130, 58)  # a value above the printed one
DOWN = (200, 40, 40)  # below it
DAMAGE = (205, 38, 38)
BADGE = (55, 62, 76)
BADGE_INK = (250, 250, 250)
ARROW = (242, 92, 54)
OUT = (90, 90, 90)
TOKEN = (140, 90, 200)

# Card colours by the games' colour words (their card files' values).
COLOURS: dict[str, Colour] = {
    "blue": (47, 111, 214), "green": (46, 158, 79), "red": (214, 59, 59), "white": (176, 184, 196),
    "purple": (138, 79, 199), "yellow": (222, 176, 30), "black": (52, 52, 56), "brown": (139, 90, 43),
}
# Frames for cards without a colour, by card type (UCG's characters, a resource, …).
KINDS: dict[str, Colour] = {
    "ultraman": (200, 60, 60), "kaiju": (120, 80, 170), "mecha": (70, 120, 160), "scene": (40, 150, 140),
    "resource": (120, 130, 140), "flagship": (200, 160, 50), "cube": (120, 130, 140),
}
NEUTRAL = (130, 136, 146)

# Sizes (render pixels)
TILE_W, TILE_H = 120, 166  # a card standing; turned it is TILE_W × TURNED_H
TURNED_H = 100
TAB_H = 24  # a card attached under a tile shows this much
GAP = 6
STACK_W, STACK_H = 62, 86
CHIP_W, CHIP_H = 22, 32
NAME = 20  # a tile's name (min NAME_MIN)
NAME_MIN = 16
STATS = 28  # AP/HP, BP, power
SMALL = 15
LABEL = 17
HEADER = 22
TITLE = 24


@cache
def palette() -> Image.Image:
    """The fixed palette every picture is mapped to (mapping to a fixed palette costs ~3 ms;
    an adaptive one ~25–130 ms): every colour above, and the shades antialiased words and
    edges leave between the colours they are drawn on and with, picked by octree from a
    swatch of those blends (made once per process)."""
    solid = [TABLE, PANEL, PANEL_EDGE, AREA, AREA_EDGE, INK, INK_DIM, CARD, RESTED, CARD_INK, CARD_DIM, BACK,
             BACK_EDGE, BACK_MARK, DECIDING, ACTIVE, UP, DOWN, DAMAGE, BADGE, BADGE_INK, ARROW, OUT, TOKEN,
             NEUTRAL, *COLOURS.values(), *KINDS.values()]
    grounds = [TABLE, PANEL, AREA, CARD, RESTED, BACK, BADGE, DECIDING, DAMAGE, TOKEN, NEUTRAL,
               *COLOURS.values(), *KINDS.values()]
    inks = [INK, INK_DIM, CARD_INK, CARD_DIM, BADGE_INK, UP, DOWN, DECIDING, ACTIVE, ARROW, CARD, BACK_EDGE,
            BACK_MARK, AREA_EDGE, PANEL_EDGE]
    swatch = Image.new("RGB", (len(grounds) * len(inks), 16))
    pixels = swatch.load()
    for g, ground in enumerate(grounds):
        for i, ink in enumerate(inks):
            for step in range(16):
                a = step / 15
                pixels[g * len(inks) + i, step] = tuple(round(x * a + y * (1 - a))
                                                        for x, y in zip(ink, ground, strict=True))
    picked = swatch.quantize(colors=256 - len(solid), method=Image.Quantize.FASTOCTREE,
                             dither=Image.Dither.NONE)
    colours = list(dict.fromkeys(solid))
    flat = picked.getpalette()[: 3 * (256 - len(colours))]
    colours += [tuple(flat[n:n + 3]) for n in range(0, len(flat), 3)]
    out = Image.new("P", (1, 1))
    out.putpalette([c for colour in colours[:256] for c in colour] + [0] * (3 * (256 - len(colours[:256]))))
    return out
