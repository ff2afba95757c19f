"""Every code block in README.md and docs/ that can run, runs here, as a reader would paste it.

Python blocks run as they are (the API example against the test server); each command of a bash
block either runs in a scratch folder (the `attnlab` command and pytest on exercises) or matches
one of the reasons below for not running here. A new block or command that is neither fails
`test_every_command_is_run_or_has_a_reason`, so the docs cannot drift from the code unnoticed
(docs/api.md once unpacked two values from an endpoint that returns three).
"""

from __future__ import annotations

import contextlib
import io
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md")), ROOT / "deploy" / "README.md"]
BLOCK = re.compile(r"^```(\w*)\n(.*?)\n```", re.S | re.M)

# Commands a reader runs that a test cannot run here, each with where it is covered instead.
NOT_HERE = (
    (r"^pip install|^apt-get|^python -m pip", "installs: tests/test_install.py builds and installs"),
    (r"(^|\s)python app\.py$|^python -m attnlab app", "starts the app: every server test does"),
    (r"^python deploy/launch\.py|^nginx|^mkdir", "nginx deployment: tests/test_deploy.py"),
    (r"^python benchmarks/", "benchmarks are measurements on a quiet machine, not tests"),
    (r"huggingface_hub|snapshot_download", "needs the Hugging Face Hub, unreachable from CI"),
    (r"/autograder/|/path/|\[|\.\.\.", "a placeholder the reader fills in"),
    (r"^pytest exercises$", "the suite itself runs it: `exercises` is in pytest's testpaths"),
)
RUNNABLE = re.compile(r"^(attnlab|python -m attnlab|pytest exercises|python -m pytest exercises)\b")


def blocks(lang: str) -> list[tuple[str, str]]:
    found = []
    for page in PAGES:
        for block_lang, body in BLOCK.findall(page.read_text(encoding="utf-8")):
            if block_lang == lang:
                found.append((page.relative_to(ROOT).as_posix(), body))
    return found


def commands(body: str) -> list[str]:
    """A bash block's commands: continuation lines joined, comments and blank lines dropped."""
    joined = re.sub(r"\\\n\s*", " ", body)
    out = []
    for line in joined.splitlines():
        line = re.sub(r"\s+#.*$", "", line).strip()
        line = re.sub(r"\s+\[[^\[\]]*\]", "", line)  # optional arguments: run without them
        if line and not line.startswith("#"):
            out.append(line)
    return out


def reason_not_run(command: str) -> str | None:
    for pattern, reason in NOT_HERE:
        if re.search(pattern, command):
            return reason
    return None


MAGIC = re.compile(r"^[%!]\s*", re.M)  # a notebook cell's shell escapes: commands, not Python
PYTHON = [(page, body) for page, body in blocks("python") if not MAGIC.search(body)]
BASH = [(page, c) for page, body in blocks("bash") for c in commands(body)] + [
    (page, MAGIC.sub("", line)) for page, body in blocks("python") if MAGIC.search(body)
    for line in body.splitlines() if MAGIC.match(line)]
TO_RUN = [(page, c) for page, c in BASH if RUNNABLE.match(c) and reason_not_run(c) is None]


def test_every_command_is_run_or_has_a_reason():
    assert TO_RUN, "the docs show no runnable command any more?"
    unexplained = [(page, c) for page, c in BASH
                   if not RUNNABLE.match(c) and reason_not_run(c) is None]
    assert not unexplained, f"run these in tests/test_doc_blocks.py or give a reason: {unexplained}"


def check_comment_claims(source: str, namespace: dict, printed: str) -> int:
    """The blocks state their results in comments; hold them to it. `# name contains "s"` after a
    line checks that variable; `print(...)  # tensor([0.3190, 0.4858], ...)` checks the numbers
    printed. Returns how many claims were checked."""
    checked = 0
    for name, expected in re.findall(r'#\s*(\w+) contains "([^"]+)"', source):
        assert expected in str(namespace[name]), (name, expected, namespace[name])
        checked += 1
    for line in source.splitlines():
        if line.lstrip().startswith("print(") and "#" in line:
            for number in re.findall(r"-?\d+\.\d+", line.split("#", 1)[1]):
                assert number in printed, (number, printed)
                checked += 1
    return checked


@pytest.mark.parametrize("page,source", [b for b in PYTHON if "Client(" not in b[1]])
def test_python_block_runs_and_prints_what_it_says(page, source):
    out = io.StringIO()
    namespace: dict = {}
    with contextlib.redirect_stdout(out):
        exec(compile(source, page, "exec"), namespace)  # noqa: S102 - the docs' own example
    check_comment_claims(source, namespace, out.getvalue())


@pytest.mark.server
@pytest.mark.parametrize("page,source", [b for b in PYTHON if "Client(" in b[1]])
def test_api_block_runs_against_a_real_server(page, source, server_url):
    source_here = re.sub(r'Client\("http://127\.0\.0\.1:7860/?"\)', f'Client("{server_url}/")', source)
    assert source_here != source, "the API example no longer calls the default local address"
    namespace: dict = {}
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile(source_here, page, "exec"), namespace)  # noqa: S102
    assert check_comment_claims(source, namespace, out.getvalue()) >= 1


@pytest.fixture
def scratch(tmp_path):
    """A reader's folder, fresh for each command: the `attnlab` command on PATH (as `pip install
    .` puts it), a class's submissions/ and answers.py (every bundled and example-pack exercise
    answered with its reference solution) and the docs' example pack as my_pack/."""
    from attnlab import registry

    here = tmp_path
    bin_dir = here / "bin"
    bin_dir.mkdir()
    shim = bin_dir / "attnlab"
    shim.write_text(f'#!/bin/sh\nexec "{sys.executable}" -m attnlab "$@"\n')
    shim.chmod(0o755)
    (here / "submissions").mkdir()
    pack = registry.load_pack(ROOT / "docs" / "example_pack")
    solutions = "\n\n".join(e.solution for e in (*registry.bundled(), *pack))
    (here / "submissions" / "alice.py").write_text(solutions)
    (here / "answers.py").write_text(solutions)
    shutil.copytree(ROOT / "docs" / "example_pack", here / "my_pack")
    (here / "reports").mkdir()
    env = {**os.environ, "PATH": f"{bin_dir}{os.pathsep}{os.environ['PATH']}",
           "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))}
    return here, env


@pytest.mark.sandbox
@pytest.mark.slow
@pytest.mark.parametrize("page,command", TO_RUN, ids=[c for _, c in TO_RUN])
def test_bash_command_runs_in_a_readers_folder(page, command, scratch):
    folder, env = scratch
    if command.startswith(("pytest", "python -m pytest")):
        # pytest's rootdir is the checkout's (its conftest adds --answers and --pack).
        command = re.sub(r"^(python -m )?pytest exercises",
                         f"{sys.executable} -m pytest -q -p no:cacheprovider {ROOT / 'exercises'}",
                         command)
        command = re.sub(r"(--pack|--answers) (\S+)", lambda m: f"{m[1]} {folder / m[2]}", command)
    done = subprocess.run(command, shell=True, cwd=folder, env=env, capture_output=True, text=True,
                          timeout=300)
    assert done.returncode == 0, (command, done.stdout[-2000:], done.stderr[-2000:])
