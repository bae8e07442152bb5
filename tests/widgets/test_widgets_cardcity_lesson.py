"""widgets.cardcity.lesson and lesson_exercises: the rulebook's set-up and scoring city are played step by step on
boards of their own (a wrong try is explained and changes nothing, an illegal one is refused with its rule), the
example board lays exactly the example's cards, and each exercise says "not yet" until the learner's move solves it,
with every wrong answer explained by a rule."""

import re

from gamekit.cardcity import PlayCard
from gamekit.cardcity.sandbox_moves import PlaceCard
from widgets.cardcity import lesson
from widgets.cardcity import lesson_exercises as exercises


def test_the_scoring_guide_lays_the_rulebook_city_card_by_card_and_explains_a_wrong_try():
    guide = lesson.rulebook_scoring_guide()
    board = guide.board
    assert guide.board.guide.wants(board.legal_targets()) == [(1, 2)]
    assert board.hand_picker.options[0] == ("card 9", 9)
    board.click((1, 2))  # card 9, but not turned
    assert "Turn 180°" in board.status.text and guide.current == 0 and len(board.match.history) == 1
    board.turn_button.value = True
    board.click((1, 2))
    assert guide.current == 1
    board.click((5, 5))  # far away: the guide names the cell asked for
    assert "(1, 0)" in board.status.text and guide.current == 1
    for card, x, y, turned in lesson.RULEBOOK_CITY[2:]:
        board.hand_picker.value = card
        board.turn_button.value = turned
        board.click((x, y))
    assert guide.finished and board.errors == []
    assert board.match.score().rows(0) == lesson.rulebook_city().score().rows(0)
    assert "Every card of the example is laid" in board.hand_faces.value
    guide.restart()
    assert guide.current == 0 and [m.card for m in board.match.history] == [10]


def test_the_set_up_guide_keeps_the_hands_secret_and_asks_for_three_kinds_of_placement():
    guide = lesson.first_turns_guide()
    board = guide.board
    assert board.match.score().target == 23
    board.click((-1, -1))
    assert "C-TALK-1" in board.status.text and guide.current == 0
    board.reveal()
    board.click((2, 0))  # legal, but covers nothing
    assert "only touch" in board.status.text and guide.current == 0
    board.click((5, 5))  # illegal: the game refuses it with its rule
    assert "C-PLACE-1" in board.status.text and guide.current == 0
    board.click((1, 1))
    assert guide.current == 1 and [len(h) for h in board.match.state.hands] == [1, 3]
    board.reveal()
    board.click((0, 2))  # covers a block of card 1 at (1, 1)
    assert "cover a block" in board.status.text and guide.current == 1
    board.click((-2, 0))
    board.reveal()
    board.click((0, 3))  # not turned
    assert "Turn 180°" in board.status.text and guide.current == 2
    board.turn_button.value = True
    board.click((0, 3))
    assert guide.finished and board.errors == []


def test_verdicts_and_sheets_are_in_words_and_change_nothing():
    city = lesson.rulebook_city(1)
    assert lesson.try_card(city, 2, 2, 0) == "✓ allowed"
    assert re.fullmatch(r"✗ refused: .+ \(C-PLACE-6\)", lesson.try_card(city, 2, 2, 2))
    assert lesson.try_card(city, 2, 2, 0, upright=True).endswith("(C-PLACE-4)")
    assert len(city.placed) == 1
    text = lesson.sheet_text(lesson.rulebook_city().score(goals=lesson.EXAMPLE_GOALS))
    assert text.splitlines()[-1].strip() == "total: 0 of 23: 23 short, the team loses"
    assert "False" not in text and "None" not in text
    assert lesson.name(0) == "Player 1"


def test_each_goal_card_scores_as_shown_on_its_small_city():
    for number, (_, points) in lesson.GOAL_CITIES.items():
        assert lesson.goal_points(number, lesson.goal_city(number)) == points, number
    assert len(lesson.goal_gallery().children) == 18


def test_the_flows_and_random_cities():
    assert lesson.flow(2, 5)[:2] == (14, 10)
    assert lesson.flow(4, 5)[2] == ["Player 1", "Player 2", "Player 3", "Player 4"] * 3 + ["Player 1", "Player 2"]
    totals = lesson.random_cities(games=3)
    assert len(totals) == 3 and totals == lesson.random_cities(games=3)


def test_the_board_exercises_say_not_yet_until_the_move_solves_them():
    game = exercises.exercise_game()
    cover = exercises.cover_one_block(game)
    assert "no card" in cover.verdict()
    for cell, fragment in (((2, 0), "C-PLACE-1"), ((0, 0), "C-PLACE-3"), ((1, 0), "2 blocks")):
        game.play(PlayCard(1, *cell))
        assert fragment in cover.verdict()
        game.undo()
    game.play(PlayCard(1, 1, 1))
    assert cover.verdict() is None
    game = exercises.exercise_game()
    park = exercises.park_district(game)
    assert "no card" in park.verdict()
    game.play(PlayCard(1, 2, 0))
    assert "C-SCORE-3" in park.verdict()
    game.undo()
    game.play(PlayCard(6, 2, 0))
    assert park.verdict() is None


def test_every_choice_has_one_right_option_and_each_option_names_a_rule_or_a_count():
    made = [
        exercises.corner_choice(),
        exercises.hands_choice(),
        exercises.roads_choice(),
        exercises.better_goal_choice(),
    ]
    for choice in made:
        assert sum(option.right for option in choice.options) == 1
        assert choice.hint and choice.solution
        for option in choice.options:
            assert re.search(r"C-[A-Z]+-\d+|\d", option.why), option.label
        assert choice.answered is None  # nothing is answered before the learner clicks


def test_the_right_options_agree_with_the_engine():
    from gamekit.cardcity import GOALS, CityFacts, Sandbox

    city = Sandbox().place(1, 0, 0)
    wrong = [o.label for o in exercises.corner_choice().options if o.right]
    assert wrong == ["(2, 2)"]
    for option in exercises.corner_choice().options:
        x, y = map(int, option.label.strip("()").split(", "))
        assert lesson.try_card(city, 2, x, y).startswith("✗") == option.right
    roads = Sandbox().place(5, 0, 0).place(12, 2, 0, turned=True).roads()
    assert [o.label for o in exercises.roads_choice().options if o.right] == [f"{roads} road: −{roads}"]
    facts = CityFacts(lesson.rulebook_city().cells)
    assert (GOALS[1].score(facts), GOALS[14].score(facts)) == (-5, 0)
    assert [o.label for o in exercises.better_goal_choice().options if o.right] == ["#14 Looping Lanes"]
    assert PlaceCard(9, 1, 2, True) == PlaceCard(*lesson.RULEBOOK_CITY[1])
