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
"""

from __future__ import annotations

import html

import ipywidgets as ipw

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
from widgets.board import BoardView
from widgets.metropolys.city_map import (
    SEAT_STYLES,
    TOKEN_STYLES,
    X_RANGE,
    Y_RANGE,
    CityLayers,
    neighbourhood_at,
    position,
)
from widgets.palette import badge

PLACES = tuple(sorted(CITY, key=lambda n: (-position(n)[1], position(n)[0])))  # reading order: top row first
# A bid button holds a two-digit label ("13") whatever the font size: ipywidgets 8 pads a button by 10 px a side,
# so a width in em alone ("3.2em") left "1…" where the widget font is small.
BID_BUTTON_WIDTH = "calc(1.8em + 20px)"


def seat_badge(seat: int) -> str:
    return badge(SEAT_STYLES[seat])


class MetropolysBoard(BoardView):
    """The city map with the auction on it; the side panel holds the bid picker, Pass, the auction, the
    seats and the current player's goals."""

    x_range, y_range = X_RANGE, Y_RANGE
    seat_styles = SEAT_STYLES  # the rulebook's Blue, Grey, Red and White, on the sheet and in the log too
    scale = 27
    highlight_size = 11
    secret = "goals"  # shown only for `viewer` (the kit's secret gate)

    def __init__(self, match, **options):
        self.value: int | None = None  # the building picked to bid with
        self.picker = ipw.ToggleButtons(
            style={"button_width": BID_BUTTON_WIDTH}, tooltip="The building to bid with (its number)"
        ).add_class("gk-bid-values")
        self.pass_button = ipw.Button(
            description="Pass", icon="hand-paper-o", tooltip="Drop out of this auction (M-AUCTION-8)"
        ).add_class("gk-pass")
        self.auction_text = ipw.HTML().add_class("gk-auction")
        self.seats_text = ipw.HTML().add_class("gk-seats")
        self.goals_text = ipw.HTML().add_class("gk-goals")
        super().__init__(match, **options)
        self.picker.observe(self.status.guard(self._picked, "choosing a building"), names="value")
        self.pass_button.on_click(self.status.guard(lambda _: self.pass_turn(), "Pass"))
        self.lay_out(
            [
                ipw.HTML("<b>Bid with building</b>"),
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
        with self.status.catching("updating the side panel"):
            self._update_side(self._shown_state())

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
        return f"neighbourhood {n} ({data['kind']}, {DISTRICTS[data['district']]})"

    def cancel(self):
        """Escape: drop the building picked to bid with (back to the lowest one allowed)."""
        self.value = None
        self.refresh()

    def hint(self, n):
        data = CITY.nodes[n]
        token = self.match.state.tokens.get(n)
        extra = f", {TOKEN_STYLES[token].name} token" if token else ""
        return f"{n}: {data['kind']}, {DISTRICTS[data['district']]}{extra}. Bid {self.value} here."

    def describe(self):
        if self.shown_ply is not None:
            return super().describe()
        state, played = self.match.state, len(self.match.history)
        first = SEAT_STYLES[state.setup.first].name
        text = f"Move {played}: {self.match.history[-1]}. " if played else f"New game: {first} starts. "
        last = state.last
        if last is not None and not state.auction.bids:
            text += (
                f"{SEAT_STYLES[last.winner].name} won the auction and built on {last.building.neighbourhood}"
                f" ({ENDINGS[last.ended_by]}). "
            )
        if self.match.is_over:
            score = self.match.score()
            names = " and ".join(SEAT_STYLES[s].name for s in score.winners())
            return text + f"Game over: the secret goals are revealed. Winner: {names}."
        who = SEAT_STYLES[self.match.current_player].name
        high = state.auction.high
        if high is None:
            return (
                text + f"{who} opens the auction: pick a building and click any empty neighbourhood." + self.handover()
            )
        return (
            text
            + f"{who} to bid: more than {high.value}, next to {high.neighbourhood} (a marked neighbourhood), or pass."
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

    def _shown_state(self):
        return self.match.state if self.shown_ply is None else self.match.state_after(self.shown_ply)

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
            return "<b>The game is over.</b>"
        rows = [f"<b>Auction</b>, opened by {seat_badge(auction.opener)}:"]
        for offer in auction.bids:
            mark = " ◀ high bid" if offer == auction.high else ""
            rows.append(f"{seat_badge(offer.seat)} bids {offer.value} on {offer.neighbourhood}{mark}")
        if not auction.bids:
            rows.append("<i>no bid yet: the opener bids anywhere empty (M-AUCTION-1)</i>")
        for seat in sorted(auction.passed):
            why = " (could not outbid, M-AUCTION-10)" if seat in auction.forced else ""
            rows.append(f"{seat_badge(seat)} passed{why}")
        rows.append(f"To play: {seat_badge(auction.active)}")
        return "<div>" + "<br>".join(rows) + "</div>"

    def _seats_html(self, state) -> str:
        head = (
            "<tr><th>seat</th><th>buildings in hand</th><th>built</th><th style='white-space:nowrap'>F M A</th>"
            "<th>cards</th></tr>"
        )
        body = []
        for seat in range(state.players):
            cards = [
                name
                for name, holder in (("Metro", state.metro_card), ("Archaeology", state.archaeology_card))
                if holder == seat
            ]
            built = sum(b.owner == seat for b in state.built)
            tokens = " ".join(str(n) for n in state.gained[seat])
            numbers = " ".join(str(v) for v in hand(state, seat))
            body.append(
                f"<tr><td>{seat_badge(seat)}</td><td>{numbers}</td>"
                f"<td>{built}</td><td style='white-space:nowrap'>{tokens}</td><td>{', '.join(cards)}</td></tr>"
            )
        legend = " ".join(f"{TOKEN_STYLES[k].letter} {html.escape(TOKEN_STYLES[k].name)}" for k in TOKEN_KINDS)
        first = state.setup.first  # chosen by the players, or drawn from the seed (M-SETUP-8, M-GAP-16)
        return (
            f"<div class='gk-first-player'>{seat_badge(first)} starts: the first player</div>"
            f"<table class='gk-seat-table' style='font-size:85%;line-height:1.2'>{head}{''.join(body)}</table>"
            f"<small>Tokens: {legend}. Special cards: Metro (+3), Archaeology (−2).</small>"
        )

    def _update_goals(self, state) -> None:
        """The goals the table may see: everyone's once the game is over (M-GEND-2), else only the viewer's."""
        if self.match.is_over and self.shown_ply is None:
            seats = range(state.players)
        elif self.viewer is not None:  # the kit's gate: the seat on turn, in the present, after it asked
            seats = [self.viewer]
        else:
            who = SEAT_STYLES[state.auction.active].name
            self.goals_text.value = (
                f"<i>{who}'s secret goals are hidden: only {who} should press the button.</i>"
                if self.shown_ply is None
                else "<i>Secret goals stay hidden while you look back at an earlier move.</i>"
            )
            return
        variant = state.setup.variant
        view = self.match.rules.view(state, seats[0])["seats"]  # the viewer's own cards, or everyone's at the end
        rows = [
            f"<div>{seat_badge(s)}: "
            + "; ".join(
                f"<b>{html.escape(card)}</b> ({html.escape(goal_text(card, variant))})" for card in view[s]["goals"]
            )
            + "</div>"
            for s in seats
        ]
        self.goals_text.value = "<b>Secret goals</b>" + "".join(rows)
