"""Our resolutions of the rulebook's gaps in the full game (the gap entries of rules/warsaw.md that the engine
plays): the action boards, cards, functions, tasks and norms we made up, and the rules the seed leaves unsaid.
Each test quotes the seed's words that leave the gap open. The limit of 3 (W-GAP-11) is in
test_warsaw_game_limit.py.
"""

from collections import Counter
from dataclasses import replace

from warsaw_game_helpers import (
    GRANT_CARD,
    INSPECTOR_CARD,
    NEXT_TO_URBAN,
    SUBURBAN,
    SUBURBAN_CARD,
    SUPPLIER_CARD,
    URBAN,
    cleared,
    founded,
    planning,
    play,
    realised,
    realising,
    refused,
    seat,
    skip_round,
)

from gamekit.warsaw import (
    ACTION_BOARDS,
    CARDS,
    FUNCTIONS,
    KINDS,
    NORM_OBJECTS,
    NORMS,
    RULES,
    STYLES,
    TASK_DECKS,
    Build,
    Delegate,
    EndRealisation,
    Foundation,
    Pass,
    UseFunction,
)
from gamekit.warsaw.board import Building
from gamekit.warsaw.scoring import norm_sets

OTHER_INSPECTOR = 24  # a second card with the Building inspector reaction


def test_W_GAP_1_the_action_boards_are_our_fields():
    """ "W ramkach poniżej zostały opisane wszystkie pola": the boxes are missing, so the fields are ours."""
    ids = {p: [f.id for f in board] for p, board in ACTION_BOARDS.items()}
    assert ids[3] == ["U1", "U2", "U3", "L1", "L2", "L3", "L4", "L5", "L6", "L7"]
    assert set(ids[4]) - set(ids[3]) == {"L2b", "L5b"} and set(ids[5]) - set(ids[4]) == {"L1b", "L4b"}
    fields = {f.id: (f.unlimited, f.action, f.amount) for f in ACTION_BOARDS[5]}
    assert fields == {
        "U1": (True, "fund", 1),
        "U2": (True, "draw", 1),
        "U3": (True, "rubble", 1),
        "L1": (False, "fund", 2),
        "L1b": (False, "fund", 2),
        "L2": (False, "concrete", 1),
        "L2b": (False, "concrete", 1),
        "L3": (False, "concrete", 2),
        "L4": (False, "draw", 2),
        "L4b": (False, "draw", 2),
        "L5": (False, "clear", 2),
        "L5b": (False, "clear", 2),
        "L6": (False, "first", 1),
        "L7": (False, "exchange", 2),
    }


def test_W_GAP_2_thirty_cards_a_stage_five_of_each_type():
    """ "60 kart projektów": the seed gives the count and the anatomy, not the cards."""
    for stage in (1, 2):
        cards = [c for c in CARDS.values() if c.stage == stage]
        assert Counter(c.kind for c in cards) == dict.fromkeys(KINDS, 5)
    historic = [c for c in CARDS.values() if c.site is not None]
    assert len(historic) == 4 and {c.stage for c in historic} == {1}
    assert {c.kind for c in historic} == {"representative", "cultural"}
    styles = Counter((c.stage, c.style) for c in CARDS.values() if c.style)
    assert styles == {(1, "socrealism"): 6, (2, "modernism"): 7}
    assert sum(c.real for c in CARDS.values()) == 51


def test_W_GAP_3_functions_are_styles_incomes_once_or_reactions():
    """ "Niektóre funkcje są stałe, inne trzeba aktywować": kinds named by the seed, texts made up by us."""
    kinds = Counter(f.kind for f in FUNCTIONS.values())
    assert kinds == {"style": 2, "permanent": 3, "once": 6, "reaction": 4}
    assert {f.style for f in FUNCTIONS.values() if f.kind == "style"} == set(STYLES)
    incomes = [f.gain for f in FUNCTIONS.values() if f.kind == "permanent"]
    assert sorted(incomes) == [(("concrete", 1),), (("fund", 1),), (("rubble", 1),)]  # +1 of a resource a round
    assert {f.trigger for f in FUNCTIONS.values() if f.kind == "reaction"} == {"foundation", "build", "metro", "bridge"}
    state = realised(planning(), 0, 2)  # card 2: +1 Concrete every round
    assert [skip_round(state).seats[0].concrete, skip_round(skip_round(state)).seats[0].concrete] == [1, 2]


