"""The boundary checks every file of ours passes (core/validate.py) and the one gate for
player names (core/names.py)."""

from __future__ import annotations

import unicodedata

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardgames.core import validate as v
from cardgames.core.names import MAX_NAME, clean_name


@pytest.mark.parametrize("text", [
    '{"a": NaN}', '{"a": Infinity}', '{"a": -Infinity}', '{"a": 1e400}', '{"a": -1e999}',
    '{"a": ' + "7" * 5000 + "}", "[" * 100_000 + "]" * 100_000, "[" * 60 + "]" * 60,
    '{"a": ', "", "nul",
])
def test_parse_json_refuses_what_no_file_of_ours_holds(text):
    with pytest.raises(v.Invalid) as caught:
        v.parse_json(text)
    assert len(str(caught.value)) < 120  # a sentence, never the value itself


def test_parse_json_reads_ordinary_files():
    assert v.parse_json('{"a": [1, 2.5, "x", null, true], "b": {"c": -3}}') == {
        "a": [1, 2.5, "x", None, True], "b": {"c": -3}}
    nested = "[" * v.MAX_DEPTH + "]" * v.MAX_DEPTH
    assert v.parse_json(nested) is not None


@pytest.mark.parametrize(("check", "value"), [
    (lambda x: v.integer(x, "k", 0, 10), None),
    (lambda x: v.integer(x, "k", 0, 10), True),
    (lambda x: v.integer(x, "k", 0, 10), 3.0),
    (lambda x: v.integer(x, "k", 0, 10), "3"),
    (lambda x: v.integer(x, "k", 0, 10), 11),
    (lambda x: v.integer(x, "k", 0, 10), -(10 ** 4000)),
    (lambda x: v.number(x, "k", 0, 10), float("nan")),
    (lambda x: v.number(x, "k", 0, 10), float("inf")),
    (lambda x: v.timestamp(x, "k"), 1e308),
    (lambda x: v.timestamp(x, "k"), -1),
    (lambda x: v.boolean(x, "k"), 1),
    (lambda x: v.text(x, "k", 5), "x" * 6),
    (lambda x: v.text(x, "k", 5), ["x"]),
    (lambda x: v.text(x, "k", 5, allow_empty=False), "  "),
    (lambda x: v.mapping(x, "k"), []),
    (lambda x: v.mapping(x, "k", 2), {"a": 1, "b": 2, "c": 3}),
    (lambda x: v.list_of(x, "k", v.boolean, 3), "abc"),
    (lambda x: v.list_of(x, "k", v.boolean, 3), [True] * 4),
    (lambda x: v.list_of(x, "k", v.boolean, 3), [True, None]),
    (lambda x: v.field(x, "k", "the file"), {}),
    (lambda x: v.scalar(x, "k"), {"a": 1}),
])
def test_each_check_refuses_with_the_key_and_a_short_description(check, value):
    with pytest.raises(v.Invalid) as caught:
        check(value)
    message = str(caught.value)
    assert message.startswith("k") or "\u201ck\u201d" in message
    assert len(message) < 160


def test_checks_return_typed_values():
    assert v.integer(7, "k", 0, 10) == 7
    assert v.number(3, "k", 0, 10) == 3.0 and isinstance(v.number(3, "k", 0, 10), float)
    assert v.timestamp(1_700_000_000, "k") == 1_700_000_000.0
    assert v.optional(v.integer, None, "k", 0, 1) is None
    assert v.list_of([1, 2], "k", lambda x, w: v.integer(x, w, 0, 5), 3) == [1, 2]


def test_describe_never_shows_a_whole_value():
    assert v.describe("x" * 10_000).endswith("\u2026'") and len(v.describe("x" * 10_000)) < 40
    assert v.describe(10 ** 4000) == "a number of more than 40 digits"
    assert v.describe([[]] * 3) == "a list of 3 items" and v.describe(None) == "null"


ODD_NAMES = [
    "\u200b", "\u200b\u200c\u200d\ufeff", "\u0301\u0301", "\ufe0f", "\u3164", "\u2800\u2800",
    "\u00ad", "\U000e0041\U000e0042", "a\x00b", "\u202eevil", "  \t\n ", "", "\ud800",
    "Ane\u0301", "x" * 500, "\U0001F600", "Mikel  \u00a0 Etxe", "\u0e3a", "\ue000",
]


@pytest.mark.parametrize("raw", ODD_NAMES)
def test_odd_names_come_out_visible_and_short(raw):
    name = clean_name(raw, "You")
    assert name == "You" or (0 < len(name) <= MAX_NAME and name == name.strip())
    assert all(unicodedata.category(ch) not in ("Cc", "Cf", "Co", "Cs", "Zl", "Zp")
               for ch in name)


def test_clean_name_examples():
    assert clean_name("\u200bAne\u200d", "You") == "Ane"
    assert clean_name("Mikel  \u00a0 Etxe") == "Mikel Etxe"
    assert clean_name("A\u0301na") == "\u00c1na"  # NFC
    assert clean_name("\u0301\u0301", "You") == "You"
    assert clean_name("x" * 500) == "x" * MAX_NAME
    assert clean_name(None, "Seat 2") == "Seat 2" and clean_name(7, "d") == "d"
    assert clean_name("\u202eevil") == "evil"


@settings(max_examples=80, deadline=None)
@given(st.text(max_size=60))
def test_clean_name_is_idempotent_and_bounded(raw):
    name = clean_name(raw, "You")
    assert clean_name(name, "You") == name
    assert 0 < len(name) <= MAX_NAME
