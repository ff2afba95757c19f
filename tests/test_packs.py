"""Instructors' exercise packs: loading and validation, then the example pack through every
surface (starter, grade, `pytest exercises --pack`, the app's Exercises tab) as real subprocesses."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

import exercises
from attnlab import i18n, registry
from attnlab.errors import InputError

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "docs" / "example_pack"
PACK_ID = "ex_scaled_scores"
RIGHT = "import math\ndef ex_scaled_scores(q, k):\n    return q @ k.transpose(-2, -1) / math.sqrt(k.shape[-1])\n"
UNSCALED = "def ex_scaled_scores(q, k):\n    return q @ k.transpose(-2, -1)\n"
TRANSPOSED = "def ex_scaled_scores(q, k):\n    return (k @ q.transpose(-2, -1)) / k.shape[-1] ** 0.5\n"


# Each test grades through the sandbox worker or the CLI in subprocesses (seconds each).
pytestmark = pytest.mark.sandbox


def run(*args, env=None, timeout=300):
    return subprocess.run([sys.executable, "-m", *args], cwd=ROOT, capture_output=True, text=True,
                          timeout=timeout, env={**os.environ, **(env or {})})


def copy_pack(dest: Path, new_id: str | None = None) -> Path:
    """The example pack copied to ``dest``, optionally with its exercise renamed."""
    shutil.copytree(EXAMPLE, dest, ignore=shutil.ignore_patterns("__pycache__"))
    if new_id:
        for file in (dest / PACK_ID).glob("*.py"):
            file.write_text(file.read_text().replace(PACK_ID, new_id))
        (dest / PACK_ID).rename(dest / new_id)
    return dest


def test_example_pack_loads_with_its_strings():
    (ex,) = registry.load_pack(EXAMPLE)
    assert ex.id == PACK_ID and ex.kind == "code" and ex.title["zh"] and ex.hints["en"]
    assert ex.lesson == "scores"
    chosen = registry.exercises([EXAMPLE])
    assert chosen[: len(exercises.ALL)] == exercises.ALL and chosen[-1] is ex
    assert registry.load_pack(str(EXAMPLE) + "/")[0] is ex
    assert "√" in i18n.t(f"{PACK_ID}.unscaled", "en", d_k=4)
    assert "平方根" in i18n.t(f"{PACK_ID}.divided_by_dk", "zh", d_k=4)
    # The sandbox worker imports the probe file alone, under the name the trusted side gives it.
    assert ex.probe_file == EXAMPLE.resolve() / PACK_ID / "probe.py"
    assert ex.probe_module == registry.module_name(EXAMPLE, PACK_ID, "probe")
    assert ex.solution.strip().startswith("import math")  # read on demand, never imported
    assert registry.module_name(EXAMPLE, PACK_ID, "solution") not in sys.modules


EXERCISE_PY = '''
    KIND = {kind!r}
    POINTS = 1
    LESSON = {lesson!r}
    TITLE = {{"en": "Copy", "zh": "复制"}}
    STATEMENT = {{"en": "Return x.", "zh": "返回 x。"}}
    HINTS = {{"en": ("x",), "zh": ("x",)}}
    STARTER = "def {id}(x):\\n    ...\\n"
    {extra}
'''
CHECK_PY = '''
    from attnlab.grading.tensor_check import randn, tensor_check

    make_payload, check = tensor_check(lambda rng: [(randn(3, rng=rng),)], lambda x: x)
'''
PROBE_PY = "from attnlab.grading.probes import tensor_probe as probe\n"
SOLUTION_PY = "def {id}(x):\n    return x\n"


def bad_pack(tmp_path, id="ex_p", kind="code", lesson="scores", extra="", check=CHECK_PY,
             probe=PROBE_PY, solution=SOLUTION_PY) -> Path:
    """A pack of one exercise folder; a file given as None is left out."""
    folder = tmp_path / "pack" / id
    folder.mkdir(parents=True)
    files = {"exercise.py": EXERCISE_PY.format(kind=kind, lesson=lesson, id=id, extra=extra),
             "check.py": check, "probe.py": probe, "solution.py": solution}
    for name, text in files.items():
        if text is not None:
            (folder / name).write_text(textwrap.dedent(text.format(id=id) if name == "solution.py"
                                                       else text))
    return folder.parent


def test_a_good_pack_of_the_same_form_loads(tmp_path):
    (ex,) = registry.load_pack(bad_pack(tmp_path))
    assert ex.id == "ex_p" and ex.kind == "code" and ex.lesson == "scores"


@pytest.mark.parametrize("args,key", [
    ({"check": "raise RuntimeError('boom')"}, "error.pack_load"),
    ({"check": "X = 1"}, "error.pack_invalid"),  # no make_payload / check
    ({"solution": None}, "error.pack_missing_file"),
    ({"probe": None}, "error.pack_missing_file"),  # a code answer needs its probe
    ({"id": "ex-p"}, "error.pack_invalid"),  # not a Python name
    ({"kind": "essay"}, "error.pack_invalid"),
    ({"lesson": "chapter_9"}, "error.pack_invalid"),  # not a lesson of the app
    ({"extra": "STRINGS = {'status.passed': {'en': 'x', 'zh': 'x'}}"}, "error.pack_strings"),
    ({"extra": "STRINGS = {'ex_p.only_en': {'en': 'x'}}"}, "error.pack_strings"),  # needs zh
    ({"extra": "TITLE = {'en': 'only English'}"}, "error.pack_invalid"),
    ({"id": "ex_omega"}, "error.pack_id_clash"),  # a bundled id
], ids=["raises", "no_functions", "no_solution", "no_probe", "bad_id", "bad_kind", "bad_lesson",
        "core_string", "no_zh", "title_no_zh", "bundled_id"])
def test_bad_packs_get_a_clear_reason(tmp_path, args, key):
    folder = bad_pack(tmp_path, **args)
    with pytest.raises(InputError) as err:
        registry.exercises([folder])
    assert err.value.key == key
    for lang in ("en", "zh"):
        assert i18n.t(key, lang, **err.value.args_)


def test_an_old_single_file_pack_is_told_the_new_layout(tmp_path):
    (tmp_path / "ex_old.py").write_text("EXERCISE = None\n")
    (tmp_path / "solutions").mkdir()
    with pytest.raises(InputError) as err:
        registry.exercises([tmp_path])
    assert err.value.key == "error.pack_old_layout"
    assert "ex_old/probe.py" in i18n.t(err.value.key, "en", **err.value.args_)
    assert "ex_old/check.py" in i18n.t(err.value.key, "zh", **err.value.args_)
    assert "ex_old" not in sys.modules  # told, not imported


def test_missing_and_empty_packs(tmp_path):
    with pytest.raises(InputError) as err:
        registry.exercises([tmp_path / "nope"])
    assert err.value.key == "error.pack_missing"
    with pytest.raises(InputError) as err:
        registry.exercises([tmp_path])
    assert err.value.key == "error.pack_empty"


EN = {"ex_c.title": "Copy", "ex_c.statement": "Return x. {device_rule}", "ex_c.hint.1": "x",
      "ex_c.hint.2": "return x", "ex_c.wrong": "Not x: {got}."}
ZH = {"ex_c.title": "复制", "ex_c.statement": "返回 x。{device_rule}", "ex_c.hint.1": "x",
      "ex_c.hint.2": "return x", "ex_c.wrong": "不是 x：{got}。"}


def catalogue_pack(tmp_path, en=EN, zh=ZH, extra="", **others) -> Path:
    """A pack of one exercise ``ex_c`` whose texts are in catalogues (en.py, zh.py, and any
    language given in ``others``); a catalogue given as None is left out."""
    folder = bad_pack(tmp_path, id="ex_c").joinpath("ex_c")
    inline = folder / "exercise.py"
    inline.write_text("".join(line + "\n" for line in inline.read_text().splitlines()
                              if not line.lstrip().startswith(("TITLE", "STATEMENT", "HINTS")))
                      + extra + "\n")
    for lang, table in {"en": en, "zh": zh, **others}.items():
        if table is not None:
            (folder / f"{lang}.py").write_text(f'"""{lang}"""\n\nSTRINGS = {table!r}\n',
                                               encoding="utf-8")
    return folder.parent


def test_a_pack_may_keep_its_texts_in_catalogues(tmp_path):
    """Catalogues beside exercise.py, as the bundled exercises and the example pack keep them:
    the title, statement (the shared device rule filled in) and hints in order, and every other
    key a feedback text; the inline form keeps working beside it."""
    (ex,) = registry.load_pack(catalogue_pack(tmp_path))
    assert ex.title == {"en": "Copy", "zh": "复制"} and ex.hints["zh"] == ("x", "return x")
    assert ex.statement["en"] == "Return x. " + i18n.t("exercises.device_rule", "en")
    assert ex.statement["zh"] == "返回 x。" + i18n.t("exercises.device_rule", "zh")
    registry.exercises([tmp_path / "pack"])
    assert i18n.t("ex_c.wrong", "zh", got=3) == "不是 x：3。"
    package = registry.package_name(tmp_path / "pack")  # catalogues are read, never imported
    assert not any((name.startswith(package) and name.rsplit(".", 1)[-1] in i18n.LANGS)
                   or "_catalogue_" in name for name in sys.modules)
    (inline,) = registry.load_pack(bad_pack(tmp_path / "inline"))
    assert inline.title == {"en": "Copy", "zh": "复制"} and inline.hints == {"en": ("x",), "zh": ("x",)}


def test_a_new_language_is_one_more_catalogue(tmp_path, monkeypatch):
    """With a third language in LANGS, an exercise's fr.py gives its texts in French, key by key
    (English where it lacks one); an inline pack, or one without fr.py, shows English."""
    monkeypatch.setattr(i18n, "LANGS", ("en", "zh", "fr"))
    fr = {"ex_c.title": "Copier", "ex_c.hint.1": " ", "ex_c.hint.2": "renvoyer x"}
    (ex,) = registry.load_pack(catalogue_pack(tmp_path / "a", fr=fr))
    assert ex.title["fr"] == "Copier" and ex.hints["fr"] == ("x", "renvoyer x")
    assert ex.statement["fr"] == ex.statement["en"]
    for folder in (catalogue_pack(tmp_path / "b"), bad_pack(tmp_path / "c")):
        (ex,) = registry.load_pack(folder)
        assert ex.title["fr"] == ex.title["en"] and ex.hints["fr"] == ex.hints["en"]


@pytest.mark.parametrize("args,key,problem", [
    ({"zh": None}, "error.pack_missing_file", None),
    ({"zh": {k: v for k, v in ZH.items() if k != "ex_c.hint.2"}}, "error.pack_invalid",
     ("pack.no_text", {"file": "zh.py", "name": "ex_c.hint.2"})),
    ({"zh": {**ZH, "ex_c.title": " "}}, "error.pack_invalid",
     ("pack.no_text", {"file": "zh.py", "name": "ex_c.title"})),
    ({"zh": {k: v for k, v in ZH.items() if k != "ex_c.wrong"}}, "error.pack_invalid",
     ("pack.no_text", {"file": "zh.py", "name": "ex_c.wrong"})),  # a feedback text, too
    ({"en": {k: v for k, v in EN.items() if k != "ex_c.statement"}}, "error.pack_invalid",
     ("pack.no_text", {"file": "en.py", "name": "ex_c.statement"})),
    ({"en": {**EN, "ex_c.hint.4": "?"}, "zh": {**ZH, "ex_c.hint.4": "?"}}, "error.pack_invalid",
     ("pack.no_text", {"file": "en.py", "name": "ex_c.hint.3"})),  # hints are numbered 1..n
    ({"en": {**EN, "title.ex_c": "x"}}, "error.pack_strings", None),  # not under the id
    ({"en": {**EN, "ex_c.title": 3}}, "error.pack_strings", None),  # not a text
    ({"extra": "TITLE = {'en': 'Copy', 'zh': '复制'}"}, "error.pack_invalid",
     ("pack.texts_twice", {"names": "TITLE"})),
], ids=["no_zh_file", "zh_lacks_hint", "zh_empty_title", "zh_lacks_feedback", "en_lacks_statement",
        "hint_gap", "key_outside_id", "not_text", "inline_too"])
def test_bad_catalogues_get_a_clear_reason(tmp_path, args, key, problem):
    with pytest.raises(InputError) as err:
        registry.exercises([catalogue_pack(tmp_path, **args)])
    assert err.value.key == key
    if problem:
        assert err.value.args_["problem"] == i18n.t(problem[0], "en", **problem[1])
    for lang in ("en", "zh"):
        assert i18n.t(key, lang, **err.value.args_)


def test_two_packs_with_one_id_clash(tmp_path):
    a, b = copy_pack(tmp_path / "a", "ex_twice"), copy_pack(tmp_path / "b", "ex_twice")
    with pytest.raises(InputError) as err:
        registry.exercises([a, b])
    assert err.value.key == "error.pack_id_clash" and err.value.args_["id"] == "ex_twice"


def test_starter_and_grade_with_a_pack(tmp_path):
    proc = run("attnlab", "starter", "--pack", str(EXAMPLE))
    assert proc.returncode == 0, proc.stderr
    assert "def ex_scaled_scores(queries, keys):" in proc.stdout and "def ex3_1" in proc.stdout
    assert "练习包示例" in proc.stdout
    subs = tmp_path / "subs"
    subs.mkdir()
    (subs / "right.py").write_text(RIGHT)
    (subs / "unscaled.py").write_text(UNSCALED)
    (subs / "transposed.ipynb").write_text(json.dumps({
        "cells": [{"cell_type": "code", "source": TRANSPOSED, "metadata": {}, "outputs": [],
                   "execution_count": None}],
        "metadata": {}, "nbformat": 4, "nbformat_minor": 5}))
    proc = run("attnlab", "grade", str(subs), "--pack", str(EXAMPLE), "--exercises", PACK_ID,
               "--format", "json", "--lang", "zh")
    assert proc.returncode == 0, proc.stderr
    got = {Path(s["path"]).name: s["exercises"][0] for s in json.loads(proc.stdout)["submissions"]}
    assert got["right.py"]["status"] == "passed" and got["right.py"]["score"] == 2
    assert got["unscaled.py"]["status"] == "failed" and "未缩放" in got["unscaled.py"]["feedback"]
    assert got["transposed.ipynb"]["status"] == "failed" and "颠倒" in got["transposed.ipynb"]["feedback"]
    proc = run("attnlab", "grade", str(subs), "--pack", str(tmp_path / "nope"))
    assert proc.returncode == 2 and "is not a folder" in proc.stderr and proc.stdout == ""


def test_pytest_exercises_with_a_pack(tmp_path):
    proc = run("pytest", "exercises", "-q", "-p", "no:cacheprovider", "--pack", str(EXAMPLE))
    assert proc.returncode == 0, proc.stdout + proc.stderr  # every reference, the pack's too
    assert f"{len(exercises.ALL) + 1} passed" in proc.stdout
    answers = tmp_path / "answers.py"
    answers.write_text(UNSCALED)
    proc = run("pytest", "exercises", "-q", "-p", "no:cacheprovider", "--pack", str(EXAMPLE),
               "--answers", str(answers), "-k", PACK_ID)
    assert proc.returncode == 1 and "1 failed" in proc.stdout
    assert "raw dot products" in proc.stdout


APP_SCRIPT = """
import json, sys
sys.path.insert(0, "tests")
from helpers import EN, ZH
from attnlab.ui import common
from attnlab.ui.exercises_tab import exercise_check, exercise_hint, exercise_show
statement, text, code, hint, shown, check = exercise_show("ex_scaled_scores", request=ZH)
wrong = exercise_check("ex_scaled_scores", "", sys.argv[1], {}, request=EN)
right = exercise_check("ex_scaled_scores", "", sys.argv[2], {}, request=EN)
hint = exercise_hint("ex_scaled_scores", 0, request=ZH)
titles = common.i18n_instance().translations_dict
print(json.dumps({"title_zh": titles["zh"]["exercise.ex_scaled_scores.title"],"statement": statement, "code": code["value"], "wrong": wrong[0],
                  "right": right[0], "progress": right[2], "hint": hint[0]}))
"""


def test_app_tab_takes_packs_from_the_environment(tmp_path):
    broken = tmp_path / "broken"
    broken.mkdir()
    env = {"ATTNLAB_PACKS": os.pathsep.join([str(EXAMPLE), str(broken)])}
    proc = subprocess.run([sys.executable, "-c", APP_SCRIPT, UNSCALED, RIGHT], cwd=ROOT,
                          capture_output=True, text=True, timeout=300, env={**os.environ, **env})
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout.strip().splitlines()[-1])
    assert out["title_zh"] == "练习包示例：缩放后的注意力分数"  # the picker's label
    assert "练习包示例" in out["statement"] and out["code"].startswith("def ex_scaled_scores")
    assert "raw dot products" in out["wrong"]
    assert "Correct" in out["right"] and out["progress"] == {PACK_ID: 2}
    assert "transpose" in out["hint"]
    assert "ATTNLAB_PACKS" in proc.stderr and str(broken) in proc.stderr  # a broken pack is named
