"""`python -m attnlab starter`, `python -m attnlab grade` and `pytest exercises --answers`,
run as real subprocesses."""

from __future__ import annotations

import ast
import csv
import io
import json
import subprocess
import sys
from pathlib import Path

import pytest
import torch

import exercises

ROOT = Path(__file__).resolve().parent.parent
TOTAL = sum(e.points for e in exercises.ALL)


def run(*args, timeout=300):
    return subprocess.run([sys.executable, "-m", *args], cwd=ROOT, capture_output=True, text=True,
                          timeout=timeout)


@pytest.fixture(scope="module")
def starter() -> str:
    proc = run("attnlab", "starter")
    assert proc.returncode == 0, proc.stderr
    return proc.stdout


@pytest.fixture(scope="module")
def klass(tmp_path_factory, starter):
    """A small class: the reference, the untouched starter, a half-right and a noisy submission."""
    folder = tmp_path_factory.mktemp("class")
    (folder / "alice.py").write_text("\n\n".join(e.solution for e in exercises.ALL))
    (folder / "bob.py").write_text(starter)
    (folder / "carol.py").write_text("ex_omega = 0.9544\nex_shape_view = (2, 3, 5, 4)\n")
    (folder / "dave.py").write_text("print('{\"submissions\": []}')\nimport sys\n"
                                    "print('all passed', file=sys.stderr)\nex_omega = 1.0\n")
    return folder


def test_starter_is_a_complete_template(starter):
    tree = ast.parse(starter)
    defined = {n.name for n in tree.body if isinstance(n, ast.FunctionDef)}
    defined |= {t.id for n in tree.body if isinstance(n, ast.Assign) for t in n.targets
                if isinstance(t, ast.Name)}
    assert defined == set(exercises.BY_ID)
    assert "练习 3.1" in starter and "Exercise 3.3" in starter


def test_grade_json_report(klass):
    proc = run("attnlab", "grade", str(klass), "--format", "json", "--device", "cpu")
    assert proc.returncode == 0, proc.stderr
    report = json.loads(proc.stdout)  # stdout is only the report, whatever submissions print
    subs = {Path(s["path"]).name: s for s in report["submissions"]}
    assert set(subs) == {"alice.py", "bob.py", "carol.py", "dave.py"}
    assert subs["alice.py"]["score"] == subs["alice.py"]["max_score"] == TOTAL
    assert subs["bob.py"]["score"] == 0
    assert subs["carol.py"]["score"] == 2
    assert subs["dave.py"]["score"] == 0
    for s in report["submissions"]:
        assert [e["id"] for e in s["exercises"]] == [e.id for e in exercises.ALL]
        for e in s["exercises"]:
            assert set(e) == {"id", "status", "score", "max_score", "feedback"}
            assert e["status"] in ("passed", "failed", "error", "missing") and e["feedback"]
    carol = {e["id"]: e for e in subs["carol.py"]["exercises"]}
    assert carol["ex3_1"]["status"] == "missing"
    assert "all passed" not in proc.stdout
    assert "grading 4 submission" in proc.stderr


def test_grade_text_csv_and_chinese(klass, tmp_path):
    out = tmp_path / "scores.csv"
    proc = run("attnlab", "grade", str(klass / "carol.py"), str(klass / "alice.py"),
               "--format", "csv", "--out", str(out), "--jobs", "2")
    assert proc.returncode == 0 and proc.stdout == ""
    rows = list(csv.DictReader(io.StringIO(out.read_text())))
    assert [Path(r["path"]).name for r in rows] == ["carol.py", "alice.py"]
    assert rows[0]["score"] == "2" and rows[1]["ex3_3"] == "3"
    proc = run("attnlab", "grade", str(klass / "carol.py"), "--lang", "zh")
    assert proc.returncode == 0
    assert "通过" in proc.stdout and "carol.py: 2 / " in proc.stdout


def test_gradescope_results(klass, tmp_path):
    out = tmp_path / "results.json"
    proc = run("attnlab", "grade", str(klass / "carol.py"), "--format", "gradescope", "--out", str(out))
    assert proc.returncode == 0, proc.stderr
    results = json.loads(out.read_text())
    assert results["score"] == 2 and results["max_score"] == TOTAL
    assert len(results["tests"]) == len(exercises.ALL)
    for test in results["tests"]:
        assert set(test) == {"name", "score", "max_score", "status", "output"}
        assert test["status"] in ("passed", "failed")
    proc = run("attnlab", "grade", str(klass), "--format", "gradescope")
    assert proc.returncode == 2 and "one submission" in proc.stderr


def test_bad_arguments_are_clear(tmp_path):
    proc = run("attnlab", "grade", str(tmp_path / "nope.py"))
    assert proc.returncode == 2 and "No such file" in proc.stderr and proc.stdout == ""
    proc = run("attnlab", "grade", str(tmp_path))
    assert proc.returncode == 2 and "No .py" in proc.stderr
    if not torch.cuda.is_available():
        (tmp_path / "a.py").write_text("ex_omega = 1\n")
        proc = run("attnlab", "grade", str(tmp_path / "a.py"), "--device", "cuda")
        assert proc.returncode == 2 and "no GPU" in proc.stderr


def test_pytest_plugin_grades_one_submission(klass):
    proc = run("pytest", "exercises", "-q", "-p", "no:cacheprovider", "--answers",
               str(klass / "carol.py"))
    assert proc.returncode == 1
    assert "2 passed" in proc.stdout and f"{len(exercises.ALL) - 2} failed" in proc.stdout
    assert "no top-level name" in proc.stdout  # the readable feedback, not a traceback
    proc = run("pytest", "exercises", "-q", "-p", "no:cacheprovider", "--answers",
               str(klass / "alice.py"))
    assert proc.returncode == 0 and f"{len(exercises.ALL)} passed" in proc.stdout


@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU")
def test_grading_on_cuda(klass):
    proc = run("attnlab", "grade", str(klass / "alice.py"), "--format", "json", "--device", "cuda")
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["submissions"][0]["score"] == TOTAL
