"""Latxa: the spec's examples (E1-E4, E1 replayed turn by turn), and every rule and option."""

from __future__ import annotations

import pytest
from latxa_positions import new, play

import cardgames
from cardgames import IllegalAction
from cardgames.catalog import CATALOG
from cardgames.core.cards import Deck
from cardgames.core.options import OptionError
from cardgames.games.latxa import (
    LATXA_60,
    LATXA_CODES,
    LATXA_COUNTS,
    MAX_TURNS,
    draw_odds,
    latxa_card_name,
)


def legal(state) -> set[str]:
    return {str(a) for a in state.legal_actions()}




def types(state, since=0):
    return [e.type for e in state.events[since:]]


def areas(state, seat):
    return [c for c in state.view(0)["areas"][seat] if c.startswith("S")]


# --- the deck ---------------------------------------------------------------------------------

def test_the_deck_has_sixty_cards_and_132_sheep():
    assert isinstance(LATXA_60, Deck) and LATXA_60.id == "latxa60" and LATXA_60.has_copies
    assert LATXA_60.size == 60 and sum(LATXA_COUNTS.values()) == 60
    assert LATXA_60.distinct == LATXA_CODES and LATXA_60.count("WOLF") == 12
    values = {"S1": 1, "S3": 3, "S5": 5, "S7": 7}
    assert sum(values.get(c, 0) for c in LATXA_60.codes) == 132
    assert LATXA_60.codes[:8] == ("S1",) * 8 and LATXA_60.codes[-2:] == ("FOLD", "FOLD")
    assert [LATXA_CODES.index(c) for c in LATXA_60.codes] == sorted(
        LATXA_CODES.index(c) for c in LATXA_60.codes)
    assert latxa_card_name("DOG") == "the sheepdog"
    assert latxa_card_name("FOLD", basque=True) == "borda"
    with pytest.raises(ValueError, match="not a Latxa card"):
        latxa_card_name("AS")


def test_a_stacked_deck_is_topped_up_in_canonical_order():
    state = new(["WOLF", "S7"])
    pile = list(reversed(state.draw))
    assert len(pile) == 60
    codes = [LATXA_CODES[k] for k in pile]
    assert codes[:2] == ["WOLF", "S7"]
    rest = list(LATXA_60.codes)
    rest.remove("WOLF")
    rest.remove("S7")
    assert codes[2:] == rest


def test_a_bad_stack_is_refused():
    game = cardgames.create("latxa", players=2)
    with pytest.raises(ValueError, match="not a Latxa card"):
        game.new_state(deck=["S2"])
    with pytest.raises(ValueError, match="more FOLD cards"):
        game.new_state(deck=["FOLD"] * 3)
    with pytest.raises(ValueError, match="one stacked deck"):
        game.new_state(decks=[["S1"], ["S3"]])
    with pytest.raises(ValueError, match="first player"):
        game.new_state(dealer=2)


# --- E1: the seed's worked example, turn by turn -----------------------------------------------

E1_PILE = ("S7 S3 WOLF S5 DOG S5 S7 STORM S3 DOG S1 S7 S1 WOLF S5 S5 "
           "EAGLE STORM S3 S5 STORM").split()


def test_e1_round_1():
    state = new(E1_PILE, players=3)
    assert legal(state) == {"draw"}
    play(state, "draw")
    assert legal(state) == {"draw", "stop"}
    play(state, "stop")
    assert state.flock == [7, 0, 0] and state.current_player == 1
    play(state, "draw", "draw")  # S3, WOLF
    assert state.flock == [7, 0, 0] and state.current_player == 2
    assert state.discard[-2:] == [1, 4]  # S3 and WOLF discarded
    wolf = [e for e in state.events if e.type == "wolf"][-1]
    assert wolf.lost == ["S3", "WOLF"] and wolf.saved == []
    play(state, "draw", "draw", "draw", "stop")  # S5 DOG S5
    assert state.flock == [7, 0, 10]
    assert areas(state, 2) == ["S5", "S5"]
    banked = [e for e in state.events if e.type == "banked"][-1]
    assert banked.discarded == ["DOG"] and banked.deltas == [0, 0, 10]


