"""The person's own decisions: the card she sells (and the double's partner), the amount she
types or steps, her bids, prices, passes and standing orders (``pyapp.table`` has their rules),
and the word that says why the rules refuse what she asked for."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from engine import Event

from .. import table
from ..address import parse_amount
from ..feature import Args, Feature, Said, command
from ..screen import Orders, Screen
from ..session import Session

# The refusals of a typed amount, which typing again clears.
AMOUNT_ERRORS = ("do.not_a_number", "refuse.higher", "refuse.at_least", "refuse.money")


class Bidding(Feature):
    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.chosen_double: str | None = None
        self.chosen_card: str | None = None  # on the block, waiting for "Put it up"
        self.amount_text = ""
        self.decision_key: tuple[Any, ...] | None = None
        self.typed = False  # the player has typed or stepped the amount in this decision
        self.error: Said | None = None
        self.orders: dict[int, Orders] = {}  # each person's standing orders, by seat

    # -- standing orders --
    def orders_of(self, seat: int | None) -> Orders:
        """A person's standing orders for the lot under the hammer (the shown one's for None
        when nobody is shown), as they stand (a read: nothing is kept)."""
        session = self.app.session
        assert session is not None
        return table.orders_for(self.orders, seat, session.lot_number)

    def shown_orders(self) -> Orders:
        """The standing orders of the person shown (nobody's: ``orders_of(None)``)."""
        session = self.app.session
        assert session is not None
        return self.orders_of(session.viewer)

    def set_orders(self, seat: int | None, orders: Orders) -> None:
        self.orders[table.orders_key(seat)] = orders

    def answer(self, seat: int | None) -> dict[str, Any] | None:
        """What the page answers for the person at ``seat`` now (None: she decides)."""
        session = self.app.session
        assert session is not None
        return table.standing_answer(session, seat, self.orders_of(seat),
                                     scripted=self.app.lesson.current is not None)

    def shown_answer(self) -> dict[str, Any] | None:
        """What the page answers for the person shown now (None: she decides, or nobody is
        shown)."""
        session = self.app.session
        assert session is not None
        return self.answer(session.viewer)

    def answers(self) -> dict[int, dict[str, Any] | None]:
        """The page's answers for every person asked now."""
        session = self.app.session
        assert session is not None
        waiting = session.to_act()
        return {seat: self.answer(seat) for seat in session.humans if seat in waiting}

    def lapse_limits(self) -> None:
        """A "bid up to" limit the bidding has passed stops (and is said once)."""
        session = self.app.session
        if session is None:
            return
        for seat in session.humans:
            orders = self.orders_of(seat)
            if table.limit_outbid(session, seat, orders):
                orders.limit_reached, orders.limit = orders.limit, None
                self.set_orders(seat, orders)

    # -- hooks --
    def adopted(self, session: Session, ui: dict[str, Any], game_now: float) -> None:
        self.chosen_double = None
        self.chosen_card = None
        self.error = None
        self.orders = saved_orders(ui.get("orders"), session)
        self.new_decision()
        self.lapse_limits()

    def keep(self, ui: dict[str, Any]) -> None:
        ui["orders"] = [{"seat": seat, **orders.to_json()}
                        for seat, orders in sorted(self.orders.items()) if seat >= 0]

    def after(self, events: list[Event], human: bool, game_now: float) -> None:
        if human:
            self.error = None
        self.new_decision(force=human)
        self.lapse_limits()

    def draw(self, shown: Screen, since: int) -> None:
        session = self.app.session
        if session is None or self.app.watching is not None:
            return
        shown.chosen_double = self.chosen_double
        shown.chosen_card = self.chosen_card
        shown.amount_text = self.amount_text
        shown.error = self.error
        shown.orders = self.shown_orders()

    def new_decision(self, force: bool = False) -> None:
        """A new question for the person (a new lot or step, or after her own action) starts
        with a fresh entry, filled with the lowest legal amount, which follows the bots' raises
        until she types or steps it; they never change what she typed (a too-low amount is
        flagged instead)."""
        session = self.app.session
        if session is None:
            return
        key = (session.lot_number, session.step)
        if key != self.decision_key or force:
            self.decision_key = key
            self.amount_text = ""
            self.typed = False
            self.chosen_double = None
            self.chosen_card = None
            self.error = None
        legal = session.legal()
        what = "price" if "price" in legal["do"] else "bid" if "bid" in legal["do"] else None
        if what and not self.typed:
            self.amount_text = str(legal[what]["min"])

    # -- her actions --
    def attempt(self, data: dict[str, Any], now: float) -> bool:
        """Apply her action if the rules allow it; else say why, in the page's words."""
        app = self.app
        session = app.session
        assert session is not None
        if app.watching is not None or app.dialog is not None:
            return False
        if app.lesson.current is not None and not app.lesson.allows(data):
            return False
        refusal = table.refusal(session, data, session.legal())
        if refusal is not None:
            self.error = refusal
            return False
        app.lesson.advance()
        self.apply(data, now, by_order=False)
        return True

    def apply(self, data: dict[str, Any], now: float, by_order: bool,
              seat: int | None = None) -> None:
        """Play her action (``by_order``: the page plays it for her, by her standing orders)."""
        session = self.app.session
        assert session is not None
        seat = session.viewer if seat is None else seat
        orders = self.orders_of(seat)
        step = session.step
        try:
            events = session.human_act(data, seat)
        except ValueError as error:  # the table moved between the check and the action
            self.error = Said("refuse.engine", {"reason": str(error)})
            return
        if data["do"] == "pass" and step == "open":
            orders.out = True
            self.set_orders(seat, orders)
        if data["do"] == "bid" and not by_order:
            orders.out = False
            self.set_orders(seat, orders)
        self.app.after_action(events, now, human=True)

    def amount(self, args: Args) -> int | None:
        if "value" in args:
            self.amount_text = args["value"][:12]
        amount = parse_amount(self.amount_text)
        if amount is None:
            self.error = Said("do.not_a_number", {})
        return amount

    @command("choose")
    def choose(self, args: Args, now: float) -> None:
        session = self.app.session
        assert session is not None
        card = args.get("card", "")
        partners = session.legal().get("partners", {}).get(card)
        if partners and self.app.lesson.current is not None:  # the lesson's doubles are others'
            self.app.lesson.allows({"do": "play", "card": card})
        elif partners:
            self.chosen_double, self.chosen_card = card, None
        elif self.app.prefs.confirm_sale and self.app.lesson.current is None and \
                card in session.legal().get("cards", []):
            self.chosen_card, self.chosen_double = card, None  # on the block: "Put it up"?
        else:
            self.attempt({"do": "play", "card": card}, now)

    @command("put-up")
    def put_up(self, args: Args, now: float) -> None:
        """The card on the block goes up for auction."""
        if self.chosen_card is not None:
            self.attempt({"do": "play", "card": self.chosen_card}, now)

    @command("cancel")
    def cancel(self, args: Args, now: float) -> None:
        """ "Choose another": the card (or the double) goes back to her hand."""
        self.chosen_double = self.chosen_card = None

    @command("play")
    def play(self, args: Args, now: float) -> None:
        action: dict[str, Any] = {"do": "play", "card": args.get("card", "")}
        if args.get("with"):
            action["with"] = args["with"]
        self.attempt(action, now)

    @command("join")
    def join(self, args: Args, now: float) -> None:
        self.attempt({"do": "join", "card": args.get("card", "")}, now)

    def offer(self, do: str, args: Args, now: float) -> None:
        """A bid or a price of the amount typed (refused with a word if it is no number)."""
        amount = self.amount(args)
        if amount is not None:
            self.attempt({"do": do, "amount": amount}, now)

    @command("bid")
    def bid(self, args: Args, now: float) -> None:
        self.offer("bid", args, now)

    @command("bid-min")
    def bid_min(self, args: Args, now: float) -> None:
        """The one-tap new minimum, offered next to a typed bid the raises have overtaken."""
        session = self.app.session
        assert session is not None
        legal = session.legal()
        if "bid" in legal["do"]:
            self.amount_text = str(legal["bid"]["min"])
            self.attempt({"do": "bid", "amount": legal["bid"]["min"]}, now)

    @command("proxy")
    def proxy(self, args: Args, now: float) -> None:
        """ "Bid up to": the typed amount becomes her limit; the page raises for her by the
        minimum step while someone outbids her, in open and once-around auctions."""
        app = self.app
        session = app.session
        assert session is not None
        amount = self.amount(args)
        lesson = app.lesson.current
        if lesson is not None and (amount is None or not lesson.expects_limit(amount)):
            self.error = None  # (one word: the lesson's)
            app.lesson.refuse()
            return
        if amount is None or session.step not in ("open", "once_around"):
            return
        money = session.view()["my_money"]
        if money is None:
            return
        refusal = table.limit_refusal(session, amount, money)
        if refusal is not None:
            self.error = refusal
            return
        orders = self.orders_of(session.viewer)
        orders.limit, orders.out, orders.limit_reached = amount, False, None
        self.set_orders(session.viewer, orders)
        self.error = None
        if lesson is not None:  # the script's own raise for her, by that limit, at once
            app.lesson.advance()
            raise_ = lesson.bot_move()
            if raise_ is not None and raise_.seat == session.viewer:
                app.lesson.play_scripted(now)
            else:
                app.saves.save()
            return
        order = self.answer(session.viewer)
        if order is not None and order["do"] == "bid" and (
                session.step == "open" or session.to_act()[0] == session.viewer):
            self.apply(order, now, by_order=True)  # her turn: the first raise at once
        else:
            app.saves.save()

    def change_orders(self, **changes: Any) -> None:
        """Change the shown person's standing orders for this lot, and save."""
        session = self.app.session
        assert session is not None
        self.set_orders(session.viewer, replace(self.orders_of(session.viewer), **changes))
        self.app.saves.save()

    @command("cancel-proxy")
    def cancel_proxy(self, args: Args, now: float) -> None:
        if self.app.lesson.current is not None:  # (the script's raises for her stand)
            self.app.lesson.refuse()
            return
        self.change_orders(limit=None)

    @command("bid-again")
    def bid_again(self, args: Args, now: float) -> None:
        """Back in after "Pass": she is asked again at the next raise (or now, if one came)."""
        self.change_orders(out=False)

    @command("price")
    def price(self, args: Args, now: float) -> None:
        self.offer("price", args, now)

    @command("buy")
    def buy(self, args: Args, now: float) -> None:
        self.attempt({"do": "buy"}, now)

    @command("pass")
    def pass_(self, args: Args, now: float) -> None:
        self.attempt({"do": "pass"}, now)

    @command("amount")
    def typing(self, args: Args, now: float) -> None:
        self.amount_text = args.get("value", "")[:12]
        self.typed = True
        if self.error and self.error[0] in AMOUNT_ERRORS:
            self.error = None

    @command("step")
    def step(self, args: Args, now: float) -> None:
        session = self.app.session
        assert session is not None
        legal = session.legal()
        what = "price" if "price" in legal["do"] else "bid"
        if what not in legal:
            return
        if "value" in args:
            self.amount_text = args["value"]
        self.amount_text = table.stepped(self.amount_text, legal[what]["min"],
                                         legal[what]["max"], args.get("delta", ""))
        self.typed = True
        self.error = None

    @command("set")
    def set_amount(self, args: Args, now: float) -> None:
        amount = parse_amount(args.get("amount", ""))
        if amount is not None:
            self.amount_text = str(amount)
            self.typed = True
            self.error = None


def saved_orders(data: object, session: Session) -> dict[int, Orders]:
    """The standing orders kept in a save: one object (a save from before pass and play: the
    one person's) or a list of them by seat."""
    lot = session.lot_number
    if isinstance(data, dict):
        return {session.settings.human: Orders.from_json(data, lot)}
    out = {}
    for item in data if isinstance(data, list) else []:
        seat = item.get("seat") if isinstance(item, dict) else None
        if seat in session.humans:
            out[seat] = Orders.from_json(item, lot)
    return out
