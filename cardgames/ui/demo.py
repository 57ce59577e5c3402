"""``python -m cardgames.ui.app`` / ``python -m cardgames.ui.demo``: the app with
switches for demos and screenshots.

It opens a scene like :func:`cardgames.ui.app.run` does and can stop at a chosen moment
so that a screenshot (``scripts/screenshots.sh``, under Xvfb) always shows the same
thing:

* ``--moment mid-trick`` -- the AI plays every seat, the human's too, until it is the
  human's turn to play with cards already in the trick; then the human's seat is handed
  back (legal cards lit, the others dimmed) and the first legal card is selected.
* ``--moment bidding`` -- the same, stopping at the human's bid (a press-your-luck game:
  at the human's target or bell choice; ``mid-trick`` there is a turn with cards drawn).
* ``--moment trick-won`` -- the same, stopping when the human is to lead after a trick
  (with ``--speed off`` the finished trick still lies there, its winner marked).
* ``--hint`` (with ``--moment mid-trick`` or ``bidding``) -- then press Hint, and wait
  until the hint is on the table (its panel, the card or bid outlined).
* ``--moment claim`` -- the same, stopping when a claim window asks the human, who may
  claim (the claim bar up); ``--hover`` then points at its first button (its preview).
* ``--rule KEY=VALUE`` (repeatable) -- a rule option for the match (the value read as
  YAML: ``--rule claim_any_player=true``).
* ``--moment summary`` -- the first hand summary.
* ``--moment match-end`` -- a quick match played out (animation off) to the end screen.
* ``--scene settings`` / ``--scene statistics`` -- those screens (``--settings-file``
  starts from the player's settings.yaml instead of the defaults).
* ``--replay FILE [--replay-step N]`` -- a hand history's replay, N moves in (-1: the end).
* ``--tutorial pocha [--tutorial-step restriction]`` -- the guided tutorial, opened at a
  step (its scripted moves are played, animated, then the step's panel waits); with
  ``--save`` the picture is taken once the panel is up.

``--save PNG`` writes the window to a file once the moment is reached (and quits), which
is handy without a display; under Xvfb the script takes the screenshot of the real X
window instead.
"""

from __future__ import annotations

import argparse
import sys

import pygame

from cardgames.ui.settings import UiSettings

MOMENTS = ("none", "mid-trick", "trick-won", "bidding", "claim", "summary", "match-end")
#: the moments where the demo hands seat 0 back to the human at a chosen position
HANDOVERS = ("mid-trick", "trick-won", "bidding", "claim")


def parse_size(text: str) -> tuple[int, int]:
    """``"1280x800"`` -> (1280, 800), raised to the smallest window with a message."""
    from cardgames.ui.style import fit_window_size

    w, _, h = text.lower().partition("x")
    size, why = fit_window_size((int(w), int(h)))
    if why:
        print(f"--size: {why}", file=sys.stderr)
    return size


