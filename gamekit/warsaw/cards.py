"""The 60 project cards (karty projektów) and their functions (funkcje), read from data/cards.toml and checked
when loaded (W-COMP-9, W-CARD-1, W-CARD-2, W-CARD-3, W-CARD-4, W-FUNC-2, W-FUNC-4, W-ZONE-1, W-ZONE-2; our
reconstruction, W-GAP-2, W-GAP-3, W-GAP-27).

A card has a name, a stage, a building type, printed points (none for industrial cards, W-IND-1), a zone
restriction ("any", "urban", "suburban", or "historic" with its site) and a function. A function is a
style (no effect but the building's style), permanent (income every round), once per game, or a reaction
to another player's action.
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from importlib import resources
from types import MappingProxyType

from gamekit.warsaw.buildings import KINDS, STYLES, DataError
from gamekit.warsaw.map import MAP, Hex

DECK_SIZE, STAGE_SIZE = 60, 30  # W-COMP-9; 30 a stage is our split (W-GAP-2)
# One wooden building for each card, of the card's type (W-COMP-12): a card's `kind` is its building, and the 60
# never run out (W-GAP-22).
CARD_ZONES = ("any", "urban", "suburban", "historic")
RESOURCES = ("fund", "concrete", "rubble")
FUNCTION_KINDS = ("style", "permanent", "once", "reaction")  # W-FUNC-2, W-FUNC-4; the kinds are our W-GAP-3
EFFECTS = ("extra_engineer", "free_metro")
TRIGGERS = ("foundation", "build", "metro", "bridge")


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
        return f"{self.name} (card {self.id})"


def load_cards(text: str) -> tuple[Mapping[int, ProjectCard], Mapping[str, Function]]:
    """Read and check cards.toml; any problem raises DataError saying which card and what."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as err:
        raise DataError(f"cards.toml is not valid TOML: {err}") from None
    if (
        set(data) != {"function", "card"}
        or not isinstance(data["function"], dict)
        or not isinstance(data["card"], list)
    ):
        raise DataError("cards.toml must hold [function.*] tables and [[card]] tables, and nothing else")
    functions = {key: _function(key, entry) for key, entry in data["function"].items()}
    cards: dict[int, ProjectCard] = {}
    for entry in data["card"]:
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


def _function(key: str, entry: object) -> Function:
    allowed = {"name", "kind", "style", "income", "gain", "draw", "effect", "trigger"}
    if not isinstance(entry, dict) or not {"name", "kind"} <= set(entry) <= allowed:
        raise DataError(
            f"cards.toml: function {key!r} needs a name and a kind (and may have"
            f" {', '.join(sorted(allowed - {'name', 'kind'}))})"
        )
    kind, name = entry["kind"], entry["name"]
    if kind not in FUNCTION_KINDS or not isinstance(name, str) or not name.strip():
        raise DataError(f"cards.toml: function {key!r} needs a name and a kind from {', '.join(FUNCTION_KINDS)}")
    wanted = {"style": {"style"}, "permanent": {"income"}, "once": set(), "reaction": {"trigger"}}[kind]
    extra = set(entry) - {"name", "kind"}
    if not wanted <= extra:
        raise DataError(f"cards.toml: a {kind} function ({key!r}) needs {', '.join(sorted(wanted))}")
    if kind in ("style", "permanent") and extra != wanted:
        raise DataError(f"cards.toml: a {kind} function ({key!r}) has only {', '.join(sorted(wanted))}")
    style, trigger, effect = entry.get("style"), entry.get("trigger"), entry.get("effect")
    if style is not None and style not in STYLES:
        raise DataError(f"cards.toml: function {key!r}: the style must be one of {', '.join(STYLES)}")
    if trigger is not None and trigger not in TRIGGERS:
        raise DataError(f"cards.toml: function {key!r}: the trigger must be one of {', '.join(TRIGGERS)}")
    if effect is not None and (effect not in EFFECTS or kind != "once"):
        raise DataError(
            f"cards.toml: function {key!r}: only a once function has an effect, one of {', '.join(EFFECTS)}"
        )
    gain = _gain(key, entry.get("income", entry.get("gain", {})))
    draw = entry.get("draw", 0)
    if type(draw) is not int or not 0 <= draw <= 3:
        raise DataError(f"cards.toml: function {key!r}: draw must be a whole number 0-3")
    if kind in ("once", "reaction", "permanent") and not (gain or draw or effect):
        raise DataError(f"cards.toml: function {key!r} does nothing: give it a gain, a draw or an effect")
    return Function(key, name, kind, style, gain, draw, effect, trigger)


