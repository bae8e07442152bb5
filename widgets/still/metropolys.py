"""The still picture of a Metropolys city (a game's or a sandbox's), from the live map's own data
(`widgets.metropolys.city_map`): the static layers, and the rows of buildings (height, never the number, M-AEND-2),
tokens and standing bids. The secret goals are never drawn."""

from __future__ import annotations

from gamekit.i18n import _
from gamekit.metropolys import CITY
from gamekit.render.svg import Drawing, hex_centre
from widgets.metropolys.city_map import (
    _STATIC,
    BRIDGE,
    OUTLINE,
    SIZE,
    X_RANGE,
    Y_RANGE,
    bid_row,
    building_row,
    token_row,
)

SCALE = 27  # the live board's pixels a plot unit


def _rows(data: dict[str, list]) -> list[tuple]:
    return list(zip(*data.values()))


def draw(state) -> str:
    """The city of `state`: a game state (with its tokens, bids and districts out of play) or a sandbox's."""
    auction = getattr(state, "auction", None)
    bids, high = (auction.bids, auction.high) if auction is not None else ((), None)
    unused = set(state.setup.unused) if hasattr(state, "setup") else set()
    tokens = state.tokens if hasattr(state, "setup") else {}
    picture = Drawing(X_RANGE, Y_RANGE, SCALE, title=_("the city: {n} buildings").format(n=len(state.built)))
    for q, r, fill, hatch in _rows(_STATIC["water"]):
        picture.hexagon(hex_centre(q, r, SIZE), SIZE, fill)
        picture.hex_hatch(hex_centre(q, r, SIZE), SIZE, hatch, "#FFFFFF")
    for q, r, fill, *_rest in _rows(_STATIC["hoods"]):
        picture.hexagon(hex_centre(q, r, SIZE), SIZE, fill, "#FFFFFF", 1.5)
    for n, district in CITY.nodes(data="district"):
        if district in unused:
            picture.hexagon(hex_centre(*CITY.nodes[n]["hex"], SIZE), SIZE, "#FFFFFF", fill_opacity=0.75)
            picture.hex_hatch(hex_centre(*CITY.nodes[n]["hex"], SIZE), SIZE, "cross", "#777777", 0.4)
    built = [building_row(n, owner, value) for n, owner, value in state.built]
    for q, r, fill, hatch, ink, *_rest in built:  # the owner's colour, hatch and letter
        picture.hexagon(hex_centre(q, r, SIZE), SIZE, fill, "#000000", fill_opacity=0.85)
        picture.hex_hatch(hex_centre(q, r, SIZE), SIZE, hatch, ink, 0.35)
    for xs, ys in _rows(_STATIC["outline"]):
        picture.line(list(zip(xs, ys)), OUTLINE, 2.5)
    for xs, ys, _name in _rows(_STATIC["bridges"]):
        picture.line(list(zip(xs, ys)), BRIDGE, 9, cap="butt")
    for x, y in _rows(_STATIC["monuments"]):
        picture.marker((x, y), "star", 15, "#000000", "#FFFFFF", 1.5)
    for x, y, label in _rows(_STATIC["lakes"]):
        picture.text((x, y), label, 10, "#FFFFFF", bold=True)
    for *_rest, x, y, label in _rows(_STATIC["hoods"]):
        picture.text((x, y), label, 8, "#333333", offset=(0, -13))
    for *_rest, ink, x, y, label in built:
        picture.text((x, y), label, 12, ink, bold=True)
    for x, y, marker, fill, letter, _name in (token_row(n, kind) for n, kind in sorted(tokens.items())):
        picture.marker((x, y), marker, 15, fill)
        picture.text((x, y), letter, 8, bold=True)
    for x, y, marker, fill, ink, _hatch, label, width in (bid_row(offer, offer == high) for offer in bids):
        picture.marker((x, y), marker, 27, fill, width=width)
        picture.text((x, y), label, 10, ink, bold=True)
    return picture.svg()