def handover(moment: str, min_hand: int):
    """When the demo gives seat 0 back to the human."""

    def ready(state) -> bool:
        if state.current_player != 0 or state.is_over:
            return False
        view = state.view(0)
        if view["hand_number"] < min_hand:
            return False
        if moment == "claim":  # a claim window asks the human, who has a choice
            window = view["window"] if "window" in view else view["extra"].get("claim_window")
            return window is not None and len(view["legal_actions"]) > 1
        if "catches" in view:  # fishing: a capture to make, with catches already made
            made = sum(len(group) for catch in view["catches"] for group in catch)
            return made >= 10 and any(a.startswith("capture:") for a in view["legal_actions"])
        if "discards" in view:  # draw and discard: mid-hand, discards on the table
            return len(view["discards"]) >= 4 and len(view["legal_actions"]) > 1
        if "mountain" in view:  # press your luck: mid-turn, or a target to pick
            if moment == "bidding":
                return any(a.startswith(("resolve", "place_bell")) for a in view["legal_actions"])
            return len(view["mountain"]) >= 2 and "stop" in view["legal_actions"]
        if moment == "mid-trick":
            return view["phase"] == "playing" and len(view["trick"]) >= 1 and \
                len(view["legal_actions"]) < len(view["hand"])
        if moment == "trick-won":  # the human leads after a trick (it rests, winner marked)
            return view["phase"] == "playing" and not view["trick"] and sum(view["tricks"]) > 0
        if moment == "bidding":
            return view["phase"] == "bidding"
        return False

    return ready


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m cardgames.ui.app",
                                     description="Card Table with demo/screenshot switches")
    parser.add_argument("--scene", default="menu",
                        choices=["menu", "choose", "setup", "table", "rules", "settings",
                                 "statistics"])
    parser.add_argument("--settings-file", action="store_true",
                        help="start from the player's settings.yaml (default: the defaults)")
    parser.add_argument("--replay", metavar="FILE", help="open the replay of a hand history")
    parser.add_argument("--replay-step", type=int, default=0,
                        help="with --replay: step forward this many moves (-1: to the end)")
    parser.add_argument("--game", default="pocha")
    parser.add_argument("--players", type=int)
    parser.add_argument("--preset")
    parser.add_argument("--seed", type=int)
    parser.add_argument("--size", type=parse_size, default=(1280, 800))
    parser.add_argument("--lang", default=None, help="en, es or eu (default: the settings')")
    parser.add_argument("--autoplay", action="store_true", help="AI in every seat")
    parser.add_argument("--moment", choices=MOMENTS, default="none")
    parser.add_argument("--rule", action="append", default=[], metavar="KEY=VALUE",
                        help="a rule option for the match (YAML value), repeatable")
    parser.add_argument("--hand", type=int, default=1, help="stop no earlier than this hand")
    parser.add_argument("--speed", choices=["off", "fast", "normal", "slow"], default="normal")
    parser.add_argument("--save", help="write a PNG of the window at the moment, then quit")
    parser.add_argument("--fast", action="store_true",
                        help="race to the moment (no animation, no AI pauses), then slow down")
    parser.add_argument("--point", help="move the mouse over this named target once shown "
                        "(e.g. option:must_trump on the setup screen)")
    parser.add_argument("--hover", action="store_true",
                        help="with --moment mid-trick: select the first legal card")
    parser.add_argument("--hint", action="store_true",
                        help="with --moment mid-trick/bidding: ask for a hint once there")
    parser.add_argument("--tutorial", metavar="GAME", help="open GAME's guided tutorial")
    parser.add_argument("--tutorial-step", metavar="STEP",
                        help="with --tutorial: open at this step (its id in tutorial.yaml)")
    args = parser.parse_args(argv)

    from cardgames.ui.app import App

    settings = UiSettings(animation_speed=args.speed)
    if args.settings_file:
        from cardgames.ui.settings_file import load_settings

        settings = load_settings().settings.copy(animation_speed=args.speed)
    moment = args.moment
    if moment == "match-end" or args.fast:
        settings = UiSettings(animation_speed="off", ai_min_think_s=0.0, autoplay_summary_s=0.0)
    demo = moment in (*HANDOVERS, "summary", "match-end")
    app = App(args.size, settings=settings, autoplay=args.autoplay or demo, language=args.lang,
              demo_handover=handover(moment, args.hand)
              if moment in HANDOVERS else None, inline_ai=moment == "match-end")
    scene = "table" if demo else args.scene
    if args.replay:
        scene = app.open("replay", replay_file=args.replay)
        scene = scene.wait() if hasattr(scene, "wait") else scene  # read off the frame loop
        steps = getattr(scene, "steps", 0)
        if args.replay_step < 0 and steps:
            scene.last()
        for _ in range(max(0, args.replay_step)):
            scene.forward()
    elif args.tutorial:
        app.open("tutorial", args.tutorial, start_at=args.tutorial_step)
    elif scene == "table":
        from cardgames.core import safe_yaml

        rules = {k: safe_yaml.load(v, f"--rule {k}")
                 for k, _sep, v in (r.partition("=") for r in args.rule)}
        app.open("table", args.game, players=args.players, preset=args.preset, seed=args.seed,
                 rules=rules or None)
    else:
        app.open(scene, args.game)
    if moment == "summary":
        app.settings.autoplay_summary_s = 10_000.0
    reached = False
    selected = False
    hinted = False
    try:
        while app.running:
            dt = app.clock.tick(60) / 1000.0
            app.step(dt)
            top = app.scenes.top
            name = type(top).__name__
            if moment in HANDOVERS:
                table = top if name == "TableScene" else None
                reached = table is not None and table.input_ready
                if reached and args.hover and not selected and moment == "mid-trick":
                    select_first_legal(table)
                    selected = True
                if reached and args.hover and not selected and moment == "claim":
                    point_at(app, "claim_bar", first_button=True)
                    selected = True
                if reached and args.hint:
                    if not hinted:
                        table.hint.press()
                        hinted = True
                    reached = table.hint.panel.visible and table.hint.panel.age > 0.6
            elif moment == "summary":
                reached = name == "HandSummaryScene" and top.age > 1.0
            elif moment == "match-end":
                reached = name == "MatchEndScene"
            elif args.tutorial:
                reached = name == "TutorialScene" and top.panel.visible and \
                    top.spotlight.age > 0.6
            else:
                reached = app.frame > 30
                if args.point and app.frame == 10:
                    point_at(app, args.point)
            if reached and args.fast:
                app.settings.animation_speed = args.speed
            if reached and args.save:
                app.step(1 / 60)
                app.step(0.5)
                pygame.image.save(app.screen, args.save)
                print(f"saved {args.save}", file=sys.stderr)
                break
    finally:
        app.close()
    return 0


def point_at(app, name: str, first_button: bool = False) -> None:
    """Put the mouse over a named target (shows its help, as a player hovering would);
    ``first_button``: over the first button of a bar named so (its left end)."""
    rect = app.scenes.top.target_rect(name) if app.scenes.top is not None else None
    if rect is None:
        return
    pos = (rect.x + 12, rect.centery) if first_button else (rect.centerx, rect.centery)
    pygame.mouse.set_pos(pos)
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0), touch=False)])


def select_first_legal(table) -> None:
    """Put the keyboard selection on the first legal card (what a hover would show); on a
    table where a move is several clicks, make the first click of the first such move
    (what it lights shows), the pointer out of the way."""
    pick = getattr(table.table, "pick_first", None)
    if pick is not None:
        pos = pick() or (1, 1)
        pygame.mouse.set_pos(pos)
        table.app.step(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                                   buttons=(0, 0, 0), touch=False)])
        return
    hand = table.table.hand
    for i, code in enumerate(hand.cards):
        if hand.legal and code in hand.legal:
            hand.selected = i
            return


if __name__ == "__main__":
    raise SystemExit(main())
