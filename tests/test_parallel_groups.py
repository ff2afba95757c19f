"""The README's `python -m pytest -n auto` keeps each module's costly tests on one worker.

xdist's workers parse the command line again, so a --dist chosen in tests/conftest.py never
reached them: the groups were silently ignored, and a module's fixture ran once per worker (two
Gradescope emulations then raced for /autograder, one's end detaching the other's mount). This
runs the real conftest on a small synthetic module under two workers and reads where each ran."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow  # a pytest run of its own, with two workers

MODULE = '''
import pytest

@pytest.mark.slow
@pytest.mark.parametrize("i", range(4))
def test_costly(i):
    pass

@pytest.mark.gpu
def test_on_the_device():
    pass

@pytest.mark.parametrize("i", range(4))
def test_quick(i):
    pass
'''


def test_costly_tests_of_a_module_share_one_worker(tmp_path):
    shutil.copy(Path(__file__).with_name("conftest.py"), tmp_path / "conftest.py")
    (tmp_path / "test_synthetic.py").write_text(MODULE)
    (tmp_path / "pytest.ini").write_text("[pytest]\nmarkers =\n    slow: x\n    gpu: x\n")
    done = subprocess.run([sys.executable, "-m", "pytest", "-n", "2", "-v", "-p", "no:cacheprovider",
                           "test_synthetic.py"], cwd=tmp_path,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-2000:]
    ran = re.findall(r"^\[(gw\d)\].*?::(test_\w+)(?:\[\d\])?(@\S+)?", done.stdout, re.MULTILINE)
    assert len(ran) == 9, done.stdout[-3000:]
    costly = {(worker, group) for worker, name, group in ran if name == "test_costly"}
    assert costly and len(costly) == 1 and next(iter(costly))[1] == "@test_synthetic.py", ran
    assert [group for _, name, group in ran if name == "test_on_the_device"] == ["@gpu"]
    assert all(not group for _, name, group in ran if name == "test_quick")
