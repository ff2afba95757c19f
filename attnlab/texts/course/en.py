"""Strings of points per check, the notebook handout and the Gradescope autograder, in English."""

STRINGS: dict[str, str] = {
    # The shared check names (attnlab.grading.points); an exercise may give its own as
    # "<id>.check.<name>" in its catalogues.
    "check.answer": "answer",
    "check.slip": "right, or one named mistake from it",
    "check.values": "right values",
    "check.structure": "right sizes and number of heads",
    "check.sizes": "GPT-2 small's sizes, device and dtype",
    "check.weights": "weights copied, transposed",
    "check.output": "same output as SelfAttention_v2",
    "check.dropout": "no dropout",
    "check_status.passed": "passed",
    "check_status.failed": "failed",
    "check_status.not_run": "not reached (an earlier check failed)",
    "check.line": "{mark} {title}: {score} / {max_score} ({status})",
    "exercises.checks": "Checks: {checks}",
    "exercises.check_item": "{title} ({points:plural:point:points})",
    # The notebook handout (python -m attnlab starter --format ipynb).
    "notebook.title": "# attnlab exercises",
    "notebook.intro": "Answer each exercise in the code cell below its statement, run that cell, "
        "then run the check cell after it: it grades your answer with the same checker as "
        "`attnlab grade`. Install the package first if this notebook runs outside a checkout "
        "(Colab: the commands of the next cell, in a code cell).",
    "notebook.install": "Run once (Colab, or a Jupyter without attnlab): installs attnlab with "
        "the CPU build of PyTorch.",
    "notebook.exercise": "## {title} ({points:plural:point:points})",
    "notebook.unconfined": "Code answers cannot be confined here ({missing}); as asked "
        "(unsafe=True), your own code runs unconfined, in separate processes with time limits.",
    "notebook.refused": "Not graded: code answers cannot be confined here ({missing}). To run "
        "your own code unconfined, check with notebook.check(..., unsafe=True).",
    "notebook.unknown": "No exercise is called {id!r}. The exercises: {choices}.",
    # The Gradescope autograder (python -m attnlab gradescope OUT.zip).
    "gradescope.check_name": "{id}: {title} · {check}",
    "gradescope.not_reached": "Not checked: an earlier check of this exercise failed.",
    "gradescope.passed": "Passed.",
    "cli.gradescope_written": "wrote the Gradescope autograder {path} ({size} bytes, {n} exercises, "
        "visibility {visibility}); upload it as the assignment's autograder (zip file).",
    "cli.notebook_written": "wrote the notebook handout {path} ({n} exercises).",
}
