"""A wheel of the checkout and a fresh venv to install it in, for the install tests.

The venv sees the running interpreter's own site-packages through a .pth file (not
``--system-site-packages``, which gives the *base* interpreter's: run from a venv, as the README
has a newcomer do, that one has no torch), so the heavy dependencies are not installed again and
the wheel goes in with ``--no-deps``. The venv's own site-packages come first on its path, so the
installed attnlab shadows any other.
"""

from __future__ import annotations

import shutil
import site
import subprocess
import sys
import sysconfig
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
IGNORED = shutil.ignore_patterns(".git", "build", "dist", "*.egg-info", "__pycache__",
                                 "test-artifacts", ".hypothesis", ".pytest_cache", ".venv", "venv")


def build_wheel(tmp: Path) -> Path:
    """The checkout's wheel, built from a copy (pip builds in the tree it is given, leaving
    build/ and *.egg-info there)."""
    source = tmp / "src"
    shutil.copytree(ROOT, source, ignore=IGNORED)
    out = tmp / "wheels"
    # The build backend of this environment when it is recent enough (no download); else pip's
    # isolated build fetches it, as `pip install .` would (a fresh venv ships setuptools 65).
    isolation = [] if _setuptools_recent() else ["--use-pep517"]
    isolation = ["--no-build-isolation"] if not isolation else isolation
    done = subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", *isolation,
                           "-w", str(out), str(source)],
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    (wheel,) = out.glob("attnlab-*.whl")
    return wheel


def _setuptools_recent() -> bool:
    """setuptools can build pyproject.toml's metadata (the SPDX license string needs 77)."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        return int(version("setuptools").split(".")[0]) >= 77
    except (PackageNotFoundError, ValueError):
        return False


def parent_sites() -> list[str]:
    """The running interpreter's site-packages folders (a venv's, or the system's)."""
    found = [*site.getsitepackages(), sysconfig.get_paths()["purelib"],
             sysconfig.get_paths()["platlib"]]
    found += [p for p in sys.path if p.endswith(("site-packages", "dist-packages"))]
    return list(dict.fromkeys(p for p in found if Path(p).is_dir()))


def make_venv(where: Path) -> Path:
    """A fresh venv (returns its bin/) that also sees this interpreter's site-packages, pip
    included (a venv's own pip and old setuptools would shadow them)."""
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(where)], check=True,
                   timeout=180)
    bin_ = where / "bin"
    purelib = subprocess.run([str(bin_ / "python"), "-c",
                              "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                             capture_output=True, text=True, check=True, timeout=60).stdout.strip()
    (Path(purelib) / "attnlab_test_parent.pth").write_text("\n".join(parent_sites()) + "\n")
    return bin_


def own_site(bin_: Path) -> Path:
    """The venv's own site-packages folder."""
    out = subprocess.run([str(bin_ / "python"), "-c",
                          "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                         capture_output=True, text=True, check=True, timeout=60).stdout
    return Path(out.strip())


def install(bin_: Path, wheel: Path) -> None:
    done = subprocess.run([str(bin_ / "python"), "-m", "pip", "install", "-q", "--no-deps",
                           "--no-index", str(wheel)], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
