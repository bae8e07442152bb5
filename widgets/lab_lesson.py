"""Lesson 50 (the strategy lab): a bokeh chart in the page, the card-city goal ranking with the cards' numbers, and the
lesson's four exercises. Each exercise is a question answered by choosing; its right option is worked out from the
lesson's own games (so it follows the seed and the number of games), and the learner finds it out only by picking.
Every option's feedback gives what the games showed and why that option fits them or not. The texts are in the
language of the moment the exercise is made (kit catalog); the goal cards' names come from the card city's.
"""

from __future__ import annotations

import pandas as pd
from bokeh.model import Model
from jupyter_bokeh.widgets import BokehModel

from gamekit import lab
from gamekit.cardcity import GOALS
from gamekit.i18n import _, ngettext
from widgets.exercises import Choice, Option

# An option of an exercise: its label, and why it fits the games or not (said after what the games showed).
Offer = tuple[str, str]


def show(chart: Model) -> BokehModel:
    """A bokeh chart in the page."""
    return BokehModel(chart)


def _choice(question: str, seen: str, offers: dict[str, Offer], right: str, hint: str, key: str | None) -> Choice:
    options = [Option(label, name == right, f"{seen} {why}") for name, (label, why) in offers.items()]
    return Choice(question, options, key=key, hint=hint, solution=f"{offers[right][0]}. {seen} {offers[right][1]}")


def goal_ranking(table: pd.DataFrame) -> pd.DataFrame:
    """The card-city goal cards, hardest first (`lab.goal_difficulty`), with each card's number (C-SETUP-2). A card is
    found by its English title or by its name in the language of the moment: a table's columns are named in the
    language its games were scored in (tournament workers score in English)."""
    ranking = lab.goal_difficulty(table)
    numbers = {goal.title: number for number, goal in GOALS.items()} | {g.name: n for n, g in GOALS.items()}
    ranking["number"] = ranking["goal"].map(numbers)
    return ranking


def first_player(table: pd.DataFrame, *, key: str | None = None) -> Choice:
    """Exercise: from a mirror tournament's first-seat table, does moving first help (M-SETUP-8)?"""
    first = lab.first_seat(table).set_index("order").loc[1]
    fair = lab.fair_share(table)
    low, high = first["low"], first["high"]
    games = int(first["games"])
    seen = ngettext(
        "In this {games} game the 1st player won {wins} ({rate:.0%}); its 95% interval runs from {low:.0%} to"
        " {high:.0%}, and a fair share is {fair:.0%}.",
        "In these {games} games the 1st player won {wins} ({rate:.0%}); its 95% interval runs from {low:.0%} to"
        " {high:.0%}, and a fair share is {fair:.0%}.",
        games,
    ).format(games=games, wins=int(first["wins"]), rate=first["win rate"], low=low, high=high, fair=fair)
    right = "edge" if low > fair else "handicap" if high < fair else "unsure"
    holds = _("The interval holds a fair share ({fair:.0%}), so these games cannot tell an edge from luck").format(
        fair=fair
    )
    offers = {
        "edge": (
            _("Yes: the 1st player wins more than a fair share"),
            _("The whole interval lies above a fair share: so many wins are very unlikely to be luck.")
            if right == "edge"
            else _("{holds}: for an edge, the whole interval must lie above the dashed line.").format(holds=holds),
        ),
        "handicap": (
            _("No: the 1st player wins less than a fair share"),
            _("The whole interval lies below a fair share: moving first costs wins here.")
            if right == "handicap"
            else _("{holds}: for a handicap, the whole interval must lie below the dashed line.").format(holds=holds),
        ),
        "unsure": (
            _("These games cannot tell yet"),
            _("{holds}. More games make the interval narrower, and then it may leave the dashed line behind.").format(
                holds=holds
            )
            if right == "unsure"
            else _(
                "The whole interval lies on one side of a fair share, so these games do tell: luck alone would"
                " rarely give so many (or so few) wins."
            ),
        ),
    }
    hint = _("Does the whisker of '1st to play' cross the dashed line? If it does, a fair share is still plausible.")
    question = _("From these games, does moving first help in Metropolys?")
    return _choice(question, seen, offers, right, hint, key)


