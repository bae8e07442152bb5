"""Keep the kit's gettext catalogs with Babel: extract the marked texts, merge them into the Polish `.po` files, compile
the `.mo` files that ship in the package, and check that nothing is missing.

One catalog per part of the kit (`gamekit.i18n.DOMAINS`), so that each game's texts live apart:

    python tools/catalogs.py update [DOMAIN ...]  # sources → gamekit/locale/<domain>.pot → pl/LC_MESSAGES/<domain>.po
                                                  # (new texts empty, changed ones fuzzy), then compile the .mo files
    python tools/catalogs.py check [DOMAIN ...]   # exit 1, saying what is wrong, unless all is complete and compiled

Texts are found in Python (`_`, `ngettext`, `pgettext`, `N_`) and in the TOML data files (the values of `TOML_KEYS`:
card and building names, quiz questions and options, exercise titles).
"""

from __future__ import annotations

import io
import sys
import tomllib
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from babel.messages.catalog import Catalog
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_file
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # run as a script from a checkout

from gamekit.i18n import DOMAINS, LOCALE_DIR  # noqa: E402

LOCALE = LOCALE_DIR
LANGUAGES = ("pl",)
GAMES = ("cardcity", "metropolys", "metromania", "warsaw")
TOML_KEYS = frozenset({"title", "text", "label", "why", "hint", "solution", "name", "caption", "description"})
KEYWORDS = {**DEFAULT_KEYWORDS, "N_": None}
# Fixed header fields, so that re-running `update` changes a catalog only where its texts change.
HEADER = {
    "project": "cityboard",
    "copyright_holder": "the cityboard authors",
    "msgid_bugs_address": "the project's issue tracker",
    "last_translator": "the cityboard authors",
    "language_team": "polski <the project's issue tracker>",
    "creation_date": datetime(2026, 11, 26, tzinfo=UTC),
    "revision_date": datetime(2026, 11, 26, tzinfo=UTC),
    "fuzzy": False,
    "charset": "utf-8",
}


def sources(domain: str) -> list[Path]:
    """The files whose texts make up `domain`'s catalog."""
    if domain in GAMES:
        found = [*(ROOT / "gamekit" / domain).rglob("*.py"), *(ROOT / "gamekit" / domain).rglob("*.toml")]
        found += (ROOT / "widgets" / domain).rglob("*.py")
    elif domain == "lessons":
        found = [*(ROOT / "widgets" / "data").rglob("*.toml")]
    else:  # the kit: everything that belongs to no game
        found = [
            path
            for package in ("gamekit", "widgets")
            for path in (ROOT / package).rglob("*.py")
            if path.relative_to(ROOT / package).parts[0] not in GAMES
        ]
    return sorted(found)


def extract_toml(fileobj: Any, keywords: Any, comment_tags: Any, options: Any) -> Iterator[tuple[int, str, str, list]]:
    """Babel extraction method for TOML data: every string under a key of `TOML_KEYS`, with the line it is on."""
    text = fileobj.read().decode("utf-8")
    lines = text.splitlines()

    def strings(value: Any, key: str = "") -> Iterator[str]:
        if isinstance(value, dict):
            for inner_key, inner in value.items():
                yield from strings(inner, inner_key)
        elif isinstance(value, list):
            for inner in value:
                yield from strings(inner, key)
        elif isinstance(value, str) and key in TOML_KEYS and any(ch.isalpha() for ch in value):
            yield value

    for message in strings(tomllib.loads(text)):
        first = message.splitlines()[0]
        lineno = next((n for n, line in enumerate(lines, 1) if first in line), 1)
        yield lineno, "_", message, []


def template(domain: str) -> Catalog:
    """The `.pot` catalog of `domain`, freshly extracted from its sources."""
    catalog = Catalog(domain=domain, **HEADER)
    for path in sources(domain):
        method: Any = extract_toml if path.suffix == ".toml" else "python"
        relative = path.relative_to(ROOT).as_posix()
        for lineno, message, comments, context in extract_from_file(
            method, str(path), keywords=KEYWORDS, comment_tags=("TRANSLATORS:",)
        ):
            catalog.add(message, None, [(relative, lineno)], auto_comments=comments, context=context)
    return catalog


