"""The examples in the docstrings are tests too."""

from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = [
    "cardgames",
    "cardgames.core.actions",
    "cardgames.core.cards",
    "cardgames.core.events",
    "cardgames.core.claims",
    "cardgames.core.masks",
    "cardgames.core.tricks",
    "cardgames.core.dealing",
    "cardgames.core.info",
    "cardgames.catalog",
    "cardgames.core.tutorial",
    "cardgames.core.history",
    "cardgames.ai",
    "cardgames.ai.hints",
]


@pytest.mark.parametrize("name", MODULES)
def test_doctests(name):
    module = importlib.import_module(name)
    result = doctest.testmod(module)
    assert result.attempted > 0, f"{name} has no examples"
    assert result.failed == 0
