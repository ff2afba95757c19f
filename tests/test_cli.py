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


# Each test grades through the sandbox worker or the CLI in subprocesses (seconds each).
pytestmark = pytest.mark.sandbox


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
            assert set(e) == {"id", "status", "score", "max_score", "feedback", "checks"}
            assert e["status"] in ("passed", "failed", "error", "missing") and e["feedback"]
    carol = {e["id"]: e for e in subs["carol.py"]["exercises"]}
    assert carol["ex3_1"]["status"] == "missing"
    assert "all passed" not in proc.stdout
    assert "grading 4 submission" in proc.stderr


def test_grade_text_csv_and_chinese(klass, tmp_path):
    out = tmp_path / "new" / "deeper" / "scores.csv"  # --out creates its folder
    (tmp_path / "broken.ipynb").write_text('{"cells": [')
    proc = run("attnlab", "grade", str(klass / "carol.py"), str(klass / "alice.py"),
               str(tmp_path / "broken.ipynb"), "--format", "csv", "--out", str(out), "--jobs", "2")
    assert proc.returncode == 0 and proc.stdout == "", proc.stderr
    rows = list(csv.DictReader(io.StringIO(out.read_text())))
    assert [Path(r["path"]).name for r in rows] == ["carol.py", "alice.py", "broken.ipynb"]
    assert rows[0]["score"] == "2" and rows[1]["ex3_3"] == "3"
    # A status column per exercise tells a missing, a wrong and an unreadable answer apart.
    assert rows[0]["ex_omega_status"] == "passed" and rows[0]["ex3_1_status"] == "missing"
    assert rows[1]["ex3_3_status"] == "passed"
    assert {rows[2][f"{e.id}_status"] for e in exercises.ALL} == {"error"}
    assert "graded 2 file(s); not graded (could not be read) 1; skipped 0" in proc.stderr
    assert "not a readable Jupyter notebook" in proc.stderr
    proc = run("attnlab", "grade", str(klass / "carol.py"), "--lang", "zh")
    assert proc.returncode == 0
    assert "通过" in proc.stdout and "carol.py: 2 / " in proc.stdout


def display_width(text: str) -> int:
    """Terminal columns, counted independently of the report code: CJK ideographs and
    full-width punctuation take two."""
    def wide(ch):
        return ("\u1100" <= ch <= "\u115f" or "\u2e80" <= ch <= "\ua4cf" or "\uac00" <= ch <= "\ud7a3"
                or "\uf900" <= ch <= "\ufaff" or "\ufe30" <= ch <= "\ufe4f" or "\uff00" <= ch <= "\uff60")
    return sum(2 if wide(ch) else 1 for ch in text)


def test_chinese_text_report_columns_align(klass, tmp_path):
    (tmp_path / "bad.py").write_text("ex_omega = 1.0\nex_shape_view = (2, 2, 6, 2)\n")
    proc = run("attnlab", "grade", str(tmp_path / "bad.py"), str(klass / "carol.py"), "--lang", "zh",
               "--exercises", "ex_omega,ex_shape_view,ex3_1,ex_context")
    assert proc.returncode == 0, proc.stderr
    rows = [line for line in proc.stdout.splitlines() if line.startswith("  ex")]
    statuses = {"通过", "还不对", "出错", "未作答"}
    assert len(rows) == 8 and {r.split()[1] for r in rows} <= statuses
    assert len({r.split()[1] for r in rows}) >= 3  # status words of different widths
    # The score ("n/m") and the feedback start at the same terminal column on every row.
    score_at = {display_width(r[:r.index("/") - 3]) for r in rows}
    feedback_at = {display_width(r[:r.index("/") + 5]) for r in rows}
    assert len(score_at) == 1 and len(feedback_at) == 1, rows


def test_gradescope_results(klass, tmp_path):
    out = tmp_path / "results" / "results.json"
    proc = run("attnlab", "grade", str(klass / "carol.py"), "--format", "gradescope", "--out", str(out))
    assert proc.returncode == 0, proc.stderr
    results = json.loads(out.read_text())
    assert results["score"] == 2 and results["extra_data"]["max_score"] == TOTAL
    # A test per exercise, or per check of an exercise that has several (tests/test_points.py).
    assert len(results["tests"]) == sum(len(e.parts) for e in exercises.ALL)
    for test in results["tests"]:
        assert set(test) == {"name", "score", "max_score", "status", "output"}
        assert test["status"] in ("passed", "failed")


