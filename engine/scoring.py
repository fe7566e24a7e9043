"""Scoring: rank the artists, place the tokens and sell every bought painting to the bank at a
round's end; place the players by their money at the game's end."""

from __future__ import annotations

from collections.abc import Sequence

from .cards import ARTISTS, RANKING_POINTS, TOKENS, Card
from .events import RoundEnded
from .state import State


def ranking(counts: Sequence[float]) -> list[int]:
    """Artist indexes (board order) by cards laid out this round, most first; ties go to the
    artist further left; only artists with at least one card out rank; at most three (one per
    token). ``counts`` may be expected counts (floats), for a bot's guess."""
    # Python's sort is stable, also in reverse: equal counts keep board order, and artists with
    # no card sort last, so they can only be at the end of the first three.
    board = _BOARD if len(counts) == len(_BOARD) else range(len(counts))
    ranked = sorted(board, key=counts.__getitem__, reverse=True)[:_PLACES]
    while ranked and counts[ranked[-1]] <= 0:
        ranked.pop()
    return ranked


_PLACES = len(TOKENS)
_BOARD = tuple(range(len(ARTISTS)))


def cumulative_tokens(values: Sequence[Sequence[int]], round_number: int) -> list[int]:
    """Each artist's tokens from the rounds before ``round_number`` (1 to 4): ``values`` is the
    value board, [artist][round]."""
    return [sum(row[: round_number - 1]) for row in values]


def painting_values(counts: Sequence[float], cumulative: Sequence[int]) -> list[int]:
    """What a painting of each artist sells for if the round ends with these ``counts``: an
    artist in the top three is worth its token of this round plus all its tokens of earlier rounds
    (``cumulative``); any other artist is worth nothing, whatever it earned before."""
    worth = [0] * len(counts)
    for place, artist in enumerate(ranking(counts)):
        worth[artist] = cumulative[artist] + TOKENS[place]
    return worth


def score_round(state: State, discarded: tuple[Card, ...]) -> RoundEnded:
    r = state.round - 1
    laid_out = state.laid_out
    worth = painting_values(laid_out, cumulative_tokens(state.values, state.round))
    top = ranking(laid_out)
    values = state.values
    for place, artist in enumerate(top):
        values[artist][r] = TOKENS[place]
    money, owned = state.money, state.owned
    income = [0] * state.players
    for seat, paintings in enumerate(owned):
        if paintings:
            gain = 0
            for card in paintings:
                gain += worth[card.artist_index]
            money[seat] += gain
            income[seat] = gain
    sold = tuple(map(tuple, owned))
    for seat in range(len(owned)):
        owned[seat] = []
    names = tuple(map(ARTISTS.__getitem__, top))
    counts = dict(zip(ARTISTS, laid_out, strict=True))
    tokens = dict(zip(names, TOKENS, strict=False))
    return RoundEnded(state.round, state.ender, discarded, counts, names, tokens,
                      dict(zip(ARTISTS, worth, strict=True)), tuple(income), sold)


# --- the players' places at the game's end -------------------------------------------------------

def place_of(money: Sequence[float], amount: float) -> int:
    """The place (1 for the richest) of a player with ``amount`` among players with ``money``:
    one more than the number who have more. Equal money shares the better place (competition
    ranking: 1, 2, 2, 4), so two winners are both first and nobody is second."""
    return 1 + sum(1 for other in money if other > amount)


def places(money: Sequence[float]) -> list[int]:
    """Every seat's place by its money (``place_of``): ``[50, 70, 50, 20]`` -> ``[2, 1, 2, 4]``."""
    return [place_of(money, amount) for amount in money]


def place_points(players: int, money: Sequence[int]) -> list[int]:
    """The online edition's ranking points for one game (``RANKING_POINTS``), by seat: 5 players:
    5 to the winner and 4 to the second; 4 players: 4 to the winner; 3 players: 3 to the winner.
    A shared place shares its points: two winners both get the winner's, and nobody is second."""
    table = RANKING_POINTS[players]
    return [table[place - 1] if place <= len(table) else 0 for place in places(money)]
