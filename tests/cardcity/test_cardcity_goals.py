"""Each of the 18 goal cards on small hand-built cities, scoring one way and the other.

The cities are drawn in the comments: a letter per block (C commercial, P park, I industrial,
R residential), then the sides its road touches; "." is an empty cell. The expected numbers were
counted by hand from these drawings, using the definitions in gamekit/cardcity/goals.py.
"""

import pytest

from gamekit.cardcity import GOALS, Sandbox
from gamekit.cardcity.goals import BLOCK_PARTY, CityFacts


def city(*placements):
    sandbox = Sandbox()
    for card, x, y, turned in placements:
        sandbox.place(card, x, y, turned)
    return CityFacts(sandbox.cells)


LOOP = city((6, 0, 0, False))  # PES RSW / CNE INW: a closed loop
TURNED_15 = city((15, 0, 0, True))  # PEW CSW / I RN: one road from the west edge, turning south
TWO_STUBS = city((17, 0, 0, True))  # RN I / C PS
BOXED = city((4, 0, 0, False), (6, -1, -1, False))  # PES RSW . / CNE INW PNS / . I CNS
INNER_PARK = city((8, 0, 0, True), (16, -1, 1, True))  # . CW R / R P IE / CEW IW .
HOMES = city((16, 0, 0, True), (1, 0, 1, True))  # R P / R I / PEW CEW
DIAGONAL = city((4, 0, 0, False), (1, 1, -1, False))  # . CEW PEW / R I R / I CNS .
MARTS = city((7, 0, 0, True), (18, 2, 1, False))  # INS P . . / CNE REW CEW RESW / . . I PN
PARKWAY = city((4, 0, 0, False), (17, 1, 2, False))  # R PNS / I CNS / . PN C / . I RS
HIDDEN_SHOP = city((15, 0, 0, True), (17, 1, -1, True))  # . RN I / PEW C PS / I RN .
THREE_PARKS = city((12, 0, 0, False), (16, 2, -1, True), (4, -1, -1, True), (16, 0, -1, False),
                   (13, 2, 0, True), (13, 1, -1, True))
GREEN = city((4, 0, 0, True), (8, 2, 0, False), (5, 1, 0, False), (8, 1, -1, False))
PARK_SQUARE = city((3, 0, 0, False), (7, 2, 0, False), (1, 0, 2, False), (2, 2, 2, False))

CASES = {
    1: [(LOOP, 1), (TURNED_15, -1)],
    2: [(THREE_PARKS, 1), (TURNED_15, -2)],
    3: [(GREEN, 4 - 3), (TURNED_15, 1 - 3)],
    4: [(PARK_SQUARE, -5), (TURNED_15, -8)],
    5: [(BOXED, 2), (TURNED_15, 0)],
    6: [(HOMES, 2 - 1), (TURNED_15, 0)],
    7: [(INNER_PARK, 1), (TURNED_15, -2)],
    8: [(city((16, 0, 0, True)), 1), (TURNED_15, -2)],
    9: [(DIAGONAL, 2), (TURNED_15, 0)],
    10: [(city((5, 0, 0, False), (1, 0, 1, False)), 2), (TURNED_15, 1)],  # C I / C P / I R: column x=0
    11: [(MARTS, 2), (TURNED_15, 0)],
    12: [(TURNED_15, 1), (TWO_STUBS, 0)],
    13: [(PARKWAY, 3), (TURNED_15, 0)],
    14: [(LOOP, 4), (TURNED_15, 0)],
    15: [(DIAGONAL, 2), (TURNED_15, 0)],
    16: [(TURNED_15, 2), (TWO_STUBS, 0)],
    17: [(TURNED_15, 2), (HIDDEN_SHOP, 0)],
    18: [(TURNED_15, 4), (DIAGONAL, 3 + 3)],
}


@pytest.mark.parametrize("number", sorted(GOALS))
def test_goal_card_scores_both_ways(number):
    (good, good_points), (bad, bad_points) = CASES[number]
    assert GOALS[number].score(good) == good_points
    assert GOALS[number].score(bad) == bad_points


def test_every_goal_has_a_case_and_a_plain_text():
    assert sorted(CASES) == sorted(GOALS)
    assert all(goal.text.endswith(".") for goal in GOALS.values())


def test_block_party_table():
    assert [BLOCK_PARTY.get(n, 7) for n in range(7)] == [-8, -5, -2, 1, 4, 7, 7]


def test_the_burbs_takes_the_best_of_tied_residential_districts():
    # C P C P / I R I R: R at (1,1) scores +1 -2 -2 = -3; R at (3,1) scores +1 -2 = -1 (C-GAP-6: best)
    tied = city((1, 0, 0, False), (1, 2, 0, False))
    assert len(tied.districts["residential"]) == 2
    assert GOALS[8].score(tied) == -1


def test_the_strip_counts_a_column_as_well_as_a_row():
    column = city((13, 0, 0, False), (9, 0, 2, False))  # C at (0,0) and (0,2) in one column
    assert GOALS[10].score(column) == 2
