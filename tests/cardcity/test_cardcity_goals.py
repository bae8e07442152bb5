"""Each of the 18 goal cards on small cities built in the Sandbox, once scoring and once not.

The cities are drawn in the comments, a row per line: a letter per block (C commercial, P park,
I industrial, R residential), then the sides its road touches; "." is an empty cell. The expected points
were counted by hand from these drawings, with the definitions in gamekit/cardcity/goals.py; each test
also checks the drawing, so a changed card face cannot slip by.
"""

import pytest

from gamekit.cardcity import GOALS, CityFacts, Sandbox, goal_texts
from gamekit.cardcity.goals import BLOCK_PARTY


def build(*placements):
    city = Sandbox()
    for card, x, y, turned in placements:
        city.place(card, x, y, turned)
    return city


def points(city, number):
    """The goal's line on the city's full score sheet (scored with two other goal cards beside it)."""
    others = [n for n in (1, 2, 3) if n != number][:2]
    return city.score(goals=(number, *others)).rows(0)[GOALS[number].name]


def rows(text):
    """A drawing as rows of tokens, empty cells at the end of a row left out."""
    found = []
    for line in text.strip().splitlines():
        tokens = line.split()
        while tokens and tokens[-1] == ".":
            tokens.pop()
        found.append(tokens)
    return found


def drawn(city, picture):
    assert rows(str(city)) == rows(picture), str(city)
    return city


LOOP = drawn(
    build((6, 0, 0, False)),
    """
    PES   RSW
    CNE   INW
""",
)
BENT = drawn(
    build((15, 0, 0, True)),
    """
    PEW   CSW
    I     RN
""",
)
TWO_STUBS = drawn(
    build((17, 0, 0, True)),
    """
    RN    I
    C     PS
""",
)
DIAGONAL = drawn(
    build((4, 0, 0, False), (1, 1, -1, False)),
    """
    .     CEW   PEW
    R     I     R
    I     CNS
""",
)


def test_goal_01_the_outskirts():
    # the loop never reaches an empty cell: +1; the right-hand roads run off the east edge: -1 each
    mixed = drawn(
        build((6, 0, 0, False), (5, 2, 0, False)),
        """
        PES   RSW   CEW   IEW
        CNE   INW   PEW   REW
    """,
    )
    assert points(LOOP, 1) == 1
    assert points(mixed, 1) == 1 - 1 - 1
    assert points(BENT, 1) == -1  # its road leaves by the park's west side


def test_goal_02_bloom_boom():
    three_parks = drawn(
        build(
            (12, 0, 0, False),
            (16, 2, -1, True),
            (4, -1, -1, True),
            (16, 0, -1, False),
            (13, 2, 0, True),
            (13, 1, -1, True),
        ),
        """
        CNS   IE    I     RES   P
        PNS   P     P     CNE   RES
        .     P     RNE   P     CNE
    """,
    )
    assert points(three_parks, 2) == 1  # the middle row holds exactly 3 parks; every line holds at least 1
    assert points(BENT, 2) == -2  # the bottom row and the right column hold no park


def test_goal_03_go_green():
    green = drawn(
        build((4, 0, 0, True), (8, 2, 0, False), (5, 1, 0, False), (8, 1, -1, False)),
        """
        .     IW    P
        CNS   R     CE    P
        PNS   PEW   REW   CE
    """,
    )
    assert points(green, 3) == 4 - 3
    assert points(BENT, 3) == 1 - 3


def test_goal_04_block_party():
    party = drawn(
        build(
            (1, 0, 0, False),
            (11, -2, 0, False),
            (18, -2, 2, True),
            (2, 0, 2, True),
            (9, -2, -2, True),
            (3, 0, -2, False),
            (10, 2, 0, False),
            (7, 2, 2, False),
        ),
        """
        P     IS    INS   R
        RE    CNSW  CNS   P
        RNESW CW    CEW   PEW   PNS   INS
        PN    I     I     R     RNS   CNS
        PS    I     IEW   REW   REW   CSW
        RNEW  CEW   C     P     P     INS
    """,
    )
    assert points(party, 4) == 1  # 3 squares: commercial, industrial, residential
    one_square = drawn(
        build((3, 0, 0, False), (7, 2, 0, False), (1, 0, 2, False), (2, 2, 2, False)),
        """
        INS   R     REW   CSW
        CNS   P     P     INS
        CEW   PEW   P     C
        I     R     REW   IEW
    """,
    )
    assert points(one_square, 4) == -5
    assert points(BENT, 4) == -8


def test_goal_05_stacks_and_scrapers():
    boxed = drawn(
        build((4, 0, 0, False), (6, -1, -1, False)),
        """
        PES   RSW   .
        CNE   INW   PNS
        .     I     CNS
    """,
    )
    assert points(boxed, 5) == 2  # the bottom I sees only I and C; the other I touches a residential block
    assert points(BENT, 5) == 0  # its I touches the park


def test_goal_06_master_planned():
    homes = drawn(
        build((16, 0, 0, True), (1, 0, 1, True)),
        """
        R     P
        R     I
        PEW   CEW
    """,
    )
    assert points(homes, 6) == 2 - 1
    works = drawn(
        build((2, 0, 0, False), (4, -1, 1, True)),
        """
        .     P     C
        CNS   I     IEW
        PNS   R     .
    """,
    )
    assert points(works, 6) == 1 - 2


