"""What a painting is likely worth at the end of this round, from one seat's knowledge only.

A painting of artist A sells at the round's end for A's earlier tokens plus this round's token (30,
20 or 10) if A ends in the top three, else for nothing. So its expected value is
``sum over places p of P(A ends p-th) * (cumulative + TOKENS[p])``. The probabilities come from:

- ``heuristic_values`` (the novice, and the master's fast rollouts): each artist's count is
  projected forward from the cards it still has in hands, until the first artist would reach its
  fifth card, with a binomial spread around that projection; ties go to the artist further left.
- ``sampled_values`` (the expert, and the hints shown to people): the unseen cards are dealt at
  random into the other hands (their sizes are public), and the rest of the round is played out
  many times with simple sellers; the ranks are counted.
- ``PlayoutValuer`` (the master's rollouts, with ``rollout_playouts``): the same play-outs in a
  sampled world, the other seats' cards there dealt out again among them.

When no card is left in any hand, both give the exact value: 0 for an artist outside the top
three, cumulative + 30 for the first. ``artist_values`` and ``painting_value_estimate`` give the
same figures to a person, from the person's own observation only (and ``hint.suggest_max_bid``,
what the lot under the hammer is worth paying, reads them).
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import Any

from ..cards import ARTISTS, CARDS_TO_END_ROUND, TOKENS, Card
from ..rng import make_rng
from ..scoring import painting_values, ranking
from .memory import Memory
from .situation import N_ARTISTS, Situation, from_observation

_DRAWS = 32  # fixed normal draws for the heuristic's spread (antithetic pairs)
# How the simulated sellers of ``sampled_values`` lay out cards:
PUSH_LEADER = 0.35  # this often a seller lays out its card of the artist furthest ahead
DOUBLE_PARTNER = 0.6  # this often a double goes out with a partner of its artist, if one is held


def _normal_draws() -> list[list[float]]:
    rng = make_rng(20_240_611)
    draws = []
    for _ in range(_DRAWS // 2):
        row = []
        for _ in range(N_ARTISTS):  # Box-Muller on random() alone
            u1, u2 = max(rng.random(), 1e-12), rng.random()
            row.append(math.sqrt(-2 * math.log(u1)) * math.cos(2 * math.pi * u2))
        draws.append(row)
        draws.append([-z for z in row])
    return draws


_Z = _normal_draws()


def _values_from_places(places: list[list[float]], cumulative: Sequence[int],
                        total: float) -> list[float]:
    return [sum(places[a][p] * (cumulative[a] + TOKENS[p]) for p in range(len(TOKENS))) / total
            for a in range(N_ARTISTS)]


def expected_in_hands(sit: Situation, hand: Sequence[Card] | None = None) -> list[float]:
    """How many cards of each artist are expected in all hands (own hand exact, the others' share
    of the unseen cards in proportion to their hand sizes)."""
    if sit.in_hands is not None:
        return list(sit.in_hands)
    mine = [0.0] * N_ARTISTS
    for card in sit.hand if hand is None else hand:
        mine[card.artist_index] += 1
    others = sum(sit.hand_sizes) - sit.hand_sizes[sit.seat]
    unseen_total = sum(sit.unseen.values())
    share = others / unseen_total if unseen_total else 0.0
    unseen = [0.0] * N_ARTISTS
    for card, n in sit.unseen.items():
        unseen[card.artist_index] += n
    return [mine[a] + unseen[a] * share for a in range(N_ARTISTS)]


def heuristic_values(counts: Sequence[int], in_hands: Sequence[float],
                     cumulative: Sequence[int], draws: int = _DRAWS, push: float = 0.0,
                     spread: float = 1.0) -> list[float]:
    """Expected painting values from projected counts (see the module's docstring). ``push``:
    an artist's cards in hand come out ``exp(push * its count so far)`` times as readily (the
    artists ahead are pushed on); ``spread`` scales the projection's spread."""
    total = sum(in_hands)
    if total <= 0 or max(counts) >= CARDS_TO_END_ROUND:  # the round's end: exact values
        return [float(v) for v in painting_values(counts, cumulative)]
    weights = ([held * math.exp(push * count) for count, held in zip(counts, in_hands,
                                                                       strict=True)]
               if push else in_hands)
    weight = sum(weights)
    # Cards still to be laid out before the first artist would reach its fifth (at most all).
    k = total
    for count, held in zip(counts, weights, strict=True):
        if held > 0:
            k = min(k, (CARDS_TO_END_ROUND - count) * weight / held)
    projected = []  # per artist: projected count, its spread, out already
    for a in range(N_ARTISTS):
        share = weights[a] / weight
        coming = min(k * share, in_hands[a]) if push else k * share
        projected.append((min(counts[a] + coming, CARDS_TO_END_ROUND),
                          spread * math.sqrt(k * share * (1 - share)), counts[a] > 0))
    (m0, s0, o0), (m1, s1, o1), (m2, s2, o2), (m3, s3, o3), (m4, s4, o4) = projected
    rows = _Z[:draws]
    # Each artist's painting value summed over the draws: sums of whole numbers, so exact in
    # any order.
    totals = [0, 0, 0, 0, 0]
    c0, c1, c2, c3, c4 = cumulative
    worth = ((c0 + TOKENS[0], c1 + TOKENS[0], c2 + TOKENS[0], c3 + TOKENS[0], c4 + TOKENS[0]),
             (c0 + TOKENS[1], c1 + TOKENS[1], c2 + TOKENS[1], c3 + TOKENS[1], c4 + TOKENS[1]),
             (c0 + TOKENS[2], c1 + TOKENS[2], c2 + TOKENS[2], c3 + TOKENS[2], c4 + TOKENS[2]))
    board = _BOARD
    for z0, z1, z2, z3, z4 in rows:
        # The drawn counts (an artist with no card out yet needs half a card to count), ranked
        # as the round's end ranks them (``scoring.ranking``, written out: it runs per draw):
        # most first, ties to the left, only artists with a card, at most three.
        drawn = [f if (f := m0 + s0 * z0) > 0 and (o0 or f >= 0.5) else 0.0,
                 f if (f := m1 + s1 * z1) > 0 and (o1 or f >= 0.5) else 0.0,
                 f if (f := m2 + s2 * z2) > 0 and (o2 or f >= 0.5) else 0.0,
                 f if (f := m3 + s3 * z3) > 0 and (o3 or f >= 0.5) else 0.0,
                 f if (f := m4 + s4 * z4) > 0 and (o4 or f >= 0.5) else 0.0]
        first, second, third = sorted(board, key=drawn.__getitem__, reverse=True)[:3]
        if drawn[first] > 0:
            totals[first] += worth[0][first]
            if drawn[second] > 0:
                totals[second] += worth[1][second]
                if drawn[third] > 0:
                    totals[third] += worth[2][third]
    return [t / len(rows) for t in totals]


