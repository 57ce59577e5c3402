"""The language a player reads, and the translated text of every message.

Text goes through the standard library's ``gettext``. There is one catalog (a gettext
*domain*) for the application, ``cardgames``, and one per game, named by the game's id,
so a game's words live with the game's own files and a new game
adds a catalog without touching anyone else's. A game's catalog falls back to the
application's, and every catalog falls back to the English source text.

Compiled catalogs live in ``cardgames/locale/<lang>/LC_MESSAGES/<domain>.mo`` and ship in
the wheel; ``scripts/`` extracts and compiles them (see ``docs/translating.md``).

The language is looked up at every call, never at import, so switching it on the settings
screen takes effect at once; text defined at module level is marked with :func:`N_` and
translated where it is shown.

>>> set_language("en"); _("Play")
'Play'
>>> ngettext("{n} trick", "{n} tricks", 3).format(n=3)
'3 tricks'
"""

from __future__ import annotations

import gettext as _gettext
import os
from collections.abc import Mapping
from functools import cache
from pathlib import Path

APP_DOMAIN = "cardgames"
#: Language code → the language's own name (how the settings screen lists it).
LANGUAGES: dict[str, str] = {"en": "English", "es": "Español", "eu": "Euskara"}
DEFAULT_LANGUAGE = "en"
ENV_VARIABLE = "CARDGAMES_LANG"

_current = DEFAULT_LANGUAGE


def locale_dir() -> Path:
    """Where the compiled catalogs are (inside the installed package)."""
    return Path(__file__).resolve().parent.parent / "locale"


def set_language(code: str) -> None:
    """Make ``code`` the language of every message from now on."""
    global _current
    if code not in LANGUAGES:
        allowed = ", ".join(LANGUAGES)
        raise ValueError(f"Unknown language {code!r}: allowed are {allowed}.")
    _current = code


def language() -> str:
    """The code of the language messages are in now."""
    return _current


def language_from_locale(environ: Mapping[str, str] | None = None) -> str:
    """The language the system's locale asks for: eu → Basque, es → Spanish, else English.

    Reads the variables in the order gettext does (LANGUAGE, LC_ALL, LC_MESSAGES, LANG).
    """
    environ = os.environ if environ is None else environ
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(variable, "")
        for entry in value.split(":"):
            code = entry.split(".")[0].split("@")[0].split("_")[0].lower()
            if code in LANGUAGES:
                return code
            if code and code not in ("c", "posix"):
                return DEFAULT_LANGUAGE
    return DEFAULT_LANGUAGE


@cache
def translations(domain: str, code: str) -> _gettext.NullTranslations:
    """The catalog of ``domain`` in language ``code`` (a game's falls back to the app's)."""
    found = _gettext.translation(domain, str(locale_dir()), [code], fallback=True)
    if domain != APP_DOMAIN:
        found.add_fallback(translations(APP_DOMAIN, code))
    return found


class Domain:
    """The translating functions of one catalog, looked up in the current language."""

    def __init__(self, name: str) -> None:
        self.name = name

    def gettext(self, message: str) -> str:
        return translations(self.name, _current).gettext(message)

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        return translations(self.name, _current).ngettext(singular, plural, n)

    def pgettext(self, context: str, message: str) -> str:
        return translations(self.name, _current).pgettext(context, message)


def domain(name: str) -> Domain:
    """The catalog named ``name``: the app's (``cardgames``) or a game's (its id)."""
    return Domain(name)


_app = Domain(APP_DOMAIN)
_ = _app.gettext
gettext = _app.gettext
ngettext = _app.ngettext
pgettext = _app.pgettext


def game_text(game_id: str, message: str) -> str:
    """A game's own text read from its files (title, tagline, option labels and help),
    translated in the game's catalog."""
    return domain(game_id).gettext(message) if message else message


def N_(message: str) -> str:
    """Mark ``message`` for extraction without translating it yet (module-level text)."""
    return message


def language_code(value: object) -> str | None:
    """``value`` as one of :data:`LANGUAGES` ("eu", "EU", "eu_ES.UTF-8" -> "eu"), or None."""
    if not isinstance(value, str):
        return None
    code = value.strip().split(".")[0].split("@")[0].replace("-", "_").split("_")[0].lower()
    return code if code in LANGUAGES else None


def unknown_language(value: str, where: str) -> str:
    """The sentence for a language that isn't one of ours (always English: the language
    the program falls back to)."""
    allowed = ", ".join(f"{code} ({name})" for code, name in LANGUAGES.items())
    shown = value if len(value) <= 20 else value[:20] + "\u2026"
    return f"{where}: {shown!r} is not a language of Card Table; use one of {allowed}. " \
           "English is used."


def choose_language(flag: str | None = None, setting: str = "",
                    environ: Mapping[str, str] | None = None) -> tuple[str, str | None]:
    """The language of this run and, when a choice was not understood, why English is used.

    ``cardgames --lang`` first, then ``CARDGAMES_LANG``, then the settings' choice, then the
    system's locale (the first start: eu -> Basque, es -> Spanish, anything else English).
    An unknown code anywhere stops the search with English and a message.
    """
    environ = os.environ if environ is None else environ
    for value, where in ((flag, "--lang"), (environ.get(ENV_VARIABLE), ENV_VARIABLE),
                         (setting, "settings.yaml: language")):
        if value:
            code = language_code(value)
            if code is None:
                return DEFAULT_LANGUAGE, unknown_language(value, where)
            return code, None
    return language_from_locale(environ), None


def localized_file(folder: Path, stem: str, suffix: str, code: str | None = None) -> Path:
    """``folder/stem.<lang>suffix`` for the language (``rules.eu.md``), else the English
    ``folder/stem suffix`` (``rules.md``): a missing translation shows the English text."""
    code = code or _current
    if code != DEFAULT_LANGUAGE:
        translated = folder / f"{stem}.{code}{suffix}"
        if translated.is_file():
            return translated
    return folder / f"{stem}{suffix}"


def missing_files(folder: Path, stem: str, suffix: str) -> list[Path]:
    """The per-language files of ``folder/stem suffix`` that don't exist (one per language
    other than English), for the tests that keep a game complete in every language."""
    return [folder / f"{stem}.{code}{suffix}" for code in LANGUAGES
            if code != DEFAULT_LANGUAGE and not (folder / f"{stem}.{code}{suffix}").is_file()]
