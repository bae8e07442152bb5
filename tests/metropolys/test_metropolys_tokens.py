"""Tokens and the two special cards, in games and through `gain`: one test per rule ID, named after it."""

from metropolys_helpers import BLUE, GREY, blue_starts, play, random_states

from gamekit import metropolys
from gamekit.metropolys import Bid, Pass
from gamekit.metropolys.tokens import gain


def test_M_TOKEN_1_a_token_is_gained_by_constructing_where_it_lies():
    match = play(blue_starts(players=2, seed=0), Bid("C4", 1), Pass())
    assert match.state.gained[BLUE] == (0, 1, 0) and "C4" not in match.state.tokens
    play(match, Bid("C1", 2), Bid("C2", 3), Pass())  # no token on C2
    assert match.state.gained[GREY] == (0, 0, 0)


def test_M_TOKEN_2_fashionable_tokens_mark_prestigious_neighbourhoods():
    assert metropolys.FASHIONABLE == "fashionable"
    match = play(blue_starts(players=2, seed=0), Bid("C8", 1), Pass())
    assert match.state.gained[BLUE] == (1, 0, 0) and match.score().rows(BLUE)["fashionable neighbourhoods"] == 3


def metro_and_archaeology_game():
    """A 2-player Welcome game: Blue takes metro C4; Grey metro C12 (a tie); Grey metro C10 (2 to 1);
    Grey archaeology C6; Blue archaeology C11."""
    match = blue_starts(players=2, seed=0)
    steps = [
        (Bid("C4", 1), Pass()),
        (Bid("C8", 2), Bid("C12", 3), Pass()),
        (Bid("C10", 4), Pass()),
        (Bid("C6", 5), Pass()),
        (Bid("C7", 6), Bid("C11", 7), Pass()),
    ]
    holders = []
    for moves in steps:
        play(match, *moves)
        holders.append((match.state.metro_card, match.state.archaeology_card))
    return match, holders


def test_M_TOKEN_3_the_player_with_most_metro_tokens_holds_the_metro_card():
    match, holders = metro_and_archaeology_game()
    assert [metro for metro, _ in holders] == [BLUE, BLUE, GREY, GREY, GREY]
    assert match.state.gained == ((0, 1, 1), (0, 2, 1))


def test_M_TOKEN_4_the_last_to_take_an_archaeological_site_holds_its_card():
    _, holders = metro_and_archaeology_game()
    assert [archaeology for _, archaeology in holders] == [None, None, None, GREY, BLUE]


def test_M_SPEC_1_special_cards_change_hands_during_the_game():
    changes = 0
    for seed in range(10):
        states = random_states(seed)
        holders = [s.metro_card for s in states if s.metro_card is not None]
        changes += sum(a != b for a, b in zip(holders, holders[1:]))
        assert all(s.metro_card is None for s in states[:1])
    assert changes > 0


def test_M_SPEC_2_the_metro_card_moves_only_to_more_metro_tokens():
    gained, metro, arch = ((0, 0, 0),) * 3, None, None
    gained, metro, arch = gain(gained, metro, arch, 0, "metro")
    assert metro == 0
    gained, metro, arch = gain(gained, metro, arch, 1, "metro")
    assert metro == 0  # 1 to 1: a tie leaves the card
    gained, metro, arch = gain(gained, metro, arch, 1, "metro")
    assert metro == 1
    gained, metro, arch = gain(gained, metro, arch, 0, "metro")
    assert metro == 1 and gained[0][1] == gained[1][1] == 2
    gained, metro, arch = gain(gained, metro, arch, 2, "fashionable")
    assert metro == 1 and arch is None


def test_M_SPEC_3_the_archaeological_site_card_goes_to_whoever_took_the_last_one():
    gained, metro, arch = ((0, 0, 0),) * 3, None, None
    for seat in (2, 2, 0, 1):
        gained, metro, arch = gain(gained, metro, arch, seat, "archaeology")
        assert arch == seat
    assert gained == ((0, 0, 1), (0, 0, 1), (0, 0, 2)) and metro is None


def test_M_EX_6_metro_card_first_taker_tie_then_more():
    gained, metro, arch = ((0, 0, 0),) * 2, None, None
    gained, metro, arch = gain(gained, metro, arch, 0, "metro")  # A gains the first metro token
    assert metro == 0
    gained, metro, arch = gain(gained, metro, arch, 1, "metro")  # B reaches 1: no change
    assert metro == 0
    gained, metro, arch = gain(gained, metro, arch, 1, "metro")  # B reaches 2 while A has 1
    assert metro == 1
