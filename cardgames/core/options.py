"""Rule options: the schema each game declares in YAML, presets, and house-rules files.

A game's ``rules/<game>/options.yaml`` lists every option with its type, default,
allowed values and help, and the named presets.  Everything a player hands us — a
``rules=`` mapping, a preset name, a house-rules file — is checked against it, and each
problem names the file, the key and what is allowed.  The UI builds its setup form from
the same schema, so a new option needs no new UI code.

Types: ``bool``; ``int`` (``min``/``max`` or ``allowed``); ``choice`` (``allowed``
strings, with optional ``labels``); ``seat`` (``random``, a seat number, or one of the
extra words its ``allowed`` lists, with optional ``labels``, such as ``after_winner``);
``int_list`` (a list of ints with ``item_min``/``item_max``, may be ``nullable``; a deal
schedule's ``max_items`` is the most hands a match may have, so that it plays smoothly --
without one, ``MAX_LIST_ITEMS`` caps every list); ``multi`` (a set of the ``allowed``
strings, with optional ``labels``; at least ``min_items`` of them, 1 unless the YAML says
otherwise, so never empty; written and stored as a list in the order of ``allowed``).

What a player writes is checked (:meth:`OptionSpec.check`) and then put in its one stored
form (:meth:`OptionSpec.normalize`), so a rule set, a save and a statistics key never
differ only by spelling: a ``multi`` also takes the ``+``-joined text older files wrote
(``chinese+sum12``) and any order of its items; a ``choice`` whose allowed values are
numbers written as text (``"2"``) also takes the bare number (``num_sets: 2``).

An option may say ``follows: other``: its default is then the other option's value, when
neither the preset nor the rules set it (say, the most cards a player may exchange follows
the hand size).  Its ``default`` is what it is with
the other option's default.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

import yaml

from cardgames.core.i18n import _

from .paths import rules_dir
from .safe_yaml import YamlLimitError, YamlSyntaxError, short_repr
from .safe_yaml import load as load_yaml
from .storage import read_limited

if TYPE_CHECKING:
    from .catalog import Catalog

TYPES = ("bool", "int", "choice", "seat", "int_list", "multi")
#: the longest ``int_list`` a player may write (a deal schedule of 200 hands is plenty)
MAX_LIST_ITEMS = 200
#: the longest name of a set of house rules
MAX_NAME_CHARS = 80


@dataclass(frozen=True)
class Problem:
    """One thing wrong with a rules file or mapping, in words a player can act on."""

    source: str
    key: str
    message: str

    def __str__(self) -> str:
        where = f"{self.source}: " if self.source else ""
        return f"{where}{self.key}: {self.message}" if self.key else f"{where}{self.message}"


class OptionError(ValueError):
    """Options that can't be used; ``problems`` lists each one."""

    def __init__(self, problems: list[Problem]) -> None:
        self.problems = list(problems)
        super().__init__("\n".join(str(p) for p in self.problems))