def test_goal_07_central_perks():
    inner = drawn(
        build((8, 0, 0, True), (16, -1, 1, True)),
        """
        .     CW    R
        R     P     IE
        CEW   IW
    """,
    )
    assert points(inner, 7) == 1  # the park is surrounded on all four sides
    assert points(BENT, 7) == -2


def test_goal_08_the_burbs():
    suburb = drawn(
        build((16, 0, 0, True)),
        """
        R     P
        CEW   IW
    """,
    )
    assert points(suburb, 8) == 1
    assert points(BENT, 8) == -2  # the R touches the I (and the C, which scores nothing)


def test_goal_09_concrete_jungle():
    assert points(DIAGONAL, 9) == 2  # the two I blocks touch at a corner: each scores
    assert points(BENT, 9) == 0


def test_goal_10_the_strip():
    column = drawn(
        build((5, 0, 0, False), (1, 0, 1, False)),
        """
        CEW   IEW
        CEW   PEW
        I     R
    """,
    )
    assert points(column, 10) == 2  # the left column holds 2 commercial blocks
    assert points(BENT, 10) == 1


def test_goal_11_mini_marts():
    marts = drawn(
        build((7, 0, 0, True), (18, 2, 1, False)),
        """
        INS   P
        CNE   REW   CEW   RESW
        .     .     I     PN
    """,
    )
    assert points(marts, 11) == 2  # the middle C has an R on its road either side; the left C only one
    assert points(BENT, 11) == 0  # its C lies between a park and an R


def test_goal_12_superhighway():
    highway = drawn(
        build((7, 0, 0, True), (18, 2, 1, False)),
        """
        INS   P
        CNE   REW   CEW   RESW
        .     .     I     PN
    """,
    )
    assert points(highway, 12) == 6 // 2
    assert points(TWO_STUBS, 12) == 1 // 2


def test_goal_13_park_hopping():
    parkway = drawn(
        build((4, 0, 0, False), (17, 1, 2, False)),
        """
        R     PNS
        I     CNS
        .     PN    C
        .     I     RS
    """,
    )
    assert points(parkway, 13) == 3  # P-C-P; the stub in the corner holds no park
    assert points(BENT, 13) == 0


def test_goal_14_looping_lanes():
    assert points(LOOP, 14) == 4
    assert points(BENT, 14) == 0


def test_goal_15_skid_row():
    assert points(DIAGONAL, 15) == 2  # the left R touches 2 I blocks; the right R only 1
    assert points(BENT, 15) == 0


def test_goal_16_morning_commute():
    assert points(BENT, 16) == 2  # P, C, R on one road
    assert points(TWO_STUBS, 16) == 0


def test_goal_17_tourist_traps():
    hidden = drawn(
        build((15, 0, 0, True), (17, 1, -1, True)),
        """
        .     RN    I
        PEW   C     PS
        I     RN
    """,
    )
    assert points(BENT, 17) == 1 + 1  # on the edge, and on a corner (north and east)
    assert points(hidden, 17) == 0


def test_goal_18_sprawlopolis():
    assert points(DIAGONAL, 18) == 3 + 3
    assert points(BENT, 18) == 2 + 2


def test_every_goal_has_a_test_and_a_plain_text():
    tested = {int(name[10:12]) for name in globals() if name.startswith("test_goal_")}
    assert tested == set(GOALS)
    assert all(goal.text.endswith(".") and goal.score.__doc__.startswith(f"{n} ") for n, goal in GOALS.items())
    assert goal_texts((2, 7))[7] == "Central Perks: " + GOALS[7].text and len(goal_texts()) == 18


def test_block_party_table():
    assert [BLOCK_PARTY.get(n, 7) for n in range(7)] == [-8, -5, -2, 1, 4, 7, 7]


def test_the_burbs_takes_the_best_of_tied_residential_districts():
    tied = drawn(
        build((1, 0, 0, False), (1, 2, 0, False)),
        """
        CEW   PEW   CEW   PEW
        I     R     I     R
    """,
    )
    assert len(tied.districts("residential")) == 2
    assert points(tied, 8) == -1  # (1, 1): +1 -2 -2 = -3; (3, 1): +1 -2 = -1 (C-GAP-6: the best)


def test_the_strip_counts_columns_as_well_as_rows():
    column = build((13, 0, 0, False), (9, 0, 2, False))
    assert points(column, 10) == 2


def test_a_gap_inside_the_city_is_an_edge_too():
    holed = build((1, 0, 0, False), (2, 2, -1, False), (3, 3, 0, False), (4, 2, 2, False))
    facts = CityFacts(holed.cells)
    assert (2, 1) not in holed.cells and facts.empty_sides((2, 0)) == {"S"}  # only the hole below it
    assert facts.on_edge((2, 0)) and not facts.on_corner((2, 0))
    assert facts.on_corner((0, 0)) and not facts.on_edge((3, 0))


@pytest.mark.parametrize("number", sorted(GOALS))
def test_goals_score_an_empty_city_without_crashing(number):
    assert isinstance(GOALS[number].score(CityFacts({})), int)
