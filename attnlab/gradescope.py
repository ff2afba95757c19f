"""`python -m attnlab gradescope OUT.zip`: a Gradescope autograder in one file.

Gradescope unpacks the zip into /autograder/source of its Ubuntu image, runs ``setup.sh`` once as
root while it builds the image, then ``run_autograder`` (from /autograder) for every submission,
with the student's files in /autograder/submission; the result goes to
/autograder/results/results.json. The zip holds:

- ``setup.sh``: the sandbox's system packages (libseccomp2, bubblewrap) from apt, a venv in
  /autograder/venv, the CPU build of torch from PyTorch's CPU index, then the package itself from
  the wheel inside the zip (its other dependencies from PyPI);
- ``run_autograder``: ``python -m attnlab grade /autograder/submission --format gradescope`` with
  the settings chosen when the zip was built (language, visibility, packs);
- ``attnlab-<version>-py3-none-any.whl``: this very package, bundled exercises included, written
  from the files it runs from (a checkout or an installed copy: no build tool needed);
- ``packs/<n>-<name>/``: a copy of each ``--pack`` folder.
"""

from __future__ import annotations

import base64
import hashlib
import io
import os
import shlex
import stat
import zipfile
from pathlib import Path

from attnlab import __version__, registry

TORCH_INDEX = "https://download.pytorch.org/whl/cpu"
VENV = "/autograder/venv"
_SKIP = ("__pycache__", ".ipynb_checkpoints")
_EPOCH = (2020, 1, 1, 0, 0, 0)  # fixed timestamps: the same inputs give the same zip


def _files(folder: Path):
    for path in sorted(folder.rglob("*")):
        if path.is_file() and not any(part in _SKIP or part.startswith(".")
                                      for part in path.relative_to(folder).parts) \
                and path.suffix not in (".pyc", ".pyo"):
            yield path


def _entry(zf: zipfile.ZipFile, name: str, data: bytes, executable: bool = False) -> None:
    info = zipfile.ZipInfo(name, _EPOCH)
    info.compress_type = zipfile.ZIP_DEFLATED
    info.external_attr = ((0o755 if executable else 0o644) | stat.S_IFREG) << 16
    zf.writestr(info, data)


def _requirements() -> list[str]:
    """The package's dependencies (installed metadata, else the checkout's pyproject.toml)."""
    from importlib import metadata

    try:
        return [r for r in metadata.requires("attnlab") or [] if "extra ==" not in r]
    except metadata.PackageNotFoundError:
        import tomllib

        pyproject = Path(__file__).resolve().parent.parent / "pyproject.toml"
        return tomllib.loads(pyproject.read_text(encoding="utf-8"))["project"]["dependencies"]


def wheel_bytes() -> tuple[str, bytes]:
    """(file name, contents) of a wheel of this package, with the bundled exercises as
    ``attnlab/exercises``, from the files it runs from."""
    package = Path(__file__).resolve().parent
    members: dict[str, bytes] = {}
    for path in _files(package):
        rel = path.relative_to(package)
        if rel.parts[0] == "exercises" and registry.BUNDLED != package / "exercises":
            continue  # an installed copy has them here; a checkout maps its top-level folder
        members[f"attnlab/{rel.as_posix()}"] = path.read_bytes()
    if registry.BUNDLED != package / "exercises":
        for path in _files(registry.BUNDLED):
            members[f"attnlab/exercises/{path.relative_to(registry.BUNDLED).as_posix()}"] = \
                path.read_bytes()
    info = f"attnlab-{__version__}.dist-info"
    members[f"{info}/METADATA"] = "\n".join(
        ["Metadata-Version: 2.1", "Name: attnlab", f"Version: {__version__}",
         "Requires-Python: >=3.10", *(f"Requires-Dist: {r}" for r in _requirements()), ""]).encode()
    members[f"{info}/WHEEL"] = (b"Wheel-Version: 1.0\nGenerator: attnlab.gradescope\n"
                                b"Root-Is-Purelib: true\nTag: py3-none-any\n")
    members[f"{info}/entry_points.txt"] = b"[console_scripts]\nattnlab = attnlab.__main__:main\n"
    record = []
    for name, data in members.items():
        digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        record.append(f"{name},sha256={digest},{len(data)}")
    record.append(f"{info}/RECORD,,")
    members[f"{info}/RECORD"] = ("\n".join(record) + "\n").encode()
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as zf:
        for name, data in members.items():
            _entry(zf, name, data)
    return f"attnlab-{__version__}-py3-none-any.whl", buf.getvalue()


def setup_sh(wheel: str) -> str:
    return f"""#!/usr/bin/env bash
# Gradescope runs this once, as root, while it builds the autograder's image (Ubuntu).
set -euo pipefail
cd /autograder/source
export DEBIAN_FRONTEND=noninteractive
apt-get update
# The sandbox: seccomp's library (the system-call filter), bubblewrap (namespaces); a Python
# with venv support.
apt-get install -y --no-install-recommends python3 python3-venv python3-pip libseccomp2 bubblewrap
python3 -m venv {VENV}
{VENV}/bin/pip install --upgrade pip
# The CPU build of torch (PyPI's default is the 2.7 GB CUDA build).
{VENV}/bin/pip install --index-url {TORCH_INDEX} torch=={torch_version()}
{VENV}/bin/pip install /autograder/source/{wheel}
{VENV}/bin/python -m attnlab --version
"""


def torch_version() -> str:
    for r in _requirements():
        if r.replace(" ", "").startswith("torch=="):
            return r.replace(" ", "").split("==", 1)[1].split(";")[0]
    import torch

    return torch.__version__.split("+")[0]


def run_autograder(packs: list[str], lang: str, visibility: str) -> str:
    pack_args = "".join(f" --pack /autograder/source/packs/{shlex.quote(p)}" for p in packs)
    return f"""#!/usr/bin/env bash
# Gradescope runs this from /autograder for every submission: grade every .py or .ipynb the
# student uploaded (in the sandbox, on CPU) and write /autograder/results/results.json.
# ATTNLAB_PYTHON overrides the interpreter (the venv setup.sh made, else python3).
PY="${{ATTNLAB_PYTHON:-{VENV}/bin/python}}"
[ -x "$PY" ] || PY=python3
mkdir -p /autograder/results
cd /autograder
exec "$PY" -m attnlab grade /autograder/submission --format gradescope --device cpu \\
    --lang {lang} --visibility {visibility} --out /autograder/results/results.json{pack_args}
"""


def build(out: Path, packs: list[str], lang: str = "en", visibility: str = "visible") -> dict:
    """Write the autograder zip to ``out``; returns what went in (exercise count, size)."""
    chosen = registry.exercises(packs)  # a bad pack stops here, with its reason
    names = [f"{i + 1}-{Path(p).resolve().name}" for i, p in enumerate(packs)]
    wheel, data = wheel_bytes()
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as zf:
        _entry(zf, "setup.sh", setup_sh(wheel).encode(), executable=True)
        _entry(zf, "run_autograder", run_autograder(names, lang, visibility).encode(),
               executable=True)
        _entry(zf, wheel, data)
        for name, pack in zip(names, packs):
            folder = Path(pack).expanduser().resolve()
            for path in _files(folder):
                _entry(zf, f"packs/{name}/{path.relative_to(folder).as_posix()}",
                       path.read_bytes())
    out.parent.mkdir(parents=True, exist_ok=True)
    temp = out.with_name(f".{out.name}.tmp")
    temp.write_bytes(buf.getvalue())
    os.replace(temp, out)
    return {"n": len(chosen), "size": out.stat().st_size}
