"""Answer files: what a learner takes away from the app, and how a file they bring back is placed.

Written: ``answers.py`` is the starter (``python -m attnlab starter``) with each answered exercise's
block replaced by the learner's answer (a short answer as the value the app read, a code answer as
typed); a notebook has one markdown and one code cell per exercise. The instructor's ``grade``
then runs what the app checked.

Read back: a .py file or a notebook is parsed, never run. Each exercise id defined at the top level
becomes that exercise's answer (a code answer with the file's imports and the top-level helpers it
uses); what cannot be placed (other statements, code that does not parse) is listed.
"""

from __future__ import annotations

import ast
import functools
import json
import textwrap
from collections.abc import Sequence

from attnlab.errors import InputError
from attnlab.grading.typed_answers import parse_short_answer

MAX_FILE_BYTES = 2 * 2**20  # an answers file; a notebook's stored outputs count too
MAX_CELLS = 2000
# The code itself, cells joined: answers to every exercise take a few KiB. It bounds what parsing
# costs the app's process (ast.parse of 2 MiB of code took 2.5-5.5 s and 600 MB here).
MAX_CODE_CHARS = 256 * 1024
SHORT_KINDS = ("number", "vector", "shape")

HEADER = ('"""attnlab answers. Replace each unanswered definition; keep the names.\n\n'
          "attnlab 练习答案。替换每个未作答的定义，名称保持不变。\n\n"
          "Grade it with / 评分：  python -m attnlab grade answers.py\n"
          '"""\n')


def _comment(exercise) -> list[str]:
    lines = ["# " + "=" * 96, f"# {exercise.title['en']}  ({exercise.points} points)",
             f"# {exercise.title['zh']}"]
    for lang in ("en", "zh"):
        for line in textwrap.wrap(exercise.statement[lang], 94) or [""]:
            lines.append(f"#   {line}")
    return lines


def answer_block(exercise, text: str | None) -> str | None:
    """The learner's answer as file text, or None when it is no answer (empty, unreadable as a
    short answer, or the starter unchanged)."""
    text = (text or "").strip("\n")
    if not text.strip() or text.strip() == exercise.starter.strip():
        return None
    if exercise.kind in SHORT_KINDS:
        try:
            value = parse_short_answer(text, exercise.kind)
        except InputError:
            return None
        return f"{exercise.id} = {value!r}\n"
    return text.rstrip() + "\n"


def answers_py(chosen: Sequence, answers: dict[str, str] | None = None) -> str:
    """The starter file, with the given answers in place."""
    out = [HEADER]
    for e in chosen:
        block = answer_block(e, (answers or {}).get(e.id))
        out += [*_comment(e), "", (block or e.starter).rstrip(), "", ""]
    return "\n".join(out).rstrip() + "\n"


def answers_ipynb(chosen: Sequence, answers: dict[str, str] | None = None) -> str:
    """A notebook (nbformat 4): one markdown cell and one code cell per exercise."""

    def cell(kind: str, text: str) -> dict:
        lines = text.splitlines(keepends=True)
        base = {"cell_type": kind, "metadata": {}, "source": lines}
        return {**base, "execution_count": None, "outputs": []} if kind == "code" else base

    cells = [cell("markdown", "# attnlab answers · attnlab 练习答案\n\n"
                  "Grade it with / 评分：`python -m attnlab grade answers.ipynb`")]
    for e in chosen:
        block = answer_block(e, (answers or {}).get(e.id))
        cells.append(cell("markdown", f"## {e.title['en']} · {e.title['zh']} ({e.points})\n\n"
                          f"{e.statement['en']}\n\n{e.statement['zh']}"))
        cells.append(cell("code", (block or e.starter).rstrip()))
    notebook = {"cells": cells, "metadata": {"kernelspec": {"name": "python3",
                "display_name": "Python 3", "language": "python"},
                "language_info": {"name": "python"}}, "nbformat": 4, "nbformat_minor": 5}
    return json.dumps(notebook, ensure_ascii=False, indent=1) + "\n"


# --- reading a file back ---------------------------------------------------------------------------


