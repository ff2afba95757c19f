"""Finding submissions in folders and turning each file (``.py`` or ``.ipynb``) into a Submission.

Nothing here runs submitted code. A ``.py`` file is source text, imported by the sandbox as the
module ``answers``. A notebook is read in a capped process of its own (attnlab.grading.nbparse),
after a cheap count of its cells here, so that a hostile notebook costs this process milliseconds;
its code cells are kept one by one, with their saved execution counts, for the sandbox to run as
Jupyter does. IPython-only lines (magics, shell escapes) become comments, each one noted;
``%%writefile NAME`` cells become files the next cells can import. Every file under a folder is
either a submission or skipped with a reason, so no student silently disappears from the roster;
links in a folder are never followed.
"""

from __future__ import annotations

import json
import os
import posixpath
import re
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

MAX_SOURCE_BYTES = 1_000_000  # of Python source, after a notebook's code cells are extracted
MAX_NOTEBOOK_BYTES = 64 * 2**20  # a notebook file: stored outputs (plots) make them large
MAX_CELLS = 2000  # cells in one notebook (long lecture notebooks have a few hundred)
PARSE_SECONDS = 10.0  # wall time for the capped process that reads one notebook
MAX_NOTES = 20  # skipped IPython lines noted per notebook (the rest are counted)
PYTHON, NOTEBOOK = ".py", ".ipynb"
# Cell magics whose body is ordinary Python (the magic line alone is dropped); %%writefile makes a
# file (kept, see Cell.writefile); any other (%%bash, %%html, ...) holds something else, so the
# whole cell becomes comments.
PYTHON_CELL_MAGICS = {"time", "timeit", "capture", "prun", "debug"}
NBPARSE = Path(__file__).resolve().parent / "nbparse.py"
ROOT = Path(__file__).resolve().parent.parent.parent


@dataclass(frozen=True)
class Cell:
    number: int  # 1-based, among the notebook's code cells (what the learner scrolls through)
    source: str  # Python, IPython-only lines made comments (line numbers kept)
    count: int | None = None  # the execution count saved with the notebook ("In [7]")
    writefile: str = ""  # %%writefile NAME: the body is that file's text, not code to run
    append: bool = False  # %%writefile -a


@dataclass(frozen=True)
class Submission:
    """What the sandbox runs: a module's source, or a notebook's cells; notes on what was left out."""

    filename: str  # the learner's own file name, for error messages ("answers.py, line 47")
    source: str = ""  # kind "module"
    cells: tuple[Cell, ...] = ()  # kind "notebook"
    kind: str = "module"
    notes: tuple[tuple[int, str], ...] = field(default=())  # (cell, IPython line skipped)

    @staticmethod
    def module(source: str, filename: str = "answers.py") -> "Submission":
        return Submission(filename=filename, source=source)

    def size(self) -> int:
        return len(self.source) + sum(len(c.source) for c in self.cells)

    def job(self) -> dict:
        """Plain data for the sandbox child."""
        if self.kind == "module":
            return {"kind": "module", "filename": self.filename, "source": self.source}
        return {"kind": "notebook", "filename": self.filename,
                "cells": [{"n": c.number, "source": c.source, "count": c.count,
                           "writefile": c.writefile, "append": c.append} for c in self.cells]}


@dataclass(frozen=True)
class Skipped:
    path: str
    reason: str  # an i18n key under "skip."


class Unreadable(Exception):
    """A submission file that cannot be turned into source: an i18n key and its arguments."""

    def __init__(self, key: str, **args: object):
        super().__init__(key)
        self.key = key
        self.args_ = args


def kind_of(path: Path) -> str | None:
    """'.py' or '.ipynb' when the suffix says so (any letter case), else None."""
    suffix = path.suffix.lower()
    return suffix if suffix in (PYTHON, NOTEBOOK) else None


def collect(paths: list[str]) -> tuple[list[Path], list[Skipped]]:
    """Submission files in the given files and folders, and every other file with the reason.

    A file named explicitly is always a submission (a notebook if it ends in .ipynb, else Python).
    Raises FileNotFoundError for a path that does not exist.
    """
    files: list[Path] = []
    skipped: list[Skipped] = []
    seen: set[Path] = set()

    def add(f: Path) -> None:
        key = f.resolve()
        if key not in seen:
            seen.add(key)
            files.append(f)

    for p in map(Path, paths):
        if p.is_dir():
            _walk(p, add, skipped)
        elif p.is_file():
            add(p)
        else:
            raise FileNotFoundError(str(p))
    return files, skipped


