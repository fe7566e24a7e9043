"""Texts as a player reads or hears them: the second person where the seat is hers, money said
the language's way, every sentence finished."""

from __future__ import annotations

import re
from types import SimpleNamespace

import pytest

from engine.analysis.ledger import Purchase
from pyapp import auction_view, render
from pyapp.catalogue import CATALOGUE, text
from pyapp.narration import describe
from pyapp.review_dialog import judgement_section, purchases_section
from pyapp.screen import Banner, Screen


@pytest.mark.parametrize(("lang", "names", "said"), [
    ("en", ["You", "Ada", "Bruno"],
     ["Show me: You buy Krypto (open auction) for $20",
      "Show me: You take Yoko (sealed bid) free",
      "Show me: Ada buys Krypto (fixed price) for $7"]),
    ("zh", ["你", "阿达", "布鲁诺"],
     ["看看：你以20元买下克里普托（公开竞价）", "看看：你免费得到洋子（秘密喊价）",
      "看看：阿达以7元买下克里普托（一口价）"]),
])
def test_the_reviews_show_me_says_you_in_the_second_person(lang, names, said):
    """The "Show me" button's name tells the lot: "You buy ...", never "You buys ..."."""
    lots = [Purchase(1, 3, 0, 1, ("krypto/open",), 20, paid={1: 20}),
            Purchase(1, 9, 0, 2, ("yoko/sealed",), 0),
            Purchase(1, 14, 1, 1, ("krypto/fixed_price",), 7, bank=7)]
    screen = Screen(lang=lang, names=names, levels=["human", "novice", "novice"], view=None,
                    people=[0])
    shown = purchases_section(screen, SimpleNamespace(lots=lots, replay_at=[1, 2, 3]))
    labels = [part.split('"')[0] for part in shown.split('aria-label="')[1:]]
    assert labels == said


def test_an_amount_of_money_is_said_with_its_currency_in_both_languages():
    """Money is "$5" in English where the Chinese says "5元": a bare "1" next to "1元" reads
    as a count of something else."""
    english, chinese = CATALOGUE["en"], CATALOGUE["zh"]
    for key, words in chinese.items():
        if key.startswith("help.token"):  # a token is named by its face, "Value token 30"
            continue
        amounts = re.findall(r"(\d+)元", words)
        said = english.get(key) or english[key.removesuffix(".other") + ".one"]
        assert sorted(re.findall(r"\$(\d+)", said)) == sorted(amounts), (key, said)


@pytest.mark.parametrize(("you", "said"), [
    (2, "Sealed bids revealed: Ada $5, Bruno $0 and you $20."),
    (0, "Sealed bids revealed: you $5, Bruno $0 and Chen $20."),
    (None, "Sealed bids revealed: Ada $5, Bruno $0 and Chen $20."),
])
def test_the_revealed_sealed_bids_name_the_player_in_lower_case(you, said):
    """"Ada $5, Bruno $0 and You $20" capitalised the player mid-sentence."""
    names = ["Ada", "Bruno", "Chen"]
    if you is not None:
        names[you] = "You"
    event = {"event": "sealed_revealed", "bids": [5, 0, 20]}
    assert describe(event, "en", names, you) == [said]
    zh_names = ["阿达", "布鲁诺", "你"]
    assert describe(event, "zh", zh_names, 2) == ["亮出秘密喊价：阿达5元、布鲁诺0元和你20元。"]


@pytest.mark.parametrize(("lang", "names", "said"), [
    ("en", ["You", "Bruno", "Chen"],
     "Sold to Chen for $12: Krypto (open auction). You receive $12."),
    ("zh", ["你", "布鲁诺", "小陈"], "小陈以12元买下克里普托（公开竞价）。你收到12元。"),
])
def test_the_replays_last_action_is_told_in_the_languages_sentences(lang, names, said):
    """Chinese sentences follow one another with no space between them."""
    sold = {"event": "sold", "buyer": 2, "auctioneer": 0, "price": 12, "cards": ["krypto/open"],
            "received": [[0, 12]], "bank": 0}
    screen = Screen(lang=lang, names=names, levels=[], view={"seat": 0}, watching=(7, 40),
                    watch_events=[sold])
    assert f'id="replay-last">{said}</p>' in auction_view.replay_bar(screen)


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_amount_steppers_names_hold_what_they_show(lang):
    """A button's name holds its visible label (voice control says what it sees): the
    name of the button showing minus 10 (a true minus sign) ends in that same label, not in
    a hyphen's "-10"; "+1" is "by +1", not "by 1"."""
    screen = Screen(lang=lang, names=[], levels=[], view=None)
    field = auction_view._amount_field(screen, 0, 50, "Your bid")
    steppers = re.findall(r'<button type="button" data-command="step"[^>]*aria-label="([^"]*)"'
                          r'[^>]*>([^<]*)</button>', field)
    assert [shown for _, shown in steppers] == ["−10", "−1", "+1", "+10"]
    for name, shown in steppers:
        assert name.endswith(shown), (name, shown)


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "Ann: No costly decision: at none of your 5 decisions"),
    ("zh", "安：没有代价大的决定：在你的5个决定中"),
])
def test_a_judgement_with_nothing_costly_names_the_person_in_the_languages_way(lang, said):
    """Pass and play names whose judgement it is; in Chinese with a full-width colon."""
    screen = Screen(lang=lang, names=["Ann" if lang == "en" else "安", "Bo"], levels=[],
                    view=None, people=[0, 1])
    judgement = SimpleNamespace(seats=[0, 1], costly={0: [], 1: []}, decisions={0: 5, 1: 3})
    shown = judgement_section(screen, SimpleNamespace(judgement=judgement, over=True))
    assert f'<p class="judge-none">{said}' in shown


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "<p>Bruno receives $8 and Dora receives $7.</p>"),
    ("zh", "<p>布鲁诺收到8元，朵拉收到7元。</p>"),
])
def test_the_banners_payments_are_joined_as_clauses(lang, said):
    """Chinese joins names with 和 but not clauses: "布鲁诺收到8元和朵拉收到7元" is not
    Chinese; clauses run on with a comma."""
    sold = {"event": "sold", "buyer": 2, "price": 15, "cards": ["yoko/open", "yoko/double"],
            "auctioneer": 1, "received": [[1, 8], [3, 7]], "bank": 0}
    names = ["You", "Bruno", "Chen", "Dora"] if lang == "en" else ["你", "布鲁诺", "小陈", "朵拉"]
    screen = Screen(lang=lang, names=names, levels=[], view={"seat": 0},
                    banner=Banner(sold, "open", 3, 5))
    assert said in auction_view.sale_banner(screen)


