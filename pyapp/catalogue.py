"""Every word the page shows, one catalogue per language (English and 简体中文), and the one
helper per language that puts counts and lists into words (``phrasing``).

Keys are dotted names; values are templates filled with ``str.format``. A key with forms by number
has ``.one`` and ``.other`` entries (Chinese needs only ``.other``); a key said differently to the
player herself has a ``.you`` entry. A test checks that both catalogues are complete.
"""

from __future__ import annotations

LANGUAGES = ("en", "zh")
DEFAULT_LANGUAGE = "en"

CATALOGUE: dict[str, dict[str, str]] = {
    "en": {
        "app.title": "Modern Art",
        "artist.christin_p": "Christin P.",
        "artist.karl_gitter": "Karl Gitter",
        "artist.krypto": "Krypto",
        "artist.lite_metal": "Lite Metal",
        "artist.yoko": "Yoko",
        "auction.double": "double",
        "auction.fixed_price": "fixed price",
        "auction.once_around": "once around",
        "auction.open": "open auction",
        "auction.sealed": "sealed bid",
        "banner.bank": "the bank receives {amount}",
        "banner.bought": "{seat} buys {cards} for {amount}.",
        "banner.bought.you": "You buy {cards} for {amount}.",
        "banner.free": "{seat} takes {cards} free.",
        "banner.free.you": "You take {cards} free.",
        "banner.label": "Last sale",
        "banner.online_one": "Nobody bid: the auctioneer pays the bank $1 (online edition).",
        "banner.paid": "{seat} receives {amount}",
        "banner.paid.you": "you receive {amount}",
        "banner.split": (
            "A joint lot: the price is split between the two sellers (the auctioneer gets the odd "
            "$1)."
        ),
        "banner.title": "Sold!",
        "banner.title_free": "No sale",
        "board.artist": "Artist",
        "board.caption": "Value board",
        "board.count": "{count} laid out this round",
        "board.estimate": "Est.",
        "board.estimate_label": "estimated value at the round's end: {amount}",
        "board.estimate_value": "≈{amount}",
        "board.laid_out": "This round",
        "board.now": "Now",
        "board.place": "#{place}",
        "board.place_label": ", place {place} now",
        "board.round": "R{round}",
        "board.round_title": "Value token won in round {round}",
        "board.show_estimates": "Show estimates",
        "board.token": "value token {amount}",
        "board.total": "Total",
        "board.total_label": "tokens so far: {amount}",
        "board.worth_label": "worth now: {amount}",
        "card.label": "{artist}, {auction}",
        "chart.as_table": "The figures as a table",
        "chart.round": "R{round}",
        "chart.start": "Start",
        "chart.table": "Money after each round (table)",
        "chart.title": "Money after each round",
        "confirm.discard_aside": (
            "Discard the saved game that could not be resumed? Download it first to keep it."
        ),
        "confirm.export_deal": (
            "This game is not over, and the file holds its deal: whoever opens it can see every "
            "player's cards, the bots' too. Export it anyway?"
        ),
        "confirm.import": "Replace the game under way with the imported one? It will not be kept.",
        "confirm.leave": "Leave the game under way? It will not be kept.",
        "linked.title": "A new game from a link",
        "linked.text": "This address opens a new game (seed {seed}, {players} players). "
                       "Starting it ends your unfinished game, now in round {round} of 4.",
        "linked.keep": "Keep playing my game",
        "linked.play": "Start the new game",
        "countdown.0": "Going once…",
        "countdown.1": "Going twice…",
        "do.after_raise": "You may bid again once someone raises; you can set a limit now.",
        "do.alone": "Offer the double alone",
        "do.bid": "Bid",
        "do.bid_again": "Bid again",
        "do.bid_label": "Your bid",
        "do.bid_min": "Bid {amount}",
        "do.buy": "Buy for {amount}",
        "do.cancel": "Choose another card",
        "do.cannot_afford": "You cannot afford this price.",
        "do.cannot_outbid": "You cannot outbid the high bid.",
        "do.choose_card": "Choose a painting in your hand below.",
        "do.decline": "Decline",
        "do.group": "Your decision",
        "do.join": "Add {card}",
        "do.join.ends": "Add {card}: ends the round, unsold",
        "do.join_group": "Join the double",
        "do.name_price": "Name the price",
        "do.no_join": "Do not add a card",
        "do.not_a_number": "Enter a whole number.",
        "do.not_yet": "Not your turn yet: you may set a limit now.",
        "do.out": "You passed: you are out of this lot. The page passes for you at every raise.",
        "do.partner_group": "Double",
        "do.partner_prompt": (
            "{card}: sell it with a second painting of the same artist, or offer it to the others?"
        ),
        "do.pass": "Pass",
        "do.price_label": "Your price",
        "do.proxy": "Bid up to",
        "do.proxy_cancel": "Cancel the limit",
        "do.proxy_hint": (
            "Bid for me by the minimum step while someone outbids me, up to the amount typed"
        ),
        "do.proxy_on": "Bidding for you up to {amount}.",
        "do.proxy_reached": "Outbid above your limit of {amount}: your call.",
        "do.quick": "Set the amount to {amount}",
        "do.quick_group": "Quick amounts",
        "do.range": "From {low} to {high}",
        "do.sealed_bid": "Place sealed bid",
        "do.sealed_label": "Your sealed bid",
        "do.sealed_placed": "Your sealed bid: {amount}. Waiting for the others.",
        "do.state.once_around": "Your one chance: bid higher or pass.",
        "do.state.open": "Bid higher, set a limit, or pass.",
        "do.step": "Change the amount by {delta}",
        "do.too_low": "Too low now: the high bid is {amount}.",
        "do.with": "Sell with {card}",
        "do.with.ends": "Sell with {card}: ends the round, unsold",
        "do.you_lead": "You have the high bid ({amount}).",
        "hand.card": "{card}",
        "hand.empty": "No cards in hand.",
        "hand.handoff": "Pass the device to {name}: cards stay hidden until {name} has it.",
        "hand.heading": "Your hand ({count})",
        "hand.hidden": "Cards hidden",
        "hand.hidden_wait": "Cards stay hidden until the next person's turn.",
        "hand.join": "Add {card} to the double",
        "hand.join.ends": "Add {card} to the double: ends the round, unsold",
        "hand.play": "Sell {card}",
        "hand.play.ends": "Sell {card}: ends the round, unsold",
        "hand.ends_badge": "ends round",
        "handoff.private": (
            "Nobody else should see the screen now: the next page shows this person's cards and "
            "money."
        ),
        "handoff.ready": "I am {name}: show my cards",
        "handoff.text": "It is {name}'s turn.",
        "handoff.title": "Pass the device to {name}",
        "help.auction.double": (
            "Double: sold together with a second painting of the same artist, by that painting's "
            "auction type."
        ),
        "help.auction.fixed_price": (
            "Fixed price: the auctioneer names a price; from her left, the first to accept buys. "
            "If nobody does, she must buy."
        ),
        "help.auction.once_around": (
            "Once around: starting left of the auctioneer, each player bids higher or passes once; "
            "the auctioneer acts last."
        ),
        "help.auction.open": (
            "Open auction: everyone, the auctioneer included, bids freely; each bid must be "
            "higher. Sold when nobody raises."
        ),
        "help.auction.sealed": (
            "Sealed auction: everyone picks a bid in secret; all are revealed together and the "
            "highest buys."
        ),
        "help.explain": "{term} (see the rules)",
        "help.title": "Rules",
        "help.token10": "Value token 10: the artist in third place that round.",
        "help.token20": "Value token 20: the artist in second place that round.",
        "help.token30": "Value token 30: the artist with the most paintings laid out that round.",
        "judge.best": "The master's move",
        "judge.bid": "Bid {amount}",
        "judge.buy": "Buy",
        "judge.caption": "Your costliest decisions",
        "judge.caption_of": "{seat}'s costliest decisions",
        "judge.cost": "Estimated cost",
        "judge.decline": "Decline",
        "judge.hint": (
            "The master went over each of your decisions from what you could see at that moment "
            "(your hand, the board, the bids so far: never the other hands), played out its own "
            "move and yours in the same simulated games, and estimated the difference in final "
            "money."
        ),
        "judge.join": "Add {card}",
        "judge.limit": "Bid up to {amount}",
        "judge.lot": "{cards}, put up by {seat}",
        "judge.lot.you": "{cards}, put up by you",
        "judge.no_join": "Add nothing",
        "judge.none.one": (
            "No costly decision: at your {count} decision the master would not have done "
            "clearly better."
        ),
        "judge.none.other": (
            "No costly decision: at none of your {count} decisions would the master have done "
            "clearly better."
        ),
        "judge.none_of": "{seat}: {none}",
        "judge.offer": "A double of {card} offered by {seat}",
        "judge.pass": "Pass",
        "judge.play": "Put up {card}",
        "judge.play_double": "Put up {card} with {partner}",
        "judge.price": "Ask {amount}",
        "judge.progress": "Judging the decisions",
        "judge.round": "Round",
        "judge.sealed": "Bid {amount} sealed",
        "judge.show_label": "Show me: round {round}, {move}",
        "judge.situation": "Decision",
        "judge.stay_out": "Stay out",
        "judge.taken": "Your move",
        "judge.title": "Costliest decisions",
        "judge.turn": "Choosing a painting to put up",
        "judge.working": "The master is judging your decisions… {percent}%",
        "language.name": "English",
        "legend.count": "Paintings laid out this round, and the place they give now",
        "legend.estimate": "the engine's estimate of a painting's value at the round's end",
        "legend.fresh": "the token just won",
        "legend.label": "What the marks mean",
        "legend.near_end": "one more painting of this artist ends the round",
        "legend.now": "a painting's value if the round ended now",
        "legend.rank": "this round's place now (ties go to the artist further left)",
        "legend.tokens": "value tokens won (30, 20, 10); Total: their sum",
        "legend.total": "The sum of the artist's value tokens so far",
        "lesson.again": "Play the lesson again",
        "lesson.board": (
            "The value board. When a round ends, the three artists with the most paintings laid "
            "out that round earn value tokens of 30, 20 and 10, and every painting bought that "
            "round is sold to the bank for its artist's tokens. “This round” counts the "
            "paintings laid out; “Now” is what one would fetch if the round ended now. A "
            "column's heading opens its rule."
        ),
        "lesson.bought": (
            "Bruno passed: the Yoko is yours for $12, paid to Bruno. It stays in front of you "
            "until the round ends, when the bank buys it at Yoko's value. Press Next: Chen "
            "sells next."
        ),
        "lesson.count": (
            "Look at the board: 2 Krypto paintings laid out this round, first place so far. "
            "Every painting laid out counts, sold or not."
        ),
        "lesson.done": (
            "That was round 1: you have $163, Chen $160, Bruno $127. In a real game three more "
            "rounds follow, and an artist's tokens add up for as long as it stays in the top "
            "three. The whole rules are under Rules, where you can also play this lesson again. "
            "Well done!"
        ),
        "lesson.error.next": "Read this step first, then press Next.",
        "lesson.error.wrong": "Not now: in the lesson, do what the step says.",
        "lesson.fixed_sold": (
            "Bruno declined and Chen bought it: Chen pays you $15. Press Next: it is Bruno's "
            "turn."
        ),
        "lesson.hand": (
            "Your hand. Each card is a painting by one of five artists and says how it is sold: "
            "open auction, once around, sealed bid, fixed price or double."
        ),
        "lesson.heading": "Lesson: step {number} of {total}",
        "lesson.join": (
            "Bruno offers a Krypto double alone: the first player to add another Krypto becomes "
            "the auctioneer and sells both paintings together, by the added card's auction "
            "type. Chen added nothing. Add your Krypto once around (highlighted in your hand)."
        ),
        "lesson.label": "Lesson",
        "lesson.leave": "Leave the lesson",
        "lesson.money": (
            "The status box: the round, your money and whose turn it is. Everyone starts with "
            "$100 and keeps it secret. After four rounds the richest player wins: you earn by "
            "selling paintings to the others, and by buying paintings the bank pays well for at "
            "the end of the round."
        ),
        "lesson.near_end": (
            "Krypto now has 4 paintings laid out this round (the count is ringed in red): "
            "whoever lays out the fifth ends the round at once, and that card is not sold. You "
            "own one Krypto. The next seller is Bruno: Chen, seated between Bruno and you, lost "
            "his turn to the double. Press Next."
        ),
        "lesson.next": "Next",
        "lesson.once_around": (
            "Bruno sells a Yoko once around: from the auctioneer's left, each player gets "
            "exactly one chance to bid higher or pass, and the auctioneer speaks last. Chen bid "
            "$8. Type 12 in the bid field and press Bid."
        ),
        "lesson.open": (
            "Your Krypto is on the block (the status box shows the lot). In an open auction "
            "everyone bids as often as they like, each bid beating the last. Press Next and "
            "watch Bruno and Chen bid."
        ),
        "lesson.pass_double": (
            "You are now the auctioneer of both Krypto paintings, once around, and you speak "
            "last. Bruno bid $25, Chen $30. Press Pass: Chen buys the pair."
        ),
        "lesson.pass_open": (
            "Chen bids $15 and Bruno has passed. You could bid on your own painting too (you "
            "would pay the bank), but $15 is a good price: press Pass. The lot is sold when "
            "everyone but the high bidder has passed."
        ),
        "lesson.price": (
            "At a fixed price you name the price, from $1 up to your money; then each other "
            "player in turn may buy it. If nobody does, you must buy it yourself and pay the "
            "bank. Type 15 and press Name the price."
        ),
        "lesson.real_game": "Start a real game",
        "lesson.revealed": (
            "Your $20 is the highest: the Krypto is yours, and Chen, the auctioneer, gets the "
            "$20. The log tells everything that happened."
        ),
        "lesson.scored": (
            "Bruno laid out the fifth Krypto: the round is over. Krypto earns 30, Yoko 20 and "
            "Christin P. 10 (Yoko and Christin P. tie with one painting each; a tie goes to the "
            "artist further left). Each painting bought this round is sold to the bank: your "
            "Krypto brings you $30 and your Yoko $20. Press Continue."
        ),
        "lesson.sealed": (
            "Chen sells a Krypto by sealed bid: everyone, the auctioneer too, picks a bid in "
            "secret, from $0 up to their money; the bids are shown together and the highest buys. "
            "Bruno and Chen have bid. Type 20 and press Place sealed bid."
        ),
        "lesson.sell_fixed": "Your turn again: choose the Christin P. fixed price in your hand.",
        "lesson.sell_open": (
            "It is your turn to sell: you are the auctioneer. Choose the Krypto open auction in "
            "your hand (highlighted)."
        ),
        "lesson.skip": "Skip the lesson",
        "lesson.sold": (
            "Sold! Chen pays you $15 for the Krypto. A painting nobody bids on goes to its "
            "seller for nothing."
        ),
        "lesson.split": (
            "Sold to Chen for $30. With two sellers the price is split: you, the new "
            "auctioneer, get $15 (half, rounded up) and Bruno $15."
        ),
        "lesson.turns": (
            "Turns go round to the left: now Bruno sells. The players' panels show who is the "
            "auctioneer, who is to act and what each has bought this round. Press Next and "
            "watch."
        ),
        "lesson.watch": "Bruno and Chen are making their moves…",
        "lesson.welcome": (
            "Welcome to Modern Art! In this short lesson you play the first round of a "
            "three-player game against Bruno and Chen, one step at a time, and sell and buy "
            "paintings in every kind of auction. Press Next to go on; you may skip the lesson "
            "at any time."
        ),
        "level.expert": "Expert",
        "level.human": "you",
        "level.master": "Master",
        "level.mixed": "Mixed",
        "level.novice": "Novice",
        "level.person": "at this device",
        "level.random": "Random",
        "log.auction_started": "{seat} auctions {cards}: {auction}.",
        "log.auction_started.you": "You auction {cards}: {auction}.",
        "log.bank": "The bank receives {amount}.",
        "log.bid": "{seat}: bid {amount}.",
        "log.card": "{artist} ({auction})",
        "log.dealt.one": "Each player is dealt {count} card.",
        "log.dealt.other": "Each player is dealt {count} cards.",
        "log.discarded.one": "{cards} ended the round and is not auctioned.",
        "log.discarded.other": "{cards} ended the round and are not auctioned.",
        "log.double_offered": "{seat}: a {artist} double offered alone. Who adds a {artist}?",
        "log.game_over_one": "Game over: {seats} wins with {amount}.",
        "log.game_over_shared": "Game over: {seats} share the win with {amount}.",
        "log.game_over_you": "Game over: you win with {amount}.",
        "log.game_over_you_share": "Game over: you share the win with {seats}, with {amount}.",
        "log.heading": "Log",
        "log.income.one": "{seat} sells {count} painting to the bank for {amount}.",
        "log.income.other": "{seat} sells {count} paintings to the bank for {amount}.",
        "log.income.you.one": "You sell {count} painting to the bank for {amount}.",
        "log.income.you.other": "You sell {count} paintings to the bank for {amount}.",
        "log.joined": "{seat}: {card} added; now the auctioneer.",
        "log.out.you": "You pass: out of this lot.",
        "log.pass.double_offer": "{seat}: no card added.",
        "log.pass.fixed_price": "{seat}: declined.",
        "log.pass.once_around": "{seat}: pass.",
        "log.pass.open": "{seat}: pass.",
        "log.played": "{seat}: {card} up for auction.",
        "log.played_with": "{seat}: {card} and {partner} up for auction together.",
        "log.price": "{seat}: price {amount}.",
        "log.ranking": "Value tokens: {ranking}.",
        "log.received": "{seat} receives {amount}.",
        "log.received.you": "You receive {amount}.",
        "log.round_ended": "Round {round} is over.",
        "log.round_heading": "Round {round}",
        "log.round_started": "Round {round} begins.",
        "log.sealed_bid": "{seat}: sealed bid placed.",
        "log.sealed_revealed": "Sealed bids revealed: {bids}.",
        "log.seat_amount": "{seat} {amount}",
        "log.seat_amount.you": "you {amount}",
        "log.sold": "Sold to {seat} for {amount}: {cards}.",
        "log.sold.you": "You buy {cards} for {amount}.",
        "log.taken_free": "{seat} takes {cards} free.",
        "log.taken_free.you": "You take {cards} free.",
        "log.token": "{artist} {amount}",
        "lot.auctioneer": "Auctioneer",
        "lot.cards": "On the block: {cards}",
        "lot.fair": "Worth paying",
        "lot.fair_value": "up to about {amount}",
        "lot.heading": "On the block",
        "lot.high": "High bid",
        "lot.high_by": "{amount}, {seat}",
        "lot.high_by.you": "{amount}, you",
        "lot.joint": "{seat}, sharing with {first}",
        "lot.joint.you": "{seat}, sharing with you",
        "lot.no_bid": "no bid yet",
        "lot.offered_by": "Offered by",
        "lot.price": "Price",
        "lot.price_pending": "being named",
        "lot.sealed": "Sealed bids",
        "lot.sealed_count": "{done} of {total} placed",
        "lot.type": "Auction",
        "master.ahead": "You finished {amount} ahead of the master.",
        "master.behind": "The master finished {amount} ahead of you.",
        "master.caption": "You and the master on this deal",
        "master.how": (
            "The master played your seat against the same opponents, each bot seeded as in your "
            "game, searching {rollouts} rollouts a decision: the same result for this deal on "
            "any device."
        ),
        "master.level": "You and the master finished level.",
        "master.master": "The master",
        "master.progress": "The master is playing this deal",
        "master.title": "The master on this deal",
        "master.working": "The master is playing this deal from your seat… {percent}%",
        "master.you": "You",
        "menu.again": "Play this deal again",
        "menu.daily": "Daily deal",
        "menu.daily_hint": (
            "Today's deal: the same for every player today (4 players, three experts, classic "
            "rules)"
        ),
        "menu.export": "Export game",
        "menu.help": "Rules",
        "menu.import": "Import game",
        "menu.label": "Game menu",
        "menu.language": "Language",
        "menu.new": "New game",
        "menu.new_games": "New games",
        "menu.open": "Menu",
        "menu.pass_and_play": "Pass and play",
        "menu.review": "Review",
        "menu.stats": "Statistics",
        "menu.this_game": "This game",
        "menu.tutorial": "Learn to play",
        "menu.watch": "Watch replay",
        "money": "${amount}",
        "name.bot.0": "Ada",
        "name.bot.1": "Bruno",
        "name.bot.2": "Chen",
        "name.bot.3": "Dora",
        "name.bot.4": "Emil",
        "name.human": "You",
        "name.person": "Player {n}",
        "notice.again": (
            "The same deal again (seed {seed}): the same cards, seats and bots. At the end you "
            "will see how the master does from your seat."
        ),
        "notice.corrupt": (
            "Your saved game could not be resumed, so it was set aside and a new game has "
            "started: {cause} ({reason})"
        ),
        "notice.corrupt_kept": (
            "Your saved game could not be resumed: {cause} ({reason}) Storage is full, so it "
            "stays where it was, and this new game is not being saved until you discard it. "
            "Download it first to keep it."
        ),
        "notice.daily": (
            "The daily deal of {date}: 4 players, you in seat 1 against three experts, classic "
            "rules. Everyone gets this deal today; your first game of it goes in your daily "
            "history, beside how the master does from your seat."
        ),
        "notice.dismiss": "Dismiss",
        "notice.elsewhere": (
            "This game is open in another tab and is played there: this tab only shows it."
        ),
        "notice.discard_aside": "Discard it",
        "notice.download_aside": "Download the set-aside game",
        "notice.import_error": "That file cannot be imported: {cause} ({reason})",
        "notice.import_elsewhere": (
            "This game is played in another tab: choose Play here instead, then import."
        ),
        "notice.imported": "Game imported.",
        "notice.imported_unsaved": "Game imported, but it could not be saved.",
        "notice.label": "Notice",
        "notice.not_saved": "This game is not being saved: storage is full — export it.",
        "notice.play_here": "Play here instead",
        "over.again": "Play again",
        "over.close": "Close",
        "keys.title": "Keyboard",
        "keys.intro": "Everything on the table can be played with the keyboard.",
        "keys.key": "Key",
        "keys.does": "What it does",
        "keys.list": "Show this list of keys",
        "keys.tab": "Go to the next control (Shift+Tab: back to the one before)",
        "keys.enter": "Press the button that has the focus",
        "keys.amount": "In the amount field: bid, or name the price, typed there",
        "keys.arrows": "In the amount field: a dollar more or less",
        "keys.escape": "Close the dialog (a round's summary closes with its own button)",
        "over.daily": "The daily deal of {date}.",
        "over.final": "Final money",
        "over.points": "Ranking points",
        "over.results": "Results",
        "over.points_rule.1": "Ranking points (online edition): {first} to the winner.",
        "over.points_rule.2": (
            "Ranking points (online edition): {first} to the winner, {second} to the second."
        ),
        "over.title": "Game over",
        "over.winner.one": "Winner: {seats}",
        "over.winner.other": "Winners: {seats}",
        "over.you_share": "You share the win with {seats}!",
        "over.you_won": "You win!",
        "refuse.at_least": "The amount must be at least {low}.",
        "refuse.cannot_outbid": "You cannot bid: the high bid is {high} and you cannot beat it.",
        "refuse.engine": "That is not possible now ({reason}).",
        "refuse.higher": "A bid must be higher than {high}.",
        "refuse.money": "You have only {money}.",
        "refuse.not_now": "That is not possible now.",
        "region.auction": "Auction",
        "region.board": "Value board",
        "region.hand": "Your hand",
        "region.log": "Log",
        "region.menu": "Menu",
        "region.seats": "Players",
        "region.status": "Game status",
        "review.accounts": "The books",
        "review.accounts_caption": "Each player's accounts",
        "review.bank": "the bank {amount}",
        "review.books": (
            "The books balance: for each player, what the bank paid for her paintings, minus "
            "what she paid for them, plus what she received as a seller, is her final money "
            "minus the $100 she started with."
        ),
        "review.bought": "{seat} buys {cards} for {amount}",
        "review.bought.you": "You buy {cards} for {amount}",
        "review.buyer": "Buyer",
        "review.free": "free",
        "review.gain": "+{amount}",
        "review.loss": "−{amount}",
        "review.lot": "Paintings",
        "review.money": "Money",
        "review.net": "Result",
        "review.no_lots": "No painting has changed hands yet.",
        "review.not_yet": "round not over",
        "review.paid": "{seat} {amount}",
        "review.paid.you": "you {amount}",
        "review.price": "Price",
        "review.profit": "Buyer's profit",
        "review.progress": "Working out the review",
        "review.purchases": "Every purchase",
        "review.purchases_hint": (
            "What each lot cost, who was paid, what the bank paid for it at the round's end and "
            "the buyer's profit or loss. “Show me” opens the replay at the sale."
        ),
        "review.received": "Received as seller",
        "review.replay": "Replay",
        "review.returned": "Sold to the bank",
        "review.returned_col": "Returned",
        "review.round": "Round {round}",
        "review.seller": "Auctioneer",
        "review.sellers": "Paid to",
        "review.show": "Show me",
        "review.show_label": "Show me: {lot}",
        "review.spent": "Paid for paintings",
        "review.title": "Review of the game",
        "review.took": "{seat} takes {cards} free",
        "review.took.you": "You take {cards} free",
        "review.waiting.one": "The game is under way: {count} lot of this round is not scored yet.",
        "review.waiting.other": (
            "The game is under way: {count} lots of this round are not scored yet."
        ),
        "review.working": "Working out the accounts… {percent}%",
        "rules.page.text": (
            "Pass in an open auction means you are out of that lot: the page passes for you at "
            "every later raise, and “Bid again” brings you back in. “Bid up to” raises for you by "
            "the minimum step while someone outbids you, up to the amount typed. In the online "
            "edition a countdown follows the last bid; in the classic game the lot closes when "
            "everyone else has passed. “Show estimates” adds the engine's estimate of each "
            "artist's value at the round's end and of what the lot is worth paying."
        ),
        "rules.page.title": "Playing on this page",
        "save.action": "its action {index} cannot be replayed.",
        "save.json": "it is not a JSON file.",
        "save.limit": "it exceeds the limits of a game record.",
        "save.other": "it could not be read.",
        "save.record": "it is not a Modern Art game record.",
        "save.settings": "its game settings are not valid.",
        "seat.auctioneer": "auctioneer",
        "seat.bought": "Bought",
        "seat.bought_for": "{card}: bought for {amount}",
        "seat.bought_free": "{card}: taken free",
        "seat.bought_pair": "{card}: bought with its pair for {amount}",
        "seat.cards": "Cards",
        "seat.high_bid": "high bid {amount}",
        "seat.money": "Money",
        "seat.none": "none",
        "seat.sealed_done": "bid placed",
        "seat.secret": "secret",
        "seat.seller": "seller",
        "seat.thinking": "thinking…",
        "seat.to_act": "to act",
        "seats.caption": "Players",
        "setup.continue": "Continue saved game",
        "setup.name": "Name (seat {n})",
        "setup.opponents": "The other seats",
        "setup.pass_and_play": (
            "Pass and play: the device goes round the table. Between two people's turns a “pass "
            "the device to …” screen hides every hand, every amount of money and every sealed "
            "bid. Games with several people here do not count in the statistics."
        ),
        "setup.pass_and_play_hint": (
            "Playing with friends on this device? Choose “person at this device” for their "
            "seats (pass and play)."
        ),
        "setup.person": "Person at this device",
        "setup.players": "Players",
        "setup.seat": "Your seat",
        "setup.seat_n": "Seat {n}",
        "setup.seed": "Seed (for a reproducible game)",
        "setup.seed_blank": "blank = random",
        "setup.seed_error": "The seed must be a whole number, or blank.",
        "setup.show_money": "House rule: show everyone's money",
        "setup.speed": "Bot speed",
        "setup.start": "Start",
        "setup.title": "New game",
        "setup.variant": "Rules",
        "speed.fast": "Fast",
        "speed.instant": "Instant",
        "speed.normal": "Normal",
        "speed.slow": "Slow",
        "start.error": (
            "An error in the game stopped it while starting (your connection is fine). Your "
            "saved game has been set aside: reload to start a fresh game."
        ),
        "start.error_kept": (
            "An error in the game stopped it while starting (your connection is fine). Reload "
            "to try again."
        ),
        "start.failed": "The game could not start",
        "stats.best": "Best final money",
        "stats.by_table": "By table",
        "stats.confirm": "Reset all statistics? This cannot be undone.",
        "stats.daily": "Daily deals",
        "stats.daily_beaten.one": "Ahead of the master on {beaten} of {count} daily deal.",
        "stats.daily_beaten.other": "Ahead of the master on {beaten} of {count} daily deals.",
        "stats.daily_caption": "Your first game of each daily deal",
        "stats.daily_none": "No daily deal played yet.",
        "stats.date": "Date",
        "stats.games": "Games played",
        "stats.none": "No finished games yet.",
        "stats.played": "Played",
        "stats.players": "{n} players",
        "stats.points": "Ranking points",
        "stats.reset": "Reset statistics",
        "stats.title": "Statistics",
        "stats.wins": "Games won",
        "stats.won": "Won",
        "status.deck": "Deck: {count}",
        "status.elsewhere": "Played in another tab.",
        "status.handoff": "Pass the device to {name}.",
        "status.money": "Your money: {amount}",
        "status.no_game": "No game in progress.",
        "status.out": "You are out of this lot; it goes on without you.",
        "status.over": "The game is over.",
        "status.round": "Round {round} of 4",
        "status.wait.double_offer": "Double offered: waiting for {seats}…",
        "status.wait.fixed_price": "Fixed price: waiting for {seats}…",
        "status.wait.nobody": "…",
        "status.wait.once_around": "Once around: waiting for {seats}…",
        "status.wait.open": "Open auction: waiting for {seats}…",
        "status.wait.play": "{seats} is choosing a painting to sell…",
        "status.wait.sealed": "Sealed auction: waiting for {seats}…",
        "status.watching": "Watching a replay: nothing can be played.",
        "status.you.buy": "Fixed price: buy at this price or decline.",
        "status.you.double_offer": "A double is offered: add a painting of that artist, or pass.",
        "status.you.once_around": "Once around: your one chance to bid — bid or pass.",
        "status.you.open": "Open auction: bid, or pass to be out of this lot.",
        "status.you.play": "Your turn: choose a painting from your hand to put up for auction.",
        "status.you.price": "Fixed price: name your price.",
        "status.you.sealed": "Sealed auction: choose your sealed bid.",
        "summary.continue": "Continue",
        "summary.count": "{artist} {count}",
        "summary.counts": "Paintings laid out: {counts}.",
        "summary.earned": "Income",
        "summary.income": "Sold to the bank",
        "summary.paintings": "Paintings",
        "summary.painting_value": "{painting} {amount}",
        "summary.place": "{place}.",
        "summary.place_col": "Place",
        "summary.player": "Player",
        "summary.ranking": "Ranking and values",
        "summary.title": "Round {round} scored",
        "summary.to_result": "See the final result",
        "summary.token": "Token",
        "summary.value": "A painting is worth",
        "variant.classic": "Classic",
        "variant.classic.hint": (
            "The published rules: an open auction closes when everyone else has passed since the "
            "last bid (no countdown); an open auction nobody bids on is free; the auctioneer wins "
            "sealed ties."
        ),
        "variant.online": "Online edition",
        "variant.online.hint": (
            "After the last bid in an open auction, a “going once, going twice, sold” countdown "
            "runs; whoever has not bid by then has passed. An unbid open auction costs the "
            "auctioneer $1; she loses sealed ties."
        ),
        "watch.back": "Back one action",
        "watch.end": "To the end",
        "watch.forward": "Forward one action",
        "watch.label": "Replay",
        "watch.position": "Replay: action {shown} of {total}",
        "watch.resume": "Resume play",
        "watch.review": "Back to the review",
        "watch.start": "To the start",
        "watch.stop": "Close the replay",
        "welcome.start": "Set up a game",
        "welcome.text": "No game in progress: start a new game, or import one.",
    },
    "zh": {
        "app.title": "现代艺术",
        "artist.christin_p": "克里斯汀·P",
        "artist.karl_gitter": "卡尔·吉特",
        "artist.krypto": "克里普托",
        "artist.lite_metal": "莉特·梅塔尔",
        "artist.yoko": "洋子",
        "auction.double": "联合拍卖",
        "auction.fixed_price": "一口价",
        "auction.once_around": "一轮竞价",
        "auction.open": "公开竞价",
        "auction.sealed": "秘密喊价",
        "banner.bank": "银行收到{amount}",
        "banner.bought": "{seat}以{amount}买下{cards}。",
        "banner.bought.you": "你以{amount}买下{cards}。",
        "banner.free": "{seat}免费得到{cards}。",
        "banner.free.you": "你免费得到{cards}。",
        "banner.label": "上一笔成交",
        "banner.online_one": "没人出价：主持人付给银行1元（网络版）。",
        "banner.paid": "{seat}收到{amount}",
        "banner.paid.you": "你收到{amount}",
        "banner.split": "联合拍卖：价钱由两位卖家平分（单数的1元归主持人）。",
        "banner.title": "成交！",
        "banner.title_free": "无人出价",
        "board.artist": "画家",
        "board.caption": "价值板",
        "board.count": "本回合已出{count}张",
        "board.estimate": "估值",
        "board.estimate_label": "回合结束时的估计价值：{amount}",
        "board.estimate_value": "≈{amount}",
        "board.laid_out": "本回合",
        "board.now": "现值",
        "board.place": "第{place}",
        "board.place_label": "，目前第{place}名",
        "board.round": "{round}",
        "board.round_title": "第{round}回合得到的价值标码",
        "board.show_estimates": "显示估值",
        "board.token": "价值标码{amount}",
        "board.total": "总计",
        "board.total_label": "至今标码：{amount}",
        "board.worth_label": "现在的价值：{amount}",
        "card.label": "{artist}，{auction}",
        "chart.as_table": "以表格显示",
        "chart.round": "第{round}回合",
        "chart.start": "开始",
        "chart.table": "每回合结束后的钱（表格）",
        "chart.title": "每回合结束后的钱",
        "confirm.discard_aside": "要丢弃这局无法继续的存档吗？想保留的话请先下载。",
        "confirm.export_deal": (
            "这局还没有结束，而文件里有整副牌的发牌：打开它的人能看到每位玩家的手牌，"
            "包括机器人的。仍要导出吗？"
        ),
        "confirm.import": "要用导入的游戏替换正在进行的这局吗？它不会被保留。",
        "confirm.leave": "要离开正在进行的这局吗？它不会被保留。",
        "linked.title": "链接中的新游戏",
        "linked.text": "这个网址会开始一局新游戏（种子 {seed}，{players} 人）。"
                       "开始它将结束你尚未完成的游戏（现在是第{round}回合，共4回合）。",
        "linked.keep": "继续我的游戏",
        "linked.play": "开始新游戏",
        "countdown.0": "一次……",
        "countdown.1": "两次……",
        "do.after_raise": "有人加价后你就可以再出价；现在可以先设定上限。",
        "do.alone": "单独拿出联合拍卖",
        "do.bid": "出价",
        "do.bid_again": "重新出价",
        "do.bid_label": "你的出价",
        "do.bid_min": "出价{amount}",
        "do.buy": "以{amount}买下",
        "do.cancel": "换一张牌",
        "do.cannot_afford": "你买不起这个价。",
        "do.cannot_outbid": "你的钱不够出更高的价。",
        "do.choose_card": "请在下方手牌中选一幅画。",
        "do.decline": "不买",
        "do.group": "你的决定",
        "do.join": "加入{card}",
        "do.join.ends": "加入{card}：结束本回合，不拍卖",
        "do.join_group": "加入联合拍卖",
        "do.name_price": "定价",
        "do.no_join": "不加入",
        "do.not_a_number": "请输入整数。",
        "do.not_yet": "还没轮到你：你现在可以先设定上限。",
        "do.out": "你已放弃，退出这次拍卖。之后每次有人加价，页面都会替你放弃。",
        "do.partner_group": "联合拍卖",
        "do.partner_prompt": "{card}：配上同画家的另一幅画一起卖，还是问其他人愿不愿意加入？",
        "do.pass": "放弃",
        "do.price_label": "你的定价",
        "do.proxy": "出价上限",
        "do.proxy_cancel": "取消上限",
        "do.proxy_hint": "有人出更高价时，以最小加价替我出价，直到输入的金额",
        "do.proxy_on": "正在替你出价，上限{amount}。",
        "do.proxy_reached": "别人的出价超过了你的上限{amount}：由你决定。",
        "do.quick": "把金额设为{amount}",
        "do.quick_group": "快捷金额",
        "do.range": "从{low}到{high}",
        "do.sealed_bid": "秘密喊价",
        "do.sealed_label": "你的秘密喊价",
        "do.sealed_placed": "你的秘密喊价：{amount}。等待其他人。",
        "do.state.once_around": "你只有一次机会：出更高的价或放弃。",
        "do.state.open": "出更高的价、设定上限，或者放弃。",
        "do.step": "金额改变{delta}",
        "do.too_low": "太低了：现在最高价是{amount}。",
        "do.with": "配上{card}一起卖",
        "do.with.ends": "配上{card}一起卖：结束本回合，不拍卖",
        "do.you_lead": "你是最高价（{amount}）。",
        "hand.card": "{card}",
        "hand.empty": "没有手牌。",
        "hand.handoff": "请把设备交给{name}：在{name}拿到设备之前，手牌保持隐藏。",
        "hand.heading": "你的手牌（{count}）",
        "hand.hidden": "手牌已隐藏",
        "hand.hidden_wait": "手牌隐藏到下一位玩家行动时。",
        "hand.join": "把{card}加入联合拍卖",
        "hand.join.ends": "把{card}加入联合拍卖：结束本回合，不拍卖",
        "hand.play": "卖出{card}",
        "hand.play.ends": "卖出{card}：结束本回合，不拍卖",
        "hand.ends_badge": "结束回合",
        "handoff.private": "现在请其他人不要看屏幕：下一页会显示这位玩家的手牌和钱。",
        "handoff.ready": "我是{name}：显示我的手牌",
        "handoff.text": "轮到{name}了。",
        "handoff.title": "请把设备交给{name}",
        "help.auction.double": "联合拍卖：与同画家的另一幅画一起卖，卖法依第二张画。",
        "help.auction.fixed_price": (
            "一口价：主持人定价，从左边开始第一个接受的人买下；都不要则主持人必须自己买下。"
        ),
        "help.auction.once_around": (
            "一轮竞价：从主持人左边开始，每人出更高的价或放弃，只有一次；主持人最后。"
        ),
        "help.auction.open": (
            "公开竞价：任何人（包括主持人）都能自由喊价，每次必须更高。没人再加价时成交。"
        ),
        "help.auction.sealed": "秘密喊价：每人选一个秘密喊价，同时亮出，出价最高者得标。",
        "help.explain": "{term}（查看规则）",
        "help.title": "规则",
        "help.token10": "10元标码：本回合第三多的画家。",
        "help.token20": "20元标码：本回合第二多的画家。",
        "help.token30": "30元标码：本回合出现画作最多的画家。",
        "judge.best": "大师的做法",
        "judge.bid": "出价{amount}",
        "judge.buy": "买下",
        "judge.caption": "你代价最大的决定",
        "judge.caption_of": "{seat}代价最大的决定",
        "judge.cost": "估计损失",
        "judge.decline": "不买",
        "judge.hint": (
            "大师从你当时能看到的信息（你的手牌、价值板、已有的出价，从不看别人的手牌）出发审"
            "视你的每个决定，在同样的模拟牌局里分别走完它的做法和你的做法，估计两者最终金钱的"
            "差额。"
        ),
        "judge.join": "加入{card}",
        "judge.limit": "出价至多{amount}",
        "judge.lot": "{seat}拍卖的{cards}",
        "judge.lot.you": "你拍卖的{cards}",
        "judge.no_join": "不加入",
        "judge.none.other": "没有代价大的决定：在你的{count}个决定中，大师都不会明显做得更好。",
        "judge.none_of": "{seat}：{none}",
        "judge.offer": "{seat}发起的联合拍卖：{card}",
        "judge.pass": "放弃",
        "judge.play": "拍卖{card}",
        "judge.play_double": "拍卖{card}和{partner}",
        "judge.price": "定价{amount}",
        "judge.progress": "正在评判决定",
        "judge.round": "回合",
        "judge.sealed": "秘密喊价{amount}",
        "judge.show_label": "看看：第{round}回合，{move}",
        "judge.situation": "局面",
        "judge.stay_out": "不参与竞价",
        "judge.taken": "你的做法",
        "judge.title": "代价最大的决定",
        "judge.turn": "挑选要拍卖的画",
        "judge.working": "大师正在评判你的决定……{percent}%",
        "language.name": "中文",
        "legend.count": "本回合已出的画，以及目前的名次",
        "legend.estimate": "引擎估计的回合结束时一幅画的价值",
        "legend.fresh": "刚得到的标码",
        "legend.label": "标记说明",
        "legend.near_end": "该画家再出一幅画，回合就结束",
        "legend.now": "如果回合现在结束，一幅画的价值",
        "legend.rank": "本回合目前的名次（平手时左边的画家优先）",
        "legend.tokens": "得到的价值标码（30、20、10）；总计：它们的和",
        "legend.total": "该画家至今所有标码之和",
        "lesson.again": "再学一遍",
        "lesson.board": (
            "价值板。每回合结束时，本回合打出画作最多的三位画家分别得到30、20、10的标码"
            "，本回合买下的每幅画都按其画家的标码卖给银行。“本回合”一栏是已打出的画数；“现"
            "值”是如果本回合现在结束，一幅画能卖多少钱。点栏目标题可以查看相应规则。"
        ),
        "lesson.bought": (
            "布鲁诺放弃了：你以12元买下这幅洋子，钱付给布鲁诺。它放在你面前，直到回合结束时"
            "由银行按洋子的价值收购。按“下一步”：接下来由小陈卖画。"
        ),
        "lesson.count": (
            "看价值板：本回合已打出2幅克里普托，暂居第一。每张打出的画都计数，不论是否卖出。"
        ),
        "lesson.done": (
            "第一回合结束了：你有163元，小陈160元，布鲁诺127元。真正的游戏还有三个回"
            "合；画家只要一直留在前三名，标码就会一直累加。完整规则在“规则”里，也可以在那里"
            "再学一遍。做得好！"
        ),
        "lesson.error.next": "请先读完这一步，再按“下一步”。",
        "lesson.error.wrong": "现在不行：教学中请按这一步的提示操作。",
        "lesson.fixed_sold": "布鲁诺拒绝，小陈买下：小陈付给你15元。按“下一步”：轮到布鲁诺。",
        "lesson.hand": (
            "你的手牌。每张牌是五位画家之一的一幅画，并写明卖法：公开竞价、一轮竞价、秘密喊价"
            "、一口价或联合拍卖。"
        ),
        "lesson.heading": "教学：第{number}步，共{total}步",
        "lesson.join": (
            "布鲁诺单独拿出一张克里普托联合拍卖：第一个加入另一幅克里普托的人成为主持人，按加"
            "入那张牌的卖法把两幅画一起卖出。小陈没有加入。请加入你的克里普托一轮竞价（手牌中"
            "已标出）。"
        ),
        "lesson.label": "教学",
        "lesson.leave": "结束教学",
        "lesson.money": (
            "状态栏：回合、你的钱和轮到谁。每人开局有100元，钱数保密。四个回合后钱最多的人"
            "获胜：把画卖给别人可以赚钱，买下回合结束时银行出高价收购的画也可以赚钱。"
        ),
        "lesson.near_end": (
            "本回合克里普托已打出4幅（数字用红圈标出）：谁打出第五幅，本回合就立即结束，那张"
            "牌不拍卖。你有一幅克里普托。下一位卖画的是布鲁诺：坐在布鲁诺和你之间的小陈，因为"
            "这次联合拍卖失去了卖画机会。按“下一步”。"
        ),
        "lesson.next": "下一步",
        "lesson.once_around": (
            "布鲁诺以一轮竞价卖一幅洋子：从主持人左手边开始，每人只有一次机会出更高的价或放弃"
            "，主持人最后表态。小陈出价8元。请在出价框输入12，然后按“出价”。"
        ),
        "lesson.open": (
            "你的克里普托正在拍卖（状态栏显示这一拍）。公开竞价中，每个人可以随意多次出价，每"
            "次都要高于前一口。按“下一步”，看布鲁诺和小陈出价。"
        ),
        "lesson.pass_double": (
            "现在你是这两幅克里普托的主持人，一轮竞价，你最后表态。布鲁诺出价25元，小陈30"
            "元。请按“放弃”：小陈买下这一对。"
        ),
        "lesson.pass_open": (
            "小陈出价15元，布鲁诺已放弃。你也可以买自己的画（钱付给银行），但15元是个好价"
            "钱：请按“放弃”。除最高出价者外所有人都放弃后，这一拍就成交。"
        ),
        "lesson.price": (
            "一口价由你定价，从1元到你的全部钱数；然后其他玩家依次决定是否买下。如果没人买，"
            "你必须自己买下，把钱付给银行。请输入15，然后按“定价”。"
        ),
        "lesson.real_game": "开始真正的游戏",
        "lesson.revealed": "你的20元最高：克里普托归你，主持人小陈得到20元。日志记录了发生的一切。",
        "lesson.scored": (
            "布鲁诺打出了第五幅克里普托：本回合结束。克里普托得30，洋子得20，克里斯汀·P"
            "得10（洋子和克里斯汀·P各有一幅，数量相同时价值板上靠左的画家优先）。本回合买"
            "下的每幅画都卖给银行：你的克里普托卖30元，洋子卖20元。请按“继续”。"
        ),
        "lesson.sealed": (
            "小陈以秘密喊价卖一幅克里普托：每个人（包括主持人）秘密选一个从0元到自己全部钱数"
            "的出价，同时亮出，出价最高者买下。布鲁诺和小陈已经出价。请输入20，然后按“秘密"
            "喊价”。"
        ),
        "lesson.sell_fixed": "又轮到你了：选手牌中的克里斯汀·P一口价。",
        "lesson.sell_open": "轮到你卖画了：你是主持人。请选手牌中的克里普托公开竞价（已标出）。",
        "lesson.skip": "跳过教学",
        "lesson.sold": "成交！小陈付给你15元买下克里普托。没人出价的画，卖画者免费得到。",
        "lesson.split": (
            "小陈以30元买下。两位卖画者平分价钱：你是新主持人，得15元（一半，向上取整），"
            "布鲁诺得15元。"
        ),
        "lesson.turns": (
            "卖画的顺序向左轮转：现在由布鲁诺卖画。玩家面板显示谁是主持人、轮到谁，以及每人本"
            "回合买了什么。按“下一步”观看。"
        ),
        "lesson.watch": "布鲁诺和小陈正在行动……",
        "lesson.welcome": (
            "欢迎来到现代艺术！在这个简短的教学中，你将和布鲁诺、小陈进行一局三人游戏的第一回"
            "合，一步一步来，用每一种拍卖方式买画卖画。按“下一步”继续；随时可以跳过教学。"
        ),
        "level.expert": "专家",
        "level.human": "你",
        "level.master": "大师",
        "level.mixed": "混合",
        "level.novice": "新手",
        "level.person": "本机玩家",
        "level.random": "随机",
        "log.auction_started": "{seat}主持拍卖{cards}：{auction}。",
        "log.auction_started.you": "你主持拍卖{cards}：{auction}。",
        "log.bank": "银行收到{amount}。",
        "log.bid": "{seat}出价{amount}。",
        "log.card": "{artist}（{auction}）",
        "log.dealt.other": "每位玩家补牌{count}张。",
        "log.discarded.other": "{cards}结束了本回合，不拍卖。",
        "log.double_offered": "{seat}单独拿出{artist}的联合拍卖：谁愿意加入一张{artist}？",
        "log.game_over_one": "游戏结束：{seats}以{amount}获胜。",
        "log.game_over_shared": "游戏结束：{seats}以{amount}并列获胜。",
        "log.game_over_you": "游戏结束：你以{amount}获胜。",
        "log.game_over_you_share": "游戏结束：你和{seats}以{amount}并列获胜。",
        "log.heading": "记录",
        "log.income.other": "{seat}把{count}幅画卖给银行，得到{amount}。",
        "log.income.you.other": "你把{count}幅画卖给银行，得到{amount}。",
        "log.joined": "{seat}加入{card}，成为新的主持人。",
        "log.out.you": "你放弃：退出这次拍卖。",
        "log.pass.double_offer": "{seat}不加入。",
        "log.pass.fixed_price": "{seat}不买。",
        "log.pass.once_around": "{seat}放弃。",
        "log.pass.open": "{seat}放弃。",
        "log.played": "{seat}拿出{card}拍卖。",
        "log.played_with": "{seat}拿出{card}，配上{partner}一起拍卖。",
        "log.price": "{seat}定价{amount}。",
        "log.ranking": "价值标码：{ranking}。",
        "log.received": "{seat}收到{amount}。",
        "log.received.you": "你收到{amount}。",
        "log.round_ended": "第{round}回合结束。",
        "log.round_heading": "第{round}回合",
        "log.round_started": "第{round}回合开始。",
        "log.sealed_bid": "{seat}已秘密出价。",
        "log.sealed_revealed": "亮出秘密喊价：{bids}。",
        "log.seat_amount": "{seat}{amount}",
        "log.seat_amount.you": "你{amount}",
        "log.sold": "{seat}以{amount}买下{cards}。",
        "log.sold.you": "你以{amount}买下{cards}。",
        "log.taken_free": "{seat}免费得到{cards}。",
        "log.taken_free.you": "你免费得到{cards}。",
        "log.token": "{artist}{amount}",
        "lot.auctioneer": "主持人",
        "lot.cards": "拍卖中：{cards}",
        "lot.fair": "值得出价",
        "lot.fair_value": "至多约{amount}",
        "lot.heading": "拍卖中",
        "lot.high": "最高价",
        "lot.high_by": "{amount}，{seat}",
        "lot.high_by.you": "{amount}，你",
        "lot.joint": "{seat}，与{first}平分",
        "lot.joint.you": "{seat}，与你平分",
        "lot.no_bid": "还没有人出价",
        "lot.offered_by": "拿出者",
        "lot.price": "定价",
        "lot.price_pending": "正在定价",
        "lot.sealed": "秘密喊价",
        "lot.sealed_count": "已出{done}/{total}",
        "lot.type": "拍卖方式",
        "master.ahead": "你比大师多{amount}。",
        "master.behind": "大师比你多{amount}。",
        "master.caption": "你和大师在这副牌上的成绩",
        "master.how": (
            "大师坐在你的座位上，对手相同，每个机器人的种子都与你这局一样，每次决策搜索{ro"
            "llouts}次推演：这副牌在任何设备上结果都相同。"
        ),
        "master.level": "你和大师打成平手。",
        "master.master": "大师",
        "master.progress": "大师正在打这副牌",
        "master.title": "大师打这副牌",
        "master.working": "大师正坐在你的座位上打这副牌……{percent}%",
        "master.you": "你",
        "menu.again": "再玩一次这副牌",
        "menu.daily": "每日牌局",
        "menu.daily_hint": "今天的牌局：今天每位玩家拿到的都相同（4人局，三位专家，经典规则）",
        "menu.export": "导出游戏",
        "menu.help": "规则",
        "menu.import": "导入游戏",
        "menu.label": "游戏菜单",
        "menu.language": "语言",
        "menu.new": "新游戏",
        "menu.new_games": "新的牌局",
        "menu.open": "菜单",
        "menu.pass_and_play": "轮流操作",
        "menu.review": "复盘",
        "menu.stats": "统计",
        "menu.this_game": "这一局",
        "menu.tutorial": "新手教学",
        "menu.watch": "观看回放",
        "money": "{amount}元",
        "name.bot.0": "阿达",
        "name.bot.1": "布鲁诺",
        "name.bot.2": "小陈",
        "name.bot.3": "朵拉",
        "name.bot.4": "埃米尔",
        "name.human": "你",
        "name.person": "玩家{n}",
        "notice.again": (
            "再玩一次这副牌（种子{seed}）：同样的牌、座位和机器人。结束时会告诉你大师在"
            "你的座位上打得怎样。"
        ),
        "notice.corrupt": (
            "保存的游戏无法继续，已被放到一边，新的一局已经开始：{cause}"
            "（英文原因：{reason}）"
        ),
        "notice.corrupt_kept": (
            "保存的游戏无法继续：{cause}（英文原因：{reason}）存储空间已满，无法把它放到"
            "一边，所以它留在原处；在你丢弃它之前，这局新游戏不会被保存。想保留它的话"
            "请先下载。"
        ),
        "notice.daily": (
            "{date}的每日牌局：4人局，你坐第1座，对手是三位专家，经典规则。今天每个人"
            "拿到的都是这副牌；你当天第一次打这副牌的成绩会记入每日记录，旁边是大师在你的座位"
            "上的成绩。"
        ),
        "notice.dismiss": "知道了",
        "notice.elsewhere": "这局游戏在另一个标签页中打开，并在那里进行：这个标签页只显示它。",
        "notice.discard_aside": "丢弃它",
        "notice.download_aside": "下载被放到一边的游戏",
        "notice.import_error": "无法导入这个文件：{cause}（英文原因：{reason}）",
        "notice.import_elsewhere": "这局游戏在另一个标签页中进行：请先选择“改在这里玩”，再导入。",
        "notice.imported": "游戏已导入。",
        "notice.imported_unsaved": "游戏已导入，但无法保存。",
        "notice.label": "通知",
        "notice.not_saved": "这局游戏没有被保存：存储空间已满——请导出它。",
        "notice.play_here": "改在这里玩",
        "over.again": "再玩一局",
        "over.close": "关闭",
        "keys.title": "键盘",
        "keys.intro": "桌上的一切都可以用键盘操作。",
        "keys.key": "按键",
        "keys.does": "作用",
        "keys.list": "显示这份按键列表",
        "keys.tab": "移到下一个控件（Shift+Tab：回到上一个）",
        "keys.enter": "按下当前获得焦点的按钮",
        "keys.amount": "在金额框中：按框中的金额出价或定价",
        "keys.arrows": "在金额框中：多一元或少一元",
        "keys.escape": "关闭对话框（每轮的总结需用它自己的按钮关闭）",
        "over.daily": "{date}的每日牌局。",
        "over.final": "最终的钱",
        "over.points": "排名分",
        "over.results": "结果",
        "over.points_rule.1": "排名分（网络版）：第一名得{first}分。",
        "over.points_rule.2": "排名分（网络版）：第一名得{first}分，第二名得{second}分。",
        "over.title": "游戏结束",
        "over.winner.other": "赢家：{seats}",
        "over.you_share": "你和{seats}并列获胜！",
        "over.you_won": "你赢了！",
        "refuse.at_least": "金额至少要{low}。",
        "refuse.cannot_outbid": "你无法出价：最高价是{high}，你出不起更高的价。",
        "refuse.engine": "现在不能这样做（{reason}）。",
        "refuse.higher": "出价必须高于{high}。",
        "refuse.money": "你只有{money}。",
        "refuse.not_now": "现在不能这样做。",
        "region.auction": "拍卖",
        "region.board": "价值板",
        "region.hand": "你的手牌",
        "region.log": "记录",
        "region.menu": "菜单",
        "region.seats": "玩家",
        "region.status": "游戏状态",
        "review.accounts": "账目",
        "review.accounts_caption": "每位玩家的账目",
        "review.bank": "银行{amount}",
        "review.books": (
            "账目相符：每位玩家的画卖给银行所得，减去买画所付，加上作为卖家的收入，正好等于她"
            "最后的钱减去开局的100元。"
        ),
        "review.bought": "{seat}以{amount}买下{cards}",
        "review.bought.you": "你以{amount}买下{cards}",
        "review.buyer": "买家",
        "review.free": "免费",
        "review.gain": "+{amount}",
        "review.loss": "−{amount}",
        "review.lot": "画作",
        "review.money": "钱",
        "review.net": "结果",
        "review.no_lots": "还没有画易手。",
        "review.not_yet": "回合未结束",
        "review.paid": "{seat}{amount}",
        "review.paid.you": "你{amount}",
        "review.price": "价格",
        "review.profit": "买家盈亏",
        "review.progress": "正在计算复盘",
        "review.purchases": "每一笔买卖",
        "review.purchases_hint": (
            "每一拍的价格、收钱的人、回合结束时银行付给这些画的钱，以及买家的盈亏。“看看”会"
            "打开回放，停在成交的那一步。"
        ),
        "review.received": "卖画收入",
        "review.replay": "回放",
        "review.returned": "卖给银行",
        "review.returned_col": "回收",
        "review.round": "第{round}回合",
        "review.seller": "主持人",
        "review.sellers": "收款人",
        "review.show": "看看",
        "review.show_label": "看看：{lot}",
        "review.spent": "买画支出",
        "review.title": "本局复盘",
        "review.took": "{seat}免费得到{cards}",
        "review.took.you": "你免费得到{cards}",
        "review.waiting.other": "游戏还在进行：本回合有{count}拍尚未结算。",
        "review.working": "正在计算账目……{percent}%",
        "rules.page.text": (
            "公开竞价中放弃即退出这次拍卖：之后每次有人加价，页面都会替你放弃，点“重新出价”可以回来"
            "。“出价上限”会在有人出更高价时以最小加价替你出价，直到输入的金额。网络版在最后一次出价"
            "后倒数；经典版则在其他人都放弃时成交。“显示估值”会显示引擎对每位画家回合结束时价值的估"
            "计，以及这次拍卖值得出多少钱。"
        ),
        "rules.page.title": "在本页面上玩",
        "save.action": "其中第{index}步无法重放。",
        "save.json": "这不是JSON文件。",
        "save.limit": "它超出了游戏记录的限制。",
        "save.other": "无法读取。",
        "save.record": "这不是现代艺术的游戏记录。",
        "save.settings": "其中的游戏设置无效。",
        "seat.auctioneer": "主持人",
        "seat.bought": "已买",
        "seat.bought_for": "{card}：以{amount}买下",
        "seat.bought_free": "{card}：免费得到",
        "seat.bought_pair": "{card}：与另一幅一起以{amount}买下",
        "seat.cards": "手牌",
        "seat.high_bid": "最高价{amount}",
        "seat.money": "钱",
        "seat.none": "无",
        "seat.sealed_done": "已出价",
        "seat.secret": "保密",
        "seat.seller": "卖家",
        "seat.thinking": "思考中……",
        "seat.to_act": "轮到",
        "seats.caption": "玩家",
        "setup.continue": "继续保存的游戏",
        "setup.name": "名字（第{n}座）",
        "setup.opponents": "其他座位",
        "setup.pass_and_play": (
            "轮流操作：设备在桌上传递。两位玩家的回合之间，会出现“请把设备交给……”的画面，"
            "隐藏所有手牌、钱数和秘密出价。本机多人的对局不计入统计。"
        ),
        "setup.pass_and_play_hint": (
            "想和朋友在这台设备上一起玩？把他们的座位设为“本机玩家”（轮流操作）。"
        ),
        "setup.person": "本机玩家",
        "setup.players": "玩家人数",
        "setup.seat": "你的座位",
        "setup.seat_n": "第{n}座",
        "setup.seed": "种子（可重现的牌局）",
        "setup.seed_blank": "留空 = 随机",
        "setup.seed_error": "种子必须是整数，或者留空。",
        "setup.show_money": "家规：公开所有人的钱",
        "setup.speed": "电脑速度",
        "setup.start": "开始",
        "setup.title": "新游戏",
        "setup.variant": "规则",
        "speed.fast": "快",
        "speed.instant": "立即",
        "speed.normal": "普通",
        "speed.slow": "慢",
        "start.error": (
            "游戏在启动时出错而停止（这不是网络连接的问题）。你保存的游戏已被放到一边："
            "重新加载页面即可开始新的一局。"
        ),
        "start.error_kept": (
            "游戏在启动时出错而停止（这不是网络连接的问题）。请重新加载页面再试一次。"
        ),
        "start.failed": "游戏无法启动",
        "stats.best": "最高最终金额",
        "stats.by_table": "按牌桌",
        "stats.confirm": "确定要重置所有统计吗？此操作无法撤销。",
        "stats.daily": "每日牌局",
        "stats.daily_beaten.other": "在{count}副每日牌局中，有{beaten}副胜过大师。",
        "stats.daily_caption": "每副每日牌局你的第一局",
        "stats.daily_none": "还没有打过每日牌局。",
        "stats.date": "日期",
        "stats.games": "已玩局数",
        "stats.none": "还没有完成的游戏。",
        "stats.played": "局数",
        "stats.players": "{n}人",
        "stats.points": "排名分",
        "stats.reset": "重置统计",
        "stats.title": "统计",
        "stats.wins": "获胜局数",
        "stats.won": "胜",
        "status.deck": "牌堆：{count}",
        "status.elsewhere": "在另一个标签页中进行。",
        "status.handoff": "请把设备交给{name}。",
        "status.money": "你的钱：{amount}",
        "status.no_game": "目前没有进行中的游戏。",
        "status.out": "你已退出这次拍卖，拍卖继续进行。",
        "status.over": "游戏结束。",
        "status.round": "第{round}回合（共4回合）",
        "status.wait.double_offer": "联合拍卖：等待{seats}……",
        "status.wait.fixed_price": "一口价：等待{seats}……",
        "status.wait.nobody": "……",
        "status.wait.once_around": "一轮竞价：等待{seats}……",
        "status.wait.open": "公开竞价：等待{seats}……",
        "status.wait.play": "{seats}正在挑选要卖的画……",
        "status.wait.sealed": "秘密喊价：等待{seats}……",
        "status.watching": "正在观看回放：不能出牌。",
        "status.you.buy": "一口价：以此价买下，或者不买。",
        "status.you.double_offer": "有人拿出联合拍卖：加入一张同画家的画，或者放弃。",
        "status.you.once_around": "一轮竞价：你只有一次机会——出价或放弃。",
        "status.you.open": "公开竞价：出价，或者放弃（放弃即退出这次拍卖）。",
        "status.you.play": "轮到你：从手牌中选一幅画拿出来拍卖。",
        "status.you.price": "一口价：请定价。",
        "status.you.sealed": "秘密喊价：选择你的出价。",
        "summary.continue": "继续",
        "summary.count": "{artist}{count}张",
        "summary.counts": "本回合出的画：{counts}。",
        "summary.earned": "收入",
        "summary.income": "卖给银行",
        "summary.paintings": "画作",
        "summary.painting_value": "{painting}{amount}",
        "summary.place": "第{place}名",
        "summary.place_col": "名次",
        "summary.player": "玩家",
        "summary.ranking": "排名与画价",
        "summary.title": "第{round}回合结算",
        "summary.to_result": "查看最终结果",
        "summary.token": "标码",
        "summary.value": "每幅画价值",
        "variant.classic": "经典版",
        "variant.classic.hint": (
            "出版规则：公开竞价在最后一次出价后其他人都放弃时成交（没有倒数）；没人出价则免费；秘密"
            "喊价平手时主持人得标。"
        ),
        "variant.online": "网络版",
        "variant.online.hint": (
            "公开竞价在最后一次出价后倒数“一次、两次、成交”，到时还没出价的人视为放弃。没人出价时主"
            "持人付1元；秘密喊价平手时主持人排最后。"
        ),
        "watch.back": "后退一步",
        "watch.end": "到最后",
        "watch.forward": "前进一步",
        "watch.label": "回放",
        "watch.position": "回放：第{shown}步，共{total}步",
        "watch.resume": "继续游戏",
        "watch.review": "回到复盘",
        "watch.start": "回到开头",
        "watch.stop": "关闭回放",
        "welcome.start": "设置一局游戏",
        "welcome.text": "目前没有进行中的游戏：开始新游戏，或者导入一局。",
    },
}


