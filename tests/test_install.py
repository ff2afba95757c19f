"""`pip install .` gives the `attnlab` command, which works from any folder (not only the
checkout's root), with the exercises and their probes installed under the package
(attnlab/exercises), never as a top-level `exercises` package."""

from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path

import pytest

from wheel_env import build_wheel, install, make_venv, own_site

ROOT = Path(__file__).resolve().parent.parent


def test_the_version_is_pyprojects():
    from attnlab import __version__

    declared = re.search(r'^version = "([^"]+)"', (ROOT / "pyproject.toml").read_text(), re.M)
    assert __version__ == declared.group(1)


@pytest.mark.slow
def test_an_installed_attnlab_works_from_any_folder(tmp_path):
    """The wheel in a fresh venv (made from whatever interpreter runs the tests, a venv included):
    its `attnlab` command works from another folder, with the exercises under attnlab/."""
    wheel = build_wheel(tmp_path)
    bin_ = make_venv(tmp_path / "venv")
    install(bin_, wheel)
    site = own_site(bin_)
    assert (site / "attnlab" / "exercises" / "ex3_2" / "check.py").is_file()
    assert not (site / "exercises").exists()  # nothing at top level but the package
    work = tmp_path / "elsewhere"
    work.mkdir()
    version = subprocess.run([str(bin_ / "attnlab"), "--version"], cwd=work, capture_output=True,
                             text=True, timeout=120)
    assert version.returncode == 0 and version.stdout.startswith("attnlab "), version.stderr
    where = subprocess.run([str(bin_ / "python"), "-c", "import attnlab.exercises, attnlab.registry"
                            " as r; print(attnlab.exercises.__file__); print(r.BUNDLED)"],
                           cwd=work, capture_output=True, text=True, timeout=120)
    assert where.stdout.splitlines() == [str(site / "attnlab" / "exercises" / "__init__.py"),
                                         str(site / "attnlab" / "exercises")], where.stderr
    starter = subprocess.run([str(bin_ / "attnlab"), "starter"], cwd=work, capture_output=True,
                             text=True, timeout=300)
    assert "def ex_causal_weights" in starter.stdout and "ex_omega = None" in starter.stdout
    answers = work / "answers.py"
    solution = (ROOT / "exercises" / "ex_causal_weights" / "solution.py").read_text()
    answers.write_text(starter.stdout.replace("ex_omega = None", "ex_omega = 0.9544")
                       + "\n\n" + solution)
    graded = subprocess.run([str(bin_ / "python"), "-m", "attnlab", "grade", str(answers),
                             "--format", "json", "--exercises", "ex_omega,ex_causal_weights,ex3_2"],
                            cwd=work, capture_output=True, text=True, timeout=600)
    (report,) = json.loads(graded.stdout)["submissions"]
    by_id = {x["id"]: x["status"] for x in report["exercises"]}
    assert by_id == {"ex_omega": "passed", "ex_causal_weights": "passed", "ex3_2": "missing"}, \
        graded.stderr[-2000:]
    # The installed command builds the course's handout and autograder too.
    handout = subprocess.run([str(bin_ / "attnlab"), "starter", "--format", "ipynb", "--out",
                              "handout.ipynb"], cwd=work, capture_output=True, text=True, timeout=300)
    assert handout.returncode == 0 and "notebook.check(" in (work / "handout.ipynb").read_text()
    zipped = subprocess.run([str(bin_ / "attnlab"), "gradescope", "autograder.zip"], cwd=work,
                            capture_output=True, text=True, timeout=300)
    assert zipped.returncode == 0, zipped.stderr[-2000:]
    import zipfile

    names = zipfile.ZipFile(work / "autograder.zip").namelist()
    assert {"setup.sh", "run_autograder"} <= set(names)
    wheel = [n for n in names if n.endswith(".whl")]
    inner = zipfile.ZipFile(zipfile.ZipFile(work / "autograder.zip").open(wheel[0])).namelist()
    assert "attnlab/exercises/ex3_2/check.py" in inner and not any(
        n.startswith("exercises/") for n in inner)
