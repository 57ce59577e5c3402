"""Rebuild the CJK font subset that draws the Chinese text of every deck.

    pip install fonttools            # in the dev extra: pip install -e ".[dev]"
    apt-get install -y fonts-noto-cjk   # or pass --source with any Noto Sans CJK file
    python scripts/build_cjk_font.py

The program never uses a system font at run time: it ships ``assets/fonts/CardTableCJK.otf``,
a subset of Noto Sans CJK TC Regular (SIL Open Font License 1.1) holding exactly the
characters the decks draw -- the domino names, the money cards' indices, numerals and odd
cards, the chess cards' pieces in every character set and the specials' labels -- as
``cardgames/core/cjk.py: deck_characters()`` collects them from each deck module listed in
its ``DECK_MODULES`` (a new deck with Chinese text adds its module there), and its licence ``assets/fonts/CardTableCJK-OFL.txt`` beside it.  Run this
script whenever a deck's Chinese text changes; ``tests/ui/test_cjk_font.py`` fails if a
character any deck draws has no glyph in the shipped font.

The subset is renamed (family "Card Table CJK") as the OFL asks of modified versions,
keeps the original copyright and licence fields, and drops hinting and layout features it
does not need (a few kilobytes instead of twenty megabytes).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from cardgames.core.cjk import characters_by_deck, deck_characters  # noqa: E402

OUT_FONT = ROOT / "assets" / "fonts" / "CardTableCJK.otf"
FAMILY = "Card Table CJK"
#: where Debian's fonts-noto-cjk puts the collection, and the other usual file names
DEFAULT_SOURCES = (
    "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
    "/usr/share/fonts/opentype/noto-cjk/NotoSansCJK-Regular.ttc",
    "/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc",
)
#: inside a .ttc collection: the Traditional Chinese face (the names use traditional forms)
WANTED_FAMILY = "Noto Sans CJK TC"

OFL_TEXT = """\
SIL OPEN FONT LICENSE Version 1.1 - 26 February 2007

PREAMBLE
The goals of the Open Font License (OFL) are to stimulate worldwide development of
collaborative font projects, to support the font creation efforts of academic and linguistic
communities, and to provide a free and open framework in which fonts may be shared and
improved in partnership with others.

The OFL allows the licensed fonts to be used, studied, modified and redistributed freely as
long as they are not sold by themselves. The fonts, including any derivative works, can be
bundled, embedded, redistributed and/or sold with any software provided that any reserved
names are not used by derivative works. The fonts and derivatives, however, cannot be released
under any other type of license. The requirement for fonts to remain under this license does
not apply to any document created using the fonts or their derivatives.

DEFINITIONS
"Font Software" refers to the set of files released by the Copyright Holder(s) under this
license and clearly marked as such. This may include source files, build scripts and
documentation.

"Reserved Font Name" refers to any names specified as such after the copyright statement(s).

"Original Version" refers to the collection of Font Software components as distributed by the
Copyright Holder(s).

"Modified Version" refers to any derivative made by adding to, deleting, or substituting -- in
part or in whole -- any of the components of the Original Version, by changing formats or by
porting the Font Software to a new environment.

"Author" refers to any designer, engineer, programmer, technical writer or other person who
contributed to the Font Software.

PERMISSION & CONDITIONS
Permission is hereby granted, free of charge, to any person obtaining a copy of the Font
Software, to use, study, copy, merge, embed, modify, redistribute, and sell modified and
unmodified copies of the Font Software, subject to the following conditions:

1) Neither the Font Software nor any of its individual components, in Original or Modified
Versions, may be sold by itself.

2) Original or Modified Versions of the Font Software may be bundled, redistributed and/or sold
with any software, provided that each copy contains the above copyright notice and this
license. These can be included either as stand-alone text files, human-readable headers or in
the appropriate machine-readable metadata fields within text or binary files as long as those
fields can be easily viewed by the user.

3) No Modified Version of the Font Software may use the Reserved Font Name(s) unless explicit
written permission is granted by the corresponding Copyright Holder. This restriction only
applies to the primary font name as presented to the users.

4) The name(s) of the Copyright Holder(s) or the Author(s) of the Font Software shall not be
used to promote, endorse or advertise any Modified Version, except to acknowledge the
contribution(s) of the Copyright Holder(s) and the Author(s) or with their explicit written
permission.

5) The Font Software, modified or unmodified, in part or in whole, must be distributed
entirely under this license, and must not be distributed under any other license. The
requirement for fonts to remain under this license does not apply to any document created
using the Font Software.

TERMINATION
This license becomes null and void if any of the above conditions are not met.

