"""Lesson-only helpers for the Warsaw lessons (30_warsaw_map_and_scoring and 32_warsaw_scoring): an edit's verdict
in words, the rulebook's small maps (W-EX-2, W-EX-6) built fresh for each board or check, and the lessons' exercises.

Each exercise answered on a board is made from the sandbox it judges (`best_industrial_hex(city)`), so a lesson's
hidden test builds its own sandbox and exercise and never touches the board the learner plays on.

    attempt(city.build, (0, 1), "residential", 0)   # "build (0, 1) residential Player 1: ✗ refused: ... (W-FOUND-2)"
"""

from __future__ import annotations

from collections.abc import Callable

from gamekit import IllegalMove
from gamekit.i18n import _, ngettext, pgettext
from gamekit.warsaw import KINDS, STYLES, Sandbox, Task
from gamekit.warsaw.sandbox_moves import PlaceBuilding
from gamekit.warsaw.words import kind_word, style_name
from widgets.app import GameApp
from widgets.exercises import Choice, Exercise, Option
from widgets.guide import Guide, Step
from widgets.warsaw.sandbox import sandbox_app, seat_name


def _edit_name(edit: Callable[..., int | None]) -> str:
    """A sandbox edit's name in words: "build", "build historic", "clear rubble", "metro", "bridge"."""
    names = {
        "build": pgettext("warsaw sandbox edit", "build"),
        "build_historic": pgettext("warsaw sandbox edit", "build historic"),
        "clear_rubble": pgettext("warsaw sandbox edit", "clear rubble"),
        "metro": pgettext("warsaw sandbox edit", "metro"),
        "bridge": pgettext("warsaw sandbox edit", "bridge"),
    }
    return names.get(edit.__name__, edit.__name__.replace("_", " "))


def _arg_words(arg: object) -> str:
    """One argument of an edit in words: a player by name, a building type or style in the language shown."""
    if isinstance(arg, int):
        return seat_name(arg)
    if arg in KINDS:
        return kind_word(str(arg))
    return style_name(str(arg)) if arg in STYLES else str(arg)


def attempt(edit: Callable[..., int | None], *args: object, **kwargs: object) -> str:
    """Try one edit of a sandbox; print "✓ allowed" (with its points) or "✗ refused: reason (rule)".

    Returns "allowed" (in the language shown) or the rule ID of the refusal, for the lesson's hidden checks."""
    words = " ".join(map(_arg_words, args))
    try:
        points = edit(*args, **kwargs)
    except IllegalMove as err:
        print(
            _("{edit} {words}: ✗ refused: {reason} ({rule})").format(
                edit=_edit_name(edit), words=words, reason=err.reason, rule=err.rule
            )
        )
        return err.rule
    done = _("{edit} {words}: ✓ allowed").format(edit=_edit_name(edit), words=words)
    print(done + (_(", +{points} VP").format(points=points) if points else ""))
    return pgettext("a tried edit", "allowed")


def factory_example() -> Sandbox:
    """The map of W-EX-6: three buildings around (-1, 2), then Player 2's industrial building on it."""
    city = Sandbox()
    for hex in [(-1, 2), (-1, 1), (-2, 2)]:
        city.clear_rubble(hex)
    city.build((-1, 1), "service", 0)
    city.build((-2, 2), "service", 0)
    city.build((-2, 3), "transport", 0)
    city.build((-1, 2), "industrial", 1)
    return city


def task_city() -> Sandbox:
    """The map of W-EX-2: (0, 1) and (0, 2) cleared, the task "residential next to cultural" (3 VP) face up."""
    city = Sandbox()
    city.clear_rubble((0, 1))
    city.clear_rubble((0, 2))
    city.add_task(Task("residential", "cultural", 3))
    return city


def _builds(hex: tuple[int, int], kind: str, story: str) -> Callable[[object], str | None]:
    """A guided step's check: a building of `kind` on `hex` (any owner); any other try is told what the story asks."""

    def expect(move: object) -> str | None:
        if isinstance(move, PlaceBuilding) and move.hex == hex and move.kind == kind:
            return None
        return _("{story} Choose the type {kind} on the right, then click {hex}.").format(
            story=story, kind=kind_word(kind), hex=hex
        )

    return expect


