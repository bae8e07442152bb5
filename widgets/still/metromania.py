"""The still picture of a Metromania city (a game's or a sandbox's state), from the live board's own data
(`widgets.metromania.picture`): the hexagon, the kinds of triangle, the lattice, the arrows, every line (its owner's
colour, solid or dashed, nudged off its edge), the start markers and the stations. A location marker laid face down
shows as "?", as on the board, and the letters in hand are never drawn (MM-VAR-1)."""

from __future__ import annotations

from gamekit.i18n import _
from gamekit.metromania.words import spot_letter
from gamekit.render.svg import Drawing
from widgets.metromania.picture import (
    DASHES,
    KIND_STYLES,
    PLAIN,
    X_RANGE,
    Y_RANGE,
    _arrow_angle,
    _centre,
    _corners,
    _lattice_lines,
    nudge,
)
from widgets.palette import seat_style

SCALE = 40  # as MetroPicture, the lessons' still picture


def draw(state) -> str:
    city = state.city
    lines = sum(bool(line.path) for line in state.lines)
    picture = Drawing(X_RANGE, Y_RANGE, SCALE, title=_("the city: {n} lines").format(n=lines))
    picture.polygon([city.pos(corner) for corner in _corners(city)], PLAIN)
    for t, kind in enumerate(city.kinds):
        if kind is not None:
            corners, style = [city.pos(v) for v in sorted(city.triangles[t])], KIND_STYLES[kind]
            picture.polygon(corners, style.colour)
            picture.hatch(corners, style.hatch, style.ink, 0.25)
    for run in _lattice_lines(city):
        picture.line(run, "#C8C8C8", 1, cap="butt")
    laid = {m.spot: m.letter if m.shown else "?" for m in state.markers if m.spot is not None}
    for spot, t in city.spots.items():
        xs, ys = zip(*(city.pos(v) for v in city.triangles[t]))
        style = KIND_STYLES[city.kinds[t]]
        text = spot_letter(city.kinds[t]) + (f" {laid[spot]}" if spot in laid else "")
        picture.text((sum(xs) / 3, sum(ys) / 3), text, 9, style.ink, bold=True)
    for kind in ("park", "lake"):
        picture.text(_centre(city, kind), _(kind), 10, KIND_STYLES[kind].ink, bold=True)
    for v, (colour, side) in sorted(city.arrows.items()):
        fill = "#FFFFFF" if colour == "white" else "#000000"
        picture.marker(city.pos(v), "triangle", 13, fill, width=1.5, angle=_arrow_angle(colour, side))
    starts = []
    for k, line in enumerate(state.lines):
        if not line.path:
            continue
        dx, dy = nudge(k)
        style = seat_style(line.owner)
        points = [city.pos(v) for v in line.path]
        dash = DASHES[line.set]
        picture.line(
            [(x + dx, y + dy) for x, y in points],
            style.colour,
            4,
            None if dash == "solid" else " ".join(map(str, dash)),
            "butt",
        )
        starts.append((points[0], str(line.owner + 1), style, ("square", "diamond")[line.set]))
    for at, text, style, marker in starts:
        picture.marker(at, marker, 16, style.colour)
        picture.text(at, text, 10, style.ink, bold=True)
    for stop in state.stations:
        picture.marker(city.pos(stop.vertex), "circle", 12, "#FFFFFF", width=2.5)
    return picture.svg()