def e1_after_round_1():
    state = new(E1_PILE, players=3)
    return play(state, "draw", "stop", "draw", "draw", "draw", "draw", "draw", "stop")


def test_e1_round_2():
    state = e1_after_round_1()
    play(state, "draw", "stop")
    assert state.flock == [14, 0, 10]
    play(state, "draw", "draw", "draw", "draw", "draw")  # STORM S3 DOG S1 S7
    assert state.view(1)["mountain_value"] == 11
    play(state, "stop")
    assert state.flock == [14, 11, 10]
    assert state.view(1)["phase"] == "effects"
    assert legal(state) == {"resolve:STORM,0", "resolve:STORM,2"}
    with pytest.raises(IllegalAction, match="yourself"):
        state.apply("resolve:STORM,1")
    play(state, "resolve:STORM,2")
    assert state.flock == [14, 11, 0] and areas(state, 2) == []
    storm = [e for e in state.events if e.type == "resolved"][-1]
    assert storm.lost == ["S5", "S5"] and storm.deltas == [0, 0, -10] and not storm.blocked
    assert state.current_player == 2
    play(state, "draw", "draw")  # S1 WOLF
    assert state.flock == [14, 11, 0] and state.current_player == 0


def test_e1_round_3_and_the_eagle_win():
    state = e1_after_round_1()
    play(state, "draw", "stop", "draw", "draw", "draw", "draw", "draw", "stop",
         "resolve:STORM,2", "draw", "draw")
    play(state, "draw")  # A: S5 -> 19, bust
    assert state.flock[0] == 14 and state.current_player == 1
    bust = [e for e in state.events if e.type == "bust"][-1]
    assert bust.total == 19 and bust.lost == ["S5"]
    play(state, "draw")  # B: S5 -> 16, bust
    assert state.flock[1] == 11 and state.current_player == 2
    play(state, "draw", "draw", "draw", "draw", "draw", "stop")  # EAGLE STORM S3 S5 STORM
    assert state.flock == [14, 11, 8]
    # C may steal any of B's cards, or aim at A; the storms can hit A or B
    assert "resolve:EAGLE,1,S7" in legal(state) and "resolve:EAGLE,0,S7" in legal(state)
    assert "resolve:STORM,1" in legal(state)
    play(state, "resolve:EAGLE,1,S7")
    assert state.is_over and state.winners == [2]
    assert state.flock == [14, 4, 15]
    assert areas(state, 1) == ["S1", "S3"] and areas(state, 2) == ["S3", "S5", "S7"]
    won = [e for e in state.events if e.type == "won"][-1]
    assert won.how == "eagle" and won.unresolved == ["STORM", "STORM"]
    assert types(state)[-2:] == ["hand_scored", "match_over"]
    assert state.events[-1].winners == [2] and state.hands_finished == 1
    assert state.legal_actions() == [] and state.current_player is None


# --- E2-E4 -----------------------------------------------------------------------------------

def test_e2_dog_saves_the_turn():
    state = new(["S3", "DOG", "S5", "WOLF"])
    play(state, "draw", "draw", "draw", "draw")
    assert [m["card"] for m in state.view(0)["mountain"]] == ["S3", "S5"]
    assert legal(state) == {"draw", "stop"}
    assert state.discard == [4, 5]  # WOLF, DOG
    saved = [e for e in state.events if e.type == "dog_saved"][-1]
    assert (saved.wolf, saved.dog) == (4, 2)
    play(state, "stop")
    assert state.flock == [8, 0]


