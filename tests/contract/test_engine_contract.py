"""What every engine must satisfy, checked through the contract alone, for every game.

Parametrized over ``cardgames.games.GAME_IDS``: a new game is checked the moment its
module exists.  Random matches for every player count of ``info.player_counts``, with
random options drawn from the game's own option schema (combinations its validator
refuses are drawn again), and at every step:

- every legal action is accepted by ``refusal``; the one chosen applies;
- actions that are not legal raise ``IllegalAction`` with a sentence, and change nothing;
- every card of the pack is in exactly one place (``State.card_places``);
- ``to_json`` / ``load_state`` round-trips, with the same legal actions;
- a sampled world (``Observation.sample_world``) looks the same from the seat as the real
  match, holds the same cards, and its hidden part really varies (so the view hides it);
- a search world plays to the end of its hand (``rollout``) with a reward in [0, 1].

Each match must end within a bound, with winners among the seats, and replay
exactly from its ``origin`` and ``action_log``.  Nothing here knows a particular game.
"""

from __future__ import annotations

import random
import zlib
from collections import Counter
from typing import Any

import pytest
from engine_checks import same_but_recent_history

import cardgames
from cardgames.core.actions import IllegalAction
from cardgames.core.cards import flatten_cards, multiset_problem
from cardgames.core.options import OptionError, OptionSpec, load_schema
from cardgames.games import GAME_IDS, game_class

MATCHES_PER_COUNT = 2
#: every step of a match's first CHECKED_STEPS is checked fully, then the first step of a
#: new hand, at most LATER_CHECKS times (long random matches repeat the same kinds of
#: positions, and each check grows with the event log; this keeps one game under ~30 s)
CHECKED_STEPS = 150
LATER_CHECKS = 12
MAX_STEPS = 20_000
GARBAGE = ("", "   ", "nonsense", "play:", "zz:1,2", ":x", "bid:-1", "play:99Z", 42)


def draw_value(spec: OptionSpec, players: int, rng: random.Random) -> Any:
    """A random value the schema allows for one option (kept small where it is a length)."""
    if spec.type == "bool":
        return rng.random() < 0.5
    if spec.type == "multi":  # a subset of at least min_items, in any order
        return rng.sample(list(spec.allowed), rng.randint(spec.min_items, len(spec.allowed)))
    if spec.allowed:
        return rng.choice(list(spec.allowed))
    if spec.type == "int":
        low = spec.min if spec.min is not None else 0
        high = spec.max if spec.max is not None else low + 20
        return rng.randint(low, min(high, low + 50))
    if spec.type == "seat":  # random, a seat, or one of the option's own words
        return rng.choice([*spec.seat_words, *range(players)])
    if spec.type == "int_list":
        if spec.nullable and rng.random() < 0.3:
            return None
        low = spec.item_min if spec.item_min is not None else 0
        high = spec.item_max if spec.item_max is not None else low + 3
        return [rng.randint(low, min(high, low + 3)) for _ in range(rng.randint(1, 3))]
    return spec.default


def random_game(game_id: str, players: int, rng: random.Random):
    """A game with options drawn from its schema; refused combinations are drawn again."""
    schema = load_schema(game_id)
    for _ in range(50):
        rules = {key: draw_value(spec, players, rng) for key, spec in schema.options.items()
                 if key != "players"}
        try:
            return cardgames.create(game_id, players=players, rules=rules)
        except OptionError:
            continue
    return cardgames.create(game_id, players=players)


def cases() -> list[tuple[str, int, int]]:
    return [(game_id, players, match)
            for game_id in GAME_IDS
            for players in game_class(game_id).info.player_counts
            for match in range(MATCHES_PER_COUNT)]


def check_conserved(state) -> None:
    deck, places = state.card_places()
    found = Counter(flatten_cards(places.values()))
    problem = multiset_problem(deck.multiset(), found)
    assert problem is None, f"cards not conserved: {problem} (places {places})"


def check_illegal_refused(state, rng: random.Random) -> None:
    before = state.to_json()
    legal = {str(a) for a in state.legal_actions()}
    others = [a for a in state.game.every_action() if str(a) not in legal]
    probes = rng.sample(others, min(3, len(others))) + [rng.choice(GARBAGE)]
    for probe in probes:
        with pytest.raises(IllegalAction) as refused:
            state.apply(probe)
        assert str(refused.value).strip(), f"{probe!r} was refused without a reason"
        assert not state.is_legal(probe)
        assert state.to_json() == before, f"refusing {probe!r} changed the state"


