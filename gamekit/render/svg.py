"""A tiny SVG writer for the still pictures: plot coordinates (y upward, as on the live boards) mapped to pixels.

`Drawing(x_range, y_range, scale)` maps a plot point to the pixel a live board's canvas draws it at (the same sum as
`BoardView.canvas_point`), so a still picture and the board it copies line up. Sizes given in pixels (markers, text,
line widths, offsets) are the bokeh glyphs' own. Pure string building: no bokeh, no third-party library.
"""

from __future__ import annotations

import html
import math
from collections.abc import Iterable, Sequence

Point = tuple[float, float]
SQRT3 = math.sqrt(3)
# A marker's outline as (angle in degrees, radius as a share of the marker's half size), around its centre.
_OUTLINES: dict[str, tuple[tuple[float, float], ...]] = {
    "square": tuple((45 + 90 * k, math.sqrt(2) * 0.85) for k in range(4)),
    "diamond": tuple((90 * k, 1.0) for k in range(4)),
    "triangle": tuple((90 + 120 * k, 1.0) for k in range(3)),
    "inverted_triangle": tuple((-90 + 120 * k, 1.0) for k in range(3)),
    "hex": tuple((60 * k, 1.0) for k in range(6)),
    "star": tuple((90 + 36 * k, 1.0 if k % 2 == 0 else 0.42) for k in range(10)),
}


# Bokeh's hatch patterns drawn on an 8-pixel tile (the live boards' non-colour cue for kinds and zones); others: none.
_HATCHES = {
    "dot": '<circle cx="4" cy="4" r="1.2" fill="{ink}"/>',
    "ring": '<circle cx="4" cy="4" r="2.2" fill="none" stroke="{ink}"/>',
    "horizontal_line": '<path d="M0 4H8" stroke="{ink}"/>',
    "vertical_line": '<path d="M4 0V8" stroke="{ink}"/>',
    "cross": '<path d="M0 4H8M4 0V8" stroke="{ink}"/>',
    "right_diagonal_line": '<path d="M0 8L8 0M-2 2L2 -2M6 10L10 6" stroke="{ink}"/>',
    "left_diagonal_line": '<path d="M0 0L8 8M-2 6L2 10M6 -2L10 2" stroke="{ink}"/>',
    "diagonal_cross": '<path d="M0 8L8 0M0 0L8 8" stroke="{ink}"/>',
    "horizontal_wave": '<path d="M0 4Q2 2 4 4T8 4" fill="none" stroke="{ink}"/>',
}


def _num(value: float) -> str:
    return f"{value:.1f}".rstrip("0").rstrip(".")


def _attrs(**attrs: object) -> str:
    """SVG attributes from keywords (`stroke_width` → stroke-width); None values are left out."""
    return "".join(
        f' {name.replace("_", "-")}="{html.escape(str(value), quote=True)}"'
        for name, value in attrs.items()
        if value is not None
    )


def _lines(text: str, x: float) -> str:
    """Text of one or more lines ("\n"), the block centred on its point as bokeh centres a multi-line label."""
    rows = text.split("\n")
    if len(rows) == 1:
        return html.escape(text)
    first = f"{-(len(rows) - 1) / 2 * 1.15:.3f}em"
    return "".join(
        f'<tspan x="{_num(x)}" dy="{first if i == 0 else "1.15em"}">{html.escape(row)}</tspan>'
        for i, row in enumerate(rows)
    )


