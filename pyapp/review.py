"""The post-game review: every purchase with its price, what it returned at its round's end and
who gained what; each player's accounts; the money after every round.

Worked out from the game's public events (``engine.review.Ledger``), so any game can be reviewed,
a finished one, one under way or an imported record. ``build`` is a generator that reads the
events a slice at a time and yields its progress (0 to 1), so the page runs it in short tasks and
shows how far it has got; its return value is the ``Review``. Another stage of work (a judgement
of the player's decisions, say) is another generator run after it, and another section of the
review dialog (``review_dialog.SECTIONS``).
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass, field

from engine.review import Ledger, Purchase

from .session import Session

EVENTS_PER_SLICE = 150  # events read per slice of work (a few ms in the browser)


@dataclass
class Account:
    """One seat's books: what she paid for paintings, what the bank paid her for them at the
    rounds' ends, and what buyers paid her for the paintings she sold."""

    spent: int = 0
    returned: int = 0
    received: int = 0
    waiting: int = 0  # lots bought in a round not scored yet

    @property
    def net(self) -> int:
        return self.returned - self.spent + self.received


@dataclass
class Review:
    """A game's accounts, for the review dialog."""

    players: int
    lots: list[Purchase]
    replay_at: list[int]  # for each lot, the replay position that shows its sale
    rounds: list[list[int]]  # each seat's money at the start and after every scored round
    money: list[int]  # each seat's money now (from the public events)
    accounts: list[Account] = field(default_factory=list)
    over: bool = False
    actions: int = 0  # the game's actions when it was worked out (newer games: work again)


def accounts(lots: list[Purchase], players: int) -> list[Account]:
    """Each seat's books over ``lots``; when every lot's round is scored, a seat's ``net`` is her
    money minus the starting 100."""
    out = [Account() for _ in range(players)]
    for lot in lots:
        buyer = out[lot.buyer]
        buyer.spent += lot.price
        if lot.returned is None:
            buyer.waiting += 1
        else:
            buyer.returned += lot.returned
        for seat, amount in lot.paid.items():
            out[seat].received += amount
    return out


def build(session: Session, per_slice: int = EVENTS_PER_SLICE
          ) -> Generator[float, None, Review]:
    """The review of ``session``'s game, worked out a slice of events at a time (yields the
    share done)."""
    players = session.settings.players
    total = session.events
    ledger = Ledger(players)
    for start in range(0, total, per_slice):
        ledger.read(session.events_between(start, start + per_slice))
        yield min(total, start + per_slice) / max(1, total)
    lots = ledger.lots
    review = Review(players, lots, [session.action_of_event(lot.index) for lot in lots],
                    ledger.rounds, list(ledger.money), accounts(lots, players), session.over,
                    session.actions)
    return review


__all__ = ["EVENTS_PER_SLICE", "Account", "Review", "accounts", "build"]
