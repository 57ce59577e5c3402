"""The ``cardgames`` command: the table by default, and headless verbs.

    cardgames                         the table opens on the game menu
    cardgames play pocha --players 4 --preset short
                                      (asks first when a match is in progress; --replace,
                                      --keep-as NAME answer without asking)
    cardgames tutorial pocha          learn a game, guided step by step
    cardgames replay FILE             replay a recorded hand, step by step
    cardgames review FILE [--json]    where a recorded hand was won or lost, move by move
    cardgames simulate pocha --players 4 --games 200 --ai normal,random,random,random --seed 1
    cardgames rules pocha             options, presets, action verbs
    cardgames rules check FILE        validate a house-rules file (exit 1 on problems)
    cardgames bench [--json]          engine playouts/s, AI move time, frame time
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

from cardgames.catalog import CATALOG
from cardgames.core.i18n import _
from cardgames.games import GAME_IDS


def _size(text: str) -> tuple[int, int]:
    try:
        width, height = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(
            _("{text} is not a size like 1280x800").format(text=repr(text))) from None
    if width < 1 or height < 1:
        raise argparse.ArgumentTypeError(
            _("{text} is not a size like 1280x800").format(text=repr(text)))
    from cardgames.ui.settings import MAX_WINDOW

    if width > MAX_WINDOW[0] or height > MAX_WINDOW[1]:
        raise argparse.ArgumentTypeError(
            _("{w}x{h} is larger than the largest window, {most_w}x{most_h}").format(
                w=width, h=height, most_w=MAX_WINDOW[0], most_h=MAX_WINDOW[1]))
    return width, height


def _house_rules_arg(path: str | None, game_id: str) -> tuple[str | None, dict | None]:
    """Read ``--rules FILE`` for a game: (preset, options), or exit with the problems."""
    if path is None:
        return None, None
    from cardgames.core.options import parse_house_rules
    from cardgames.core.storage import read_limited

    try:
        text = read_limited(path)
    except (OSError, ValueError, UnicodeDecodeError) as error:
        raise SystemExit(_("{path}: can't be read ({error})").format(path=path, error=error)) from None
    rules, problems = parse_house_rules(text, path, CATALOG)
    if problems or rules is None:
        raise SystemExit("\n".join(str(p) for p in problems))
    if rules.game != game_id:
        raise SystemExit(_("{path}: game: these are house rules for {rules_game}, not {game}").format(
            path=path, rules_game=rules.game, game=game_id))
    return rules.preset, dict(rules.options)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="cardgames", description=_("Card Table: traditional card games against AI opponents.")
    )
    parser.add_argument("--size", type=_size, default=None,
                        help=_("window size, e.g. 1280x800 (default: as in Settings, else 1280x800)"))
    parser.add_argument("--fullscreen", action="store_true", help=_("start in full screen (F11 toggles)"))
    parser.add_argument("--lang", metavar="CODE",
                        help=_("the language for this run: en, es or eu (default: as in "
                               "Settings, else the system's; also CARDGAMES_LANG)"))
    sub = parser.add_subparsers(dest="command")

    play = sub.add_parser("play", help=_("sit down at a table straight away"))
    play.add_argument("game", choices=GAME_IDS)
    play.add_argument("--players", type=int)
    play.add_argument("--preset")
    play.add_argument("--rules", metavar="FILE", help=_("a house-rules YAML file"))
    play.add_argument("--seed", type=int, help=_("make the deal reproducible"))
    play.add_argument("--ai", help=_("AI level per opponent, comma separated (e.g. normal,random,normal)"))
    play.add_argument("--autoplay", action="store_true", help=_("let the AI play your seat too"))
    play.add_argument("--replace", action="store_true",
                      help=_("replace the match in progress without asking"))
    play.add_argument("--keep-as", metavar="NAME",
                      help=_("keep the match in progress as a named save called NAME, then start"))

    tutorial = sub.add_parser("tutorial", help=_("learn a game with a guided tutorial"))
    tutorial.add_argument("game", choices=GAME_IDS)

    replay = sub.add_parser("replay", help=_("replay a recorded hand in the window, step by step"))
    replay.add_argument("file", help=_("a hand history (the program writes one for every hand)"))
    replay.add_argument("--review", action="store_true",
                        help=_("review your decisions at once (where the hand was won or lost)"))

    review = sub.add_parser("review", help=_("review a recorded hand: each of a seat's decisions "
                                             "against the best move the search finds"))
    review.add_argument("file", help=_("a hand history (the program writes one for every hand)"))
    review.add_argument("--seat", type=int, default=0,
                        help=_("whose decisions to review (default: 0, your seat at the table)"))
    review.add_argument("--json", action="store_true", help=_("print the review as JSON"))
    review.add_argument("--quick", action="store_true",
                        help=_("a shorter search (faster, marks fewer decisions)"))
    review.add_argument("--seed", type=int, default=0, help=_("the search's seed"))

    sim = sub.add_parser("simulate", help=_("play AI-only matches headless and summarise them"))
    sim.add_argument("game", choices=GAME_IDS)
    sim.add_argument("--players", type=int)
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--ai", required=True, help=_("one level per seat, e.g. normal,random,random,random"))
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--preset")
    sim.add_argument("--rules", metavar="FILE", help=_("a house-rules YAML file"))
    sim.add_argument("--json", action="store_true", help=_("print the summary as JSON"))
    sim.add_argument("--quiet", action="store_true", help=_("no progress bar"))
    sim.add_argument("--jobs", type=int, default=1,
                     help=_("matches played at once in worker processes (same results)"))

    rules = sub.add_parser("rules", help=_("show a game's options, presets and actions; or check a file"))
    rules.add_argument("what", help=_("a game id, or 'check'"))
    rules.add_argument("file", nargs="?", help=_("with 'check': the house-rules file"))

    bench = sub.add_parser("bench", help=_("measure engine, AI and drawing speed"))
    bench.add_argument("--json", action="store_true")
    bench.add_argument("--quick", action="store_true", help=_("shorter runs (less precise)"))
    bench.add_argument("--no-frames", action="store_true", help=_("skip the frame-time measurement"))
    bench.add_argument("--games", metavar="IDS",
                       help=_("only these games, comma-separated (default: every game)"))
    return parser


def main(argv: list[str] | None = None) -> int:
    """The command; a reader that stops early (``cardgames rules pocha | head``) ends
    it quietly, as it ends a Unix tool, instead of a BrokenPipeError traceback."""
    try:
        code = _main(argv)
        sys.stdout.flush()  # a closed pipe shows here, while we can still say nothing
    except BrokenPipeError:
        _quiet_stdout()
        return 1
    return code


def _quiet_stdout() -> None:
    """Point stdout at the null device, so the interpreter's last flush at exit finds
    no broken pipe to complain about."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):  # no real stdout (a test's capture): nothing to flush
        pass


