"""The urban-task decks of both stages and the norm cards (data/decks.toml), and the action boards for 3, 4
and 5 players (data/actions.toml), checked when loaded (W-COMP-4, W-COMP-10, W-COMP-11, W-DELEG-3, W-PC-4;
our reconstructions, W-GAP-1, W-GAP-4, W-GAP-5).
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from importlib import resources
from types import MappingProxyType

from gamekit.warsaw.buildings import DataError
from gamekit.warsaw.map import PLAYER_COUNTS
from gamekit.warsaw.scoring import NORM_OBJECTS, NORM_SIZE
from gamekit.warsaw.tasks import FACE_UP, Task

ACTIONS = ("fund", "concrete", "rubble", "draw", "clear", "first", "exchange")
UNLIMITED_FIELDS = 3  # W-DELEG-3
NORMS_DEALT = 2  # W-SETUP-11


@dataclass(frozen=True, slots=True)
class Field:
    """A field of an action board: its id, whether any number of engineers may stand on it, its action and
    the amount (see data/actions.toml)."""

    id: str
    unlimited: bool
    action: str
    amount: int


def _read(name: str, text: str, keys: set[str]) -> dict:
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as err:
        raise DataError(f"{name} is not valid TOML: {err}") from None
    if set(data) != keys or not all(isinstance(data[k], list) for k in keys):
        raise DataError(f"{name} must hold only {' and '.join(f'[[{k}]]' for k in sorted(keys))} tables")
    return data


def load_decks(text: str) -> tuple[Mapping[int, tuple[Task, ...]], Mapping[int, tuple[str, ...]]]:
    """Read and check decks.toml: the urban tasks by stage, and norm id → its 4 objects."""
    data = _read("decks.toml", text, {"task", "norm"})
    tasks: dict[int, list[Task]] = {1: [], 2: []}  # W-COMP-10: a deck for each stage (our cards, W-GAP-4)
    for entry in data["task"]:
        if (
            not isinstance(entry, dict)
            or set(entry) != {"stage", "new", "existing", "points"}
            or entry["stage"] not in (1, 2)
            or type(entry["stage"]) is not int
        ):
            raise DataError(f"decks.toml: each [[task]] needs stage (1 or 2), new, existing and points, not {entry!r}")
        try:
            tasks[entry["stage"]].append(Task(entry["new"], entry["existing"], entry["points"]))
        except ValueError as err:
            raise DataError(f"decks.toml: a stage {entry['stage']} task is wrong: {err}") from None
    for stage, deck in tasks.items():
        if len(deck) < FACE_UP or len(set(deck)) != len(deck):
            raise DataError(f"decks.toml: stage {stage} needs at least {FACE_UP} different tasks (W-TASK-5)")
    norms: dict[int, tuple[str, ...]] = {}  # W-COMP-11, W-NORM-1: the objects to build (our cards, W-GAP-5)
    for entry in data["norm"]:
        if (
            not isinstance(entry, dict)
            or set(entry) != {"id", "objects"}
            or type(entry["id"]) is not int
            or entry["id"] in norms
        ):
            raise DataError(f"decks.toml: each [[norm]] needs a new whole-number id and objects, not {entry!r}")
        objects = entry["objects"]
        if not isinstance(objects, list) or len(objects) != NORM_SIZE or any(o not in NORM_OBJECTS for o in objects):
            raise DataError(
                f"decks.toml: norm {entry['id']} lists {NORM_SIZE} objects from"
                f" {', '.join(NORM_OBJECTS)} (W-NORM-2, W-GAP-5)"
            )
        norms[entry["id"]] = tuple(objects)
    if len(norms) < NORMS_DEALT * max(PLAYER_COUNTS):
        raise DataError(
            f"decks.toml: {max(PLAYER_COUNTS)} players are dealt {NORMS_DEALT} norms each, so at least"
            f" {NORMS_DEALT * max(PLAYER_COUNTS)} are needed (W-SETUP-11)"
        )
    return MappingProxyType({s: tuple(d) for s, d in tasks.items()}), MappingProxyType(norms)


def load_action_boards(text: str) -> Mapping[int, tuple[Field, ...]]:
    """Read and check actions.toml: player count → its board's fields, with exactly 3 unlimited (W-DELEG-3)."""
    data = _read("actions.toml", text, {"field"})
    boards: dict[int, list[Field]] = {p: [] for p in PLAYER_COUNTS}  # W-COMP-4: one per player count (W-GAP-1)
    seen = set()
    for entry in data["field"]:
        if not isinstance(entry, dict) or set(entry) != {"id", "unlimited", "players", "action", "amount"}:
            raise DataError(
                f"actions.toml: each [[field]] needs id, unlimited, players, action and amount, not {entry!r}"
            )
        fid, amount, players = entry["id"], entry["amount"], entry["players"]
        if not isinstance(fid, str) or not fid or fid in seen:
            raise DataError(f"actions.toml: field ids are distinct names, not {fid!r}")
        seen.add(fid)
        if (
            entry["action"] not in ACTIONS
            or type(amount) is not int
            or not 1 <= amount <= 3
            or type(entry["unlimited"]) is not bool
        ):
            raise DataError(
                f"actions.toml: field {fid}: the action is one of {', '.join(ACTIONS)}, the amount 1-3"
                " and unlimited true or false"
            )
        if not isinstance(players, list) or not players or any(p not in PLAYER_COUNTS for p in players):
            raise DataError(f"actions.toml: field {fid}: players lists the boards it is on, from 3, 4 and 5")
        for p in players:
            boards[p].append(Field(fid, entry["unlimited"], entry["action"], amount))
    for players, fields in boards.items():
        if sum(f.unlimited for f in fields) != UNLIMITED_FIELDS:
            raise DataError(
                f"actions.toml: the {players}-player board needs exactly {UNLIMITED_FIELDS} unlimited"
                " fields (W-DELEG-3)"
            )
    return MappingProxyType({p: tuple(f) for p, f in boards.items()})


def _text(name: str) -> str:
    return resources.files(__package__).joinpath(f"data/{name}").read_text("utf-8")


TASK_DECKS, NORMS = load_decks(_text("decks.toml"))
ACTION_BOARDS = load_action_boards(_text("actions.toml"))
