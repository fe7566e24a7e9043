"""The components of Modern Art as data: artists, auction types, the 70-card deck, the tables.

Every number of the game lives here once; the rest of the engine names these tables.
"""

from __future__ import annotations

from enum import StrEnum
from typing import ClassVar

from .errors import shown


class Artist(StrEnum):
    """The five artists, in board order (left to right): ties in the ranking go to the left."""

    LITE_METAL = "lite_metal"
    YOKO = "yoko"
    CHRISTIN_P = "christin_p"
    KARL_GITTER = "karl_gitter"
    KRYPTO = "krypto"

    @property
    def position(self) -> int:
        """Its place in board order, 0 (Lite Metal, leftmost) to 4 (Krypto). (Not ``index``,
        which every string already has: ``Artist.YOKO.index("o")`` is ``str.index``.)"""
        return ARTIST_INDEX[self]

    def __str__(self) -> str:
        return self.value


class Auction(StrEnum):
    """The five auction types printed on the cards."""

    OPEN = "open"
    ONCE_AROUND = "once_around"
    SEALED = "sealed"
    FIXED_PRICE = "fixed_price"
    DOUBLE = "double"

    def __str__(self) -> str:
        return self.value


ARTISTS: tuple[str, ...] = tuple(a.value for a in Artist)
AUCTIONS: tuple[str, ...] = tuple(a.value for a in Auction)
ARTIST_INDEX: dict[Artist, int] = {artist: i for i, artist in enumerate(Artist)}

# The published classic deck: how many cards of each auction type each artist has.
DECK_TABLE: dict[Artist, dict[Auction, int]] = {
    Artist.LITE_METAL: {Auction.OPEN: 3, Auction.ONCE_AROUND: 3, Auction.SEALED: 2,
                        Auction.FIXED_PRICE: 2, Auction.DOUBLE: 2},
    Artist.YOKO: {Auction.OPEN: 3, Auction.ONCE_AROUND: 2, Auction.SEALED: 3,
                  Auction.FIXED_PRICE: 3, Auction.DOUBLE: 2},
    Artist.CHRISTIN_P: {Auction.OPEN: 3, Auction.ONCE_AROUND: 3, Auction.SEALED: 3,
                        Auction.FIXED_PRICE: 3, Auction.DOUBLE: 2},
    Artist.KARL_GITTER: {Auction.OPEN: 3, Auction.ONCE_AROUND: 3, Auction.SEALED: 3,
                         Auction.FIXED_PRICE: 3, Auction.DOUBLE: 3},
    Artist.KRYPTO: {Auction.OPEN: 4, Auction.ONCE_AROUND: 3, Auction.SEALED: 3,
                    Auction.FIXED_PRICE: 3, Auction.DOUBLE: 3},
}

MIN_PLAYERS = 3
MAX_PLAYERS = 5
STARTING_MONEY = 100
ROUNDS = 4
TOKENS: tuple[int, ...] = (30, 20, 10)  # value tokens for the first, second and third artist
CARDS_TO_END_ROUND = 5  # an artist's fifth card of a round ends it


def ends_round(laid_out: int) -> bool:
    """Whether an artist with ``laid_out`` paintings laid out this round (the new ones counted)
    ends the round: its fifth is not auctioned, and neither is a double offered with it."""
    return laid_out >= CARDS_TO_END_ROUND


# Cards dealt to each player at the start of each round, by number of players.
DEAL: dict[int, tuple[int, int, int, int]] = {
    3: (11, 6, 6, 0),
    4: (9, 4, 4, 0),
    5: (8, 3, 3, 0),
}
VARIANTS: tuple[str, ...] = ("classic", "online")
# The online edition's ranking points for a game, by number of players: (winner, second, ...).
RANKING_POINTS: dict[int, tuple[int, ...]] = {3: (3,), 4: (4,), 5: (5, 4)}


class Card:
    """One painting card; written ``artist/auction`` (for example ``yoko/open``).

    There are only 25 different cards, so each exists once (``Card(artist, auction)`` returns the
    same object every time): comparing and hashing cards is as cheap as comparing objects.
    """

    __slots__ = ("artist", "artist_index", "auction", "is_double", "name")
    _interned: ClassVar[dict[tuple[str, str], Card]] = {}  # by (artist, auction)
    artist: Artist
    auction: Auction
    artist_index: int
    is_double: bool
    name: str

    def __new__(cls, artist: Artist | str, auction: Auction | str) -> Card:
        # An artist and its name hash and compare alike, so the names find the card too.
        card = cls._interned.get((artist, auction))
        if card is not None:
            return card
        key = (Artist(artist), Auction(auction))
        card = cls._interned.get(key)
        if card is None:
            card = super().__new__(cls)
            set_ = object.__setattr__
            set_(card, "artist", key[0])
            set_(card, "auction", key[1])
            set_(card, "artist_index", ARTIST_INDEX[key[0]])
            set_(card, "is_double", key[1] is Auction.DOUBLE)
            set_(card, "name", f"{key[0].value}/{key[1].value}")
            cls._interned[key] = card
        return card

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("cards are immutable")

    def __reduce__(self) -> tuple[type[Card], tuple[Artist, Auction]]:
        return (Card, (self.artist, self.auction))

    def __deepcopy__(self, memo: dict[int, object]) -> Card:
        return self

    def __copy__(self) -> Card:
        return self

    def __str__(self) -> str:
        return self.name

    def __repr__(self) -> str:
        return f"Card({self.name})"

    def __lt__(self, other: Card) -> bool:
        return self.name < other.name

    @staticmethod
    def parse(text: object) -> Card:
        """Read ``artist/auction``; raise ``ValueError`` with a readable reason otherwise."""
        card = _BY_NAME.get(text) if isinstance(text, str) else None
        if card is None:
            raise ValueError(f"unknown card {shown(text)} (a card is written artist/auction, "
                             f"for example 'yoko/open')")
        return card


_BY_NAME: dict[str, Card] = {
    card.name: card
    for card in (Card(artist, auction) for artist in Artist for auction in Auction)
}


_FULL_DECK: tuple[Card, ...] = tuple(
    Card(artist, auction)
    for artist, counts in DECK_TABLE.items()
    for auction, count in counts.items()
    for _ in range(count)
)


def full_deck() -> list[Card]:
    """The 70 cards in a fixed order (board order, then auction order)."""
    return list(_FULL_DECK)


def copies(card: Card) -> int:
    """How many copies of this card the game has."""
    return DECK_TABLE[card.artist][card.auction]
