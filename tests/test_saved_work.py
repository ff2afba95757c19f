"""A learner's work handed in: the file the app writes is graded by the CLI exactly as the app
graded each answer, and a file opened in the app gives back the same answers, unrun."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from attnlab import registry
from attnlab.grading.answer_files import answers_ipynb, answers_py, read_answers
from attnlab.ui import saved_work
from attnlab.ui.exercises_tab import exercise_check
from helpers import EN, ZH

ROOT = Path(__file__).resolve().parent.parent


def wrong_answer(e) -> str:
    if e.kind == "number":
        return "12345"
    if e.kind in ("vector", "shape"):
        return "[7, 7, 7, 7]"
    return f"import torch\ndef {e.id}(*args, **kwargs):\n    return torch.zeros(1)\n"


def right_answer(e) -> str:
    if e.kind == "code":
        return e.solution
    return e.solution.split("=", 1)[1].split("#")[0].strip()


def learner_answers() -> dict[str, str]:
    """Every third exercise right, every third wrong, the rest unanswered."""
    out = {}
    for i, e in enumerate(registry.bundled()):
        if i % 3 == 0:
            out[e.id] = right_answer(e)
        elif i % 3 == 1:
            out[e.id] = wrong_answer(e)
    return out


def app_verdicts(answers: dict[str, str]) -> dict[str, tuple[str, float]]:
    out = {}
    for e in registry.bundled():
        if e.id not in answers and e.kind != "code":
            out[e.id] = ("missing", 0)
            continue
        # An unanswered code exercise: what the app grades when its editor still holds the starter.
        answer = answers.get(e.id, e.starter)
        code, text = (answer, "") if e.kind == "code" else ("", answer)
        shown, _, state = exercise_check(e.id, text, code, {}, request=EN)
        status = next(s for s, word in (("passed", "**Passed**"), ("failed", "**Not yet**"),
                                         ("error", "**Error**"), ("missing", "**Missing**")) if word in shown)
        out[e.id] = (status, state.get(e.id, 0))
    return out


def cli_verdicts(path: Path) -> dict[str, tuple[str, float]]:
    done = subprocess.run([sys.executable, "-m", "attnlab", "grade", str(path), "--format", "json"],
                          cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert done.returncode in (0, 1), done.stderr[-2000:]
    (report,) = json.loads(done.stdout)["submissions"]
    return {x["id"]: (x["status"], x["score"]) for x in report["exercises"]}


@pytest.fixture(scope="module")
def answers():
    return learner_answers()


@pytest.fixture(scope="module")
def in_app(answers):
    return app_verdicts(answers)


@pytest.mark.sandbox
@pytest.mark.parametrize("fmt", ["py", "ipynb"])
def test_the_downloaded_file_grades_as_the_app_did(tmp_path, answers, in_app, fmt):
    write = answers_py if fmt == "py" else answers_ipynb
    path = tmp_path / f"answers.{fmt}"
    path.write_text(write(registry.bundled(), answers), encoding="utf-8")
    by_cli = cli_verdicts(path)
    assert {k: v[0] for k, v in by_cli.items()} == {k: v[0] for k, v in in_app.items()}
    assert {k: float(v[1]) for k, v in by_cli.items()} == {k: float(v[1]) for k, v in in_app.items()}
    assert {s for s, _ in in_app.values()} >= {"passed", "missing"}  # the mix is really mixed


@pytest.mark.parametrize("fmt", ["py", "ipynb"])
def test_a_file_opened_in_the_app_gives_back_every_answer(answers, in_app, fmt):
    write = answers_py if fmt == "py" else answers_ipynb
    data = write(registry.bundled(), answers).encode("utf-8")
    placed, unplaced = read_answers(data, f"answers.{fmt}", registry.bundled())
    assert unplaced == []
    bug_hunts = {e.id for e in registry.bundled() if e.kind == "code" and "def " in e.starter
                 and "..." not in e.starter and e.id not in answers}
    assert set(placed) == set(answers) | (bug_hunts & set(placed))
    assert app_verdicts({k: v for k, v in placed.items() if k in answers}) == in_app


def test_a_learners_own_file_is_placed_without_running_it(tmp_path):
    source = (b"import torch\nimport matplotlib.pyplot as plt\n\n"
              b"SCALE = 1.0\n\ndef _mask(n, device):\n"
              b"    return torch.triu(torch.ones(n, n, dtype=torch.bool, device=device), 1)\n\n"
              b"def ex_causal_weights(scores):\n"
              b"    n = scores.shape[-1]\n"
              b"    return torch.softmax(scores.masked_fill(_mask(n, scores.device), float('-inf')) * SCALE, -1)\n\n"
              b"def plot(w:\n    pass\n\n"
              b"open('/tmp/attnlab-should-not-exist', 'w').write('ran')\n"
              b"ex_omega = 0.9544\n")
    placed, unplaced = read_answers(source, "mine.py", registry.bundled())
    assert set(placed) == {"ex_causal_weights", "ex_omega"}
    assert "def _mask" in placed["ex_causal_weights"] and "SCALE = 1.0" in placed["ex_causal_weights"]
    assert placed["ex_omega"] == "0.9544"
    assert any("SyntaxError" in u for u in unplaced) and any("open(" in u for u in unplaced)
    assert not Path("/tmp/attnlab-should-not-exist").exists()
    text, _, state = exercise_check("ex_causal_weights", "", placed["ex_causal_weights"], {},
                                    request=EN)
    assert "Passed" in text


@pytest.mark.parametrize("data,name,key", [
    (b"\x89PNG\r\n\x1a\n\x00\x00", "answers.py", "not text"),
    (b"\xff\xfe\xfa" * 10, "answers.py", "UTF-8"),
    (b"{not json", "answers.ipynb", "not a readable notebook"),
    (json.dumps({"cells": [{"cell_type": "code", "source": "x=1"}] * 2001}).encode(),
     "bomb.ipynb", "2000 cells"),
    (b"[" * 100_000 + b"]" * 100_000, "deep.ipynb", "not a readable notebook"),
    (b"x" * (3 * 2**20), "big.py", "larger than 2 MB"),
    (b"import os\n" * 30_000, "long.py", "more than 256 KB of code"),
    (b"print(1)", "notes.txt", "Open a .py or .ipynb"),
])
def test_bad_files_get_a_clear_message(tmp_path, data, name, key):
    import gradio as gr

    path = tmp_path / name
    path.write_bytes(data)
    with pytest.raises(gr.Error) as err:
        saved_work.open_file(str(path), "ex_omega", {}, request=EN)
    assert key in err.value.message, err.value.message
    assert not path.exists()  # the uploaded copy is removed either way


def test_code_nested_beyond_the_parser_is_listed_not_a_crash():
    """A chain that Python's parser cannot build (RecursionError in ast construction) is one
    unplaced piece with its reason; the answers beside it are still placed."""
    from attnlab.grading.answer_files import read_answers

    chain = "x = " + "1 + " * 60_000 + "1\n"  # 240 KB, under the code limit
    placed, unplaced = read_answers((chain + "\nex_omega = 0.9544\n").encode(), "a.py",
                                    registry.bundled())
    assert placed == {"ex_omega": "0.9544"}
    assert any("too deeply nested" in u for u in unplaced), unplaced
    placed, unplaced = read_answers(chain.encode(), "a.py", registry.bundled())
    assert placed == {} and unplaced == ["line 1: RecursionError: too deeply nested to read"]


def test_restore_download_and_start_over_in_both_languages(tmp_path):
    ex = next(e for e in registry.bundled() if e.id == "ex_causal_weights")
    stored = {"ex_causal_weights": {"a": ex.solution, "v": saved_work.version_of(ex)},
              "ex_omega": {"a": "0.9544", "v": "stale"}, "nope": {"a": "x", "v": ""}}
    text, code, hints_md, count, note, progress = saved_work.restore(
        "ex_causal_weights", stored, {"ex_causal_weights": 2}, {"ex_causal_weights": 2}, request=EN)
    assert code["value"] == ex.solution and count == 2 and "Hint 2 of" in hints_md
    assert note == "" and "2 / " in progress
    text, code, _, _, note, _ = saved_work.restore("ex_omega", stored, {}, {}, request=ZH)
    assert text["value"] == "0.9544" and "改动" in note  # an older version: shown, and said
    file, message = saved_work.download_py(stored, request=ZH)
    content = Path(file["value"]).read_text(encoding="utf-8")
    assert "ex_omega = 0.9544" in content and "def ex_causal_weights" in content
    assert "2" in message and "python -m attnlab grade answers.py" in message
    out = saved_work.start_over("ex_causal_weights", request=EN)
    assert out[:3] == ({}, {}, {}) and out[4]["value"] == ex.starter and "erased" in out[8]
    # Whatever the browser's storage holds, nothing breaks the page.
    for junk in (None, [], "x", {"ex_omega": 5}, {"ex_omega": {"a": 3}}):
        saved_work.restore("ex_omega", junk, junk, junk, request=EN)


@pytest.mark.server
def test_an_api_client_cannot_make_the_app_read_or_delete_a_host_file(server_url, tmp_path):
    """answers_open deletes the upload it read: only a file in Gradio's upload folder may reach
    it, never a path of the host an API client names."""
    from helpers import call_http

    victim = tmp_path / "answers.py"
    victim.write_text("ex_omega = 0.9544\n")
    for value in ({"path": str(victim), "meta": {"_type": "gradio.FileData"}}, str(victim),
                  {"path": "/etc/hostname", "meta": {"_type": "gradio.FileData"}}, None, "junk"):
        status, out = call_http(server_url, "answers_open", [value, "ex_omega", {}], lang="en")
        assert status != "complete" or "ex_omega" not in str(out), out
    assert victim.read_text() == "ex_omega = 0.9544\n"  # still there, never read into answers
    assert call_http(server_url, "ping", []) == ("complete", ["ok"])
