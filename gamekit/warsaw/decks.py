"""The urban-task decks of both stages and the norm cards (data/decks.toml), and the action boards for 3, 4
and 5 players (data/actions.toml), checked when loaded (W-COMP-4, W-COMP-10, W-COMP-11, W-DELEG-3, W-PC-4;
our reconstructions, W-GAP-1, W-GAP-4, W-GAP-5).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from importlib import resources
from types import MappingProxyType

from gamekit.warsaw.buildings import DataError
from gamekit.warsaw.map import PLAYER_COUNTS
from gamekit.warsaw.tasks import FACE_UP, Task

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


def load_decks(text: str) -> tuple[Mapping[int, tuple[Task, ...]], Mapping[int, tuple[str, ...]]]:
    """Read decks.toml, checked against its schema (gamekit/schemas/warsaw.py), then the decks as a whole: the
    urban tasks by stage, and norm id → its 4 objects."""
    from gamekit.schemas import read_toml
    from gamekit.schemas.warsaw import DecksFile

    data = read_toml(text, DecksFile, "decks.toml", DataError)
    tasks: dict[int, list[Task]] = {1: [], 2: []}  # W-COMP-10: a deck for each stage (our cards, W-GAP-4)
    for entry in data.task:
        try:
            tasks[entry.stage].append(Task(entry.new, entry.existing, entry.points))
        except ValueError as err:
            raise DataError(f"decks.toml: a stage {entry.stage} task is wrong: {err}") from None
    for stage, deck in tasks.items():
        if len(deck) < FACE_UP or len(set(deck)) != len(deck):
            raise DataError(f"decks.toml: stage {stage} needs at least {FACE_UP} different tasks (W-TASK-5)")
    norms: dict[int, tuple[str, ...]] = {}  # W-COMP-11, W-NORM-1: the objects to build (our cards, W-GAP-5)
    for norm in data.norm:
        if norm.id in norms:
            raise DataError(f"decks.toml: norm {norm.id} is listed twice; each [[norm]] needs a new id")
        norms[norm.id] = tuple(norm.objects)  # W-NORM-2: NORM_SIZE objects from NORM_OBJECTS, by the schema
    if len(norms) < NORMS_DEALT * max(PLAYER_COUNTS):
        raise DataError(
            f"decks.toml: {max(PLAYER_COUNTS)} players are dealt {NORMS_DEALT} norms each, so at least"
            f" {NORMS_DEALT * max(PLAYER_COUNTS)} are needed (W-SETUP-11)"
        )
    return MappingProxyType({s: tuple(d) for s, d in tasks.items()}), MappingProxyType(norms)


def load_action_boards(text: str) -> Mapping[int, tuple[Field, ...]]:
    """Read actions.toml, checked against its schema: player count → its board's fields, with exactly 3 unlimited
    (W-DELEG-3)."""
    from gamekit.schemas import read_toml
    from gamekit.schemas.warsaw import ActionsFile

    data = read_toml(text, ActionsFile, "actions.toml", DataError)
    boards: dict[int, list[Field]] = {p: [] for p in PLAYER_COUNTS}  # W-COMP-4: one per player count (W-GAP-1)
    seen = set()
    for entry in data.field:
        if entry.id in seen:
            raise DataError(f"actions.toml: field ids are distinct names, and {entry.id!r} is used twice")
        seen.add(entry.id)
        for p in entry.players:
            boards[p].append(Field(entry.id, entry.unlimited, entry.action, entry.amount))
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
