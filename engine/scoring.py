"""Scoring a round: rank the artists, place the tokens, sell every bought painting to the bank."""

from __future__ import annotations

from collections.abc import Sequence

from .cards import ARTISTS, TOKENS, Card
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
