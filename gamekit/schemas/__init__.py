"""One schema for each data file and for the save format, written as msgspec Structs (the one schema library of the
kit: a small compiled package with no dependencies, about 15 ms to import, and only when a data file or a save is
read, never by `import gamekit`).

`read_toml(text, schema, name, error)` parses a TOML data file and checks it against its schema; `check(data, schema,
name, error)` checks data already parsed (a save file's JSON). A problem raises `error` with one plain English sentence
that says where and what: "buildings.toml, points.service: -2 must be a whole number of 0 or more". What no schema can
say (a deck numbered 1 to 18 without gaps, a map in one piece) the loaders still check after the schema.

The schemas are published as JSON Schema files next to this module (`schemas/json/*.schema.json`, written by
`python -m gamekit.schemas`), for the docs and for anyone who edits a data file by hand.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Callable
from typing import Any, TypeVar

from gamekit.errors import shorten

T = TypeVar("T")

WORDS = {  # msgspec's names for JSON types, as a teacher would say them
    "int": "a whole number",
    "float": "a decimal number",
    "str": "text",
    "bool": "true or false",
    "array": "a list",
    "object": "a table of fields",
    "null": "nothing",
}
BOUNDS = {">=": "{} or more", "<=": "{} or less", ">": "more than {}", "<": "less than {}"}


def read_toml(text: str, schema: type[T], name: str, error: Callable[[str], Exception]) -> T:
    """`text` (a TOML data file called `name`) checked against `schema`, or `error(message)` raised."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as err:
        raise error(f"{name} is not valid TOML: {err}") from None
    return check(data, schema, name, error)


def check(data: Any, schema: type[T], name: str, error: Callable[[str], Exception]) -> T:
    """`data` (parsed JSON or TOML) as an instance of `schema`, or `error(message)` raised saying where and what."""
    import msgspec  # here, not at the top: `import gamekit` never pays for it

    try:
        return msgspec.convert(data, schema, strict=True)
    except msgspec.ValidationError as err:
        raise error(shorten(f"{name}{plain(str(err), data, schema)}")) from None


def plain(message: str, data: Any, schema: type) -> str:
    """msgspec's "Expected `int` >= 0 - at `$.points.service`" as ", points.service: -2 must be a whole number of 0
    or more", naming the value found there, the values allowed for a field with a fixed set, and the rule ID the
    schema gives the field (`Meta(extra={"rule": ...})`)."""
    what, _, at = message.partition(" - at `$")
    path = at.rstrip("`")
    where = f", {path.lstrip('.')}" if path else ""
    value = _at(data, path)
    found = f"{shorten(repr(value), 60)} " if value is not _MISSING else ""
    info, rule = _walk(schema, path)
    because = f" ({rule})" if rule else ""
    if match := re.fullmatch(r"Expected `(\w+)`, got `(\w+)`", what):
        return f"{where}: {found}must be {_word(match[1])}, not {_word(match[2])}{because}"
    if match := re.fullmatch(r"Expected `(\w+)` (>=|<=|>|<) (\S+)", what):
        return f"{where}: {found}must be {_word(match[1])} of {BOUNDS[match[2]].format(match[3])}{because}"
    if match := re.fullmatch(r"Expected `(\w+)` of length (>=|<=) (\d+)", what):
        size = "at least" if match[2] == ">=" else "at most"
        count = f"has {len(value):,} item{'' if len(value) == 1 else 's'}, but " if isinstance(value, list) else ""
        return f"{where}: {count}must be {_word(match[1])} of {size} {match[3]} items{because}"
    if match := re.fullmatch(r"Expected `array` of length (\d+)(?:, got \d+)?", what):
        return f"{where}: {found}must be a list of exactly {match[1]} items{because}"
    if match := re.fullmatch(r"Expected `str` matching regex '(.*)'", what):
        blank = match[1] in (r"\S", r"\\S")  # the schemas' pattern for text that may not be blank
        return f"{where}: {found}must {'not be blank' if blank else 'match ' + match[1]}{because}"
    if match := re.fullmatch(r"Object missing required field `(\w+)`", what):
        return f"{where}: the field {match[1]} is missing"
    if match := re.fullmatch(r"Object contains unknown field `(\S+)`", what):
        return f"{where}: {match[1]} is not a field here"
    if what.startswith("Invalid enum value"):
        return f"{where}: {found}must be {_allowed(info)}{because}"
    return f"{where}: {_TICKED.sub(lambda m: _word(m[1]), what)}{because}"


_MISSING = object()
_TICKED = re.compile(r"`(\w+)`")


def _steps(path: str) -> list[str | int]:
    """A path's steps: a field name, a list index, or "..." for a table's key (msgspec does not name it)."""
    steps = re.findall(r"\.(\w+)|\[(\d+|\.\.\.)\]", path)
    return [key or (index if index == "..." else int(index)) for key, index in steps]


def _at(data: Any, path: str) -> Any:
    for step in _steps(path):
        if step == "...":
            return _MISSING
        try:
            data = data[step]
        except (KeyError, IndexError, TypeError):
            return _MISSING
    return data


def _walk(schema: type, path: str) -> tuple[Any, str]:
    """The msgspec type info of the field at `path` of `schema`, and the rule ID its schema names ("" if none)."""
    import msgspec.inspect as mi

    info: Any = mi.type_info(schema)
    rule = ""
    for step in [*_steps(path), None]:
        while isinstance(info, (mi.UnionType, mi.Metadata)):
            if isinstance(info, mi.Metadata):
                rule = (info.extra or {}).get("rule", rule)
                info = info.type
            else:  # a field that may be left out, or one of several sets of values: the sets joined
                kinds = [t for t in info.types if not isinstance(t, mi.NoneType)]
                sets = [t.values for t in kinds if isinstance(t, mi.LiteralType)]
                info = mi.LiteralType(tuple(v for s in sets for v in s)) if len(sets) == len(kinds) else kinds[0]
        if step is None:
            break
        rule = ""
        if isinstance(info, mi.StructType) and isinstance(step, str):
            info = next((f.type for f in info.fields if f.encode_name == step), None)
        elif isinstance(info, (mi.ListType, mi.VarTupleType)):
            info = info.item_type
        elif isinstance(info, mi.TupleType) and isinstance(step, int):
            info = info.item_types[step]
        elif isinstance(info, mi.DictType):
            info = info.value_type
    return info, rule


def _allowed(info: Any) -> str:
    """The values a Literal field allows, listed ("one of fund, concrete or rubble"), or its one value."""
    values = [str(v) for v in getattr(info, "values", ())]
    return f"one of {', '.join(values[:-1])} or {values[-1]}" if len(values) > 1 else "".join(values) or "allowed"


def _word(name: str) -> str:
    return WORDS.get(name, name)
