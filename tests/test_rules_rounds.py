"""docs/rules.md, "Round end", "Scoring a round", "Next round" and "End of the game"."""

from __future__ import annotations

import pytest
from scenario import act, cards, game, run

from engine import IllegalActionError, apply_action, to_act
from engine.cards import Card, full_deck
from engine.scoring import cumulative_tokens, painting_values, ranking
from engine.state import Step


def test_the_fifth_card_of_an_artist_ends_the_round_unsold():
    state = game([["krypto/open", "yoko/open"], ["krypto/sealed"], ["lite_metal/open"]])
    state.laid_out[4] = 4
    events = run(state, "0 play krypto/open")
    ended = next(e for e in events if e.kind == "round_ended")
    assert ended.discarded == tuple(cards("krypto/open")) and ended.ender == 0
    assert all(not owned for owned in state.owned)


def test_the_round_ends_when_no_seat_has_a_card_and_the_last_player_ended_it():
    state = game([["krypto/open"], ["yoko/open"], []],
                 deck=["lite_metal/open"] * 3 + ["yoko/sealed"] * 3 + ["christin_p/open"] * 3)
    run(state, "0 play krypto/open", "0 pass", "1 pass", "2 pass")
    events = run(state, "1 play yoko/open", "0 pass", "1 pass", "2 pass")
    ended = next(e for e in events if e.kind == "round_ended")
    assert ended.ender == 1 and ended.discarded == ()
    assert state.round == 2 and state.seller == 2, "round 2 starts left of seat 1"


def test_ranking_by_count_ties_to_the_left_only_artists_with_cards():
    assert ranking([2, 3, 3, 0, 1]) == [1, 2, 0]
    assert ranking([0, 0, 5, 0, 0]) == [2]
    assert ranking([1, 1, 1, 1, 1]) == [0, 1, 2]


def test_the_worked_example_20_then_30_then_out_then_10_is_worth_60():
    """Lite Metal second in round 1 (20), first in round 2 (30), out in round 3, third in 4."""
    values = [[20, 30, 0, 10], [30, 0, 30, 0], [10, 10, 20, 20], [0, 20, 10, 30], [0, 0, 0, 0]]
    rounds = [[2, 3, 1, 0, 0], [5, 1, 2, 3, 0], [0, 5, 4, 3, 0], [1, 0, 2, 5, 0]]
    worth = [painting_values(counts, cumulative_tokens(values, r + 1))[0]
             for r, counts in enumerate(rounds)]
    assert worth == [20, 50, 0, 60]
    assert cumulative_tokens(values, 4) == [50, 60, 40, 30, 0]
    assert painting_values([0, 0, 5, 0, 1], [9, 9, 9, 9, 9]) == [0, 0, 39, 0, 29]


def test_scoring_pays_the_owners_of_top_three_paintings_and_clears_them():
    # Yoko 2 (first), Krypto 1, Lite Metal 1 (tie: Lite Metal is further left), Christin P. 0.
    state = game([["yoko/open", "krypto/open", "yoko/sealed"], ["lite_metal/open"],
                  ["karl_gitter/open", "karl_gitter/sealed"]])
    run(state, "0 play yoko/open", "1 bid 5", "0 pass", "2 pass")
    run(state, "1 play lite_metal/open", "2 bid 3", "0 pass", "1 pass")
    run(state, "2 play karl_gitter/open", "0 pass", "1 pass", "2 pass")
    run(state, "0 play krypto/open", "2 bid 1", "0 pass", "1 pass")
    # Karl Gitter (1 card, free to seat 2) ties with Lite Metal and Krypto; Lite Metal is left.
    run(state, "2 play karl_gitter/sealed", "0 bid 0", "1 bid 0", "2 bid 0")
    assert state.round == 1
    # Seat 0 sells its last card; then no seat has a card and the round ends.
    events = run(state, "0 play yoko/sealed", "0 bid 0", "1 bid 0", "2 bid 0")
    ended = next(e for e in events if e.kind == "round_ended")
    assert ended.round == 1 and ended.ender == 0
    assert ended.ranking == ("yoko", "karl_gitter", "lite_metal")
    assert ended.tokens == {"yoko": 30, "karl_gitter": 20, "lite_metal": 10}
    assert ended.painting_values["krypto"] == 0
    # seat 1 bought Yoko (30); seat 2 bought Lite Metal (10) and owns two Karl Gitter (2 x 20);
    # seat 2 bought Krypto (worth 0); seat 0 kept its own Yoko sealed (30).
    assert ended.income == (30, 30, 50)
    assert ended.sold[2] == tuple(cards("lite_metal/open", "karl_gitter/open", "krypto/open",
                                        "karl_gitter/sealed"))
    assert state.owned == [[], [], []]
    assert state.money[:3] == [106 + 30, 98 + 30, 96 + 50]