def pick_language(preferred: str | None) -> str:
    """The catalogue language for a browser language tag such as "zh-CN" or "en-GB"."""
    tag = (preferred or "").lower()
    return next((lang for lang in LANGUAGES if tag.startswith(lang)), DEFAULT_LANGUAGE)


def text(lang: str, key: str, **params: object) -> str:
    """The words for ``key`` in ``lang`` (English when missing), with {params} filled in."""
    words = CATALOGUE.get(lang, {}).get(key)
    if words is None and key.endswith(".one"):  # a language without a singular form
        words = CATALOGUE.get(lang, {}).get(key[:-4] + ".other")
    if words is None:
        words = CATALOGUE[DEFAULT_LANGUAGE][key]
    return words.format(**params) if params else words


class Phrasing:
    """Counts and lists in one language's words: ``text`` picks a key's form by ``count``
    (``.one`` or ``.other``), ``listing`` joins names ("A, B and C" / "A、B和C"),
    ``opening`` capitalises a phrase that opens a line, ``sentence`` makes a clause a sentence
    ("you receive $5" -> "You receive $5."),
    ``sentences`` runs sentences on (a space between them in English, none in Chinese) and
    ``clauses`` joins clauses into one ("A receives $8 and B receives $7"; Chinese joins
    names with 和 but clauses with a full-width comma)."""

    def __init__(self, lang: str, separator: str, last: str, stop: str, between: str,
                 clause_joints: tuple[str, str]) -> None:
        self.lang = lang
        self.separator = separator
        self.last = last
        self.stop = stop
        self.between = between
        self.clause_joints = clause_joints

    def form(self, key: str, count: int | None) -> str:
        words = CATALOGUE.get(self.lang, {})
        if count is not None:
            for candidate in (f"{key}.one" if count == 1 else "", f"{key}.other"):
                if candidate and (candidate in words or candidate in CATALOGUE[DEFAULT_LANGUAGE]):
                    return candidate
        return key

    def text(self, key: str, count: int | None = None, **params: object) -> str:
        return text(self.lang, self.form(key, count), count=count, **params)

    def listing(self, items: list[str]) -> str:
        if len(items) <= 1:
            return "".join(items)
        return self.separator.join(items[:-1]) + self.last + items[-1]

    def opening(self, phrase: str) -> str:
        """``phrase`` as it opens a line or a table cell: "you $20 and Bruno $21" -> "You ..."."""
        return phrase[:1].upper() + phrase[1:]

    def sentence(self, clause: str) -> str:
        return self.opening(clause) + self.stop

    def sentences(self, lines: list[str]) -> str:
        return self.between.join(lines)

    def clauses(self, items: list[str]) -> str:
        if len(items) <= 1:
            return "".join(items)
        separator, last = self.clause_joints
        return separator.join(items[:-1]) + last + items[-1]


PHRASINGS = {"en": Phrasing("en", ", ", " and ", ".", " ", (", ", " and ")),
             "zh": Phrasing("zh", "、", "和", "。", "", ("，", "，"))}


def phrasing(lang: str) -> Phrasing:
    return PHRASINGS.get(lang, PHRASINGS[DEFAULT_LANGUAGE])
