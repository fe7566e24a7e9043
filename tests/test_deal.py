"""docs/rules.md, "Components" and "Set-up": the deck table, the deal sizes and the seeded deal
(and the daily deal's seed)."""

from __future__ import annotations

import hashlib
from collections import Counter

import pytest

from engine import new_game
from engine.cards import DEAL, DECK_TABLE, STARTING_MONEY, Artist, Auction, full_deck
from engine.rng import daily_seed
from engine.state import seeded_setup

# The deal of seed 1, pinned: the same seed must deal the same game on every Python (CPython and
# Pyodide alike). A change here changes every saved game and golden playthrough.
SEED_1 = {
    3: {
        "first_seller": 1,
        "hands": [
            (
                "yoko/open yoko/sealed yoko/once_around karl_gitter/once_around christin_p/open "
                "karl_gitter/fixed_price lite_metal/double krypto/double christin_p/fixed_price "
                "lite_metal/once_around krypto/sealed"
            ),
            (
                "yoko/fixed_price lite_metal/sealed christin_p/once_around lite_metal/once_around "
                "christin_p/fixed_price christin_p/sealed lite_metal/sealed christin_p/double "
                "krypto/fixed_price krypto/open karl_gitter/open"
            ),
            (
                "karl_gitter/double lite_metal/open christin_p/fixed_price yoko/double "
                "christin_p/sealed yoko/once_around yoko/open yoko/fixed_price christin_p/double "
                "krypto/fixed_price krypto/sealed"
            ),
        ],
        "deck_sha256": "f0b0d9c78cb127fec8fdbf07f6134d198eb7337b6068cbb6b40d8c67dc801d45",
    },
    4: {
        "first_seller": 1,
        "hands": [
            (
                "yoko/open lite_metal/sealed christin_p/fixed_price christin_p/open "
                "christin_p/sealed yoko/open christin_p/fixed_price krypto/open krypto/sealed"
            ),
            (
                "yoko/fixed_price lite_metal/open karl_gitter/once_around christin_p/fixed_price "
                "yoko/once_around krypto/double krypto/fixed_price krypto/fixed_price "
                "christin_p/once_around"
            ),
            (
                "karl_gitter/double yoko/once_around lite_metal/once_around christin_p/sealed "
                "lite_metal/double christin_p/double christin_p/double krypto/sealed krypto/open"
            ),
            (
                "yoko/sealed christin_p/once_around yoko/double karl_gitter/fixed_price "
                "lite_metal/sealed yoko/fixed_price lite_metal/once_around karl_gitter/open "
                "lite_metal/double"
            ),
        ],
        "deck_sha256": "0ce442009fd265c6d67dc811c2441c00b609509bb45b5ee8a6f7cd431464861f",
    },
    5: {
        "first_seller": 1,
        "hands": [
            (
                "yoko/open lite_metal/open lite_metal/once_around karl_gitter/fixed_price "
                "yoko/open krypto/fixed_price krypto/sealed lite_metal/double"
            ),
            (
                "yoko/fixed_price yoko/once_around yoko/double christin_p/sealed krypto/double "
                "christin_p/double karl_gitter/open krypto/double"
            ),
            (
                "karl_gitter/double christin_p/once_around christin_p/open yoko/once_around "
                "christin_p/double lite_metal/once_around krypto/sealed lite_metal/fixed_price"
            ),
            (
                "yoko/sealed christin_p/fixed_price christin_p/fixed_price lite_metal/double "
                "yoko/fixed_price krypto/open christin_p/once_around krypto/open"
            ),
            (
                "lite_metal/sealed karl_gitter/once_around christin_p/sealed lite_metal/sealed "
                "christin_p/fixed_price krypto/fixed_price krypto/open karl_gitter/once_around"
            ),
        ],
        "deck_sha256": "d6c944e33691eb757b1d5902d029cd1506ed7476d2aea9d54a8dd10d2dee3b46",
    },
}


@pytest.mark.parametrize("players", [3, 4, 5])
def test_seed_1_deals_the_pinned_game(players):
    setup = seeded_setup(players, 1)
    pinned = SEED_1[players]
    assert setup.first_seller == pinned["first_seller"]
    assert [" ".join(str(c) for c in hand) for hand in setup.hands] == pinned["hands"]
    deck = " ".join(str(c) for c in setup.deck)
    assert hashlib.sha256(deck.encode()).hexdigest() == pinned["deck_sha256"]


def test_the_deck_has_70_cards_in_the_published_distribution():
    deck = full_deck()
    assert len(deck) == 70
    per_artist = Counter(card.artist for card in deck)
    assert [per_artist[a] for a in Artist] == [12, 13, 14, 15, 16]
    per_type = Counter(card.auction for card in deck)
    assert per_type[Auction.DOUBLE] == 12 and per_type[Auction.OPEN] == 16
    assert sum(sum(row.values()) for row in DECK_TABLE.values()) == 70


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("seed", [0, 1, 2, 99, 123456789])
def test_a_seeded_deal_gives_each_player_11_9_or_8_cards_and_100_money(players, seed):
    state = new_game(players, seed)
    assert [len(h) for h in state.hands] == [DEAL[players][0]] * players
    assert DEAL[players][0] == {3: 11, 4: 9, 5: 8}[players]
    assert len(state.deck) == 70 - players * DEAL[players][0]
    assert Counter(c for h in state.hands for c in h) + Counter(state.deck) == Counter(full_deck())
    assert state.money == [STARTING_MONEY] * players == [100] * players
    assert 0 <= state.seller < players


def test_the_same_seed_deals_the_same_game_and_another_seed_another():
    assert seeded_setup(4, 7) == seeded_setup(4, 7)
    assert seeded_setup(4, 7) != seeded_setup(4, 8)


def test_the_first_seller_is_drawn_from_the_seed():
    sellers = {seeded_setup(4, seed).first_seller for seed in range(40)}
    assert sellers == {0, 1, 2, 3}


def test_the_daily_seed_depends_only_on_the_date() -> None:
    assert daily_seed(2026, 11, 30) == daily_seed(2026, 11, 30)
    year = {daily_seed(2027, month, day) for month in range(1, 13) for day in range(1, 29)}
    assert len(year) == 12 * 28  # a different deal every day
    assert all(1 <= seed < 2**31 for seed in year)
