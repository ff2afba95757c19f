"""`python -m attnlab gradescope OUT.zip`, end to end in an emulation of Gradescope's layout: a
private mount namespace with a temporary folder bind-mounted over /autograder, laid out as
Gradescope lays it out (source/ = the zip unpacked, run_autograder copied beside it,
submission/, results/), the zip's own run_autograder executed against the zip's own wheel
installed in a fresh venv (setup.sh itself needs the network: checked for form only)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from attnlab import registry
from wheel_env import install, make_venv, own_site

ROOT = Path(__file__).resolve().parent.parent
pytestmark = [pytest.mark.slow, pytest.mark.skipif(
    os.geteuid() != 0 or not shutil.which("unshare"),
    reason="the emulation needs root and unshare (a private mount namespace)")]

# Gradescope's documented results.json fields (gradescope-autograders.readthedocs.io, specs).
TOP = {"score", "execution_time", "output", "output_format", "test_output_format",
       "test_name_format", "visibility", "stdout_visibility", "extra_data", "tests", "leaderboard"}
TEST = {"score", "max_score", "status", "name", "name_format", "number", "output", "output_format",
        "tags", "visibility", "extra_data"}
VISIBILITY = {"hidden", "after_due_date", "after_published", "visible"}

BROKEN = "def ex_omega(:\n    return 1\n"
HOSTILE = """import os, glob
ex_omega = 0.9544
leaked = glob.glob('/autograder/source/**/solution.py', recursive=True)
def ex_stable_softmax(x, dim):
    os.system('touch /autograder/results/pwned')
    open('/autograder/results/results.json', 'w').write('{"score": 1000}')
    raise RuntimeError(open(leaked[0]).read() if leaked else 'nothing to read')
"""
PACK_RIGHT = ("import math\ndef ex_scaled_scores(q, k):\n"
              "    return q @ k.transpose(-2, -1) / math.sqrt(k.shape[-1])\n")


def validate(results: dict, visibility: str) -> None:
    """results.json has only Gradescope's fields, of the right types, and adds up."""
    assert set(results) <= TOP, set(results) - TOP
    assert isinstance(results["score"], (int, float))
    assert results.get("visibility", visibility) == visibility  # a message alone may omit it
    assert isinstance(results.get("output", ""), str)
    for test in results["tests"]:
        assert set(test) <= TEST, set(test) - TEST
        assert {"name", "score", "max_score", "status", "output"} <= set(test)
        assert test["status"] in ("passed", "failed") and test["visibility"] in VISIBILITY
        assert 0 <= test["score"] <= test["max_score"]
        assert isinstance(test["name"], str) and isinstance(test["output"], str)
    assert abs(sum(t["score"] for t in results["tests"]) - results["score"]) < 1e-9


