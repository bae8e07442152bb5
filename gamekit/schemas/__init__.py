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
from gamekit.i18n import N_, _, ngettext

T = TypeVar("T")

WORDS = {  # msgspec's names for JSON types, as a teacher would say them (shown through _())
    "int": N_("a whole number"),
    "float": N_("a decimal number"),
    "str": N_("text"),
    "bool": N_("true or false"),
    "array": N_("a list"),
    "object": N_("a table of fields"),
    "null": N_("nothing"),
}
BOUNDS = {
    ">=": N_("{bound} or more"),
    "<=": N_("{bound} or less"),
    ">": N_("more than {bound}"),
    "<": N_("less than {bound}"),
}


def read_toml(text: str, schema: type[T], name: str, error: Callable[[str], Exception]) -> T:
    """`text` (a TOML data file called `name`) checked against `schema`, or `error(message)` raised."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as err:
        raise error(_("{name} is not valid TOML: {error}").format(name=name, error=err)) from None
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
    what, _sep, at = message.partition(" - at `$")
    path = at.rstrip("`")
    where = f", {path.lstrip('.')}" if path else ""
    value = _at(data, path)
    found = f"{shorten(repr(value), 60)} " if value is not _MISSING else ""
    info, rule = _walk(schema, path)
    because = f" ({rule})" if rule else ""
    return f"{where}: {_problem(what, found, value, info)}{because}"


def _problem(what: str, found: str, value: Any, info: Any) -> str:
    """msgspec's complaint `what` in words, in the current language; `found` is the value there, shown ("" if none)."""
    if match := re.fullmatch(r"Expected `(\w+)`, got `(\w+)`", what):
        return _("{value}must be {kind}, not {other}").format(value=found, kind=_word(match[1]), other=_word(match[2]))
    if match := re.fullmatch(r"Expected `(\w+)` (>=|<=|>|<) (\S+)", what):
        bound = _(BOUNDS[match[2]]).format(bound=match[3])
        return _("{value}must be {kind} of {bound}").format(value=found, kind=_word(match[1]), bound=bound)
    if match := re.fullmatch(r"Expected `(\w+)` of length (>=|<=) (\d+)", what):
        if match[2] == ">=":
            wanted = _("must be {kind} of at least {n} items").format(kind=_word(match[1]), n=match[3])
        else:
            wanted = _("must be {kind} of at most {n} items").format(kind=_word(match[1]), n=match[3])
        if not isinstance(value, list):
            return wanted
        has = ngettext("has {n:,} item", "has {n:,} items", len(value)).format(n=len(value))
        return _("{has}, but {wanted}").format(has=has, wanted=wanted)
    if match := re.fullmatch(r"Expected `array` of length (\d+)(?:, got \d+)?", what):
        return _("{value}must be a list of exactly {n} items").format(value=found, n=match[1])
    if match := re.fullmatch(r"Expected `str` matching regex '(.*)'", what):
        if match[1] in (r"\S", r"\\S"):  # the schemas' pattern for text that may not be blank
            return _("{value}must not be blank").format(value=found)
        return _("{value}must match {pattern}").format(value=found, pattern=match[1])
    if match := re.fullmatch(r"Object missing required field `(\w+)`", what):
        return _("the field {name} is missing").format(name=match[1])
    if match := re.fullmatch(r"Object contains unknown field `(\S+)`", what):
        return _("{name} is not a field here").format(name=match[1])
    if what.startswith("Invalid enum value"):
        return _("{value}must be {allowed}").format(value=found, allowed=_allowed(info))
    return _TICKED.sub(lambda m: _word(m[1]), what)


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
    if len(values) > 1:
        return _("one of {values} or {last}").format(values=", ".join(values[:-1]), last=values[-1])
    return "".join(values) or _("allowed")


def _word(name: str) -> str:
    return _(WORDS[name]) if name in WORDS else name
