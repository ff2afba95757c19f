"""Files as learners hand them in (issue 19): `.py` files with main blocks, notebooks run the way
Jupyter runs them, plots, missing modules and global torch settings, graded for real through the
CLI (a subprocess) and through the app's own grading path, with feedback read in English and
Chinese."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from pathlib import Path

import nbformat
import pytest

import exercises

# Each test grades through the sandbox worker or the CLI in subprocesses (seconds each).
pytestmark = pytest.mark.sandbox

ROOT = Path(__file__).resolve().parent.parent
TOTAL = sum(e.points for e in exercises.ALL)
SOLUTIONS = {e.id: e.solution for e in exercises.ALL}
EVERYTHING = "\n\n".join(SOLUTIONS.values())

UNITTEST_MAIN = EVERYTHING + '''

import unittest


class TestMyAnswers(unittest.TestCase):
    def test_omega(self):
        self.assertAlmostEqual(ex_omega, 0.9544)


if __name__ == "__main__":
    unittest.main()
'''

ARGPARSE_AND_PLOT_DEMO = EVERYTHING + '''

if __name__ == "__main__":
    import argparse

    import matplotlib.pyplot as plt
    import torch

    parser = argparse.ArgumentParser()
    parser.add_argument("--tokens", type=int, required=True)
    args = parser.parse_args()
    w = ex_causal_weights(torch.randn(args.tokens, args.tokens))
    plt.imshow(w)
    plt.savefig("weights.png")
'''

PLOTS_AT_TOP_LEVEL = """
import matplotlib.pyplot as plt
import numpy as np
import torch

scores = torch.randn(6, 6)
fig, ax = plt.subplots()
ax.imshow(torch.softmax(scores, -1).numpy(), cmap="viridis")
plt.title("Attention weights")
plt.plot(np.arange(6), np.arange(6))
plt.colorbar
plt.show()
""" + EVERYTHING

# "More precision for gradient checks", and the wrapper built once at top level as in the book.
FLOAT64 = """
import torch
torch.set_default_dtype(torch.float64)
from attnlab.modules import MultiHeadAttentionWrapper as Wrapper

