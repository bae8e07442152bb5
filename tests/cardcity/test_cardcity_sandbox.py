"""The card-city sandbox on the one sandbox model: its edits (StartCity, PlaceCard, PlaceOwnCard) are checked by
`RULES.why_illegal`, played through a Match (undo, redo, subscribe, saves) and scored with the game's own
`score_city`; the façade `Sandbox` keeps its methods and what they return."""

import pytest

import gamekit
from gamekit import IllegalMove, SaveFileError, sandbox
from gamekit.cardcity import CARDS, Card, DeckError, Sandbox, score_city
from gamekit.cardcity.cards import block_texts
from gamekit.cardcity.sandbox import RULES, SandboxState
from gamekit.cardcity.sandbox_moves import PlaceCard, PlaceOwnCard, StartCity

MINE = ("P E", "C W", "I", "R")  # a card of your own: park and commercial joined by a road on top


def refused(city, edit, rule):
    """Play `edit`, which must be refused citing `rule` and change nothing; returns the reason."""
    before, history = city.state, city.match.history
    assert RULES.why_illegal(before, edit).rule == rule
    with pytest.raises(IllegalMove) as caught:
        city.play(edit)
    assert caught.value.rule == rule and caught.value.reason.endswith(".")
    assert city.state is before and city.match.history == history
    return caught.value.reason


def test_the_sandbox_is_the_one_model_over_frozen_states():
    city = Sandbox()
    assert isinstance(city, sandbox.Sandbox) and city.match.rules is RULES and city.players == 1
    assert isinstance(city.state, SandboxState) and not city.cells and str(city) == "(empty city)"
    city.place(1, 0, 0)
    with pytest.raises(AttributeError):
        city.state.placed = ()
    assert city.state.placed == (StartCity(1, 0, 0),) and city.placed == [(1, 0, 0, False)]
    with pytest.raises(ValueError, match="players must be one of 1"):
        RULES.initial_state(2, 0)


def test_C_SETUP_7_the_starting_card_goes_anywhere_then_cards_join_the_city():
    """ "To bedzie karta po-czatkowa waszego miasta, tworzaca obszar budowy": on the empty table the first card is
    the city's starting card, laid anywhere (StartCity, offered in the middle of the table); every later card joins
    the city (PlaceCard), and a second starting card or a first joining card is refused."""
    city = Sandbox()
    assert set(city.match.legal_moves()) == {StartCity(n, 0, 0, t) for n in CARDS for t in (False, True)}
    assert "starting card" in refused(city, PlaceCard(1, 0, 0), "C-SETUP-7")
    city.place(3, 7, -4, turned=True)  # anywhere, not only where the list offers it
    assert city.state.placed == (StartCity(3, 7, -4, True),) and (8, -3) in city.cells
    assert "starting card already" in refused(city, StartCity(1, 9, -4), "C-SETUP-7")
    assert all(isinstance(edit, PlaceCard) for edit in city.match.legal_moves())
    city.place(1, 9, -4)
    assert city.state.placed[-1] == PlaceCard(1, 9, -4)


def test_C_PLACE_6_a_refused_edit_cites_its_rule_and_changes_nothing():
    """ "tak, by sasiadowata tylko" rogiem: a card touching the city only at a corner is refused, and the sandbox
    stays exactly as it was; so do the other refusals of the building code."""
    city = Sandbox().place(1, 0, 0)
    assert "only at a corner" in refused(city, PlaceCard(2, 2, 2), "C-PLACE-6")
    assert "would not touch the city" in refused(city, PlaceCard(2, 5, 0), "C-PLACE-1")
    assert "upright" in refused(city, PlaceCard(2, 2, 0, portrait=True), "C-PLACE-4")
    assert "whole numbers" in refused(city, PlaceCard(2, 2.0, 0), "C-GAP-3")
    assert "numbered 1 to 18" in refused(city, PlaceCard(19, 2, 0), "C-COMP-1")
    assert "not a move of the card-city sandbox" in refused(city, ("place", 2, 2, 0), "C-COMP-1")
    assert city.placed == [(1, 0, 0, False)]


