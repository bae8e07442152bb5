"""gamekit: pure-Python rules engines for four city-building board games.

`gamekit.GAMES` maps a game name to its module; game modules are imported on first use, so that
`import gamekit` stays fast (networkx alone costs ~120 ms). `gamekit.load(text)` reopens any save file: a game's,
or a sandbox's (each game's `sandbox` module, on the one model of `gamekit.sandbox`). `gamekit.set_language("pl")`
shows every text of the kit in Polish (`gamekit.i18n`).
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator, Mapping
from types import ModuleType
from typing import Any

from gamekit.core import IllegalMove, Match, SaveFileError, Score
from gamekit.i18n import language, set_language
from gamekit.savefile import load as _load

__all__ = ["GAMES", "IllegalMove", "Match", "SaveFileError", "Score", "language", "load", "set_language"]

_GAME_MODULES = {
    "cardcity": "gamekit.cardcity",
    "metropolys": "gamekit.metropolys",
    "metromania": "gamekit.metromania",
    "warsaw": "gamekit.warsaw",
}

_SANDBOX_MODULES = {f"{name}-sandbox": f"{module}.sandbox" for name, module in _GAME_MODULES.items()}


class _Games(Mapping[str, ModuleType]):
    """Game name → game module, imported lazily."""

    def __getitem__(self, name: str) -> ModuleType:
        return importlib.import_module(_GAME_MODULES[name])

    def __iter__(self) -> Iterator[str]:
        return iter(_GAME_MODULES)

    def __len__(self) -> int:
        return len(_GAME_MODULES)

    def __repr__(self) -> str:
        return f"GAMES({', '.join(_GAME_MODULES)})"


GAMES: Mapping[str, ModuleType] = _Games()


class _Saves(Mapping[str, Any]):
    """What a save's "game" field may name: a game module, or a sandbox (its rules, replayed on a Match)."""

    def __getitem__(self, name: str) -> Any:
        if name in _SANDBOX_MODULES:
            from gamekit.sandbox import saved

            return saved(importlib.import_module(_SANDBOX_MODULES[name]).RULES)
        return GAMES[name]

    def __iter__(self) -> Iterator[str]:
        return iter([*_GAME_MODULES, *_SANDBOX_MODULES])

    def __len__(self) -> int:
        return len(_GAME_MODULES) + len(_SANDBOX_MODULES)


def load(text: str | bytes) -> Match:
    """Reopen a game or a sandbox saved with `to_json()`. Any problem with the file raises one SaveFileError."""
    return _load(text, _Saves())


def __getattr__(name: str) -> ModuleType:
    if name in _GAME_MODULES or name in ("geometry",):
        return importlib.import_module(f"gamekit.{name}")
    raise AttributeError(f"module 'gamekit' has no attribute {name!r}")