def _decode(data: bytes) -> str:
    if b"\x00" in data:
        raise InputError("answers_file.binary")
    for encoding in ("utf-8-sig", "gb18030"):
        try:
            return data.decode(encoding).replace("\r\n", "\n").replace("\r", "\n")
        except UnicodeDecodeError:
            continue
    raise InputError("answers_file.not_text")


def _notebook_cells(text: str) -> list[str]:
    try:
        notebook = json.loads(text)
    except (ValueError, RecursionError):
        raise InputError("answers_file.bad_notebook") from None
    cells = notebook.get("cells") if isinstance(notebook, dict) else None
    if not isinstance(cells, list):
        raise InputError("answers_file.bad_notebook")
    if len(cells) > MAX_CELLS:
        raise InputError("answers_file.too_many_cells", limit=MAX_CELLS)
    out = []
    for c in cells:
        if not isinstance(c, dict) or c.get("cell_type") != "code":
            continue
        source = c.get("source", "")
        source = "".join(s for s in source if isinstance(s, str)) if isinstance(source, list) \
            else str(source)
        # IPython's own lines (magics, shell escapes) are not Python: left out, never run.
        out.append("\n".join(line for line in source.split("\n")
                             if not line.lstrip().startswith(("%", "!"))))
    return out


TOO_DEEP = "RecursionError: too deeply nested to read"


def _chunks(source: str, first_line: int = 1) -> list[tuple[int, str]]:
    """Top-level pieces of a file (a new one starts at each unindented line that is not a
    continuation), so that one broken piece does not hide the others."""
    pieces: list[tuple[int, list[str]]] = []
    for i, line in enumerate(source.split("\n")):
        starts = line[:1] not in ("", " ", "\t", "#", ")", "]", "}") and not line.startswith(
            ("else", "elif", "except", "finally"))
        if starts and not (pieces and pieces[-1][1] and pieces[-1][1][-1].rstrip().endswith(
                ("\\", ",", "(", "[", "{")) or pieces and pieces[-1][1] and
                pieces[-1][1][-1].startswith("@")):
            pieces.append((first_line + i, [line]))
        elif pieces:
            pieces[-1][1].append(line)
        else:
            pieces.append((first_line + i, [line]))
    return [(n, "\n".join(lines)) for n, lines in pieces]


@functools.lru_cache(maxsize=8)
def _lines(source: str) -> list[bytes]:
    """A source's lines as UTF-8 (ast's column offsets count bytes), line ends kept."""
    return [line.encode("utf-8") for line in source.splitlines(keepends=True)]


class _Statement:
    """A top-level statement, the text it was parsed from, and where it stands for the learner."""

    def __init__(self, node: ast.stmt, source: str, where: str, offset: int = 0):
        # ``offset``: lines above the piece it was parsed from (a piece's lines count from 1)
        self.node, self.source, self.where, self.offset = node, source, where, offset

    def text(self, node: ast.AST | None = None) -> str:
        """The node's source, cut from lines split once per source (ast.get_source_segment
        splits the whole source on every call: quadratic over a file's statements)."""
        node = node or self.node
        if getattr(node, "end_lineno", None) is None:
            return ""
        lines = _lines(self.source)
        first, last = node.lineno - 1, node.end_lineno - 1
        if last >= len(lines):
            return ""
        if first == last:
            return lines[first][node.col_offset:node.end_col_offset].decode("utf-8", "replace")
        parts = [lines[first][node.col_offset:], *lines[first + 1:last],
                 lines[last][:node.end_col_offset]]
        return b"".join(parts).decode("utf-8", "replace")

    def place(self) -> str:
        return f"{self.where}line {self.node.lineno + self.offset}"