def test_C_CARD_1_a_card_of_your_own_must_have_one_block_of_each_kind():
    """ "Kazda karta podzielona jest na 4 rejony, po 1 z kaz-dego typu": a card of your own with two parks, or with
    three blocks, is refused with this rule, in the sandbox as in the deck file; a valid one is laid."""
    city = Sandbox()
    assert "one block of each kind" in refused(city, PlaceOwnCard(20, ("P", "P", "I", "R"), 0, 0), "C-CARD-1")
    assert "2 blocks wide and 2 high" in refused(city, PlaceOwnCard(20, MINE[:3], 0, 0), "C-CARD-1")
    assert "not a block kind" in refused(city, PlaceOwnCard(20, ("L", "C", "I", "R"), 0, 0), "C-CARD-1")
    city.play(PlaceOwnCard(19, MINE, 0, 0))
    assert city.cells[(0, 0)].card == 19 and city.roads() == 1


def test_C_CARD_2_a_card_of_your_own_has_one_or_two_roads():
    """ "Na kazdej karcie sg 1 lub 2 drogi": a card of your own with no road, or with three, is refused."""
    city = Sandbox()
    assert "1 or 2 roads" in refused(city, PlaceOwnCard(20, ("P", "C", "I", "R"), 0, 0), "C-CARD-2")
    assert "1 or 2 roads" in refused(city, PlaceOwnCard(20, ("P N", "C N", "I S", "R"), 0, 0), "C-CARD-2")
    assert "meets no road" in refused(city, PlaceOwnCard(20, ("P E", "C", "I", "R"), 0, 0), "C-GAP-5")


def test_a_card_object_of_your_own_becomes_a_plain_edit():
    mine = Card(19, [["park", "commercial"], ["industrial", "residential"]], [[{"E"}, {"W"}], [set(), set()]])
    assert block_texts(mine) == MINE
    city = Sandbox()
    assert city.edit(mine, 0, 0) == PlaceOwnCard(19, MINE, 0, 0)
    assert city.edit(CARDS[5], 0, 0) == StartCity(5, 0, 0)  # a deck card is the deck's
    broken = Card(20, [["park", "park"], ["industrial", "residential"]], [[set(), set()], [set(), {"N"}]])
    with pytest.raises(DeckError, match="one block of each kind"):
        city.place(broken, 0, 0)
    assert not city.match.history


def test_undo_and_redo_restore_the_city_exactly():
    city = Sandbox().place(1, 0, 0)
    one = city.state
    city.place(5, 1, 1)
    two = city.state
    seen = []
    city.subscribe(lambda match: seen.append(match.last_change))
    city.undo()
    assert city.state == one and city.cells == dict(one.cells) and city.placed == [(1, 0, 0, False)]
    city.redo()
    assert city.state is two and seen == ["undo", "redo"]


def test_a_save_opens_through_gamekit_load():
    city = Sandbox().place(10, 0, 0).place(9, 1, 2, turned=True)
    city.play(PlaceOwnCard(19, MINE, -2, 0))
    text = city.to_json()
    again = gamekit.load(text)
    assert again.rules is RULES and again.state == city.state and again.history == city.match.history
    assert Sandbox.load(text).cells == city.cells and str(Sandbox.load(text)) == str(city)
    with pytest.raises(SaveFileError, match="not allowed here"):
        gamekit.load(text.replace('"x": -2', '"x": -9'))  # the own card would no longer touch the city


def test_the_sheet_is_the_games_own():
    city = Sandbox()
    for card, x, y, turned in [(10, 0, 0, False), (9, 1, 2, True), (17, 1, 0, True), (5, 3, 0, False)]:
        city.place(card, x, y, turned)
    assert city.match.score() == score_city(city.cells) == city.score()
    assert city.score(goals=(2, 7, 14)) == score_city(city.cells, (2, 7, 14))
    assert city.match.preview(PlaceCard(1, 4, 1)) == score_city(RULES.apply(city.state, PlaceCard(1, 4, 1)).cells)


class Odd:
    """A value that even fails to be shown or tested for truth."""

    def __repr__(self):
        raise RuntimeError("no repr")

    def __bool__(self):
        raise RuntimeError("no truth")


@pytest.mark.parametrize(
    "edit",
    [
        PlaceCard(Odd(), Odd(), Odd(), Odd(), Odd()),
        StartCity([1], 0, 0),
        PlaceOwnCard(19, None, 0, 0),
        PlaceOwnCard(19, ("P E", 3, "I", "R"), 0, 0),
        PlaceOwnCard(Odd(), MINE, 0, 0, turned=Odd()),
    ],
)
def test_odd_edits_read_and_are_refused_without_raising(edit):
    assert str(edit)
    for state in (Sandbox().state, Sandbox().place(1, 0, 0).state):
        err = RULES.why_illegal(state, edit)
        assert isinstance(err, IllegalMove) and err.rule.startswith("C-")