@pytest.fixture(scope="module")
def autograder(tmp_path_factory):
    """The zip (with the example pack), its wheel installed in a venv, Gradescope's layout."""
    tmp = tmp_path_factory.mktemp("gradescope")
    out = tmp / "autograder.zip"
    proc = subprocess.run([sys.executable, "-m", "attnlab", "gradescope", str(out), "--pack",
                           str(ROOT / "docs" / "example_pack"), "--visibility", "after_published"],
                          cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    assert "wrote the Gradescope autograder" in proc.stderr
    layout = tmp / "autograder"
    source = layout / "source"
    with zipfile.ZipFile(out) as zf:
        names = zf.namelist()
        zf.extractall(source)
        modes = {i.filename: i.external_attr >> 16 for i in zf.infolist()}
    assert {"setup.sh", "run_autograder"} <= set(names)  # at the root of the archive
    assert modes["run_autograder"] & 0o111 and modes["setup.sh"] & 0o111
    (wheel,) = [n for n in names if n.endswith(".whl")]
    for name in ("setup.sh", "run_autograder"):
        os.chmod(source / name, 0o755)  # zipfile does not restore modes
    shutil.copy(source / "run_autograder", layout / "run_autograder")  # as Gradescope does
    (layout / "submission").mkdir()
    (layout / "results").mkdir()
    bin_ = make_venv(tmp / "venv")
    install(bin_, source / wheel)
    assert not (own_site(bin_) / "exercises").exists()
    return {"layout": layout, "python": bin_ / "python", "wheel": wheel}


def test_setup_sh_is_well_formed(autograder):
    setup = (autograder["layout"] / "source" / "setup.sh").read_text()
    assert subprocess.run(["bash", "-n", "-c", setup]).returncode == 0
    assert "download.pytorch.org/whl/cpu" in setup and "torch==2.13.0" in setup
    assert "libseccomp2" in setup and "bubblewrap" in setup
    assert f"/autograder/source/{autograder['wheel']}" in setup


def _listing(layout: Path) -> list[str]:
    return sorted(str(p.relative_to(layout)) for p in layout.glob("*/*")) if layout.exists() else []


def grade(autograder, files: dict[str, str]) -> dict:
    layout = autograder["layout"]
    submission = layout / "submission"
    shutil.rmtree(submission)
    submission.mkdir()
    for name, text in files.items():
        (submission / name).write_text(text)
    for stale in (layout / "results").iterdir():
        stale.unlink()
    created = not Path("/autograder").exists()
    if created:
        Path("/autograder").mkdir()
    try:
        script = ("mount --make-rprivate / && mount --bind \"$LAYOUT\" /autograder && "
                  "cd /autograder && /autograder/run_autograder")
        proc = subprocess.run(["unshare", "-m", "bash", "-c", script], capture_output=True,
                              text=True, timeout=600,
                              env={**os.environ, "LAYOUT": str(layout),
                                   "ATTNLAB_PYTHON": str(autograder["python"])})
    finally:
        if created:
            Path("/autograder").rmdir()
    # What the host saw of the layout afterwards: twice a run found its results folder gone.
    assert proc.returncode == 0, proc.stderr[-3000:] + f"\nlayout after: {_listing(layout)}"
    results = json.loads((layout / "results" / "results.json").read_text())
    validate(results, "after_published")
    return results


def _solutions(pack: bool = True) -> str:
    text = "\n\n".join(e.solution for e in registry.bundled())
    return text + ("\n\n" + PACK_RIGHT if pack else "")


def test_right_wrong_broken_and_hostile_submissions(autograder):
    total = sum(e.points for e in registry.bundled()) + 2  # the example pack's exercise: 2 points
    right = grade(autograder, {"answers.py": _solutions()})
    assert right["score"] == total and all(t["status"] == "passed" for t in right["tests"])
    assert "seed" in right["output"] and isinstance(right["extra_data"]["seed"], int)
    names = [t["name"] for t in right["tests"]]
    assert any(n.startswith("ex3_3:") and "no dropout" in n for n in names)  # a test per check
    assert any(n.startswith("ex_scaled_scores:") for n in names)  # the pack's exercise

    wrong = grade(autograder, {"answers.py": "ex_omega = 0.5\n" + (
        "def ex3_2(MultiHeadAttentionWrapper):\n"
        "    return MultiHeadAttentionWrapper(3, 1, 6, 0.5, num_heads=2)\n")})
    assert wrong["score"] == 1  # ex3_2's structure check only
    omega = [t for t in wrong["tests"] if t["name"].startswith("ex_omega:")][0]
    assert omega["score"] == 0 and "0.5" in omega["output"]
    ex3_2 = [t for t in wrong["tests"] if t["name"].startswith("ex3_2:")]
    assert [t["score"] for t in ex3_2] == [1, 0] and "dropout" in ex3_2[1]["output"]

    broken = grade(autograder, {"answers.py": BROKEN})
    assert broken["score"] == 0 and broken["tests"]
    assert all(t["status"] == "failed" for t in broken["tests"])
    assert "SyntaxError" in broken["tests"][0]["output"] or "line 1" in broken["tests"][0]["output"]

    hostile = grade(autograder, {"answers.py": HOSTILE})
    assert hostile["score"] == 1  # ex_omega, answered by a number; nothing else
    assert not (autograder["layout"] / "results" / "pwned").exists()
    assert "def ex_" not in json.dumps(hostile)  # no solution's text leaked into the feedback


def test_notebook_submissions_and_an_empty_upload(autograder):
    nb = {"cells": [{"cell_type": "code", "metadata": {}, "outputs": [], "execution_count": 1,
                     "source": "ex_omega = 0.9544\nex_shape_view = (2, 3, 5, 4)\n"}],
          "metadata": {}, "nbformat": 4, "nbformat_minor": 5}
    results = grade(autograder, {"answers.ipynb": json.dumps(nb)})
    assert results["score"] == 2
    empty = grade(autograder, {"README.txt": "nothing here"})
    assert empty["score"] == 0 and empty["tests"] == [] and empty["output"]
