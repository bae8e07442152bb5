"""Building types and styles (W-CARD-2, W-CARD-3) and the points of a building placed without a project card,
read from data/buildings.toml (our placeholder for the missing cards, W-GAP-2) and checked when loaded.

A building's style is the name of its card's function: "Architektura Socrealizmu" (socrealism) or
"Architektura Modernizmu" (modernism); most buildings have none.
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from importlib import resources
from types import MappingProxyType

KINDS = ("industrial", "service", "residential", "representative", "cultural", "transport")
STYLES = ("socrealism", "modernism")
STYLE_NAMES = {"socrealism": "socialist-realist", "modernism": "modernist"}  # for sentences
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


def a_building(kind: str | None, style: str | None = None) -> str:
    """A building in a sentence: "an industrial building", "a socialist-realist service building"."""
    adjective = None if style is None else STYLE_NAMES.get(style)
    words = " ".join(word for word in (adjective, kind) if word)
    return f"{'an' if words[0] in 'aeiou' else 'a'} {words} building"


class DataError(ValueError):
    """A Warsaw data file breaks a rule of the game; the message says which file, what and where."""


def load_card_points(text: str) -> Mapping[str, int]:
    """Read and check data/buildings.toml: one whole number of 0 or more for every type but industrial."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as err:
        raise DataError(f"buildings.toml is not valid TOML: {err}") from None
    points = data.get("points")
    if set(data) != {"points"} or not isinstance(points, dict):
        raise DataError("buildings.toml must hold one [points] table")
    fixed = [kind for kind in KINDS if kind != "industrial"]
    if sorted(points) != sorted(fixed):
        raise DataError(
            f"buildings.toml: [points] needs exactly the types {', '.join(fixed)} (industrial"
            f" buildings score by their neighbours), not {', '.join(sorted(points))}"
        )
    for kind, value in points.items():
        if type(value) is not int or value < 0:
            raise DataError(
                f"buildings.toml: the points of a {kind} building must be a whole number of 0 or more, not {value!r}"
            )
    return MappingProxyType(dict(points))


CARD_POINTS: Mapping[str, int] = load_card_points(
    resources.files(__package__).joinpath("data/buildings.toml").read_text("utf-8")
)