@dataclass(frozen=True)
class OptionSpec:
    key: str
    type: str
    default: Any
    label: str = ""
    help: str = ""
    allowed: tuple[Any, ...] | None = None
    labels: Mapping[str, str] = field(default_factory=dict)
    min: int | None = None
    max: int | None = None
    item_min: int | None = None
    item_max: int | None = None
    #: an ``int_list`` of hands (a deal schedule): the most a match may have
    max_items: int | None = None
    #: a ``multi``: the fewest of its values that may be chosen (1: never none)
    min_items: int = 1
    nullable: bool = False
    group: str = "Rules"
    #: another option whose value is this one's default (see the module's docstring)
    follows: str | None = None

    @property
    def seat_words(self) -> tuple[str, ...]:
        """The words a ``seat`` option takes besides a seat number: ``random`` and the
        extra words of its ``allowed`` (empty for the other types)."""
        if self.type != "seat":
            return ()
        return ("random", *(a for a in self.allowed or () if a != "random"))

    def describe_allowed(self) -> str:
        """What the player may write for this option, as a short phrase."""
        if self.type == "bool":
            return _("true or false")
        if self.type in ("choice",) or (self.type == "int" and self.allowed):
            return _("one of {values}").format(values=", ".join(str(a) for a in self.allowed or ()))
        if self.type == "int":
            if self.min is not None and self.max is not None:
                return _("a whole number from {low} to {high}").format(low=self.min, high=self.max)
            if self.min is not None:
                return _("a whole number of at least {low}").format(low=self.min)
            return _("a whole number")
        if self.type == "seat":
            return _("{words} or a seat number (0 is you)").format(
                words=", ".join(f"'{w}'" for w in self.seat_words))
        if self.type == "int_list":
            low = self.item_min if self.item_min is not None else "?"
            high = self.item_max if self.item_max is not None else _("the largest hand of the game")
            text = _("a list of whole numbers from {low} to {high}").format(low=low, high=high)
            return text + (_(", or null") if self.nullable else "")
        if self.type == "multi":
            values = ", ".join(str(a) for a in self.allowed or ())
            if self.min_items == 1:
                return _("a list of one or more of {values}, each at most once").format(
                    values=values)
            return _("a list of at least {n} of {values}, each at most once").format(
                n=self.min_items, values=values)
        return self.type

    def label_of(self, value: Any) -> str:
        """``value`` as the player reads it: its label from the YAML's ``labels``, else the
        value with its underscores as spaces (``one_card_all`` -> "One card all")."""
        if value in self.labels:
            return str(self.labels[value])
        if isinstance(value, str):
            words = value.replace("_", " ").strip()
            return words[:1].upper() + words[1:]
        return str(value)

    def describe_choices(self) -> str:
        """What the player may choose, in the player's words (no internal values): the
        help line of a form, where :meth:`describe_allowed` is for files."""
        if self.type == "bool":
            return _("on or off")
        if self.type == "choice" or (self.type == "int" and self.allowed):
            return ", ".join(f"\u201c{self.label_of(a)}\u201d" for a in self.allowed or ())
        if self.type == "seat":
            return _("Random, or the seat that deals first")
        if self.type == "int_list":
            low = self.item_min if self.item_min is not None else 1
            text = _("hand sizes from {low} up, separated by commas").format(low=low)
            return text + (_(", or empty") if self.nullable else "")
        if self.type == "multi":
            values = ", ".join(f"\u201c{self.label_of(a)}\u201d" for a in self.allowed or ())
            if self.min_items == 1:
                return _("one or more of {values}").format(values=values)
            return _("at least {n} of {values}").format(n=self.min_items, values=values)
        return self.describe_allowed()

    def check(self, value: Any) -> str | None:
        """Why ``value`` is not allowed for this option, or None when it is."""
        wrong = _("{value} is not allowed; use {allowed}").format(
            value=short_repr(value), allowed=self.describe_allowed())
        if value is None:
            return None if self.nullable else wrong
        if self.type == "bool":
            return None if isinstance(value, bool) else wrong
        if self.type == "int":
            if not _is_int(value):
                return wrong
            if self.allowed is not None and value not in self.allowed:
                return wrong
            if (self.min is not None and value < self.min) or (
                self.max is not None and value > self.max
            ):
                return wrong
            return None
        if self.type == "choice":
            return None if self._choice_of(value) is not None else wrong
        if self.type == "seat":
            named = isinstance(value, str) and value in self.seat_words
            return None if named or (_is_int(value) and value >= 0) else wrong
        if self.type == "int_list":
            if not isinstance(value, list) or not value:
                return wrong
            if self.max_items is not None and len(value) > self.max_items:
                return _("{n} hands make the match too long to play smoothly; list at most "
                         "{most}").format(n=len(value), most=self.max_items)
            if len(value) > MAX_LIST_ITEMS:
                return _("a list of {n} numbers is too long; use at most {most}").format(
                    n=len(value), most=MAX_LIST_ITEMS)
            for item in value:
                if not _is_int(item):
                    return wrong
                if (self.item_min is not None and item < self.item_min) or (
                    self.item_max is not None and item > self.item_max
                ):
                    return wrong
            return None
        if self.type == "multi":
            return self._check_multi(value, wrong)
        return f"unknown option type {self.type!r}"

    def _choice_of(self, value: Any) -> str | None:
        """A ``choice`` value as its allowed text (a bare number written for a numeral the
        option allows, ``2`` for ``"2"``, is that numeral), or None if it is not one."""
        allowed = self.allowed or ()
        if isinstance(value, str):
            return value if value in allowed else None
        if _is_int(value) and str(value) in allowed:
            return str(value)
        return None

    def _multi_items(self, value: Any) -> list[Any] | None:
        """A ``multi`` value's items as written (a list, or the older ``+``-joined text),
        or None when it is neither."""
        if isinstance(value, str):
            return value.split("+")
        if isinstance(value, (list, tuple)):
            return list(value)
        return None

    def _check_multi(self, value: Any, wrong: str) -> str | None:
        allowed = self.allowed or ()
        items = self._multi_items(value)
        if items is None:
            return wrong
        if len(items) > len(allowed):
            return _("a list of {n} values is too long; use {allowed}").format(
                n=len(items), allowed=self.describe_allowed())
        seen: set[str] = set()
        for item in items:
            if not isinstance(item, str) or item not in allowed:
                return _("{item} is not one of {values}").format(
                    item=short_repr(item), values=", ".join(str(a) for a in allowed))
            if item in seen:
                return _("{item} is listed twice; list each value at most once").format(
                    item=short_repr(item))
            seen.add(item)
        if len(items) < self.min_items:
            return _("{n} chosen is too few; use {allowed}").format(
                n=len(items), allowed=self.describe_allowed())
        return None

    def normalize(self, value: Any) -> Any:
        """An allowed ``value`` (``check`` said None) in its one stored form: a ``multi`` as
        a list in the order of ``allowed``, a ``choice`` as its text; a list copied."""
        if self.type == "multi":
            items = self._multi_items(value) or []
            return [a for a in self.allowed or () if a in items]
        if self.type == "choice":
            chosen = self._choice_of(value)
            return value if chosen is None else chosen
        return _copy(value)


