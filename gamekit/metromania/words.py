"""The words Metromania shows for its identities, in the current language (gamekit.i18n): a player's line (solid or
dashed, MM-COMP-5), a location type (MM-COMP-2) and the letter of a spot on the board. The identities themselves
("solid", "residential", the spot names "res-1") stay English in moves, saves and keys; only what is shown changes.

Polish declines what English glues, so each phrase comes in the case its sentence needs (the pgettext context names
it): "Your {line} ..." takes the nominative ("Twoja linia ciągła"), "start the {line} ..." the accusative ("rozpocznij
linię ciągłą"). In English every case is the same words.
"""

from __future__ import annotations

from gamekit.i18n import _, pgettext


def line_phrase(set_: object, case: str = "nominative") -> str:
    """Line `set_` (0 solid, 1 dashed) as "solid line" / "dashed line", in `case` (nominative, accusative, genitive);
    anything else as "<repr> line"."""
    if set_ == 0 and type(set_) is int:
        return {
            "nominative": pgettext("line, nominative", "solid line"),
            "accusative": pgettext("line, accusative", "solid line"),
            "genitive": pgettext("line, genitive", "solid line"),
        }[case]
    if set_ == 1 and type(set_) is int:
        return {
            "nominative": pgettext("line, nominative", "dashed line"),
            "accusative": pgettext("line, accusative", "dashed line"),
            "genitive": pgettext("line, genitive", "dashed line"),
        }[case]
    return _("{value} line").format(value=repr(set_))


def line_adjective(set_: object) -> str:
    """Line `set_` in a move's short form: "solid" / "dashed" (anything else: its repr)."""
    if type(set_) is int and set_ == 0:
        return pgettext("line, in a move", "solid")
    if type(set_) is int and set_ == 1:
        return pgettext("line, in a move", "dashed")
    return repr(set_)


def kind_word(kind: str | None, case: str = "nominative") -> str:
    """A location type ("residential", "commercial", "entertainment") as the adjective of a marker (znacznik) in
    `case` (nominative, genitive, genitive plural); "park" and "lake" as nouns. Unknown types stay as they are."""
    words = {
        "nominative": {
            "residential": pgettext("marker type, nominative", "residential"),
            "commercial": pgettext("marker type, nominative", "commercial"),
            "entertainment": pgettext("marker type, nominative", "entertainment"),
        },
        "genitive": {
            "residential": pgettext("marker type, genitive", "residential"),
            "commercial": pgettext("marker type, genitive", "commercial"),
            "entertainment": pgettext("marker type, genitive", "entertainment"),
        },
        "genitive plural": {
            "residential": pgettext("marker type, genitive plural", "residential"),
            "commercial": pgettext("marker type, genitive plural", "commercial"),
            "entertainment": pgettext("marker type, genitive plural", "entertainment"),
        },
    }[case]
    if kind is None:
        return str(kind)
    leisure = {"park": pgettext("metromania", "park"), "lake": pgettext("metromania", "lake")}
    return words.get(kind) or leisure.get(kind, kind)


def spot_letter(kind: str) -> str:
    """The letter drawn on a spot of type `kind` (R, C, E in English)."""
    return {
        "residential": pgettext("spot letter: residential", "R"),
        "commercial": pgettext("spot letter: commercial", "C"),
        "entertainment": pgettext("spot letter: entertainment", "E"),
    }.get(kind, kind[:1].upper())


def arrow_word(colour: str) -> str:
    """An arrow of `colour` ("white" or "black") as "white arrow" / "black arrow"."""
    if colour == "white":
        return pgettext("metromania", "white arrow")
    if colour == "black":
        return pgettext("metromania", "black arrow")
    return _("{colour} arrow").format(colour=colour)
