"""The Warsaw lessons' helpers (widgets/warsaw/lesson.py): verdicts in words, exercises that judge the sandbox they
were made from, choices whose wrong options name their rule, and the guided urban-task example (W-EX-2)."""

from widgets.warsaw.lesson import (
    attempt,
    best_industrial_hex,
    factory_example,
    guided_neighbours,
    guided_task_order,
    home_city,
    industrial_at_the_end,
    metro_refusal,
    neighbours_exercise,
    task_city,
    task_order,
)


def test_attempt_says_allowed_or_refused_with_the_rule(capsys):
    city = task_city()
    assert attempt(city.build, (0, 3), "service", 0, zone="urban") == "W-ZONE-1"
    assert "✗ refused" in capsys.readouterr().out
    assert attempt(city.build, (0, 2), "cultural", 0) == "allowed"
    assert "✓ allowed, +3 VP" in capsys.readouterr().out


def test_the_industrial_exercise_passes_only_the_best_hex():
    outlook = factory_example().what_if("industrial", owner=0)
    best = max(w.now for w in outlook.values())
    for hex, what in outlook.items():
        city = factory_example()
        exercise = best_industrial_hex(city)
        assert "no new industrial" in exercise.verdict()
        city.build(hex, "industrial", 2)
        assert (exercise.verdict() is None) == (what.now == best), hex


def test_the_neighbours_exercise_needs_three_points():
    city = home_city()
    exercise = neighbours_exercise(city)
    for hex, kind in [((0, 1), "service"), ((-1, 2), "transport")]:
        city.build(hex, kind, 1)
        assert "W-SCORE-5" in exercise.verdict()
    city.build((-2, 2), "service", 1)
    assert exercise.verdict() is None


def test_each_choice_has_one_right_option_and_every_wrong_one_names_a_rule():
    for make in (task_order, metro_refusal, industrial_at_the_end):
        choice = make()
        assert sum(o.right for o in choice.options) == 1
        assert all("(W-" in o.why for o in choice.options)


def test_the_guided_task_refuses_the_wrong_order_and_scores_the_right_one():
    guided = guided_task_order()
    board = guided.board
    board.click((0, 1))
    assert len(board.match.history) == guided.start
    board.kind.value = "cultural"
    board.click((0, 2))
    board.kind.value = "residential"
    board.click((0, 1))
    assert board.sandbox.score().rows(board.owner.value)["urban_tasks"] == 3


def test_the_guided_neighbours_example_gives_the_residential_building_three():
    guided = guided_neighbours()
    board = guided.board
    for hex, kind in [((-1, 1), "residential"), ((0, 1), "service"), ((-1, 2), "service"), ((-2, 2), "transport")]:
        played = len(board.match.history)
        board.click((0, 3))  # a legal hex the step does not ask for: explained, not played
        assert len(board.match.history) == played
        board.kind.value = kind
        board.click(hex)
        assert len(board.match.history) == played + 1, (hex, kind)
    owner = board.owner.value
    assert board.sandbox.score().rows(owner)["neighbours"] == 3 + 2