def test_e3_bell_and_wolf():
    state = new(["S5", "BELL", "S1", "WOLF"])
    play(state, "draw", "draw")
    mountain = state.view(0)["mountain"]
    # the bell goes by itself on the only sheep; each names the other
    assert mountain[0]["attached_to"] == 2 and mountain[1]["attached_to"] == 1
    play(state, "draw", "draw")
    assert state.flock == [5, 0] and state.current_player == 1
    wolf = [e for e in state.events if e.type == "wolf"][-1]
    assert wolf.saved == ["S5"] and sorted(wolf.lost) == ["BELL", "S1", "WOLF"]
    assert wolf.deltas == [5, 0]


def test_e4_bust_keeps_the_flock():
    state = new(["S5", "S3", "S1", "S1", "S3", "S5"])
    play(state, "draw", "draw", "draw", "stop", "draw", "stop")
    assert state.flock == [9, 1]
    discards = len(state.discard)
    play(state, "draw")
    assert state.view(0)["mountain_value"] == 3 and legal(state) == {"draw", "stop"}
    play(state, "draw")
    assert state.flock == [9, 1] and state.current_player == 1
    assert state.discard[discards:] == [1, 2]  # S3 S5
    assert [e for e in state.events if e.type == "bust"][-1].total == 17


# --- §5 examples and single rules ----------------------------------------------------------------

def test_exact_win_on_the_draw():
    state = new(["S7", "S5", "S3"])
    play(state, "draw", "draw")
    assert state.view(0)["mountain_value"] == 12
    play(state, "draw")
    assert state.is_over and state.winners == [0] and state.flock == [15, 0]
    assert [e for e in state.events if e.type == "won"][-1].how == "draw"


def test_exact_target_without_win_on_draw_must_be_banked():
    state = new(["S7", "S5", "S3"], exact_win_on_draw=False)
    play(state, "draw", "draw", "draw")
    assert not state.is_over and legal(state) == {"draw", "stop"}
    play(state, "stop")
    assert state.is_over and state.winners == [0]
    assert [e for e in state.events if e.type == "won"][-1].how == "stop"


def test_bell_save_example():
    """§5: flock 6, mountain S5 (belled) and S1, then WOLF -> flock 11, S1 lost."""
    state = new(["S5", "S1", "S5", "S5", "BELL", "S1", "WOLF"])
    play(state, "draw", "draw", "stop")  # seat 0 banks 6
    play(state, "draw", "stop")  # seat 1 banks 5
    play(state, "draw", "draw")  # S5, BELL: on the only sheep
    play(state, "draw", "draw")  # S1, WOLF
    assert state.flock == [11, 5] and state.current_player == 1
    wolf = [e for e in state.events if e.type == "wolf"][-1]
    assert wolf.saved == ["S5"] and wolf.deltas == [5, 0]


def test_a_bell_save_reaching_the_target_wins():
    state = new(["S7", "S5", "S1", "BELL", "S3", "WOLF"])
    play(state, "draw", "draw", "stop", "draw", "stop")  # 12 and 1
    play(state, "draw", "draw")  # BELL waits, S3: 15 wins on the draw by default
    assert state.is_over
    state = new(["S7", "S5", "S1", "BELL", "S3", "WOLF"], exact_win_on_draw=False)
    play(state, "draw", "draw", "stop", "draw", "stop", "draw", "draw", "draw")
    assert state.is_over and state.winners == [0] and state.flock[0] == 15
    assert [e for e in state.events if e.type == "won"][-1].how == "bell"


def test_bell_choice_goes_where_the_player_says():
    state = new(["S1", "S5", "BELL", "WOLF"])
    play(state, "draw", "draw", "draw")
    assert legal(state) == {"place_bell:1", "place_bell:2"}
    with pytest.raises(IllegalAction, match="hang the bell on one of your sheep"):
        state.apply("draw")
    with pytest.raises(IllegalAction, match="1 or 2"):
        state.apply("place_bell:3")
    with pytest.raises(IllegalAction):
        state.apply("place_bell:02")
    play(state, "place_bell:2")
    assert legal(state) == {"draw", "stop"}
    play(state, "draw")
    assert state.flock == [5, 0]