def test_W_GAP_4_twelve_urban_tasks_a_stage_worth_two_to_four():
    """ "informacja o liczbie punktów możliwej do zdobycia": the seed shows what a task says, not the deck."""
    for deck in TASK_DECKS.values():
        assert len(deck) == 12 and {t.points for t in deck} <= {2, 3, 4}
        assert all(t.new in KINDS + STYLES and t.existing in KINDS for t in deck)
    assert {t.new for t in TASK_DECKS[1] if t.new in STYLES} == {"socrealism"}
    assert {t.new for t in TASK_DECKS[2] if t.new in STYLES} == {"modernism"}


def test_W_GAP_5_twelve_norms_of_four_objects_counted_in_disjoint_sets():
    """ "zestaw obiektów, jakie gracz musi wybudować": the seed never lists the norms or says what an object is."""
    assert sorted(NORMS) == list(range(1, 13))
    assert all(len(norm) == 4 and set(norm) <= set(NORM_OBJECTS) for norm in NORMS.values())
    assert NORMS[1] == ("residential", "service", "transport", "industrial")
    built = {"residential": 4, "metro": 3, "cultural": 2}
    assert norm_sets(built, NORMS[2], 4) == 2  # [residential, residential, cultural, metro] twice
    assert norm_sets(built, NORMS[2], 5) == 2 and norm_sets({"residential": 2}, NORMS[2], 4) == 0


def test_W_GAP_10_no_cards_at_the_start_so_round_one_opens_with_delegations():
    """The seed lists no starting cards or resources ("W-SETUP-15")."""
    state = planning()
    assert not any(isinstance(m, Foundation) for m in RULES.legal_moves(state))
    drawn = play(state, Delegate("U2"), Pass(), Pass(), Pass())
    assert any(isinstance(m, Foundation) for m in RULES.legal_moves(drawn))


def test_W_GAP_12_the_bank_never_runs_out():
    """ "tworząc w ten sposób bank zasobów": the seed gives no bank sizes."""
    state = planning(5)
    for index in range(1, 5):
        state = seat(state, index, fund=3, concrete=3, rubble=3)  # 36 markers out of the bank
    after = play(state, Delegate("L1"), Delegate("L3"), Delegate("U3"))
    assert (after.seats[0].fund, after.seats[1].concrete, after.seats[2].rubble) == (2, 3, 3)


def test_W_GAP_13_the_first_player_marker_moves_by_field_L6_or_clockwise():
    """ "zaczynając od tego który posiada znacznik pierwszeństwa": how the marker moves is not said."""
    state = play(planning(4, 0), Delegate("U3"), Delegate("L6"))  # seat 1 takes the first-player marker
    assert state.next_first == 1 and state.first == 0
    assert skip_round(state).first == 1  # it counts from the next round
    assert skip_round(skip_round(state)).first == 2  # nobody took it: it passes clockwise


def test_W_GAP_14_realisation_starts_with_the_first_player_one_turn_each():
    """ "gracze (zgodnie z ruchem wskazówek zegara) będą budować": where realisation starts is not said."""
    state = planning(4, 7)
    for _ in range(4):
        state = play(state, Pass())
    turns = []
    while state.phase == "realisation":
        turns.append(state.active)
        state = play(state, EndRealisation())
    first = planning(4, 7).first
    assert turns == [(first + k) % 4 for k in range(4)]


def test_W_GAP_15_the_action_board_and_first_player_marker_stay_in_the_advanced_game():
    """ "nie są one wykorzystywane w wariancie rodzinnym": step 9 belongs to the family game."""
    state = planning(3)
    for _ in range(5):
        state = skip_round(state)
    assert state.round == 6 and len(state.fields) == len(ACTION_BOARDS[3])
    after = play(state, Delegate("L6"))
    assert after.next_first == state.first and skip_round(after).first == state.first


