"""`python -m gamekit.schemas` writes the JSON Schema of every data file and of the save format into
gamekit/schemas/json/, for the docs; `--check` only says whether the files there are up to date (a test runs it)."""

from __future__ import annotations

import importlib
import json
import sys
from pathlib import Path
from typing import Any

FOLDER = Path(__file__).with_name("json")
SCHEMAS = {  # published name → the Struct, "module:Class" under gamekit.schemas
    "save-file": "save:SaveFile",
    "warsaw-buildings": "warsaw:BuildingsFile",
    "warsaw-cards": "warsaw:CardsFile",
    "warsaw-decks": "warsaw:DecksFile",
    "warsaw-actions": "warsaw:ActionsFile",
    "warsaw-map": "warsaw:MapFile",
    "metromania-city": "metromania:CityFile",
    "cardcity-cards": "cardcity:DeckFile",
    "metropolys-city": "metropolys:CityFile",
    "lesson-quiz": "classroom:QuizFile",
    "lesson-exercises": "classroom:ExercisesFile",
}


def schema_text(name: str) -> str:
    """The JSON Schema of `name`, as written to its file."""
    import msgspec

    module, cls = SCHEMAS[name].split(":")
    struct = getattr(importlib.import_module(f"gamekit.schemas.{module}"), cls)
    schema = {"$schema": "https://json-schema.org/draft/2020-12/schema", **msgspec.json.schema(struct)}
    return json.dumps(_one_line(schema), indent=2, ensure_ascii=False) + "\n"


def _one_line(value: Any) -> Any:
    """Every description as one line (a docstring's line breaks and indent differ between Python 3.11 and 3.13)."""
    if isinstance(value, dict):
        return {k: " ".join(v.split()) if k == "description" else _one_line(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_one_line(v) for v in value]
    return value


def stale() -> list[str]:
    """The published schemas whose file is missing or differs from the Structs."""
    return [n for n in SCHEMAS if not (FOLDER / f"{n}.schema.json").is_file() or _read(n) != schema_text(n)]


def _read(name: str) -> str:
    return (FOLDER / f"{name}.schema.json").read_text(encoding="utf-8")


def main(argv: list[str]) -> int:
    if "--check" in argv:
        old = stale()
        print(f"out of date: {', '.join(old)}" if old else "every schema file is up to date")
        return bool(old)
    FOLDER.mkdir(exist_ok=True)
    for name in SCHEMAS:
        (FOLDER / f"{name}.schema.json").write_text(schema_text(name), encoding="utf-8")
    print(f"wrote {len(SCHEMAS)} schemas to {FOLDER}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
