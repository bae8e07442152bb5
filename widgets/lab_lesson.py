"""Lesson 50 (the strategy lab): a bokeh chart in the page, the card-city goal ranking with the cards' numbers, and the
lesson's four exercises. Each exercise is a question answered by choosing; its right option is worked out from the
lesson's own games (so it follows the seed and the number of games), and the learner finds it out only by picking.
Every option's feedback gives what the games showed and why that option fits them or not.
"""

from __future__ import annotations

import pandas as pd
from bokeh.model import Model
from jupyter_bokeh.widgets import BokehModel

from gamekit import lab
from gamekit.cardcity import GOALS
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
    """The card-city goal cards, hardest first (`lab.goal_difficulty`), with each card's number (C-SETUP-2)."""
    ranking = lab.goal_difficulty(table)
    ranking["number"] = ranking["goal"].map({goal.name: number for number, goal in GOALS.items()})
    return ranking


def first_player(table: pd.DataFrame, *, key: str | None = None) -> Choice:
    """Exercise: from a mirror tournament's first-seat table, does moving first help (M-SETUP-8)?"""
    first = lab.first_seat(table).set_index("order").loc[1]
    fair = lab.fair_share(table)
    low, high = first["low"], first["high"]
    seen = (
        f"In these {int(first['games'])} games the 1st player won {int(first['wins'])} ({first['win rate']:.0%}); its"
        f" 95% interval runs from {low:.0%} to {high:.0%}, and a fair share is {fair:.0%}."
    )
    right = "edge" if low > fair else "handicap" if high < fair else "unsure"
    holds = f"The interval holds a fair share ({fair:.0%}), so these games cannot tell an edge from luck"
    offers = {
        "edge": (
            "Yes: the 1st player wins more than a fair share",
            "The whole interval lies above a fair share: so many wins are very unlikely to be luck."
            if right == "edge"
            else f"{holds}: for an edge, the whole interval must lie above the dashed line.",
        ),
        "handicap": (
            "No: the 1st player wins less than a fair share",
            "The whole interval lies below a fair share: moving first costs wins here."
            if right == "handicap"
            else f"{holds}: for a handicap, the whole interval must lie below the dashed line.",
        ),
        "unsure": (
            "These games cannot tell yet",
            f"{holds}. More games make the interval narrower, and then it may leave the dashed line behind."
            if right == "unsure"
            else "The whole interval lies on one side of a fair share, so these games do tell: luck alone would"
            " rarely give so many (or so few) wins.",
        ),
    }
    hint = "Does the whisker of '1st to play' cross the dashed line? If it does, a fair share is still plausible."
    return _choice("From these games, does moving first help in Metropolys?", seen, offers, right, hint, key)


def goal_balance(ranking: pd.DataFrame, games: int, *, key: str | None = None) -> Choice:
    """Exercise: do the goal cards' numbers (which make the target, C-SETUP-2) follow their difficulty?"""
    rho = ranking["number"].rank().corr(ranking["mean score"].rank())

    def cards(rows: pd.DataFrame) -> str:
        return ", ".join(f"{goal} (card {number})" for goal, number in zip(rows["goal"], rows["number"], strict=True))

    seen = (
        f"In {games} random games the hardest cards were {cards(ranking.head(3))}, and the easiest"
        f" {cards(ranking.tail(3))}. The rank correlation of number and mean score is {rho:+.2f} (+1: the higher the"
        " number, the easier the card; 0: no link)."
    )
    right = "balanced" if rho > 0.5 else "twice" if rho < -0.5 else "none"
    offers = {
        "balanced": (
            "Yes: the hard cards have low numbers, so they lower the target",
            "Hard cards carry low numbers, so they lower the target too (C-SETUP-2): the game stays fair."
            if right == "balanced"
            else "For that, a card's number would have to rise with its mean score (a correlation near +1).",
        ),
        "twice": (
            "No: the hard cards have high numbers, so they make the game harder twice",
            "Hard cards carry high numbers, so they raise the target as well (C-SETUP-2): doubly hard."
            if right == "twice"
            else "For that, the hardest cards would carry the highest numbers (a correlation near −1).",
        ),
        "none": (
            "No: a card's number has nothing to do with how hard it is",
            "The numbers do not follow the difficulty, at least in random games."
            if right == "none"
            else "A correlation this far from 0 is a clear link between number and difficulty.",
        ),
    }
    hint = "Look at the numbers of the three cards at the top of the chart, then at the three at the bottom."
    return _choice("Did the designers balance the goal cards with their numbers?", seen, offers, right, hint, key)


def metro_worth(table: pd.DataFrame, *, key: str | None = None) -> Choice:
    """Exercise: Greedy against a Greedy that never builds metro (W-METRO-1, W-SCORE-8): did the metro pay?"""
    means = lab.category_means(table)
    with_metro, without = means.loc["greedy", "score"], means.loc["greedy without Metro", "score"]
    metro_points = means.loc["greedy", ["metro", "metro_adjacency"]].sum()
    seen = (
        f"In {table['game'].nunique()} games, Greedy scored {with_metro:.1f} on average and the Greedy without metro"
        f" {without:.1f}; the metro rows gave Greedy {metro_points:.1f} points a game."
    )
    right = "costs" if without > with_metro + 1 else "pays" if with_metro > without + 1 else "even"
    caution = "With so few games a gap of a few points can still be luck: run more games to be sure."
    readings = {
        "pays": "the metro brought back more than its Funds could earn as buildings (W-METRO-1, W-SCORE-8).",
        "costs": "the Funds spent on metro would have earned more as buildings (W-METRO-1, W-BUILD-1).",
        "even": "the metro roughly paid for its Funds, no more (W-METRO-1, W-SCORE-8).",
    }
    labels = {
        "pays": "Yes: the players who build metro scored more",
        "costs": "No: the player who never builds metro scored more",
        "even": "About the same: within one point",
    }
    offers = {name: (label, f"Here {readings[right]} {caution}") for name, label in labels.items()}
    hint = "Find the score column: which bot has the higher mean, and by how much?"
    return _choice("In these games, did the metro pay for itself?", seen, offers, right, hint, key)


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
    seen = (
        f"Greedy's lead per game: {parts['stations']:+.1f} from its stations after the verification (MM-STN-3,"
        f" MM-SCORE-1), {parts['trips']:+.1f} from the six trips A to F (MM-TEST-4, MM-TEST-9) and"
        f" {parts['park-lake']:+.1f} from the park-lake trip (MM-TEST-10)."
    )
    labels = {
        "stations": "The stations it builds (after the verification)",
        "trips": "The six test trips A to F",
        "park-lake": "The park-lake trip",
    }
    offers = {
        name: (label, "This is the largest part of the lead." if name == right else f"{labels[right]} gave more.")
        for name, label in labels.items()
    }
    hint = "Subtract Random's mean from Greedy's for each row; add up the six trip rows, and stations + verification."
    return _choice("Where does most of Greedy's lead come from?", seen, offers, right, hint, key)