def test_W_GAP_21_a_free_hex_holds_nothing_and_a_cleared_one_no_rubble():
    """ "na wybranym, wolnym i odgruzowanym polu planszy": "free" and "cleared" are not defined."""
    state = seat(planning(), 0, hand=(GRANT_CARD, SUPPLIER_CARD, SUBURBAN_CARD))
    refused(state, Foundation(GRANT_CARD, URBAN), "W-FOUND-2")  # rubble: not cleared
    state = play(cleared(state, URBAN, NEXT_TO_URBAN), Foundation(GRANT_CARD, URBAN))
    state = replace(state, active=0)
    assert "an engineer" in refused(state, Foundation(SUPPLIER_CARD, URBAN), "W-FOUND-2").reason
    built = replace(
        state, board=replace(state.board, buildings=(Building(NEXT_TO_URBAN, "service", 1, None, None, 2, (), ()),))
    )
    assert "a building" in refused(built, Foundation(SUPPLIER_CARD, NEXT_TO_URBAN), "W-FOUND-2").reason
    assert Foundation(SUBURBAN_CARD, SUBURBAN) in RULES.legal_moves(state)  # suburban hexes never had rubble


def test_W_GAP_26_an_empty_deck_draws_nothing_and_fewer_tasks_show():
    """ "uzupełnić liczbę zadań urbanistycznych tak, aby na początku rundy trzy z nich zostały odkryte": what an
    empty deck does is not said."""
    state = replace(planning(), deck=(), task_deck=(), tasks=())
    drawn = play(state, Delegate("L4"))
    assert drawn.seats[0].hand == () and drawn.deck == ()
    assert skip_round(state).tasks == ()


def test_W_GAP_27_historic_cards_are_stage_one_and_leave_with_the_hand():
    """ "4 budynki specjalne związane z rekonstrukcją historyczną": their stage is not said."""
    castle = next(c for c in CARDS.values() if c.site is not None)
    assert castle.stage == 1
    state = seat(planning(), 0, hand=(castle.id,))
    for _ in range(4):
        state = skip_round(state)
    assert state.seats[0].hand == () and castle.id not in state.deck
    built = founded(planning(), 0, castle.id, castle.site)
    for _ in range(4):
        built = skip_round(built)
    built = realising(seat(built, 0, fund=1, concrete=1), 0)
    assert play(built, Build(castle.site, "concrete")).seats[0].realised == (castle.id,)


def test_W_GAP_28_a_foundation_is_never_abandoned_and_scores_nothing_if_unbuilt():
    """ "znacznik inżyniera pozostaje na planszy do następnej fazy": whether it may be taken back is not said."""
    state = founded(planning(), 0, GRANT_CARD, URBAN)
    for _ in range(8):
        state = skip_round(state)
    assert state.phase == "over" and state.projects[0].hex == URBAN and state.seats[0].engineers == 3
    assert RULES.score(state).rows(0)["buildings"] == 0


def test_W_GAP_29_reactions_are_asked_clockwise_from_the_actor():
    """ "w odpowiedzi na jakieś działanie innego gracza": when and in what order is not said."""
    state = cleared(seat(planning(), 2, hand=(GRANT_CARD,)), URBAN)
    state = realised(realised(replace(state, active=2), 1, INSPECTOR_CARD), 3, OTHER_INSPECTOR)
    assert CARDS[OTHER_INSPECTOR].function.id == "inspector"
    after = play(state, Foundation(GRANT_CARD, URBAN))
    assert after.window == (3, 1) and after.trigger == "foundation"
    after = play(after, UseFunction(OTHER_INSPECTOR))
    assert after.window == (1,) and RULES.legal_moves(after)[0] == UseFunction(INSPECTOR_CARD)
    other = realised(state, 0, SUPPLIER_CARD)  # a reaction to a building is not asked after a foundation
    assert play(other, Foundation(GRANT_CARD, URBAN)).window == (3, 1)
