"""Reading YAML that someone else wrote, with a bound on the work and the memory it takes.

``yaml.safe_load`` builds no arbitrary objects, but it still trusts the file's shape: a
few hundred bytes of anchors and aliases ("billion laughs") describe a value with
billions of parts -- cheap to load, since PyYAML shares the repeated parts, but anything
that walks it afterwards (checking it, printing it in an error message) runs out of
memory.  Very deep nesting, likewise, exhausts the stack.  :func:`load` refuses both
before any value is built:

1. a first pass over the parser's events (libyaml's C parser when available, which has
   its own ceiling of 1000 levels) measures the nesting depth and counts the values;
2. the document is composed into nodes and the size it would have *with every alias
   expanded* is counted on the node graph (each node once, so a bomb is measured without
   being expanded; an alias that contains itself is refused too);
3. only then are the Python values constructed.

A file that is not YAML at all raises :class:`YamlSyntaxError`, whose message names the
file, the line and the column and says what is wrong in plain words (never the parser's
own ``in "<unicode string>", line 2, column 7``).

:func:`short_repr` is the other half: an error message shows a value the player wrote,
but never the whole of an unknown value -- it walks the value with a budget.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import yaml

from cardgames.core.i18n import N_, _

#: the most values a file may hold, counting each alias as a copy of what it names
MAX_NODES = 100_000
#: the deepest nesting of lists and mappings a file may have
MAX_DEPTH = 50

try:  # libyaml's parser is several times faster, and its nesting is bounded in C
    _Loader: type = yaml.CSafeLoader
except AttributeError:  # pragma: no cover - PyYAML built without libyaml
    _Loader = yaml.SafeLoader

_STARTS = (yaml.SequenceStartEvent, yaml.MappingStartEvent)
_ENDS = (yaml.SequenceEndEvent, yaml.MappingEndEvent)


class YamlLimitError(yaml.YAMLError):
    """A YAML file refused for its shape (too deep, too big, or an alias bomb).

    It is a ``yaml.YAMLError``, so a caller that already reports invalid YAML reports
    this too; its message names the file and says what is wrong in plain words."""


class YamlSyntaxError(yaml.YAMLError):
    """Text that is not valid YAML: ``where`` ("my-rules.yaml, line 2, column 7") and
    ``message`` (what is wrong, in plain words); ``str()`` is both."""

    def __init__(self, source: str, line: int, column: int, what: str) -> None:
        self.source, self.line, self.column = source, line, column
        self.where = _("{file}, line {line}, column {column}").format(
            file=source, line=line, column=column)
        self.message = _("not valid YAML: {what}").format(what=what)
        super().__init__(f"{self.where}: {self.message}")


#: the parser's problem -> what it means for the person who wrote the file; the first
#: match wins.  ``True``: shown where the construct began (a list or a quote never
#: closed), not where the parser gave up.
_PLAIN = (
    ("expected ',' or ']'", True, N_("a list opened with [ is never closed")),
    ("expected ',' or '}'", True, N_("a mapping opened with { is never closed")),
    ("quoted scalar", True, N_("a quote is never closed")),
    ("mapping values are not allowed", False,
     N_("a \u201c:\u201d where none can be: line the keys up, or put text with "
        "\u201c: \u201d in quotes")),
    ("could not find expected ':'", True, N_("a line with no \u201c:\u201d after its key")),
    ("expected '-' indicator", False, N_("a list item without its \u201c- \u201d")),
    ("did not find expected key", False, N_("the indentation does not line up")),
    ("undefined alias", False, N_("an alias (*name) with no anchor (&name) before it")),
    ("duplicate anchor", False, N_("the same anchor (&name) twice")),
    ("another document", False, N_("a second document (---): a file holds one")),
    ("node content", False, N_("a value is missing")),
)


def _plain_words(error: yaml.MarkedYAMLError, text: str) -> tuple[str, yaml.Mark | None]:
    """What is wrong in words, and where to point."""
    said = f"{error.context or ''} {error.problem or ''}"
    mark = error.problem_mark
    if "cannot start any token" in said and mark is not None:
        char = text[mark.index] if 0 <= mark.index < len(text) else ""
        if char == "\t":
            return _("a tab: indent with spaces"), mark
        return _("\u201c{char}\u201d can't start a value: put the text in quotes").format(
            char=char), mark
    for needle, at_start, words in _PLAIN:
        if needle in said:
            return _(words), (error.context_mark or mark) if at_start else mark
    return _("the text here can't be read"), mark


def _syntax_error(error: yaml.MarkedYAMLError, text: str, source: str) -> YamlSyntaxError:
    words, mark = _plain_words(error, text)
    line, column = (mark.line + 1, mark.column + 1) if mark is not None else (1, 1)
    return YamlSyntaxError(source, line, column, words)


def load(text: str, source: str = "file", *, max_nodes: int = MAX_NODES,
         max_depth: int = MAX_DEPTH, progress: Callable[[float], None] | None = None) -> Any:
    """The value in ``text`` (like ``yaml.safe_load``), or ``YamlLimitError``.

    ``progress`` (optional) is called now and then with the share of the work done,
    from 0.0 to 1.0 -- for a progress bar when a big file is read off the frame loop.
    Text that is not YAML raises :class:`YamlSyntaxError` (file, line, column, words)."""
    try:
        return _load(text, source, max_nodes, max_depth, progress)
    except YamlLimitError:
        raise
    except yaml.MarkedYAMLError as error:
        raise _syntax_error(error, text, source) from None


def _load(text: str, source: str, max_nodes: int, max_depth: int,
          progress: Callable[[float], None] | None) -> Any:
    aliases = _check_events(text, source, max_nodes, max_depth, progress)
    loader = _Loader(text)
    try:
        node = loader.get_single_node()
        if node is None:
            return None
        if aliases:  # without aliases every node is counted once already
            _check_expansion(node, source, max_nodes)
        if progress is not None:
            progress(0.9)
        try:
            value = loader.construct_document(node)
        except (ValueError, TypeError, OverflowError) as error:  # 40000-digit int, 2026-13-45
            raise YamlLimitError(f"{source}: a value can't be read "
                                 f"({str(error)[:80]})") from None
    finally:
        loader.dispose()
    if progress is not None:
        progress(1.0)
    return value


def _check_events(text: str, source: str, max_nodes: int, max_depth: int,
                  progress: Callable[[float], None] | None) -> int:
    """First pass: nesting depth and number of values, without building anything;
    returns the number of aliases."""
    depth = 0
    count = 0
    aliases = 0
    size = max(1, len(text))
    loader = _Loader(text)
    try:
        while loader.check_event():
            event = loader.get_event()
            if isinstance(event, _STARTS):
                depth += 1
                if depth > max_depth:
                    raise YamlLimitError(f"{source}: too deeply nested (more than {max_depth} "
                                         "levels of lists and mappings inside each other)")
            elif isinstance(event, _ENDS):
                depth -= 1
                continue
            elif isinstance(event, yaml.AliasEvent):
                aliases += 1
            elif not isinstance(event, yaml.ScalarEvent):
                continue
            count += 1
            if count > max_nodes:
                raise YamlLimitError(f"{source}: too many values (more than {max_nodes})")
            if progress is not None and count % 2000 == 0:
                mark = getattr(event, "start_mark", None)
                index = getattr(mark, "index", 0) or 0
                progress(0.6 * min(1.0, index / size))
    except yaml.scanner.ScannerError as error:
        if "nesting depth" in str(error):  # libyaml's own ceiling (1000 levels)
            raise YamlLimitError(f"{source}: too deeply nested (more than {max_depth} levels "
                                 "of lists and mappings inside each other)") from None
        raise
    finally:
        loader.dispose()
    return aliases


def _check_expansion(root: yaml.Node, source: str, max_nodes: int) -> None:
    """The number of values with every alias expanded, counted once per node."""
    sizes: dict[int, int] = {}
    on_path: set[int] = set()
    stack: list[tuple[yaml.Node, bool]] = [(root, False)]
    while stack:
        node, children_done = stack.pop()
        key = id(node)
        if children_done:
            on_path.discard(key)
            total = 1 + sum(sizes[id(child)] for child in _children(node))
            if total > max_nodes:
                raise YamlLimitError(f"{source}: too many repeated references (its aliases "
                                     f"would expand to more than {max_nodes} values)")
            sizes[key] = total
            continue
        if key in sizes:
            continue
        if key in on_path:
            raise YamlLimitError(f"{source}: an alias refers to the value that contains it")
        on_path.add(key)
        stack.append((node, True))
        for child in _children(node):
            if id(child) in on_path:
                raise YamlLimitError(f"{source}: an alias refers to the value that contains it")
            if id(child) not in sizes:
                stack.append((child, False))


def _children(node: yaml.Node) -> list[yaml.Node]:
    if isinstance(node, yaml.SequenceNode):
        return list(node.value)
    if isinstance(node, yaml.MappingNode):
        return [part for pair in node.value for part in pair]
    return []


# --- showing a value in a message -----------------------------------------------------------


def short_repr(value: Any, limit: int = 40) -> str:
    """``repr(value)`` cut to about ``limit`` characters, computed without ever walking
    (or building the text of) more of the value than that.

    >>> short_repr({"a": [1, 2, 3]})
    "{'a': [1, 2, 3]}"
    >>> short_repr(list(range(10**6)), 20)
    '[0, 1, 2, 3, 4, 5, 6…'
    >>> short_repr("x" * 10**6, 10)
    "'xxxxxxxxx…"
    """
    parts: list[str] = []
    budget = [limit + 1]  # one more than shown, to know when to cut

    def put(piece: str) -> bool:
        if budget[0] <= 0:
            return False
        parts.append(piece[: budget[0]])
        budget[0] -= len(piece)
        return budget[0] > 0

    def walk(item: Any, depth: int) -> bool:
        if depth > 8:
            return put("…")
        if isinstance(item, bool) or item is None or isinstance(item, float):
            return put(repr(item))
        if isinstance(item, int):
            return put(repr(item) if item.bit_length() < 200 else "<a very large number>")
        if isinstance(item, str):
            return put(repr(item[: budget[0] + 2]))
        if isinstance(item, (list, tuple)):
            opening, closing = ("[", "]") if isinstance(item, list) else ("(", ")")
            if not put(opening):
                return False
            for index, element in enumerate(item):
                if index and not put(", "):
                    return False
                if not walk(element, depth + 1):
                    return False
            return put(closing)
        if isinstance(item, dict):
            if not put("{"):
                return False
            for index, (k, v) in enumerate(item.items()):
                if index and not put(", "):
                    return False
                if not (walk(k, depth + 1) and put(": ") and walk(v, depth + 1)):
                    return False
            return put("}")
        return put(f"<{type(item).__name__}>")

    walk(value, 0)
    text = "".join(parts)
    if len(text) > limit:
        return text[:limit] + "…"
    return text
