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
        "banner.online_one": "Nobody bid: the auctioneer pays the bank 1 (online edition).",
        "banner.paid": "{seat} receives {amount}",
        "banner.paid.you": "you receive {amount}",
        "banner.split": (
            "A joint lot: the price is split between the two sellers (the auctioneer gets the odd "
            "1)."
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
        "do.sealed_label": "Your secret bid",
        "do.sealed_placed": "Your sealed bid: {amount}. Waiting for the others.",
        "do.state.once_around": "Your one chance: bid higher or pass.",
        "do.state.open": "Bid higher, set a limit, or pass.",
        "do.step": "Change the amount by {delta}",
        "do.too_low": "Too low now: the high bid is {amount}.",
        "do.with": "Sell with {card}",
        "do.you_lead": "You have the high bid ({amount}).",
        "hand.card": "{card}",
        "hand.empty": "No cards in hand.",
        "hand.heading": "Your hand ({count})",
        "hand.join": "Add {card} to the double",
        "hand.play": "Sell {card}",
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
            "Sealed auction: everyone picks a secret bid; all are revealed together and the "
            "highest buys."
        ),
        "help.explain": "What is “{term}”?",
        "help.title": "Rules in brief",
        "help.token10": "Value token 10: the artist in third place that round.",
        "help.token20": "Value token 20: the artist in second place that round.",
        "help.token30": "Value token 30: the artist with the most paintings laid out that round.",
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
        "level.expert": "Expert",
        "level.human": "you",
        "level.master": "Master",
        "level.mixed": "Mixed",
        "level.novice": "Novice",
        "level.random": "Random",
        "log.auction_started": "{seat} auctions {cards}: {auction}.",
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
        "log.sold": "Sold to {seat} for {amount}: {cards}.",
        "log.sold.you": "You buy {cards} for {amount}.",
        "log.taken_free": "{seat} takes {cards} free.",
        "log.taken_free.you": "You take {cards} free.",
        "log.token": "{artist} {amount}",
        "lot.auctioneer": "Auctioneer",
        "lot.cards": "On the block: {cards}",
        "lot.fair": "Estimate",
        "lot.fair_value": "worth up to about {amount}",
        "lot.heading": "On the block",
        "lot.high": "High bid",
        "lot.high_by": "{amount}, {seat}",
        "lot.joint": "{seat}, sharing with {first}",
        "lot.no_bid": "no bid yet",
        "lot.offered_by": "Offered by",
        "lot.price": "Price",
        "lot.price_pending": "being named",
        "lot.sealed": "Sealed bids",
        "lot.sealed_count": "{done} of {total} placed",
        "lot.type": "Auction",
        "menu.export": "Export game",
        "menu.help": "Rules",
        "menu.import": "Import game",
        "menu.label": "Game menu",
        "menu.language": "Language",
        "menu.new": "New game",
        "menu.stats": "Statistics",
        "menu.watch": "Watch replay",
        "money": "${amount}",
        "name.bot.0": "Ada",
        "name.bot.1": "Bruno",
        "name.bot.2": "Chen",
        "name.bot.3": "Dora",
        "name.bot.4": "Emil",
        "name.human": "You",
        "notice.corrupt": (
            "Your saved game could not be resumed and was set aside: {cause} ({reason})"
        ),
        "notice.dismiss": "Dismiss",
        "notice.import_error": "That file cannot be imported: {cause} ({reason})",
        "notice.imported": "Game imported.",
        "notice.label": "Notice",
        "notice.not_saved": (
            "This game is not being saved: the browser's storage refused it. Export it to keep it."
        ),
        "notice.text": "{text}",
        "over.again": "Play again",
        "over.close": "Close",
        "over.final": "Final money",
        "over.points": "Ranking points",
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
        "rules.double.text": (
            "Sell it with a second painting of the same artist by that painting's type, or offer "
            "it: the first player to add one becomes auctioneer and the price is split between the "
            "two sellers."
        ),
        "rules.double.title": "Double",
        "rules.end.text": "After round 4 the richest player wins; equal money shares the win.",
        "rules.end.title": "The end",
        "rules.fixed_price.text": (
            "The auctioneer names a price. From her left, the first to accept buys; if nobody "
            "does, she must buy it from the bank."
        ),
        "rules.fixed_price.title": "Fixed price",
        "rules.goal.text": (
            "Buy and sell paintings by five artists. After four rounds the richest player wins; "
            "everyone starts with 100, and money is secret."
        ),
        "rules.goal.title": "Goal",
        "rules.once_around.text": (
            "From the auctioneer's left, each player bids higher or passes, once. The auctioneer "
            "acts last."
        ),
        "rules.once_around.title": "Once around",
        "rules.open.text": (
            "Everyone, the auctioneer included, bids freely; each bid must be higher. Sold when "
            "everyone else has passed. No bid: the auctioneer keeps it free (online edition: for "
            "1)."
        ),
        "rules.open.title": "Open auction",
        "rules.page.text": (
            "Pass in an open auction means you are out of that lot: the page passes for you at "
            "every later raise, and “Bid again” brings you back in. “Bid up to” raises for you by "
            "the minimum step while someone outbids you, up to the amount typed. In the online "
            "edition a countdown follows the last bid; in the classic game the lot closes when "
            "everyone else has passed. “Show estimates” adds the engine's estimate of each "
            "artist's value at the round's end and of what the lot is worth paying."
        ),
        "rules.page.title": "Playing on this page",
        "rules.round.text": (
            "A round ends when an artist's fifth painting is laid out; that painting is not sold."
        ),
        "rules.round.title": "End of a round",
        "rules.scoring.text": (
            "The three artists with the most paintings this round get 30, 20 and 10 (ties to the "
            "artist further left). A painting is worth all its artist's tokens so far, but only if "
            "the artist is in this round's top three. Everything bought is sold to the bank."
        ),
        "rules.scoring.title": "Scoring",
        "rules.sealed.text": (
            "Everyone chooses a secret bid, revealed together; the highest buys. Ties: the "
            "auctioneer first (online edition: last), then from her left."
        ),
        "rules.sealed.title": "Sealed",
        "rules.turn.text": (
            "In turn, each player puts one painting from her hand up for auction and runs the "
            "auction. The buyer pays the seller; a seller who buys her own painting pays the bank."
        ),
        "rules.turn.title": "A turn",
        "save.action": "its action {index} cannot be replayed.",
        "save.json": "it is not a JSON file.",
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
        "setup.opponents": "Opponents",
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
        "stats.best": "Best final money",
        "stats.by_table": "By table",
        "stats.confirm": "Reset all statistics? This cannot be undone.",
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
        "status.you.sealed": "Sealed auction: choose your secret bid.",
        "summary.continue": "Continue",
        "summary.count": "{artist} {count}",
        "summary.counts": "Paintings laid out: {counts}.",
        "summary.earned": "Income",
        "summary.income": "Sold to the bank",
        "summary.paintings": "Paintings",
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
            "auctioneer 1; she loses sealed ties."
        ),
        "watch.back": "Back one action",
        "watch.end": "To the end",
        "watch.forward": "Forward one action",
        "watch.label": "Replay",
        "watch.position": "Replay: action {shown} of {total}",
        "watch.resume": "Resume play",
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
        "do.sealed_bid": "出暗标",
        "do.sealed_label": "你的暗标",
        "do.sealed_placed": "你的暗标：{amount}。等待其他人。",
        "do.state.once_around": "你只有一次机会：出更高的价或放弃。",
        "do.state.open": "出更高的价、设定上限，或者放弃。",
        "do.step": "金额改变{delta}",
        "do.too_low": "太低了：现在最高价是{amount}。",
        "do.with": "配上{card}一起卖",
        "do.you_lead": "你是最高价（{amount}）。",
        "hand.card": "{card}",
        "hand.empty": "没有手牌。",
        "hand.heading": "你的手牌（{count}）",
        "hand.join": "把{card}加入联合拍卖",
        "hand.play": "卖出{card}",
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
        "help.auction.sealed": "秘密喊价：每人选一个暗标，同时亮出，出价最高者得标。",
        "help.explain": "“{term}”是什么？",
        "help.title": "规则简介",
        "help.token10": "10元标码：本回合第三多的画家。",
        "help.token20": "20元标码：本回合第二多的画家。",
        "help.token30": "30元标码：本回合出现画作最多的画家。",
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
        "level.expert": "专家",
        "level.human": "你",
        "level.master": "大师",
        "level.mixed": "混合",
        "level.novice": "新手",
        "level.random": "随机",
        "log.auction_started": "{seat}主持拍卖{cards}：{auction}。",
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
        "log.sealed_revealed": "亮出暗标：{bids}。",
        "log.seat_amount": "{seat}{amount}",
        "log.sold": "{seat}以{amount}买下{cards}。",
        "log.sold.you": "你以{amount}买下{cards}。",
        "log.taken_free": "{seat}免费得到{cards}。",
        "log.taken_free.you": "你免费得到{cards}。",
        "log.token": "{artist}{amount}",
        "lot.auctioneer": "主持人",
        "lot.cards": "拍卖中：{cards}",
        "lot.fair": "估计",
        "lot.fair_value": "最多值约{amount}",
        "lot.heading": "拍卖中",
        "lot.high": "最高价",
        "lot.high_by": "{amount}，{seat}",
        "lot.joint": "{seat}，与{first}平分",
        "lot.no_bid": "还没有人出价",
        "lot.offered_by": "拿出者",
        "lot.price": "定价",
        "lot.price_pending": "正在定价",
        "lot.sealed": "暗标",
        "lot.sealed_count": "已出{done}/{total}",
        "lot.type": "拍卖方式",
        "menu.export": "导出游戏",
        "menu.help": "规则",
        "menu.import": "导入游戏",
        "menu.label": "游戏菜单",
        "menu.language": "语言",
        "menu.new": "新游戏",
        "menu.stats": "统计",
        "menu.watch": "观看回放",
        "money": "{amount}元",
        "name.bot.0": "阿达",
        "name.bot.1": "布鲁诺",
        "name.bot.2": "小陈",
        "name.bot.3": "朵拉",
        "name.bot.4": "埃米尔",
        "name.human": "你",
        "notice.corrupt": "保存的游戏无法继续，已被放到一边：{cause}（英文原因：{reason}）",
        "notice.dismiss": "知道了",
        "notice.import_error": "无法导入这个文件：{cause}（英文原因：{reason}）",
        "notice.imported": "游戏已导入。",
        "notice.label": "通知",
        "notice.not_saved": "这局游戏没有被保存：浏览器的存储空间拒绝了。请导出以保留它。",
        "notice.text": "{text}",
        "over.again": "再玩一局",
        "over.close": "关闭",
        "over.final": "最终的钱",
        "over.points": "排名分",
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
        "rules.double.text": (
            "配上同画家的另一幅画，按第二张的卖法一起卖；或者问其他人：第一个加入的人成为新主持人，"
            "卖得的钱两人平分。"
        ),
        "rules.double.title": "联合拍卖",
        "rules.end.text": "第四回合结束后钱最多的人获胜；钱一样多则并列获胜。",
        "rules.end.title": "游戏结束",
        "rules.fixed_price.text": (
            "主持人定价。从左边开始第一个接受的人买下；都不要的话主持人必须自己向银行买下。"
        ),
        "rules.fixed_price.title": "一口价",
        "rules.goal.text": (
            "买卖五位画家的作品。四个回合后钱最多的人获胜；每人起始100元，钱是保密的。"
        ),
        "rules.goal.title": "目标",
        "rules.once_around.text": "从主持人左边开始，每人出更高的价或放弃，只有一次。主持人最后。",
        "rules.once_around.title": "一轮竞价",
        "rules.open.text": (
            "任何人（包括主持人）都能自由喊价，每次必须更高；其他人都放弃时成交。没人出价时主持人免"
            "费得到（网络版付1元）。"
        ),
        "rules.open.title": "公开竞价",
        "rules.page.text": (
            "公开竞价中放弃即退出这次拍卖：之后每次有人加价，页面都会替你放弃，点“重新出价”可以回来"
            "。“出价上限”会在有人出更高价时以最小加价替你出价，直到输入的金额。网络版在最后一次出价"
            "后倒数；经典版则在其他人都放弃时成交。“显示估值”会显示引擎对每位画家回合结束时价值的估"
            "计，以及这次拍卖值得出多少钱。"
        ),
        "rules.page.title": "在本页面上玩",
        "rules.round.text": "某位画家本回合的第五幅画出现时，回合立即结束；第五幅画不拍卖。",
        "rules.round.title": "回合结束",
        "rules.scoring.text": (
            "本回合画作最多的三位画家得到30、20、10元标码（平手时左边的画家优先）。画的价值是该画家"
            "至今所有标码之和，但只有本回合进入前三名才有价值。买到的画全部卖给银行。"
        ),
        "rules.scoring.title": "结算",
        "rules.sealed.text": (
            "每人选一个暗标，同时亮出，最高者得标。平手时主持人优先（网络版排最后），其余从主持人左"
            "边算起。"
        ),
        "rules.sealed.title": "秘密喊价",
        "rules.turn.text": (
            "轮到一个人时，他从手中拿出一幅画来拍卖并主持。买主付钱给主持人；主持人自己买下则付给银"
            "行。"
        ),
        "rules.turn.title": "轮流卖画",
        "save.action": "其中第{index}步无法重放。",
        "save.json": "这不是JSON文件。",
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
        "setup.opponents": "对手",
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
        "stats.best": "最高最终金额",
        "stats.by_table": "按牌桌",
        "stats.confirm": "确定要重置所有统计吗？此操作无法撤销。",
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
        "status.you.sealed": "秘密喊价：选择你的暗标。",
        "summary.continue": "继续",
        "summary.count": "{artist}{count}张",
        "summary.counts": "本回合出的画：{counts}。",
        "summary.earned": "收入",
        "summary.income": "卖给银行",
        "summary.paintings": "画作",
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
            "出版规则：公开竞价在最后一次出价后其他人都放弃时成交（没有倒数）；没人出价则免费；暗标"
            "平手时主持人得标。"
        ),
        "variant.online": "网络版",
        "variant.online.hint": (
            "公开竞价在最后一次出价后倒数“一次、两次、成交”，到时还没出价的人视为放弃。没人出价时主"
            "持人付1元；暗标平手时主持人排最后。"
        ),
        "watch.back": "后退一步",
        "watch.end": "到最后",
        "watch.forward": "前进一步",
        "watch.label": "回放",
        "watch.position": "回放：第{shown}步，共{total}步",
        "watch.resume": "继续游戏",
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
    (``.one`` or ``.other``) and ``listing`` joins names ("A, B and C" / "A、B和C")."""

    def __init__(self, lang: str, separator: str, last: str) -> None:
        self.lang = lang
        self.separator = separator
        self.last = last

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


PHRASINGS = {"en": Phrasing("en", ", ", " and "), "zh": Phrasing("zh", "、", "和")}


def phrasing(lang: str) -> Phrasing:
    return PHRASINGS.get(lang, PHRASINGS[DEFAULT_LANGUAGE])
