"""Start a process as a Hugging Face Space most likely runs it (a test harness, never product code).

uid 1000 with no capabilities (setpriv), no bubblewrap (ATTNLAB_NO_BWRAP: a Space has no
packages.txt to install it), SYSTEM=spaces, and, through tests/space_harness.py, the Landlock calls
answering ENOSYS (and, on request, seccomp refused too). The harness needs root to become uid 1000;
where the Python installation or the checkout sits under a folder others cannot enter (/root), a
private mount namespace lays an enterable tmpfs over that folder and binds just those paths back,
so that uid 1000 can run them and nothing else of that folder shows.
"""

from __future__ import annotations

import os
import shlex
import shutil
import stat
import subprocess
import sys
import sysconfig
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
HARNESS = Path(__file__).resolve().parent / "space_harness.py"
UID = 1000


def unavailable() -> str | None:
    """Why a Space cannot be emulated here (None when it can)."""
    if os.geteuid() != 0:
        return "needs root to become uid 1000"
    for tool in ("setpriv", "unshare", "mount"):
        if not shutil.which(tool):
            return f"needs {tool}"
    try:
        import pyseccomp  # noqa: F401
    except (ImportError, OSError):
        return "needs pyseccomp"
    return None


def _closed_ancestor(path: Path) -> Path | None:
    """The topmost folder above ``path`` that others cannot enter, if any."""
    for parent in reversed(path.parents):
        if not os.stat(parent).st_mode & stat.S_IXOTH:
            return parent
    return None


def _needed_paths() -> list[Path]:
    paths = {Path(sys.base_prefix).resolve(), Path(sys.prefix).resolve(), ROOT.resolve()}
    paths |= {Path(sysconfig.get_paths()[k]).resolve() for k in ("purelib", "platlib")}
    return sorted(paths)


def command(argv: list[str], *, landlock: bool = False, seccomp: bool = True) -> list[str]:
    """``argv`` wrapped: private mounts where needed, then uid 1000, then the feature harness."""
    flags = ([] if landlock else ["--no-landlock"]) + ([] if seccomp else ["--no-seccomp"])
    inner = ["setpriv", f"--reuid={UID}", f"--regid={UID}", "--clear-groups", "--inh-caps=-all",
             "--bounding-set=-all", sys.executable, str(HARNESS), *flags, "--", *argv]
    hidden = {a for p in _needed_paths() if (a := _closed_ancestor(p))}
    if not hidden:
        return inner
    script = ["set -e", "mount --make-rprivate /", 'keep=$(mktemp -d)']
    needed = [p for p in _needed_paths() if any(h in p.parents for h in hidden)]
    for i, path in enumerate(needed):
        script += [f"mkdir -p $keep/{i}", f"mount --bind {shlex.quote(str(path))} $keep/{i}"]
    for folder in sorted(hidden):
        script.append(f"mount -t tmpfs -o mode=0755 tmpfs {shlex.quote(str(folder))}")
    for i, path in enumerate(needed):
        q = shlex.quote(str(path))
        script += [f"mkdir -p {q}", f"mount --bind $keep/{i} {q}"]
    script.append("exec " + shlex.join(inner))
    return ["unshare", "--mount", "--", "sh", "-c", "\n".join(script)]


def home() -> str:
    """A folder uid 1000 owns, for HOME, TMPDIR and Gradio's files."""
    folder = tempfile.mkdtemp(prefix="attnlab-space-")
    os.chown(folder, UID, UID)
    return folder


def environment(folder: str, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("ATTNLAB_", "GRADIO_"))}
    env.update(HOME=folder, TMPDIR=folder, GRADIO_TEMP_DIR=os.path.join(folder, "gradio"),
               SYSTEM="spaces", ATTNLAB_NO_BWRAP="1", GRADIO_ANALYTICS_ENABLED="False",
               PYTHONDONTWRITEBYTECODE="1")
    env.update(extra)
    return {k: v for k, v in env.items() if v}  # an empty value: leave that variable out


def start(argv: list[str], folder: str, *, landlock: bool = False, seccomp: bool = True,
          log: str | None = None, **extra: str) -> subprocess.Popen:
    out = open(log, "w") if log else subprocess.DEVNULL
    return subprocess.Popen(command(argv, landlock=landlock, seccomp=seccomp), cwd=str(ROOT),
                            env=environment(folder, **extra), stdout=out, stderr=subprocess.STDOUT,
                            start_new_session=True)
