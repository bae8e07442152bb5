"""The live Metropolys board: the city, the auction under way, each seat's buildings and tokens, and the
secret goals of the current player only.

Pick the building to bid with (your remaining numbers above the high bid), then click a marked
neighbourhood; or press Pass. Bids stand on the map as chips with their number (the high bid thicker);
constructed buildings fill their neighbourhood with their owner's colour, letter and height. The goals are
the board kit's secret (`secret = "goals"`): they show only for `viewer`, the seat on turn after it presses
the kit's "show my goals" toggle, and hide again on any change of seat, undo, redo or look back (M-SETUP-6);
all of them are revealed when the game is over (M-GEND-2). The side panel says who started the game (M-SETUP-8).
By keyboard (the kit's): the arrows visit every neighbourhood, Enter bids there with the picked building (or says
why not), Escape drops the building picked.

    GameApp(metropolys.new_game(players=4, seed=7), MetropolysBoard)

Every word it shows is in the language shown (gamekit.i18n) when it is drawn; the seats' names (`seat_styles`) and
the secret's word (`secret`) too, read from the class as the kit does.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import Any

import ipywidgets as ipw

from gamekit.i18n import N_, _, ngettext, pgettext
from gamekit.metropolys import (
    CITY,
    DISTRICTS,
    ENDINGS,
    TOKEN_KINDS,
    Bid,
    Pass,
    auction_targets,
    bid_values,
    goal_text,
    hand,
)
from gamekit.metropolys.words import CARD_NAMES, KIND_NAMES
from widgets.board import BoardView
from widgets.metropolys.city_map import X_RANGE, Y_RANGE, CityLayers, neighbourhood_at, position
from widgets.metropolys.styles import seat_styles, token_styles
from widgets.palette import badge

PLACES = tuple(sorted(CITY, key=lambda n: (-position(n)[1], position(n)[0])))  # reading order: top row first
# A bid button holds a two-digit label ("13") whatever the font size: ipywidgets 8 pads a button by 10 px a side,
# so a width in em alone ("3.2em") left "1…" where the widget font is small.
BID_BUTTON_WIDTH = "calc(1.8em + 20px)"


def seat_badge(seat: int) -> str:
    return badge(seat_styles()[seat])


def seat_name(seat: int) -> str:
    return seat_styles()[seat].name


class Shown:
    """A class attribute worked out when it is read, from the class or a board: in the language shown then."""

    def __init__(self, make: Callable[[], Any]) -> None:
        self.make = make

    def __get__(self, board: object, owner: type | None = None) -> Any:
        return self.make()


def _secret_word() -> str:
    return pgettext("Metropolys secret", "goals")


class MetropolysBoard(BoardView):
    """The city map with the auction on it; the side panel holds the bid picker, Pass, the auction, the
    seats and the current player's goals."""

    x_range, y_range = X_RANGE, Y_RANGE
    seat_styles = Shown(seat_styles)  # the rulebook's Blue, Grey, Red and White, on the sheet and in the log too
    scale = 27
    highlight_size = 11
    secret = Shown(_secret_word)  # "goals": shown only for `viewer` (the kit's secret gate)

    def __init__(self, match, **options):
        self.value: int | None = None  # the building picked to bid with
        self.picker = ipw.ToggleButtons(
            style={"button_width": BID_BUTTON_WIDTH}, tooltip=_("The building to bid with (its number)")
        ).add_class("gk-bid-values")
        self.pass_button = ipw.Button(
            description=_("Pass"), icon="hand-paper-o", tooltip=_("Drop out of this auction (M-AUCTION-8)")
        ).add_class("gk-pass")
        self.auction_text = ipw.HTML().add_class("gk-auction")
        self.seats_text = ipw.HTML().add_class("gk-seats")
        self.goals_text = ipw.HTML().add_class("gk-goals")
        super().__init__(match, **options)
        self.picker.observe(self.status.guard(self._picked, _("choosing a building")), names="value")
        self.pass_button.on_click(self.status.guard(lambda _click: self.pass_turn(), _("Pass")))
        self.lay_out(
            [
                ipw.HTML("<b>" + html.escape(_("Bid with building")) + "</b>"),
                self.picker,
                self.pass_button,
                self.auction_text,
                self.seats_text,
                self.secret_button,
                self.goals_text,
            ],
            width="310px",
        )

    # --- BoardView hooks ------------------------------------------------------------------------------
    def setup(self, fig):
        self.layers = CityLayers(fig)

    def render(self, state):
        auction = state.auction
        self.layers.draw(state.built, state.tokens, bids=auction.bids, high=auction.high, unused=state.setup.unused)
        values = bid_values(state) if self.shown_ply is None else ()
        if self.value not in values:
            self.value = values[0] if values else None

    def refresh(self):
        super().refresh()  # the canvas and the status line first: they answer the click
        self.status.follow(self._refresh_side, N_("updating the side panel"))  # then the side panel

    def _refresh_side(self):
        self._update_side(self.shown_state())

    def target_at(self, x, y):
        return neighbourhood_at(x, y)

    def position(self, n):
        return position(n)

    def legal_targets(self):
        """Where the picked building may go, top row first (reading order)."""
        if self.value is None:
            return []
        targets = set(auction_targets(self.match.state))
        return [n for n in PLACES if n in targets]

    def move_for(self, n):
        return Bid(n, self.value) if self.value is not None else None

    def places(self):
        """Every neighbourhood of the board, in play or not, built or empty: the keyboard visits them all, so a
        learner may try any of them and read why it is refused."""
        return PLACES

    def move_places(self, move):
        return (move.neighbourhood,) if isinstance(move, Bid) else ()

    def place_name(self, n):
        data = CITY.nodes[n]
        return _("neighbourhood {n} ({kind}, {district})").format(
            n=n, kind=KIND_NAMES[data["kind"]], district=DISTRICTS[data["district"]]
        )

    def cancel(self):
        """Escape: drop the building picked to bid with (back to the lowest one allowed)."""
        self.value = None
        self.refresh()

    def hint(self, n):
        data = CITY.nodes[n]
        token = self.match.state.tokens.get(n)
        kind, district = KIND_NAMES[data["kind"]], DISTRICTS[data["district"]]
        if token:
            text = _("{n}: {kind}, {district}, {token} token. Bid {value} here.")
        else:
            text = _("{n}: {kind}, {district}. Bid {value} here.")
        token_name = token_styles()[token].name if token else ""
        return text.format(n=n, kind=kind, district=district, token=token_name, value=self.value)

    def describe(self):
        if self.shown_ply is not None:
            return super().describe()
        state, played = self.match.state, len(self.match.history)
        if played:
            text = _("Move {number}: {move}. ").format(number=played, move=self.match.history[-1])
        else:
            text = _("New game: {seat} starts. ").format(seat=seat_name(state.setup.first))
        last = state.last
        if last is not None and not state.auction.bids:
            text += _("{seat} won the auction and built on {n} ({why}). ").format(
                seat=seat_name(last.winner), n=last.building.neighbourhood, why=ENDINGS[last.ended_by]
            )
        if self.match.is_over:
            winners = self.match.score().winners()
            names = pgettext("Metropolys", " and ").join(seat_name(s) for s in winners)
            return text + ngettext(
                "Game over: the secret goals are revealed. Winner: {names}.",
                "Game over: the secret goals are revealed. Winner: {names}.",
                len(winners),
            ).format(names=names)
        who = seat_name(self.match.current_player)
        high = state.auction.high
        if high is None:
            return (
                text
                + _("{seat} opens the auction: pick a building and click any empty neighbourhood.").format(seat=who)
                + self.handover()
            )
        return (
            text
            + _("{seat} to bid: more than {value}, next to {n} (a marked neighbourhood), or pass.").format(
                seat=who, value=high.value, n=high.neighbourhood
            )
            + self.handover()
        )

    # --- actions ----------------------------------------------------------------------------------------
    def pass_turn(self) -> None:
        """What the Pass button does."""
        with self.status.catching("Pass"):
            self.play(Pass())

    def pick(self, value: int) -> None:
        """Pick the building to bid with (what the picker does)."""
        self.picker.value = value

    def _picked(self, change):
        if change["new"] is not None and change["new"] != self.value:
            self.value = change["new"]
            self.refresh()

    def _changed(self, match):
        self.value = None  # the next player starts from their lowest legal bid
        super()._changed(match)

    # --- the side panel ---------------------------------------------------------------------------------
    def _update_side(self, state):
        live = self.shown_ply is None and not self.match.is_over
        values = bid_values(state) if live else ()
        options = tuple((str(v), v) for v in values)
        if tuple(self.picker.options) != options:
            self.picker.options = options
        if self.picker.value != self.value:
            self.picker.value = self.value if values else None
        self.picker.layout.display = "" if values else "none"
        self.pass_button.disabled = not live or not state.auction.bids
        self.auction_text.value = self._auction_html(state)
        self.seats_text.value = self._seats_html(state)
        self._update_goals(state)

    def _auction_html(self, state) -> str:
        auction = state.auction
        if self.match.is_over and self.shown_ply is None:
            return "<b>" + html.escape(_("The game is over.")) + "</b>"
        rows = [_("<b>Auction</b>, opened by {seat}:").format(seat=seat_badge(auction.opener))]
        for offer in auction.bids:
            bid = (
                _("{seat} bids {value} on {n} ◀ high bid") if offer == auction.high else _("{seat} bids {value} on {n}")
            )
            rows.append(bid.format(seat=seat_badge(offer.seat), value=offer.value, n=offer.neighbourhood))
        if not auction.bids:
            rows.append("<i>" + html.escape(_("no bid yet: the opener bids anywhere empty (M-AUCTION-1)")) + "</i>")
        for seat in sorted(auction.passed):
            passed = (
                _("{seat} passed (could not outbid, M-AUCTION-10)") if seat in auction.forced else _("{seat} passed")
            )
            rows.append(passed.format(seat=seat_badge(seat)))
        rows.append(_("To play: {seat}").format(seat=seat_badge(auction.active)))
        return "<div>" + "<br>".join(rows) + "</div>"

    def _seats_html(self, state) -> str:
        letters = " ".join(token_styles()[k].letter for k in TOKEN_KINDS)
        seat, held, built, cards = (html.escape(h) for h in (_("seat"), _("buildings in hand"), _("built"), _("cards")))
        head = (
            f"<tr><th>{seat}</th><th>{held}</th><th>{built}</th><th style='white-space:nowrap'>{letters}</th>"
            f"<th>{cards}</th></tr>"
        )
        body = []
        for seat in range(state.players):
            cards = [
                CARD_NAMES[card]
                for card, holder in (("metro_card", state.metro_card), ("archaeology_card", state.archaeology_card))
                if holder == seat
            ]
            built = sum(b.owner == seat for b in state.built)
            tokens = " ".join(str(n) for n in state.gained[seat])
            numbers = " ".join(str(v) for v in hand(state, seat))
            body.append(
                f"<tr><td>{seat_badge(seat)}</td><td>{numbers}</td>"
                f"<td>{built}</td><td style='white-space:nowrap'>{tokens}</td><td>{', '.join(cards)}</td></tr>"
            )
        styles = token_styles()
        legend = ", ".join(f"{styles[k].letter} {html.escape(styles[k].name)}" for k in TOKEN_KINDS)
        first = state.setup.first  # chosen by the players, or drawn from the seed (M-SETUP-8, M-GAP-16)
        starts = _("{seat} starts: the first player").format(seat=seat_badge(first))
        key = html.escape(_("Tokens: {legend}. Special cards: Metro (+3), Archaeology (−2).")).format(legend=legend)
        return (
            f"<div class='gk-first-player'>{starts}</div>"
            f"<table class='gk-seat-table' style='font-size:85%;line-height:1.2'>{head}{''.join(body)}</table>"
            f"<small>{key}</small>"
        )

    def _update_goals(self, state) -> None:
        """The goals the table may see: everyone's once the game is over (M-GEND-2), else only the viewer's."""
        if self.match.is_over and self.shown_ply is None:
            seats = range(state.players)
        elif self.viewer is not None:  # the kit's gate: the seat on turn, in the present, after it asked
            seats = [self.viewer]
        else:
            hidden = (
                _("{seat}'s secret goals are hidden: only {seat} should press the button.")
                if self.shown_ply is None
                else _("Secret goals stay hidden while you look back at an earlier move.")
            )
            self.goals_text.value = "<i>" + html.escape(hidden.format(seat=seat_name(state.auction.active))) + "</i>"
            return
        variant = state.setup.variant
        view = self.match.rules.view(state, seats[0])["seats"]  # the viewer's own cards, or everyone's at the end
        rows = [
            f"<div>{seat_badge(s)}: "
            + "; ".join(
                f"<b>{html.escape(CARD_NAMES[card])}</b> ({html.escape(goal_text(card, variant))})"
                for card in view[s]["goals"]
            )
            + "</div>"
            for s in seats
        ]
        self.goals_text.value = "<b>" + html.escape(_("Secret goals")) + "</b>" + "".join(rows)