def _main(argv: list[str] | None) -> int:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # keep stdout for our output
    argv = sys.argv[1:] if argv is None else list(argv)
    problem = _set_language(_lang_arg(argv))  # before the parser: its help is translated
    args = build_parser().parse_args(argv)
    if problem and args.command in ("rules", "simulate", "bench", "review"):
        print(f"cardgames: {problem}", file=sys.stderr)
    if args.command == "rules":
        return _rules(args)
    if args.command == "simulate":
        return _simulate(args)
    if args.command == "review":
        return _review(args)
    if args.command == "bench":
        from cardgames.bench import run_bench

        games = None
        if args.games:
            games = tuple(g.strip() for g in args.games.split(",") if g.strip())
            unknown = [g for g in games if g not in GAME_IDS]
            if unknown:
                print(_("unknown game {names}; the games are: {ids}").format(
                    names=", ".join(unknown), ids=", ".join(GAME_IDS)), file=sys.stderr)
                return 2
        return run_bench(as_json=args.json, quick=args.quick, frames=not args.no_frames,
                         games=games)
    from cardgames.ui.app import run

    if args.size is not None:
        from cardgames.ui.style import fit_window_size

        args.size, why = fit_window_size(args.size)
        if why:
            print(_("cardgames: --size: {why}").format(why=why), file=sys.stderr)
    if args.command == "play":
        preset, options = _house_rules_arg(args.rules, args.game)
        if not args.autoplay and not settle_match_in_progress(args):
            return 1
        return run(
            scene="table", game_id=args.game, players=args.players,
            preset=args.preset or preset, rules=options, seed=args.seed, size=args.size,
            fullscreen=args.fullscreen, ai_levels=args.ai.split(",") if args.ai else None,
            autoplay=args.autoplay, language=args.lang,
        )
    if args.command == "tutorial":
        return run(scene="tutorial", game_id=args.game, size=args.size, fullscreen=args.fullscreen,
                   language=args.lang)
    if args.command == "replay":
        return run(scene="replay", replay_file=args.file, size=args.size,
                   fullscreen=args.fullscreen, language=args.lang, review=args.review)
    return run(size=args.size, fullscreen=args.fullscreen, language=args.lang)


