"""Where a building may stand, and clearing rubble: a free, cleared hex (W-FOUND-2) in the card's zone
(W-ZONE-1), historic sites by stage (W-ZONE-2, W-ZONE-3, W-ZONE-4, W-CARD-4, W-STAGE-8), nothing on the right bank with
3 players (W-ZONE-5), and at most 15 buildings a player (W-COMP-7, W-GAP-22).
"""

from __future__ import annotations

import functools

from gamekit.core import IllegalMove
from gamekit.i18n import _
from gamekit.warsaw.board import PLAYER_HEXES, Board, hex_problem, owner_problem
from gamekit.warsaw.buildings import KINDS, STYLES
from gamekit.warsaw.map import MAP, Hex
from gamekit.warsaw.words import a_building, listed, zone_in

ZONES = ("urban", "suburban")  # a card's zone restriction (W-CARD-1, W-ZONE-1); None means anywhere


def building_problem(
    board: Board,
    players: int,
    stage: int,
    hex: Hex,
    kind: str,
    owner: int,
    style: str | None = None,
    zone: str | None = None,
    historic: bool = False,
) -> IllegalMove | None:
    """Why `owner` may not put a building of `kind` and `style`, from a card restricted to `zone`, on `hex`
    now; None if they may. `historic` asks for the historic building shown on that site."""
    problem = hex_problem(hex) or choice_problem(players, kind, owner, style, zone, historic)
    if problem is not None:
        return problem
    if players == 3 and MAP.bank(hex) == "right":
        return IllegalMove(
            _("With 3 players nothing may be built on the right bank, and {hex} is on it.").format(hex=hex), "W-ZONE-5"
        )
    if hex in board.built():
        return IllegalMove(_("Hex {hex} is not free: a building already stands there.").format(hex=hex), "W-FOUND-2")
    if hex in board.rubble:
        return IllegalMove(
            _("Hex {hex} is still covered by rubble: clear it before building there.").format(hex=hex), "W-FOUND-2"
        )
    if zone is not None and MAP.zone(hex) != zone:
        return IllegalMove(
            _("This card may be built only in the {zone} zone, and {hex} is {here}.").format(
                zone=zone_in(zone), hex=hex, here=zone_in(MAP.zone(hex))
            ),
            "W-ZONE-1",
        )
    site = MAP.historic_buildings.get(hex)
    if historic:
        if site is None:
            return IllegalMove(
                _("A historic building may be built only on its own site, and {hex} is not a historic site.").format(
                    hex=hex
                ),
                "W-ZONE-2",
            )
        if (kind, style) != (site.kind, site.style):
            return IllegalMove(
                _("The historic building of site {hex} is {name}, {building}, not {other}.").format(
                    hex=hex,
                    name=_(site.name),
                    building=a_building(site.kind, site.style),
                    other=a_building(kind, style),
                ),
                "W-CARD-4",
            )
    # W-ZONE-3 in stage I only: from stage II a site takes any urban building (W-ZONE-4, W-STAGE-8)
    if not historic and site is not None and stage == 1:
        return IllegalMove(
            _(
                "In stage I only {name} may be built on historic site {hex}; any urban building"
                " may go there from stage II."
            ).format(name=_(site.name), hex=hex),
            "W-ZONE-3",
        )
    if _built_by(board, owner) >= PLAYER_HEXES:
        return IllegalMove(
            _("Player {number} has built on all {count} of their hexes.").format(number=owner + 1, count=PLAYER_HEXES),
            "W-COMP-7",
        )
    return None


def _built_by(board: Board, owner: int) -> int:
    return sum(b.owner == owner for b in board.buildings)


def legal_hexes(
    board: Board, players: int, stage: int, kind: str, owner: int, style: str | None = None, zone: str | None = None
) -> frozenset[Hex]:
    """Every hex where `building_problem` allows this (non-historic) building now. Of its checks, only the free
    and cleared hex depends on both the hex and the board, so the others are asked once: the building's type,
    style, zone and owner and the owner's 15 hexes (W-COMP-7) for every hex, and the hex's bank, zone and
    historic site on an empty board (`_sites`)."""
    if choice_problem(players, kind, owner, style, zone) is not None or _built_by(board, owner) >= PLAYER_HEXES:
        return frozenset()
    return _sites(players, stage, zone) - board.built() - board.rubble


_EMPTY = Board(frozenset(), frozenset())


@functools.cache
def _sites(players: int, stage: int, zone: str | None) -> frozenset[Hex]:
    """The hexes where `building_problem` allows a non-historic building from a card restricted to `zone` on an
    empty board: those of the right bank with 3 players (W-ZONE-5), of the zone (W-ZONE-1), and no historic
    site in stage I (W-ZONE-3). None of these checks asks the building's type, style or owner."""
    return frozenset(
        h for h in MAP.hexes if building_problem(_EMPTY, players, stage, h, KINDS[0], 0, None, zone) is None
    )


def rubble_problem(board: Board, hex: Hex) -> IllegalMove | None:
    """Why there is no rubble to clear from `hex` (rubble lies only where set-up put it, W-SETUP-4), or None."""
    problem = hex_problem(hex)
    if problem is None and hex not in board.rubble:
        return IllegalMove(_("There is no rubble on {hex} to clear.").format(hex=hex), "W-SETUP-4")
    return problem


def choice_problem(
    players: int, kind: object, owner: object, style: object = None, zone: object = None, historic: object = False
) -> IllegalMove | None:
    """Why these are not a building's type, owner, style, zone restriction and historic flag, or None."""
    if kind not in KINDS:
        return IllegalMove(
            _("{kind} is not a building type: the types are {kinds}.").format(kind=repr(kind), kinds=", ".join(KINDS)),
            "W-CARD-2",
        )
    if style is not None and style not in STYLES:
        return IllegalMove(
            _("{style} is not a style: a building's style is None, {styles}.").format(
                style=repr(style), styles=listed(list(STYLES))
            ),
            "W-CARD-3",
        )
    if zone is not None and zone not in ZONES:
        return IllegalMove(
            _("{zone} is not a zone: a card may be restricted to the {zones} zone.").format(
                zone=repr(zone), zones=listed(list(ZONES))
            ),
            "W-ZONE-1",
        )
    if type(historic) is not bool:
        return IllegalMove(
            _("historic must be True or False, not {historic}.").format(historic=repr(historic)), "W-ZONE-2"
        )
    return owner_problem(owner, players)