def test_bell_numbers_count_cancelled_cards():
    state = new(["S1", "DOG", "WOLF", "S3", "BELL", "WOLF"])
    play(state, "draw", "draw", "draw", "draw", "draw")
    assert legal(state) == {"place_bell:1", "place_bell:4"}
    play(state, "place_bell:4", "draw")
    assert state.flock == [3, 0]


def test_pending_bells_go_on_the_next_sheep_in_turn():
    state = new(["BELL", "BELL", "S1", "S3", "S5", "WOLF"])
    play(state, "draw", "draw")
    assert state.view(0)["extra"]["pending_bells"] == 2
    assert all(m["attached_to"] is None for m in state.view(0)["mountain"])
    play(state, "draw", "draw", "draw")
    mountain = state.view(0)["mountain"]
    assert [m["attached_to"] is not None for m in mountain if m["card"].startswith("S")] == [
        True, True, False]
    assert [m["attached_to"] for m in mountain if m["card"] == "BELL"] == [3, 4]
    play(state, "draw")
    assert state.flock == [4, 0]


def test_a_bell_with_every_sheep_belled_waits():
    state = new(["S1", "BELL", "BELL", "S3", "WOLF"])
    play(state, "draw", "draw", "draw")
    assert state.view(0)["extra"]["pending_bells"] == 1 and legal(state) == {"draw", "stop"}
    play(state, "draw", "draw")
    assert state.flock == [4, 0]


def test_a_bell_does_not_stop_a_bust():
    state = new(["S7", "BELL", "S7", "S3"])
    play(state, "draw", "draw", "draw", "draw")
    assert state.flock == [0, 0] and state.current_player == 1


def test_dog_before_bell_keeps_the_bells():
    state = new(["S5", "BELL", "DOG", "S1", "WOLF", "WOLF"])
    play(state, "draw", "draw", "draw", "draw", "draw")
    assert legal(state) == {"draw", "stop"}
    assert state.view(0)["mountain"][0]["attached_to"] is not None
    play(state, "draw")  # the second wolf: no dog left, the bell saves the 5
    assert state.flock == [5, 0]


def test_one_dog_stops_one_wolf():
    state = new(["DOG", "S3", "WOLF", "S1", "WOLF"])
    play(state, "draw", "draw", "draw", "draw", "draw")
    assert state.flock == [0, 0] and state.current_player == 1


def test_first_draw_is_compulsory():
    state = new([])
    with pytest.raises(IllegalAction, match="Draw first"):
        state.apply("stop")
    before = state.to_json()
    with pytest.raises(IllegalAction):
        state.apply("resolve:STORM,1")
    assert state.to_json() == before


def test_wolf_or_bust_discards_eagles_storms_and_folds_unplayed():
    state = new(["EAGLE", "STORM", "FOLD", "WOLF"])
    play(state, "draw", "draw", "draw", "draw")
    assert state.folds == [0, 0] and state.current_player == 1
    assert sorted(state.discard) == [4, 7, 8, 9]
    state = new(["EAGLE", "FOLD", "S7", "S7", "S3"])
    play(state, "draw", "draw", "draw", "draw", "draw")
    assert state.folds == [0, 0] and state.flock == [0, 0] and state.current_player == 1