torch.manual_seed(123)
wrapper = Wrapper(3, 1, 6, 0.0, num_heads=2)
batch = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                      [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
print(wrapper(torch.stack((batch, batch))).shape)
""" + "\n\n".join(s for i, s in SOLUTIONS.items() if i != "ex3_2") + """

def ex3_2(MultiHeadAttentionWrapper):
    return wrapper
"""

MODULE_ERROR = """get_ipython().run_line_magic('matplotlib', 'inline')  # as nbconvert exports it
ex_omega = 0.9544
ex_softmax_weight = 0.2379


print("the softmax of", 1 / 0)
ex_context = [0.4419, 0.6515, 0.5683]
"""


def notebook(path: Path, cells: list, counts: list | None = None) -> None:
    """A notebook as Jupyter saves it: code cells (with execution counts when given), markdown
    cells where a cell is ("md", text)."""
    nb = nbformat.v4.new_notebook()
    for i, cell in enumerate(cells):
        if isinstance(cell, tuple):
            nb.cells.append(nbformat.v4.new_markdown_cell(cell[1]))
            continue
        code = nbformat.v4.new_code_cell(cell)
        code.execution_count = counts[i] if counts else None
        code.outputs = [nbformat.v4.new_output("stream", text="ran\n")]
        nb.cells.append(code)
    nbformat.write(nb, str(path))


def answer_cells() -> list:
    return ["import torch\nimport torch.nn as nn\nimport matplotlib.pyplot as plt\n%matplotlib inline",
            *SOLUTIONS.values()]


@pytest.fixture(scope="module")
def folder(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("learners")
    (folder / "unittest_main.py").write_text(UNITTEST_MAIN)
    (folder / "argparse_demo.py").write_text(ARGPARSE_AND_PLOT_DEMO)
    (folder / "plots.py").write_text(PLOTS_AT_TOP_LEVEL)
    (folder / "float64.py").write_text(FLOAT64)
    (folder / "module_error.py").write_text(MODULE_ERROR)
    cells = answer_cells()
    # Cell 6 half-typed, an unrelated helper; the last cell raises while exploring.
    # A notebook runs as __main__, as in Jupyter: its unittest.main() and argparse cells end with
    # SystemExit there, which costs those cells only.
    notebook(folder / "half_typed.ipynb", cells[:5] + ["def plot_weights(w:\n    pass"] + cells[5:]
             + ["if __name__ == '__main__':\n    import unittest\n    unittest.main()",
                "import argparse\nparser = argparse.ArgumentParser()\n"
                "parser.add_argument('--tokens', required=True)\nargs = parser.parse_args()",
                "w = ex_causal_weights(torch.randn(3, 3))\nraise ValueError('just looking')"])
    # The cell that defines ex_omega (and ex_softmax_weight) breaks on its third line.
    notebook(folder / "broken_answer.ipynb",
             cells[:4] + ["ex_omega = 0.9544\nex_softmax_weight = 0.2379\ndef show(x:\n    print(x)"]
             + cells[6:])
    # A helper used before the cell that defines it: fine in the learner's kernel, where the
    # helper's cell ran first (its In [n] is smaller).
    stable = SOLUTIONS["ex_stable_softmax"]
    notebook(folder / "out_of_order.ipynb",
             ["import torch", "def ex_stable_softmax(x, dim):\n    return my_softmax(x, dim)",
              stable.replace("def ex_stable_softmax", "def my_softmax"), SOLUTIONS["ex_omega"]],
             counts=[1, 3, 2, 4])
    # Saved counts that no longer work (the helper's cell was edited and run later): the cells
    # run from top to bottom instead, and the note says so.
    notebook(folder / "stale_counts.ipynb",
             ["import torch", stable.replace("def ex_stable_softmax", "def my_softmax"),
              "def ex_stable_softmax(x, dim):\n    return my_softmax(x, dim)\nex_stable_softmax(torch.ones(2), 0)"],
             counts=[1, 9, 2])
    # %%writefile, then an import of the file it wrote.
    code = "\n\n".join(SOLUTIONS[i] for i in ("ex_causal_weights", "ex_split_merge"))
    notebook(folder / "writefile.ipynb",
             ["%%writefile attention_answers.py\nimport torch\n\n" + code,
              "from attention_answers import ex_causal_weights, ex_split_merge\n!ls",
              SOLUTIONS["ex_omega"]])
    # A module the grader lacks: only the answer that uses it fails.
    notebook(folder / "seaborn.ipynb",
             [f"import torch\nimport {ABSENT} as sns\nimport numpy as np", SOLUTIONS["ex_omega"],
              "def ex_causal_weights(scores):\n    sns.heatmap(scores)\n    return scores",
              SOLUTIONS["ex_stable_softmax"]])
    return folder


# A plotting library learners import and the grader lacks; a host that has it (the GPU image
# ships seaborn) gets a name no package has.
ABSENT = "seaborn" if importlib.util.find_spec("seaborn") is None else "seaborn_not_installed"


def grade(folder: Path, lang: str) -> dict:
    # On the CPU, as on a laptop or a Space: "auto" would grade on a GPU host's GPU, where the
    # numpy habits of these files are device slips (tests/test_sandbox_cuda.py covers that).
    proc = subprocess.run([sys.executable, "-m", "attnlab", "grade", str(folder), "--format",
                           "json", "--lang", lang, "--jobs", "2", "--device", "cpu"], cwd=ROOT, capture_output=True,
                          text=True, timeout=900)
    assert proc.returncode == 0, proc.stderr[-3000:]
    return {Path(s["path"]).name: s for s in json.loads(proc.stdout)["submissions"]}


@pytest.fixture(scope="module")
def english(folder) -> dict:
    return grade(folder, "en")


@pytest.fixture(scope="module")
def chinese(folder) -> dict:
    return grade(folder, "zh")


def by_id(submission: dict) -> dict:
    return {e["id"]: e for e in submission["exercises"]}


@pytest.mark.parametrize("name", ["unittest_main.py", "argparse_demo.py", "plots.py", "float64.py",
                                  "half_typed.ipynb"])
def test_right_answers_score_full_marks_whatever_else_the_file_does(english, name):
    """A main block (unittest.main(), argparse), plots, a torch default dtype of float64, a
    half-typed cell and a last cell that raises cost nothing."""
    got = english[name]
    assert got["score"] == TOTAL, [(e["id"], e["feedback"]) for e in got["exercises"]
                                   if e["status"] != "passed"]


def test_a_broken_cell_costs_only_the_answers_it_defines(english, chinese):
    got = by_id(english["broken_answer.ipynb"])
    assert english["broken_answer.ipynb"]["score"] == TOTAL - 2
    for eid in ("ex_omega", "ex_softmax_weight"):
        assert got[eid]["status"] == "error"
        assert "cell 5" in got[eid]["feedback"]
        assert "SyntaxError: '(' was never closed (line 3 of the cell)" in got[eid]["feedback"]
    zh = by_id(chinese["broken_answer.ipynb"])["ex_omega"]["feedback"]
    assert "第 5 个代码单元格" in zh and "该单元格第 3 行" in zh and "'(' was never closed" in zh
    notes = " ".join(english["broken_answer.ipynb"]["notes"])
    assert "cell 5: SyntaxError" in notes and "`%matplotlib inline` was skipped" in notes


def test_a_py_file_error_names_the_line_in_the_learners_own_file(english, chinese):
    got = by_id(english["module_error.py"])
    assert got["ex_omega"]["status"] == got["ex_softmax_weight"]["status"] == "passed"
    context = got["ex_context"]
    assert context["status"] == "error" and "line 6 of your file" in context["feedback"]
    assert "ZeroDivisionError" in context["feedback"]
    assert "第 6 行" in by_id(chinese["module_error.py"])["ex_context"]["feedback"]
    assert got["ex3_1"]["status"] == "missing"  # never written: not blamed on the error


def test_cells_run_in_the_learners_saved_order(english, chinese):
    got = english["out_of_order.ipynb"]
    assert by_id(got)["ex_stable_softmax"]["status"] == "passed"
    assert any("order you last ran them" in n for n in got["notes"])
    assert any("上次运行" in n for n in chinese["out_of_order.ipynb"]["notes"])


def test_cells_fall_back_to_document_order_and_say_so(english, chinese):
    got = english["stale_counts.ipynb"]
    assert by_id(got)["ex_stable_softmax"]["status"] == "passed"
    assert any("top to bottom" in n and "more of them failed" in n for n in got["notes"]), got
    assert any("从上到下" in n for n in chinese["stale_counts.ipynb"]["notes"])


def test_writefile_then_import_works_as_in_jupyter(english):
    got = by_id(english["writefile.ipynb"])
    assert got["ex_causal_weights"]["status"] == got["ex_split_merge"]["status"] == "passed"
    assert any("`!ls` was skipped" in n for n in english["writefile.ipynb"]["notes"])


def test_a_missing_module_costs_only_the_answer_that_uses_it(english, chinese):
    got = by_id(english["seaborn.ipynb"])
    assert got["ex_omega"]["status"] == got["ex_stable_softmax"]["status"] == "passed"
    assert got["ex_causal_weights"]["status"] == "failed"
    feedback = got["ex_causal_weights"]["feedback"]
    assert f"No module named '{ABSENT}'" in feedback and "cell 1, line 2" in feedback
    notes = " ".join(chinese["seaborn.ipynb"]["notes"])
    assert "评分环境中没有这个模块" in notes and ABSENT in notes


def test_a_global_setting_that_explains_a_failure_is_named(folder, tmp_path):
    """ex3_3 asks for float32 weights: a module built at top level under the learner's float64
    default fails, and the feedback says which line of theirs did it, in both languages."""
    (tmp_path / "f64.py").write_text(
        "import torch\ntorch.set_default_dtype(torch.float64)\n"
        "from attnlab.modules import MultiHeadAttention\n"
        "big = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12)\n"
        "def ex3_3(MultiHeadAttention, device):\n    return big.to(device)\n")
    for lang, says in (("en", "global torch setting"), ("zh", "全局设置")):
        got = by_id(grade(tmp_path, lang)["f64.py"])["ex3_3"]
        assert got["status"] == "failed" and says in got["feedback"]
        assert "torch.set_default_dtype(torch.float64)" in got["feedback"]


# --- the app's grading path: a code answer typed or pasted into the Exercises tab ----------------


def test_app_code_answers_with_notebook_habits(monkeypatch):
    from attnlab.ui.exercises_tab import exercise_check
    from helpers import EN, ZH

    ref = SOLUTIONS["ex_causal_weights"]
    habits = ("import matplotlib.pyplot as plt\nimport torch\ntorch.set_default_dtype(torch.float64)\n"
              "plt.plot([1, 2, 3]); plt.title('weights'); plt.show()\n" + ref +
              "\nif __name__ == '__main__':\n    import unittest\n    unittest.main()\n")
    text, _, state = exercise_check("ex_causal_weights", "", habits, {}, request=EN)
    assert "Passed" in text and state["ex_causal_weights"] == 2, text
    broken = "def ex_stable_softmax(x, dim):\n    m = x.amax(dim=dim, keepdim=True\n    return m\n"
    text, _, _ = exercise_check("ex_stable_softmax", "", broken, {}, request=EN)
    assert "answers.py, line 2" in text and "SyntaxError" in text, text
    text, _, _ = exercise_check("ex_stable_softmax", "", broken, {}, request=ZH)
    assert "无法加载" in text and "answers.py, line 2" in text, text
    starter = exercises.BY_ID["ex_mha_forward"].starter
    text, _, _ = exercise_check("ex_mha_forward", "", starter, {}, request=ZH)
    assert "未作答" in text, text


def test_notes_reach_the_text_gradescope_and_html_reports_escaped():
    from attnlab.grading.model import Outcome
    from attnlab.grading.class_report import page as to_html
    from attnlab.grading.report import SubmissionReport, to_gradescope, to_text

    e = exercises.ALL[0]
    notes = {"order": "document", "tried": ["saved", "document"], "skipped": [(1, "!pip install x")],
             "failures": [{"cell": 6, "line": 3, "error": "SyntaxError: <b>never closed</b>",
                           "soft": False}]}
    report = SubmissionReport("nb.ipynb", [(e, Outcome("passed", 3, 3, "feedback.passed"))],
                              notes=notes)
    text = to_text([report], "en")
    assert "note: cell 6: SyntaxError: <b>never closed</b> (line 3 of the cell)" in text
    assert "more of them failed" in text and "`!pip install x` was skipped" in text
    assert "第 6 个代码单元格" in json.loads(to_gradescope(report, "zh"))["output"]
    page = to_html([report], "en")
    assert 'id="notes"' in page and "&lt;b&gt;never closed" in page and "<b>never" not in page