_BOARD = tuple(range(N_ARTISTS))  # the artists in board order (five: unpacked above)


def sampled_values(sit: Situation, candidates: Sequence[tuple[Sequence[int], Sequence[Card], int]],
                   rng: random.Random, samples: int) -> list[list[float]]:
    """Expected painting values for each candidate (counts, own hand, next seller), by dealing the
    unseen cards into the other hands and playing the rest of the round out ``samples`` times.
    The same deals serve every candidate (common random numbers)."""
    players, seat = sit.players, sit.seat
    pool = [(c.artist_index, c.is_double) for c, n in sit.unseen.items() for _ in range(n)]
    pool.sort()
    places = [[[0.0] * len(TOKENS) for _ in range(N_ARTISTS)] for _ in candidates]
    own = [[(c.artist_index, c.is_double) for c in hand] for _, hand, _ in candidates]
    for _ in range(samples):
        for i in range(len(pool) - 1, 0, -1):  # Fisher-Yates on random() alone
            j = min(int(rng.random() * (i + 1)), i)
            pool[i], pool[j] = pool[j], pool[i]
        dealt: list[list[tuple[int, bool]]] = []
        at = 0
        for s in range(players):
            size = 0 if s == seat else min(sit.hand_sizes[s], len(pool) - at)
            dealt.append(pool[at:at + size])
            at += size
        for ci, (counts, _, next_seller) in enumerate(candidates):
            _tally(places[ci], counts, dealt, seat, own[ci], next_seller, rng)
    return [_values_from_places(p, sit.cumulative, samples) for p in places]


