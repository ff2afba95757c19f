"""Issue 20, point 11: a lesson lives in one place, its folder attnlab/lessons/<name>/, registered
once in LESSONS. The tab list, the strings and the questions of every lesson are derived from the
folders; a folder that is not registered, or a lesson's string kept elsewhere, fails here."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest

from attnlab import i18n
from attnlab.lessons import LESSONS, TABS, lesson_module, questions, tab_module

ROOT = Path(__file__).resolve().parent.parent
LESSONS_DIR = ROOT / "attnlab" / "lessons"
FOLDERS = sorted(p.parent.name for p in LESSONS_DIR.glob("*/__init__.py"))


def test_every_lesson_folder_is_registered_once_and_every_entry_has_a_folder():
    assert len(set(LESSONS)) == len(LESSONS)
    assert sorted(LESSONS) == FOLDERS
    # The tabs are the lessons in that order, then the Exercises tab (not a lesson).
    assert TABS == (*LESSONS, "exercises")
    assert not (LESSONS_DIR / "exercises").exists()


def lesson_keys(name: str) -> set[str]:
    return set(i18n.load_catalogue(LESSONS_DIR / name / "en.py"))


def owner(key: str) -> str | None:
    """The lesson a key's name says it belongs to, if any."""
    for name in LESSONS:
        if key.startswith((f"{name}.", f"predict.{name}.")) or key == f"title.{name}":
            return name
    return None


@pytest.mark.parametrize("name", LESSONS)
def test_a_lesson_folder_holds_its_computation_texts_questions_and_tab(name):
    folder = LESSONS_DIR / name
    tab = importlib.import_module(tab_module(name))
    assert tab_module(name) == f"attnlab.lessons.{name}.tab" and callable(tab.build)
    assert Path(tab.__file__).parent == folder
    assert all((folder / f"{lang}.py").exists() for lang in i18n.LANGS)
    keys = lesson_keys(name)
    assert f"title.{name}" in keys
    module = lesson_module(name)
    # Its steps are named and explained in its own catalogues.
    for step_id in getattr(module, "STEPS", ()):
        assert f"{name}.step.{step_id}" in keys, step_id
        assert any(k.startswith(f"{name}.text.{step_id}") for k in keys), step_id
    # Its questions come from its folder, ask at its own steps, with its own strings.
    asked = questions.questions_of(name)
    assert asked == ({} if not (folder / "questions.py").exists()
                     else importlib.import_module(f"attnlab.lessons.{name}.questions").QUESTIONS)
    assert set(asked) <= set(getattr(module, "STEPS", ())), name
    source = (folder / "questions.py").read_text(encoding="utf-8") if asked else ""
    for literal in {n.value for n in ast.walk(ast.parse(source)) if isinstance(n, ast.Constant)}:
        if isinstance(literal, str) and literal.startswith(f"predict.{name}."):
            assert literal in keys, literal


def test_every_string_named_after_a_lesson_lives_in_that_lessons_folder():
    """"scores.*", "predict.scores.*" and "title.scores" are the Scores lesson's own: they are in
    attnlab/lessons/scores/ and in no other catalogue."""
    misplaced = {}
    for folder in i18n.catalogue_folders():
        for key in i18n.load_catalogue(folder / "en.py"):
            name = owner(key)
            if name is not None and folder != LESSONS_DIR / name:
                misplaced[key] = str(folder.relative_to(ROOT))
    assert not misplaced, misplaced


def test_the_app_builds_one_tab_per_entry_of_the_list(monkeypatch):
    """app.py draws exactly the tabs of TABS, each from the module tab_module names; a lesson
    added to LESSONS appears without touching app.py."""
    from attnlab.ui import app

    built = []
    real = importlib.import_module

    def spy(module_name, *args):
        module = real(module_name, *args)
        if module_name.endswith(("_tab", ".tab")):
            built.append(module_name)
        return module

    monkeypatch.setattr(app.importlib, "import_module", spy)
    app.build_demo()
    assert built == [tab_module(name) for name in TABS]