@pytest.mark.parametrize("upload,message", [
    ("many", "only one can be graded"), ("none", "No answers file"), ("absent", "No answers file")])
def test_gradescope_always_writes_results(tmp_path, upload, message):
    """Whatever the upload holds, the student reads a message in results.json, not a crash."""
    folder = tmp_path / "submission"
    if upload != "absent":
        folder.mkdir()
        (folder / "README.md").write_text("hello")
    if upload == "many":
        (folder / "answers.py").write_text("ex_omega = 0.9544\n")
        (folder / "copy.ipynb").write_text("{}")
    out = tmp_path / "results" / "results.json"
    proc = run("attnlab", "grade", str(folder), "--format", "gradescope", "--out", str(out))
    assert proc.returncode == 0, proc.stderr
    results = json.loads(out.read_text())
    assert results["score"] == 0 and results["tests"] == [] and message in results["output"]
    if upload == "many":
        assert "answers.py" in results["output"] and "copy.ipynb" in results["output"]
    proc = run("attnlab", "grade", str(folder), "--format", "gradescope", "--lang", "zh")
    assert proc.returncode == 0 and "重新提交" in json.loads(proc.stdout)["output"]


def test_gradescope_setup_error_is_not_blamed_on_the_student(tmp_path):
    (tmp_path / "answers.py").write_text("ex_omega = 0.9544\n")
    out = tmp_path / "results" / "results.json"
    proc = run("attnlab", "grade", str(tmp_path / "answers.py"), "--format", "gradescope",
               "--out", str(out), "--pack", str(tmp_path / "no_such_pack"))
    assert proc.returncode == 2 and "is not a folder" in proc.stderr  # the instructor's log
    results = json.loads(out.read_text())
    assert results["score"] == 0 and "not a problem with your code" in results["output"]


def test_out_that_cannot_be_written_fails_before_grading(klass, tmp_path):
    (tmp_path / "file").write_text("not a folder")
    proc = run("attnlab", "grade", str(klass), "--out", str(tmp_path / "file" / "report.json"))
    assert proc.returncode == 2 and "Cannot write the report" in proc.stderr
    assert "sandbox" not in proc.stderr  # it stopped before starting any grading
    proc = run("attnlab", "grade", str(klass), "--out", str(tmp_path), "--lang", "zh")
    assert proc.returncode == 2 and "是一个文件夹" in proc.stderr


def test_notebook_scores_like_the_same_answers_in_a_py(tmp_path):
    """Markdown cells, magics, shell lines and stored outputs change nothing in the grade."""
    import nbformat

    answers = [e.solution for e in exercises.ALL if e.id not in ("ex_omega", "ex_split_merge")]
    wrong = ["ex_omega = 1.2345",
             "def ex_split_merge(x, num_heads):\n    b, n, d = x.shape\n"
             "    return x.view(b, num_heads, n, d // num_heads)"]
    (tmp_path / "same.py").write_text("\n\n".join(answers + wrong))
    nb = nbformat.v4.new_notebook()
    nb.cells.append(nbformat.v4.new_markdown_cell("# My answers\nex_omega = 0.9544 is what I think"))
    nb.cells.append(nbformat.v4.new_code_cell("%matplotlib inline\n!pip install -q torch\n%load_ext autoreload"))
    for i, code in enumerate(answers + wrong):
        lines = code.split("\n")
        if i % 3 == 0 and len(lines) > 1:  # a magic inside the cell, at the next line's indentation
            indent = lines[1][: len(lines[1]) - len(lines[1].lstrip())]
            lines.insert(1, indent + "%time _ = 1")
        cell = nbformat.v4.new_code_cell(("%%time\n" if i % 4 == 1 else "") + "\n".join(lines))
        cell.outputs = [nbformat.v4.new_output("stream", text="ex_omega = 0.9544\n")]
        nb.cells.append(cell)
        nb.cells.append(nbformat.v4.new_markdown_cell(f"Cell {i} done. `%not_code`"))
    nbformat.write(nb, str(tmp_path / "same.IPYNB"))
    proc = run("attnlab", "grade", str(tmp_path), "--format", "json", "--jobs", "2")
    assert proc.returncode == 0, proc.stderr
    subs = {Path(s["path"]).name: s for s in json.loads(proc.stdout)["submissions"]}
    py, ipynb = subs["same.py"], subs["same.IPYNB"]
    assert py["score"] == ipynb["score"] == TOTAL - 1 - 2
    assert py["exercises"] == ipynb["exercises"]  # same statuses, scores and feedback