def check_round_trip(state) -> None:
    text = state.to_json()
    again = state.game.load_state(text)
    assert again.to_json() == text
    assert again.legal_actions() == state.legal_actions()
    assert again.current_player == state.current_player


def check_sampled_world(state, seat: int, rng: random.Random) -> bool:
    """The world agrees with the seat's view; True if it differs from the real match
    somewhere the seat can't see."""
    observation = state.observation(seat)
    # the score sheet's earlier lines stay with the match (the scores hold the totals)
    assert same_but_recent_history(observation.view, state.view(seat))
    assert observation.legal_ids() == (state.legal_ids() if state.current_player == seat else [])
    world = observation.sample_world(rng)
    assert same_but_recent_history(world.view(seat), state.view(seat)), \
        "a sampled world must look the same from the seat"
    seen, real = world.events_for(seat), state.events_for(seat)
    # a knowledge copy may keep only the recent events (the current hand), never others
    assert seen == real[len(real) - len(seen):], "a sampled world shows other events"
    check_conserved(world)
    if state.current_player == seat:
        assert world.legal_actions() == state.legal_actions()
    return world.to_json() != state.to_json()


def check_search_world(state, seat: int, rng: random.Random) -> None:
    world = state.observation(seat).sample_world(rng, record_events=False)
    start = world.hands_finished
    world.rollout(rng)
    assert world.is_over or world.hands_finished > start, "a rollout must end the hand"
    if world.hands_finished > start:
        assert 0.0 <= world.hand_reward(seat) <= 1.0


@pytest.mark.parametrize(("game_id", "players", "match"), cases(),
                         ids=lambda v: str(v))
def test_random_match_keeps_the_contract(game_id, players, match):
    seed = zlib.crc32(f"{game_id}/{players}/{match}".encode())
    rng = random.Random(seed)
    game = random_game(game_id, players, rng)
    assert game.players == players and game.id == game_id
    state = game.new_state(seed=seed)
    hidden_varied = False
    steps = 0
    later_checks = 0
    checked_hand = -1
    full_checks = 0
    while not state.is_over:
        seat = state.current_player
        assert seat in range(players)
        actions = state.legal_actions()
        assert actions, "a live state always has a legal action"
        assert all(state.refusal(a) is None for a in actions)
        full = steps < CHECKED_STEPS
        if not full and state.hands_finished != checked_hand and later_checks < LATER_CHECKS:
            full = True
            later_checks += 1
        if full:
            checked_hand = state.hands_finished
            full_checks += 1
            check_conserved(state)
            check_round_trip(state)
            check_illegal_refused(state, rng)
            looker = rng.randrange(players)
            hidden_varied |= check_sampled_world(state, looker, rng)
            if full_checks % 10 == 1:
                check_search_world(state, looker, rng)
        before = state.hands_finished
        state.apply(rng.choice(actions))
        assert state.hands_finished >= before
        steps += 1
        assert steps < MAX_STEPS, "the match did not end"
    check_conserved(state)
    check_round_trip(state)
    assert state.current_player is None and state.legal_actions() == []
    assert state.hands_finished >= 1
    winners = state.winners
    assert winners and set(winners) <= set(range(players))
    assert len(state.scores) == players
    # (who wins is the game's rule -- not always the top score, e.g. Pitch's bidder out)
    with pytest.raises(IllegalAction):
        state.apply(game.every_action()[0])
    replayed = game.replay(state.origin, state.action_log)
    assert replayed.to_json() == state.to_json(), "origin + action log must rebuild the match"
    assert hidden_varied, "no sampled world ever differed from the real match: nothing hidden?"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_game_declares_itself(game_id):
    cls = game_class(game_id)
    info = cls.info
    assert info.id == game_id == cls.id
    assert info.title and info.tagline and info.player_counts
    schema = load_schema(game_id)
    assert schema.game == game_id
    players_spec = schema.options.get("players")
    if players_spec is not None and players_spec.allowed:
        assert tuple(sorted(players_spec.allowed)) == tuple(sorted(info.player_counts))
    for players in info.player_counts:
        game = cardgames.create(game_id, players=players)
        assert game.every_action(), "a game has actions"
        assert len({str(a) for a in game.every_action()}) == len(game.every_action())


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_simulate_and_every_ai_level_play_the_game(game_id):
    """``cardgames simulate GAME`` works for any registered game, at every table level but
    the searching one (kept out for time; the search is exercised by ``check_search_world``)."""
    from cardgames.simulate import simulate

    players = min(game_class(game_id).info.player_counts)
    levels = (["normal", "easy", "random"] * players)[:players]
    summary = simulate(game_id, levels, games=2, seed=5, players=players)
    assert summary["games"] == 2 and summary["players"] == players