def _statements(sources: list[str]) -> tuple[list[_Statement], list[str]]:
    """Top-level statements of every cell, and the places that did not parse."""
    found, broken = [], []
    for cell_no, source in enumerate(sources, start=1):
        where = f"cell {cell_no}, " if len(sources) > 1 else ""
        try:
            pieces = [(1, source, ast.parse(source).body)]
        except (SyntaxError, RecursionError, MemoryError) as whole:
            pieces = []
            chunks = _chunks(source)
            if len(chunks) == 1 and not isinstance(whole, SyntaxError):  # the same parse again
                broken.append(f"{where}line 1: {TOO_DEEP}")
                chunks = []
            for start, piece in chunks:
                try:
                    pieces.append((start, piece, ast.parse(piece).body))
                except SyntaxError as e:
                    line = start + (e.lineno or 1) - 1
                    broken.append(f"{where}line {line}: SyntaxError: {e.msg}")
                except (RecursionError, MemoryError):  # nested deeper than Python's parser goes
                    broken.append(f"{where}line {start}: {TOO_DEEP}")
        for start, piece, body in pieces:
            found += [_Statement(node, piece, where, start - 1) for node in body]
    return found, broken


def _names(node: ast.stmt) -> set[str]:
    if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        return {node.name}
    if isinstance(node, (ast.Assign, ast.AnnAssign)):
        targets = node.targets if isinstance(node, ast.Assign) else [node.target]
        return {t.id for t in targets if isinstance(t, ast.Name)}
    return set()


def _used(node: ast.AST) -> set[str]:
    return {n.id for n in ast.walk(node) if isinstance(n, ast.Name)}


def _code_answer(statement: _Statement, defined: dict[str, _Statement], imports: list[str],
                 exercise_ids: set[str]) -> tuple[str, set[str]]:
    """A code answer that runs alone: the file's imports, the top-level helpers it uses (and
    theirs, deepest first), then its own definition; and the names it took."""
    taken, needed, todo = {statement.node.name if hasattr(statement.node, "name") else ""}, [], \
        [statement.node]
    while todo:
        for name in sorted(_used(todo.pop()) - taken):
            if name in defined and name not in exercise_ids:
                taken.add(name)
                needed.append(defined[name].text())
                todo.append(defined[name].node)
    parts = (["\n".join(dict.fromkeys(imports))] if imports else []) + needed[::-1]
    return "\n\n".join(parts + [statement.text()]).strip() + "\n", taken


def read_answers(data: bytes, filename: str, chosen: Sequence) -> tuple[dict[str, str], list[str]]:
    """({exercise id: answer text}, [what could not be placed]) for an answers file's bytes.
    Raises InputError (binary, too large, not text, a broken notebook) with the reason."""
    if len(data) > MAX_FILE_BYTES:
        raise InputError("answers_file.too_large", limit=MAX_FILE_BYTES // 2**20)
    text = _decode(data)
    sources = _notebook_cells(text) if filename.lower().endswith(".ipynb") else [text]
    if sum(len(source) for source in sources) > MAX_CODE_CHARS:
        raise InputError("answers_file.too_much_code", limit=MAX_CODE_CHARS // 1024)
    statements, unplaced = _statements(sources)
    by_id = {e.id: e for e in chosen}
    defined: dict[str, _Statement] = {}
    imports: list[str] = []
    for st in statements:
        if isinstance(st.node, (ast.Import, ast.ImportFrom)):
            imports.append(st.text())
        for name in _names(st.node):
            defined[name] = st  # a later definition wins, as when the file runs
    answers: dict[str, str] = {}
    taken: set[str] = set()
    for eid, exercise in by_id.items():
        st = defined.get(eid)
        if st is None:
            continue
        taken.add(eid)
        if exercise.kind in SHORT_KINDS:
            value = getattr(st.node, "value", None)
            if value is not None and not (isinstance(value, ast.Constant) and value.value is None):
                answers[eid] = st.text(value)
            continue
        answer, names = _code_answer(st, defined, imports, set(by_id))
        taken |= names
        if st.text().strip() not in exercise.starter:  # the starter's own code: not answered
            answers[eid] = answer
    for st in statements:
        if isinstance(st.node, (ast.Import, ast.ImportFrom)) or (
                isinstance(st.node, ast.Expr) and isinstance(st.node.value, ast.Constant)):
            continue  # imports travel with the answers; docstrings hold nothing to place
        if not _names(st.node) & taken:
            first = st.text().splitlines()[0][:60] if st.text() else ""
            unplaced.append(f"{st.place()}: {first}")
    return answers, unplaced
