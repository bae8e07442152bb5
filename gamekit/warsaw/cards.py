"""The 60 project cards (karty projektów) and their functions (funkcje), read from data/cards.toml and checked
when loaded (W-COMP-9, W-CARD-1, W-CARD-2, W-CARD-3, W-CARD-4, W-FUNC-2, W-FUNC-4, W-ZONE-1, W-ZONE-2; our
reconstruction, W-GAP-2, W-GAP-3, W-GAP-27).

A card has a name, a stage, a building type, printed points (none for industrial cards, W-IND-1), a zone
restriction ("any", "urban", "suburban", or "historic" with its site) and a function. A function is a
style (no effect but the building's style), permanent (income every round), once per game, or a reaction
to another player's action.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from importlib import resources
from types import MappingProxyType
from typing import TYPE_CHECKING

from gamekit.i18n import _
from gamekit.warsaw.buildings import STYLES, DataError
from gamekit.warsaw.map import MAP, Hex

if TYPE_CHECKING:
    from gamekit.schemas import warsaw as schema

DECK_SIZE, STAGE_SIZE = 60, 30  # W-COMP-9; 30 a stage is our split (W-GAP-2)
# One wooden building for each card, of the card's type (W-COMP-12): a card's `kind` is its building, and the 60
# never run out (W-GAP-22). The zones, resources, function kinds (W-FUNC-2, W-FUNC-4; our W-GAP-3), effects and
# triggers a card may name are in its schema (gamekit/schemas/warsaw.py).


@dataclass(frozen=True, slots=True)
class Function:
    """A card's function: `kind` is style, permanent, once or reaction; `gain` the resources it gives (for a
    permanent one, every round), `draw` the cards it draws, `effect` a special effect, `trigger` the other
    player's action a reaction answers."""

    id: str
    name: str
    kind: str
    style: str | None = None
    gain: tuple[tuple[str, int], ...] = ()
    draw: int = 0
    effect: str | None = None
    trigger: str | None = None

    @property
    def label(self) -> str:
        """The function's name and what it does, in the language shown (`name` is the data file's English)."""
        return _(self.name)


@dataclass(frozen=True, slots=True)
class ProjectCard:
    """A project card. `points` is None for an industrial card (it scores by its neighbours); `zone` None
    means anywhere; `site` is the historic site of a historic card; `real` says the name is a real
    Warsaw building of 1945-1980."""

    id: int
    name: str
    stage: int
    kind: str
    points: int | None
    zone: str | None
    site: Hex | None
    function: Function
    real: bool

    @property
    def style(self) -> str | None:
        return self.function.style

    def __str__(self) -> str:
        return _("{name} (card {number})").format(name=_(self.name), number=self.id)


def load_cards(text: str) -> tuple[Mapping[int, ProjectCard], Mapping[str, Function]]:
    """Read cards.toml, checked against its schema (gamekit/schemas/warsaw.py), then the deck as a whole; any problem
    raises DataError saying which card and what."""
    from gamekit.schemas import read_toml
    from gamekit.schemas.warsaw import CardsFile

    data = read_toml(text, CardsFile, "cards.toml", DataError)
    functions = {key: _function(key, entry) for key, entry in data.function.items()}
    cards: dict[int, ProjectCard] = {}
    for entry in data.card:
        card = _card(entry, functions)
        if card.id in cards:
            raise DataError(f"cards.toml: card {card.id} appears twice")
        cards[card.id] = card
    if sorted(cards) != list(range(1, DECK_SIZE + 1)):
        raise DataError(f"cards.toml must number its {DECK_SIZE} cards 1 to {DECK_SIZE} (W-COMP-9)")
    for stage in (1, 2):
        if sum(c.stage == stage for c in cards.values()) != STAGE_SIZE:
            raise DataError(f"cards.toml: stage {stage} needs {STAGE_SIZE} cards (W-GAP-2)")
    sites = sorted(c.site for c in cards.values() if c.site is not None)
    if sites != sorted(MAP.historic_buildings):
        raise DataError("cards.toml: each of the map's 4 historic sites needs exactly one historic card (W-CARD-4)")
    for style in STYLES:
        if not any(c.style == style for c in cards.values()):
            raise DataError(f"cards.toml: some card needs the {style} style function (W-CARD-3)")
    return MappingProxyType(cards), MappingProxyType(functions)


def _function(key: str, entry: schema.Function) -> Function:
    """A function whose fields the schema has checked, and the fields its kind needs or forbids."""
    given = {name for name in ("style", "income", "gain", "effect", "trigger") if getattr(entry, name) is not None}
    wanted = {"style": {"style"}, "permanent": {"income"}, "once": set(), "reaction": {"trigger"}}[entry.kind]
    if not wanted <= given:
        raise DataError(f"cards.toml: a {entry.kind} function ({key!r}) needs {', '.join(sorted(wanted))}")
    if entry.kind in ("style", "permanent") and (given != wanted or entry.draw):
        raise DataError(f"cards.toml: a {entry.kind} function ({key!r}) has only {', '.join(sorted(wanted))}")
    if entry.effect is not None and entry.kind != "once":
        raise DataError(f"cards.toml: function {key!r}: only a once function has an effect")
    gain = tuple(sorted((entry.income or entry.gain or {}).items()))
    if entry.kind in ("once", "reaction", "permanent") and not (gain or entry.draw or entry.effect):
        raise DataError(f"cards.toml: function {key!r} does nothing: give it a gain, a draw or an effect")
    return Function(key, entry.name, entry.kind, entry.style, gain, entry.draw, entry.effect, entry.trigger)


def _card(entry: schema.Card, functions: Mapping[str, Function]) -> ProjectCard:
    """A card whose fields the schema has checked, checked against its function, its points and the map."""
    what = f"cards.toml: card {entry.id}"
    if entry.kind == "industrial" and entry.points is not None:
        raise DataError(
            f"{what}: an industrial card has no printed points; it scores 2 + 1 per unbuilt neighbour (W-IND-1)"
        )
    if entry.kind != "industrial" and entry.points is None:
        raise DataError(f"{what}: the points must be a whole number 0-9 (W-CARD-1)")
    if entry.function not in functions:
        raise DataError(f"{what}: there is no function {entry.function!r}")
    site = _site(what, entry)
    function = functions[entry.function]
    if site is not None and (entry.stage != 1 or function.style != MAP.historic_buildings[site].style):
        raise DataError(f"{what}: a historic card belongs to stage I (W-GAP-27) and has its site's style")
    zone = None if entry.zone == "any" else entry.zone
    return ProjectCard(entry.id, entry.name, entry.stage, entry.kind, entry.points, zone, site, function, entry.real)


def _site(what: str, entry: schema.Card) -> Hex | None:
    if entry.zone != "historic":
        if entry.site is not None:
            raise DataError(f"{what}: only a historic card has a site")
        return None
    site = entry.site
    if site is None or site not in MAP.historic_buildings:
        raise DataError(f"{what}: a historic card names its site, one of {sorted(MAP.historic_buildings)} (W-ZONE-2)")
    shown = MAP.historic_buildings[site]
    if (shown.name, shown.kind) != (entry.name, entry.kind):
        raise DataError(f"{what}: the map shows {shown.name} ({shown.kind}) on site {site} (W-CARD-4)")
    return site


CARDS, FUNCTIONS = load_cards(resources.files(__package__).joinpath("data/cards.toml").read_text("utf-8"))