def guided_task_order() -> Guide:
    """The rulebook's urban-task example (W-EX-2) as guided steps on a board of its own: cultural first, then the
    residential building next to it meets the task "residential next to cultural" (W-TASK-3)."""
    app: GameApp = sandbox_app(task_city(), kind="cultural")
    steps = [
        Step(
            _("Build a cultural building (C) on (0, 2)."),
            _builds((0, 2), "cultural", _("The task needs a cultural building that already stands (W-TASK-3).")),
            targets=((0, 2),),
            done=_("It scores its card's 3 VP; the task is not met yet: the residential building is missing."),
        ),
        Step(
            _("Now build a residential building (R) on (0, 1), next to it."),
            _builds((0, 1), "residential", _("The residential building is the one built now (W-TASK-3).")),
            targets=((0, 1),),
            done=_("Card 2 + task 3 = 5 VP: the urban_tasks row shows +3, and the task leaves the game (W-TASK-6)."),
        ),
    ]
    return Guide(app, steps, title=_("The rulebook's urban task, step by step (W-EX-2)"))


def guided_neighbours() -> Guide:
    """The rulebook's neighbour example (W-EX-1) as guided steps on a board of its own: a residential building, then
    2 service buildings and 1 transport building next to it, which give it +3 at the end (W-SCORE-5)."""
    city = Sandbox()
    for hex in [(-1, 1), (0, 1), (-1, 2), (-2, 2)]:
        city.clear_rubble(hex)
    app: GameApp = sandbox_app(city, kind="residential")
    plan = [
        ((-1, 1), "residential", _("Build the residential building (R) on (-1, 1)."), _("Its card scores 2 VP now.")),
        ((0, 1), "service", _("Build a service building (S) on (0, 1), next to it."), _("Neighbours: +1 so far.")),
        ((-1, 2), "service", _("Build a second service building (S) on (-1, 2)."), _("Neighbours: +2 so far.")),
        (
            (-2, 2),
            "transport",
            _("Build a transport building (T) on (-2, 2)."),
            _(
                "The residential building scores +3 at the end (W-EX-1); each service building also scores +1 for "
                "its residential neighbour, and the transport building none (W-SCORE-7). Read the neighbours row."
            ),
        ),
    ]
    story = _("A residential building scores +1 for each service or transport neighbour (W-SCORE-5).")
    steps = [Step(say, _builds(hex, kind, story), targets=(hex,), done=done) for hex, kind, say, done in plan]
    return Guide(app, steps, title=_("The rulebook's neighbour example, step by step (W-EX-1)"))


def home_city() -> Sandbox:
    """Exercise 2 of lesson 32: Player 1's residential building on (-1, 1), cleared hexes round it."""
    city = Sandbox()
    for hex in [(-1, 1), (0, 1), (-1, 2), (-2, 2), (-2, 1), (-1, 0)]:
        city.clear_rubble(hex)
    city.build((-1, 1), "residential", 0)
    return city


def _industrial_points(city: Sandbox) -> int:
    return sum(city.score().rows(seat)["industrial"] for seat in range(len(city.score().tiebreak)))


def best_industrial_hex(city: Sandbox, *, key: str | None = None) -> Exercise:
    """Exercise: build one industrial building where it scores most now (W-IND-1, W-IND-2), on `city`'s board."""
    before = _industrial_points(city)
    outlook = city.what_if("industrial", owner=0)
    best = max(w.now for w in outlook.values())
    best_hexes = ", ".join(str(hex) for hex in sorted(hex for hex, w in outlook.items() if w.now == best))

    def judge() -> str | None:
        gained = _industrial_points(city) - before
        if gained == 0:
            return _("no new industrial building yet: choose the type industrial, then click a marked hex.")
        if gained < best:
            return _(
                "that building scored {gained} VP; another hex gives {best}. An industrial building scores 2 + 1 "
                "for each unbuilt neighbour (W-IND-2): look for the hex with the most rubble and empty hexes round "
                "it (undo with ↶ and try again)."
            ).format(gained=gained, best=best)
        if gained > best:
            return _("build just one industrial building (undo the others with ↶).")
        return None

    return Exercise(
        _("On the heat-map board above, build ONE industrial building on the hex where it scores most now."),
        judge,
        key=key,
        hint=_("The heat-map's number on each hex is what the building scores now: 2 + its unbuilt neighbours."),
        solution=_("{best} VP on any of {hexes}: 2 + 1 for each unbuilt neighbour (W-IND-2).").format(
            best=best, hexes=best_hexes
        ),
    )


