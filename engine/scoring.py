"""Scoring a round: rank the artists, place the tokens, sell every bought painting to the bank."""

from __future__ import annotations

from .cards import ARTISTS, TOKENS, Card
from .events import RoundEnded
from .state import State


def ranking(laid_out: list[int]) -> list[int]:
    """Artist indexes by cards laid out, most first; ties to the artist further left; only artists
    with at least one card out rank; at most as many as there are tokens."""
    ranked = sorted((i for i, n in enumerate(laid_out) if n > 0), key=lambda i: (-laid_out[i], i))
    return ranked[: len(TOKENS)]


def painting_value(values: list[list[int]], artist: int, round_index: int,
                   top: list[int]) -> int:
    """A painting of a top-three artist is worth all its tokens so far; any other, nothing."""
    if artist not in top:
        return 0
    return sum(values[artist][: round_index + 1])


def score_round(state: State, discarded: tuple[Card, ...]) -> RoundEnded:
    r = state.round - 1
    top = ranking(state.laid_out)
    for place, artist in enumerate(top):
        state.values[artist][r] = TOKENS[place]
    worth = [painting_value(state.values, a, r, top) for a in range(len(ARTISTS))]
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
