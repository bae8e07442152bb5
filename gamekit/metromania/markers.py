"""Location markers (znaczniki lokalizacji) A-F: who gets which at set-up, by player count and variant, and which
letters may be laid on a spot. MM-COMP-9, MM-SETUP-3, MM-MARK-1, MM-MARK-2, MM-MARK-3, MM-MARK-4, MM-MARK-5,
MM-LOC-1, MM-LOC-3, MM-VAR-1, MM-VAR-2, MM-VAR-3, MM-VAR-6, MM-GAP-4, MM-GAP-5, MM-GAP-6, MM-GAP-28.

There are 12 markers, two per letter, each of a type (the pair table in data/city.toml). A marker in hand
has `spot` None; once laid on a spot of its type it stays there. `shown` says whether everyone sees its
letter: always in the standard game (MM-MARK-3), only once laid in Unfair Municipality (MM-VAR-1), and only
once dug up in Running blind & wild, where the counters start face down in the city with no holder (MM-VAR-3).
"""

from __future__ import annotations

from dataclasses import dataclass

from gamekit.core import rng
from gamekit.metromania.city import City
from gamekit.metromania.citydata import LETTERS, SPOT_KINDS, Data

# MM-VAR-2: No Corruption's fixed hands, "Player 1" first (seat 0), from the seed.
NO_CORRUPTION = {
    4: (
        ("A residential", "B commercial", "C entertainment"),
        ("D residential", "A commercial", "E entertainment"),
        ("F residential", "E commercial", "B entertainment"),
        ("C residential", "D commercial", "F entertainment"),
    ),
    3: (
        ("A residential", "D residential", "B commercial", "C entertainment"),
        ("C residential", "A commercial", "E commercial", "F entertainment"),
        ("F residential", "D commercial", "B entertainment", "E entertainment"),
    ),
}


@dataclass(frozen=True, slots=True)
class Marker:
    letter: str
    kind: str  # residential, commercial or entertainment
    holder: int | None  # the seat holding or owning it; None for a face-down counter in the city
    spot: str | None  # the spot it lies on, None while in hand
    shown: bool  # is its letter visible to everyone?


def all_markers(data: Data) -> list[tuple[str, str]]:
    """The 12 markers as (letter, type), from the pair table (MM-COMP-9)."""
    return [(letter, kind) for letter in LETTERS for kind in data.pairs[letter]]


def deal(data: Data, city: City, players: int, seed: int, variant: str) -> tuple[Marker, ...]:
    """The markers at the start of a game, in letter order (MM-MARK-1, MM-MARK-2, MM-MARK-3, MM-MARK-4,
    MM-MARK-5, MM-VAR-1, MM-VAR-2, MM-VAR-3, MM-VAR-6)."""
    if variant == "little_subway":
        return ()  # MM-VAR-6: destination counters are not used
    if variant == "running_blind":
        return _install(data, city, players, seed)
    if players == 2:  # MM-MARK-5: seat 0 takes the table's left column, seat 1 the right one
        hands = [[(letter, column[letter]) for letter in LETTERS] for column in data.two_players]
    elif variant == "no_corruption":
        hands = [[(letter, kind) for letter, kind in map(str.split, hand)] for hand in NO_CORRUPTION[players]]
    else:
        hands = _draw(data, players, seed)
    shown = variant != "unfair_municipality"  # MM-MARK-3, MM-VAR-1
    dealt = [Marker(letter, kind, seat, None, shown) for seat, hand in enumerate(hands) for letter, kind in hand]
    return tuple(sorted(dealt, key=lambda m: (m.letter, m.kind)))


def _draw(data: Data, players: int, seed: int) -> list[list[tuple[str, str]]]:
    """MM-MARK-1, MM-MARK-2, MM-MARK-4, MM-GAP-5, MM-GAP-6: one marker of each type per player, then with 3
    players one more of the 3 left over, every hand with different letters. Drawing, setting aside and
    drawing again until the hands are legal gives each legal deal the same chance as shuffling until all
    hands are legal, which we do."""
    rnd = rng(seed, "markers")
    # MM-SETUP-3: face down, the letters hidden, but each pool holds one type, as players draw by type
    pools = {kind: [m for m in all_markers(data) if m[1] == kind] for kind in SPOT_KINDS}
    while True:
        for pool in pools.values():
            rnd.shuffle(pool)
        hands = [[pools[kind][seat] for kind in SPOT_KINDS] for seat in range(players)]
        if players == 3:
            rest = [pools[kind][3] for kind in SPOT_KINDS]
            rnd.shuffle(rest)
            for hand, extra in zip(hands, rest):
                hand.append(extra)
        if all(len({letter for letter, _ in hand}) == len(hand) for hand in hands):
            return hands


def _install(data: Data, city: City, players: int, seed: int) -> tuple[Marker, ...]:
    """MM-VAR-3: in turn, each player lays a face-down counter drawn at random on a free spot of its type,
    until all 12 are in the city. The contract has no set-up moves, so the spot is drawn at random too."""
    rnd = rng(seed, "install")
    counters = all_markers(data)
    rnd.shuffle(counters)
    free = {kind: [s for s in city.spots if city.kinds[city.spots[s]] == kind] for kind in SPOT_KINDS}
    laid = []
    for letter, kind in counters:
        spot = rnd.choice(free[kind])
        free[kind].remove(spot)
        laid.append(Marker(letter, kind, None, spot, False))
    return tuple(sorted(laid, key=lambda m: (m.letter, m.kind)))


def usable_letters(markers: tuple[Marker, ...], city: City, seat: int, spot: str) -> list[str]:
    """The letters `seat` may lay on `spot`: a marker in hand of the spot's type (MM-LOC-1, MM-GAP-28) whose
    twin does not lie on a spot touching this one (MM-LOC-3)."""
    kind = city.kinds[city.spots[spot]]
    placed = {m.letter: m.spot for m in markers if m.spot is not None}
    return [
        m.letter
        for m in markers
        if m.holder == seat
        and m.spot is None
        and m.kind == kind
        and not (m.letter in placed and city.touching(placed[m.letter], spot))
    ]


def lay_marker(markers: tuple[Marker, ...], city: City, seat: int, spot: str, letter: str | None) -> tuple[Marker, ...]:
    """The markers once `seat` lays its marker `letter` of the spot's type on `spot` (MM-LOC-1); in Running
    blind & wild (letter None) the counter on the spot is turned letter up and its digger owns it (MM-VAR-4,
    MM-GAP-22)."""
    kind = city.kinds[city.spots[spot]]
    for i, m in enumerate(markers):
        if letter is None:
            laid = m.spot == spot
        else:
            laid = m.holder == seat and m.spot is None and m.letter == letter and m.kind == kind
        if laid:
            return markers[:i] + (Marker(m.letter, m.kind, seat, spot, True),) + markers[i + 1 :]
    return markers
