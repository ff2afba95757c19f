"""Submitted code can read its own source, as it can in Jupyter and in a Python file:
``@torch.jit.script`` and ``inspect.getsource`` work on a helper of the answer (issue 29, point 7).
Graded through the real sandbox."""

from __future__ import annotations

import pytest

import exercises
from attnlab.grading.runner import Limits, Sandbox
from attnlab.grading.submissions import Submission, notebook_from_cells

pytestmark = pytest.mark.sandbox

JIT = '''import torch

@torch.jit.script
def shifted_exp(x: torch.Tensor, dim: int) -> torch.Tensor:
    return (x - x.amax(dim=dim, keepdim=True)).exp()

def ex_stable_softmax(x, dim):
    e = shifted_exp(x, dim)
    return e / e.sum(dim=dim, keepdim=True)
'''

GETSOURCE = '''import inspect

def ex_stable_softmax(x, dim):
    assert "keepdim" in inspect.getsource(ex_stable_softmax)
    e = (x - x.amax(dim=dim, keepdim=True)).exp()
    return e / e.sum(dim=dim, keepdim=True)
'''


@pytest.fixture(scope="module")
def sandbox():
    box = Sandbox("cpu", Limits(wall_seconds=60), exercises=exercises.ALL)
    yield box
    box.close()


@pytest.mark.parametrize("source", [JIT, GETSOURCE], ids=["jit", "getsource"])
def test_source_reading_code_passes_in_a_file(sandbox, source):
    ((_, outcome),) = sandbox.grade(Submission.module(source, "answers.py"), ["ex_stable_softmax"], seed=3)
    assert outcome.status == "passed", outcome


def test_source_reading_code_passes_in_a_notebook_cell_by_cell(sandbox):
    """Each cell's source is its own: the helper is found in the cell that defined it, even when a
    later cell has other code on the same line numbers."""
    helper, answer = JIT.split("def ex_stable_softmax")
    cells = [{"cell_type": "code", "source": "import torch\nx = 1\n", "execution_count": 1},
             {"cell_type": "code", "source": helper, "execution_count": 2},
             {"cell_type": "code", "source": "def ex_stable_softmax" + answer, "execution_count": 3}]
    ((_, outcome),) = sandbox.grade(notebook_from_cells(cells), ["ex_stable_softmax"], seed=3)
    assert outcome.status == "passed", outcome
