"""The pygame_gui theme, built in Python from the table's palette and unit ``u``.

Why pygame_gui at all, and where: the table setup form (drop-downs, number fields,
text entry for a house-rules name or a deal schedule, tool-tips) and the scrolling
rules text are exactly what pygame_gui (made for pygame-ce) already does well, so those
two scenes use it.  The table itself, its buttons on the felt, the menus, dialogs,
toasts and the score chart are drawn by hand: they mix with cards and animations,
expose named rects to the tutorial, and must cost next to nothing per frame.

The theme is a dict (nothing to package) rebuilt for each window size, because
pygame_gui's font sizes and paddings are in pixels; a scene rebuilds its UIManager on
resize.  Fonts are the program's DejaVu Sans, registered by path and preloaded so that
pygame_gui never falls back to its own face or warns, headless or not.
"""

from __future__ import annotations

import warnings

import pygame
import pygame_gui

from cardgames.ui import style
from cardgames.ui.fonts import font_path
from cardgames.ui.style import Metrics

FONT = "dejavu"


def hex_colour(colour, alpha: int | None = None) -> str:
    r, g, b = colour[:3]
    a = alpha if alpha is not None else (colour[3] if len(colour) > 3 else None)
    return f"#{r:02x}{g:02x}{b:02x}" + (f"{a:02x}" if a is not None else "")


def font_block(size: int, bold: bool = False) -> dict:
    return {
        "name": FONT,
        "size": str(size),
        "bold": "1" if bold else "0",
        "italic": "0",
        "regular_path": str(font_path(False)),
        "bold_path": str(font_path(True)),
        "italic_path": str(font_path(False)),
        "bold_italic_path": str(font_path(True)),
    }


