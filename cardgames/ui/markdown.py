"""A small Markdown subset turned into pygame_gui's HTML subset, for the rules screen.

Handled: ``#``/``##``/``###`` headings, paragraphs, ``-``/``*`` and numbered lists
(indented ones nest), ``**bold**``, ``*italic*``/``_italic_``, ```code```, tables (one
line per row, cells separated by a dot), and horizontal rules.  A game may pass
``card_name`` to turn card codes written inline (``12O``) into words in the suit's
colour ("rey of oros"), which read better than codes to someone learning the game, and
``decorate`` to add to the formatted text (the rules screen puts small suit symbols
before card names and the suits' names).  Text is escaped first, so a rules file can
never inject markup.
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable

BOLD = re.compile(r"\*\*(.+?)\*\*")
ITALIC = re.compile(r"(?<![\w*])[*_](?!\s)(.+?)(?<!\s)[*_](?![\w*])")
CODE = re.compile(r"`([^`]+)`")
LIST = re.compile(r"^(\s*)([-*+]|\d+[.)])\s+(.*)$")
HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*$")


def to_gui_html(markdown: str, sizes: tuple[int, int, int, int], accent: str = "#f2c14e",
                card_pattern: re.Pattern[str] | None = None,
                card_html: Callable[[re.Match[str]], str] | None = None,
                decorate: Callable[[str], str] | None = None) -> str:
    """``sizes`` are the pixel sizes of h1, h2, h3 and body text."""
    h1, h2, h3, body = sizes
    out: list[str] = []
    paragraph: list[str] = []
    in_code = False
    block = ""  # "list" or "table" while inside one: a gap follows it
    table_row = 0

    def inline(text: str) -> str:
        text = html.escape(text, quote=False)
        codes: list[str] = []

        def keep_code(match: re.Match[str]) -> str:
            codes.append(match.group(1))
            return f"\x00{len(codes) - 1}\x00"

        text = CODE.sub(keep_code, text)
        text = BOLD.sub(r"<b>\1</b>", text)
        text = ITALIC.sub(r"<i>\1</i>", text)
        if card_pattern is not None and card_html is not None:
            text = card_pattern.sub(card_html, text)
        if decorate is not None:
            text = decorate(text)
        for i, code in enumerate(codes):
            text = text.replace(f"\x00{i}\x00", f"<font color='{accent}'>{code}</font>")
        return text

    def flush() -> None:
        if paragraph:
            out.append(inline(" ".join(paragraph)) + "<br><br>")
            paragraph.clear()

    def end_block() -> None:
        nonlocal block, table_row
        if block:
            out.append("<br>")
        block, table_row = "", 0

    for raw in markdown.splitlines():
        line = raw.rstrip()
        if line.strip().startswith("```"):
            flush()
            in_code = not in_code
            continue
        if in_code:
            out.append(html.escape(line, quote=False).replace(" ", "&nbsp;") + "<br>")
            continue
        if not line.strip():
            flush()
            end_block()
            continue
        heading = HEADING.match(line)
        if heading:
            flush()
            end_block()
            level = len(heading.group(1))
            size = h1 if level == 1 else (h2 if level == 2 else h3)
            colour = accent if level <= 2 else "#f5efe0"
            out.append(f"<font pixel_size={size} color='{colour}'><b>{inline(heading.group(2))}"
                       "</b></font><br>")
            continue
        if re.fullmatch(r"\s*([-*_])(\s*\1){2,}\s*", line):
            flush()
            out.append("<br>")
            continue
        if line.lstrip().startswith("|"):
            flush()
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            if all(re.fullmatch(r":?-{2,}:?", c) for c in cells if c):
                continue
            if block != "table":
                end_block()
                block = "table"
            row = " &nbsp;\u00b7&nbsp; ".join(inline(c) for c in cells)
            if table_row == 0:  # the header row
                row = f"<b>{row}</b>"
            table_row += 1
            out.append("&nbsp;&nbsp;" + row + "<br>")
            continue
        item = LIST.match(line)
        if item:
            flush()
            if block != "list":
                end_block()
                block = "list"
            depth = len(item.group(1).replace("\t", "    ")) // 2
            marker = item.group(2)
            bullet = "\u2022" if marker in "-*+" else marker
            indent = "&nbsp;" * (3 + 4 * depth)
            out.append(f"{indent}{bullet} {inline(item.group(3))}<br>")
            continue
        if out and out[-1].endswith("<br>") and not out[-1].endswith("<br><br>") and \
                not paragraph and LIST.match(raw) is None and raw.startswith("  "):
            # a list item's continuation line
            out[-1] = out[-1][:-4] + " " + inline(line.strip()) + "<br>"
            continue
        end_block()
        paragraph.append(line.strip())
    flush()
    return f"<font pixel_size={body}>" + "".join(out) + "</font>"


# --- Spanish card codes written inline ------------------------------------------------------

SPANISH_CODE = re.compile(r"(?<![\w/])(1[0-2]|[1-7])([OCEB])(?![\w])")
SUIT_COLOURS = {"O": "#e8c35a", "C": "#f0847a", "E": "#8ec9f0", "B": "#a9dc8f"}


#: a suit's name where the text introduces it, in bold ("**oros** (coins)")
SPANISH_SUIT_WORD = re.compile(r"<b>(oros|copas|espadas|bastos)</b>", re.IGNORECASE)
SUIT_OF_WORD = {"oros": "O", "copas": "C", "espadas": "E", "bastos": "B"}


def spanish_card_html(match: re.Match[str], glyph: Callable[[str], str | None] | None = None
                      ) -> str:
    """A card code as its name in the suit's colour; with ``glyph`` (suit letter -> image
    file) the suit's symbol goes before it, as on a card's corner."""
    from cardgames.core.cards import spanish_card_name

    code = match.group(0)
    name = spanish_card_name(code)
    if name.startswith("the "):
        name = name[4:]
    named = f"<b><font color='{SUIT_COLOURS[match.group(2)]}'>{name}</font></b>"
    return _with_glyph(named, match.group(2), glyph)


def spanish_suit_words(glyph: Callable[[str], str | None]) -> Callable[[str], str]:
    """``decorate`` for :func:`to_gui_html`: the suit's symbol before a suit's name in bold."""

    def decorate(text: str) -> str:
        return SPANISH_SUIT_WORD.sub(
            lambda m: _with_glyph(m.group(0), SUIT_OF_WORD[m.group(1).lower()], glyph), text)

    return decorate


def _with_glyph(html_text: str, suit: str, glyph: Callable[[str], str | None] | None) -> str:
    src = glyph(suit) if glyph is not None else None
    if not src:
        return html_text
    return f"<img src='{html.escape(src)}'>&nbsp;{html_text}"
