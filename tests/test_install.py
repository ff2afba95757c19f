"""`pip install .` gives the `attnlab` command, which works from any folder (not only the
checkout's root), with the exercises and their probes installed beside the package."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def test_the_version_is_pyprojects():
    from attnlab import __version__

    declared = re.search(r'^version = "([^"]+)"', (ROOT / "pyproject.toml").read_text(), re.M)
    assert __version__ == declared.group(1)


@pytest.mark.slow
def test_an_installed_attnlab_works_from_any_folder(tmp_path):
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--system-site-packages", str(venv)], check=True,
                   timeout=120)
    bin_ = venv / "bin"
    source = tmp_path / "src"  # a copy: pip builds in the tree it is given, leaving build/ there
    shutil.copytree(ROOT, source, ignore=shutil.ignore_patterns(
        ".git", "build", "*.egg-info", "__pycache__", "test-artifacts", ".hypothesis"))
    done = subprocess.run([str(bin_ / "pip"), "install", "-q", "--no-deps", str(source)],
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-2000:]
    work = tmp_path / "elsewhere"
    work.mkdir()
    version = subprocess.run([str(bin_ / "attnlab"), "--version"], cwd=work, capture_output=True,
                             text=True, timeout=120)
    assert version.returncode == 0 and version.stdout.startswith("attnlab "), version.stderr
    starter = subprocess.run([str(bin_ / "attnlab"), "starter"], cwd=work, capture_output=True,
                             text=True, timeout=300)
    assert "def ex_causal_weights" in starter.stdout and "ex_omega = None" in starter.stdout
    answers = work / "answers.py"
    answers.write_text(starter.stdout.replace("ex_omega = None", "ex_omega = 0.9544"))
    graded = subprocess.run([str(bin_ / "python"), "-m", "attnlab", "grade", str(answers),
                             "--format", "json", "--exercises", "ex_omega,ex_causal_weights"],
                            cwd=work, capture_output=True, text=True, timeout=600)
    (report,) = json.loads(graded.stdout)["submissions"]
    by_id = {x["id"]: x["status"] for x in report["exercises"]}
    assert by_id == {"ex_omega": "passed", "ex_causal_weights": "missing"}, graded.stderr[-2000:]