def goal_balance(ranking: pd.DataFrame, games: int, *, key: str | None = None) -> Choice:
    """Exercise: do the goal cards' numbers (which make the target, C-SETUP-2) follow their difficulty?"""
    rho = ranking["number"].rank().corr(ranking["mean score"].rank())

    def cards(rows: pd.DataFrame) -> str:
        return ", ".join(
            _("{goal} (card {number})").format(goal=_(goal), number=number)
            for goal, number in zip(rows["goal"], rows["number"], strict=True)
        )

    seen = ngettext(
        "In {games} random game the hardest cards were {hardest}, and the easiest {easiest}. The rank correlation of"
        " number and mean score is {rho:+.2f} (+1: the higher the number, the easier the card; 0: no link).",
        "In {games} random games the hardest cards were {hardest}, and the easiest {easiest}. The rank correlation of"
        " number and mean score is {rho:+.2f} (+1: the higher the number, the easier the card; 0: no link).",
        games,
    ).format(games=games, hardest=cards(ranking.head(3)), easiest=cards(ranking.tail(3)), rho=rho)
    right = "balanced" if rho > 0.5 else "twice" if rho < -0.5 else "none"
    offers = {
        "balanced": (
            _("Yes: the hard cards have low numbers, so they lower the target"),
            _("Hard cards carry low numbers, so they lower the target too (C-SETUP-2): the game stays fair.")
            if right == "balanced"
            else _("For that, a card's number would have to rise with its mean score (a correlation near +1)."),
        ),
        "twice": (
            _("No: the hard cards have high numbers, so they make the game harder twice"),
            _("Hard cards carry high numbers, so they raise the target as well (C-SETUP-2): doubly hard.")
            if right == "twice"
            else _("For that, the hardest cards would carry the highest numbers (a correlation near −1)."),
        ),
        "none": (
            _("No: a card's number has nothing to do with how hard it is"),
            _("The numbers do not follow the difficulty, at least in random games.")
            if right == "none"
            else _("A correlation this far from 0 is a clear link between number and difficulty."),
        ),
    }
    hint = _("Look at the numbers of the three cards at the top of the chart, then at the three at the bottom.")
    question = _("Did the designers balance the goal cards with their numbers?")
    return _choice(question, seen, offers, right, hint, key)


def metro_worth(table: pd.DataFrame, *, key: str | None = None) -> Choice:
    """Exercise: Greedy against a Greedy that never builds metro (W-METRO-1, W-SCORE-8): did the metro pay?"""
    means = lab.category_means(table)
    with_metro, without = means.loc["greedy", "score"], means.loc["greedy without Metro", "score"]
    metro_points = means.loc["greedy", ["metro", "metro_adjacency"]].sum()
    games = table["game"].nunique()
    seen = ngettext(
        "In {games} game, Greedy scored {with_metro:.1f} on average and the Greedy without metro {without:.1f}; the"
        " metro rows gave Greedy {metro:.1f} points a game.",
        "In {games} games, Greedy scored {with_metro:.1f} on average and the Greedy without metro {without:.1f}; the"
        " metro rows gave Greedy {metro:.1f} points a game.",
        games,
    ).format(games=games, with_metro=with_metro, without=without, metro=metro_points)
    right = "costs" if without > with_metro + 1 else "pays" if with_metro > without + 1 else "even"
    caution = _("With so few games a gap of a few points can still be luck: run more games to be sure.")
    readings = {
        "pays": _("Here the metro brought back more than its Funds could earn as buildings (W-METRO-1, W-SCORE-8)."),
        "costs": _("Here the Funds spent on metro would have earned more as buildings (W-METRO-1, W-BUILD-1)."),
        "even": _("Here the metro roughly paid for its Funds, no more (W-METRO-1, W-SCORE-8)."),
    }
    labels = {
        "pays": _("Yes: the players who build metro scored more"),
        "costs": _("No: the player who never builds metro scored more"),
        "even": _("About the same: within one point"),
    }
    offers = {name: (label, f"{readings[right]} {caution}") for name, label in labels.items()}
    hint = _("Find the score column: which bot has the higher mean, and by how much?")
    return _choice(_("In these games, did the metro pay for itself?"), seen, offers, right, hint, key)


def metromania_lead(table: pd.DataFrame, *, key: str | None = None) -> Choice:
    """Exercise: Greedy against Random at Metromania: from which rows of the sheet does Greedy's lead come?"""
    means = lab.category_means(table)
    lead = means.loc["greedy"] - means.loc["random"]
    parts = {
        "stations": lead["stations"] + lead["verification"],
        "trips": sum(lead[f"trip {letter}"] for letter in "ABCDEF"),
        "park-lake": lead["park-lake"],
    }
    right = max(parts, key=lambda name: parts[name])
    seen = _(
        "Greedy's lead per game: {stations:+.1f} from its stations after the verification (MM-STN-3, MM-SCORE-1),"
        " {trips:+.1f} from the six trips A to F (MM-TEST-4, MM-TEST-9) and {park_lake:+.1f} from the park-lake trip"
        " (MM-TEST-10)."
    ).format(stations=parts["stations"], trips=parts["trips"], park_lake=parts["park-lake"])
    labels = {
        "stations": _("The stations it builds (after the verification)"),
        "trips": _("The six test trips A to F"),
        "park-lake": _("The park-lake trip"),
    }
    largest, smaller = _("This is the largest part of the lead."), _("{part} gave more.").format(part=labels[right])
    offers = {name: (label, largest if name == right else smaller) for name, label in labels.items()}
    hint = _(
        "Subtract Random's mean from Greedy's for each row; add up the six trip rows, and stations + verification."
    )
    return _choice(_("Where does most of Greedy's lead come from?"), seen, offers, right, hint, key)