def test_fold_banks_and_absorbs_one_attack():
    state = new(["FOLD", "S5", "S3", "STORM", "EAGLE"], players=3)
    play(state, "draw", "draw", "stop")
    assert state.folds == [1, 0, 0] and state.flock == [5, 0, 0]
    play(state, "draw", "stop")  # seat 1: 3
    play(state, "draw", "draw", "stop")  # seat 2: STORM, EAGLE
    assert "resolve:EAGLE,0" in legal(state) and "resolve:EAGLE,0,S5" not in legal(state)
    assert "resolve:EAGLE,1,S3" in legal(state) and "resolve:EAGLE,1" not in legal(state)
    with pytest.raises(IllegalAction, match="fold stops the eagle"):
        state.apply("resolve:EAGLE,0,S5")
    with pytest.raises(IllegalAction, match="which sheep card"):
        state.apply("resolve:EAGLE,1")
    play(state, "resolve:EAGLE,0")
    event = [e for e in state.events if e.type == "resolved"][-1]
    assert event.blocked and event.fold_lost and event.deltas == [0, 0, 0]
    assert state.folds == [0, 0, 0] and state.flock == [5, 3, 0]
    play(state, "resolve:STORM,0")
    assert state.flock == [0, 3, 0] and state.current_player == 0


def test_a_fold_is_lost_even_by_a_player_without_sheep():
    state = new(["FOLD", "EAGLE"], players=2)
    play(state, "draw", "stop")
    assert state.folds == [1, 0] and state.flock == [0, 0]
    play(state, "draw", "stop", "resolve:EAGLE,0")
    assert state.folds == [0, 0]


def test_eagle_on_a_player_without_sheep_does_nothing():
    state = new(["S3", "EAGLE"])
    play(state, "draw", "stop", "draw", "stop")
    assert legal(state) == {"resolve:EAGLE,0,S3"}
    state = new(["EAGLE"], players=3)
    play(state, "draw", "stop")
    assert legal(state) == {"resolve:EAGLE,1", "resolve:EAGLE,2"}
    play(state, "resolve:EAGLE,2")
    assert state.flock == [0, 0, 0] and state.current_player == 1


def test_eagle_overflow_discards_or_keeps():
    deck = ["S7", "S7", "S1", "S5", "S3", "EAGLE"]
    # seat 0 banks 14, seat 1 banks 6, seat 0 busts with S3, seat 1 steals a 7
    state = new(deck)
    play(state, "draw", "draw", "stop", "draw", "draw", "stop", "draw")
    assert state.flock == [14, 6] and state.current_player == 1
    play(state, "draw", "stop", "resolve:EAGLE,0,S7")  # 6 + 7 = 13: fits
    assert state.flock == [7, 13]
    state = new(["S7", "S7", "S5", "S3", "S3", "EAGLE"], target=16)
    play(state, "draw", "draw", "stop", "draw", "draw", "stop")  # 14 and 8
    play(state, "draw", "draw", "stop")  # seat 0: S3 -> 17 bust; seat 1: EAGLE
    assert state.flock == [14, 8]
    play(state, "resolve:EAGLE,0,S7")  # 8 + 7 = 15 <= 16 fits
    assert state.flock == [7, 15]
    state = new(["S7", "S7", "S5", "S5", "S3", "EAGLE"], target=16)
    play(state, "draw", "draw", "stop", "draw", "draw", "stop", "draw", "draw", "stop")
    assert state.flock == [14, 10]
    play(state, "resolve:EAGLE,0,S7")  # 10 + 7 = 17 > 16: discarded
    assert state.flock == [7, 10]
    event = [e for e in state.events if e.type == "resolved"][-1]
    assert event.dropped == "S7" and event.taken is None and event.deltas == [-7, 0]
    state = new(["S7", "S7", "S5", "S5", "S3", "EAGLE"], target=16, eagle_overflow="keep")
    play(state, "draw", "draw", "stop", "draw", "draw", "stop", "draw", "draw", "stop",
         "resolve:EAGLE,0,S7")
    assert state.flock == [7, 17]
    assert not state.is_over


