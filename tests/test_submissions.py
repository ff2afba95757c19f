"""Reading submissions: notebooks, encodings, suffixes, and which files in a folder are skipped.

No sandbox here: these check the text handed to it (the CLI tests grade it for real)."""

from __future__ import annotations

import ast

import nbformat
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from attnlab.grading.submissions import (
    MAX_SOURCE_BYTES, Unreadable, collect, decode, neutralise, notebook_source, read_source)


def notebook(*cells, outputs=True) -> str:
    nb = nbformat.v4.new_notebook()
    for kind, source in cells:
        if kind == "md":
            nb.cells.append(nbformat.v4.new_markdown_cell(source))
        else:
            cell = nbformat.v4.new_code_cell(source)
            if outputs:
                cell.outputs = [nbformat.v4.new_output("stream", text="ex_omega = 99\n"),
                                nbformat.v4.new_output("execute_result", data={"text/plain": "42"})]
            nb.cells.append(cell)
    return nbformat.writes(nb)


def run_source(source: str) -> dict:
    """Execute trusted test text (never a submission) to see which names it defines."""
    namespace: dict = {}
    exec(compile(source, "nb", "exec"), namespace)
    return namespace


def test_notebook_code_cells_in_order_outputs_and_markdown_ignored():
    text = notebook(("md", "# Answers\nex_omega = 5\n%magic in markdown"),
                    ("code", "x = 1"), ("md", "more prose"), ("code", "ex_omega = x + 0.5"))
    ns = run_source(notebook_source(text))
    assert ns["ex_omega"] == 1.5  # not 5 (markdown) nor 99 (an output)


def test_magics_and_shell_lines_are_neutralised_inside_blocks():
    cell = ("%matplotlib inline\n!pip install torch\nfiles = !ls\n"
            "def f(x):\n    %time y = x\n    !echo hi\n    return x * 2\n"
            "for i in range(2):\n    %timeit f(i)\nresult = f(3)\nnp?\n")
    out = neutralise(cell)
    assert len(out.split("\n")) == len(cell.split("\n"))  # line numbers kept for error messages
    ns = run_source(out)
    assert ns["result"] == 6 and "files" not in ns


def test_cell_magics():
    assert run_source(neutralise("%%time\nz = 3\nw = z + 1"))["w"] == 4  # body is Python
    bash = neutralise("%%bash\nrm -rf /\nls -la")
    assert all(line.startswith("#") for line in bash.split("\n"))
    writefile = neutralise("%%writefile helper.py\ndef oops(:\n")
    assert run_source(writefile) is not None  # commented out, so it compiles


def test_percent_and_bang_inside_python_statements_are_kept():
    valid = "x = (10\n% 3)\ny = 7 \\\n% 4\ns = \'\'\'\n!not a shell line\n\'\'\'\nz = {'a': 1,\n'!': 2}"
    assert neutralise(valid) == valid  # valid Python is never rewritten
    mixed = "%matplotlib inline\n" + valid
    out = neutralise(mixed)
    assert out.split("\n")[1:] == mixed.split("\n")[1:]  # only the magic line changed
    ns = run_source(out)
    assert (ns["x"], ns["y"], ns["s"], ns["z"]) == (1, 3, "\n!not a shell line\n", {"a": 1, "!": 2})


# Magic lines a learner's notebook contains, inserted at statement starts of valid code.
MAGICS = st.sampled_from(["%matplotlib inline", "!pip install -q torch", "%load_ext autoreload",
                          "%autoreload 2", "out = !ls", "torch.nn.Linear?", "%time 1 + 1"])


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 3), MAGICS), min_size=1, max_size=4), st.integers(0, 20))
def test_magics_anywhere_leave_the_python_working(inserts, value):
    lines = ["import math", "def f(v):", "    total = 0", "    for i in range(v):",
             "        total += i", "    return total", f"answer = f({value})"]
    indents = {0: "", 1: "    ", 2: "        ", 3: "    "}
    where = [0, 2, 4, 5]  # statement starts at each indentation depth
    for depth, magic in sorted(inserts, reverse=True):
        lines.insert(where[depth], indents[depth] + magic)
    cell = "\n".join(lines)
    out = neutralise(cell)
    assert len(out.split("\n")) == len(lines)
    assert run_source(out)["answer"] == sum(range(value))


@pytest.mark.parametrize("text", ['{"cells": [ oops', "", "[]", "{}", "def ex_omega(): pass",
                                  '{"cells": 5, "metadata": {}, "nbformat": 4, "nbformat_minor": 5}'])
