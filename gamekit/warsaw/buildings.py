"""Building types and styles (W-CARD-2, W-CARD-3) and the points of a building placed without a project card,
read from data/buildings.toml (our placeholder for the missing cards, W-GAP-2) and checked when loaded.

A building's style is the name of its card's function: "Architektura Socrealizmu" (socrealism) or
"Architektura Modernizmu" (modernism); most buildings have none.
"""

from __future__ import annotations

from collections.abc import Mapping
from importlib import resources
from types import MappingProxyType

KINDS = ("industrial", "service", "residential", "representative", "cultural", "transport")
STYLES = ("socrealism", "modernism")
POLISH = {
    "industrial": "przemysłowy",
    "service": "usługowy",
    "residential": "mieszkalny",
    "representative": "reprezentacyjny",
    "cultural": "kulturowy",
    "transport": "transportowy",
    "socrealism": "Architektura Socrealizmu",
    "modernism": "Architektura Modernizmu",
}


class DataError(ValueError):
    """A Warsaw data file breaks a rule of the game; the message says which file, what and where."""


def load_card_points(text: str) -> Mapping[str, int]:
    """Read data/buildings.toml, checked against its schema (gamekit/schemas/warsaw.py): one whole number of 0 or more
    for every type but industrial."""
    import msgspec

    from gamekit.schemas import read_toml
    from gamekit.schemas.warsaw import BuildingsFile

    return MappingProxyType(msgspec.structs.asdict(read_toml(text, BuildingsFile, "buildings.toml", DataError).points))


CARD_POINTS: Mapping[str, int] = load_card_points(
    resources.files(__package__).joinpath("data/buildings.toml").read_text("utf-8")
)
