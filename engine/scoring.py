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
    ranked = sorted((i for i, n in enumerate(counts) if n > 0), key=lambda i: (-counts[i], i))
    return ranked[: len(TOKENS)]


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
    top = ranking(state.laid_out)
    worth = painting_values(state.laid_out, cumulative_tokens(state.values, state.round))
    for place, artist in enumerate(top):
        state.values[artist][r] = TOKENS[place]
    income = []
    sold = []
    for seat in range(state.players):
        paintings = state.owned[seat]
        gain = sum(worth[card.artist_index] for card in paintings)
        state.money[seat] += gain
        income.append(gain)
        sold.append(tuple(paintings))
        state.owned[seat] = []
    return RoundEnded(
        round=state.round,
        ender=state.ender,
        discarded=discarded,
        counts={ARTISTS[i]: n for i, n in enumerate(state.laid_out)},
        ranking=tuple(ARTISTS[i] for i in top),
        tokens={ARTISTS[a]: TOKENS[place] for place, a in enumerate(top)},
        painting_values={ARTISTS[i]: worth[i] for i in range(len(ARTISTS))},
        income=tuple(income),
        sold=tuple(sold),
    )
