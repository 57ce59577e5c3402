"""The installed program carries its data: rules/ and assets/ travel with the package."""

from __future__ import annotations

import cardgames
from cardgames.core.paths import assets_dir, rules_dir


def test_rules_and_assets_are_found():
    assert (rules_dir() / "pocha" / "options.yaml").is_file()
    fonts = assets_dir() / "fonts"
    assert (fonts / "DejaVuSans.ttf").is_file() and (fonts / "DejaVu-LICENSE.txt").is_file()


def test_nothing_reads_outside_the_project():
    """A user's clone has only the project's own files: the data comes from the package or repo."""
    package = __import__("pathlib").Path(cardgames.__file__).resolve().parent
    for folder in (rules_dir(), assets_dir()):
        assert folder.parent in (package, package.parent)
        assert "shared" not in folder.parts


def test_every_code_package_is_installed():
    """``pyproject.toml`` lists the packages by hand (rules/ and assets/ are mapped into the
    package); a new subpackage missing from that list would be absent from a plain install."""
    import tomllib
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    listed = set(tomllib.loads((root / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"])
    found = {".".join(p.parent.relative_to(root).parts) for p in (root / "cardgames").rglob("__init__.py")}
    assert found <= listed, f"add to pyproject.toml's packages: {sorted(found - listed)}"