def test_broken_notebooks_raise_a_reason(text):
    with pytest.raises(Unreadable) as err:
        notebook_source(text)
    assert err.value.key == "submission.bad_notebook" and err.value.args_["error"]


def test_decoding_bom_gbk_crlf():
    assert decode("\ufeffa = 1\r\nb = '中'\r\n".encode("utf-8")) == "a = 1\nb = '中'\n"
    assert decode("# 注释：答案\r\nx = 1\r\n".encode("gbk")) == "# 注释：答案\nx = 1\n"
    text = decode(b"x = 1  # \xff\xfe\xfa broken\n")
    assert ast.parse(text) and text.startswith("x = 1")


def test_collect_lists_every_file(tmp_path):
    (tmp_path / "学生 1.py").write_text("x = 1")
    (tmp_path / "B.PY").write_text("x = 1")
    (tmp_path / "c.IpYnB").write_text(notebook(("code", "x = 1")))
    (tmp_path / "notes.txt").write_text("hello")
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "d.py").write_text("x = 1")
    (tmp_path / "sub" / "data.csv").write_text("1,2")
    (tmp_path / ".ipynb_checkpoints").mkdir()
    (tmp_path / ".ipynb_checkpoints" / "c-checkpoint.ipynb").write_text("{}")
    (tmp_path / ".hidden.py").write_text("x = 1")
    (tmp_path / "__pycache__").mkdir()
    (tmp_path / "__pycache__" / "b.cpython-311.pyc").write_bytes(b"\0")
    (tmp_path / "gone.py").symlink_to(tmp_path / "nowhere.py")
    files, skipped = collect([str(tmp_path), str(tmp_path / "B.PY")])  # B.PY named twice: once
    assert sorted(f.name for f in files) == ["B.PY", "c.IpYnB", "d.py", "学生 1.py"]
    reasons = {s.path.rsplit("/", 1)[-1]: s.reason for s in skipped}
    assert reasons == {"notes.txt": "skip.suffix", "data.csv": "skip.suffix",
                       "c-checkpoint.ipynb": "skip.checkpoints", ".hidden.py": "skip.hidden",
                       "b.cpython-311.pyc": "skip.hidden", "gone.py": "skip.broken_link"}
    every = {p for p in tmp_path.rglob("*") if not p.is_dir()}
    assert every == {f.resolve() if not f.is_symlink() else f for f in files} | {
        __import__("pathlib").Path(s.path) for s in skipped}
    with pytest.raises(FileNotFoundError):
        collect([str(tmp_path / "missing")])


def test_read_source_limits_and_notebooks(tmp_path):
    big = tmp_path / "big.py"
    big.write_bytes(b"#" * (MAX_SOURCE_BYTES + 1))
    with pytest.raises(Unreadable) as err:
        read_source(big)
    assert err.value.key == "submission.too_large"
    nb = tmp_path / "A.IPYNB"
    nb.write_text(notebook(("code", "%matplotlib inline\nex_omega = 0.9544")), encoding="utf-8")
    assert run_source(read_source(nb))["ex_omega"] == 0.9544
    # Stored outputs (a plot as base64) may make a notebook far larger than its code.
    plotted = nbformat.v4.new_notebook()
    cell = nbformat.v4.new_code_cell("ex_omega = 0.9544")
    cell.outputs = [nbformat.v4.new_output("display_data", data={"image/png": "iVBOR" * 600_000})]
    plotted.cells.append(cell)
    nbformat.write(plotted, str(tmp_path / "plots.ipynb"))
    assert (tmp_path / "plots.ipynb").stat().st_size > 2 * MAX_SOURCE_BYTES
    assert run_source(read_source(tmp_path / "plots.ipynb"))["ex_omega"] == 0.9544
    huge = nbformat.v4.new_notebook()
    huge.cells.append(nbformat.v4.new_code_cell("x = 1  # " + "#" * MAX_SOURCE_BYTES))
    nbformat.write(huge, str(tmp_path / "huge.ipynb"))
    with pytest.raises(Unreadable) as err:
        read_source(tmp_path / "huge.ipynb")
    assert err.value.key == "submission.too_large"


def test_notebook_display_habits_do_not_stop_the_load():
    text = notebook(("code", "from IPython.display import display, Markdown\nimport IPython\n"
                             "ex_omega = 0.9544\ndisplay(ex_omega)\nif True:\n    import IPython.display as d"))
    ns = run_source(notebook_source(text))
    assert ns["ex_omega"] == 0.9544
    # In a .py file nothing is rewritten: the learner sees the ImportError they would get.
    assert neutralise("from IPython.display import display") == "from IPython.display import display"
