"""The game's words in the language shown (gamekit.i18n): players, building types and styles in the forms a
sentence needs, resources, zones, banks, payments and phases. The Polish ones are the rulebook's own (seeds 000
and 003: "budynek Mieszkalny", "Fundusz", "znacznik Betonu", "strefa miejska", "faza planowania"...).

Each function returns the English word unchanged in English, so a sentence that puts it in a placeholder reads
as before; the Polish catalog tells the forms apart by context ("warsaw building type, genitive", ...).
"""

from __future__ import annotations

from gamekit.i18n import _, ngettext, pgettext


def player(seat: int) -> str:
    """A player as the boards name them: "Player 1" for seat 0."""
    return _("Player {number}").format(number=seat + 1)


def kind_word(kind: str) -> str:
    """A building type as an adjective: "residential" (Polish "mieszkalny")."""
    words = {
        "industrial": pgettext("warsaw building type", "industrial"),
        "service": pgettext("warsaw building type", "service"),
        "residential": pgettext("warsaw building type", "residential"),
        "representative": pgettext("warsaw building type", "representative"),
        "cultural": pgettext("warsaw building type", "cultural"),
        "transport": pgettext("warsaw building type", "transport"),
    }
    return words.get(kind, kind)


def with_polish(words: str, polish: str) -> str:
    """`words` with the rulebook's Polish after them, "service (usługowy)", unless they already are that Polish."""
    return words if polish in words else f"{words} ({polish})"


def kind_of(kind: str) -> str:
    """A building type after "of a ... building": "residential" (Polish "mieszkalnego", as in "budynku
    mieszkalnego")."""
    words = {
        "industrial": pgettext("warsaw building type, genitive", "industrial"),
        "service": pgettext("warsaw building type, genitive", "service"),
        "residential": pgettext("warsaw building type, genitive", "residential"),
        "representative": pgettext("warsaw building type, genitive", "representative"),
        "cultural": pgettext("warsaw building type, genitive", "cultural"),
        "transport": pgettext("warsaw building type, genitive", "transport"),
    }
    return words.get(kind, kind)


def kind_letter(kind: str) -> str:
    """The one letter a building type shows on the map (Polish: the first letter of the Polish type)."""
    letters = {
        "industrial": pgettext("warsaw letter of a building type", "I"),
        "service": pgettext("warsaw letter of a building type", "S"),
        "residential": pgettext("warsaw letter of a building type", "R"),
        "representative": pgettext("warsaw letter of a building type", "P"),
        "cultural": pgettext("warsaw letter of a building type", "C"),
        "transport": pgettext("warsaw letter of a building type", "T"),
    }
    return letters[kind]


def style_word(style: str) -> str:
    """A style as an adjective: "socialist-realist" or "modernist"."""
    words = {
        "socrealism": pgettext("warsaw style", "socialist-realist"),
        "modernism": pgettext("warsaw style", "modernist"),
    }
    return words.get(style, style)


def style_name(style: str) -> str:
    """A style's own name, as the pickers and rows show it: "socrealism" or "modernism"."""
    words = {
        "socrealism": pgettext("warsaw style name", "socrealism"),
        "modernism": pgettext("warsaw style name", "modernism"),
    }
    return words.get(style, style)


def a_building(kind: str | None, style: str | None = None) -> str:
    """A building in a sentence: "an industrial building", "a socialist-realist service building", "a modernist
    building" (Polish "budynek przemysłowy", "socrealistyczny budynek usługowy", "budynek modernistyczny")."""
    if style is not None and kind:
        return _("a {style} {kind} building").format(style=style_word(style), kind=kind_word(kind))
    if style is not None:
        return _("a {style} building").format(style=style_word(style))
    kind = kind or ""
    if kind[:1] in tuple("aeiou"):
        return _("an {kind} building").format(kind=kind_word(kind))
    return _("a {kind} building").format(kind=kind_word(kind))


def zone_word(zone: str) -> str:
    """A zone: "urban" or "suburban" (Polish "miejska", "podmiejska", as in "strefa miejska")."""
    words = {"urban": pgettext("warsaw zone", "urban"), "suburban": pgettext("warsaw zone", "suburban")}
    return words.get(zone, zone)


def zone_in(zone: str) -> str:
    """A zone after "in the ... zone": "urban" (Polish "miejskiej", as in "w strefie miejskiej")."""
    words = {
        "urban": pgettext("warsaw zone, locative", "urban"),
        "suburban": pgettext("warsaw zone, locative", "suburban"),
    }
    return words.get(zone, zone)


def zone_name(zone: str) -> str:
    """A zone named alone: "urban" or "suburban" (Polish "strefa miejska", "strefa podmiejska")."""
    words = {"urban": pgettext("warsaw zone, alone", "urban"), "suburban": pgettext("warsaw zone, alone", "suburban")}
    return words.get(zone, zone)


def zone_glossed(zone: str) -> str:
    """A zone named alone with the rulebook's words: "urban (strefa miejska)"; in Polish "strefa miejska"."""
    return with_polish(zone_name(zone), "strefa miejska" if zone == "urban" else "strefa podmiejska")


def bank_word(bank: str) -> str:
    """A bank of the Vistula: "left" or "right"."""
    words = {"left": pgettext("warsaw bank", "left"), "right": pgettext("warsaw bank", "right")}
    return words.get(bank, bank)


def payment_word(payment: str) -> str:
    """A payment's name, as a move names it: "concrete", "rubble", "fund", "free", "mixed"."""
    words = {
        "concrete": pgettext("warsaw payment", "concrete"),
        "rubble": pgettext("warsaw payment", "rubble"),
        "fund": pgettext("warsaw payment", "fund"),
        "free": pgettext("warsaw payment", "free"),
        "mixed": pgettext("warsaw payment", "mixed"),
    }
    return words.get(payment, payment)


def trigger_word(trigger: str | None) -> str:
    """The other player's action a reaction answers: "foundation", "build", "metro", "bridge"."""
    words = {
        "foundation": pgettext("warsaw action answered", "foundation"),
        "build": pgettext("warsaw action answered", "build"),
        "metro": pgettext("warsaw action answered", "metro"),
        "bridge": pgettext("warsaw action answered", "bridge"),
    }
    return words.get(trigger or "", str(trigger))


def amount(resource: str, n: int) -> str:
    """A number of a resource, as a price names it: "1 fund", "2 rubble" (Polish "1 Fundusz", "2 znaczniki
    Gruzu")."""
    if resource == "fund":
        return ngettext("{n} fund", "{n} fund", n).format(n=n)
    if resource == "concrete":
        return ngettext("{n} concrete", "{n} concrete", n).format(n=n)
    return ngettext("{n} rubble", "{n} rubble", n).format(n=n)


def listed(items: list[str]) -> str:
    """Items joined by "or": "(0, 1) or (1, 1)" (Polish "lub")."""
    return _(" or ").join(items)


def norm_object(thing: str) -> str:
    """One object of a norm card: a building type, "metro" or "bridge"."""
    if thing == "metro":
        return pgettext("warsaw norm object", "metro")
    if thing == "bridge":
        return pgettext("warsaw norm object", "bridge")
    return kind_word(thing)
