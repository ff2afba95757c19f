"""`python -m attnlab starter --format ipynb`: the handout, executed by a real kernel (nbclient,
ipykernel): with the answers filled in every check passes; a wrong answer gets the same feedback
as `python -m attnlab grade` gives the same code."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from attnlab import registry

nbclient = pytest.importorskip("nbclient")
pytest.importorskip("ipykernel")
nbformat = pytest.importorskip("nbformat")

ROOT = Path(__file__).resolve().parent.parent
IDS = ["ex_omega", "ex_shape_view", "ex_stable_softmax", "ex3_2"]
WRONG = ("def ex_stable_softmax(x, dim):\n"
         "    return x.exp() / x.exp().sum(dim=dim, keepdim=True)\n")


def handout(tmp_path) -> Path:
    out = tmp_path / "handout.ipynb"
    proc = subprocess.run([sys.executable, "-m", "attnlab", "starter", "--format", "ipynb",
                           "--exercises", ",".join(IDS), "--out", str(out)], cwd=ROOT,
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    return out


def fill(path: Path, answers: dict[str, str]):
    nb = nbformat.read(path, as_version=4)
    for cell in nb.cells:
        ident = cell.metadata.get("attnlab", {}).get("answer")
        if ident in answers:
            cell.source = answers[ident]
    return nb


def execute(nb, tmp_path) -> dict[str, str]:
    """{exercise id: the text its check cell printed}."""
    nbclient.NotebookClient(nb, timeout=600, kernel_name="python3",
                            resources={"metadata": {"path": str(ROOT)}}).execute()
    printed = {}
    for cell in nb.cells:
        ident = cell.metadata.get("attnlab", {}).get("check")
        if ident:
            assert not [o for o in cell.outputs if o.output_type == "error"], cell.outputs
            printed[ident] = "".join(o.get("text", "") for o in cell.outputs
                                     if o.output_type == "stream")
    return printed


@pytest.mark.slow  # a subprocess per handout
def test_the_handout_has_statement_starter_and_check_per_exercise(tmp_path):
    nb = nbformat.read(handout(tmp_path), as_version=4)
    nbformat.validate(nb)
    kinds = [(c.cell_type, next(iter(c.metadata.get("attnlab", {"": ""}))))
             for c in nb.cells[2:]]
    assert kinds == [("markdown", "exercise"), ("code", "answer"), ("code", "check")] * len(IDS)
    by_id = registry.by_id(registry.bundled())
    omega = [c for c in nb.cells if c.metadata.get("attnlab", {}).get("exercise") == "ex_omega"][0]
    assert "(1 point)" in omega.source and by_id["ex_omega"].statement["en"] in omega.source
    checks = [c.source for c in nb.cells if c.metadata.get("attnlab", {}).get("check")]
    assert 'from attnlab import notebook\nnotebook.check("ex_omega")' in checks


@pytest.mark.slow  # a kernel and the sandbox's worker: tens of seconds
def test_answers_filled_in_pass_every_check_and_a_wrong_one_gets_the_clis_feedback(tmp_path):
    path = handout(tmp_path)
    by_id = registry.by_id(registry.bundled())
    right = execute(fill(path, {i: by_id[i].solution for i in IDS}), tmp_path)
    for ident in IDS:
        assert f"{ident} " in right[ident] and "Passed" in right[ident], right[ident]
    wrong = execute(fill(path, {**{i: by_id[i].solution for i in IDS}, "ex_stable_softmax": WRONG}),
                    tmp_path)
    answers = tmp_path / "wrong.py"
    answers.write_text(WRONG)
    cli = subprocess.run([sys.executable, "-m", "attnlab", "grade", str(answers), "--format",
                          "json", "--exercises", "ex_stable_softmax", "--seed", "1"], cwd=ROOT,
                         capture_output=True, text=True, timeout=300)
    (graded,) = json.loads(cli.stdout)["submissions"][0]["exercises"]
    # the same diagnosis word for word; where the code leaves the right values is told in each
    # format's own terms (a file's line, a notebook's cell and line)
    diagnosis, _, where = graded["feedback"].partition(" Your code first leaves the right computation at line 2:")
    assert graded["status"] == "failed" and diagnosis in wrong["ex_stable_softmax"]
    if where:
        assert "Your code first leaves the right computation in cell" in wrong["ex_stable_softmax"]
    assert "1 / 2" in wrong["ex_stable_softmax"] and "Passed" in wrong["ex_omega"]


class _Unconfined:
    """A sandbox that cannot confine code (as without seccomp), grading nothing."""

    def missing(self):
        return ["no seccomp"]

    def grade_with_notes(self, submission, ids, seed):
        from attnlab.grading.model import Outcome

        self.graded = [c.source for c in submission.cells]
        e = registry.by_id(registry.bundled())[ids[0]]
        return [(e, Outcome("passed", e.points, e.points, "feedback.passed"))], {}


def test_check_refuses_code_it_cannot_confine_unless_asked(monkeypatch, capsys):
    from attnlab import notebook

    stub = _Unconfined()
    monkeypatch.setattr(notebook, "_sandbox", lambda packs, unsafe: stub)
    notebook.check("ex3_2")
    refused = capsys.readouterr().out
    assert refused.startswith("Not graded: code answers cannot be confined here (no seccomp)")
    assert "unsafe=True" in refused and not hasattr(stub, "graded")
    monkeypatch.setattr(notebook, "_sources", lambda: [
        "def ex3_2(W):\n    return W(3, 1, 6, 0.0, num_heads=2)",
        "from attnlab import notebook\nnotebook.check('ex3_2')"])
    notebook.check("ex3_2", unsafe=True)
    ran = capsys.readouterr().out
    assert ran.startswith("Code answers cannot be confined here (no seccomp); as asked")
    assert "ex3_2" in ran and "Passed" in ran
    assert "notebook.check" not in stub.graded[1] and "def ex3_2" in stub.graded[0]
    notebook.check("ex9_9")
    assert "No exercise is called 'ex9_9'" in capsys.readouterr().out
    notebook.check("ex_omega")  # a short answer runs no code: graded even here
    assert "Not graded" not in capsys.readouterr().out
