"""Notebook handouts that check themselves.

``python -m attnlab starter --format ipynb`` writes a notebook (``handout``): per exercise its
statement as markdown, its starter as a code cell, and a check cell::

    from attnlab import notebook
    notebook.check("ex3_2")

``check`` grades the answer the running kernel holds, with the same checker, sandbox and feedback
as ``python -m attnlab grade``: the cells the kernel ran (IPython's input history, in execution
order, the check calls left out) are graded as a notebook submission is, in the sandbox's
children, never in the kernel. Where the sandbox cannot confine code (no seccomp), a code answer
is refused with the reason, unless ``unsafe=True`` asks to run one's own code unconfined.
"""

from __future__ import annotations

import re
import sys
import threading

from attnlab import i18n, registry

_CHECK_LINE = re.compile(r"^(\s*)(from\s+attnlab\s+import\s+notebook\b.*|.*\bnotebook\.check\(.*)$")
_lock = threading.Lock()
_sandboxes: dict = {}


def handout(chosen=None, lang: str = "en") -> dict:
    """The handout notebook (an nbformat v4 node) for ``chosen`` exercises (default: bundled)."""
    import nbformat
    from nbformat import v4

    chosen = list(chosen if chosen is not None else registry.bundled())
    from attnlab import __version__
    from attnlab.gradescope import TORCH_INDEX, torch_version

    install = (f"%pip install --index-url {TORCH_INDEX} torch=={torch_version()}\n"
               f"%pip install attnlab-{__version__}-py3-none-any.whl")
    cells = [v4.new_markdown_cell(i18n.t("notebook.title", lang) + "\n\n"
                                  + i18n.t("notebook.intro", lang)),
             v4.new_markdown_cell(i18n.t("notebook.install", lang) + f"\n\n```\n{install}\n```")]
    for e in chosen:
        heading = i18n.t("notebook.exercise", lang, title=e.title[lang], points=e.points)
        cells.append(v4.new_markdown_cell(f"{heading}\n\n{e.statement[lang]}",
                                          metadata={"attnlab": {"exercise": e.id}}))
        cells.append(v4.new_code_cell(e.starter.rstrip(), metadata={"attnlab": {"answer": e.id}}))
        cells.append(v4.new_code_cell(f'from attnlab import notebook\nnotebook.check("{e.id}")',
                                      metadata={"attnlab": {"check": e.id}}))
    nb = v4.new_notebook(cells=cells, metadata={
        "kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"},
        "language_info": {"name": "python"}})
    nbformat.validate(nb)
    return nb


def _sources() -> list[str]:
    """The code the kernel ran, cell by cell in execution order (IPython's ``In``)."""
    try:
        from IPython import get_ipython
    except ImportError:
        get_ipython = None
    shell = get_ipython() if get_ipython else None
    if shell is None:  # a plain script: its own file is the submission
        main = sys.modules.get("__main__")
        path = getattr(main, "__file__", None)
        sources = [open(path, encoding="utf-8").read()] if path else []
    else:
        sources = list(shell.user_ns.get("In", []))[1:]
    return [str(s) for s in sources]


def _history() -> list[dict]:
    """The cells the kernel ran, as a notebook's cells ({"source", "count"}), check calls out."""
    cells = []
    for count, source in enumerate(_sources(), 1):
        lines = [(_CHECK_LINE.sub(r"\1pass  # a check, left out of grading", line))
                 for line in str(source).splitlines()]
        cells.append({"source": "\n".join(lines), "count": count})
    return cells


def _sandbox(packs: tuple[str, ...], unsafe: bool):
    from attnlab.grading.runner import Sandbox

    key = (packs, unsafe)
    with _lock:
        if key not in _sandboxes:
            sandbox = Sandbox("cpu", exercises=registry.exercises(packs), unsafe=unsafe)
            sandbox.start()
            _sandboxes[key] = sandbox
        return _sandboxes[key]


def check(exercise_id: str, lang: str = "en", *, packs=(), unsafe: bool = False,
          seed: int | None = None) -> None:
    """Grade the kernel's answer to ``exercise_id`` and print the result: the lines of the CLI's
    text report for that exercise (printed, not returned, so a notebook shows it once)."""
    from attnlab.grading.report import SubmissionReport, to_text
    from attnlab.grading.runner import new_seed
    from attnlab.grading.submissions import notebook_from_cells

    chosen = registry.exercises(list(packs))
    known = [e.id for e in chosen]
    if exercise_id not in known:
        text = i18n.t("notebook.unknown", lang, id=exercise_id, choices=", ".join(known))
        print(text)
        return
    exercise = registry.by_id(chosen)[exercise_id]
    sandbox = _sandbox(tuple(str(p) for p in packs), unsafe)
    lines = []
    missing = sandbox.missing() if exercise.kind == "code" else []
    if missing:
        if not unsafe:
            text = i18n.t("notebook.refused", lang, missing="; ".join(missing))
            print(text)
            return
        lines.append(i18n.t("notebook.unconfined", lang, missing="; ".join(missing)))
    seed = new_seed() if seed is None else seed
    submission = notebook_from_cells(_history(), "notebook")
    results, notes = sandbox.grade_with_notes(submission, [exercise_id], seed)
    report = SubmissionReport("notebook", results, seed=seed, notes=notes)
    lines += [line for line in to_text([report], lang).splitlines() if line.strip()]
    print("\n".join(lines))