def _tally(places: list[list[float]], counts: Sequence[int],
           dealt: list[list[tuple[int, bool]]], seat: int, own: list[tuple[int, bool]],
           seller: int, rng: random.Random) -> None:
    """Play the round out once from ``counts`` (the other hands as ``dealt``, the seat's own
    as ``own``, ``seller`` next) and count each artist's place in ``places``."""
    hands = [list(h) for h in dealt]
    hands[seat] = list(own)
    for place, artist in enumerate(ranking(_play_out(list(counts), hands, seller, rng))):
        places[artist][place] += 1


def _play_out(counts: list[int], hands: list[list[tuple[int, bool]]], seller: int,
              rng: random.Random) -> list[int]:
    """Sellers lay out cards in turn (mostly at random, sometimes pushing their leading artist)
    until an artist reaches its fifth card or no hand has a card."""
    if max(counts) >= CARDS_TO_END_ROUND:
        return counts
    players = len(hands)
    while True:
        for _ in range(players):
            if hands[seller]:
                break
            seller = (seller + 1) % players
        else:
            return counts
        hand = hands[seller]
        if rng.random() < PUSH_LEADER:  # its first card of the artist most laid out (leftmost)
            i, best = 0, -CARDS_TO_END_ROUND
            for k, card in enumerate(hand):
                if (score := 8 * counts[card[0]] - card[0]) > best:  # (count, -artist) in one
                    i, best = k, score
        else:
            i = min(int(rng.random() * len(hand)), len(hand) - 1)
        artist, double = hand[i]
        hand[i] = hand[-1]
        hand.pop()
        counts[artist] += 1
        if double and counts[artist] < CARDS_TO_END_ROUND and rng.random() < DOUBLE_PARTNER:
            mate = next((k for k, c in enumerate(hand) if c[0] == artist and not c[1]), None)
            if mate is not None:
                hand[mate] = hand[-1]
                hand.pop()
                counts[artist] += 1
        if counts[artist] >= CARDS_TO_END_ROUND:
            return counts
        seller = (seller + 1) % players


def next_seller(sit: Situation) -> int:
    """Who lays out the next card after the current one."""
    if sit.auctioneer is not None:
        return (sit.auctioneer + 1) % sit.players
    if sit.offer_seller is not None:
        return (sit.offer_seller + 1) % sit.players
    return (sit.seller + 1) % sit.players


# ---- valuers: a policy's view of every artist's value, cached ----------------------------------

Candidate = tuple[list[int], list[Card], int]  # counts after a play, own hand after it, next seller
CACHE_LIMIT = 4096  # values a heuristic valuer keeps before emptying its cache
SAMPLED_CACHE_LIMIT = 1024  # likewise for the sampled valuer (its keys are larger)