def test_html_class_report(klass, tmp_path):
    evil = tmp_path / "evil"
    evil.mkdir()
    (evil / "<img src=x onerror=alert(1)>.py").write_text("ex_omega = 1.0\n")
    (evil / "notes.txt").write_text("hello")
    out = tmp_path / "report" / "class.html"
    proc = run("attnlab", "grade", str(klass), str(evil), "--format", "html", "--out", str(out),
               "--lang", "zh")
    assert proc.returncode == 0, proc.stderr
    page = out.read_text(encoding="utf-8")
    assert "<script src" not in page and "Plotly" in page and 'id="score-distribution"' in page
    assert "班级成绩报告" in page and "最常见的问题" in page and "未作答" in page
    assert "<img src=x" not in page and "&lt;img src=x onerror=alert(1)&gt;.py" in page
    assert "notes.txt" in page and "不是 .py 或 .ipynb 文件" in page
    for e in exercises.ALL:
        assert f'data-exercise="{e.id}"' in page or "没有错误答案" in page


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


@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU")
def test_grading_on_cuda(klass):
    proc = run("attnlab", "grade", str(klass / "alice.py"), "--format", "json", "--device", "cuda")
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["submissions"][0]["score"] == TOTAL


@pytest.mark.parametrize("fmt", ["text", "json", "csv", "gradescope", "html"])
def test_names_that_are_not_utf8_are_reported_in_every_format(tmp_path, fmt):
    """A tar upload keeps its names' bytes: one that is not UTF-8 (here \\xff) must not lose the
    report written after the whole class was graded; it shows with a replacement character."""
    import os

    folder = tmp_path / "class"
    folder.mkdir()
    raw = os.fsencode(folder)
    if fmt != "gradescope":  # Gradescope grades one file: the skipped name alone is the test there
        with open(raw + b"/st\xffudent.py", "w") as f:
            f.write("ex_omega = 0.9544\n")
    else:
        (folder / "answers.py").write_text("ex_omega = 0.9544\n")
    with open(raw + b"/notes_\xff.txt", "w") as f:
        f.write("hello")
    out = tmp_path / "out" / f"report.{fmt}"
    proc = run("attnlab", "grade", str(folder), "--format", fmt, "--out", str(out),
               "--exercises", "ex_omega")
    assert proc.returncode == 0, proc.stderr
    text = out.read_bytes().decode("utf-8")  # strictly UTF-8, whole
    assert [p.name for p in out.parent.iterdir()] == [out.name]  # no temporary file left behind
    if fmt == "gradescope":
        assert json.loads(text)["score"] == 1
        return
    assert "st\ufffdudent.py" in text
    if fmt == "json":
        report = json.loads(text)
        assert report["submissions"][0]["score"] == 1
        assert report["skipped"][0]["path"].endswith("notes_\ufffd.txt")
    elif fmt == "csv":
        assert list(csv.DictReader(io.StringIO(text)))[0]["score"] == "1"
    else:
        assert "notes_\ufffd.txt" in text


def test_a_failed_run_leaves_no_report_and_keeps_the_old_one(tmp_path):
    """--out is written once, whole, at the end: a run that fails after checking --out (here:
    no submission found) neither creates an empty report nor truncates an earlier one."""
    out = tmp_path / "report.json"
    proc = run("attnlab", "grade", str(tmp_path / "empty_dir_missing"), "--out", str(out))
    assert proc.returncode == 2 and not out.exists()
    out.write_text("last week's report")
    (tmp_path / "empty").mkdir()
    proc = run("attnlab", "grade", str(tmp_path / "empty"), "--out", str(out))
    assert proc.returncode == 2 and out.read_text() == "last week's report"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["empty", "report.json"]