def theme(metrics: Metrics) -> dict:
    """The whole theme for this window size."""
    m = metrics
    cream, gold, red = hex_colour(style.CREAM), hex_colour(style.GOLD), hex_colour(style.RED)
    dim = hex_colour(style.CREAM_DIM)
    field_bg = "#0c1d15e0"
    hover_bg = "#1d3a2cf0"
    radius = str(m.px(8))
    shape = {
        "shape": "rounded_rectangle",
        "shape_corner_radius": radius,
        "border_width": "1",
        "shadow_width": "0",
        "text_horiz_alignment_padding": str(m.px(10)),
    }
    colours = {
        "normal_bg": field_bg,
        "hovered_bg": hover_bg,
        "disabled_bg": "#00000050",
        "selected_bg": "#3a5a3cf0",
        "active_bg": "#3a5a3cf0",
        "dark_bg": field_bg,
        "normal_text": cream,
        "hovered_text": cream,
        "selected_text": gold,
        "active_text": gold,
        "disabled_text": "#80807a",
        "normal_border": hex_colour(style.CREAM, 70),
        "hovered_border": gold,
        "selected_border": gold,
        "active_border": gold,
        "disabled_border": "#ffffff20",
        "text_cursor": gold,
        "link_text": gold,
        "link_hover": cream,
        "link_selected": cream,
        "normal_text_shadow": "#00000000",
        "filled_bar": gold,
        "unfilled_bar": "#ffffff30",
    }
    body = font_block(m.body_px)
    small = font_block(m.small_px)
    return {
        "defaults": {"colours": colours, "font": body},
        "button": {"misc": dict(shape), "font": font_block(m.body_px)},
        # the setup form's buttons (toggles, steppers, Save) share the labels' font
        "#form_button": {"font": small},
        "#toggle_on": {"colours": {"normal_bg": "#6b5a22f0", "hovered_bg": "#7d6a2af0",
                                   "normal_text": gold, "hovered_text": gold,
                                   "normal_border": gold},
                       "font": font_block(m.small_px, bold=True)},
        "#primary": {"colours": {"normal_bg": gold, "hovered_bg": "#f8d272",
                                 "active_bg": hex_colour(style.GOLD_DEEP),
                                 "normal_text": hex_colour(style.INK),
                                 "hovered_text": hex_colour(style.INK),
                                 "active_text": hex_colour(style.INK),
                                 "normal_border": hex_colour(style.GOLD_DEEP)},
                     "font": font_block(m.body_px, bold=True)},
        "drop_down_menu": {"misc": dict(shape, expand_direction="down"), "font": small},
        "drop_down_menu.button": {"misc": {"shape": "rectangle", "border_width": "0",
                                           "shadow_width": "0", "text_horiz_alignment": "left",
                                           "text_horiz_alignment_padding": str(m.px(8))},
                                  "font": small},
        "drop_down_menu.selection_list": {"colours": {"dark_bg": "#0c1d15ff",
                                                      "normal_border": gold},
                                          "misc": {"border_width": "1", "shadow_width": "0",
                                                   "list_item_height": str(m.px(32))}},
        "drop_down_menu.selection_list.button": {
            "colours": {"normal_bg": "#0c1d15ff", "hovered_bg": "#24503aff"},
            "misc": {"shape": "rectangle", "border_width": "0", "shadow_width": "0",
                     "text_horiz_alignment": "left",
                     "text_horiz_alignment_padding": str(m.px(10))},
            "font": small},
        "label": {"colours": {"dark_bg": "#00000000", "normal_text": cream},
                  "misc": {"text_horiz_alignment": "left", "text_shadow_size": "0"},
                  "font": body},
        "#option_label": {"font": small, "colours": {"normal_text": cream}},
        "#group_label": {"font": font_block(m.body_px, bold=True),
                         "colours": {"normal_text": gold}},
        "#hint_label": {"font": small, "colours": {"normal_text": dim}},
        "#problem_label": {"font": small, "colours": {"normal_text": red}},
        "text_entry_line": {"misc": dict(shape, padding=f"{m.px(8)},{m.px(4)}"), "font": small},
        "tool_tip": {"colours": {"dark_bg": "#08140ef2", "normal_text": cream,
                                 "normal_border": hex_colour(style.CREAM, 80)},
                     "misc": {"rect_width": str(m.px(340)), "border_width": "1",
                              "shadow_width": "0", "shape": "rounded_rectangle",
                              "shape_corner_radius": radius},
                     "font": small},
        "tool_tip.text_box": {"colours": {"dark_bg": "#08140efa", "normal_text": cream,
                                          "normal_border": hex_colour(style.CREAM, 90)},
                              "misc": {"shape": "rounded_rectangle", "shape_corner_radius": radius,
                                       "border_width": "1", "shadow_width": "0",
                                       "padding": f"{m.px(10)},{m.px(6)}", "line_spacing": "1.2"},
                              "font": small},
        # the rules' text box: a plain transparent rectangle -- the scene draws the rounded
        # panel behind it from a cache; pygame_gui's rounded shape of a window-high box
        # took most of the ~1 s the Rules screen froze for when it opened
        "text_box": {"colours": {"dark_bg": "#00000000", "normal_text": cream,
                                 "normal_border": "#00000000"},
                     "misc": {"shape": "rectangle",
                              "border_width": "0", "shadow_width": "0",
                              "padding": f"{m.px(28)},{m.px(18)}",
                              "line_spacing": "1.3"},
                     "font": font_block(m.body_px)},
        "vertical_scroll_bar": {"colours": {"dark_bg": "#00000040", "normal_bg": "#ffffff30",
                                            "hovered_bg": hex_colour(style.GOLD, 180)},
                                "misc": {"border_width": "0", "shadow_width": "0",
                                         "shape": "rounded_rectangle",
                                         "shape_corner_radius": str(m.px(5))}},
        "vertical_scroll_bar.button": {"misc": {"border_width": "0", "shadow_width": "0"}},
    }


def make_manager(metrics: Metrics, extra_sizes: tuple[int, ...] = ()) -> pygame_gui.UIManager:
    """A UIManager for this window size, themed, with DejaVu registered and preloaded."""
    manager = pygame_gui.UIManager(metrics.size, theme_path=theme(metrics),
                                   enable_live_theme_updates=False)
    manager.add_font_paths(FONT, str(font_path(False)), str(font_path(True)),
                           str(font_path(False)), str(font_path(True)))
    sizes = {metrics.body_px, metrics.small_px, metrics.heading_px, metrics.title_px,
             *extra_sizes}
    with warnings.catch_warnings():  # "already loaded" for the theme's own sizes is fine
        warnings.simplefilter("ignore")
        manager.preload_fonts([{"name": FONT, "point_size": s, "style": st}
                               for s in sizes for st in ("regular", "bold", "italic")])
    return manager


def post_is_for(event: pygame.event.Event, element) -> bool:
    """Whether a pygame_gui event was sent by ``element``."""
    return getattr(event, "ui_element", None) is element
