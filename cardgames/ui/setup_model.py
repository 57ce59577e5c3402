"""What the table-setup form is editing, without any widgets.

The form is generated from the game's option schema; this model holds the values it
edits -- the preset, every option, each opponent's AI level -- and turns them into a
:class:`~cardgames.ui.table.match.MatchConfig` or a saved set of house rules.  Every
check is the schema's own (``RuleSchema.problems`` with the game's validator), so the
form can never accept what ``cardgames rules check`` would refuse.

Saved house rules are listed from the config folder; a file that is broken is reported
(its problems are kept in ``load_problems``, shown on screen) and never stops anything:
the form starts on the defaults.
"""

from __future__ import annotations

from typing import Any

from cardgames.catalog import CATALOG
from cardgames.core.i18n import N_, _, game_text
from cardgames.core.options import HouseRules, OptionSpec, Problem, load_schema
from cardgames.core.userfiles import load_house_rules, save_house_rules
from cardgames.games import validator_for
from cardgames.ui.table.match import NAMES, MatchConfig, available_levels, default_level


def parse_int_list(text: str) -> list[int] | None:
    """``"1, 2, 3"`` or ``"[1,2,3]"`` -> ``[1, 2, 3]``; empty -> None.  ``ValueError``
    names what is wrong."""
    cleaned = text.strip().strip("[]").strip()
    if not cleaned:
        return None
    items = [part.strip() for part in cleaned.replace(";", ",").replace(" ", ",").split(",")]
    numbers = []
    for item in items:
        if not item:
            continue
        if not item.lstrip("-").isdigit():
            raise ValueError(f"{item!r} is not a whole number")
        numbers.append(int(item))
    return numbers or None


def format_int_list(value: list[int] | None) -> str:
    return "" if not value else ", ".join(str(v) for v in value)


#: the seat options' common word, for the catalog (a game's own words are its ``labels``)
SEAT_WORDS = {"random": N_("Random")}


