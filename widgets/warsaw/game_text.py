"""The words and HTML of the Warsaw game board's side panel: the round and phase track, the action fields'
labels and what the limit of 3 would swallow of a field's gain, each player's resources (with the limit of 3),
engineers, foundations and built cards, the hand and norm of the player at the table, and the open urban tasks
(rules W-FLOW-3, W-PLAN-1, W-REAL-1, W-LIMIT-1, W-GAP-11, W-FUNC-5).

Everything here reads a `gamekit.warsaw` GameState and writes text; the hidden parts (a hand, a norm) are
written only when the board passes them in, so a function here never shows what a seat may not see.
"""

from __future__ import annotations

import html

from gamekit.i18n import N_, _, ngettext, pgettext
from gamekit.warsaw import CARDS, NORMS, POLISH, Field
from gamekit.warsaw.board import METRO_MARKERS
from gamekit.warsaw.planning import field_gain
from gamekit.warsaw.state import CARDS_HELD, LIMIT, ROUNDS, STAGE_ROUNDS, surplus
from gamekit.warsaw.words import kind_word, norm_object, player, with_polish, zone_word
from widgets.palette import badge, seat_style
from widgets.warsaw.picture import KIND_LETTERS, STYLE_MARKS

STAGES = {1: N_("stage I, Odbudowa (Reconstruction)"), 2: N_("stage II, Modernizacja (Modernisation)")}
PHASES = (
    ("office", N_("Biuro Odbudowy Stolicy (Capital Reconstruction Office)"), "W-FLOW-3"),
    ("planning", N_("Planowanie (planning)"), "W-PLAN-1"),
    ("realisation", N_("Realizacja projektów (realisation)"), "W-REAL-1"),
)
RESOURCES = ("fund", "concrete", "rubble")
_BOX = "display:inline-block;min-width:1.6em;text-align:center;border:1px solid #000;margin:1px;padding:0 2px"


def resource_letter(resource: str) -> str:
    """A resource's letter: F, C, R (Polish F, B, G: Fundusz, Beton, Gruz)."""
    letters = {
        "fund": pgettext("warsaw resource letter", "F"),
        "concrete": pgettext("warsaw resource letter", "C"),
        "rubble": pgettext("warsaw resource letter", "R"),
    }
    return letters[resource]


def resource_title(resource: str) -> str:
    """A resource's name, for the text shown when the pointer rests on it."""
    titles = {"fund": _("Fund (fundusz)"), "concrete": _("Concrete (beton)"), "rubble": _("Rubble (gruz)")}
    return titles[resource]


def _action_words(field: Field) -> str:
    """The short words of a field's action, under its id on the board."""
    n = field.amount
    words = {
        "fund": _("+{n} F"),
        "concrete": _("+{n} C"),
        "rubble": _("+{n} R"),
        "draw": _("draw {n}"),
        "clear": _("clear {n}"),
        "first": _("1st +{n} F"),
        "exchange": _("2R→C ×{n}"),
    }
    return words[field.action].format(n=n)


def _action_sentence(field: Field) -> str:
    """A field's action in a sentence."""
    n = field.amount
    sentences = {
        "fund": ngettext("take {n} Fund", "take {n} Funds", n),
        "concrete": ngettext("take {n} Concrete", "take {n} Concrete", n),
        "rubble": ngettext("take {n} Rubble", "take {n} Rubble", n),
        "draw": ngettext("draw {n} project card(s)", "draw {n} project card(s)", n),
        "clear": ngettext(
            "clear rubble from up to {n} hexes and keep it", "clear rubble from up to {n} hexes and keep it", n
        ),
        "first": ngettext(
            "take the first-player marker (from next round) and {n} Fund",
            "take the first-player marker (from next round) and {n} Funds",
            n,
        ),
        "exchange": ngettext(
            "trade 2 Rubble for 1 Concrete, up to {n} times", "trade 2 Rubble for 1 Concrete, up to {n} times", n
        ),
    }
    return sentences[field.action].format(n=n)


def field_label(field: Field) -> str:
    """The short label on an action field: its id, ∞ for an unlimited field, and its action."""
    return f"{field.id}{' ∞' if field.unlimited else ''}\n{_action_words(field)}"


