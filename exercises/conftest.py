"""`pytest exercises --answers FILE [--device cpu|cuda|auto]`: grade one submission as a test run.

Without --answers the bundled reference solutions are graded, and every one must pass.
"""

from __future__ import annotations

import pytest


def pytest_addoption(parser):
    group = parser.getgroup("attnlab")
    group.addoption("--answers", default=None, help="the submission (answers.py) to grade")
    group.addoption("--device", default="cpu", choices=("auto", "cpu", "cuda"),
                    help="where answers run (default: cpu)")


@pytest.fixture(scope="session")
def graded(request):
    """{exercise id: Outcome} for the whole submission, graded once per session in the sandbox."""
    import exercises
    from attnlab.errors import InputError
    from attnlab.devices import resolve_device
    from attnlab.grading.runner import Sandbox
    from attnlab.i18n import t

    path = request.config.getoption("--answers")
    try:
        device = resolve_device(request.config.getoption("--device"))
    except InputError as e:
        pytest.exit(t(e.key, "en", **e.args_), returncode=4)
    if path:
        with open(path, encoding="utf-8", errors="replace") as f:
            source = f.read()
    else:
        source = "\n\n".join(e.solution for e in exercises.ALL)
    sandbox = Sandbox(device, exercises=exercises.ALL)
    try:
        return {e.id: o for e, o in sandbox.grade(source)}
    finally:
        sandbox.close()
