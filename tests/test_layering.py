"""The direction of imports (DESIGN.md): `exercises -> attnlab.grading`, never back; the command
line lives in attnlab/cli.py and finds exercises through attnlab.registry."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def imported(path: Path) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module)
            names |= {f"{node.module}.{a.name}" for a in node.names}
    return names


@pytest.mark.parametrize("path", sorted((ROOT / "attnlab" / "grading").glob("*.py")), ids=lambda p: p.name)
def test_grading_never_imports_exercises_ui_or_cli(path):
    bad = {n for n in imported(path)
           if n.split(".")[0] in ("exercises", "gradio")
           or n.startswith(("attnlab.ui", "attnlab.cli", "attnlab.registry"))}
    assert not bad, f"{path.name} imports {sorted(bad)}"


def test_exercises_import_only_downwards():
    for path in (ROOT / "exercises").glob("ex*.py"):
        bad = {n for n in imported(path) if n.startswith(("attnlab.ui", "attnlab.cli", "attnlab.registry"))
               or n.split(".")[0] == "gradio"}
        assert not bad, f"{path.name} imports {sorted(bad)}"


def test_cli_moved():
    assert not (ROOT / "attnlab" / "grading" / "cli.py").exists()
    assert "attnlab.cli" in imported(ROOT / "attnlab" / "__main__.py")
