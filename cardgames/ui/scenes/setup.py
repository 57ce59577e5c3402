"""Table setup: players, each opponent's AI level, the preset, every rule option, and
house rules to load or save -- a form generated from the game's YAML schema.

Built with pygame_gui (see :mod:`cardgames.ui.gui_theme` for why): drop-downs for
choices (with the schema's labels), seats and fixed sets of numbers, On/Off toggles for
yes/no rules, a stepper with a number field for ranges, a text field for lists
(e.g. a deal schedule), and one toggle per value for a ``multi`` option (a set of rules
that may be combined, such as Jjak-ma-tcho-ki's pair systems), wrapped onto as many
lines as the column needs; the last one on can't be turned off.  The keyboard reaches
every control, as the mouse does: Tab and Shift+Tab (or the up and down arrows, once one
has the focus, ringed in gold) move from control to control, the left and right arrows
take a list's previous or next choice, step a number and move along a multi's toggles,
Space turns a toggle on or off, and Enter in a number or list field starts typing.
Hovering a row explains it (the schema's
help and what is allowed) in the line above the buttons (no floating tool-tip covers the
next rows).

The values live in :class:`~cardgames.ui.setup_model.SetupModel`, never in the widgets,
so the form can be rebuilt at any time -- on resize, when the number of players changes
the opponents' rows, or when a preset or saved house rules replace the values.
Problems (a broken house-rules file, a value the rules refuse) are listed in muted red
with a warning sign; a broken file never stops anything: the form starts on defaults.

Rows flow into columns without a scrolling container, because pygame_gui clips an open
drop-down to its container.  Where the columns beside the match do not hold every row
(the smallest window, 800x640), the option groups flow into the first column too, below
its own sections; were even that not enough, the form would scroll (the mouse wheel,
Page Up / Page Down, Home / End, the up and down arrows) -- it is rebuilt with only the
rows wholly inside its band -- and never hide a row.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIDropDownMenu, UILabel, UITextEntryLine

from cardgames.catalog import CATALOG
from cardgames.core.i18n import N_, _, game_text
from cardgames.core.options import OptionSpec, Problem
from cardgames.ui import style, text
from cardgames.ui.gui_theme import make_manager
from cardgames.ui.scenes.base import Scene
from cardgames.ui.setup_model import SetupModel, format_int_list, parse_int_list
from cardgames.ui.style import Metrics
from cardgames.ui.table.match import NAMES, available_levels, level_label, levels_help
from cardgames.ui.widgets import surfaces
from cardgames.ui.widgets.button import PRIMARY, Button

NO_HOUSE_RULES = N_("(none)")
#: the rows' height (in u) for a game whose options do not all fit at the usual 40 u
SLIM_ROW_U = 34
#: the room (in u) kept between a label and its control, so they never touch
LABEL_GAP_U = 8
#: pygame_gui's drop-down arrow and its list's scroll bar (its defaults, in pixels)
DROPDOWN_ARROW_PX = 20
DROPDOWN_SCROLL_PX = 20
#: pixels kept spare when fitting text (pygame_gui lays a line out by glyph advances)
FIT_SLACK_PX = 2
#: the most of a column its labels may take (the controls keep the rest), and the least
#: room (in u) a control keeps beside its label
LABEL_MAX_SHARE = 0.62
CONTROL_MIN_U = 120
#: a ``multi`` option's toggles: the gap between two (in u), and the mark an "on" one shows
#: (its room is kept on every toggle, so turning one on moves nothing)
TOGGLE_GAP_U = 6
ON_MARK = "\u2713 "
#: what choosing the labels' width weighs: a cut label against one cut choice (a label
#: names its row; each choice still shows its start), and a choice cut in the middle
#: because its start alone would look like another's ("Laukote…e joon": the hardest read)
LABEL_CUT_COST = 2
ALIKE_CUT_COST = 2


def _cut_middle(text_: str, size_px: int, room: int) -> str:
    """``text_`` cut in the middle ("A quad, g…single 2-1") to fit ``room`` pixels."""
    for keep in range(len(text_) - 1, 1, -1):
        head, tail = text_[:(keep + 1) // 2].rstrip(), text_[len(text_) - keep // 2:].lstrip()
        candidate = f"{head}{text.ELLIPSIS}{tail}"
        if text.size(candidate, size_px)[0] <= room:
            return candidate
    return text.ELLIPSIS


def _cut_start(text_: str, size_px: int, room: int) -> str:
    """``text_``'s end that fits ``room`` pixels after a "…" (where choices differ last)."""
    for start in range(1, len(text_)):
        candidate = text.ELLIPSIS + text_[start:].lstrip()
        if text.size(candidate, size_px)[0] <= room:
            return candidate
    return text.ELLIPSIS


def house_rules_notices(problems: list[Problem]) -> list[str]:
    """One sentence per house-rules file with problems, named by its file name (the folder
    is the same for all): what is wrong, and where it was set aside if it was."""
    by_file: dict[str, list[str]] = {}
    for problem in problems:
        name = Path(problem.source).name if problem.source else ""
        text = f"{problem.key}: {problem.message}" if problem.key else problem.message
        by_file.setdefault(name, []).append(text)
    notices = []
    for name, texts in by_file.items():
        notices.append(_("House rules file {name}: {problems}.").format(
            name=name, problems="; ".join(texts)) if name else
            _("House rules: {problems}.").format(problems="; ".join(texts)))
    return notices


@dataclass
class _Layout:
    """Where the options go: one way of laying the form out (see ``SetupScene._plan``)."""

    row_h: int
    spill: bool  # options in the first column too, below the match's sections
    slots: list[tuple[int, int, int]]  # each options column: x, width, top
    columns: list[list[tuple[str, Any]]]  # what each holds (see ``SetupScene._flow``)
    label_ws: list[int]  # each one's labels' width
    lines: dict[str, int]  # a multi's lines
    overflow: bool  # some rows left out
    first_label_w: int  # the labels' width in the first column
    content_bottom: int  # where the lowest column ends


@dataclass
class Row:
    """One line of the form: a label and the control(s) editing one value."""

    key: str
    kind: str  # bool, choice, int, int_range, seat, int_list, multi, preset, house, level
    rect: pygame.Rect
    help: str = ""
    elements: list[Any] = field(default_factory=list)
    control: Any = None  # the main element (drop-down, toggle, entry)
    values: dict[str, Any] = field(default_factory=dict)  # drop-down label -> value
    #: a ``multi`` row: the value each of its toggles (``elements``) stands for
    items: list[Any] = field(default_factory=list)


