"""What a seat may not know in Metromania: the score sheet as a seat may see it, and the state with what it cannot
know drawn again. MM-VAR-1, MM-VAR-3, MM-VAR-4, MM-VAR-5, MM-MARK-2, MM-MARK-3, MM-GAP-22.

Only two variants hide anything, and only location-marker letters:
- Unfair Municipality (MM-VAR-1): the letters of the markers the other seats hold. Their types are seen (hands
  are drawn by type), a letter shows once its marker is laid, and each seat knows its own (MM-GAP-22).
- Running blind & wild (MM-VAR-3): the letters of the counters still face down in the city, hidden from all.
Elsewhere every letter is on the table (MM-MARK-3, MM-MARK-5, MM-VAR-2) or there are none (MM-VAR-6).

Which rows of the sheet can depend on them: the station points and the verification never; the test trips do
(who is guilty for a marker never laid, MM-TEST-6; which tests Running blind cancels, MM-VAR-5). So can the end
itself: a line blocked only because its owner holds no letter it may lay there (MM-LOC-3) counts towards the
end (MM-GEND-2), and a seat with no legal move passes (MM-GAP-15). A sheet that is not revealed therefore may
not turn into the final sheet when the game ends: in those two variants it stays the building-phase sheet until
the game is really over, and so does a preview of the move that ends it.
"""

from __future__ import annotations

import dataclasses
import random
from collections import defaultdict

from gamekit.core import Score
from gamekit.i18n import N_, _
from gamekit.metromania.markers import Marker
from gamekit.metromania.scoring import final_score, running_score

HIDING = ("unfair_municipality", "running_blind")  # the variants with letters someone may not see
UNREVEALED = N_(
    "The scoring phase (verification and the 7 test trips, MM-SCORE-1, MM-TEST-11) shows once the game is"
    " over: before that it could tell letters still hidden (MM-VAR-1, MM-VAR-3)."
)


def sheet(state, seat: int | None = None, reveal: bool | None = None) -> Score:
    """The sheet as `seat` may see it (None: a spectator). Revealed (by default once the game is over), the full
    sheet; else the building-phase sheet, which depends on no hidden letter, so it is the same for every seat.
    Where nothing is hidden, the final sheet shows as soon as the game is over, revealed or not."""
    if state.over if reveal is None else reveal:
        return final_score(state)
    if state.over and state.setup.variant not in HIDING:
        return final_score(state)
    score = running_score(state)
    return dataclasses.replace(score, notes=(_(UNREVEALED),)) if state.over else score


def resample(state, seat: int, rnd: random.Random):
    """The same state with the letters `seat` cannot see drawn again: in Unfair Municipality the other seats'
    markers in hand are dealt again among them, each keeping the types it holds and a hand of different letters
    (MM-MARK-2); in Running blind & wild the face-down counters change places with counters of the same type
    (MM-VAR-3). Laid markers, the board and `seat`'s own hand stay; once the game is over nothing is hidden."""
    if state.over or state.setup.variant not in HIDING:
        return state
    if state.setup.variant == "unfair_municipality":
        return dataclasses.replace(state, markers=_deal_hands_again(state.markers, seat, rnd))
    return dataclasses.replace(state, markers=_shuffle_counters(state.markers, rnd))


def _deal_hands_again(markers: tuple[Marker, ...], seat: int, rnd: random.Random) -> tuple[Marker, ...]:
    """Other seats' markers in hand given out again at random, each seat keeping the types of its hand, until
    no seat's hand (laid markers included) holds a letter twice: every such deal equally likely."""
    hidden = [m for m in markers if m.spot is None and m.holder != seat]
    by_kind: dict[str, list[Marker]] = defaultdict(list)
    for m in hidden:
        by_kind[m.kind].append(m)
    laid = defaultdict(set)
    for m in markers:
        if m.spot is not None:
            laid[m.holder].add(m.letter)
    while True:
        holders = {}
        for kind, group in by_kind.items():
            letters = [m.letter for m in group]
            rnd.shuffle(letters)
            # dealt over the holders in sorted order: the deal depends only on what `seat` knows and on `rnd`
            seats = sorted(m.holder for m in group if m.holder is not None)  # markers in hand: always held
            holders.update({(letter, kind): holder for letter, holder in zip(letters, seats)})
        hands = defaultdict(list)
        for (letter, _kind), holder in holders.items():
            hands[holder].append(letter)
        if all(
            len(set(letters) | laid[holder]) == len(letters) + len(laid[holder]) for holder, letters in hands.items()
        ):
            break
    return tuple(
        dataclasses.replace(m, holder=holders[m.letter, m.kind]) if (m.letter, m.kind) in holders else m
        for m in markers
    )


def _shuffle_counters(markers: tuple[Marker, ...], rnd: random.Random) -> tuple[Marker, ...]:
    """The face-down counters of each type change spots at random among themselves."""
    spots: dict[str, list[str | None]] = defaultdict(list)
    for m in markers:
        if not m.shown:
            spots[m.kind].append(m.spot)
    for places in spots.values():
        places.sort(key=lambda spot: spot or "")  # so the result tells nothing of which counter lies where
        rnd.shuffle(places)
    return tuple(m if m.shown else dataclasses.replace(m, spot=spots[m.kind].pop()) for m in markers)
