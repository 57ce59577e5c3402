"""The shipped CJK font subset: one file, its licence beside it, built from the characters
every deck draws today (``core/cjk.py``), a glyph for each of them -- the domino names and
every character the money-card and chess-card renderers actually put on a face, in every
look."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from dataclasses import replace  # noqa: E402

import pygame  # noqa: E402
import pygame.freetype  # noqa: E402
import pytest  # noqa: E402

from cardgames.core import chess_cards, cjk, dominoes, money_cards  # noqa: E402
from cardgames.core.paths import assets_dir  # noqa: E402
from cardgames.ui import fonts  # noqa: E402
from cardgames.ui.cards import chess, money  # noqa: E402


@pytest.fixture(scope="module")
def freetype_font():
    pygame.freetype.init()
    yield pygame.freetype.Font(str(fonts.cjk_font_path()), 24)


def _missing(font, text: str) -> list[str]:
    metrics = font.get_metrics(text)
    assert len(metrics) == len(text)
    return [ch for ch, m in zip(text, metrics, strict=True) if m is None]


def test_the_font_is_shipped_with_its_licence_never_a_system_font():
    path = fonts.cjk_font_path()
    assert path.parent == assets_dir() / "fonts" and path.is_file()
    assert path.name == "CardTableCJK.otf"
    assert path.stat().st_size < 100_000  # a subset, not the 20 MB original
    licence = path.with_name(path.stem + "-OFL.txt")
    body = licence.read_text(encoding="utf-8")
    assert "SIL OPEN FONT LICENSE Version 1.1" in body and "Noto Sans CJK" in body
    assert fonts.cjk_font(20) is fonts.cjk_font(20)
    assert fonts.cjk_font(20).name == "Card Table CJK"  # renamed, as the OFL asks
    # the old, domino-only file is gone: nothing may still name it
    assert not (assets_dir() / "fonts" / "DominoNamesCJK.otf").exists()


def test_the_subset_was_built_from_every_deck_of_today():
    """The licence's header lists the characters the font was built with; a changed deck
    needs ``python scripts/build_cjk_font.py``."""
    header = fonts.cjk_font_path().with_name("CardTableCJK-OFL.txt").read_text(
        encoding="utf-8").split("\n\n")[0]
    assert f"({cjk.deck_characters()})" in header
    for module in (dominoes, money_cards, chess_cards):
        assert module in cjk.DECK_MODULES


def test_every_character_of_every_deck_has_a_glyph(freetype_font):
    for deck, chars in cjk.characters_by_deck().items():
        assert not _missing(freetype_font, chars), f"{deck}: rebuild the font subset"
    # the check can fail: a character no deck uses is not in the subset
    assert _missing(freetype_font, "愛A") == ["愛", "A"]


def test_every_character_renders_a_distinct_glyph_not_the_missing_box():
    font = fonts.cjk_font(32)
    missing_box = pygame.image.tobytes(font.render("愛", True, (0, 0, 0)), "RGBA")
    seen = set()
    chars = cjk.deck_characters()
    for ch in chars:
        image = font.render(ch, True, (0, 0, 0))
        pixels = pygame.image.tobytes(image, "RGBA")
        assert pixels != missing_box, ch
        assert pygame.mask.from_surface(image).count() > 8, ch  # strokes drawn (一 is thin)
        seen.add(pixels)
    assert len(seen) == len(chars)


LOOKS = [money.MoneyLook(),
         money.MoneyLook(index_script="chinese"),
         money.MoneyLook(index_script="chinese", coin_glyph="ben"),
         money.MoneyLook(index_script="latin", coin_glyph="ben"),
         money.MoneyLook(show_indices=False, authentic_coins=True)]


def test_every_character_the_money_cards_draw_has_a_glyph(monkeypatch, freetype_font):
    """Draw every face in every look, recording the text the renderer sets in the CJK font:
    all of it is in the deck's characters and in the font."""
    drawn: list[str] = []
    real = money.cjk_text

    def recording(text, ink_px, colour):
        drawn.append(text)
        return real(text, ink_px, colour)

    monkeypatch.setattr(money, "cjk_text", recording)
    renderer = money.MoneyRenderer()
    before = money.look()
    try:
        for lk in LOOKS:
            money.set_look(lk)
            for code in money_cards.CODES:
                renderer.face(code, 64)
    finally:
        money.set_look(before)
    used = set("".join(drawn))
    assert used == set(money_cards.chinese_characters())  # all of them, and no other
    assert not _missing(freetype_font, "".join(sorted(used)))


CHESS_LOOKS = [chess.ChessLook(),
               chess.ChessLook(glyph_style="plain_chariot_horse", latin_index=True),
               chess.ChessLook(glyph_style="simplified", black_cannon="砲", piece_names=True),
               chess.ChessLook(black_cannon="砲", centre_ornament=False, colour_badges=False)]


def test_every_character_the_chess_cards_draw_has_a_glyph(monkeypatch, freetype_font):
    """Draw every chess card in every look and character set, recording the text the
    renderer sets in the CJK font: exactly the deck's characters, all of them in the font."""
    drawn: list[str] = []
    real = chess.cjk_text

    def recording(text, ink_px, colour, bold=True):
        drawn.append(text)
        return real(text, ink_px, colour, bold)

    monkeypatch.setattr(chess, "cjk_text", recording)
    renderer = chess.ChessRenderer()
    before = chess.look()
    try:
        for lk in CHESS_LOOKS:
            chess.set_look(lk)
            for code in chess_cards.CODES:
                renderer.face(code, 52)
    finally:
        chess.set_look(before)
    used = set("".join(drawn))
    assert used == set(chess_cards.chinese_characters())  # all of them, and no other
    assert not _missing(freetype_font, "".join(sorted(used)))


def test_without_the_font_the_cards_show_their_latin_index(monkeypatch):
    def broken(size_px):
        raise FileNotFoundError("no font")

    monkeypatch.setattr(fonts, "cjk_font", broken)
    money._index_height.cache_clear()
    before = money.look()
    try:
        money.set_look(replace(money.MoneyLook(), index_script="chinese"))
        band = money.index_band("W7", 64)
        latin = money.index_band("W7", 64, money.MoneyLook(index_script="latin"))
        assert band.get_size() == latin.get_size()  # the Latin code stands in
        face = money.MoneyRenderer().face("W7", 64)  # no error, a face all the same
        assert face.get_size() == (64, 208)
    finally:
        money.set_look(before)
        money._index_height.cache_clear()
