"""Why a tunnel segment is refused, in words: the sentences for the rule that dig.Dig.blocker names, and the
checks of the room for the segment's marker and of the location marker laid with it. MM-GRID-1, MM-LINE-1,
MM-LINE-2, MM-LINE-3, MM-LINE-4, MM-LINE-6, MM-LINE-7, MM-END-1, MM-END-2, MM-END-3, MM-LOC-1, MM-LOC-2,
MM-LOC-3, MM-LOC-4, MM-VAR-4, MM-VAR-6, MM-GAP-2.
"""

from __future__ import annotations

from gamekit.core import IllegalMove
from gamekit.metromania.dig import Dig
from gamekit.metromania.lines import LINE_NAMES, TUNNELS
from gamekit.metromania.markers import usable_letters


def segment_problem(
    work: Dig, k: int, a: int, b: int, spot: str | None = None, letter: str | None = None
) -> IllegalMove | None:
    """Why line `k` may not grow from vertex `a` to vertex `b` now (None if it may)."""
    return geometry_problem(work, k, a, b) or room_problem(work, a, b, spot, letter)


def geometry_problem(work: Dig, k: int, a: int, b: int) -> IllegalMove | None:
    """Everything but the room for the segment's marker and the location markers: `Dig.blocker` finds the
    rule the segment breaks, and this says it in words."""
    rule = work.blocker(k, a, b)
    if rule is None:
        return None
    path, name, v = work.paths[k], LINE_NAMES[k % 2], work.city.vertices
    reasons = {
        "MM-LINE-1": lambda: f"Your {name} line has not started yet: start it on a white arrow first.",
        "MM-END-3": lambda: f"Your {name} line is finished: it reached the end arrow at {v[path[-1]]}.",
        "MM-LINE-2": lambda: (
            f"A line grows only from its end, and your {name} line ends at {v[path[-1]]}, not at {v[a]}."
        ),
        "MM-GRID-1": lambda: (
            f"{v[a]} and {v[b]} are not the two ends of one edge of the small triangles: tunnels run along edges."
        ),
        "MM-LINE-6": lambda: f"Your {name} line has used all {TUNNELS} of its tunnel markers.",
        "MM-LINE-4": lambda: (
            f"Your {name} line already passes {v[b]}: a line may not touch itself, loop or run along itself."
        ),
        "MM-LINE-7": lambda: (
            f"{v[b]} is a start arrow: a line may touch an arrow only at its own start or"
            " end, so it may not block arrows."
        ),
        "MM-END-1": lambda: (
            f"The end arrow at {v[b]} already holds another line's end marker: a line ends"
            " only on an empty one, and may not touch a taken one."
        ),
        "MM-LINE-3": lambda: f"Your {name} line would turn at an acute angle at {v[a]}, and there is no station there.",
        "MM-END-2": lambda: (
            f"Your {name} line may not end at {v[b]}: a line ends on the half of the city"
            " opposite its start while it can still get to a free end arrow there."
        ),
    }
    return IllegalMove(reasons[rule](), rule)


def room_problem(work: Dig, a: int, b: int, spot: str | None, letter: str | None) -> IllegalMove | None:
    """Room for the segment's marker (MM-GAP-2, MM-LOC-4) and the location marker rules (MM-LOC-1, MM-LOC-2,
    MM-LOC-3, MM-VAR-4, MM-VAR-6)."""
    city = work.city
    plain, spots = work.sides(city.hops[a, b][0])
    if spot is None:
        if work.fits(plain):
            return None
        if spots and work.sandbox:
            return None
        if spots:
            names = " or ".join(str(city.spot_at[t]) for t in spots)
            if work.blind:
                return IllegalMove(
                    f"The only room for that tunnel is spot {names}: dig there by naming it"
                    " (spot=...), which needs a destination counter on it.",
                    "MM-VAR-4",
                )
            return IllegalMove(
                f"The only room for that tunnel is spot {names}: a tunnel on a spot needs one of"
                " your location markers of its type, so name the spot and the letter (spot=...,"
                " letter=...).",
                "MM-LOC-1",
            )
        if not city.open_sides[city.hops[a, b][0]]:
            return IllegalMove("That edge runs through the park or the lake, where nobody may build.", "MM-LOC-4")
        return IllegalMove(
            "There is no room for that tunnel: each tunnel needs a triangle of its own beside its"
            " edge, and the tunnels around take them all (an edge carries at most two lines).",
            "MM-GAP-2",
        )
    if work.little:
        return IllegalMove("My little subway uses no location markers, so a move names no spot.", "MM-VAR-6")
    target = city.spots.get(spot)
    if target not in spots:
        return IllegalMove(
            f"Spot {spot} is not a free triangle beside the edge {city.vertices[a]} to {city.vertices[b]}.", "MM-LOC-1"
        )
    if work.marker_laid:
        return IllegalMove(
            "You have already laid a location marker this move, and a move lays at most one.", "MM-LOC-2"
        )
    if work.blind:
        if letter is not None:
            return IllegalMove(
                "In Running blind & wild you dig up the counter lying on the spot: its letter is"
                " revealed, not chosen, so leave letter out.",
                "MM-VAR-4",
            )
        if not any(m.spot == spot and not m.shown for m in work.markers):
            return IllegalMove(
                f"Spot {spot} holds no destination counter, and digging on such a spot is forbidden.", "MM-VAR-4"
            )
        return None
    if letter not in usable_letters(work.markers, city, work.seat, spot):
        kind = city.kinds[target]
        if letter is None:
            return IllegalMove(f"Say which of your {kind} markers you lay on {spot} (letter=...).", "MM-LOC-1")
        if not any(
            m.holder == work.seat and m.spot is None and m.letter == letter and m.kind == kind for m in work.markers
        ):
            return IllegalMove(
                f"You hold no {kind} marker {letter} to lay on {spot}: a tunnel on a spot needs"
                " one of your own markers of the spot's type.",
                "MM-LOC-1",
            )
        return IllegalMove(
            f"Marker {letter} may not go on {spot}: the other marker {letter} lies on a spot it touches.", "MM-LOC-3"
        )
    return None
