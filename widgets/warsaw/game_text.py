"""The words and HTML of the Warsaw game board's side panel: the round and phase track, the action fields'
labels and what the limit of 3 would swallow of a field's gain, each player's resources (with the limit of 3),
engineers, foundations and built cards, the hand and norm of the player at the table, and the open urban tasks
(rules W-FLOW-3, W-PLAN-1, W-REAL-1, W-LIMIT-1, W-GAP-11, W-FUNC-5).

Everything here reads a `gamekit.warsaw` GameState and writes text; the hidden parts (a hand, a norm) are
written only when the board passes them in, so a function here never shows what a seat may not see.
"""

from __future__ import annotations

import html

from gamekit.warsaw import CARDS, NORMS, POLISH, Field
from gamekit.warsaw.board import METRO_MARKERS
from gamekit.warsaw.planning import field_gain
from gamekit.warsaw.state import CARDS_HELD, LIMIT, ROUNDS, STAGE_ROUNDS, surplus
from widgets.palette import badge, seat_style
from widgets.warsaw.picture import KIND_LETTERS, STYLE_MARKS

STAGES = {1: "stage I, Odbudowa (Reconstruction)", 2: "stage II, Modernizacja (Modernisation)"}
PHASES = (
    ("office", "Biuro Odbudowy Stolicy (Capital Reconstruction Office)", "W-FLOW-3"),
    ("planning", "Planowanie (planning)", "W-PLAN-1"),
    ("realisation", "Realizacja projektów (realisation)", "W-REAL-1"),
)
RESOURCE_WORDS = {
    "fund": ("F", "Fund (fundusz)"),
    "concrete": ("C", "Concrete (beton)"),
    "rubble": ("R", "Rubble (gruz)"),
}
ACTION_WORDS = {
    "fund": "+{n} F",
    "concrete": "+{n} C",
    "rubble": "+{n} R",
    "draw": "draw {n}",
    "clear": "clear {n}",
    "first": "1st +{n} F",
    "exchange": "2R→C ×{n}",
}
ACTION_SENTENCES = {
    "fund": "take {n} Fund{s}",
    "concrete": "take {n} Concrete",
    "rubble": "take {n} Rubble",
    "draw": "draw {n} project card(s)",
    "clear": "clear rubble from up to {n} hexes and keep it",
    "first": "take the first-player marker (from next round) and {n} Fund{s}",
    "exchange": "trade 2 Rubble for 1 Concrete, up to {n} times",
}
_BOX = "display:inline-block;min-width:1.6em;text-align:center;border:1px solid #000;margin:1px;padding:0 2px"


def field_label(field: Field) -> str:
    """The short label on an action field: its id, ∞ for an unlimited field, and its action."""
    return f"{field.id}{' ∞' if field.unlimited else ''}\n{ACTION_WORDS[field.action].format(n=field.amount)}"


def field_sentence(field: Field) -> str:
    limit = "unlimited: any number of engineers" if field.unlimited else "one engineer a round"
    action = ACTION_SENTENCES[field.action].format(n=field.amount, s="" if field.amount == 1 else "s")
    return f"Field {field.id} ({limit}): {action}."


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
            "draw": "the deck is empty (W-GAP-26)",
            "clear": "no rubble is left on the map",
            "exchange": f"that needs 2 Rubble, and fewer than {LIMIT} Concrete",
        }[field.action]
        return f"It gives you nothing now: {why}."
    lost = surplus(seat, {r: n for r, n in gained.items() if n > 0})
    cards = lost.pop(CARDS_HELD, 0)
    words = []
    if lost:
        words.append(
            f"You would lose {' and '.join(f'{n} {RESOURCE_WORDS[r][0]}' for r, n in lost.items())} to"
            f" the limit of {LIMIT} (W-LIMIT-1)."
        )
    if cards:
        words.append(
            f"You would hold {len(seat.hand) + gained[CARDS_HELD]} cards and discard {cards} of your choice (W-GAP-11)."
        )
    return " ".join(words) or None