@dataclass(frozen=True)
class Preset:
    id: str
    label: str
    help: str
    options: Mapping[str, Any]


Validator = Callable[[dict[str, Any]], list[tuple[str, str]]]


@dataclass(frozen=True)
class RuleSchema:
    """A game's options and presets, read from its ``options.yaml``."""

    game: str
    title: str
    source: str
    options: Mapping[str, OptionSpec]
    presets: Mapping[str, Preset]
    default_preset: str

    def defaults(self) -> dict[str, Any]:
        return {key: _copy(spec.default) for key, spec in self.options.items()}

    def problems(
        self,
        rules: Mapping[str, Any] | None = None,
        preset: str | None = None,
        source: str = "",
        validator: Validator | None = None,
    ) -> tuple[dict[str, Any], list[Problem]]:
        """Resolve defaults < preset < rules; return the options and every problem found.

        Bad entries are dropped (their default stays), so a caller that wants to go on
        despite problems gets a usable set of options.
        """
        found: list[Problem] = []
        resolved = self.defaults()
        chosen: set[str] = set()  # options the preset or the rules set
        if preset is not None:
            if not isinstance(preset, str) or preset not in self.presets:
                found.append(
                    Problem(source, "preset", _("{preset} is not a preset of {game}; use one of "
                                                "{presets}").format(
                        preset=short_repr(preset), game=self.title, presets=", ".join(self.presets)))
                )
            else:
                resolved.update(_copy(dict(self.presets[preset].options)))
                chosen.update(self.presets[preset].options)
        if rules is not None and not isinstance(rules, Mapping):
            found.append(Problem(source, "options", _("must be a mapping of option names to values")))
            rules = None
        for key, value in (rules or {}).items():
            spec = self.options.get(key)
            if spec is None:
                found.append(
                    Problem(source, _key_text(key), _("is not an option of {game}; the options "
                                                      "are {options}").format(
                        game=self.title, options=", ".join(self.options)))
                )
                continue
            reason = spec.check(value)
            if reason:
                found.append(Problem(source, key, reason))
                continue
            resolved[key] = spec.normalize(value)
            chosen.add(key)
        self._follow(resolved, chosen)
        if validator is not None and not found:
            for key, message in validator(resolved):
                found.append(Problem(source, key, message))
        return resolved, found

    def _follow(self, resolved: dict[str, Any], chosen: set[str]) -> None:
        """Give each option that ``follows`` another and was not chosen the other's value
        (when it is one of its own allowed values; else its default stays)."""
        for key, spec in self.options.items():
            if spec.follows and key not in chosen and spec.follows in resolved:
                value = resolved[spec.follows]
                if spec.check(value) is None:
                    resolved[key] = spec.normalize(value)

    def normalized(self, options: Any) -> Any:
        """``options`` (a mapping read from a save or a history) with each allowed value of
        a known option in its stored form, so that rules written in an older spelling
        (``"pair_rules": "chinese+sum12"``) compare equal to the same rules now; anything
        else is returned as it is, to be refused by whoever compares."""
        if not isinstance(options, Mapping):
            return options
        out = {}
        for key, value in options.items():
            spec = self.options.get(key) if isinstance(key, str) else None
            out[key] = spec.normalize(value) if spec is not None and spec.check(value) is None \
                else value
        return out

    def resolve(
        self,
        rules: Mapping[str, Any] | None = None,
        preset: str | None = None,
        source: str = "",
        validator: Validator | None = None,
    ) -> dict[str, Any]:
        """Like ``problems`` but strict: any problem raises ``OptionError``."""
        resolved, found = self.problems(rules, preset, source, validator)
        if found:
            raise OptionError(found)
        return resolved


