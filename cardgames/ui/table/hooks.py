"""The hooks a game's UI module overrides to give a seated table its own words and pieces.

Every table layout is a *seated table* (:class:`cardgames.ui.table.seated.SeatedTable`):
seat panels round the felt, the score sheet, the prompt, the dealer's marker, the
tooltips, flying cards -- plus its family's centre (the trick, the press-your-luck row).
A game with more of its own subclasses its family's layout in
``cardgames/ui/games/<id>.py`` and overrides these hooks, and only these: public names,
one signature each, the same in every family (``tests/ui/test_layout_hooks.py`` checks
every layout against the Protocols below, and that no game overrides a private method or
imports a private class).

Seats are always given by number (``seat: int``, 0 = the viewer at the bottom); a hook
reads the *displayed* model (``self.model``: the picture, which runs behind the engine
while beats play) rather than the engine's view, so what a panel says never runs ahead of
the cards on the table.  Hooks that are handed the view get the viewer's own view (a
:class:`~cardgames.core.views.TableView` of the family's shape), nothing more.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

if TYPE_CHECKING:
    from cardgames.core.actions import Action
    from cardgames.ui.table.action_bar import Choice
    from cardgames.ui.table.markers import SeatMarker
    from cardgames.ui.table.presenter import Beat
    from cardgames.ui.table.summary import ScoreLine


@runtime_checkable
class SeatedTableHooks(Protocol):
    """The hooks of every seated table, whatever its family."""

    #: the score sheet's columns besides the score (their words, marked with ``N_``)
    score_columns: tuple[str, ...]

    def seat_stats(self, seat: int) -> list[tuple[str, str]]:
        """The figures on ``seat``'s panel, as (label, value) pairs ("Bid", "2")."""
        ...

    def score_cells(self, seat: int) -> list[str]:
        """``seat``'s cells under :attr:`score_columns` on the score sheet."""
        ...

    def prompt_text(self, view: Mapping[str, Any]) -> str:
        """What the prompt asks the human on the human's turn (``view``: theirs)."""
        ...

    def markers(self) -> list[SeatMarker]:
        """The chips and tags on the seat panels, drawn in this order (the dealer's chip;
        a game's own, e.g. Pocha's *mano*)."""
        ...

    def place_markers(self) -> None:
        """Put each marker on its seat's panel (and hide the ones not shown now)."""
        ...

    def direction(self) -> str:
        """The direction of play round the table (``geometry.CLOCKWISE`` or
        ``COUNTER_CLOCKWISE``)."""
        ...

    def sync_extra(self, view: Mapping[str, Any]) -> None:
        """Read the game's own view fields (``view["extra"]``) into the model."""
        ...

    def extra_beats(self, event: Any) -> list[Beat]:
        """The beats of the game's own events (the family's are handled already)."""
        ...

    def summary_title(self, event: Any) -> str:
        """The heading of the hand (or game) summary for a ``hand_scored`` event."""
        ...

    def summary_subtitle(self, event: Any) -> str:
        """The line under the summary's heading."""
        ...

    def language_changed(self) -> None:
        """Word again what is worded once (markers' labels); the rest is worded each
        frame."""
        ...

    def seat_active(self, seat: int) -> bool:
        """Whether ``seat`` plays now (its panel is dimmed when not)."""
        ...

    def seat_flash(self, seat: int) -> float:
        """How strongly ``seat``'s panel is outlined for its last move (1 -> 0)."""
        ...


@runtime_checkable
class TrickTableHooks(SeatedTableHooks, Protocol):
    """The trick family's own hooks (:class:`~cardgames.ui.table.trick_layout.TrickLayout`)."""

    def largest_hand(self) -> int:
        """The most cards a hand can hold (sizes the fans and the hand area)."""
        ...

    def hand_display_order(self, cards: list[str]) -> list[str]:
        """The viewer's cards in the order the hand shows them."""
        ...

    def place_hand(self) -> None:
        """Lay the human's hand out in the geometry's hand area (a game whose hand is
        another part, or whose cards are drawn narrower, sizes it its own way)."""
        ...

    def deal_started(self, event: Any) -> None:
        """Read a ``dealt`` event's fields into the model (trump, leader ...)."""
        ...

    def choices(self, view: Mapping[str, Any]) -> list[Choice]:
        """The action bar's buttons for the legal actions that are not cards."""
        ...

    def bar_active(self, phase: str) -> bool:
        """Whether the action bar is up in this phase."""
        ...

    def score_title(self) -> tuple[str, str]:
        """The score sheet's heading and the line under it."""
        ...

    def score_words(self, seat: int, event: Any) -> str:
        """``seat``'s line of the hand summary in words."""
        ...

    def trump_caption(self) -> str:
        """The line under the trump's name in the corner."""
        ...


@runtime_checkable
class PressTableHooks(SeatedTableHooks, Protocol):
    """The press-your-luck family's own hooks
    (:class:`~cardgames.ui.table.press_layout.PressLayout`)."""

    def card_words(self, code: str) -> str:
        """A card in a sentence ("five sheep")."""
        ...

    def attaches(self, code: str) -> bool:
        """Whether a row card of this kind hangs on the card it is attached to."""
        ...

    def area_order(self, cards: list[str]) -> list[str]:
        """How a seat's banked cards are laid out."""
        ...

    def choice_label(self, action: Action) -> str:
        """The words on a picker button."""
        ...

    def row_heading(self) -> str:
        """The line over the row."""
        ...

    def risk_lines(self) -> list[tuple[str, str]]:
        """The risk read-out's figures, as (label, value) pairs."""
        ...

    def summary_lines(self, event: Any) -> tuple[list[ScoreLine], tuple[str, ...]]:
        """The end summary's lines and notes."""
        ...