def field_sentence(field: Field) -> str:
    if field.unlimited:
        return _("Field {id} (unlimited: any number of engineers): {action}.").format(
            id=field.id, action=_action_sentence(field)
        )
    return _("Field {id} (one engineer a round): {action}.").format(id=field.id, action=_action_sentence(field))


def limit_words(state, field: Field) -> str | None:
    """What taking `field` now would give the player to play nothing of, or make them discard: the field may
    still be taken (W-DELEG-1), the limit of 3 keeps the rest in the bank (W-LIMIT-1, W-GAP-11); None when
    the whole gain is kept, or outside planning."""
    if state.phase != "planning" or state.window or state.discarding is not None:
        return None
    seat = state.seats[state.current]
    hexes = tuple(sorted(state.board.rubble)[: field.amount]) if field.action == "clear" else ()
    gained = field_gain(state, seat, field, hexes)
    if not any(gained.values()):
        why = {
            "draw": _("It gives you nothing now: the deck is empty (W-GAP-26)."),
            "clear": _("It gives you nothing now: no rubble is left on the map."),
            "exchange": _("It gives you nothing now: that needs 2 Rubble, and fewer than {limit} Concrete."),
        }
        return why[field.action].format(limit=LIMIT)
    lost = surplus(seat, {r: n for r, n in gained.items() if n > 0})
    cards = lost.pop(CARDS_HELD, 0)
    words = []
    if lost:
        what = _(" and ").join(f"{n} {resource_letter(r)}" for r, n in lost.items())
        words.append(_("You would lose {what} to the limit of {limit} (W-LIMIT-1).").format(what=what, limit=LIMIT))
    if cards:
        words.append(
            ngettext(
                "You would hold {held} cards and discard {n} of your choice (W-GAP-11).",
                "You would hold {held} cards and discard {n} of your choice (W-GAP-11).",
                cards,
            ).format(held=len(seat.hand) + gained[CARDS_HELD], n=cards)
        )
    return " ".join(words) or None


def card_words(number: int) -> str:
    """A project card in one line: type letter and type, name, points, zone and function."""
    card = CARDS[number]
    points = _("2 + 1 per unbuilt neighbour") if card.points is None else _("{points} VP").format(points=card.points)
    zone = (
        _(", {zone} zone only").format(zone=zone_word(card.zone))
        if card.zone
        else (_(", only on its site {site}").format(site=card.site) if card.site else "")
    )
    return _(
        "<b>{letter}</b> #{number} {name}: {kind}, {points}{zone}, stage {stage}. <small>{function}</small>"
    ).format(
        letter=f"{KIND_LETTERS[card.kind]}{STYLE_MARKS[card.style]}",
        number=number,
        name=html.escape(_(card.name)),
        kind=with_polish(kind_word(card.kind), POLISH[card.kind]),
        points=points,
        zone=zone,
        stage="I" * card.stage,
        function=html.escape(_(card.function.name)),
    )


def track_html(state) -> str:
    """The round track (rounds 1-4 stage I, 5-8 stage II) and the three phases, the current ones boxed."""
    rounds = []
    for number in range(1, ROUNDS + 1):
        now = number == state.round and state.phase != "over"
        look = f"{_BOX};font-weight:bold;background:#F0E442" if now else _BOX
        rounds.append(f'<span style="{look}">{"▶" if now else ""}{number}</span>')
        if number == STAGE_ROUNDS:
            rounds.append(" | ")
    if state.phase == "over":
        where = _("<b>The game is over</b>: the final score is on the sheet (W-END-1).")
    elif state.phase == "norms":
        where = _("<b>Set-up</b>: each player keeps 1 of the 2 norm cards (karty norm) dealt, in secret (W-SETUP-11).")
    else:
        steps = [
            f"{'▶ <b>' if key == state.phase else ''}{html.escape(_(name))}{'</b>' if key == state.phase else ''}"
            f" <small>({rule})</small>"
            for key, name, rule in PHASES
        ]
        where = " → ".join(steps)
    heading = _("<b>Round {round} of {rounds}</b>, {stage}").format(
        round=min(state.round, ROUNDS), rounds=ROUNDS, stage=_(STAGES[state.stage])
    )
    return f'<div class="gk-track">{heading}<br>{"".join(rounds)}<br>{where}</div>'


