"""The direction of imports (docs/architecture.md): `exercises -> attnlab.grading`, never back; the command
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


EXERCISE_FILES = sorted([*(ROOT / "exercises").glob("*/*.py"),
                         *(ROOT / "docs" / "example_pack").glob("*/*.py")])
TRUSTED_HELPERS = ("attnlab.grading.tensor_check", "attnlab.grading.short_answer")


def test_exercises_import_only_downwards():
    assert len(EXERCISE_FILES) >= 16 * 3
    for path in EXERCISE_FILES:
        bad = {n for n in imported(path) if n.startswith(("attnlab.ui", "attnlab.cli", "attnlab.registry"))
               or n.split(".")[0] == "gradio"}
        assert not bad, f"{path} imports {sorted(bad)}"


def relative_imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return {f"{node.module or ''}" for node in ast.walk(tree)
            if isinstance(node, ast.ImportFrom) and node.level > 0} | {
        a.name for node in ast.walk(tree)
        if isinstance(node, ast.ImportFrom) and node.level > 0 and not node.module
        for a in node.names}


@pytest.mark.parametrize("path", [p for p in EXERCISE_FILES if p.name == "probe.py"]
                         + [ROOT / "attnlab" / "grading" / "probes.py"],
                         ids=lambda p: f"{p.parent.name}/{p.name}")
def test_a_probe_imports_nothing_trusted(path):
    """The worker imports probe files (and the child-side helpers) alone: none may reach the
    exercise's check.py, solution.py or texts, nor a trusted helper (the worker also refuses to
    start when one does; this names the file before anyone runs it)."""
    from attnlab.i18n import LANGS  # an exercise's catalogues (en.py, zh.py) are its texts

    assert not relative_imports(path) & {"check", "solution", "exercise", *LANGS}, path
    assert not {n for n in imported(path) if n.startswith(TRUSTED_HELPERS)}, path


def test_cli_moved():
    assert not (ROOT / "attnlab" / "grading" / "cli.py").exists()
    assert "attnlab.cli" in imported(ROOT / "attnlab" / "__main__.py")


LESSON_CODE = sorted(p for p in (ROOT / "attnlab" / "lessons").rglob("*.py") if p.name != "tab.py")


@pytest.mark.parametrize("path", LESSON_CODE, ids=lambda p: str(p.relative_to(ROOT / "attnlab" / "lessons")))
def test_a_lesson_computes_without_gradio_or_plotly(path):
    """docs/architecture.md: a lesson returns data and works in a notebook. Everything in a lesson's folder but
    its tab.py (the ui layer's glue) stays clear of gradio, plotly and the ui, and never imports a
    tab (that would bring gradio back in)."""
    bad = {n for n in imported(path)
           if n.split(".")[0] in ("gradio", "plotly")
           or n.startswith(("attnlab.ui", "attnlab.plots")) or n.endswith(".tab")}
    assert not bad, f"{path} imports {sorted(bad)}"
    assert not relative_imports(path) & {"tab"}, path


def test_importing_every_lesson_loads_neither_gradio_nor_plotly():
    import subprocess
    import sys

    code = ("import sys\nfrom attnlab.lessons import LESSONS, lesson_module, questions\n"
            "for name in LESSONS:\n    lesson_module(name); questions.questions_of(name)\n"
            "print(sorted(m for m in ('gradio', 'plotly') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                         check=True).stdout
    assert out.strip() == "[]", out