class HeuristicValuer:
    """Projected ranks (cheap): the novice's valuer and the master's rollout valuer."""

    reads_hand = False  # its values depend on the counts and the cards in hands, not on whose

    def __init__(self, draws: int = _DRAWS, push: float = 0.0, spread: float = 1.0) -> None:
        self.cache: dict[tuple[object, ...], list[float]] = {}
        self.draws = draws
        self.push = push  # ``heuristic_values``' push and spread
        self.spread = spread
        self._hands: list[float] | None = None  # ``now``'s last question and answer
        self._laid: list[int] = []
        self._cumulative: list[int] = []
        self._now: list[float] = []
        self._cumulative_of: list[int] | None = None  # ``after``'s earlier tokens, as a key
        self._cumulative_key: tuple[int, ...] = ()

    def many(self, sit: Situation, candidates: Sequence[Candidate]) -> list[list[float]]:
        base = sit.in_hands if sit.in_hands is not None else expected_in_hands(sit)
        laid, cumulative = sit.laid_out, tuple(sit.cumulative)
        out = []
        for counts, _, _ in candidates:
            # What the values depend on: the counts, the cards left in hands, earlier tokens.
            in_hands = tuple([h if c == n else max(0.0, h - (c - n))
                              for h, c, n in zip(base, counts, laid, strict=True)])
            key = (tuple(counts), in_hands, cumulative)
            values = self.cache.get(key)
            if values is None:
                if len(self.cache) > CACHE_LIMIT:
                    self.cache.clear()
                values = heuristic_values(counts, in_hands, cumulative, self.draws, self.push,
                                          self.spread)
                self.cache[key] = values
            out.append(values)
        return out

    def after(self, sit: Situation, artist: int, added: int) -> list[float]:
        """``many`` for one way of laying out (a rollout's, one per turn): the values once
        ``added`` more cards of ``artist`` are out this round (the same key, so the same cache)."""
        base = sit.in_hands if sit.in_hands is not None else expected_in_hands(sit)
        counts = list(sit.laid_out)
        counts[artist] += added
        in_hands = list(base)
        in_hands[artist] = max(0.0, in_hands[artist] - added)
        cumulative = sit.cumulative
        if cumulative is not self._cumulative_of:
            self._cumulative_of, self._cumulative_key = cumulative, tuple(cumulative)
        key = (tuple(counts), tuple(in_hands), self._cumulative_key)
        values = self.cache.get(key)
        if values is None:
            if len(self.cache) > CACHE_LIMIT:
                self.cache.clear()
            values = heuristic_values(counts, key[1], key[2], self.draws, self.push,
                                      self.spread)
            self.cache[key] = values
        return values

    def now(self, sit: Situation) -> list[float]:
        """The values as the situation stands (the last answer again while a sampled world's
        counts and hands have not moved: a rollout asks at every bid)."""
        hands = sit.in_hands
        if hands is not None and hands is self._hands and sit.laid_out == self._laid and (
                sit.cumulative == self._cumulative):
            return self._now
        values = self.many(sit, [(sit.laid_out, sit.hand, next_seller(sit))])[0]
        if hands is not None:
            self._hands, self._laid, self._cumulative = hands, list(sit.laid_out), sit.cumulative
            self._now = values
        return values


class SampledValuer(HeuristicValuer):
    """Ranks from sampled deals of the unseen cards (the expert's valuer)."""

    reads_hand = True  # its sampled rounds play the own hand as it is after the play

    def __init__(self, rng: random.Random, samples: int = 48, choice_samples: int = 16) -> None:
        super().__init__()
        self.rng = rng
        self.samples = samples
        self.choice_samples = choice_samples

    def many(self, sit: Situation, candidates: Sequence[Candidate]) -> list[list[float]]:
        if sit.in_hands is not None or self.samples <= 0:
            return super().many(sit, candidates)
        samples = self.samples if len(candidates) == 1 else self.choice_samples
        keys = [self._key(sit, c, h) for c, h, _ in candidates]
        missing = [i for i, k in enumerate(keys) if k not in self.cache]
        if missing:
            if len(self.cache) > SAMPLED_CACHE_LIMIT:
                self.cache.clear()
            found = sampled_values(sit, [candidates[i] for i in missing], self.rng, samples)
            for i, values in zip(missing, found, strict=True):
                self.cache[keys[i]] = values
        return [self.cache[k] for k in keys]

    @staticmethod
    def _key(sit: Situation, counts: Sequence[int], hand: Sequence[Card]) -> tuple[object, ...]:
        return (sit.round, tuple(counts), tuple(sorted(map(str, hand))), sum(sit.unseen.values()))

    def remember(self, sit: Situation, values: Sequence[float]) -> None:
        """Take ``values`` as the artists' values as the situation stands (``now``), instead of
        sampling its own: the review's judge anchors its master on the figures the person was
        shown (``artist_values``)."""
        self.cache[self._key(sit, sit.laid_out, sit.hand)] = list(values)