class Drawing:
    """One SVG picture of the plane window `x_range` × `y_range` at `scale` pixels a plot unit."""

    def __init__(self, x_range: Sequence[float], y_range: Sequence[float], scale: float, title: str = "") -> None:
        self.x0, self.x1 = x_range
        self.y0, self.y1 = y_range
        self.scale = scale
        self.title = title
        self.parts: list[str] = []
        self.patterns: dict[str, str] = {}  # pattern id → its <pattern> element

    def point(self, x: float, y: float) -> Point:
        """The pixel (from the top left corner) where plot point (x, y) is drawn."""
        return (x - self.x0) * self.scale, (self.y1 - y) * self.scale

    def _points(self, points: Iterable[Point]) -> str:
        return " ".join(f"{_num(px)},{_num(py)}" for px, py in (self.point(x, y) for x, y in points))

    def polygon(self, points: Iterable[Point], fill: str, stroke: str | None = None, width: float = 1, **more) -> None:
        """A closed shape through plot points."""
        self.parts.append(
            f"<polygon{_attrs(points=self._points(points), fill=fill, stroke=stroke, stroke_width=width, **more)}/>"
        )

    def hatch(self, points: Iterable[Point], hatch: str | None, ink: str, alpha: float = 0.5) -> None:
        """Lay bokeh's `hatch` pattern (in `ink`, at `alpha`) over the shape through `points`; no-op for "blank"."""
        if hatch not in _HATCHES:
            return
        key = f"gk-hatch-{hatch}-{ink.lstrip('#')}-{round(alpha * 100)}"
        self.patterns[key] = (
            f'<pattern id="{key}" width="8" height="8" patternUnits="userSpaceOnUse">'
            f'<g opacity="{alpha}">{_HATCHES[hatch].format(ink=html.escape(ink))}</g></pattern>'
        )
        self.polygon(points, f"url(#{key})")

    def hexagon(self, centre: Point, size: float, fill: str, stroke: str | None = None, width: float = 1, **more):
        """A pointy-topped hexagon of `size` plot units (centre to corner), as bokeh's `hex_tile` draws it."""
        self.polygon(hex_corners(centre, size), fill, stroke, width, **more)

    def hex_hatch(self, centre: Point, size: float, hatch: str | None, ink: str, alpha: float = 0.5) -> None:
        """A hexagon's hatch (see `hatch`)."""
        self.hatch(hex_corners(centre, size), hatch, ink, alpha)

    def rect(self, centre: Point, w: float, h: float, fill: str, stroke: str | None = None, width: float = 1) -> None:
        """A rectangle `w` × `h` plot units around `centre`."""
        x, y = centre
        self.polygon(
            [(x - w / 2, y - h / 2), (x + w / 2, y - h / 2), (x + w / 2, y + h / 2), (x - w / 2, y + h / 2)],
            fill,
            stroke,
            width,
        )

    def line(self, points: Sequence[Point], colour: str, width: float, dash: str | None = None, cap: str = "round"):
        """A line through plot points, `width` pixels wide; `dash` an SVG dash array ("9 6")."""
        self.parts.append(
            "<polyline"
            + _attrs(
                points=self._points(points),
                fill="none",
                stroke=colour,
                stroke_width=width,
                stroke_dasharray=dash,
                stroke_linecap=cap,
                stroke_linejoin="round",
            )
            + "/>"
        )

    def marker(
        self,
        centre: Point,
        kind: str,
        size: float,
        fill: str,
        stroke: str = "#000000",
        width: float = 1,
        angle: float = 0,
    ) -> None:
        """A bokeh-style marker `size` pixels across at a plot point ("circle", "square", "triangle", "diamond",
        "hex", "star"…; any other is drawn as a circle), turned by `angle` radians counter-clockwise."""
        px, py = self.point(*centre)
        if kind not in _OUTLINES:
            circle = _attrs(cx=_num(px), cy=_num(py), r=_num(size / 2), fill=fill, stroke=stroke, stroke_width=width)
            self.parts.append(f"<circle{circle}/>")
            return
        turn = math.degrees(angle)
        points = " ".join(
            f"{_num(px + size / 2 * share * math.cos(math.radians(a + turn)))},"
            f"{_num(py - size / 2 * share * math.sin(math.radians(a + turn)))}"
            for a, share in _OUTLINES[kind]
        )
        self.parts.append(f"<polygon{_attrs(points=points, fill=fill, stroke=stroke, stroke_width=width)}/>")

    def text(
        self,
        at: Point,
        text: str,
        size: float = 10,
        colour: str = "#000000",
        bold: bool = False,
        offset: Point = (0, 0),
        anchor: str = "middle",
        baseline: str = "central",
    ) -> None:
        """Text at a plot point, `size` pixels high, moved by `offset` pixels (right, down) as bokeh's x/y_offset."""
        if not text:
            return
        px, py = self.point(*at)
        self.parts.append(
            "<text"
            + _attrs(
                x=_num(px + offset[0]),
                y=_num(py + offset[1]),
                font_size=_num(size),
                fill=colour,
                font_weight="bold" if bold else None,
                text_anchor=anchor,
                dominant_baseline=baseline,
            )
            + f">{_lines(text, px + offset[0])}</text>"
        )

    def svg(self) -> str:
        """The picture as one `<svg>` element (its title read out by screen readers)."""
        w, h = (self.x1 - self.x0) * self.scale, (self.y1 - self.y0) * self.scale
        title = f"<title>{html.escape(self.title)}</title>" if self.title else ""
        return (
            f'<svg xmlns="http://www.w3.org/2000/svg" width="{_num(w)}" height="{_num(h)}"'
            f' viewBox="0 0 {_num(w)} {_num(h)}" role="img" font-family="sans-serif">'
            f"{title}<defs>{''.join(self.patterns.values())}</defs>{''.join(self.parts)}</svg>"
        )


def hex_corners(centre: Point, size: float) -> list[Point]:
    """The six corners of a pointy-topped hexagon of `size` plot units (centre to corner) around `centre`."""
    x, y = centre
    return [
        (x + size * math.cos(math.radians(30 + 60 * k)), y + size * math.sin(math.radians(30 + 60 * k)))
        for k in range(6)
    ]


def hex_centre(q: int, r: int, size: float) -> Point:
    """The plot point at the middle of axial hex (q, r) of a pointy-topped grid (bokeh's `hex_tile` convention)."""
    return size * SQRT3 * (q + r / 2), -size * 1.5 * r