def _key_text(key: Any) -> str:
    """A key the player wrote, as text short enough for a message."""
    return key if isinstance(key, str) and len(key) <= 40 else short_repr(key)


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _copy(value: Any) -> Any:
    if isinstance(value, list):
        return list(value)
    if isinstance(value, dict):
        return {k: _copy(v) for k, v in value.items()}
    return value


# --- reading the schema ---------------------------------------------------------------------


def _schema_problem(source: str, key: str, message: str) -> OptionError:
    return OptionError([Problem(source, key, message)])


def parse_schema(data: Any, source: str) -> RuleSchema:
    """Build a schema from the YAML mapping, refusing a malformed file with its key."""
    if not isinstance(data, Mapping):
        raise _schema_problem(source, "", "the file must be a mapping with 'game' and 'options'")
    game = data.get("game")
    if not isinstance(game, str):
        raise _schema_problem(source, "game", "must name the game id")
    raw_options = data.get("options")
    if not isinstance(raw_options, Mapping) or not raw_options:
        raise _schema_problem(source, "options", "must be a mapping of option names")
    options: dict[str, OptionSpec] = {}
    for key, raw in raw_options.items():
        if not isinstance(raw, Mapping):
            raise _schema_problem(source, f"options.{key}", "must be a mapping")
        kind = raw.get("type")
        if kind not in TYPES:
            raise _schema_problem(source, f"options.{key}.type", f"use one of {', '.join(TYPES)}")
        allowed = raw.get("allowed")
        spec = OptionSpec(
            key=str(key),
            type=kind,
            default=raw.get("default"),
            label=str(raw.get("label", key)),
            help=str(raw.get("help", "")),
            allowed=tuple(allowed) if allowed is not None else None,
            labels=dict(raw.get("labels") or {}),
            min=raw.get("min"),
            max=raw.get("max"),
            item_min=raw.get("item_min"),
            item_max=raw.get("item_max"),
            max_items=raw.get("max_items"),
            min_items=raw.get("min_items", 1),
            nullable=bool(raw.get("nullable", False)),
            group=str(raw.get("group", "Rules")),
            follows=str(raw["follows"]) if raw.get("follows") is not None else None,
        )
        if kind in ("choice", "multi") and not spec.allowed:
            raise _schema_problem(source, f"options.{key}.allowed", f"a {kind} needs its values")
        if kind == "multi":
            if not all(isinstance(a, str) and a and "+" not in a for a in spec.allowed or ()) \
                    or len(set(spec.allowed or ())) != len(spec.allowed or ()):
                raise _schema_problem(source, f"options.{key}.allowed", "a multi's values are "
                                      "different words (without '+')")
            if not _is_int(spec.min_items) or not 0 <= spec.min_items <= len(spec.allowed or ()):
                raise _schema_problem(source, f"options.{key}.min_items", "must be a whole "
                                      f"number from 0 to {len(spec.allowed or ())}")
            if spec.nullable:
                raise _schema_problem(source, f"options.{key}.nullable", "a multi is never "
                                      "null (min_items: 0 allows an empty list)")
        raw_labels = raw.get("labels")
        if raw_labels is not None and not isinstance(raw_labels, Mapping):
            raise _schema_problem(source, f"options.{key}.labels",
                                  "must be a mapping of allowed value -> the player's label")
        labelled = spec.seat_words if kind == "seat" else (spec.allowed or ())
        for value, label in spec.labels.items():
            if value not in labelled:
                raise _schema_problem(source, f"options.{key}.labels.{value}",
                                      "labels only values in 'allowed'")
            if not isinstance(label, str) or not label.strip():
                raise _schema_problem(source, f"options.{key}.labels.{value}",
                                      "must be the label's text")
        if kind == "seat" and not all(isinstance(a, str) and a.isidentifier()
                                      for a in spec.allowed or ()):
            raise _schema_problem(source, f"options.{key}.allowed", "a seat option's extra "
                                  "values are words (like after_winner); seat numbers and "
                                  "'random' are always allowed")
        reason = spec.check(spec.default)
        if reason:
            raise _schema_problem(source, f"options.{key}.default", reason)
        options[spec.key] = replace(spec, default=spec.normalize(spec.default))
    for key, spec in options.items():
        if spec.follows is not None and (spec.follows not in options or spec.follows == key):
            raise _schema_problem(source, f"options.{key}.follows", "must name another option")
        if spec.follows is not None and options[spec.follows].default != spec.default:
            raise _schema_problem(source, f"options.{key}.default",
                                  f"must be {spec.follows}'s default, which it follows")
    presets: dict[str, Preset] = {}
    for pid, raw in (data.get("presets") or {}).items():
        if not isinstance(raw, Mapping):
            raise _schema_problem(source, f"presets.{pid}", "must be a mapping")
        values = raw.get("options") or {}
        if not isinstance(values, Mapping):
            raise _schema_problem(source, f"presets.{pid}.options", "must be a mapping")
        for key, value in values.items():
            if key not in options:
                raise _schema_problem(source, f"presets.{pid}.options.{key}", "is not an option")
            reason = options[key].check(value)
            if reason:
                raise _schema_problem(source, f"presets.{pid}.options.{key}", reason)
        values = {key: options[key].normalize(value) for key, value in values.items()}
        preset = Preset(str(pid), str(raw.get("label", pid)), str(raw.get("help", "")), values)
        presets[preset.id] = preset
    default_preset = data.get("default_preset", next(iter(presets), ""))
    return RuleSchema(game, str(data.get("title", game)), source, options, presets, default_preset)