@pytest.mark.parametrize(("lang", "names", "high", "said"), [
    ("en", ["You", "Bruno", "Chen"], 0, "$12, you"),
    ("en", ["You", "Bruno", "Chen"], 2, "$12, Chen"),
    ("zh", ["你", "布鲁诺", "小陈"], 0, "12元，你"),
])
def test_the_lots_high_bid_names_the_player_in_lower_case(lang, names, high, said):
    """"$12, You" capitalised the player mid-phrase."""
    lot = {"cards": ["krypto/open"], "type": "open", "auctioneer": 1, "first_seller": None,
           "high_bidder": high, "high_bid": 12}
    screen = Screen(lang=lang, names=names, levels=[], view={
        "seat": 0, "players": 3, "auction": lot, "offer": None})
    assert f'<dd class="high">{said}</dd>' in render.lot_box(screen)


@pytest.mark.parametrize(("lang", "names", "paid", "said"), [
    ("en", ["You", "Bruno", "Chen"], {1: 21, 0: 20}, "Bruno $21 and you $20"),
    ("en", ["You", "Bruno", "Chen"], {0: 20, 1: 21}, "You $20 and Bruno $21"),
    ("zh", ["你", "布鲁诺", "小陈"], {1: 21, 0: 20}, "布鲁诺21元和你20元"),
])
def test_the_reviews_paid_to_cell_names_the_player_in_lower_case_mid_phrase(lang, names, paid,
                                                                              said):
    """"Bruno $21 and You $20": the player is "you" inside the cell, "You" only opening it."""
    lots = [Purchase(1, 3, 2, 1, ("krypto/open", "krypto/double"), 41, paid=paid)]
    screen = Screen(lang=lang, names=names, levels=["human", "novice", "novice"], view=None,
                    people=[0])
    shown = purchases_section(screen, SimpleNamespace(lots=lots, replay_at=[1]))
    assert f"<td>{said}</td>" in shown


def test_chinese_names_the_round_and_the_sealed_auction_one_way_each():
    """The linked-game dialog said 轮 for a round where every other text says 回合, and sealed
    bids were both 秘密喊价 (the auction's name) and 暗标: two words read as two things."""
    chinese = CATALOGUE["zh"]
    for key, words in chinese.items():
        assert "暗标" not in words, key
        assert not re.search(r"(\d|\{round\})\s*轮", words), key
    assert "现在是第3回合，共4回合" in text("zh", "linked.text", seed=7, players=4, round=3)
    sealed = chinese["auction.sealed"]
    for key in ("do.sealed_bid", "do.sealed_label", "lot.sealed", "log.sealed_revealed",
                "judge.sealed", "help.auction.sealed", "variant.classic.hint",
                "variant.online.hint"):
        assert sealed in chinese[key], key
    # The button says what it does (a verb), not the auction's name; the lesson names it.
    assert chinese["do.sealed_bid"] != sealed and chinese["do.sealed_bid"].startswith("提交")
    assert f"“{chinese['do.sealed_bid']}”" in chinese["lesson.sealed"]


def test_english_calls_a_sealed_bid_by_one_name() -> None:
    """The field was "Your secret bid" beside the button "Place sealed bid", and the status asked
    for a "secret bid": English names the auction's bid "sealed bid" everywhere."""
    english = CATALOGUE["en"]
    for key, words in english.items():
        assert "secret bid" not in words, key
    for key in ("do.sealed_bid", "do.sealed_label", "do.sealed_placed", "status.you.sealed"):
        assert "sealed bid" in english[key], key
