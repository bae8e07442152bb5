"""Secret objective cards (sekretne cele): M-COMP-6, M-COMP-7, M-SETUP-6, M-ADV-3, M-ADV-4, M-OBJ-1, M-OBJ-2,
M-OBJ-3, M-OBJ-4, M-OBJ-5, M-OBJ-6, M-FAM-1, M-FAM-2, M-FAM-3, M-FAM-4, M-PC-4, M-GAP-5, M-GAP-6, M-GAP-8. Their
names, texts and points, dealing them from the seed, and dealing the others' cards again as one seat may
imagine them (it has seen only its own).

Family game: one Area card (karta obszarowa) per seat, from Bridges (mosty), Monuments (pomniki), Lakes
(jeziora) and Borders (pogranicza; not with 2 players). Advanced game: one Neighbourhood card (karta
sąsiedztwa: a kind of neighbourhood) and one of the 5 Advanced Area cards per seat: Bridges, Monuments,
Lakes, Districts (dystrykty) and Chains (łańcuchy). Leftover cards are set aside unseen. A seat's goals
are a tuple of card names: ("lakes",) in the Family game, ("industry", "chains") in the Advanced game
(the Neighbourhood card first).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

from gamekit.core import rng
from gamekit.i18n import N_, _
from gamekit.metropolys.city import KINDS

VARIANTS = ("family", "advanced")
FAMILY_AREA = ("bridges", "monuments", "lakes", "borders")  # M-COMP-6
ADVANCED_AREA = ("bridges", "monuments", "lakes", "districts", "chains")  # M-COMP-7, M-GAP-5: 5 cards
FAMILY_POINTS = 3  # per qualifying building (M-FAM-1, M-FAM-2, M-FAM-3, M-FAM-4, M-GAP-6)
NEIGHBOURHOOD_POINTS = 2  # per building of the card's kind (M-ADV-9, M-OBJ-1)
GROUP_POINTS = {  # per group that meets the card (M-ADV-10)
    "bridges": 4,  # M-OBJ-2
    "monuments": 7,  # M-OBJ-3
    "lakes": 5,  # M-OBJ-4
    "districts": 4,  # M-OBJ-5
    "chains": 4,  # M-OBJ-6
}

# The player aid's "Sekretne cele" side, in our words (M-COMP-3)
FAMILY_TEXTS = {
    "bridges": N_("3 points for each of your buildings next to a bridge (once, however many bridges)."),
    "monuments": N_("3 points for each of your buildings next to a monument (once, however many monuments)."),
    "lakes": N_("3 points for each of your buildings next to a lake (once, however many lakes)."),
    "borders": N_("3 points for each of your buildings on the border of the city (not used with 2 players)."),
}
ADVANCED_TEXTS = {
    "bridges": N_("4 points for each pair of your buildings on the two sides of a bridge."),
    "monuments": N_("7 points for each group of 3 of your buildings around a monument."),
    "lakes": N_("5 points for each group of 3 of your buildings around a lake."),
    "districts": N_("4 points for each district where you built at least 3 buildings."),
    "chains": N_("4 points for each chain of 3 of your buildings, one next to the next."),
    "industry": N_("2 points for each of your buildings in an industry neighbourhood."),  # one per kind in KINDS
    "park": N_("2 points for each of your buildings in a park neighbourhood."),
    "residential": N_("2 points for each of your buildings in a residential neighbourhood."),
    "commercial": N_("2 points for each of your buildings in a commercial neighbourhood."),
    "administration": N_("2 points for each of your buildings in an administration neighbourhood."),
}


def goal_text(card: str, variant: str) -> str:
    """What a card scores, in one sentence (each building counts once per card, M-ADV-11), in the language shown."""
    return _((FAMILY_TEXTS if variant == "family" else ADVANCED_TEXTS)[card])


def family_cards(players: int) -> tuple[str, ...]:
    """The Family Area cards in use: all 4, less Borders with 2 players (M-PC-4)."""
    return tuple(c for c in FAMILY_AREA if not (players == 2 and c == "borders"))


def deal_goals(players: int, seed: int, variant: str) -> tuple[tuple[str, ...], ...]:
    """Each seat's secret cards, shuffled and dealt from the seed (M-SETUP-6, M-ADV-4, M-GAP-8)."""
    if variant == "family":
        area = list(family_cards(players))
        rng(seed, "area cards").shuffle(area)
        return tuple((area[seat],) for seat in range(players))
    area, kinds = list(ADVANCED_AREA), list(KINDS)  # M-ADV-3, M-ADV-4: one card of each deck, the rest unseen
    rng(seed, "area cards").shuffle(area)
    rng(seed, "neighbourhood cards").shuffle(kinds)
    return tuple((kinds[seat], area[seat]) for seat in range(players))


def redeal_goals(
    goals: tuple[tuple[str, ...], ...], variant: str, seat: int, rnd: random.Random
) -> tuple[tuple[str, ...], ...]:
    """`goals` with every other seat's cards dealt again at random from the cards `seat` has not seen: the
    decks dealt from, less its own cards (M-SETUP-6, M-PC-4, M-GAP-8; M-ADV-4: one card of each deck, the
    leftovers set aside unseen, so a card `seat` does not hold may be anyone's or set aside)."""
    players, own = len(goals), goals[seat]
    decks = [family_cards(players)] if variant == "family" else [KINDS, ADVANCED_AREA]
    dealt = [rnd.sample([c for c in deck if c != own[i]], players - 1) for i, deck in enumerate(decks)]
    others = iter(zip(*dealt))
    return tuple(own if s == seat else next(others) for s in range(players))


def _card_names(entry: object) -> tuple[object, ...]:
    """One seat's entry of secret cards as a tuple: a card name alone, or the names it holds."""
    return tuple(entry) if isinstance(entry, Iterable) and not isinstance(entry, str) else (entry,)


def check_goals(goals: Sequence[object], players: int, variant: str) -> tuple[tuple[str, ...], ...]:
    """Each seat's cards as given to the Sandbox (a card name, or a pair of names in the Advanced game),
    checked and in the order deal_goals uses; raises ValueError saying what is wrong."""
    if isinstance(goals, str) or len(goals) != players:
        raise ValueError(f"give one entry of secret cards per seat ({players} seats), not {goals!r}")
    checked: list[tuple[str, ...]] = []
    for seat, entry in enumerate(goals):
        cards = _card_names(entry)
        if variant == "family":
            held = [(card,) for card in family_cards(players) if cards == (card,)]
            if not held:
                raise ValueError(
                    f"seat {seat}: a Family player holds one Area card from"
                    f" {', '.join(family_cards(players))}, not {cards!r}"
                )
            checked += held
            continue
        kind = [c for c in KINDS if c in cards]  # one of each, and nothing else, as the two decks share no card
        area = [c for c in ADVANCED_AREA if c in cards]
        if len(cards) != 2 or len(kind) != 1 or len(area) != 1:
            raise ValueError(
                f"seat {seat}: an Advanced player holds one Neighbourhood card ({', '.join(KINDS)})"
                f" and one Area card ({', '.join(ADVANCED_AREA)}), not {cards!r}"
            )
        checked.append((kind[0], area[0]))
    return tuple(checked)
