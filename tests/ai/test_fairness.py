"""The AI is fair by construction: nothing it can reach leads to a hidden card.

The strongest check builds *twin matches*: a second real match, begun from another seed
with stacked decks, in which everything the seat has seen is the same and every card
hidden from it is different.  From the seat's side the twins must be indistinguishable:
the same view, byte-identical observation JSON, and the same choice at every AI level.
A player that read the origin, the RNG or the hidden hands would tell them apart.
"""

from __future__ import annotations

import json
import random

import pytest

import cardgames
from cardgames.ai import make_player
from cardgames.ai.base import Player
from cardgames.core.actions import IllegalAction
from cardgames.core.events import Event
from cardgames.core.game import Observation
from cardgames.core.masks import bits
from cardgames.games.pocha import CARD_IDS, CODES, PochaState

LEVEL_PLAYERS = {
    "random": lambda: make_player("random", seed=7),
    "easy": lambda: make_player("easy", seed=7),
    "normal": lambda: make_player("normal", seed=7),
    "hard": lambda: make_player("hard", seed=7, iterations=20),
}


# --- twin matches -------------------------------------------------------------------------------
def _deck_for(hands: list[int], order: list[int], size: int, dealer: int, trump_card: int,
              upcard: int, stock: list[int]) -> list[str]:
    """The stacked pack that deals ``hands`` round ``order`` (then upcard, then stock)."""
    cards = {s: bits(hands[s]) for s in order}
    if upcard < 0:  # a full deal: the last card dealt, the dealer's, is the trump card
        cards[dealer].remove(trump_card)
        cards[dealer].append(trump_card)
    deck = [cards[order[k % len(order)]][k // len(order)] for k in range(size * len(order))]
    if upcard >= 0:
        deck += [upcard, *stock]
    return [CODES[c] for c in deck]


def twin(state: PochaState, seat: int, world_seed: int, match_seed: int) -> PochaState:
    """Another real match that ``seat`` can't tell from ``state``: earlier hands dealt as
    they were (their stock in another order), this hand's hidden cards re-dealt, another
    seed, the decks stacked -- then the same actions."""
    game = state.game
    decks = []
    deals = [e for e in state.events if e.type == "dealt"]
    for deal in deals[:-1]:  # earlier hands: all their dealt cards were played, so public
        hands = [sum(1 << CARD_IDS[c] for c in h) if h else 0 for h in deal["hands"]]
        active = deal["active"]
        at = active.index(deal["mano"])
        order = active[at:] + active[:at]
        upcard = CARD_IDS[deal["upcard"]] if deal["upcard"] else -1
        decks.append(_deck_for(hands, order, deal["size"], deal["dealer"],
                               CARD_IDS[deal["trump_card"]], upcard, []))
    rng = random.Random(world_seed)
    world = state.observation(seat).sample_world(rng)
    this_hand = state.events[state.events.index(deals[-1]):]
    initial = list(world.hands)
    for event in this_hand:
        if event.type == "played":
            initial[event.seat] |= 1 << CARD_IDS[event.card]
    stock = bits(world.stock)
    rng.shuffle(stock)
    decks.append(_deck_for(initial, list(state.order), state.size, state.dealer,
                           state.trump_card, state.upcard, stock))
    first_dealer = deals[0]["dealer"]
    other = game.new_state(seed=match_seed, decks=decks, dealer=first_dealer)
    for action in state.action_log:
        other.apply(action)
    return other


def twin_pairs(preset: str, players: int, seed: int, count: int, chance: float = 0.3):
    """(state, seat, twin) at positions of random matches where the hidden cards differ
    (each position is taken with probability ``chance``: lower reaches later hands)."""
    game = cardgames.create("pocha", players=players, preset=preset)
    rng = random.Random(seed)
    state = game.new_state(seed=rng.getrandbits(63))
    found = 0
    while found < count:
        if state.is_over:
            state = game.new_state(seed=rng.getrandbits(63))
        seat = state.current_player
        if len(state.legal_ids()) > 1 and rng.random() < chance:
            other = twin(state, seat, rng.getrandbits(32), rng.getrandbits(63))
            hidden_differ = any(other.hands[s] != state.hands[s] for s in state.active
                                if s != seat) or other.stock != state.stock
            if hidden_differ:
                found += 1
                yield state, seat, other
        state.apply(rng.choice(state.legal_actions()))


def test_a_twin_looks_the_same_but_is_another_match():
    checked = 0
    hands = set()
    for state, seat, other in twin_pairs("short", 4, seed=1, count=12, chance=0.03):
        hands.add(state.hand_number)
        assert other.view(seat) == state.view(seat)
        assert other.observation(seat).to_json() == state.observation(seat).to_json()
        assert other.events_for(seat) == state.events_for(seat)
        assert other.origin["seed"] != state.origin["seed"]
        assert other.origin["decks"] and not state.origin["decks"]
        assert other.rng.getstate() != state.rng.getstate()
        checked += 1
    assert checked == 12 and max(hands) >= 5  # twins of later hands too (earlier ones stacked)


@pytest.mark.parametrize(("preset", "players"), [("short", 4), ("max_only", 5), ("ludoteka", 3)])
def test_twins_give_byte_identical_observations(preset, players):
    """Whatever differs between the twins -- hidden hands, stock, seed, stacked decks,
    RNG state -- none of it reaches the observation's JSON."""
    for state, seat, other in twin_pairs(preset, players, seed=players, count=8):
        mine, theirs = state.observation(seat), other.observation(seat)
        assert mine.to_json() == theirs.to_json()
        assert mine.view == theirs.view
        assert mine.public_state().to_json() == theirs.public_state().to_json()
        world_rng = 99
        assert (mine.sample_world(random.Random(world_rng)).to_json()
                == theirs.sample_world(random.Random(world_rng)).to_json())


@pytest.mark.parametrize("level", sorted(LEVEL_PLAYERS))
def test_every_level_chooses_the_same_in_twin_matches(level):
    """Same view and AI seed, different hidden cards *and* a different origin: the same
    choice, at every level (a player that replayed the origin would differ)."""
    checked = 0
    for state, seat, other in twin_pairs("short", 4, seed=11, count=10, chance=0.08):
        mine = LEVEL_PLAYERS[level]().choose(state.observation(seat))
        theirs = LEVEL_PLAYERS[level]().choose(other.observation(seat))
        assert mine == theirs
        checked += 1
    assert checked == 10


# --- a player that tries to cheat --------------------------------------------------------------
class Cheater(Player):
    """Reads everything it can reach, past the observation's public face, and notes it."""

    level = "cheater"

    def __init__(self, seed=None):
        super().__init__(seed)
        self.found: list[dict] = []

    def choose(self, observation: Observation):
        known = observation.public_state()
        private = observation._known  # noqa: SLF001 - a cheater reads private fields
        try:
            replayed = observation.game.replay(known.origin, known.action_log)
        except IllegalAction:
            replayed = None
        world = observation.sample_world(random.Random(1))
        self.found.append({
            "seat": observation.seat,
            "origin": known.origin, "private origin": private.origin,
            "world origin": world.origin,
            "replayed hands": None if replayed is None else list(replayed.hands),
            "rng": private.rng.getstate(), "public rng": known.rng.getstate(),
            "hands": list(private.hands), "stock": private.stock, "stacked": private.stacked,
            "json": observation.to_json(),
            "events": private.events,
        })
        actions = observation.legal_actions()
        return actions[int(self.rng.random() * len(actions))]


def test_a_cheating_player_finds_nothing_hidden():
    game = cardgames.create("pocha", players=4, preset="short")
    state = game.new_state(seed=2**62 + 12345)
    cheater = Cheater(seed=1)
    honest = make_player("random", seed=2)
    fresh_rng = random.Random(0).getstate()
    looks = hiding = 0
    while not state.is_over:
        seat = state.current_player
        if seat == 1:
            cheater.choose(state.observation(seat))
            found = cheater.found[-1]
            assert found["origin"] == {} and found["private origin"] == {}
            assert found["world origin"] == {}
            # replaying an empty origin deals a new, random match: never this one
            assert found["replayed hands"] != state.hands
            assert found["rng"] == fresh_rng == found["public rng"]
            assert found["stock"] == 0 and found["stacked"] == []
            for other in state.active:
                if other != seat:
                    assert found["hands"][other] == state.held_public[other]
            assert found["hands"][seat] == state.hands[seat]
            text = found["json"]
            assert str(state.origin["seed"]) not in text
            hidden = [CODES[c] for s in state.active if s != seat
                      for c in bits(state.hands[s] & ~state.held_public[s])]
            hidden += [CODES[c] for c in bits(state.stock)]
            hiding += bool(hidden)  # (the last card of a full deal hides nothing)
            deals = [i for i, e in enumerate(found["events"]) if e["type"] == "dealt"]
            events = json.dumps(found["events"][deals[-1]:])  # this hand's (earlier: public)
            for code in hidden:
                assert f'"{code}"' not in events
            data = json.loads(text)
            assert set(data) == {"format", "game", "options", "seat", "log_start", "view",
                                 "known", "events"}
            assert data["log_start"] + len(data["known"]["log"]) == len(state.log)  # a count
            assert data["known"]["origin"] == {} and data["known"]["stock"] == []
            looks += 1
        state.apply(honest.choose(state.observation(seat)) if seat != 1 else
                    cheater.rng.choice(state.legal_actions()))
    assert looks > 50 and hiding > 40


def test_the_twin_test_would_catch_a_leaky_knowledge_copy(monkeypatch):
    """The fairness tests have teeth: put the real origin back into the knowledge copy (the
    old leak) and a player that replays it tells the twins apart."""
    real = PochaState._knowledge

    def leaky(self, seat):
        known = real(self, seat)
        known.origin = self.origin
        known.log = list(self.log)  # (the copy keeps only this hand's actions now)
        return known

    monkeypatch.setattr(PochaState, "_knowledge", leaky)

    class Replayer(Player):
        def choose(self, observation):
            known = observation.public_state()
            replayed = observation.game.replay(known.origin, known.action_log)
            secret = sum(replayed.hands[s] for s in range(replayed.players) if s != observation.seat)
            actions = observation.legal_actions()
            return actions[secret % len(actions)]

    told_apart = 0
    for state, seat, other in twin_pairs("short", 4, seed=5, count=10):
        assert state.observation(seat).to_json() != other.observation(seat).to_json()
        mine = Replayer().choose(state.observation(seat))
        theirs = Replayer().choose(other.observation(seat))
        told_apart += mine != theirs
    assert told_apart > 0


# --- nothing shared with the live state ------------------------------------------------------------
MUTABLE = (list, dict, set, bytearray, random.Random)


def reachable(root, skip_ids: set[int]) -> dict[int, object]:
    """Every mutable object reachable from ``root`` through containers and state slots
    (the Game, which holds only the rules, is not followed)."""
    seen: dict[int, object] = {}
    stack = [root]
    while stack:
        item = stack.pop()
        if id(item) in skip_ids or id(item) in seen:
            continue
        if isinstance(item, MUTABLE):
            seen[id(item)] = item
        if isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, (list, tuple, set)):
            stack.extend(item)
        elif isinstance(item, (PochaState, Observation)):
            for cls in type(item).__mro__:
                for name in getattr(cls, "__slots__", ()):
                    if name != "game" and hasattr(item, name):
                        stack.append(getattr(item, name))
    return seen


def played_state(seed=4, steps=60):
    game = cardgames.create("pocha", players=4, preset="short")
    state = game.new_state(seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize("steps", [0, 60, 10**6], ids=["dealt", "mid-match", "over"])
def test_an_observation_shares_no_object_with_the_live_state(steps):
    state = played_state(steps=steps)
    skip = {id(state.game)}
    live = reachable(state, skip)
    for seat in range(state.players):
        observation = state.observation(seat)
        for part in (observation, observation.public_state(),
                     observation.sample_world(random.Random(3)),
                     observation.sample_world(random.Random(3), record_events=False),
                     Observation.from_json(state.game, observation.to_json())):
            shared = set(reachable(part, skip)) & set(live)
            assert not shared, [type(live[i]).__name__ for i in shared]


def _scribble(value) -> None:
    """Change every list and dict reachable from ``value`` (what a careless AI might do)."""
    for item in list(reachable(value, set()).values()):
        if isinstance(item, list):
            item.append("scribbled")
        elif isinstance(item, dict) and not isinstance(item, Event):
            item["scribbled"] = True
        elif isinstance(item, Event):
            dict.__setitem__(item, "scribbled", True)


def test_changing_an_observation_changes_neither_the_match_nor_its_save():
    state = played_state(seed=6)
    before = state.to_json()
    origin = json.dumps(state.origin)
    observation = state.observation(state.current_player)
    known = observation.public_state()
    _scribble(observation.view)
    _scribble(observation._known.events)  # noqa: SLF001 - what a cheater could reach
    _scribble(observation._known.history)  # noqa: SLF001
    _scribble(observation._known.origin)  # noqa: SLF001
    _scribble(known.events)
    known.origin["seed"] = 0
    assert state.to_json() == before
    assert json.dumps(state.origin) == origin
    assert "scribbled" not in json.dumps(state.view(0))


def test_the_knowledge_copy_round_trips_through_json_with_hidden_cards_absent():
    state = played_state(seed=8, steps=23)
    seat = state.current_player
    observation = state.observation(seat)
    again = Observation.from_json(state.game, observation.to_json())
    assert again.seat == seat and again.view == observation.view
    assert again.to_json() == observation.to_json()
    assert again.legal_ids() == observation.legal_ids() == state.legal_ids()
    for other in state.active:
        if other != seat:
            assert again._known.hands[other] == state.held_public[other]  # noqa: SLF001
    assert again._known.stock == 0 and again._known.origin == {}  # noqa: SLF001
    rng_a, rng_b = random.Random(5), random.Random(5)
    assert (again.sample_world(rng_a).to_json() == observation.sample_world(rng_b).to_json())


def test_observation_json_is_refused_for_another_game_or_other_rules():
    state = played_state(seed=9, steps=5)
    text = state.observation(0).to_json()
    other_rules = cardgames.create("pocha", players=4, preset="max_only")
    with pytest.raises(ValueError, match="other rule options"):
        Observation.from_json(other_rules, text)
    with pytest.raises(ValueError, match="not a Pocha observation"):
        Observation.from_json(state.game, "[1, 2]")
    with pytest.raises(ValueError, match="not a Pocha observation"):
        Observation.from_json(state.game, "{broken")
    data = json.loads(text)
    data["seat"] = 9
    with pytest.raises(ValueError, match="seat 9"):
        Observation.from_json(state.game, json.dumps(data))


def test_what_crosses_to_the_worker_is_the_observation_only():
    """The worker's request carries the observation's JSON: no state, no seed, no hidden
    card -- and twins send byte-identical requests."""
    from cardgames.ai.worker import AIWorker

    sent = []

    class Recording(AIWorker):
        def _submit(self, function, args):
            sent.append((function.__name__, args))
            return super()._submit(function, args)

    worker = Recording(inline=True)
    for state, seat, other in twin_pairs("short", 4, seed=21, count=4):
        sent.clear()
        for match in (state, other):
            assert worker.request(match, seat, "normal", seed=3).result() in \
                [str(a) for a in match.legal_actions()]
            worker.request_hint(match, seat, iterations=20, seed=3).result()
        (c1, mine), (h1, mine_hint), (c2, theirs), (h2, theirs_hint) = sent
        assert (c1, h1) == ("choose_from_observation", "hint_from_observation") == (c2, h2)
        assert mine == theirs and mine_hint == theirs_hint
        payload = json.dumps([mine, mine_hint])
        assert str(state.origin["seed"]) not in payload
        known = json.loads(mine[2])["known"]
        assert known["origin"] == {} and known["stock"] == [] and known["stacked"] == []
        shown = {code for hand in known["hands"] for code in hand}
        for other_seat in state.active:
            if other_seat != seat:
                for card in bits(state.hands[other_seat] & ~state.held_public[other_seat]):
                    assert CODES[card] not in shown