class SetupModel:
    def __init__(self, game_id: str, preferred_level: str | None = None) -> None:
        self.game_id = game_id
        #: the opponents' level to start from (the player's "default AI level" setting)
        self.preferred_level = preferred_level
        self.schema = load_schema(game_id)
        self.validator = validator_for(game_id)
        self.preset: str = self.schema.default_preset
        self.values: dict[str, Any] = self._preset_values(self.preset)
        self.levels: list[str] = []
        self.house_rules: list[HouseRules] = []
        self.load_problems: list[Problem] = []
        self.house_name: str | None = None  # the saved set the values came from
        self.field_errors: dict[str, str] = {}  # text the player typed that isn't a value
        self.reload_house_rules()
        self._fit_levels()

    # --- reading ---------------------------------------------------------------------------
    @property
    def options(self) -> list[OptionSpec]:
        return list(self.schema.options.values())

    def groups(self) -> list[tuple[str, list[OptionSpec]]]:
        """Options by their group, in the schema's order of first appearance."""
        out: dict[str, list[OptionSpec]] = {}
        for spec in self.options:
            out.setdefault(game_text(self.game_id, spec.group or "Rules"), []).append(spec)
        return list(out.items())

    @property
    def players(self) -> int:
        value = self.values.get("players")
        return value if isinstance(value, int) else 4

    def seat_choices(self, spec: OptionSpec) -> list[tuple[str, Any]]:
        """The drop-down of a ``seat`` option as (label, value): 'Random', the option's own
        words (e.g. ``after_winner``, labelled by the schema's ``labels``), then each
        seat at a table of the chosen size."""
        words = [(game_text(self.game_id, str(spec.labels.get(w) or SEAT_WORDS.get(w)
                                              or w.replace("_", " ").capitalize())), w)
                 for w in spec.seat_words]
        seats = [(_("You (seat 0)"), 0)] + [(_("{name} (seat {seat})").format(
            name=NAMES[(s - 1) % len(NAMES)], seat=s), s) for s in range(1, self.players)]
        return words + seats

    def overrides(self) -> dict[str, Any]:
        """The options that differ from the chosen preset (what a house-rules file keeps)."""
        base = self._preset_values(self.preset)
        return {k: v for k, v in self.values.items() if base.get(k) != v}

    def problems(self) -> list[Problem]:
        """Everything that would stop the match from starting, in the player's words."""
        found = [Problem("", key, message) for key, message in self.field_errors.items()]
        _, schema_problems = self.schema.problems(self.overrides(), self.preset, "",
                                                  self.validator)
        return found + schema_problems

    def config(self, seed: int | None = None) -> MatchConfig:
        return MatchConfig(game_id=self.game_id, preset=self.preset,
                           rules=self.overrides() or None, ai_levels=list(self.levels),
                           seed=seed, default_ai=self.preferred_level,
                           rules_name=self.rules_name())

    def rules_name(self) -> str | None:
        """What statistics count the match under besides the preset: the loaded house
        rules' name while the options are theirs, "custom" for other changes, else None."""
        overrides = self.overrides()
        if self.house_name:
            rules = next((r for r in self.house_rules if r.name == self.house_name), None)
            if rules is not None and rules.preset == self.preset and \
                    self._resolved_overrides(rules) == overrides:
                return f"house: {self.house_name}"
        return "custom" if overrides else None

    def _resolved_overrides(self, rules: HouseRules) -> dict[str, Any]:
        resolved, _ = self.schema.problems(dict(rules.options), rules.preset, rules.name,
                                           self.validator)
        base = self._preset_values(rules.preset)
        return {k: v for k, v in resolved.items() if base.get(k) != v and k != "players"}

    # --- editing -----------------------------------------------------------------------------
    def set_preset(self, preset: str) -> None:
        """Start again from ``preset`` (house-rule edits are replaced by its values)."""
        if preset not in self.schema.presets:
            return
        players = self.players
        self.preset = preset
        self.values = self._preset_values(preset)
        if "players" in self.values and "players" not in self.schema.presets[preset].options:
            self.values["players"] = players  # a preset about rules keeps the table size
        self.field_errors.clear()
        self.house_name = None
        self._fit_levels()

    def set(self, key: str, value: Any) -> None:
        old = self.values.get(key)
        for spec in self.options:  # an option that follows this one and was not changed
            if spec.follows == key and self.values.get(spec.key) == old \
                    and spec.check(value) is None:
                self.values[spec.key] = spec.normalize(value)
        self.values[key] = value
        self.field_errors.pop(key, None)
        if key == "players":
            self._fit_levels()
            for spec in self.options:  # a seat that left the table goes back to random
                seat = self.values.get(spec.key)
                if spec.type == "seat" and isinstance(seat, int) and seat >= self.players:
                    self.values[spec.key] = "random"

    def toggle(self, key: str, item: str) -> bool:
        """Turn ``item`` of the ``multi`` option ``key`` on or off; False (nothing changed)
        when it is not one of its values, or turning it off would leave fewer than the
        option's ``min_items`` (the last system on stays on)."""
        spec = self.schema.options.get(key)
        if spec is None or spec.type != "multi" or item not in (spec.allowed or ()):
            return False
        current = self.values.get(key)
        chosen = set(current) if isinstance(current, list) else set()
        chosen ^= {item}
        value = [a for a in spec.allowed or () if a in chosen]
        if spec.check(value) is not None:
            return False
        self.set(key, value)
        return True

    def set_error(self, key: str, message: str) -> None:
        self.field_errors[key] = message

    def set_level(self, opponent: int, level: str) -> None:
        """AI level of opponent ``opponent`` (0 = seat 1)."""
        if 0 <= opponent < len(self.levels) and level in available_levels():
            self.levels[opponent] = level

    def apply_house_rules(self, rules: HouseRules) -> None:
        preset = rules.preset if rules.preset in self.schema.presets else self.schema.default_preset
        resolved, problems = self.schema.problems(dict(rules.options), preset,
                                                  rules.name, self.validator)
        self.preset = preset
        self.values = resolved
        self.field_errors.clear()
        self.house_name = rules.name
        self._fit_levels()
        if problems:
            self.load_problems = self.load_problems + problems

    def preselect(self, players: int | None = None, preset: str | None = None,
                  rules: dict | None = None, ai_levels: list[str] | None = None) -> None:
        if preset:
            self.set_preset(preset)
        for key, value in (rules or {}).items():
            spec = self.schema.options.get(key)
            if spec is not None and spec.check(value) is None:
                self.set(key, spec.normalize(value))
        if players is not None:
            self.set("players", players)
        for i, level in enumerate(ai_levels or []):
            self.set_level(i, level)

    # --- house rules on disk -----------------------------------------------------------------------
    def reload_house_rules(self) -> None:
        try:
            self.house_rules, self.load_problems = load_house_rules(self.game_id, CATALOG)
        except Exception as error:  # noqa: BLE001 - never let a file stop the setup
            self.house_rules = []
            self.load_problems = [Problem("house rules", "", _("could not be listed ({error})").format(
                error=error))]

    def save(self, name: str) -> str:
        """Save the current options as house rules called ``name``; returns a message."""
        name = name.strip()
        if not name:
            raise ValueError(_("Give your house rules a name first."))
        if self.problems():
            raise ValueError(_("Fix the problems shown before saving."))
        rules = HouseRules(self.game_id, name, self.preset, self.overrides())
        path = save_house_rules(rules)
        self.reload_house_rules()
        self.house_name = name
        return _("Saved \u201c{name}\u201d ({file}).").format(name=name, file=path.name)

    # --- helpers ---------------------------------------------------------------------------------------
    def _preset_values(self, preset: str | None) -> dict[str, Any]:
        resolved, _ = self.schema.problems(None, preset)
        return resolved

    def _fit_levels(self) -> None:
        need = max(0, self.players - 1)
        fill = default_level(self.preferred_level)
        self.levels = (self.levels + [fill] * need)[:need]