class PlayoutValuer(HeuristicValuer):
    """Ranks from play-outs of the rest of the round in a sampled world (the master's rollouts,
    with ``rollout_playouts``): the sampled valuer's method, with the world's cards for the
    unseen ones. Each play-out deals the cards of the other seats' hands out again among them
    (their sizes kept) and plays the round out with the asking seat's own hand as it is after
    the play, so the values follow the cards that seat can still lay out, and read no more of
    the world than a seat knows of its table: its own hand, and what the others hold in all.
    Every candidate of one question is played out on the same deals. A lot under the hammer is
    valued once, from the first seat asked (``now`` keeps the values until a card moves, as
    the rollouts' open auctions do), so only the ways of laying out a card are valued from
    each seat's own hand. Outside a world (no ``Situation.hands``) it is the heuristic. Its
    draws come from ``rng``, which a rollout sets to its own, so that a world's scores are the
    same whoever plays it out."""

    reads_hand = True

    def __init__(self, playouts: int, draws: int = _DRAWS, push: float = 0.0,
                 spread: float = 1.0) -> None:
        super().__init__(draws, push, spread)
        self.playouts = playouts
        self.rng = make_rng(0)

    def many(self, sit: Situation, candidates: Sequence[Candidate]) -> list[list[float]]:
        hands = sit.hands
        if hands is None:
            return super().many(sit, candidates)
        seat, rng = sit.seat, self.rng
        deals = self._deals(hands, seat)  # the same for every candidate (common random numbers)
        found: dict[tuple[object, ...], list[float]] = {}
        out = []
        for counts, hand, seller in candidates:
            if max(counts) >= CARDS_TO_END_ROUND:  # the round's end: exact values
                out.append([float(v) for v in painting_values(counts, sit.cumulative)])
                continue
            own = sorted([(c.artist_index, c.is_double) for c in hand])
            key = (tuple(counts), tuple(own), seller)
            values = found.get(key)
            if values is None:
                places = [[0.0] * len(TOKENS) for _ in range(N_ARTISTS)]
                for dealt in deals:
                    _tally(places, counts, dealt, seat, own, seller, rng)
                values = found[key] = _values_from_places(places, sit.cumulative, len(deals))
            out.append(values)
        return out

    def _deals(self, hands: list[list[Card]], seat: int) -> list[list[list[tuple[int, bool]]]]:
        """The other seats' hands for each play-out: their cards dealt out again among them at
        random, each hand of its size (the asking seat's left empty)."""
        dealt = [[(c.artist_index, c.is_double) for c in hand] for hand in hands]
        dealt[seat] = []
        pool = sorted([card for hand in dealt for card in hand])
        draw = self.rng.random
        deals = []
        for _ in range(self.playouts):
            for i in range(len(pool) - 1, 0, -1):  # Fisher-Yates on random() alone
                j = int(draw() * (i + 1))
                if j > i:
                    j = i
                pool[i], pool[j] = pool[j], pool[i]
            deal, at = [], 0
            for hand in dealt:
                deal.append(pool[at:at + len(hand)])
                at += len(hand)
            deals.append(deal)
        return deals


# ---- for people: the same figures from the person's own observation -------------------------

HINT_SAMPLES = 200


def situation_of(observation: dict[str, Any]) -> Situation:
    """The observing seat's situation, its memory read from the observation's history."""
    memory = Memory()  # exact when the observation carries the whole history (since=0)
    memory.update(observation)
    return from_observation(observation, memory)


def artist_values(observation: dict[str, Any], samples: int = HINT_SAMPLES) -> dict[str, float]:
    """Every artist's expected painting value this round, as seen from the observation's seat.
    Deterministic: the same observation gives the same figures."""
    sit = situation_of(observation)
    seed = sum((i + 1) * n for i, n in enumerate(sit.laid_out)) + 1000 * sit.round + len(sit.hand)
    values = sampled_values(sit, [(sit.laid_out, sit.hand, next_seller(sit))], make_rng(seed),
                            samples)[0]
    return {ARTISTS[a]: values[a] for a in range(N_ARTISTS)}


def painting_value_estimate(observation: dict[str, Any], artist: str,
                            samples: int = HINT_SAMPLES) -> float:
    """The expected value of one painting of ``artist`` at the end of this round."""
    if artist not in ARTISTS:
        raise ValueError(f"unknown artist {artist!r} (known: {', '.join(ARTISTS)})")
    return artist_values(observation, samples)[artist]