def _walk(folder: Path, add, skipped: list[Skipped]) -> None:
    for entry in sorted(folder.iterdir(), key=lambda e: e.name):
        if entry.name.startswith(".") or entry.name == "__pycache__":
            # .ipynb_checkpoints holds stale copies of each notebook: grading them would count a
            # student twice (and possibly with an older answer).
            reason = "skip.checkpoints" if entry.name == ".ipynb_checkpoints" else "skip.hidden"
            whole_folder = entry.is_dir() and not entry.is_symlink()
            inside = sorted(entry.rglob("*")) if whole_folder else [entry]
            skipped += [Skipped(str(f), reason) for f in inside if not f.is_dir()]
        elif entry.is_symlink():
            # Never followed inside a folder: an unpacked upload may hold a link to a reference
            # solution or to any file of the grading machine (zip and tar keep links), a link to a
            # folder may loop, and a file linked from inside is graded once, at its own place.
            skipped.append(Skipped(str(entry), "skip.link" if entry.exists()
                                   else "skip.broken_link"))
        elif entry.is_dir():
            _walk(entry, add, skipped)
        elif not entry.is_file():
            skipped.append(Skipped(str(entry), "skip.not_file"))
        elif kind_of(entry) is None:
            skipped.append(Skipped(str(entry), "skip.suffix"))
        else:
            add(entry)


def decode(data: bytes) -> str:
    """Bytes of a source file as text: UTF-8 (with or without BOM), else GB18030 (Chinese Windows
    editors save GBK), else UTF-8 with replacement characters. Newlines become \\n."""
    for encoding in ("utf-8-sig", "gb18030"):
        try:
            text = data.decode(encoding)
            break
        except UnicodeDecodeError:
            continue
    else:
        text = data.decode("utf-8", "replace")
    return text.replace("\r\n", "\n").replace("\r", "\n")


def read_submission(path: Path) -> Submission:
    """One submission file as a Submission; raises Unreadable with a reason."""
    notebook = kind_of(path) == NOTEBOOK
    limit = MAX_NOTEBOOK_BYTES if notebook else MAX_SOURCE_BYTES
    try:
        size = path.stat().st_size
        if size > limit:
            raise Unreadable("submission.too_large", size=size, limit=limit)
        if notebook:
            return notebook_submission(path)
        data = path.read_bytes()
    except OSError as e:
        raise Unreadable("submission.unreadable", error=e.strerror or type(e).__name__) from None
    return Submission.module(decode(data), path.name)


def count_cells(path: Path, limit: int = MAX_CELLS) -> int:
    """How many cells a notebook file declares ('"cell_type"' keys), read in 1 MiB chunks: a bound
    that costs milliseconds and no memory, before anything parses the file. A key spelled with
    escapes ("cell\\u005ftype") escapes this count, never the parse process's own limits."""
    key, found, tail = b'"cell_type"', 0, b""
    with open(path, "rb") as f:
        while chunk := f.read(1 << 20):
            data = tail + chunk
            found += data.count(key)
            tail = data[-(len(key) - 1):]
            if found > limit:
                break
    return found


def notebook_submission(path: Path) -> Submission:
    """A notebook's code cells, bounded before anything parses them (see attnlab.grading.nbparse)."""
    cells = count_cells(path)
    if cells > MAX_CELLS:
        raise Unreadable("submission.too_many_cells", cells=f"> {MAX_CELLS}", limit=MAX_CELLS)
    # -I: no user site and no environment variables; nbparse caps its own memory and CPU time.
    cmd = [sys.executable, "-I", str(NBPARSE), str(ROOT), os.fsdecode(path.resolve()),
           str(MAX_NOTEBOOK_BYTES), str(MAX_CELLS), str(MAX_SOURCE_BYTES)]
    try:
        done = subprocess.run(cmd, stdin=subprocess.DEVNULL, capture_output=True,
                              timeout=PARSE_SECONDS, env={"PATH": "/usr/bin:/bin",
                                                          "LC_ALL": "C.UTF-8"})
        # Its output is bounded by nbparse itself (sources <= MAX_SOURCE_BYTES, escaped ASCII).
        result = json.loads(done.stdout[: 8 * MAX_SOURCE_BYTES] or b"null")
    except subprocess.TimeoutExpired:
        raise Unreadable("submission.notebook_too_complex", seconds=int(PARSE_SECONDS)) from None
    except ValueError:
        result = None
    if not isinstance(result, dict):  # killed at its CPU limit, or no answer
        raise Unreadable("submission.notebook_too_complex", seconds=int(PARSE_SECONDS))
    error = result.get("error")
    if error in ("memory", "objects"):
        raise Unreadable("submission.notebook_too_complex", seconds=int(PARSE_SECONDS))
    if error == "cells":
        raise Unreadable("submission.too_many_cells", cells=result.get("cells"), limit=MAX_CELLS)
    if error == "source":
        raise Unreadable("submission.too_large", size=result.get("size"), limit=MAX_SOURCE_BYTES)
    if error == "bytes":
        raise Unreadable("submission.too_large", size=result.get("size"), limit=MAX_NOTEBOOK_BYTES)
    if error == "os":
        raise Unreadable("submission.unreadable", error=str(result.get("why"))[:100])
    if error is not None:
        raise Unreadable("submission.bad_notebook", error=str(error)[:200])
    return notebook_from_cells(result.get("cells") or [], path.name)