def _lang_arg(argv: list[str]) -> str | None:
    """The value of ``--lang`` among the arguments (read before argparse, whose help and
    messages are then in that language)."""
    for i, arg in enumerate(argv):
        if arg == "--":
            break
        if arg == "--lang" and i + 1 < len(argv):
            return argv[i + 1]
        if arg.startswith("--lang="):
            return arg.split("=", 1)[1]
    return None


def _set_language(flag: str | None) -> str | None:
    """Set the language of this run's messages; returns why English is used, if it is."""
    from cardgames.core.i18n import choose_language, set_language
    from cardgames.ui.settings_file import stored_language

    code, problem = choose_language(flag, stored_language())
    set_language(code)
    return problem


def settle_match_in_progress(args: argparse.Namespace, stdin=None, out=None) -> bool:
    """Before ``cardgames play`` starts a match over the one in progress: ask (on a
    terminal), or follow ``--replace`` / ``--keep-as NAME``; with no terminal and neither
    flag, refuse and say how to go on.  True when the new match may start."""
    from cardgames.core.in_progress import describe, keep_as_named_save, match_in_progress
    from cardgames.core.saves import autosave_path
    from cardgames.ui.save_text import game_title

    stdin = stdin if stdin is not None else sys.stdin
    out = out if out is not None else sys.stderr
    problems: list[str] = []
    saved = match_in_progress(CATALOG, problems)
    for problem in problems:  # a damaged autosave, set aside: say so, then go on
        print(_("cardgames: the match in progress could not be read: {problem}").format(
            problem=problem), file=out)
    if saved is not None and saved.rebuilt:
        from cardgames.ui.save_text import kept_name, rebuilt_text

        print(rebuilt_text(autosave_path().name, kept_name(saved)), file=out)
    if saved is None or (args.replace and not args.keep_as):
        return True
    what = describe(saved, game_title(saved.game_id))
    name = args.keep_as
    if name is None:
        interactive = hasattr(stdin, "isatty") and stdin.isatty()
        if not interactive:
            print(_("cardgames: a match of {what} is in progress; a new match would replace "
                    "it.\nResume it with `cardgames` (Resume on the menu), or start anyway with "
                    "`cardgames play {game} --replace`, or keep it first as a named save "
                    "with `cardgames play {game} --keep-as NAME`.").format(what=what, game=args.game),
                  file=out)
            return False
        print(_("A match of {what} is in progress; a new match replaces it.").format(what=what),
              file=out)
        print(_("Replace it? [y/N] "), end="", file=out, flush=True)
        if stdin.readline().strip().lower() not in ("y", "yes", _("y"), _("yes")):
            print(_("Nothing was changed: `cardgames` resumes it from the menu."), file=out)
            return False
        print(_("Keep it as a named save? Type a name (or press Enter to let it go): "), end="",
              file=out, flush=True)
        name = stdin.readline().strip()[:40]
        if not name:
            return True
    try:
        path = keep_as_named_save(saved, name)
    except OSError as error:
        print(_("cardgames: the match in progress could not be saved ({error}); nothing was "
                "changed.").format(error=error), file=out)
        return False
    print(_("The match in progress was kept as \u201c{name}\u201d ({path}).").format(
        name=name, path=path), file=out)
    return True


