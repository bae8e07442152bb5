"""The kit's languages: English (the default) and Polish, from gettext catalogs in gamekit/locale/.

Every text a learner meets is written in English inside `_()` (or `ngettext()` where a number changes the words:
"1 punkt, 2 punkty, 5 punktów") and looked up in the current language when it is shown. `set_language("pl")` switches
the whole kit; without it the kit follows the locale (LANGUAGE, LC_ALL, LC_MESSAGES, LANG), as gettext does.
A text defined once at import (a table of reasons, a button's caption) is marked with `N_()` and passed through `_()`
where it is used. The catalogs are one per part of the kit (`DOMAINS`), so that the games' texts live apart; the `.po`
files are kept with Babel (`tools/catalogs.py`, `make catalogs`), and the compiled `.mo` files ship in the package.
"""

from __future__ import annotations

import gettext
from pathlib import Path

LOCALE_DIR = Path(__file__).parent / "locale"
DOMAINS = ("kit", "cardcity", "metropolys", "metromania", "warsaw", "lessons")
LANGUAGES = {"en": "English", "pl": "polski"}

_current: gettext.NullTranslations = gettext.NullTranslations()
_language = "en"


def _catalogs(languages: list[str] | None) -> gettext.NullTranslations:
    """All the kit's catalogs for the first of `languages` that has them (None: the locale's), chained as one."""
    chain = gettext.NullTranslations()
    for domain in reversed(DOMAINS):
        found = gettext.translation(domain, LOCALE_DIR, languages=languages, fallback=True)
        if not isinstance(found, gettext.GNUTranslations):
            continue
        found.add_fallback(chain)
        chain = found
    return chain


def set_language(code: str) -> None:
    """Show every text of the kit in `code`: "en" (English) or "pl" (polski)."""
    global _current, _language
    if code not in LANGUAGES:
        raise ValueError(f"Unknown language {code!r}: choose one of {', '.join(map(repr, LANGUAGES))}.")
    _current = gettext.NullTranslations() if code == "en" else _catalogs([code])
    _language = code


def language() -> str:
    """The code of the language texts are shown in now: "en" or "pl"."""
    return _language


def _(message: str) -> str:
    """`message` in the current language."""
    return _current.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of `singular`/`plural` that goes with the number `n`, in the current language (Polish has three)."""
    return _current.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """`message` in the current language, where the same English word needs telling apart by `context`."""
    return _current.pgettext(context, message)


def N_(message: str) -> str:
    """Mark `message` for the catalog without translating it now: it is translated with `_()` where it is shown."""
    return message


def _from_locale() -> None:
    """Start in the locale's language when the kit speaks it, else in English."""
    global _current, _language
    found = _catalogs(None)
    code = found.info().get("language", "en") if isinstance(found, gettext.GNUTranslations) else "en"
    if code in LANGUAGES and code != "en":
        _current, _language = found, code


_from_locale()
