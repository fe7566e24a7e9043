"""Every word the page shows, one catalogue per language."""

from __future__ import annotations

LANGUAGES = ("en", "zh")
DEFAULT_LANGUAGE = "en"

CATALOGUE: dict[str, dict[str, str]] = {
    "en": {
        "language.name": "English",
        "app.title": "Modern Art",
        "control.new_game": "New game",
        "control.players": "Players",
        "control.language": "Language",
        "status.label": "Game status",
        "status.game": "Game {seed}",
        "status.round": "Round {round} of 4",
        "status.deck": "Cards in the deck: {count}",
        "status.seller": "Seller: {name}",
        "step.play": "choosing a painting to sell",
        "step.open": "open auction",
        "step.once_around": "once-around auction",
        "step.sealed": "sealed auction",
        "step.fixed_price": "fixed-price auction",
        "step.double_offer": "double offered",
        "step.over": "game over",
        "seats.caption": "Players",
        "seats.player": "Player",
        "seats.money": "Money",
        "seats.cards": "Cards in hand",
        "seats.owned": "Paintings bought",
        "seats.role": "Role",
        "seat.you": "You",
        "seat.bot": "Bot {number}",
        "seat.secret": "secret",
        "seat.seller": "seller",
        "seat.to_act": "to act",
        "board.caption": "Value board",
        "board.round": "Round {round}",
        "board.laid_out": "Laid out this round",
        "board.none": "–",
        "hand.heading": "Your hand",
        "hand.empty": "No cards in hand.",
        "card.label": "{artist}, {auction}",
        "artist.lite_metal": "Lite Metal",
        "artist.yoko": "Yoko",
        "artist.christin_p": "Christin P.",
        "artist.karl_gitter": "Karl Gitter",
        "artist.krypto": "Krypto",
        "auction.open": "open auction",
        "auction.once_around": "once around",
        "auction.sealed": "sealed bid",
        "auction.fixed_price": "fixed price",
        "auction.double": "double",
    },
    "zh": {
        "language.name": "中文",
        "app.title": "现代艺术",
        "control.new_game": "新游戏",
        "control.players": "玩家人数",
        "control.language": "语言",
        "status.label": "游戏状态",
        "status.game": "第 {seed} 局",
        "status.round": "第 {round} 回合（共 4 回合）",
        "status.deck": "牌堆剩余：{count} 张",
        "status.seller": "卖家：{name}",
        "step.play": "正在选择要拍卖的画",
        "step.open": "公开竞价",
        "step.once_around": "一轮竞价",
        "step.sealed": "秘密喊价",
        "step.fixed_price": "一口价",
        "step.double_offer": "联合拍卖邀请中",
        "step.over": "游戏结束",
        "seats.caption": "玩家",
        "seats.player": "玩家",
        "seats.money": "钱",
        "seats.cards": "手牌数",
        "seats.owned": "已购画作",
        "seats.role": "角色",
        "seat.you": "你",
        "seat.bot": "电脑 {number}",
        "seat.secret": "保密",
        "seat.seller": "卖家",
        "seat.to_act": "行动中",
        "board.caption": "价值板",
        "board.round": "第 {round} 回合",
        "board.laid_out": "本回合已出",
        "board.none": "–",
        "hand.heading": "你的手牌",
        "hand.empty": "没有手牌。",
        "card.label": "{artist}，{auction}",
        "artist.lite_metal": "Lite Metal",
        "artist.yoko": "Yoko",
        "artist.christin_p": "Christin P.",
        "artist.karl_gitter": "Karl Gitter",
        "artist.krypto": "Krypto",
        "auction.open": "公开竞价",
        "auction.once_around": "一轮竞价",
        "auction.sealed": "秘密喊价",
        "auction.fixed_price": "一口价",
        "auction.double": "联合拍卖",
    },
}


def pick_language(preferred: str | None) -> str:
    """The catalogue language for a browser language tag such as "zh-CN" or "en-GB"."""
    tag = (preferred or "").lower()
    return next((lang for lang in LANGUAGES if tag.startswith(lang)), DEFAULT_LANGUAGE)


def text(lang: str, key: str, **params: object) -> str:
    """The words for `key` in `lang` (English when missing), with {params} filled in."""
    words = CATALOGUE.get(lang, {}).get(key) or CATALOGUE[DEFAULT_LANGUAGE][key]
    return words.format(**params) if params else words
