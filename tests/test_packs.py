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


def run(*args, env=None, timeout=300):
    return subprocess.run([sys.executable, "-m", *args], cwd=ROOT, capture_output=True, text=True,
                          timeout=timeout, env={**os.environ, **(env or {})})


def copy_pack(dest: Path, new_id: str | None = None) -> Path:
    """The example pack copied to ``dest``, optionally with its exercise renamed."""
    shutil.copytree(EXAMPLE, dest)
    if new_id:
        module = dest / f"{PACK_ID}.py"
        module.write_text(module.read_text().replace(PACK_ID, new_id))
        module.rename(dest / f"{new_id}.py")
        solution = dest / "solutions" / f"{PACK_ID}.py"
        solution.write_text(solution.read_text().replace(PACK_ID, new_id))
        solution.rename(dest / "solutions" / f"{new_id}.py")
    return dest


def test_example_pack_loads_with_its_strings():
    (ex,) = registry.load_pack(EXAMPLE)
    assert ex.id == PACK_ID and ex.kind == "code" and ex.title["zh"] and ex.hints["en"]
    chosen = registry.exercises([EXAMPLE])
    assert chosen[: len(exercises.ALL)] == exercises.ALL and chosen[-1] is ex
    assert registry.load_pack(str(EXAMPLE) + "/")[0] is ex
    assert "√" in i18n.t(f"{PACK_ID}.unscaled", "en", d_k=4)
    assert "平方根" in i18n.t(f"{PACK_ID}.divided_by_dk", "zh", d_k=4)
    # The sandbox worker finds the module by its registered name or its file.
    name = registry.module_name(EXAMPLE, PACK_ID)
    assert sys.modules[name].EXERCISE is ex and sys.modules[name].__file__.endswith(f"{PACK_ID}.py")
    assert ex.solution.strip().startswith("import math")  # read on demand, never imported


def bad_pack(tmp_path, module: str, solution: str | None = "def ex_p(x):\n    return x\n") -> Path:
    folder = tmp_path / "pack"
    (folder / "solutions").mkdir(parents=True)
    (folder / "ex_p.py").write_text(textwrap.dedent(module))
    if solution is not None:
        (folder / "solutions" / "ex_p.py").write_text(solution)
    return folder


GOOD_MODULE = '''
    from attnlab.grading.model import solution_file
    from attnlab.grading.tensor_exercise import randn, tensor_exercise

    EXERCISE = tensor_exercise(
        "{id}", 1, {{"en": "Copy", "zh": "复制"}}, {{"en": "Return x.", "zh": "返回 x。"}},
        {{"en": ("x",), "zh": ("x",)}}, "def {id}(x):\\n    ...\\n",
        solution_file(__file__, "ex_p"), lambda: [(randn(3, seed=1),)], lambda x: x)
    {extra}
'''


@pytest.mark.parametrize("module,solution,key", [
    ("raise RuntimeError('boom')", "", "error.pack_load"),
    ("X = 1", "", "error.pack_no_exercise"),
    ("EXERCISE = 'ex_p'", "", "error.pack_invalid"),
    (GOOD_MODULE.format(id="ex_p", extra=""), None, "error.pack_invalid"),  # no solution file
    (GOOD_MODULE.format(id="ex-p", extra=""), "", "error.pack_invalid"),  # not a Python name
    (GOOD_MODULE.format(id="ex_p", extra="STRINGS = {'status.passed': {'en': 'x', 'zh': 'x'}}"), "",
     "error.pack_strings"),  # may not replace a core string
    (GOOD_MODULE.format(id="ex_p", extra="STRINGS = {'ex_p.only_en': {'en': 'x'}}"), "",
     "error.pack_strings"),  # needs Chinese too
    (GOOD_MODULE.format(id="ex_omega", extra=""), "", "error.pack_id_clash"),  # a bundled id
], ids=["raises", "no_exercise", "not_exercise", "no_solution", "bad_id", "core_string", "no_zh",
        "bundled_id"])
def test_bad_packs_get_a_clear_reason(tmp_path, module, solution, key):
    folder = bad_pack(tmp_path, module, solution)
    with pytest.raises(InputError) as err:
        registry.exercises([folder])
    assert err.value.key == key
    for lang in ("en", "zh"):
        assert i18n.t(key, lang, **err.value.args_)


def test_missing_and_empty_packs(tmp_path):
    with pytest.raises(InputError) as err:
        registry.exercises([tmp_path / "nope"])
    assert err.value.key == "error.pack_missing"
    with pytest.raises(InputError) as err:
        registry.exercises([tmp_path])
    assert err.value.key == "error.pack_empty"


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