@runtime_checkable
class TileTableHooks(SeatedTableHooks, Protocol):
    """The hooks every tile table shares
    (:class:`~cardgames.ui.table.tile_table.TileTable`: the fishing and the
    draw-and-discard families).  Click targets and places are the names its module
    docstring lists (``hand:CODE``, ``stock``, ``step:VERB``, ``drawn``, the groups'
    ``<place>:SEAT``) and the family's own."""

    def largest_hand(self) -> int:
        """The most tiles the viewer's hand can hold (0: the game has no hand)."""
        ...

    def hand_display_order(self, cards: list[str]) -> list[str]:
        """The viewer's tiles (keys such as ``6-6#3``) in the order the hand shows them."""
        ...

    def hand_runs(self, cards: list[str]) -> list[int]:
        """How the viewer's tiles (in display order) fall into groups that lie together
        with a little air between them: the sizes of the runs, in order (what is left is
        one more run; generic: none)."""
        ...

    def has_stock(self) -> bool:
        """Whether the game draws from a shared face-down stock."""
        ...

    def shows_groups(self) -> bool:
        """Whether the seats' face-up groups (catches, laid pairs) have areas on the table."""
        ...

    def action_steps(self, action: Action) -> tuple[str, ...]:
        """The clicks that make a legal action, as target names; () puts it in the bar."""
        ...

    def turn_steps(self) -> tuple[str, ...]:
        """The verbs of the turn's steps: buttons kept in the bar through the human's turn,
        lit only while one of their actions is legal."""
        ...

    def clicked_action(self, steps: tuple[str, ...]) -> str | None:
        """The action a sequence of clicks names, legal or not (the engine says why it is
        refused), or None when it names none."""
        ...

    def no_move_words(self, steps: tuple[str, ...]) -> str:
        """Why a sequence of clicks that names no action does nothing."""
        ...

    def action_preview(self, action: Action) -> tuple[list[str], str]:
        """What an action would take (target names, outlined) and its points in words."""
        ...

    def deal_started(self, event: Any) -> None:
        """A ``dealt`` event's beat starts: set the model for the new deal (the stock's
        and the piles' counts) before its tiles fly."""
        ...

    def event_started(self, event: Any) -> None:
        """Any other event's beat starts: read the figures it carries into the model
        (each catch's value so far ...)."""
        ...

    def moves_for(self, event: Any) -> list[Any]:
        """The tiles an event moves, as :class:`~cardgames.ui.table.tile_model.Move`."""
        ...

    def event_words(self, event: Any) -> str:
        """An event as a sentence for the line of what just happened."""
        ...

    def group_title(self, seat: int) -> str:
        """The heading over a seat's groups (a second line after a newline)."""
        ...

    def score_title(self) -> tuple[str, str]:
        """The score sheet's heading and the line under it."""
        ...

    def summary_lines(self, event: Any) -> tuple[list[ScoreLine], tuple[str, ...]]:
        """The hand summary's score lines and notes."""
        ...

    def hand_label(self, record: Mapping[str, Any]) -> str:
        """A hand's label on the match chart's axis."""
        ...

    def draw_tile_tip(self, surface: Any, code: str) -> None:
        """Draw the tooltip of the face-up tile ``code`` under the mouse."""
        ...


@runtime_checkable
class FishingTableHooks(TileTableHooks, Protocol):
    """The fishing family's own hooks
    (:class:`~cardgames.ui.table.fishing_layout.FishingLayout`): its targets add
    ``table:CODE``, ``end:left`` ..., its places ``catch:SEAT``, ``pile:SEAT`` ..."""

    def uses_seat_piles(self) -> bool:
        """Whether each seat plays from a face-down pile of its own."""
        ...

    def catch_title(self, seat: int) -> str:
        """The heading over a seat's catch (its name and running value; a second line
        after a newline)."""
        ...


@runtime_checkable
class DrawDiscardTableHooks(TileTableHooks, Protocol):
    """The draw-and-discard family's own hooks
    (:class:`~cardgames.ui.table.draw_discard_layout.DrawDiscardLayout`): its targets
    add ``discards:CODE`` (a discard), its places ``discards`` and ``exposed:SEAT``."""

    def discard_style(self) -> str:
        """How the discards lie: ``"pool"`` (every tile visible, copies grouped with a
        count: any may be taken), ``"pile"`` (the latest on top, the ones before it
        fanned: only the live one may be taken) or ``"rows"`` (each seat's discards in a
        row in front of it, in the order thrown)."""
        ...

    def discards_title(self) -> str:
        """The heading over the discards."""
        ...

    def live_words(self) -> str:
        """The tag under the live discard (the one that may be taken), "" for none."""
        ...

    def discard_tip(self, code: str) -> str:
        """A line added to a discard's tooltip (who threw it, whether it may be taken)."""
        ...

    def hands_in_match(self) -> int | None:
        """How many hands the match has (None: played to a target)."""
        ...

    def score_subtitle(self) -> str:
        """The line under the score sheet's heading (the stock, a pot)."""
        ...

    def claim_window(self, view: Mapping[str, Any]) -> Mapping[str, Any] | None:
        """The open claim window the view shows (``core/views.py: ClaimWindow``), or None
        (generic: a claims view's ``window``, else ``extra.claim_window``)."""
        ...

    def claim_call(self, claim: str) -> str:
        """The word announced big when a seat takes the card with ``claim`` (its claim
        word; generic: the game's label for it, called out: "Dui!")."""
        ...


#: every hooks Protocol, by the family layout that implements it
FAMILY_HOOKS: dict[str, type] = {"TrickLayout": TrickTableHooks, "PressLayout": PressTableHooks,
                                 "FishingLayout": FishingTableHooks,
                                 "DrawDiscardLayout": DrawDiscardTableHooks}