def test_random_eagle_steal():
    state = new(["S3", "S5", "S1", "EAGLE"], eagle_steal_choice="random")
    play(state, "draw", "draw", "stop", "draw", "draw", "stop")
    assert legal(state) == {"resolve:EAGLE,0"}
    with pytest.raises(IllegalAction, match="random"):
        state.apply("resolve:EAGLE,0,S3")
    play(state, "resolve:EAGLE,0")
    event = [e for e in state.events if e.type == "resolved"][-1]
    assert event.taken in ("S3", "S5") and sum(state.flock) == 9
    assert state.flock[1] == 1 + (3 if event.taken == "S3" else 5)


def test_effects_are_compulsory_unless_optional():
    state = new(["S3", "STORM"])
    play(state, "draw", "stop", "draw", "stop")
    assert legal(state) == {"resolve:STORM,0"}
    with pytest.raises(IllegalAction, match="Eagles and storms optional"):
        state.apply("skip:STORM")
    state = new(["S3", "STORM", "EAGLE"], end_effects_optional=True)
    play(state, "draw", "stop", "draw", "draw", "stop")
    assert legal(state) == {"resolve:STORM,0", "resolve:EAGLE,0,S3", "skip:EAGLE", "skip:STORM"}
    play(state, "skip:STORM")
    assert legal(state) == {"resolve:EAGLE,0,S3", "skip:EAGLE"}
    with pytest.raises(IllegalAction, match="no storm"):
        state.apply("skip:STORM")
    play(state, "skip:EAGLE")
    assert state.flock == [3, 0] and state.current_player == 0


def test_fold_uses_two_and_unlimited():
    deck = ["FOLD", "STORM", "STORM", "STORM"]
    state = new(deck, fold_uses=2)
    play(state, "draw", "stop", "draw", "draw", "draw", "stop")
    play(state, "resolve:STORM,0")
    assert state.folds == [1, 0] and state.view(0)["extra"]["fold_wear"][0] == 1
    play(state, "resolve:STORM,0")
    assert state.folds == [0, 0]
    state = new(deck, fold_uses=0)
    play(state, "draw", "stop", "draw", "draw", "draw", "stop")
    for _ in range(3):
        play(state, "resolve:STORM,0")
    assert state.folds == [1, 0]


def test_a_banked_win_ends_the_game_with_effects_unresolved():
    state = new(["S7", "S5", "EAGLE", "S3"], exact_win_on_draw=False)
    play(state, "draw", "draw", "draw", "draw", "stop")
    assert state.is_over and state.winners == [0]
    assert [e for e in state.events if e.type == "won"][-1].unresolved == ["EAGLE"]


def test_exhaustion_without_reshuffle_ends_on_the_largest_flock():
    counts = [2, 0, 0, 0, 0, 0, 0, 0, 0, 0]
    state = new(["S1", "S1"], deck_counts=counts, reshuffle_discards=False)
    play(state, "draw", "stop", "draw", "stop")
    assert state.flock == [1, 1] and not state.is_over
    play(state, "draw")
    assert state.is_over and state.winners == [0, 1] and state.end_reason == "empty"
    state = new(["S1", "S3", "S1"], deck_counts=[2, 1, 0, 0, 0, 0, 0, 0, 0, 0],
                reshuffle_discards=False)
    play(state, "draw", "stop", "draw", "stop", "draw", "draw")
    assert state.is_over and state.winners == [1] and state.flock == [1, 3]
    assert [e for e in state.events if e.type == "exhausted"][-1].lost == ["S1"]


def test_reshuffle_refills_the_pile_from_the_discards():
    counts = [0, 2, 0, 0, 1, 0, 0, 0, 0, 0]
    state = new(["S3", "WOLF", "S3"], deck_counts=counts)
    play(state, "draw", "draw")  # S3 + WOLF discarded
    play(state, "draw", "stop")  # seat 1 banks the last S3
    assert state.draw == [] and len(state.discard) == 2
    play(state, "draw")
    assert "reshuffled" in types(state)
    assert len(state.draw) + len(state.discard) + len(state.m_kind) == 2


