"""The table's sounds: made here at start, played quietly, never in the way.

Five short, soft sounds, synthesized as 16-bit PCM (no sound files, no numpy): a card's
swish when one is played, a riffle of ticks for a deal, a rustle when a trick is taken,
a gentle two-note chime when it becomes the player's turn, and a low soft thud when a
move is refused.  Each lasts 50-250 ms and peaks well below full scale.

:func:`play` is all the rest of the UI calls (``sound.play("refused", settings)``); it
reads the player's ``volume`` (0-100) and ``muted`` settings at each call, so a change
is heard at once.  The mixer is started on the first call; where it can't start (no
audio device, a driver that refuses) every call is a quiet no-op -- never an exception.
Under SDL's dummy audio driver (the tests) the sounds are made and played into nothing.
"""

from __future__ import annotations

import logging
import math
import random
from array import array
from typing import Any

log = logging.getLogger(__name__)

#: the sounds there are (what :func:`play` accepts)
NAMES = ("deal", "play", "trick", "turn", "refused")

#: no sound is louder than this share of full scale, before the volume setting
PEAK = 0.32
FULL = 32767


# --- synthesis (pure functions: sample rate in, mono samples out) ------------------------------
def _envelope(i: int, n: int, attack: int, release: int) -> float:
    """A soft start over ``attack`` samples and an exponential fade to silence at the end."""
    rise = min(1.0, i / attack) if attack > 0 else 1.0
    left = n - 1 - i
    tail = min(1.0, left / release) if release > 0 else 1.0
    return rise * tail * tail