def notebook_from_cells(raw: list, filename: str = "answers.ipynb") -> Submission:
    """Cells as nbparse reads them ({"source", "count"}) made ready to run, with notes."""
    cells, notes = [], []
    for number, cell in enumerate(raw, 1):
        text = str(cell.get("source", "")).replace("\r\n", "\n").replace("\r", "\n")
        count = cell.get("count") if isinstance(cell.get("count"), int) else None
        writefile = _writefile(text)
        if writefile:
            name, append = writefile
            cells.append(Cell(number, text.split("\n", 1)[1] if "\n" in text else "", count,
                              name, append))
            continue
        skipped: list[str] = []
        source = _drop_ipython_imports(neutralise(text, skipped))
        notes += [(number, line) for line in skipped]
        cells.append(Cell(number, source, count))
    kept = tuple((n, line[:120]) for n, line in notes[:MAX_NOTES])
    if len(notes) > MAX_NOTES:
        kept += ((0, f"+{len(notes) - MAX_NOTES}"),)
    return Submission(filename=filename, cells=tuple(cells), kind="notebook", notes=kept)


_WRITEFILE = re.compile(r"^%%writefile((?:\s+-a|\s+--append)?)\s+(\S+)\s*$")


def _writefile(cell: str) -> tuple[str, bool] | None:
    """(file name, append) of a ``%%writefile [-a] NAME`` cell; only plain relative names."""
    match = _WRITEFILE.match(cell.split("\n", 1)[0].strip())
    if not match:
        return None
    name = posixpath.normpath(match[2].strip("\"'"))
    if name.startswith(("/", "..")) or not name:
        return None
    return name, bool(match[1])


def neutralise(cell: str, skipped: list[str] | None = None) -> str:
    """A code cell with IPython-only syntax made harmless, keeping every line (and its number);
    each line left out is appended to ``skipped``.

    A cell that is already valid Python is left alone: `% b` on a continuation line is a modulo.
    """
    skipped = [] if skipped is None else skipped
    lines = cell.split("\n")
    first = lines[0].strip()
    if first.startswith("%%"):
        name = first[2:].split(maxsplit=1)[0] if len(first) > 2 else ""
        if name not in PYTHON_CELL_MAGICS:
            skipped.append(first)  # the whole cell: %%bash, %%html, ...
            return "\n".join("# " + line for line in lines)
        lines[0] = "# " + lines[0]
        cell = "\n".join(lines)
    if _compiles(cell):
        return cell
    starts = _statement_starts(lines)
    out = []
    for n, line in enumerate(lines):
        stripped = line.lstrip()
        if n in starts and _ipython_line(stripped):
            skipped.append(stripped)
            indent = line[: len(line) - len(stripped)]
            out.append(f"{indent}pass  # {stripped}")  # `pass` keeps an indented block valid
        else:
            out.append(line)
    return "\n".join(out)


_IPYTHON_IMPORT = re.compile(r"^(from\s+IPython[\s.]|import\s+IPython\b)")


def _drop_ipython_imports(cell: str) -> str:
    """`from IPython.display import display` only works inside Jupyter: the prelude's display()
    stands in for it, so the import must not stop a notebook from loading when graded."""
    lines = cell.split("\n")
    starts = _statement_starts(lines)
    for n, line in enumerate(lines):
        stripped = line.lstrip()
        whole = not stripped.rstrip().endswith(("\\", "("))  # one-line imports only
        if n in starts and whole and _IPYTHON_IMPORT.match(stripped):
            lines[n] = f"{line[: len(line) - len(stripped)]}pass  # {stripped}"
    return "\n".join(lines)


_CAPTURE = re.compile(r"^[A-Za-z_][\w, ]*=\s*[!%]")  # files = !ls, t = %timeit -o f()


def _ipython_line(stripped: str) -> bool:
    return (stripped.startswith(("%", "!", "?")) or bool(_CAPTURE.match(stripped))
            or (stripped.endswith("?") and not stripped.startswith("#")
                and stripped.rstrip("?").replace(".", "").replace("_", "").isalnum()))


def _compiles(source: str) -> bool:
    try:
        compile(source, "cell", "exec")
        return True
    except (SyntaxError, ValueError):
        return False


def _statement_starts(lines: list[str]) -> set[int]:
    """Indices of lines that begin a logical line: not inside brackets, strings or after a
    backslash. A magic can only stand there (elsewhere `%` or `!` belongs to Python)."""
    starts: set[int] = set()
    depth, in_string, continued = 0, "", False
    for n, line in enumerate(lines):
        if depth == 0 and not in_string and not continued:
            starts.add(n)
        i = 0
        while i < len(line):
            ch = line[i]
            if in_string:
                if ch == "\\":
                    i += 2
                    continue
                if line.startswith(in_string, i):
                    i += len(in_string)
                    in_string = ""
                    continue
            elif ch == "#":
                break
            elif ch in "\"'":
                quote = line[i:i + 3] if line[i:i + 3] in ('"""', "'''") else ch
                in_string = quote
                i += len(quote)
                continue
            elif ch in "([{":
                depth += 1
            elif ch in ")]}":
                depth = max(0, depth - 1)
            i += 1
        if in_string in ('"', "'"):
            in_string = ""  # an unterminated one-line string ends with its line
        continued = line.rstrip().endswith("\\") and not in_string
    return starts