def _rules(args: argparse.Namespace) -> int:
    from cardgames.games import broken_games

    for game in broken_games():  # the others work; say which one did not load, and why
        print(_("warning: the game {name} failed to load ({error}); the other games work").format(
            name=game.name, error=game.error), file=sys.stderr)
    if args.what == "check":
        if not args.file:
            print(_("usage: cardgames rules check FILE"), file=sys.stderr)
            return 2
        from cardgames.core.options import check_house_rules_file

        problems = check_house_rules_file(Path(args.file), CATALOG)
        for problem in problems:
            print(problem)
        if not problems:
            print(_("{file}: OK").format(file=args.file))
        return 1 if problems else 0
    if args.what not in GAME_IDS:
        print(_("{what} is not a game; the games are {games}").format(
            what=repr(args.what), games=", ".join(GAME_IDS)), file=sys.stderr)
        return 2
    print(describe_rules(args.what))
    return 0


def describe_rules(game_id: str) -> str:
    """The text of ``cardgames rules GAME``: options, presets and action verbs."""
    from cardgames.core.i18n import domain
    from cardgames.core.options import load_schema
    from cardgames.games import game_class

    words = domain(game_id).gettext  # the options file's texts are in the game's catalog
    schema = load_schema(game_id)
    cls = game_class(game_id)
    lines = [f"{words(schema.title)} ({game_id})", "", _("Options (key: default; allowed):")]
    for spec in schema.options.values():
        default = json.dumps(spec.default)
        lines.append(f"  {spec.key}: {default}; {spec.describe_allowed()}")
        if spec.help:
            lines.append(f"      {words(spec.help)}")
    lines += ["", _("Presets:")]
    for preset in schema.presets.values():
        changes = ", ".join(f"{k}={json.dumps(v)}" for k, v in preset.options.items()) or _("defaults")
        mark = _(" (default)") if preset.id == schema.default_preset else ""
        lines.append(f"  {preset.id}{mark}: {words(preset.label)} - {changes}")
    lines += ["", _("Actions:")]
    for verb, meaning in cls.verbs.items():
        lines.append(f"  {verb}: {words(meaning)}")
    return "\n".join(lines)


def _review(args: argparse.Namespace) -> int:
    """``cardgames review FILE``: the hand's review as lines (or JSON) on stdout."""
    from cardgames.ai.review import QUICK, Budget, review_hand, verdict_word
    from cardgames.core.history import HistoryError, read_hand_history
    from cardgames.core.i18n import game_text

    try:
        history = read_hand_history(Path(args.file), catalog=CATALOG)
        if not 0 <= args.seat < history.players:
            print(_("cardgames review: --seat {seat} is not a seat of this hand (0 to {last})")
                  .format(seat=args.seat, last=history.players - 1), file=sys.stderr)
            return 2
        tty = sys.stderr.isatty()
        reviewing = _("Reviewing")

        def progress(share: float) -> None:
            if tty:
                print(f"\r{reviewing} {share:4.0%}", end="", file=sys.stderr, flush=True)

        review = review_hand(history, args.seat, QUICK if args.quick else Budget(),
                             progress=progress, seed=args.seed)
        if tty:
            print(file=sys.stderr)
    except HistoryError as error:
        print(error, file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(review.to_data(), indent=2, ensure_ascii=False))
        return 0
    names = history.names
    who = names[args.seat] if args.seat < len(names) else _("seat {seat}").format(seat=args.seat)
    print(_("{game}, hand {hand}, {who}: {summary}").format(
        game=game_text(history.game_id, CATALOG.create(history.game_id,
                                                       rules=history.options).title),
        hand=history.hand,
        who=who, summary=review.summary))
    for decision in review.decisions:
        print(f"  {decision.index + 1:>3}  {verdict_word(decision.verdict):<12} {decision.words}")
    return 0


def _simulate(args: argparse.Namespace) -> int:
    from cardgames.core.options import OptionError
    from cardgames.simulate import format_summary, simulate

    preset, options = _house_rules_arg(args.rules, args.game)
    levels = [level.strip() for level in args.ai.split(",")]
    try:
        summary = simulate(
            args.game, levels, games=args.games, seed=args.seed, players=args.players,
            preset=args.preset or preset, rules=options, progress=not args.quiet,
            jobs=max(1, args.jobs),
        )
    except (OptionError, ValueError) as error:
        print(error, file=sys.stderr)
        return 2
    print(json.dumps(summary, indent=2) if args.json else format_summary(summary))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