def test_cards_still_in_hand_stay_and_refills_are_6_4_3_in_rounds_2_and_3_only():
    for players, refill in ((3, 6), (4, 4), (5, 3)):
        hands = [["krypto/open"]] + [["lite_metal/open"]] * (players - 1)
        deck = [str(c) for c in full_deck() if c.artist.value in ("yoko", "karl_gitter",
                                                                   "christin_p")]
        deck = deck[: 2 * players * refill]
        state = game(hands, deck=deck)
        state.laid_out[4] = 4
        run(state, "0 play krypto/open")  # ends round 1 at once
        assert state.round == 2
        assert [len(h) for h in state.hands] == [refill] + [1 + refill] * (players - 1)
        assert len(state.deck) == players * refill
        state.laid_out = [4] * 5
        run(state, f"{state.seller} play {state.hands[state.seller][0]}")
        assert state.round == 3 and len(state.deck) == 0
        state.laid_out = [4] * 5
        sizes = [len(h) for h in state.hands]
        run(state, f"{state.seller} play {state.hands[state.seller][0]}")
        assert state.round == 4
        assert sum(len(h) for h in state.hands) == sum(sizes) - 1, "round 4 deals nothing"


def test_a_refill_deals_one_card_at_a_time_from_seat_0_until_the_deck_is_empty():
    state = game([["krypto/open"], ["lite_metal/open"], ["lite_metal/sealed"]],
                 deck=["yoko/open", "yoko/sealed", "christin_p/open", "christin_p/sealed"])
    state.laid_out[4] = 4
    run(state, "0 play krypto/open")
    assert state.hands == [cards("yoko/open", "christin_p/sealed"),
                           cards("lite_metal/open", "yoko/sealed"),
                           cards("lite_metal/sealed", "christin_p/open")]


def end_round_now(state, seat: int, card: str) -> None:
    state.laid_out[Card.parse(card).artist_index] = 4
    run(state, f"{seat} play {card}")


def test_round_4_deals_nothing_and_the_game_ends_after_its_scoring():
    deck = ["yoko/open"] * 3 + ["yoko/sealed"] * 3 + ["christin_p/open"] * 3 + \
        ["christin_p/sealed"] * 3
    state = game([["krypto/open", "krypto/sealed", "krypto/fixed_price"], ["lite_metal/open"],
                  ["lite_metal/sealed"]], deck=deck)
    end_round_now(state, 0, "krypto/open")  # round 1 ends, seat 1 starts round 2
    assert state.round == 2 and state.seller == 1
    end_round_now(state, 1, "lite_metal/open")
    assert state.round == 3 and state.seller == 2
    end_round_now(state, 2, "lite_metal/sealed")
    assert state.round == 4 and len(state.deck) == 0
    hand_sizes = [len(h) for h in state.hands]
    end_round_now(state, 0, "krypto/sealed")
    assert state.step is Step.OVER and state.over
    assert hand_sizes[0] - 1 == len(state.hands[0]), "round 4 dealt nothing"
    assert state.winners == [0, 1, 2], "equal money means a shared win"
    with pytest.raises(IllegalActionError, match="the game is over"):
        apply_action(state, act("1 play yoko/open"))
    assert to_act(state) == []


def test_the_richest_player_wins():
    state = game([["krypto/open", "krypto/sealed"], ["lite_metal/open"], ["yoko/open"]])
    state.round = 4
    run(state, "0 play krypto/open", "1 bid 30", "0 pass", "2 pass")
    state.laid_out[4] = 4
    events = run(state, "1 play lite_metal/open", "2 pass", "0 pass", "1 pass")
    # Round 4 goes on until seat 0's fifth Krypto ends it.
    events = run(state, "2 play yoko/open", "0 pass", "1 pass", "2 pass")
    assert state.step is Step.PLAY
    events = run(state, "0 play krypto/sealed")
    over = events[-1]
    assert over.kind == "game_over"
    # Krypto ranked first (30), Lite Metal second (20, seat 1's free painting), Yoko third (10).
    assert over.money == (130, 120, 110) and over.winners == (0,)