def _noise(rate: int, seconds: float, seed: int, cutoff_hz: float, attack_s: float,
           decay_s: float, gain: float) -> list[float]:
    """Noise low-passed at about ``cutoff_hz`` (lower is darker), with an attack and a
    decay; the same sound at any sample rate."""
    rng = random.Random(seed)
    smooth = math.exp(-2 * math.pi * cutoff_hz / rate)
    n = max(1, round(rate * seconds))
    out = []
    low = lower = 0.0
    attack = max(1, round(rate * attack_s))
    for i in range(n):  # two one-pole filters in a row: soft, no hiss
        low = low * smooth + (rng.random() * 2 - 1) * (1 - smooth)
        lower = lower * smooth + low * (1 - smooth)
        decay = math.exp(-i / (rate * decay_s))
        out.append(lower * decay * _envelope(i, n, attack, n // 4) * gain)
    return _normalise(out, gain)


def _normalise(samples: list[float], peak: float) -> list[float]:
    top = max((abs(s) for s in samples), default=0.0)
    return [s * peak / top for s in samples] if top > 0 else samples


def _tone(rate: int, seconds: float, freq: float, gain: float, attack_s: float = 0.006,
          drop: float = 0.0) -> list[float]:
    """A sine (with a little second harmonic) that fades out; ``drop`` lowers its pitch
    by that share over its length (a thud rather than a beep)."""
    n = max(1, round(rate * seconds))
    attack = max(1, round(rate * attack_s))
    out = []
    phase = 0.0
    for i in range(n):
        f = freq * (1 - drop * i / n)
        phase += 2 * math.pi * f / rate
        wave = math.sin(phase) + 0.18 * math.sin(2 * phase)
        out.append(wave * math.exp(-4.0 * i / n) * _envelope(i, n, attack, n // 5))
    return _normalise(out, gain)


def _mix(rate: int, seconds: float, parts: list[tuple[float, list[float]]]) -> list[float]:
    """``parts`` (start in seconds, samples) laid over silence of ``seconds``."""
    out = [0.0] * max(1, round(rate * seconds))
    for start, samples in parts:
        at = round(rate * start)
        for i, s in enumerate(samples):
            if at + i < len(out):
                out[at + i] += s
    return out


def synthesize(name: str, rate: int = 44100) -> list[float]:
    """The sound ``name`` as mono samples in [-PEAK, PEAK] at ``rate`` per second."""
    return _clip(_shape(name, rate), PEAK)


def _shape(name: str, rate: int) -> list[float]:
    if name == "play":  # a card slid onto the cloth
        return _noise(rate, 0.11, 1, 3000.0, 0.008, 0.035, PEAK * 0.8)
    if name == "deal":  # a riffle: four light ticks
        ticks = [(0.055 * k, _noise(rate, 0.05, 10 + k, 4500.0, 0.002, 0.012, PEAK * 0.55))
                 for k in range(4)]
        return _clip(_mix(rate, 0.225, ticks), PEAK * 0.7)
    if name == "trick":  # the cards gathered: a longer, darker rustle
        return _noise(rate, 0.22, 3, 1500.0, 0.03, 0.08, PEAK * 0.7)
    if name == "turn":  # a gentle two-note chime, rising
        first = _tone(rate, 0.13, 659.25, PEAK * 0.5, attack_s=0.01)
        second = _tone(rate, 0.16, 880.0, PEAK * 0.5, attack_s=0.01)
        return _clip(_mix(rate, 0.24, [(0.0, first), (0.08, second)]), PEAK * 0.6)
    if name == "refused":  # a low, soft thud
        return _tone(rate, 0.15, 150.0, PEAK, attack_s=0.004, drop=0.45)
    raise ValueError(f"no sound called {name!r}; the sounds are {', '.join(NAMES)}")


def _clip(samples: list[float], peak: float) -> list[float]:
    return [max(-peak, min(peak, s)) for s in samples]


def pcm16(samples: list[float], channels: int = 1) -> array:
    """Signed 16-bit samples, each repeated for ``channels`` (interleaved)."""
    out = array("h")
    for s in samples:
        value = max(-FULL, min(FULL, round(s * FULL)))
        out.extend([value] * channels)
    return out


# --- playing ---------------------------------------------------------------------------------
class _Player:
    """The mixer and the made sounds; silent for good once the mixer can't start."""

    def __init__(self) -> None:
        self.sounds: dict[str, Any] | None = None
        self.failed = False

    def ready(self) -> bool:
        if self.sounds is not None:
            import pygame

            if pygame.mixer.get_init() is not None:
                return True
            self.sounds = None  # the mixer was stopped since: start it again
        if self.failed:
            return False
        try:
            import pygame

            if pygame.mixer.get_init() is None:
                pygame.mixer.init(frequency=44100, size=-16, channels=2, buffer=512)
            rate, size, channels = pygame.mixer.get_init()
            if size != -16:
                raise ValueError(f"the mixer uses {size}-bit samples, not signed 16-bit")
            self.sounds = {name: pygame.mixer.Sound(
                buffer=pcm16(synthesize(name, rate), channels).tobytes()) for name in NAMES}
        except Exception as error:  # noqa: BLE001 - no sound is never worth a crash
            log.info("no sound: %s", error)
            self.failed = True
            return False
        return True

    def play(self, name: str, volume: float) -> None:
        if volume <= 0 or not self.ready():
            return
        sound = self.sounds.get(name) if self.sounds else None
        if sound is None:
            return
        try:
            sound.set_volume(volume)
            sound.play()
        except Exception as error:  # noqa: BLE001 - e.g. the device went away
            log.info("a sound could not be played: %s", error)


_PLAYER = _Player()


def level(settings: Any) -> float:
    """The playback volume the settings ask for, 0..1 (0 when muted)."""
    if getattr(settings, "muted", False):
        return 0.0
    volume = getattr(settings, "volume", 0)
    return max(0, min(100, int(volume))) / 100


def prepare() -> bool:
    """Start the mixer and make the sounds now (the table does, so its first sound doesn't
    cost a frame); False where there is no sound."""
    return _PLAYER.ready()


def play(name: str, settings: Any) -> None:
    """Play the sound ``name`` (one of :data:`NAMES`) at the settings' volume, unless
    muted; a no-op where there is no sound."""
    _PLAYER.play(name, level(settings))