class SetupScene(Scene):
    def __init__(self, app, game_id: str) -> None:
        super().__init__(app)
        self.model = SetupModel(game_id, preferred_level=app.settings.default_ai_level)
        self.manager: pygame_gui.UIManager | None = None
        self.rows: dict[str, Row] = {}
        self.labels: list[Any] = []
        self.name_entry: UITextEntryLine | None = None
        self.save_button: UIButton | None = None
        self.status = ""  # "Saved ..." or why saving failed
        self.status_is_problem = False
        #: the toggle of a ``multi`` row the keyboard is on, as (option key, value)
        self.toggle_focus: tuple[str, Any] | None = None
        self._refused_toggle = False  # the status says why a toggle stayed on
        self.mouse = (-1, -1)
        self.help_text = ""
        self.back = Button(_("Back"), self.app.scenes.pop, name="button:back")
        self.start = Button(_("Start the match"), self.start_match, name="button:start",
                            kind=PRIMARY)
        self.problem_rect = pygame.Rect(0, 0, 0, 0)
        self.overflow = False
        self.label_w = 0  # the labels' width in the options' columns (set by _build)
        self.first_label_w = 0  # and in the first column (the match)
        self.label_ws: list[int] = []  # each option column's (set by _build)
        self.left = 0  # where the form starts (it is centred in a wide window)
        #: how far a form taller than its room is scrolled, and the most it can be (0: it
        #: fits); the band of the window the rows are drawn in while it scrolls
        self.scroll = 0
        self.scroll_max = 0
        self.view = (-(1 << 30), 1 << 30)
        self.form_band = pygame.Rect(0, 0, 0, 0)
        self.layout_used: _Layout | None = None
        self._name_text = ""  # the house-rules name typed, while its field is scrolled away

    def language_changed(self) -> None:
        self.back.label, self.start.label = _("Back"), _("Start the match")

    # --- life cycle --------------------------------------------------------------------------
    def layout(self, metrics: Metrics) -> None:
        super().layout(metrics)
        self.manager = make_manager(metrics)
        self._build()
        m = metrics
        self.back.rect = pygame.Rect(0, 0, m.px(150), m.px(50))
        self.back.rect.bottomleft = (m.px(28), m.height - m.px(20))
        self.start.rect = pygame.Rect(0, 0, m.px(250), m.px(50))
        self.start.rect.bottomright = (m.width - m.px(28), m.height - m.px(20))

    def preselect(self, **choices: Any) -> None:
        self.model.preselect(**choices)
        self._build()

    def close(self) -> None:
        if self.manager is not None:
            self.manager.clear_and_reset()
            self.manager = None

    # --- building the form --------------------------------------------------------------------
    def _build(self) -> None:
        """Lay the form out: the first fitting of, in turn, rows of 40 u in the columns
        beside the match; slimmer rows (34 u) there; then (at a small window) the options
        also flowing into the first column, below its own sections, with 40 u rows and
        34 u ones; and when even that leaves rows out, that last layout in a form that
        scrolls (mouse wheel, Page Up / Page Down, the arrow keys) instead of hiding them."""
        if self.manager is None:
            return
        focused_name = self.name_entry.get_text() if self.name_entry is not None \
            else self._name_text
        self.manager.clear_and_reset()
        self.rows.clear()
        self.labels.clear()
        m = self.metrics
        margin = m.px(28)
        top = m.px(112)
        bottom = m.height - m.px(150)
        gap = m.px(28)
        # as many columns as the width holds (the match, then one to three of rules), each
        # at most ~560 u wide, the whole form centred: a wide window spreads the options
        # out instead of leaving a third of it empty
        usable = m.width - 2 * margin
        # the text keeps a smallest readable size, so a column never gets narrower than
        # its labels need (a narrow or portrait window takes fewer, longer columns)
        first_w = min(m.px(400), max(m.px(300), 240, usable // 4))
        rest = usable - first_w - gap
        ncols = max(1, min(3, (rest + gap) // (max(m.px(330), 300) + gap)))
        col_w = min(m.px(520), (rest - gap * (ncols - 1)) // ncols)
        left = margin + (rest - ncols * col_w - (ncols - 1) * gap) // 2
        self.left = left
        words = self.model.game_id

        # column 0: the match (preset, saved house rules, opponents, saving)
        presets = self.model.schema.presets
        preset_choices = [(game_text(words, p.label), pid) for pid, p in presets.items()]
        house = [(_(NO_HOUSE_RULES), None)] + [(r.name, i) for i, r in enumerate(self.model.house_rules)]
        levels = available_levels()
        level_choices = [(level_label(lv), lv) for lv in levels]
        seat_labels = [_("{name} (seat {seat})").format(name=NAMES[i % len(NAMES)], seat=i + 1)
                       for i in range(len(self.model.levels))]
        match_rows = [(_("Preset"), [t for t, _v in preset_choices]),
                      (_("House rules"), [t for t, _v in house])] + \
            [(label, [t for t, _v in level_choices]) for label in seat_labels]

        option_slots = [(left + first_w + gap + col * (col_w + gap), col_w) for col in range(ncols)]
        layout: _Layout | None = None
        for row_u, spill in ((40, False), (SLIM_ROW_U, False), (40, True), (SLIM_ROW_U, True)):
            for greedy in ((False, True) if spill else (False,)):
                layout = self._plan(row_u, spill, greedy, option_slots, (left, first_w),
                                    top, bottom, match_rows)
                if not layout.overflow:
                    break
            if not layout.overflow:
                break
        else:  # nothing fits: every row in the form, which scrolls
            layout = self._plan(SLIM_ROW_U, True, False, option_slots, (left, first_w),
                                top, bottom, match_rows, scroll=True)
        self.layout_used = layout
        self.overflow = layout.overflow
        self.scroll_max = max(0, layout.content_bottom - bottom)
        self.scroll = min(max(0, self.scroll), self.scroll_max)
        # what is drawn: rows wholly inside the form's band (all of them unless it scrolls)
        self.view = (top, bottom) if self.scroll_max else (-(1 << 30), 1 << 30)
        self.form_band = pygame.Rect(left, top, m.width - 2 * left, bottom - top)
        row_h = layout.row_h
        shift = self.scroll

        # in each column every control starts at the same offset: as far in as the
        # column's labels need (up to a share), so its controls get the rest
        self.first_label_w = layout.first_label_w
        x, y = left, top - shift
        y = self._group_label(_("Match"), x, y, first_w)
        y = self._dropdown_row("preset", _("Preset"), x, y, first_w, row_h, preset_choices,
                               self.model.preset, game_text(words, presets[self.model.preset].help)
                               if self.model.preset in presets else "", kind="preset",
                               label_w=self.first_label_w)
        chosen = next((i for i, r in enumerate(self.model.house_rules)
                       if r.name == self.model.house_name), None)
        y = self._dropdown_row("house", _("House rules"), x, y, first_w, row_h, house, chosen,
                               _("Load a set of house rules you saved."), kind="house",
                               label_w=self.first_label_w)
        y += m.px(8)
        y = self._group_label(_("Opponents"), x, y, first_w)
        for i, level in enumerate(self.model.levels):
            label = seat_labels[i]
            y = self._dropdown_row(f"level:{i + 1}", label, x, y, first_w, row_h,
                                   level_choices, level,
                                   levels_help(levels), kind="level",
                                   label_w=self.first_label_w)
        y += m.px(8)
        y = self._group_label(_("Save as house rules"), x, y, first_w)
        self.name_entry = self.save_button = None
        if self._shown(y, m.px(34)):
            self.name_entry = UITextEntryLine(pygame.Rect(x, y, first_w - m.px(110), m.px(34)),
                                              self.manager,
                                              placeholder_text=_("type a name\u2026"))
            self.name_entry.set_text(focused_name)
            self.name_entry.set_text_length_limit(40)
            self.save_button = UIButton(pygame.Rect(x + first_w - m.px(100), y, m.px(100),
                                                    m.px(34)),
                                        _("Save"), self.manager, object_id="#form_button",
                                        tool_tip_text=_("Save these options under that name."))
        self._name_text = focused_name

        # the options, flowed into the other columns group by group (a group that has
        # to continue in the next column repeats its heading there), and at a small
        # window into the first column's room below its own sections too; then each
        # column's labels get the width they need and its controls the rest
        for (x, width, slot_top), items, label_w in zip(layout.slots, layout.columns,
                                                        layout.label_ws, strict=False):
            y = slot_top - shift
            self.label_w = label_w
            for kind, item in items:
                if kind == "gap":
                    y += m.px(8)
                elif kind == "group":
                    y = self._group_label(item, x, y, width)
                else:
                    y = self._option_row(item, x, y, width, row_h * layout.lines.get(item.key, 1),
                                         line_h=row_h)
        self.label_ws = list(layout.label_ws)

    def _match_bottom(self, top: int, row_h: int) -> int:
        """Where the first column's own sections end (the match, opponents, saving)."""
        m = self.metrics
        return top + 3 * m.px(34) + (2 + len(self.model.levels)) * row_h + 2 * m.px(8) + m.px(34)

    def _plan(self, row_u: int, spill: bool, greedy: bool, option_slots: list[tuple[int, int]],
              first: tuple[int, int], top: int, bottom: int,
              match_rows: list[tuple[str, list[str]]], scroll: bool = False) -> _Layout:
        """Where every option goes with rows of ``row_u`` units: in the option columns
        (``option_slots``: x, width), and when ``spill``, first in the first column's room
        below its own sections; column bottoms balanced unless ``greedy`` (each column
        filled in turn).  ``scroll``: the form has no bottom (it scrolls)."""
        m = self.metrics
        words = self.model.game_id
        row_h = m.px(row_u)
        slots = [(x, w, top) for x, w in option_slots]
        if spill:
            slots.insert(0, (first[0], first[1], self._match_bottom(top, row_h) + m.px(12)))
        hard = (1 << 30) if scroll else bottom
        # a multi option's toggles wrap onto as many lines as its control's room needs;
        # that room depends on the column's labels, so start from what the option's own
        # label leaves and lay out again until every multi row has the lines it needs
        lines = {spec.key: self._multi_lines(spec, slots[-1][1] - self._label_need(spec))
                 for spec in self.model.options if spec.type == "multi"}
        # (each pass but the last adds a line to some multi, and a multi has at most a
        # line per value, so this ends)
        for _attempt in range(1 + sum(len(spec.allowed or ()) for spec in self.model.options
                                      if spec.type == "multi")):
            option_rows = sum(lines.get(spec.key, 1) for _, specs in self.model.groups()
                              for spec in specs)
            option_groups = len(self.model.groups())
            needed = option_rows * row_h + option_groups * (m.px(34) + m.px(8))
            if not spill:
                per_column = max(row_h * 3, -(-needed // len(slots)) + row_h // 2)
                column_bottom = min(hard, top + per_column)
            elif greedy:
                column_bottom = hard
            else:  # the lowest common bottom whose room holds them all
                low, high = top, max(top, hard)
                while low < high:
                    mid = (low + high) // 2
                    if sum(max(0, mid - s_top) for _x, _w, s_top in slots) >= needed:
                        high = mid
                    else:
                        low = mid + 1
                column_bottom = min(hard, low + row_h // 2)
            columns, overflow, ends = self._flow(slots, column_bottom, hard, row_h, lines)
            label_ws = []
            grown = False
            for slot, items in zip(slots, columns, strict=False):
                specs = [item for kind, item in items if kind == "row"]
                rows = [(game_text(words, spec.label), self._choice_texts(spec)) for spec in specs]
                if spill and slot is slots[0]:
                    rows = match_rows + rows
                label_w = self._label_width(
                    rows, slot[1], toggles=[[self._label_of(spec, v) for v in spec.allowed or ()]
                                            for spec in specs if spec.type == "multi"])
                label_ws.append(label_w)
                for spec in specs:
                    if spec.type == "multi":
                        need = self._multi_lines(spec, slot[1] - label_w)
                        if need > lines[spec.key]:
                            lines[spec.key], grown = need, True
            if not grown:
                break
        first_label_w = label_ws[0] if spill and label_ws else self._label_width(match_rows, first[1])
        return _Layout(row_h=row_h, spill=spill, slots=slots, columns=columns,
                       label_ws=label_ws, lines=lines, overflow=overflow,
                       first_label_w=first_label_w,
                       content_bottom=max([self._match_bottom(top, row_h), *ends]))

    def _flow(self, slots: list[tuple[int, int, int]], column_bottom: int, bottom: int,
              row_h: int, lines: dict[str, int] | None = None
              ) -> tuple[list[list[tuple[str, Any]]], bool, list[int]]:
        """Which headings and rows go in which option column (``slots``: x, width, top):
        per column a list of ("gap", None), ("group", title) and ("row", spec); whether
        some did not fit; and where each column ends.  A column but the last ends near
        ``column_bottom`` (balanced), the last at ``bottom``.  ``lines``: how many rows'
        height an option takes (a multi's toggles), else 1."""
        lines = lines or {}
        m = self.metrics
        header_h = m.px(34)
        columns: list[list[tuple[str, Any]]] = [[]]
        ends: list[int] = []
        y = slots[0][2]
        overflow = False

        def next_column() -> bool:
            nonlocal y, overflow
            if len(columns) >= len(slots):
                overflow = True
                return False
            ends.append(y)
            columns.append([])
            y = slots[len(columns) - 1][2]
            return True

        def soft() -> int:
            return column_bottom if len(columns) < len(slots) else bottom

        for group, specs in self.model.groups():
            if y != slots[len(columns) - 1][2]:
                y += m.px(8)
                columns[-1].append(("gap", None))
                if y + header_h + row_h > soft() and not next_column():
                    break
            columns[-1].append(("group", group))
            y += header_h
            for spec in specs:
                height = row_h * lines.get(spec.key, 1)
                # a tall row (a multi's toggles) stays where it starts when it begins above
                # the column's balanced bottom and ends above the form's: moved whole to
                # the next column, it would leave a gap its height and push the rest over
                limit = soft()
                if height > row_h and y + row_h <= limit and y + height <= bottom:
                    limit = bottom
                if y + height > limit:
                    if not next_column():
                        break
                    columns[-1].append(("group", _("{group} (continued)").format(group=group)))
                    y += header_h
                columns[-1].append(("row", spec))
                y += height
            if overflow:
                break
        ends.append(y)
        return columns, overflow, ends

    def _shown(self, y: int, height: int) -> bool:
        """Whether a row at ``y`` (on screen), ``height`` high, is drawn: wholly inside the
        form's band when it scrolls, always otherwise."""
        return self.view[0] <= y and y + height <= self.view[1]

    def scroll_by(self, pixels: int) -> bool:
        """Scroll a form taller than its room by ``pixels`` (down when positive); False
        when it does not scroll or is already at that end."""
        target = min(max(0, self.scroll + pixels), self.scroll_max)
        if target == self.scroll:
            return False
        if self.name_entry is not None:
            self._name_text = self.name_entry.get_text()
        self.scroll = target
        self._build()
        return True

    def _choice_texts(self, spec: OptionSpec) -> list[str]:
        """The texts a row's drop-down offers (none for a toggle, stepper or field)."""
        if spec.type in ("choice", "seat") or (spec.type == "int" and spec.allowed):
            return [t for t, _v in self._choices(spec)]
        return []

    def _label_need(self, spec: OptionSpec) -> int:
        """The pixels an option's whole label takes, with the gap before its control."""
        m = self.metrics
        label = game_text(self.model.game_id, spec.label)
        return text.size(label, m.small_px)[0] + m.px(LABEL_GAP_U) + FIT_SLACK_PX + 1

    def _toggle_width(self, label: str) -> int:
        """A multi toggle's width for ``label``: the text, the "on" mark's room (kept when
        off too) and the theme's padding on both sides."""
        m = self.metrics
        return text.size(ON_MARK + label, m.small_px)[0] + 2 * m.px(10) + FIT_SLACK_PX + 2

    def _toggle_places(self, spec: OptionSpec, width: int) -> list[tuple[int, int, int, str]]:
        """Where each toggle of a multi goes in a control ``width`` pixels wide: (line,
        x offset, width, the label it shows -- cut with "…" only when a toggle alone is
        wider than the whole control)."""
        m = self.metrics
        gap = m.px(TOGGLE_GAP_U)
        width = max(1, width)
        places = []
        line, x = 0, 0
        for value in spec.allowed or ():
            label = self._label_of(spec, value)
            w = self._toggle_width(label)
            if w > width:  # alone on its line, its label cut to fit
                room = width - (w - text.size(label, m.small_px)[0])  # less the mark, padding
                label = text.ellipsize(label, m.small_px, max(1, room))
                w = width
            if x and x + w > width:
                line, x = line + 1, 0
            places.append((line, x, w, label))
            x += w + gap
        return places

    def _multi_lines(self, spec: OptionSpec, width: int) -> int:
        """How many lines a multi's toggles take in a control ``width`` pixels wide."""
        places = self._toggle_places(spec, width)
        return 1 + max((line for line, *_rest in places), default=0)

    def _label_width(self, rows: list[tuple[str, list[str]]], width: int,
                     toggles: list[list[str]] | None = None) -> int:
        """The labels' width in a column ``width`` wide whose rows are (label, the texts
        of its drop-down, if any), and whose multi rows have ``toggles`` (their labels):
        the width that cuts the fewest labels, choices and toggles (the narrowest such, so
        the controls get the most), from what the longest label needs down; never more
        than ``LABEL_MAX_SHARE`` of the column, nor so much that a control keeps less
        than ``CONTROL_MIN_U``."""
        toggle_widths = [self._toggle_width(t) for texts in toggles or () for t in texts]
        m = self.metrics
        size = m.small_px
        most = max(1, min(round(width * LABEL_MAX_SHARE), width - m.px(CONTROL_MIN_U)))

        def need(label: str) -> int:
            return text.size(label, size)[0] + m.px(LABEL_GAP_U) + FIT_SLACK_PX + 1

        needs = [need(label) for label, _texts in rows]
        choice_widths = [[text.size(t, size)[0] for t in texts] for _label, texts in rows]

        rows_fit = (m.px(260) - 2) // m.px(32)  # an open list's rows, most often

        def cut_choices(texts: list[str], widths: list[int], room: int) -> int:
            """Choices cut, and twice more those whose start alone would look alike
            (they are cut in the middle: "Laukote…e joon", the hardest to read)."""
            cut = [t for t, w in zip(texts, widths, strict=True) if w > room]
            if len(cut) < 2:
                return len(cut)
            starts = [text.ellipsize(t, size, room) for t in cut]
            alike = sum(starts.count(start) > 1 for start in starts)
            return len(cut) + ALIKE_CUT_COST * alike

        def cuts(label_w: int) -> int:
            total = LABEL_CUT_COST * sum(n > label_w for n in needs)
            total += sum(w > width - label_w for w in toggle_widths)  # alone on a line, cut
            for (_label, texts), widths in zip(rows, choice_widths, strict=True):
                room = self._choice_room(width - label_w, scroll=len(widths) > rows_fit)
                total += cut_choices(texts, widths, room)
            return total

        candidates = sorted({min(n, most) for n in needs} | {most}) if needs else [most]
        return min(candidates, key=lambda w: (cuts(w), w))

    def _choice_room(self, width: int, scroll: bool = True) -> int:
        """The pixels a choice's text has in a drop-down ``width`` wide: beside its arrow
        when closed, beside the open list's scroll bar (if it has one) when open."""
        m = self.metrics
        closed = width - DROPDOWN_ARROW_PX - 2 * m.px(8) - 2
        listed = width - DROPDOWN_ARROW_PX - 2 - (DROPDOWN_SCROLL_PX if scroll else 0) \
            - 2 * m.px(10)
        return min(closed, listed) - FIT_SLACK_PX

    def _group_label(self, title: str, x: int, y: int, width: int) -> int:
        m = self.metrics
        if self._shown(y, m.px(30)):
            label = UILabel(pygame.Rect(x, y, width, m.px(30)), title, self.manager,
                            object_id="#group_label")
            self.labels.append(label)
        return y + m.px(34)

    def _label(self, text_: str, x: int, y: int, width: int, row_h: int, help_: str) -> str:
        """A row's label, kept a gap clear of its control and ended with "…" when it is
        longer than that; then the row's help (returned) starts with the whole label.
        The help shows in the help line above the buttons (not in a floating tool-tip,
        which covered the rows beneath the one it explained)."""
        m = self.metrics
        width -= m.px(LABEL_GAP_U)
        shown = text.ellipsize(text_, m.small_px, width - FIT_SLACK_PX)
        label = UILabel(pygame.Rect(x, y, width, row_h - m.px(6)), shown, self.manager,
                        object_id="#option_label")
        self.labels.append(label)
        if shown == text_:
            return help_
        return f"{text_}: {help_}" if help_ else text_

    def _shown_choices(self, texts: list[str], width: int, rows_fit: int) -> list[str]:
        """What a drop-down of ``width`` shows for each choice: the whole text where it
        fits both the closed control (beside its arrow) and the open list (beside its
        scroll bar when it has one), else cut with "…" (pygame_gui cuts a long item
        mid-word with no sign).  Two choices never show the same text."""
        m = self.metrics
        room = self._choice_room(width, scroll=len(texts) > rows_fit)
        size = m.small_px
        ways = (lambda t: text.ellipsize(t, size, room),  # the start, then "…"
                lambda t: _cut_middle(t, size, room),  # "start…end"
                lambda t: _cut_start(t, size, room))  # "…end"
        shown = [ways[0](t) for t in texts]
        for way in ways[1:]:
            if len(set(shown)) == len(shown):
                break
            shown = [s if shown.count(s) == 1 else way(t) for s, t in zip(shown, texts, strict=True)]
        if len(set(shown)) < len(shown):  # still alike: number them
            shown = [s if shown.count(s) == 1 else
                     text.ellipsize(f"{i + 1}. {t}", size, room)
                     for i, (s, t) in enumerate(zip(shown, texts, strict=True))]
        return shown

    def _dropdown_row(self, key: str, label: str, x: int, y: int, width: int, row_h: int,
                      options: list[tuple[str, Any]], current: Any, help_: str,
                      kind: str, label_w: int | None = None) -> int:
        m = self.metrics
        if not self._shown(y, row_h - m.px(6)):
            return y + row_h
        label_w = self.label_w if label_w is None else label_w
        help_ = self._label(label, x, y, label_w, row_h, help_)
        rect = pygame.Rect(x + label_w, y, width - label_w, row_h - m.px(6))
        # every list opens downwards (one arrow for all), as far as the window allows;
        # a longer list scrolls
        room = m.height - rect.bottom - m.px(8)
        limit = max(m.px(60), min(m.px(260), room))
        texts = self._shown_choices([t for t, _ in options], rect.width,
                                    (limit - 2) // m.px(32))
        values = {shown: v for shown, (_, v) in zip(texts, options, strict=True)}
        start = next((shown for shown, (_, v) in zip(texts, options, strict=True) if v == current), texts[0])
        dropdown = UIDropDownMenu(texts, start, rect, self.manager,
                                  expansion_height_limit=limit)
        row = Row(key, kind, pygame.Rect(x, y, width, row_h), help_, [dropdown], dropdown, values)
        self.rows[key] = row
        return y + row_h

    def _option_row(self, spec: OptionSpec, x: int, y: int, width: int, row_h: int,
                    line_h: int | None = None) -> int:
        """One option's row, ``row_h`` high (a multi's toggles take lines of ``line_h``)."""
        m = self.metrics
        if not self._shown(y, row_h - m.px(6)):
            return y + row_h
        value = self.model.values.get(spec.key)
        words = self.model.game_id
        help_ = game_text(words, spec.help)
        if spec.type in ("choice", "int_list") or (spec.type == "int" and spec.allowed):
            choices = ", ".join(f"\u201c{self._label_of(spec, v)}\u201d" for v in spec.allowed or ()) \
                if spec.type == "choice" else spec.describe_choices()
            help_ += " " + _("Choices: {choices}.").format(choices=choices)
        elif spec.type == "int":
            help_ += " " + _("Allowed: {allowed}.").format(allowed=spec.describe_allowed())
        elif spec.type == "multi":
            values = ", ".join(f"\u201c{self._label_of(spec, v)}\u201d" for v in spec.allowed or ())
            choices = _("one or more of {values}").format(values=values) \
                if spec.min_items == 1 else \
                _("at least {n} of {values}").format(n=spec.min_items, values=values)
            help_ += " " + _("Choices: {choices}.").format(choices=choices)
        if spec.type in ("choice", "seat") or (spec.type == "int" and spec.allowed):
            return self._dropdown_row(spec.key, game_text(words, spec.label), x, y, width, row_h,
                                      self._choices(spec), value, help_, spec.type)
        label_w = self.label_w
        cx, cw, ch = x + label_w, width - label_w, row_h - m.px(6)
        # a multi's toggles take several lines: its label stays beside the first
        line_h = min(row_h, line_h or row_h)
        help_ = self._label(game_text(words, spec.label), x, y, label_w, line_h, help_)
        row = Row(spec.key, spec.type, pygame.Rect(x, y, width, row_h), help_)
        if spec.type == "bool":
            toggle = UIButton(pygame.Rect(cx, y, min(cw, m.px(110)), ch),
                              _("On") if value else _("Off"), self.manager,
                              object_id="#toggle_on" if value else "#form_button")
            row.elements, row.control = [toggle], toggle
        elif spec.type == "int":
            step_w = m.px(34)
            minus = UIButton(pygame.Rect(cx, y, step_w, ch), "\u2212", self.manager,
                             object_id="#form_button")
            entry = UITextEntryLine(pygame.Rect(cx + step_w + m.px(4), y,
                                                cw - 2 * step_w - m.px(8), ch), self.manager)
            entry.set_allowed_characters("numbers")
            entry.set_text(str(value))
            plus = UIButton(pygame.Rect(cx + cw - step_w, y, step_w, ch), "+", self.manager,
                            object_id="#form_button")
            row.kind = "int_range"
            row.elements, row.control = [minus, entry, plus], entry
        elif spec.type == "multi":
            chosen = value if isinstance(value, list) else []
            for item, (line, dx, w, label) in zip(spec.allowed or (), self._toggle_places(spec, cw),
                                                  strict=True):
                on = item in chosen
                toggle = UIButton(pygame.Rect(cx + dx, y + line * line_h, w, line_h - m.px(6)),
                                  (ON_MARK + label) if on else label, self.manager,
                                  object_id="#toggle_on" if on else "#form_button")
                row.elements.append(toggle)
                row.items.append(item)
                row.values[label] = item
            row.control = row.elements[0] if row.elements else None
        else:  # int_list and anything textual
            entry = UITextEntryLine(pygame.Rect(cx, y, cw, ch), self.manager,
                                    placeholder_text=_(NO_HOUSE_RULES))
            entry.set_text(format_int_list(value) if spec.type == "int_list" else str(value or ""))
            row.kind = "int_list"
            row.elements, row.control = [entry], entry
        self.rows[spec.key] = row
        return y + row_h

    def _choices(self, spec: OptionSpec) -> list[tuple[str, Any]]:
        if spec.type == "seat":
            return self.model.seat_choices(spec)
        return [(self._label_of(spec, value), value) for value in spec.allowed or ()]

    def _label_of(self, spec: OptionSpec, value: Any) -> str:
        """A value as the player reads it, in the game's catalog when the YAML labels it."""
        return game_text(self.model.game_id, spec.label_of(value)) if value in spec.labels \
            else spec.label_of(value)

    # --- events -----------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if self._toggle_key(event) or self._scroll_event(event):
            return
        if self.manager is not None and self.manager.process_events(event):
            return
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            self._button(event.ui_element)
        elif event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            self._dropdown(event.ui_element, event.text)
        elif event.type in (pygame_gui.UI_TEXT_ENTRY_CHANGED, pygame_gui.UI_TEXT_ENTRY_FINISHED):
            self._entry(event.ui_element, event.text)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if not self.close_open_dropdown():  # Esc closes an open list first
                self.app.scenes.pop()
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if not self._typing():
                self.start_match()
        else:
            for button in (self.back, self.start):
                if button.handle(event):
                    return

    def _scroll_event(self, event: pygame.event.Event) -> bool:
        """A form taller than its room scrolls with the mouse wheel, Page Up / Page Down,
        Home / End and the up and down arrows (while no list is open, no field is being
        typed in and no toggle has the keyboard's focus); True when the event was used."""
        if not self.scroll_max or self.open_dropdown() is not None:
            return False
        line = self.layout_used.row_h if self.layout_used is not None else self.metrics.px(34)
        page = max(line, self.view[1] - self.view[0] - line)
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-3 * line * event.y)
            return True
        if event.type != pygame.KEYDOWN or self._typing():
            return False
        steps = {pygame.K_PAGEDOWN: page, pygame.K_PAGEUP: -page,
                 pygame.K_END: self.scroll_max, pygame.K_HOME: -self.scroll_max}
        if self.focused_toggle() is None:
            steps.update({pygame.K_DOWN: line, pygame.K_UP: -line})
        if event.key not in steps:
            return False
        self.scroll_by(steps[event.key])
        return True

    def open_dropdown(self) -> UIDropDownMenu | None:
        """The drop-down whose list is open, if any."""
        for row in self.rows.values():
            control = row.control
            if isinstance(control, UIDropDownMenu) and \
                    control.current_state is control.menu_states["expanded"]:
                return control
        return None

    def close_open_dropdown(self) -> bool:
        """Close an open drop-down list without changing its value; False if none was."""
        dropdown = self.open_dropdown()
        if dropdown is None:
            return False
        dropdown.current_state.should_transition = True
        dropdown.current_state.target_state = "closed"
        return True

    def _typing(self) -> bool:
        focus = self.manager.get_focus_set() if self.manager is not None else None
        return bool(focus) and any(isinstance(e, UITextEntryLine) for e in focus)

    def _row_of(self, element: Any) -> Row | None:
        for row in self.rows.values():
            if element in row.elements:
                return row
        return None

    def _button(self, element: Any) -> None:
        if element is self.save_button:
            self.save()
            return
        row = self._row_of(element)
        if row is None:
            return
        if row.kind == "bool":
            self.model.set(row.key, not self.model.values.get(row.key))
            self._build()
        elif row.kind == "multi":
            self._toggle(row.key, row.items[row.elements.index(element)])
        elif row.kind == "int_range":
            spec = self.model.schema.options[row.key]
            value = self.model.values.get(row.key)
            value = value if isinstance(value, int) else (spec.default or 0)
            value += -1 if element is row.elements[0] else 1
            if spec.min is not None:
                value = max(spec.min, value)
            if spec.max is not None:
                value = min(spec.max, value)
            self.model.set(row.key, value)
            row.control.set_text(str(value))

    def _toggle(self, key: str, item: Any) -> None:
        """Turn one value of a multi option on or off; the last one on stays on, and the
        line above the buttons says why."""
        self.toggle_focus = (key, item)
        if self.model.toggle(key, item):
            if self._refused_toggle:
                self.status, self._refused_toggle = "", False
        else:
            spec = self.model.schema.options[key]
            self.status = _("{option}: at least one must stay on.").format(
                option=game_text(self.model.game_id, spec.label)) if spec.min_items == 1 else \
                _("{option}: at least {n} must stay on.").format(
                    option=game_text(self.model.game_id, spec.label), n=spec.min_items)
            self.status_is_problem = True
            self._refused_toggle = True
        self._build()

    def toggle_order(self) -> list[tuple[str, Any]]:
        """Every multi toggle as (option key, value), in the form's order."""
        return [(key, item) for key, item in self.focus_order() if item is not None]

    def focus_order(self) -> list[tuple[str, Any]]:
        """Every control the keyboard can reach, in the form's order (column by column,
        top to bottom): a multi's toggles as (option key, value), any other row as (its
        key, None).  The order Tab moves the keyboard's focus in."""
        rows = sorted((r for r in self.rows.values() if r.elements),
                      key=lambda r: (r.rect.x, r.rect.y))
        order: list[tuple[str, Any]] = []
        for row in rows:
            if row.kind == "multi":
                order.extend((row.key, item) for item in row.items)
            else:
                order.append((row.key, None))
        return order

    def _move_toggle_focus(self, step: int) -> bool:
        order = self.focus_order()
        if not order:
            return False
        if self.toggle_focus in order:
            at = (order.index(self.toggle_focus) + step) % len(order)
        else:
            at = 0 if step > 0 else len(order) - 1
        self.toggle_focus = order[at]
        return True

    def focused_row(self) -> Row | None:
        """The row the keyboard's focus is on, if any."""
        if self.toggle_focus is None:
            return None
        key, item = self.toggle_focus
        row = self.rows.get(key)
        if row is None or not row.elements or (item is not None and item not in row.items):
            return None
        return row

    def focused_toggle(self) -> Any:
        """The element the keyboard is on, if any: a multi's toggle, or a row's control."""
        row = self.focused_row()
        if row is None:
            return None
        item = self.toggle_focus[1]
        return row.elements[row.items.index(item)] if item is not None else row.control

    def focus_rect(self) -> pygame.Rect | None:
        """Where the keyboard's focus ring goes: the focused toggle, or all of a row's
        controls (a stepper's minus, field and plus)."""
        row = self.focused_row()
        if row is None:
            return None
        if self.toggle_focus[1] is not None:
            return self.focused_toggle().rect.copy()
        return row.elements[0].rect.unionall([e.rect for e in row.elements[1:]])

    def _toggle_key(self, event: pygame.event.Event) -> bool:
        """The keyboard on the form: Tab / Shift+Tab (and the up and down arrows while a
        control has the focus) move the focus from control to control; Space turns a
        toggle on or off (an On/Off rule, a multi's value) or takes a list's next choice;
        the left and right arrows take a list's previous or next choice, step a number
        down or up, and move along a multi's toggles; Enter in a number or list field
        starts typing in it.  True when the key was used."""
        if event.type != pygame.KEYDOWN or self._typing() or self.open_dropdown() is not None:
            return False
        row = self.focused_row()
        if event.key == pygame.K_TAB:
            return self._move_toggle_focus(-1 if event.mod & pygame.KMOD_SHIFT else 1)
        if row is None:
            return False
        multi = self.toggle_focus[1] is not None
        if event.key == pygame.K_DOWN or (multi and event.key == pygame.K_RIGHT):
            return self._move_toggle_focus(1)
        if event.key == pygame.K_UP or (multi and event.key == pygame.K_LEFT):
            return self._move_toggle_focus(-1)
        step = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1}.get(event.key)
        if event.key == pygame.K_SPACE:
            if multi:
                self._toggle(*self.toggle_focus)
            elif row.kind == "bool":
                self._button(row.control)
            elif row.values:
                self._step_choice(row, 1, wrap=True)
            return True
        if step is not None:
            if row.values:
                self._step_choice(row, step, wrap=False)
            elif row.kind == "int_range":
                self._button(row.elements[0] if step < 0 else row.elements[-1])
            elif row.kind == "bool":
                self._button(row.control)
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and \
                isinstance(row.control, UITextEntryLine):
            self.manager.set_focus_set(row.control)
            return True
        return False

    def _step_choice(self, row: Row, step: int, wrap: bool) -> None:
        """A list row's previous or next choice, as if picked from its list."""
        shown = list(row.values)
        current = row.control.selected_option
        current = current[0] if isinstance(current, tuple) else current
        at = shown.index(current) if current in shown else 0
        at = (at + step) % len(shown) if wrap else min(len(shown) - 1, max(0, at + step))
        if shown[at] != current:
            self._dropdown(row.control, shown[at])
            self._build()

    def _dropdown(self, element: Any, chosen: str) -> None:
        row = self._row_of(element)
        if row is None or chosen not in row.values:
            return
        value = row.values[chosen]
        if row.kind == "preset":
            self.model.set_preset(value)
        elif row.kind == "house":
            if value is None:
                self.model.set_preset(self.model.preset)
            else:
                self.model.apply_house_rules(self.model.house_rules[value])
        elif row.kind == "level":
            self.model.set_level(int(row.key.split(":")[1]) - 1, value)
            return
        else:
            self.model.set(row.key, value)
            if row.key != "players":
                return
        self._build()

    def _entry(self, element: Any, typed: str) -> None:
        row = self._row_of(element)
        if row is None:
            return
        spec = self.model.schema.options[row.key]
        if row.kind == "int_range":
            if not typed.strip().isdigit():
                self.model.set_error(row.key, f"type {spec.describe_allowed()}")
                return
            value: Any = int(typed)
        else:
            try:
                value = parse_int_list(typed)
            except ValueError as error:
                self.model.set_error(row.key, _("{error}; use {allowed}").format(
                    error=error, allowed=spec.describe_allowed()))
                return
        reason = spec.check(value)
        if reason:
            self.model.set_error(row.key, reason)
        else:
            self.model.set(row.key, value)

    # --- actions -------------------------------------------------------------------------------------
    def save(self) -> None:
        name = self.name_entry.get_text() if self.name_entry is not None else self._name_text
        try:
            self.status = self.model.save(name)
            self.status_is_problem = False
        except (ValueError, OSError) as error:
            self.status = str(error)
            self.status_is_problem = True
        self._build()

    def start_match(self) -> None:
        problems = self.model.problems()
        if problems:
            self.status = _("Fix the problems shown before starting.")
            self.status_is_problem = True
            return
        from cardgames.core.in_progress import match_in_progress

        problems: list[str] = []  # a damaged autosave is set aside: the menu says where
        saved = match_in_progress(CATALOG, problems)  # a new match would overwrite it: ask
        for problem in problems:
            self.app.notify(_("The match in progress could not be resumed: {error}").format(
                error=problem))
        if saved is not None and saved.rebuilt:
            from cardgames.ui.save_text import kept_name, rebuilt_text

            self.app.notify(rebuilt_text(saved.path.name if saved.path else "autosave.json",
                                         kept_name(saved)))
        if saved is not None:
            from cardgames.ui.scenes.replace_match import ReplaceMatchScene

            self.app.scenes.push(ReplaceMatchScene(self.app, saved, self._start_table))
            return
        self._start_table()

    def _start_table(self) -> None:
        from cardgames.ui.scenes.table import TableScene

        self.app.scenes.push(TableScene(self.app, self.model.config()))

    # --- frame --------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        if self.manager is not None:
            self.manager.update(dt)
        self.help_text = ""
        for row in self.rows.values():
            if row.rect.collidepoint(self.mouse):
                self.help_text = row.help
                break
        else:  # nothing under the mouse: explain the field being typed in, if any
            focus = self.manager.get_focus_set() if self.manager is not None else None
            for element in [*(focus or ()), self.focused_toggle()]:
                row = self._row_of(element) if element is not None else None
                if row is not None:
                    self.help_text = row.help
                    break
        self.start.enabled = not self.model.problems()
        self.start.reason = _("Fix the problems shown first.")

    def draw(self, surface: pygame.Surface) -> None:
        m = self.metrics
        surface.blit(surfaces.felt(surface.get_size()), (0, 0))
        title = text.render(_("{game} \u2014 set the table").format(
            game=game_text(self.model.game_id, self.model.schema.title)), m.title_px,
                            style.CREAM, bold=True)
        left = self.left or m.px(28)
        surface.blit(title, (left, m.px(26)))
        hint = _("Hover over an option to see what it does.")
        surface.blit(text.render(hint, m.small_px, style.CREAM_DIM),
                     (left + m.px(2), m.px(28) + title.get_height() + m.px(4)))
        self._draw_footer(surface, m)
        if self.manager is not None:
            self.manager.draw_ui(surface)
        if self.scroll_max:  # a form that scrolls: where its band is, and how long
            band = self.form_band
            track = pygame.Rect(band.right + m.px(12), band.top, max(6, m.px(10)), band.height)
            pygame.draw.rect(surface, style.CREAM_DIM, track, 1,
                             border_radius=track.width // 2)
            length = max(track.width * 3, track.height * band.height //
                         (band.height + self.scroll_max))
            at = track.top + (track.height - length) * self.scroll // self.scroll_max
            pygame.draw.rect(surface, style.CREAM, (track.left, at, track.width, length),
                             border_radius=track.width // 2)
        ring = self.focus_rect()
        if ring is not None:  # the keyboard's focus
            pygame.draw.rect(surface, style.GOLD, ring.inflate(m.px(6), m.px(6)),
                             max(2, m.px(2)), border_radius=m.px(10))
        self.back.draw(surface, m)
        self.start.draw(surface, m)
        self.start.draw_tooltip(surface, m)

    def _draw_footer(self, surface: pygame.Surface, m: Metrics) -> None:
        """The help line, then problems and the save status, above the buttons.

        The box grows upwards into the free space below the form, never over a row nor
        under the buttons; when that is not enough, each message gets one line (cut with
        an ellipsis), then the explanation goes, then "... and N more"."""
        left = m.px(28)
        width = m.width - 2 * left
        inner = width - m.px(24)
        # (message, colour, essential): the explanation is the first to give way
        entries: list[tuple[str, tuple, bool]] = []
        for message in house_rules_notices(self.model.load_problems):
            entries.append((f"\u26a0 {message}", style.RED, True))
        if self.model.load_problems:
            entries.append((_("The other house rules can still be chosen; a file set aside "
                              "keeps what it held (cardgames rules check FILE explains a file)."),
                            style.CREAM_DIM, False))
        for problem in self.model.problems():
            entries.append(("\u26a0 " + _("Problem \u2014 {problem}").format(problem=problem),
                            style.RED, True))
        if self.status:
            entries.append((("\u26a0 " if self.status_is_problem else "\u2713 ") + self.status,
                            style.RED if self.status_is_problem else style.GOOD, True))
        if self.help_text and not entries:
            entries.append((self.help_text, style.CREAM, True))
        step = round(m.small_px * 1.35)
        bottom = self.back.rect.top - m.px(8)
        form_bottom = max((row.rect.bottom for row in self.rows.values()),
                          default=m.height - m.px(150))
        top = min(m.height - m.px(146), form_bottom + m.px(6))
        room = max(1, (bottom - top - m.px(16)) // step)
        wrapped = [(line, colour) for message, colour, _ in entries
                   for line in text.wrap(message, m.small_px, inner)]
        if len(wrapped) > room:  # one line each
            wrapped = [(self._one_line(message, m.small_px, inner), colour)
                       for message, colour, _ in entries]
        if len(wrapped) > room:  # only what matters
            wrapped = [(self._one_line(message, m.small_px, inner), colour)
                       for message, colour, essential in entries if essential]
        if len(wrapped) > room:  # and say how much is not shown
            hidden = len(wrapped) - room + 1
            wrapped = wrapped[:room - 1] + [(_("\u2026 and {n} more").format(n=hidden),
                                             style.CREAM_DIM)]
        if not wrapped:
            self.problem_rect = pygame.Rect(0, 0, 0, 0)
            return
        height = step * len(wrapped) + m.px(16)
        y = max(top, min(m.height - m.px(146), bottom - height))
        box = pygame.Rect(left, y, width, height)
        self.problem_rect = box
        surface.blit(surfaces.panel(box.size, m.px(10)), box)
        for i, (line, colour) in enumerate(wrapped):
            surface.blit(text.render(line, m.small_px, colour),
                         (left + m.px(12), y + m.px(8) + i * step))

    @staticmethod
    def _one_line(message: str, size_px: int, width: int) -> str:
        lines = text.wrap(message, size_px, width)
        return lines[0] if len(lines) <= 1 else lines[0].rstrip(" ,;:") + "\u2026"

    def target_rect(self, name: str) -> pygame.Rect | None:
        if name == "button:start":
            return pygame.Rect(self.start.rect)
        if name == "button:back":
            return pygame.Rect(self.back.rect)
        if name == "button:save" and self.save_button is not None:
            return pygame.Rect(self.save_button.rect)
        if name == "entry:name" and self.name_entry is not None:
            return pygame.Rect(self.name_entry.rect)
        if name == "problems":
            return pygame.Rect(self.problem_rect) if self.problem_rect.width else None
        key = name.split(":", 1)[1] if name.startswith("option:") else name
        if key.count(":") == 1:  # "option:pair_rules:korean": one toggle of a multi
            key, item = key.split(":")
            row = self.rows.get(key)
            if row is None or item not in row.items:
                return None
            return pygame.Rect(row.elements[row.items.index(item)].rect)
        row = self.rows.get(key)
        if row is None or row.control is None:
            return None
        return pygame.Rect(row.control.rect)
