"""`pytest exercises --answers FILE [--pack DIR ...] [--device cpu|cuda|auto] [--seed N]`: grade
one submission (.py or .ipynb) as a test run, one test per exercise. The probes' inputs are drawn
from a fresh seed, shown in the run's header; `--seed N` reproduces a run.

Without --answers the reference solutions (bundled, and of every --pack) are graded, and every one
must pass: that is how an instructor checks a new pack.
"""

from __future__ import annotations

import pytest


def pytest_addoption(parser):
    group = parser.getgroup("attnlab")
    group.addoption("--answers", default=None, help="the submission (answers.py or .ipynb) to grade")
    group.addoption("--device", default="cpu", choices=("auto", "cpu", "cuda"),
                    help="where answers run (default: cpu)")
    group.addoption("--pack", action="append", default=[], metavar="DIR",
                    help="an exercise pack folder to add (repeatable)")
    group.addoption("--unsafe-no-sandbox", action="store_true",
                    help="grade even where seccomp is missing (your own code only)")
    group.addoption("--seed", type=int, default=None,
                    help="draw the probes' inputs from this seed (default: a fresh one)")


def run_seed(config) -> int:
    """The session's seed: --seed, or one drawn once per run."""
    if getattr(config, "_attnlab_seed", None) is None:
        from attnlab.grading.runner import new_seed

        given = config.getoption("--seed")
        config._attnlab_seed = new_seed() if given is None else given
    return config._attnlab_seed


def pytest_report_header(config):
    from attnlab.i18n import t

    return "attnlab: " + t("cli.seed", "en", seed=run_seed(config))


def pytest_terminal_summary(terminalreporter, config):
    """The seed again at the end, where -q shows it too."""
    if getattr(config, "_attnlab_seed", None) is not None:
        terminalreporter.write_line(pytest_report_header(config))


@pytest.fixture(scope="session")
def grading_seed(request) -> int:
    return run_seed(request.config)


def chosen_exercises(config):
    """The bundled exercises plus the --pack ones; a bad pack stops the run with its message."""
    from attnlab import registry
    from attnlab.errors import InputError
    from attnlab.i18n import t

    try:
        return registry.exercises(config.getoption("--pack"))
    except InputError as e:
        pytest.exit(t(e.key, "en", **e.args_), returncode=4)


def pytest_generate_tests(metafunc):
    if "exercise" in metafunc.fixturenames:
        chosen = chosen_exercises(metafunc.config)
        metafunc.parametrize("exercise", chosen, ids=[e.id for e in chosen])


@pytest.fixture(scope="session")
def graded(request):
    """{exercise id: Outcome} for the whole submission, graded once per session in the sandbox."""
    from attnlab.devices import resolve_device
    from attnlab.errors import InputError
    from attnlab.grading.model import Outcome
    from attnlab.grading.runner import Sandbox
    from attnlab.grading.submissions import Unreadable, read_submission
    from attnlab.i18n import t
    from pathlib import Path

    chosen = chosen_exercises(request.config)
    path = request.config.getoption("--answers")
    try:
        device = resolve_device(request.config.getoption("--device"))
    except InputError as e:
        pytest.exit(t(e.key, "en", **e.args_), returncode=4)
    if path:
        if not Path(path).is_file():
            pytest.exit(t("error.no_such_path", "en", path=path), returncode=4)
        try:
            source = read_submission(Path(path))
        except Unreadable as u:  # every exercise fails with the reason, like the CLI
            return {e.id: Outcome("error", 0, e.points, u.key, dict(u.args_)) for e in chosen}
    else:
        source = "\n\n".join(e.solution for e in chosen)
    # Without seccomp every answer is refused, with the reason, unless asked.
    sandbox = Sandbox(device, exercises=chosen,
                      unsafe=request.config.getoption("--unsafe-no-sandbox"))
    try:
        return {e.id: o for e, o in sandbox.grade(source, seed=run_seed(request.config))}
    finally:
        sandbox.close()