def card_words(number: int) -> str:
    """A project card in one line: type letter and type, name, points, zone and function."""
    card = CARDS[number]
    points = "2 + 1 per unbuilt neighbour" if card.points is None else f"{card.points} VP"
    zone = f", {card.zone} zone only" if card.zone else (f", only on its site {card.site}" if card.site else "")
    return (
        f"<b>{KIND_LETTERS[card.kind]}{STYLE_MARKS[card.style]}</b> #{number} {html.escape(card.name)}:"
        f" {card.kind} ({POLISH[card.kind]}), {points}{zone}, stage {'I' * card.stage}."
        f" <small>{html.escape(card.function.name)}</small>"
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
        where = "<b>The game is over</b>: the final score is on the sheet (W-END-1)."
    elif state.phase == "norms":
        where = "<b>Set-up</b>: each player keeps 1 of the 2 norm cards (karty norm) dealt, in secret (W-SETUP-11)."
    else:
        steps = [
            f"{'▶ <b>' if key == state.phase else ''}{html.escape(name)}{'</b>' if key == state.phase else ''}"
            f" <small>({rule})</small>"
            for key, name, rule in PHASES
        ]
        where = " → ".join(steps)
    return (
        f'<div class="gk-track"><b>Round {min(state.round, ROUNDS)} of {ROUNDS}</b>, {STAGES[state.stage]}'
        f"<br>{''.join(rounds)}<br>{where}</div>"
    )


def _pips(have: int) -> str:
    """A resource as filled and empty boxes, and its count against the limit of 3 (W-LIMIT-1)."""
    return "●" * have + "○" * (LIMIT - have) + f" {have}/{LIMIT}"


def seats_html(state) -> str:
    """Every player's public things: resources, cards in hand and discarded (only how many), engineers, metro
    markers, foundations and built cards with their functions (turned ↻ once used); and, once the game is over, the
    norm each kept (W-NORM-6)."""
    rows = []
    for index, seat in enumerate(state.seats):
        style = seat_style(index)
        turn = " ◀ to play" if index == state.current and state.phase != "over" else ""
        flags = " (passed)" if seat.passed and state.phase == "planning" else ""
        resources = " ".join(
            f'<span title="{RESOURCE_WORDS[r][1]}">{RESOURCE_WORDS[r][0]} {_pips(getattr(seat, r))}</span>'
            for r in RESOURCE_WORDS
        )
        markers = METRO_MARKERS - state.board.markers_used(index)
        projects = [p for p in state.projects if p.owner == index]
        founded = "; ".join(f"#{p.card} {html.escape(CARDS[p.card].name)} on {p.hex}" for p in projects) or "none"
        built = "".join(f"<li>{card_words(c)}{' <b>↻ used</b>' if c in seat.used else ''}</li>" for c in seat.realised)
        norm = (
            f"<br><small>norm {seat.norm}: {', '.join(NORMS[seat.norm])}</small>"
            if state.phase == "over" and seat.norm is not None
            else ""
        )
        rows.append(
            f'<div class="gk-seat" style="border-top:1px solid #999;padding:2px 0">{badge(style)}{turn}{flags}<br>'
            f"{resources}<br>cards in hand {len(seat.hand)}/{LIMIT} · discarded {len(seat.discarded)}"
            f" · engineers in supply {seat.engineers}"
            f" · metro markers {markers}/{METRO_MARKERS}{' · 1 free segment' * seat.free_metro}<br>"
            f"<small>foundations: {founded}</small>{norm}"
            + (f"<br><small>built:</small><ul style='margin:0'>{built}</ul>" if built else "")
            + "</div>"
        )
    first = seat_style(state.first).name
    return f"<b>Players</b> <small>(first player: {first})</small>" + "".join(rows)


def tasks_html(state) -> str:
    tasks = "".join(f"<li>{html.escape(str(task))}</li>" for task in state.tasks) or "<li><i>none</i></li>"
    return (
        f"<b>Urban tasks face up</b> (zadania urbanistyczne, W-TASK-5): <ul style='margin:0'>{tasks}</ul>"
        f"<small>{len(state.task_deck)} left in the deck · {len(state.deck)} project cards in the deck</small>"
    )


def secret_html(state, seat: int) -> str:
    """What only `seat` may see: its hand, its norm, or the two norms dealt to it (W-NORM-6)."""
    own = state.seats[seat]
    who = html.escape(seat_style(seat).name)
    parts = [f"<b>{who}'s hand</b> ({len(own.hand)}/{LIMIT}):"]
    parts += [f"<div>{card_words(c)}</div>" for c in own.hand] or ["<div><i>no project cards</i></div>"]
    if own.norm is not None:
        parts.append(f"<div><b>Your norm</b> (secret): norm {own.norm}, {', '.join(NORMS[own.norm])}</div>")
    else:  # the 2 norms dealt, one to keep (W-SETUP-11)
        parts += [f"<div>Dealt: norm {number}, {', '.join(NORMS[number])}</div>" for number in own.dealt]
    return "".join(parts)