def test_turn_limit_keeps_an_unwinnable_game_finite():
    state = new([], deck_counts=[0, 0, 0, 3, 0, 0, 0, 0, 0, 0])  # only 7s: 15 can't be made
    while not state.is_over:
        state.apply("draw")  # 7, 14, 21: bust, and the 7s are reshuffled for the next player
    assert state.turns == MAX_TURNS and state.end_reason == "turn_limit"


# --- options -----------------------------------------------------------------------------------

def test_defaults_and_presets_follow_the_spec():
    game = cardgames.create("latxa")
    assert game.options == {
        "players": 3, "first_player": "random", "direction": "counter_clockwise",
        "target": 15, "exact_win_on_draw": True, "end_effects_optional": False,
        "eagle_steal_choice": "thief", "eagle_overflow": "discard", "fold_uses": 1,
        "reshuffle_discards": True, "deck_counts": None,
    }
    for preset in game.schema.presets:
        assert cardgames.create("latxa", preset=preset).new_state(seed=1)


def test_bad_options_are_refused_with_the_key():
    with pytest.raises(OptionError, match="target"):
        cardgames.create("latxa", rules={"target": 9})
    with pytest.raises(OptionError, match="players"):
        cardgames.create("latxa", players=9)
    with pytest.raises(OptionError, match="first_player: 3 is not a seat"):
        cardgames.create("latxa", players=3, rules={"first_player": 3})
    with pytest.raises(OptionError, match="deck_counts: give one count per card"):
        cardgames.create("latxa", rules={"deck_counts": [1, 2]})
    with pytest.raises(OptionError, match="at least one sheep"):
        cardgames.create("latxa", rules={"deck_counts": [0, 0, 0, 0, 5, 0, 0, 0, 0, 0]})
    with pytest.raises(OptionError, match="fold_uses"):
        cardgames.create("latxa", rules={"fold_uses": 4})
    with pytest.raises(OptionError, match="first_player"):
        cardgames.create("latxa", rules={"first_player": "loser"})


def test_first_player_options():
    game = cardgames.create("latxa", players=4, rules={"first_player": 2})
    assert game.new_state(seed=5).current_player == 2
    assert game.new_state(seed=5, dealer=1).current_player == 1
    firsts = {cardgames.create("latxa", players=4).new_state(seed=s).current_player
              for s in range(40)}
    assert firsts == {0, 1, 2, 3}
    game = cardgames.create("latxa", players=3, rules={"first_player": "after_winner"})
    state = game.new_state(deck=["S7", "S5", "S3"], dealer=1)
    play(state, "draw", "draw", "draw")
    assert state.winners == [1] and game.next_first_player(state) == 2
    assert cardgames.create("latxa").next_first_player(state) is None


def test_direction_changes_no_rule():
    a = cardgames.create("latxa", rules={"direction": "clockwise"}).new_state(seed=3)
    b = cardgames.create("latxa").new_state(seed=3)
    assert a.current_player == b.current_player
    for _ in range(6):
        a.apply("draw") if a.is_legal("draw") else None
        b.apply("draw") if b.is_legal("draw") else None
    assert a.flock == b.flock and a.turn == b.turn


def test_target_option_moves_bust_and_win():
    state = new(["S7", "S7", "S5"], target=20)
    play(state, "draw", "draw", "draw")  # 19: no bust at 20
    assert not state.is_over and state.view(0)["mountain_value"] == 19
    state = new(["S7", "S3"], target=10)
    play(state, "draw", "draw")
    assert state.is_over and state.winners == [0]


def test_deck_counts_make_a_short_deck():
    counts = [4, 4, 4, 2, 3, 1, 1, 1, 1, 1]
    state = cardgames.create("latxa", rules={"deck_counts": counts}).new_state(seed=2)
    assert len(state.draw) == sum(counts)
    assert state.view(0)["draw_pile"]["S7"] == 2


