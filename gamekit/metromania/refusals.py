"""Why a tunnel segment is refused, in words: the sentences for the rule that dig.Dig.blocker names, and the
checks of the room for the segment's marker and of the location marker laid with it. MM-GRID-1, MM-LINE-1,
MM-LINE-2, MM-LINE-3, MM-LINE-4, MM-LINE-6, MM-LINE-7, MM-END-1, MM-END-2, MM-END-3, MM-LOC-1, MM-LOC-2,
MM-LOC-3, MM-LOC-4, MM-VAR-4, MM-VAR-6, MM-GAP-2.
"""

from __future__ import annotations

from gamekit.core import IllegalMove
from gamekit.i18n import N_, _
from gamekit.metromania.dig import Dig
from gamekit.metromania.lines import TUNNELS
from gamekit.metromania.markers import usable_letters
from gamekit.metromania.words import kind_word, line_phrase

# The sentence for each rule `Dig.blocker` names: {line} the line, {a} -> {b} the segment, {end} the line's end.
REASONS = {
    "MM-LINE-1": N_("Your {line} has not started yet: start it on a white arrow first."),
    "MM-END-3": N_("Your {line} is finished: it reached the end arrow at {end}."),
    "MM-LINE-2": N_("A line grows only from its end, and your {line} ends at {end}, not at {a}."),
    "MM-GRID-1": N_("{a} and {b} are not the two ends of one edge of the small triangles: tunnels run along edges."),
    "MM-LINE-6": N_("Your {line} has used all {n} of its tunnel markers."),
    "MM-LINE-4": N_("Your {line} already passes {b}: a line may not touch itself, loop or run along itself."),
    "MM-LINE-7": N_(
        "{b} is a start arrow: a line may touch an arrow only at its own start or end, so it may not block arrows."
    ),
    "MM-END-1": N_(
        "The end arrow at {b} already holds another line's end marker: a line ends only on an empty one, and may not"
        " touch a taken one."
    ),
    "MM-LINE-3": N_("Your {line} would turn at an acute angle at {a}, and there is no station there."),
    "MM-END-2": N_(
        "Your {line} may not end at {b}: a line ends on the half of the city opposite its start while it can still"
        " get to a free end arrow there."
    ),
}


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
    path, v = work.paths[k], work.city.vertices
    end = v[path[-1]] if path else None
    return IllegalMove(_(REASONS[rule]).format(line=line_phrase(k % 2), a=v[a], b=v[b], end=end, n=TUNNELS), rule)


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
            names = _(" or ").join(str(city.spot_at[t]) for t in spots)
            if work.blind:
                return IllegalMove(
                    _(
                        "The only room for that tunnel is spot {spots}: dig there by naming it (spot=...), which needs"
                        " a destination counter on it."
                    ).format(spots=names),
                    "MM-VAR-4",
                )
            return IllegalMove(
                _(
                    "The only room for that tunnel is spot {spots}: a tunnel on a spot needs one of your location"
                    " markers of its type, so name the spot and the letter (spot=..., letter=...)."
                ).format(spots=names),
                "MM-LOC-1",
            )
        if not city.open_sides[city.hops[a, b][0]]:
            return IllegalMove(_("That edge runs through the park or the lake, where nobody may build."), "MM-LOC-4")
        return IllegalMove(
            _(
                "There is no room for that tunnel: each tunnel needs a triangle of its own beside its edge, and the"
                " tunnels around take them all (an edge carries at most two lines)."
            ),
            "MM-GAP-2",
        )
    if work.little:
        return IllegalMove(_("My little subway uses no location markers, so a move names no spot."), "MM-VAR-6")
    target = city.spots.get(spot)
    if target not in spots:
        return IllegalMove(
            _("Spot {spot} is not a free triangle beside the edge {a} to {b}.").format(
                spot=spot, a=city.vertices[a], b=city.vertices[b]
            ),
            "MM-LOC-1",
        )
    if work.marker_laid:
        return IllegalMove(
            _("You have already laid a location marker this move, and a move lays at most one."), "MM-LOC-2"
        )
    if work.blind:
        if letter is not None:
            return IllegalMove(
                _(
                    "In Running blind & wild you dig up the counter lying on the spot: its letter is revealed, not"
                    " chosen, so leave letter out."
                ),
                "MM-VAR-4",
            )
        if not any(m.spot == spot and not m.shown for m in work.markers):
            return IllegalMove(
                _("Spot {spot} holds no destination counter, and digging on such a spot is forbidden.").format(
                    spot=spot
                ),
                "MM-VAR-4",
            )
        return None
    if letter not in usable_letters(work.markers, city, work.seat, spot):
        kind = city.kinds[target]
        if letter is None:
            return IllegalMove(
                _("Say which of your {kind} markers you lay on {spot} (letter=...).").format(
                    kind=kind_word(kind, "genitive plural"), spot=spot
                ),
                "MM-LOC-1",
            )
        if not any(
            m.holder == work.seat and m.spot is None and m.letter == letter and m.kind == kind for m in work.markers
        ):
            return IllegalMove(
                _(
                    "You hold no {kind} marker {letter} to lay on {spot}: a tunnel on a spot needs one of your own"
                    " markers of the spot's type."
                ).format(kind=kind_word(kind, "genitive"), letter=letter, spot=spot),
                "MM-LOC-1",
            )
        return IllegalMove(
            _("Marker {letter} may not go on {spot}: the other marker {letter} lies on a spot it touches.").format(
                letter=letter, spot=spot
            ),
            "MM-LOC-3",
        )
    return None
