"""Every test starts in English, whatever the machine's locale or CARDGAMES_LANG say; a
test that switches the language (settings screen, ``--lang``) is set back afterwards."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def _english(monkeypatch):
    from cardgames.core.i18n import set_language

    monkeypatch.delenv("CARDGAMES_LANG", raising=False)
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")
    set_language("en")
    yield
    set_language("en")