def po_path(domain: str, language: str) -> Path:
    return LOCALE / language / "LC_MESSAGES" / f"{domain}.po"


def read(path: Path, language: str) -> Catalog:
    with path.open("rb") as handle:
        return read_po(handle, locale=language)


def write(path: Path, catalog: Catalog, *, sort: bool = True) -> None:
    """Write `catalog` to `path` (sorted by message, or, with `sort=False`, in the order of its source)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    out = io.BytesIO()
    write_po(out, catalog, width=120, sort_output=sort, include_lineno=False, ignore_obsolete=True)
    path.write_bytes(out.getvalue())


def merge(path: Path, template: Catalog, language: str = "pl", *, sort: bool = True) -> None:
    """Bring the catalog at `path` up to `template`: translations kept, new texts empty, changed ones fuzzy."""
    po = read(path, language) if path.exists() else Catalog(locale=language, domain=template.domain, **HEADER)
    po.update(template)
    po.revision_date, po.fuzzy = HEADER["revision_date"], False
    write(path, po, sort=sort)


def translation(catalog: Catalog, text: str) -> str | None:
    """The checked translation of `text` in `catalog` (None when it is missing, empty or fuzzy)."""
    message = catalog.get(text)
    return message.string if message is not None and message.string and not message.fuzzy else None


def compiled(catalog: Catalog) -> bytes:
    """The `.mo` bytes of `catalog` (fuzzy entries left out, so they fall back to English)."""
    out = io.BytesIO()
    write_mo(out, catalog, use_fuzzy=False)
    return out.getvalue()


def update(domains: list[str]) -> None:
    """Extract `domains` (all when empty), merge into each language's `.po` (keeping translations), and compile."""
    for domain in domains or DOMAINS:
        pot = template(domain)
        write(LOCALE / f"{domain}.pot", pot)
        for language in LANGUAGES:
            path = po_path(domain, language)
            merge(path, pot, language)
            path.with_suffix(".mo").write_bytes(compiled(read(path, language)))


def problems(domains: tuple[str, ...] = DOMAINS) -> list[str]:
    """Everything that keeps the catalogs of `domains` from being complete, one line each (empty when all is well)."""
    found = []
    for domain in domains:
        wanted = {
            (message.id if isinstance(message.id, str) else message.id[0], message.context)
            for message in template(domain)
            if message.id
        }
        for language in LANGUAGES:
            path = po_path(domain, language)
            if not path.exists():
                found.append(f"{path.relative_to(ROOT)}: missing (run `make catalogs`)")
                continue
            po = read(path, language)
            have = {
                (message.id if isinstance(message.id, str) else message.id[0], message.context)
                for message in po
                if message.id
            }
            found += [f"{domain}/{language}: not in the catalog (run `make catalogs`): {m!r}" for m, _ in wanted - have]
            found += [f"{domain}/{language}: no longer in the sources: {m!r}" for m, _ in have - wanted]
            for message in po:
                if not message.id:
                    continue
                strings = message.string if isinstance(message.string, tuple) else (message.string,)
                if message.fuzzy:
                    found.append(f"{domain}/{language}: fuzzy (check the translation): {message.id!r}")
                elif not all(strings):
                    found.append(f"{domain}/{language}: untranslated: {message.id!r}")
            mo = path.with_suffix(".mo")
            if not mo.exists() or mo.read_bytes() != compiled(po):
                found.append(f"{mo.relative_to(ROOT)}: out of date (run `make catalogs`)")
    return found


def main(argv: list[str]) -> int:
    if argv[1:2] == ["update"] and set(argv[2:]) <= set(DOMAINS):
        update(argv[2:])
        return 0
    if argv[1:2] == ["check"] and set(argv[2:]) <= set(DOMAINS):
        found = problems(tuple(argv[2:]) or DOMAINS)
        print("\n".join(found) or "The catalogs are complete.")
        return 1 if found else 0
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