DISCLAIMER
THE FONT SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED,
INCLUDING BUT NOT LIMITED TO ANY WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR
PURPOSE AND NONINFRINGEMENT OF COPYRIGHT, PATENT, TRADEMARK, OR OTHER RIGHT. IN NO EVENT SHALL
THE COPYRIGHT HOLDER BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY, INCLUDING ANY
GENERAL, SPECIAL, INDIRECT, INCIDENTAL, OR CONSEQUENTIAL DAMAGES, WHETHER IN AN ACTION OF
CONTRACT, TORT OR OTHERWISE, ARISING FROM, OUT OF THE USE OR INABILITY TO USE THE FONT
SOFTWARE OR FROM OTHER DEALINGS IN THE FONT SOFTWARE.
"""


def _open_source(path: Path):
    """The Traditional Chinese face of ``path`` (a .ttc collection or a single .otf/.ttf)."""
    from fontTools.ttLib import TTCollection, TTFont

    if path.suffix.lower() in (".ttc", ".otc"):
        for face in TTCollection(str(path)).fonts:
            if face["name"].getDebugName(1) == WANTED_FAMILY:
                return face
        raise SystemExit(f"{path}: no face named {WANTED_FAMILY!r} in the collection")
    return TTFont(str(path))


def _find_source(given: str | None) -> Path:
    candidates = [given] if given else list(DEFAULT_SOURCES)
    for name in candidates:
        if name and Path(name).is_file():
            return Path(name)
    raise SystemExit("no Noto Sans CJK font found: apt-get install -y fonts-noto-cjk, or pass "
                     "--source /path/to/NotoSansCJK-Regular.ttc (or NotoSansCJKtc-Regular.otf)")


def build(source: Path, characters: str, out_font: Path, out_licence: Path) -> None:
    from fontTools import subset

    font = _open_source(source)
    copyright_line = font["name"].getDebugName(0) or ""
    options = subset.Options()
    options.hinting = False
    options.layout_features = []
    options.name_IDs = [0, 1, 2, 3, 4, 5, 6, 7, 13, 14]
    options.notdef_outline = True
    subsetter = subset.Subsetter(options)
    subsetter.populate(text=characters)
    subsetter.subset(font)
    _rename(font)
    out_font.parent.mkdir(parents=True, exist_ok=True)
    font.save(str(out_font))
    out_licence.write_text(
        f"{out_font.name}: a subset of Noto Sans CJK TC Regular holding only the Chinese\n"
        f"characters the decks of Card Table draw ({characters}),\n"
        f"renamed \"{FAMILY}\". Built by scripts/build_cjk_font.py.\n\n"
        f"Original: Noto Sans CJK, {copyright_line}\n"
        "Noto is a trademark of Google Inc.\n\n"
        "This Font Software is licensed under the SIL Open Font License, Version 1.1.\n"
        "This license is copied below, and is also available with a FAQ at:\n"
        "https://openfontlicense.org\n\n" + OFL_TEXT,
        encoding="utf-8")


def _rename(font) -> None:
    """Give the subset a family name of its own (OFL: a modified version is renamed)."""
    name = font["name"]
    postscript = FAMILY.replace(" ", "") + "-Regular"
    for record in list(name.names):
        if record.nameID in (1, 16):
            name.setName(FAMILY, record.nameID, record.platformID, record.platEncID,
                         record.langID)
        elif record.nameID == 4:
            name.setName(FAMILY + " Regular", 4, record.platformID, record.platEncID,
                         record.langID)
        elif record.nameID == 6:
            name.setName(postscript, 6, record.platformID, record.platEncID, record.langID)
        elif record.nameID == 3:
            name.setName(f"{postscript};subset", 3, record.platformID, record.platEncID,
                         record.langID)
    if "CFF " in font:
        cff = font["CFF "].cff
        cff.fontNames = [postscript]
        top = cff.topDictIndex[0]
        top.FullName = FAMILY + " Regular"
        top.FamilyName = FAMILY


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--source", help="a Noto Sans CJK .ttc/.otf (default: the system's)")
    parser.add_argument("--out", type=Path, default=OUT_FONT)
    args = parser.parse_args(argv)
    source = _find_source(args.source)
    characters = deck_characters()
    licence = args.out.with_name(args.out.stem + "-OFL.txt")
    build(source, characters, args.out, licence)
    print(f"{args.out}: {len(characters)} characters, {args.out.stat().st_size} bytes "
          f"(from {source})")
    for deck, chars in characters_by_deck().items():
        print(f"  {deck}: {chars}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
