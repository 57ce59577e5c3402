"""Bounded YAML: alias bombs, deep nesting and absurd values are refused before they are
built; every ordinary file reads exactly as ``yaml.safe_load`` reads it."""

from __future__ import annotations

import doctest
import re
import tracemalloc
from pathlib import Path

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from cardgames.core import safe_yaml
from cardgames.core.safe_yaml import YamlLimitError, short_repr

ROOT = Path(__file__).resolve().parents[2]

BILLION_LAUGHS = """\
a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]
b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]
c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]
d: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]
e: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]
f: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e]
g: &g [*f,*f,*f,*f,*f,*f,*f,*f,*f]
h: &h [*g,*g,*g,*g,*g,*g,*g,*g,*g]
i: &i [*h,*h,*h,*h,*h,*h,*h,*h,*h]
"""


def test_the_billion_laughs_is_refused_at_once_in_little_memory():
    assert len(BILLION_LAUGHS.encode()) < 400
    tracemalloc.start()
    try:
        with pytest.raises(YamlLimitError, match="bomb.yaml: too many repeated references"):
            safe_yaml.load(BILLION_LAUGHS, "bomb.yaml")
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 5_000_000  # never expanded (expanded, it would be ~10**9 nodes)


def test_merge_keys_cannot_multiply_either():
    lines = ["a0: &a0 {x: 1, y: 2}"]
    for n in range(1, 12):
        lines.append(f"a{n}: &a{n} [" + ", ".join([f"*a{n - 1}"] * 8) + "]")
    lines.append("top: {<<: *a0, z: *a11}")
    with pytest.raises(YamlLimitError, match="repeated references"):
        safe_yaml.load("\n".join(lines), "merge.yaml")


def test_a_few_aliases_are_fine():
    text = "base: &b {x: 1}\none: *b\ntwo: *b\n"
    assert safe_yaml.load(text, "f") == yaml.safe_load(text)


@pytest.mark.parametrize("text", [
    "[" * 60 + "]" * 60,
    "a:\n" + "".join(" " * (2 * i) + f"  k{i}:\n" for i in range(60)) + " " * 124 + "  end",
    "[" * 5000 + "]" * 5000,  # past libyaml's own ceiling
    "{a: " * 80 + "1" + "}" * 80,
])
def test_deep_nesting_is_refused(text):
    with pytest.raises(YamlLimitError, match="deep.yaml: too deeply nested"):
        safe_yaml.load(text, "deep.yaml")


def test_nesting_up_to_the_limit_reads():
    text = "[" * safe_yaml.MAX_DEPTH + "]" * safe_yaml.MAX_DEPTH
    assert safe_yaml.load(text, "f") == yaml.safe_load(text)


def test_an_alias_inside_itself_is_refused():
    with pytest.raises(YamlLimitError, match="refers to the value that contains it"):
        safe_yaml.load("a: &a [1, *a]\n", "loop.yaml")


def test_too_many_plain_values_are_refused():
    text = "[" + ", ".join(["1"] * (safe_yaml.MAX_NODES + 5)) + "]"
    with pytest.raises(YamlLimitError, match="too many values"):
        safe_yaml.load(text, "many.yaml")


@pytest.mark.parametrize("text, words", [
    ("x: " + "9" * 5000, "a value can't be read"),
    ("when: 2026-13-45\n", "a value can't be read"),
])
def test_values_python_cannot_build_are_refused_as_yaml_errors(text, words):
    with pytest.raises(yaml.YAMLError, match=words):
        safe_yaml.load(text, "odd.yaml")


def test_invalid_yaml_is_still_a_yaml_error():
    with pytest.raises(yaml.YAMLError):
        safe_yaml.load("game: [pocha\n", "bad.yaml")


def test_the_project_files_read_as_before():
    files = list((ROOT / "rules").rglob("*.yaml")) + list((ROOT / "tests" / "fixtures").rglob("*.txt"))
    assert len(files) >= 5
    for path in files:
        text = path.read_text(encoding="utf-8")
        assert safe_yaml.load(text, str(path)) == yaml.safe_load(text), path


scalars = st.one_of(st.none(), st.booleans(), st.integers(-10**6, 10**6),
                    st.text(alphabet="abcxyz -_:", max_size=12))
values = st.recursive(scalars, lambda inner: st.one_of(
    st.lists(inner, max_size=5), st.dictionaries(st.text("abcdef", min_size=1, max_size=4),
                                                 inner, max_size=5)), max_leaves=40)


@settings(max_examples=40, deadline=None)
@given(values)
def test_ordinary_documents_read_exactly_as_safe_load(value):
    text = yaml.safe_dump(value)
    assert safe_yaml.load(text, "f") == yaml.safe_load(text)


@settings(max_examples=40, deadline=None)
@given(values, st.integers(5, 60))
def test_short_repr_is_repr_cut_short(value, limit):
    shown = short_repr(value, limit)
    full = repr(value)
    if len(full) <= limit:
        assert shown == full
    else:
        assert shown == full[:limit] + "\u2026"


def test_short_repr_never_walks_a_huge_value():
    shared = ["lol"] * 9
    for _ in range(9):  # 9**10 items if walked
        shared = [shared] * 9
    assert short_repr(shared, 40).endswith("\u2026")  # walked whole, it would never return
    assert short_repr(10**5000) == "<a very large number>"
    assert short_repr(object()) == "<object>"


def test_the_examples_in_the_module():
    result = doctest.testmod(safe_yaml)
    assert result.attempted > 0 and result.failed == 0


def test_every_yaml_file_the_package_reads_goes_through_the_bounded_loader():
    package = ROOT / "cardgames"
    call = re.compile(r"(?<![\w.])yaml\.(safe_|full_|unsafe_)?load(_all)?\(")
    unbounded = [str(path.relative_to(ROOT)) for path in package.rglob("*.py")
                 if call.search(path.read_text(encoding="utf-8"))]
    assert unbounded == []