@cache
def load_schema(game_id: str) -> RuleSchema:
    path = rules_dir() / game_id / "options.yaml"
    try:
        data = load_yaml(read_limited(path), str(path))
    except FileNotFoundError:
        raise OptionError([Problem(str(path), "", "no such file: the game has no options")]) from None
    except YamlSyntaxError as error:
        raise OptionError([Problem(error.where, "", error.message)]) from None
    except YamlLimitError as error:
        raise OptionError([Problem(str(path), "", str(error).removeprefix(f"{path}: "))]) from None
    except yaml.YAMLError as error:
        raise OptionError([Problem(str(path), "", f"not valid YAML ({error})")]) from None
    return parse_schema(data, str(path))


# --- house-rules files ----------------------------------------------------------------------


@dataclass(frozen=True)
class HouseRules:
    """A player's own set: a game, a name, the preset it starts from and its options."""

    game: str
    name: str
    preset: str | None
    options: Mapping[str, Any]

    def to_yaml(self) -> str:
        data: dict[str, Any] = {"game": self.game, "name": self.name}
        if self.preset:
            data["preset"] = self.preset
        data["options"] = dict(self.options)
        return yaml.safe_dump(data, sort_keys=False, allow_unicode=True)


def parse_house_rules(
    text: str, source: str, catalog: Catalog
) -> tuple[HouseRules | None, list[Problem]]:
    """Read a house-rules file's text; return it (or None) and every problem found.

    ``catalog`` names the games the file may be for (core imports none of them).
    """
    try:
        data = load_yaml(text, source)
    except YamlSyntaxError as error:  # "my-rules.yaml, line 2, column 7: not valid YAML: ..."
        return None, [Problem(error.where, "", error.message)]
    except YamlLimitError as error:
        return None, [Problem(source, "", str(error).removeprefix(f"{source}: "))]
    except yaml.YAMLError as error:
        return None, [Problem(source, "", _("not valid YAML ({error})").format(error=error))]
    if not isinstance(data, Mapping):
        return None, [Problem(source, "", _("must be a mapping with 'game', 'name' and 'options'"))]
    problems: list[Problem] = []
    for key in data:
        if key not in ("game", "name", "preset", "options"):
            problems.append(Problem(source, _key_text(key), _("is not allowed here; use game, name, "
                                                              "preset and options")))
    game = data.get("game")
    if not isinstance(game, str) or game not in catalog.ids:
        problems.append(Problem(source, "game", _("{game} is not a game; use one of {games}").format(
            game=short_repr(game), games=", ".join(catalog.ids))))
        return None, problems
    schema = load_schema(game)
    name = data.get("name", "")
    if not isinstance(name, str) or len(name) > MAX_NAME_CHARS:
        problems.append(Problem(source, "name", _("must be text of at most {n} characters").format(
            n=MAX_NAME_CHARS)))
        name = ""
    preset = data.get("preset")
    options = data.get("options") or {}
    resolved, found = schema.problems(options, preset, source, catalog.validator_for(game))
    problems.extend(found)
    kept = {k: schema.options[k].normalize(v)
            for k, v in (options.items() if isinstance(options, Mapping) else ())
            if k in schema.options and schema.options[k].check(v) is None}
    known = isinstance(preset, str) and preset in schema.presets
    rules = HouseRules(game, name or Path(source).stem, preset if known else None, kept)
    return rules, problems


def check_house_rules_file(path: str | Path, catalog: Catalog) -> list[Problem]:
    try:
        text = read_limited(path)
    except (OSError, ValueError, UnicodeDecodeError) as error:
        return [Problem(str(path), "", _("can't be read ({error})").format(error=error))]
    return parse_house_rules(text, str(path), catalog)[1]