def _gain(key: str, value: object) -> tuple[tuple[str, int], ...]:
    if not isinstance(value, dict) or any(
        r not in RESOURCES or type(n) is not int or not 1 <= n <= 3 for r, n in value.items()
    ):
        raise DataError(f"cards.toml: function {key!r}: a gain maps {', '.join(RESOURCES)} to 1-3")
    return tuple(sorted(value.items()))


def _card(entry: object, functions: Mapping[str, Function]) -> ProjectCard:
    keys = {"id", "name", "real", "stage", "kind", "zone", "function"}
    if not isinstance(entry, dict) or not keys <= set(entry) <= keys | {"points", "site"}:
        raise DataError(f"cards.toml: each [[card]] needs {', '.join(sorted(keys))} (and points, site), not {entry!r}")
    number, name, kind, zone = entry["id"], entry["name"], entry["kind"], entry["zone"]
    what = f"cards.toml: card {number!r}"
    if type(number) is not int or not isinstance(name, str) or not name.strip() or type(entry["real"]) is not bool:
        raise DataError(f"{what} needs a whole-number id, a name and real = true or false")
    if entry["stage"] not in (1, 2) or type(entry["stage"]) is not int:
        raise DataError(f"{what}: the stage is 1 or 2 (W-CARD-1)")
    if kind not in KINDS:
        raise DataError(f"{what}: the type must be one of {', '.join(KINDS)} (W-CARD-2)")
    points = entry.get("points")
    if kind == "industrial" and points is not None:
        raise DataError(
            f"{what}: an industrial card has no printed points; it scores 2 + 1 per unbuilt neighbour (W-IND-1)"
        )
    if kind != "industrial" and (type(points) is not int or not 0 <= points <= 9):
        raise DataError(f"{what}: the points must be a whole number 0-9 (W-CARD-1)")
    if zone not in CARD_ZONES:
        raise DataError(f"{what}: the zone must be one of {', '.join(CARD_ZONES)} (W-ZONE-1)")
    if entry["function"] not in functions:
        raise DataError(f"{what}: there is no function {entry['function']!r}")
    site = _site(what, entry, zone, name, kind)
    function = functions[entry["function"]]
    if site is not None and (entry["stage"] != 1 or function.style != MAP.historic_buildings[site].style):
        raise DataError(f"{what}: a historic card belongs to stage I (W-GAP-27) and has its site's style")
    return ProjectCard(
        number, name, entry["stage"], kind, points, None if zone == "any" else zone, site, function, entry["real"]
    )


def _site(what: str, entry: dict, zone: str, name: str, kind: str) -> Hex | None:
    site = entry.get("site")
    if zone != "historic":
        if site is not None:
            raise DataError(f"{what}: only a historic card has a site")
        return None
    if not (isinstance(site, list) and tuple(site) in MAP.historic_buildings):
        raise DataError(f"{what}: a historic card names its site, one of {sorted(MAP.historic_buildings)} (W-ZONE-2)")
    shown = MAP.historic_buildings[tuple(site)]
    if (shown.name, shown.kind) != (name, kind):
        raise DataError(f"{what}: the map shows {shown.name} ({shown.kind}) on site {tuple(site)} (W-CARD-4)")
    return tuple(site)


CARDS, FUNCTIONS = load_cards(resources.files(__package__).joinpath("data/cards.toml").read_text("utf-8"))
