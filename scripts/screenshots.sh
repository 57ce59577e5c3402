#!/usr/bin/env bash
# Regenerate the screenshots in docs/: the menu, the setup form, the table mid-trick
# (the human to play, legal cards lit), the match end and a tutorial step (Pocha's
# "trick already trumped"), each taken of a real X window on a private Xvfb screen by
# an Xvfb screenshot helper you name in XVFB_SCREENSHOT.
#
# Usage: scripts/screenshots.sh [OUT_DIR]      (default: docs)
#   PYTHON=...            the interpreter with cardgames installed (default: python)
#   XVFB_SCREENSHOT=...   the screenshot helper (required): called as
#                         HELPER -g WxH -w SECONDS OUT.png -- COMMAND...
# The moments are chosen by `python -m cardgames.ui.app` switches (see cardgames/ui/demo.py):
# a fixed seed, the AI playing every seat until the chosen moment, then the human's turn.
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=${1:-docs}
PY=${PYTHON:-python}
SHOT=${XVFB_SCREENSHOT:?set XVFB_SCREENSHOT to an Xvfb screenshot helper (see the header)}
APP=("$PY" -m cardgames.ui.app)
mkdir -p "$OUT"

"$SHOT" -g 1280x800 -w 3 "$OUT/menu.png" -- "${APP[@]}" --scene menu
"$SHOT" -g 1280x800 -w 4 "$OUT/setup.png" -- "${APP[@]}" --scene setup --point option:must_trump
"$SHOT" -g 1280x800 -w 9 "$OUT/table.png" -- \
  "${APP[@]}" --moment mid-trick --seed 3 --players 4 --hand 10 --hover --fast
"$SHOT" -g 1280x800 -w 9 "$OUT/match_end.png" -- \
  "${APP[@]}" --moment match-end --seed 5 --players 4 --preset max_only
# the tutorial opened at a step: the others' scripted cards fly in, then the step waits
"$SHOT" -g 1280x800 -w 7 "$OUT/tutorial.png" -- "${APP[@]}" --tutorial pocha --tutorial-step trumped
# the smallest supported window, to look at (not committed)
"$SHOT" -g 1024x640 -w 9 "${TMPDIR:-/tmp}/table_1024x640.png" -- \
  "${APP[@]}" --size 1024x640 --moment mid-trick --seed 7 --players 3 --preset max_only --hover --fast
for step in trump restriction; do  # two more tutorial steps, to look at (not committed)
  "$SHOT" -g 1280x800 -w 7 "${TMPDIR:-/tmp}/tutorial_$step.png" -- \
    "${APP[@]}" --tutorial pocha --tutorial-step "$step"
done
"$SHOT" -g 1024x640 -w 7 "${TMPDIR:-/tmp}/tutorial_1024x640.png" -- \
  "${APP[@]}" --size 1024x640 --tutorial pocha --tutorial-step trumped
echo "screenshots in $OUT/ (and ${TMPDIR:-/tmp}/table_1024x640.png, tutorial_*.png)"