def task_order(*, key: str | None = None) -> Choice:
    """Exercise: which build order meets the task "residential next to cultural" (W-TASK-3, W-EX-2)."""
    return Choice(
        _('The task "residential next to cultural" is face up. Which order scores it?'),
        [
            Option(
                _("Cultural first, then residential next to it"),
                True,
                _(
                    "Right: the residential building is built now, next to a cultural building already there "
                    "(W-TASK-3)."
                ),
            ),
            Option(
                _("Residential first, then cultural next to it"),
                False,
                _(
                    "The task asks for the RESIDENTIAL building to be the one built now, next to an existing cultural "
                    "one; the other way round meets nothing (W-TASK-3)."
                ),
            ),
            Option(_("Either order"), False, _("The order matters: X is built now, Y must already stand (W-TASK-3).")),
        ],
        key=key,
        hint=_("Read the task as: build X now, next to a Y that already stands."),
        solution=_("Cultural first, then residential: card 2 + task 3 = 5 VP (W-EX-2)."),
    )


def metro_refusal(*, key: str | None = None) -> Choice:
    """Exercise: which metro segment the rules refuse in stage I (W-METRO-4, W-METRO-5, W-METRO-9, W-METRO-12)."""
    return Choice(
        _("One line runs in stage I. Which new segment is allowed?"),
        [
            Option(
                _("One on the board's edge"),
                False,
                _("A segment always lies between two hexes, never on the edge (W-METRO-9)."),
            ),
            Option(_("One along the river"), False, _("The metro never runs along the Vistula (W-METRO-12).")),
            Option(
                _("One that continues an end of the line"),
                True,
                _("Right: every segment after the first continues the metro already built (W-METRO-4)."),
            ),
            Option(
                _("A branch from the middle of the line"),
                False,
                _("In stage I there is one line and no branch (W-METRO-5)."),
            ),
        ],
        key=key,
        hint=_("After the first segment, the metro grows only by continuing what is built."),
        solution=_("The segment that continues an end of the line (W-METRO-4)."),
    )


def neighbours_exercise(city: Sandbox, *, key: str | None = None) -> Exercise:
    """Exercise: make Player 1's neighbours row reach at least 3 on `city`'s board (W-SCORE-5)."""

    def judge() -> str | None:
        points = city.score().rows(0)["neighbours"]
        if points >= 3:
            return None
        return ngettext(
            "Player 1 has {points} neighbour point: a residential building scores +1 for each neighbouring service "
            "or transport building (W-SCORE-5). Put those next to (-1, 1).",
            "Player 1 has {points} neighbour points: a residential building scores +1 for each neighbouring service "
            "or transport building (W-SCORE-5). Put those next to (-1, 1).",
            points,
        ).format(points=points)

    return Exercise(
        _("Make Player 1's neighbours row on the sheet reach at least 3."),
        judge,
        key=key,
        hint=_("Which types does a residential building like next to it? Look at the table above."),
        solution=_("Build service or transport buildings on three of (0, 1), (-1, 2), (-2, 2), (-2, 1), (-1, 0)."),
    )


def industrial_at_the_end(*, key: str | None = None) -> Choice:
    """Exercise: what an industrial building scores at the end (W-SCORE-6, W-SCORE-8)."""
    return Choice(
        _(
            "An industrial building has 1 unbuilt neighbour left at the end, and a metro segment on one side. "
            "What does it score at the end?"
        ),
        [
            Option(
                _("0: it scored when it was built"),
                False,
                _("It scores its unbuilt neighbours again at the end (W-SCORE-6), and +1 for the metro (W-SCORE-8)."),
            ),
            Option("2", True, _("Right: 1 for its unbuilt neighbour (W-SCORE-6) + 1 for the metro (W-SCORE-8).")),
            Option(
                _("3: 2 + 1 like when it was built"),
                False,
                _("The 2 base points come only when it is built (W-IND-2); at the end it is 1 + 1 metro."),
            ),
        ],
        key=key,
        hint=_("Two end rows apply: neighbours (W-SCORE-6) and metro adjacency (W-SCORE-8)."),
        solution=_("2 VP: 1 unbuilt neighbour + 1 metro bonus (W-EX-6 continued)."),
    )