def _pips(have: int) -> str:
    """A resource as filled and empty boxes, and its count against the limit of 3 (W-LIMIT-1)."""
    return "●" * have + "○" * (LIMIT - have) + f" {have}/{LIMIT}"


def _norm(number: int) -> str:
    """A norm card's objects in words."""
    return ", ".join(map(norm_object, NORMS[number]))


def seats_html(state) -> str:
    """Every player's public things: resources, cards in hand and discarded (only how many), engineers, metro
    markers, foundations and built cards with their functions (turned ↻ once used); and, once the game is over, the
    norm each kept (W-NORM-6)."""
    rows = []
    for index, seat in enumerate(state.seats):
        style = seat_style(index)
        turn = _(" ◀ to play") if index == state.current and state.phase != "over" else ""
        flags = _(" (passed)") if seat.passed and state.phase == "planning" else ""
        resources = " ".join(
            f'<span title="{resource_title(r)}">{resource_letter(r)} {_pips(getattr(seat, r))}</span>'
            for r in RESOURCES
        )
        markers = METRO_MARKERS - state.board.markers_used(index)
        projects = [p for p in state.projects if p.owner == index]
        founded = "; ".join(
            _("#{card} {name} on {hex}").format(card=p.card, name=html.escape(_(CARDS[p.card].name)), hex=p.hex)
            for p in projects
        ) or _("none")
        used = _(" <b>↻ used</b>")
        built = "".join(f"<li>{card_words(c)}{used if c in seat.used else ''}</li>" for c in seat.realised)
        norm = (
            "<br><small>"
            + _("norm {number}: {objects}").format(number=seat.norm, objects=_norm(seat.norm))
            + "</small>"
            if state.phase == "over" and seat.norm is not None
            else ""
        )
        things = _(
            "cards in hand {hand}/{limit} · discarded {discarded} · engineers in supply {engineers}"
            " · metro markers {markers}/{most}"
        ).format(
            hand=len(seat.hand),
            limit=LIMIT,
            discarded=len(seat.discarded),
            engineers=seat.engineers,
            markers=markers,
            most=METRO_MARKERS,
        )
        free = _(" · 1 free segment") * seat.free_metro
        foundations = _("foundations: {founded}").format(founded=founded)
        built = "<br><small>" + _("built:") + f"</small><ul style='margin:0'>{built}</ul>" if built else ""
        rows.append(
            f'<div class="gk-seat" style="border-top:1px solid #999;padding:2px 0">{badge(style)}{turn}{flags}<br>'
            f"{resources}<br>{things}{free}<br><small>{foundations}</small>{norm}{built}</div>"
        )
    heading = _("<b>Players</b> <small>(first player: {first})</small>").format(first=player(state.first))
    return heading + "".join(rows)


def tasks_html(state) -> str:
    tasks = "".join(f"<li>{html.escape(str(task))}</li>" for task in state.tasks) or _("<li><i>none</i></li>")
    return _(
        "<b>Urban tasks face up</b> (zadania urbanistyczne, W-TASK-5): <ul style='margin:0'>{tasks}</ul>"
        "<small>{tasks_left} left in the deck · {cards_left} project cards in the deck</small>"
    ).format(tasks=tasks, tasks_left=len(state.task_deck), cards_left=len(state.deck))


def secret_html(state, seat: int) -> str:
    """What only `seat` may see: its hand, its norm, or the two norms dealt to it (W-NORM-6)."""
    own = state.seats[seat]
    who = html.escape(player(seat))
    parts = [_("<b>{who}'s hand</b> ({held}/{limit}):").format(who=who, held=len(own.hand), limit=LIMIT)]
    parts += [f"<div>{card_words(c)}</div>" for c in own.hand] or [_("<div><i>no project cards</i></div>")]
    if own.norm is not None:
        parts.append(
            _("<div><b>Your norm</b> (secret): norm {number}, {objects}</div>").format(
                number=own.norm, objects=_norm(own.norm)
            )
        )
    else:  # the 2 norms dealt, one to keep (W-SETUP-11)
        parts += [
            _("<div>Dealt: norm {number}, {objects}</div>").format(number=number, objects=_norm(number))
            for number in own.dealt
        ]
    return "".join(parts)
