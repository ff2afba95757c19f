"""Finding submissions in folders and turning each file (``.py`` or ``.ipynb``) into source text.

Nothing here runs submitted code: a notebook is read as JSON (nbformat), its code cells joined in
order, and the IPython-only lines (magics, shell escapes) turned into comments so that the rest is
plain Python for the sandbox. Every file under a folder is either a submission or skipped with a
reason, so no student silently disappears from the roster; links in a folder are never followed.
"""

from __future__ import annotations

import re
import warnings
from dataclasses import dataclass
from pathlib import Path

MAX_SOURCE_BYTES = 1_000_000  # of Python source, after a notebook's code cells are extracted
MAX_NOTEBOOK_BYTES = 64 * 2**20  # a notebook file: stored outputs (plots) make them large
PYTHON, NOTEBOOK = ".py", ".ipynb"
# Cell magics whose body is ordinary Python (the magic line alone is dropped); any other cell magic
# (%%bash, %%writefile, %%html, ...) holds something else, so the whole cell becomes comments.
PYTHON_CELL_MAGICS = {"time", "timeit", "capture", "prun", "debug"}
# A notebook's top-level display(...) calls must not stop the load outside IPython.
NOTEBOOK_PRELUDE = "def display(*objects, **options): print(*objects)  # IPython's display()\n"


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


def read_source(path: Path) -> str:
    """The Python source of one submission file; raises Unreadable with a reason."""
    notebook = kind_of(path) == NOTEBOOK
    limit = MAX_NOTEBOOK_BYTES if notebook else MAX_SOURCE_BYTES
    try:
        size = path.stat().st_size
        if size > limit:
            raise Unreadable("submission.too_large", size=size, limit=limit)
        data = path.read_bytes()
    except OSError as e:
        raise Unreadable("submission.unreadable", error=e.strerror or type(e).__name__) from None
    source = notebook_source(decode(data)) if notebook else decode(data)
    if notebook and len(source.encode()) > MAX_SOURCE_BYTES:  # the code itself, outputs ignored
        raise Unreadable("submission.too_large", size=len(source.encode()), limit=MAX_SOURCE_BYTES)
    return source


def notebook_source(text: str) -> str:
    """The code cells of a notebook, in order, as one Python file (outputs ignored)."""
    import nbformat

    try:
        with warnings.catch_warnings():  # nbformat's advice about cell ids is not for students
            warnings.simplefilter("ignore")
            nb = nbformat.reads(text, as_version=4)
        cells = [c for c in nb.cells if c.get("cell_type") == "code"]
        sources = [c.source if isinstance(c.source, str) else "".join(c.source) for c in cells]
    except Exception as e:  # noqa: BLE001 - nbformat raises many kinds; all mean "not a notebook"
        error = f"{type(e).__name__}: {e}"[:200]
        raise Unreadable("submission.bad_notebook", error=error) from None
    parts = [NOTEBOOK_PRELUDE]
    for i, source in enumerate(sources, 1):
        # A marker line per cell, so a SyntaxError's line number can be traced back to its cell.
        cell = _drop_ipython_imports(neutralise(source.replace(chr(13), "")))
        parts.append(f"# --- cell {i} ---\n{cell}\n")
    return "".join(parts)


def neutralise(cell: str) -> str:
    """A code cell with IPython-only syntax made harmless, keeping every line (and its number).

    A cell that is already valid Python is left alone: `% b` on a continuation line is a modulo.
    """
    lines = cell.split("\n")
    first = lines[0].strip()
    if first.startswith("%%"):
        name = first[2:].split(maxsplit=1)[0] if len(first) > 2 else ""
        if name not in PYTHON_CELL_MAGICS:
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