# --- refusals ----------------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "pass", "draw:1", "stop:now", "place_bell:1", "resolve:EAGLE", "resolve:X,1", "skip",
    "play:S1", "resolve:STORM,9", "resolve:STORM,-1", "resolve:STORM,١", "place_bell:x", "",
    ":", "resolve:STORM,1,S3,S5",
])
def test_odd_texts_are_refused_with_a_sentence(text):
    state = new(["S3", "STORM"])
    play(state, "draw", "stop", "draw", "stop") if text.startswith("resolve:STORM") else None
    before = state.to_json()
    with pytest.raises(IllegalAction) as refusal:
        state.apply(text)
    assert str(refusal.value).endswith((".", "!", "?"))
    assert state.to_json() == before


def test_over_refuses_everything():
    state = new(["S7", "S5", "S3"])
    play(state, "draw", "draw", "draw")
    with pytest.raises(IllegalAction, match="over"):
        state.apply("draw")


# --- the learners' odds -------------------------------------------------------------------------

def test_draw_odds_count_what_is_left():
    odds = draw_odds((8, 10, 9, 7, 12, 3, 3, 3, 3, 2), flock=9, mountain_sheep=3, dogs=0,
                     target=15)
    assert odds.cards == 60 and odds.left["WOLF"] == 12
    assert odds.wolf == pytest.approx(12 / 60) and odds.wolf_unstopped == odds.wolf
    assert odds.bust == pytest.approx(16 / 60)  # 5s and 7s: gap is 3
    assert odds.exact == pytest.approx(10 / 60)
    with_dog = draw_odds((8, 10, 9, 7, 12, 3, 3, 3, 3, 2), 9, 3, 1, 15)
    assert with_dog.wolf_unstopped == 0 and with_dog.wolf == odds.wolf
    assert draw_odds([0] * 10, 0, 0, 0, 15).cards == 0


def test_view_odds_follow_the_pile_and_the_discards():
    counts = [0, 2, 0, 0, 1, 0, 0, 0, 0, 0]
    state = new(["S3", "WOLF", "S3"], deck_counts=counts)
    assert state.view(0)["odds"]["chances"]["wolf"] == pytest.approx(1 / 3)
    play(state, "draw", "draw", "draw", "stop")
    view = state.view(0)
    assert view["draw_count"] == 0 and view["odds"]["cards"] == 2  # refilled from 2 discards
    assert view["odds"]["chances"]["wolf"] == pytest.approx(1 / 2)


# --- the tutorial deal (spec §9) -----------------------------------------------------------------

def test_tutorial_follows_the_spec_step_by_step():
    from cardgames.core.tutorial import TutorialRunner, load_tutorial

    def at(step_id):
        return TutorialRunner(load_tutorial("latxa", CATALOG)).advance_to(step_id)

    assert at("bank").view(0)["mountain_value"] == 8
    assert at("dog-draw").flock == [8, 0]
    dog = at("dog-saved")
    assert [m["card"] for m in dog.view(0)["mountain"]] == ["S1"] and dog.current_player == 0
    assert [e.type for e in dog.events][-1] == "dog_saved"
    aim = at("storm-aim")
    assert aim.flock == [9, 7] and legal(aim) == {"resolve:STORM,1"}
    assert at("bust-draw").flock == [9, 0]
    bust = at("bust")
    assert bust.flock == [9, 0] and [e for e in bust.events if e.type == "bust"][-1].total == 17
    bell = at("bell-saved")
    assert bell.flock == [14, 1] and bell.folds == [0, 1]
    assert [e for e in bell.events if e.type == "wolf"][-1].saved == ["S5"]
    fold = at("win")
    assert fold.folds == [0, 0] and fold.flock == [14, 4]
    assert [e for e in fold.events if e.type == "resolved"][-1].fold_lost
    end = TutorialRunner(load_tutorial("latxa", CATALOG)).play_to_end()
    assert end.is_over and end.winners == [0] and end.flock == [15, 9]
