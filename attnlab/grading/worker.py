"""The sandbox worker: a zygote with torch and the exercises' probes imported, forking one child per
submission. It never reads a submission or a result.

Run as ``python -I worker.py REPO_ROOT PROBES_JSON OPTIONS_JSON CONTROL_FD`` by
attnlab.grading.runner (possibly inside bubblewrap), with a scrubbed environment; CONTROL_FD is a
Unix socket to the runner. For each request on
that socket the runner passes two pipe ends by SCM_RIGHTS: the job's read end and the results'
write end. The zygote forks; the child confines itself (attnlab.grading.confine) and only then
reads its job: the submission's source and the probes to run. The zygote answers with the child's
pid and a pidfd, through which the runner enforces deadlines. The zygote reaps children, removes
their scratch folders and reports their exit status. Submitted code and what it returns travel
only between the runner and the child.

Child protocol: one JSON line per step on the results pipe: first {"load": ...} (for a notebook
with the order its cells ran in, and for any file the failures of its cells or lines and the
global torch settings it changed), then one {"id": exercise id, ...} per exercise in the order
asked.
"""

from __future__ import annotations

import io
import json
import os
import select
import shutil
import signal
import socket
import subprocess
import sys
import tempfile

MAX_JOB_BYTES = 32 * 2**20  # source (<= 1 M characters, up to 4 bytes each) plus payloads
OUTPUT_KEEP = 2000  # characters of the submission's own prints kept (the rest is counted, dropped)
# Installed copies the child must not read: the exercises (their checkers and solutions), and attnlab
# itself (its modules.py holds the forward attnlab.grading.withheld drops; the worker loaded it all).
HIDDEN = ("exercises", "solutions", "attnlab")


# --- the child ------------------------------------------------------------------------------------


class BoundedText(io.TextIOBase):
    """sys.stdout for the submission: keeps the first characters, counts the rest, never fails."""

    def __init__(self, keep: int):
        self.keep, self.parts, self.size = keep, [], 0

    def writable(self) -> bool:
        return True

    def write(self, s) -> int:
        s = str(s)
        if self.size < self.keep:
            self.parts.append(s[: self.keep - self.size])
        self.size += len(s)
        return len(s)

    def text(self) -> str:
        return "".join(self.parts)


def _read_all(fd: int, limit: int) -> bytes:
    chunks, size = [], 0
    while True:
        chunk = os.read(fd, 1 << 20)
        if not chunk:
            return b"".join(chunks)
        size += len(chunk)
        if size > limit:
            raise ValueError("job too large")
        chunks.append(chunk)


def _reset_torch(torch) -> None:
    """The grader's probes never depend on the learner's global torch state (notebook habits):
    each answer runs with torch's defaults, whatever the file set at top level."""
    torch.set_default_dtype(torch.float32)
    torch.set_default_device(None)
    torch.set_grad_enabled(True)
    torch.autograd.set_detect_anomaly(False)
    if torch.are_deterministic_algorithms_enabled():  # the reset itself costs a second: only if set
        torch.use_deterministic_algorithms(False)
    torch.set_num_threads(1)
    torch.set_printoptions(profile="default")
    torch.set_float32_matmul_precision("highest")
    torch.set_flush_denormal(False)


def _learner_settings(torch) -> list[str]:
    """The global torch settings a submission changed at top level, as fixed names the runner
    knows ("dtype:float64", "device:cuda", "grad:off", ...): when an answer then fails in a way
    the setting explains, the feedback names it."""
    found = []
    dtype = torch.get_default_dtype()
    if dtype != torch.float32:
        found.append("dtype:" + str(dtype).removeprefix("torch."))
    device = torch.get_default_device()
    if device.type != "cpu":
        found.append("device:" + device.type)
    if not torch.is_grad_enabled():
        found.append("grad:off")
    if torch.are_deterministic_algorithms_enabled():
        found.append("deterministic:on")
    if torch.is_anomaly_enabled():
        found.append("anomaly:on")
    if torch.get_float32_matmul_precision() != "highest":
        found.append("matmul:" + torch.get_float32_matmul_precision())
    return found


def _does_nothing(code) -> bool:
    """A function whose whole body returns None: ``pass``, ``...``, a docstring, ``return None``,
    comments (a ``# TODO``): what a stub looks like, whatever its arguments."""
    import dis

    ops = [(i.opname, i.argval) for i in dis.get_instructions(code)
           if i.opname not in ("RESUME", "NOP", "CACHE")]
    return ops in ([("LOAD_CONST", None), ("RETURN_VALUE", None)], [("RETURN_CONST", None)])


def _returns_nothing(code) -> bool:
    """Every return of ``code`` gives None: a stub that only starts the work (ex_mha_forward's
    ``b, n, _ = x.shape`` then ``...``), unlike a bug hunt's starter, which returns buggy values."""
    import dis

    ops = [i for i in dis.get_instructions(code) if i.opname not in ("CACHE", "NOP")]
    for before, op in zip([None, *ops], ops):
        if op.opname == "RETURN_CONST" and op.argval is not None:
            return False
        if op.opname == "RETURN_VALUE" and not (
                before is not None and before.opname == "LOAD_CONST" and before.argval is None):
            return False
    return True


def _code_shape(code) -> tuple:
    """A code object as what it does: instructions, names and constants (nested code compared the
    same way), without its line numbers or file name, which moving a starter changes."""
    consts = tuple(_code_shape(c) if hasattr(c, "co_code") else (type(c).__name__, repr(c))
                   for c in code.co_consts)
    return code.co_code, code.co_names, code.co_varnames, code.co_argcount, consts


def _untouched(answer, starter: str, exercise_id: str) -> bool:
    """Not answered yet: None, ``...``, a function that does nothing (a stub, with or without a
    docstring or a comment), or a stub starter unchanged (ex_mha_forward's begins with
    ``b, n, _ = x.shape``): a learner who never started is "missing", not a wrong attempt.
    A bug hunt's starter is real (buggy) code that returns values: handed in unchanged it is
    graded, so the feedback names the bug. Anything else the learner wrote is graded."""
    if answer is None or answer is Ellipsis:
        return True
    code = getattr(answer, "__code__", None)
    if code is None:
        return False
    if _does_nothing(code):
        return True
    if not starter:
        return False
    space: dict = {}
    try:
        exec(compile(starter, "starter", "exec"), space)
    except Exception:  # noqa: BLE001 - a starter that is not code: compare nothing
        return False
    given = getattr(space.get(exercise_id), "__code__", None)
    return (given is not None and _returns_nothing(given)
            and _code_shape(code) == _code_shape(given))


# --- running a submission as Python imports a module and Jupyter runs a notebook ------------------


class _MissingModule:
    """Stands for a module the grader does not have (``import seaborn as sns``): the file goes
    on loading, and only an answer that uses it fails, with the module and the cell named."""

    def __init__(self, module: str, where: str):
        self._module, self._where = module, where

    def _fail(self, *_, **__):
        # The message stays Python's own (code, said as written in every language); the report
        # adds "the grader does not have it" from the catalogues (report.feedback_text).
        raise ModuleNotFoundError(f"No module named '{self._module}' ({self._where})", name=self._module)

    __call__ = _fail

    def __getattr__(self, name):
        if name.startswith("__"):
            raise AttributeError(name)
        self._fail()


class _WrittenFiles:
    """A meta-path finder over the files ``%%writefile`` cells wrote: the next cell's
    ``import NAME`` finds them as it would in Jupyter, without a file on disk (the child may
    open none)."""

    def __init__(self):
        self.files: dict[str, str] = {}

    def _source(self, fullname: str):
        base = fullname.replace(".", "/")
        for path, package in ((base + ".py", False), (base + "/__init__.py", True)):
            if path in self.files:
                return path, package
        return None, False

    def find_spec(self, fullname, path=None, target=None):
        import importlib.util

        found, package = self._source(fullname)
        if found is None:
            return None
        return importlib.util.spec_from_loader(fullname, self, origin=found, is_package=package)

    def create_module(self, spec):
        return None

    def exec_module(self, module):
        found, package = self._source(module.__name__)
        if package:
            module.__path__ = [found.rsplit("/", 1)[0]]
        _remember_source(found, self.files[found])
        exec(compile(self.files[found], found, "exec"), module.__dict__)


def _error_text(e: BaseException, own: str) -> tuple[str, int]:
    """(error as the learner reads it, the line in their own cell or file where it happened)."""
    if isinstance(e, SyntaxError):
        return f"{type(e).__name__}: {e.msg}"[:300], int(e.lineno or 0)
    tb, line = e.__traceback__, 0
    while tb is not None:  # the deepest line of the learner's own code
        if tb.tb_frame.f_code.co_filename == own:
            line = tb.tb_lineno
        tb = tb.tb_next
    return f"{type(e).__name__}: {e}"[:300], line


def _remember_source(filename: str, source: str) -> None:
    """Make the submitted source readable by ``inspect.getsource`` (and so by
    ``@torch.jit.script``, which reads its function's source), as Jupyter and Python's own import
    do: linecache keeps it under the code's filename; no mtime, so checkcache never drops it."""
    import linecache

    linecache.cache[filename] = (len(source), None, source.splitlines(True), filename)


def _run_code(source: str, filename: str, namespace: dict, where: str) -> list[dict]:
    """Run one module or cell statement by statement, as Python would, except that an import of a
    module the grader lacks binds a stand-in and goes on (``where``, its NUL the import's line,
    names it for the answers that use it). Returns the failures:
    [{"error", "line", "soft"}] (soft: a missing module, the code went on)."""
    import __future__
    import ast

    _remember_source(filename, source)
    flags = 0
    try:
        tree = compile(source, filename, "exec", ast.PyCF_ONLY_AST, dont_inherit=True)
    except (SyntaxError, ValueError) as e:
        error, line = _error_text(e, filename)
        return [{"error": error, "line": line, "soft": False, "compile": True}]
    failures = []
    for stmt in tree.body:
        if isinstance(stmt, ast.ImportFrom) and stmt.module == "__future__":
            for alias in stmt.names:
                feature = getattr(__future__, alias.name, None)
                flags |= getattr(feature, "compiler_flag", 0)
        try:
            code = compile(ast.Module([stmt], []), filename, "exec", flags=flags,
                           dont_inherit=True)
            exec(code, namespace)
        except ModuleNotFoundError as e:
            error, line = _error_text(e, filename)
            if not isinstance(stmt, (ast.Import, ast.ImportFrom)) or not e.name:
                failures.append({"error": error, "line": line, "soft": False})
                return failures
            failures.append({"error": f"ModuleNotFoundError: No module named '{e.name}'",
                             "line": stmt.lineno, "soft": True})
            for alias in stmt.names:  # each name the import would bind
                if alias.name == "*":
                    continue
                bound = alias.asname or (alias.name.split(".")[0] if isinstance(stmt, ast.Import)
                                         else alias.name)
                namespace[bound] = _MissingModule(e.name, where.replace("\x00", str(stmt.lineno)))
        except BaseException as e:  # SystemExit too: a main block's exit must not end grading
            error, line = _error_text(e, filename)
            failures.append({"error": error, "line": line, "soft": False, "statement": stmt.lineno})
            return failures
    return failures


def _display(*objects, **options) -> None:
    """IPython's display() outside IPython: prints."""
    print(*objects)


class _NoIPython:
    """What get_ipython() returns when grading: a script exported from Jupyter calls
    ``get_ipython().run_line_magic('matplotlib', 'inline')``; every such call does nothing."""

    def __getattr__(self, name):
        if name.startswith("__"):
            raise AttributeError(name)
        return lambda *args, **kwargs: None


def _ipython_names(namespace: dict) -> None:
    namespace["display"] = _display
    namespace["get_ipython"] = _NoIPython


def _load(submission: dict) -> tuple[dict, dict]:
    """Run a submission: a module is imported as ``answers`` (its main block does not run), a
    notebook runs cell by cell as ``__main__`` in its saved order or, where that fails, in
    document order, going on past failing cells. Returns (namespace, report for the load line)."""
    import types

    filename = str(submission.get("filename") or "answers.py")[:200]
    if submission.get("kind") != "notebook":
        module = types.ModuleType("answers")
        module.__file__ = filename
        sys.modules["answers"] = module
        module.get_ipython = _NoIPython  # nbconvert's scripts call it: a no-op, not a NameError
        failures = _run_code(str(submission.get("source", "")), filename, module.__dict__,
                             f"{filename}, line \x00")
        return module.__dict__, {"failures": [{"cell": 0, **f} for f in failures]}
    cells = [c for c in submission.get("cells", []) if isinstance(c, dict)]
    document = sorted(cells, key=lambda c: c["n"])
    counted = [c for c in document if isinstance(c.get("count"), int)]
    saved = sorted(counted, key=lambda c: c["count"]) + [c for c in document if c not in counted]
    distinct = len({c["count"] for c in counted}) == len(counted)
    orders = [("saved", saved)] if counted and distinct and saved != document else []
    orders.append(("document", document))
    best = None
    for name, order in orders:
        namespace, failures = _run_cells(order)
        hard = sum(1 for f in failures if not f["soft"])
        if best is None or hard < best[0]:
            best = (hard, name, namespace, failures)
        if hard == 0:
            break
    hard, name, namespace, failures = best
    return namespace, {"order": name, "tried": [o for o, _ in orders][:2], "failures": failures}


_finder = _WrittenFiles()


def _run_cells(order: list[dict]) -> tuple[dict, list[dict]]:
    import types

    if "attnlab.grading.step_record" in sys.modules:
        sys.modules["attnlab.grading.step_record"].reset()
    for name in [n for n in sys.modules if _finder._source(n)[0]]:  # a fresh run: fresh imports
        del sys.modules[name]
    _finder.files.clear()
    if _finder not in sys.meta_path:
        sys.meta_path.insert(0, _finder)
    main = types.ModuleType("__main__")
    sys.modules["__main__"] = main  # as in Jupyter: the notebook's names are __main__'s
    namespace = main.__dict__
    _ipython_names(namespace)
    failures = []
    for cell in order:
        n = int(cell["n"])
        if cell.get("writefile"):
            path = str(cell["writefile"])
            text = str(cell.get("source", ""))
            _finder.files[path] = (_finder.files.get(path, "") if cell.get("append") else "") + text
            continue
        # each cell its own filename, as Jupyter's <ipython-input-N>: its source is found again
        for f in _run_code(str(cell.get("source", "")), f"<cell {n}>", namespace, f"cell {n}, line \x00"):
            failures.append({"cell": n, **f})
    return namespace, failures


def _defined_in(source: str, name: str) -> bool:
    import re

    return re.search(rf"(?m)^\s*(?:def|class)\s+{re.escape(name)}\b|^\s*{re.escape(name)}\s*[:=(]",
                     source) is not None


def _missing_because(eid: str, submission: dict, failures: list[dict]) -> dict | None:
    """Why answer ``eid`` is not defined, when a failure explains it: the failing cell that
    would have defined it, or the module's failing line (the rest of a module does not run)."""
    hard = [f for f in failures if not f["soft"]]
    if not hard:
        return None
    if submission.get("kind") != "notebook":
        if _defined_in(str(submission.get("source", "")), eid):
            return {"line": hard[0]["line"], "error": hard[0]["error"]}
        return None
    sources = {c.get("n"): str(c.get("source", "")) for c in submission.get("cells", [])
               if isinstance(c, dict)}
    for f in hard:
        if _defined_in(sources.get(f["cell"], ""), eid):
            return {"cell": f["cell"], "line": f["line"], "error": f["error"]}
    return None


def _bindings(source: str, name: str) -> list[tuple[int, str, str]]:
    """Where ``source`` binds ``name``: [(line, context, enclosing)], the context "top" (runs
    when the code runs), "main" (under ``if __name__ == "__main__":``, which an imported file
    skips) or "local" (inside a function or class body: ``enclosing`` names it)."""
    import ast

    try:
        tree = ast.parse(source)
    except (SyntaxError, ValueError):
        return []
    found = []

    def binds(node) -> bool:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            return node.name == name
        if isinstance(node, ast.Name):
            return node.id == name and isinstance(node.ctx, ast.Store)
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            return any((a.asname or a.name.split(".")[0]) == name for a in node.names)
        return isinstance(node, ast.ExceptHandler) and node.name == name

    def main_guard(node) -> bool:
        return isinstance(node, ast.If) and "__name__" in ast.unparse(node.test) \
            and "__main__" in ast.unparse(node.test)

    def visit(node, context, enclosing):
        for child in ast.iter_child_nodes(node):
            if binds(child):
                found.append((getattr(child, "lineno", 0), context, enclosing))
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)):
                inner = enclosing if context == "local" else getattr(child, "name", "lambda")
                visit(child, "local", inner)
            elif context == "top" and main_guard(child):
                visit(child, "main", enclosing)
            else:
                visit(child, context, enclosing)

    visit(tree, "top", "")
    return found


def _why_undefined(name: str, submission: dict, failures: list[dict], namespace: dict) -> dict | None:
    """Why ``name`` was never defined, as {"key", "args"}: the cell or line that would have defined
    it failed before reaching it; it is defined only inside a function (a local name) or under the
    main guard of an imported file; or nothing defines it (with the closest name there is)."""
    import builtins
    import difflib

    notebook = submission.get("kind") == "notebook"
    units = [(int(c.get("n", 0)), str(c.get("source", ""))) for c in submission.get("cells", [])
             if isinstance(c, dict) and not c.get("writefile")] if notebook else \
        [(0, str(submission.get("source", "")))]
    found = [(n, *b) for n, source in units for b in _bindings(source, name)]
    hard = [f for f in failures if not f["soft"]]
    for n, line, context, _ in found:
        if context != "top":
            continue
        for f in hard:
            if f["cell"] == n and (f.get("compile") or f.get("statement", f["line"]) <= line):
                args = {"line": f["line"], "cause": f["error"], "def_line": line, "name": name}
                if notebook:
                    return {"key": "feedback.raised_after_cell", "args": {**args, "cell": n}}
                return {"key": "feedback.raised_after_line", "args": args}
    if any(context == "top" for _, _, context, _ in found):
        return None  # defined where it runs: something else removed it
    for n, line, context, enclosing in found:
        if context == "main" and not notebook:
            return {"key": "feedback.name_main_guard", "args": {"name": name, "def_line": line}}
    for n, line, context, enclosing in found:
        if context == "local":
            args = {"name": name, "def_line": line, "func": enclosing}
            if notebook:
                return {"key": "feedback.name_local_cell", "args": {**args, "cell": n}}
            return {"key": "feedback.name_local", "args": args}
    known = [k for k in list(namespace) + dir(builtins) if isinstance(k, str) and not k.startswith("__")]
    near = difflib.get_close_matches(name, known, 1, 0.75)
    if near:
        return {"key": "feedback.name_nowhere_near", "args": {"name": name, "near": near[0]}}
    return {"key": "feedback.name_nowhere", "args": {"name": name}}


def _name_errors(value, depth: int = 0):
    """The names of the NameErrors an answer's result records (a probe's per-case errors)."""
    import re

    if isinstance(value, str):
        match = re.match(r"NameError: name '(\w+)' is not defined", value)
        return [match[1]] if match else []
    if depth > 4:
        return []
    items = value.values() if isinstance(value, dict) else value if isinstance(value, list) else ()
    return [n for v in list(items)[:64] for n in _name_errors(v, depth + 1)]


def _confine(confine, scratch: str, options: dict, gpu: bool) -> dict:
    strict = not options.get("unsafe")
    readable = confine.readable_roots(HIDDEN)
    limits = options["limits"]
    done: dict = {"scratch_cap": confine.private_scratch(scratch)}  # root only; else best effort
    os.chdir(scratch)  # onto the new tmpfs, if one was mounted
    steps = (
        ("privileges", lambda: confine.drop_privileges(scratch, readable, options["uid"])),
        # Before the filter, which then keeps the child from widening it again.
        ("one_cpu", lambda: confine.pin_to_cpu(options["cpu"]) if "cpu" in options else False),
        ("limits", lambda: confine.set_limits(limits["cpu_seconds"], limits["memory_bytes"],
                                              limits["file_bytes"], gpu=gpu) or True),
        ("landlock", lambda: confine.apply_landlock(
            scratch, readable, confine.nvidia_devices() if gpu else [])),
        ("seccomp", lambda: confine.apply_seccomp(gpu=gpu)),
    )
    for name, step in steps:
        try:
            done[name] = step()
        except Exception:  # noqa: BLE001
            if strict and name != "one_cpu":  # a bound on CPU use, not a protection
                raise
            done[name] = False
    # The system-call filter alone keeps a CPU child off files, sockets and other processes; a
    # GPU child's filter lets file calls through, so there Landlock must bound them.
    if strict and not (done["seccomp"] and (done["landlock"] or not gpu)):
        raise RuntimeError("confinement incomplete")
    return done


def _child(job_fd: int, out_fd: int, scratch: str, options: dict) -> None:
    """Runs in the forked child; never returns."""
    code = 0
    confined = False
    try:
        import torch

        from attnlab.grading import codec, confine, gpu_watch, step_record, withheld
        from attnlab.grading.model import AnswerProblem

        gpu = options["device"].startswith("cuda")
        null = os.open("/dev/null", os.O_RDWR)
        for target in (0, 1, 2):  # prints from C code vanish; Python's are captured below
            os.dup2(null, target)
        os.closerange(3, job_fd)
        os.closerange(job_fd + 1, out_fd)
        os.closerange(out_fd + 1, 1 << 16)
        os.chdir(scratch)
        for key in ("TMPDIR", "HOME", "TORCH_HOME", "XDG_CACHE_HOME", "MPLCONFIGDIR"):
            os.environ[key] = scratch
        tempfile.tempdir = scratch
        if gpu:  # initialise CUDA while its files can still be opened; bound its memory
            torch.ones(1, device=options["device"]).sum().item()
            torch.cuda.set_per_process_memory_fraction(gpu_watch.SHARE)  # advisory: the worker's
            # GpuWatch is the bound an answer cannot lift
        out = os.fdopen(out_fd, "w", encoding="utf-8")

        def send(obj: dict) -> None:
            out.write(codec.dumps(obj) + "\n")
            out.flush()

        # Nothing untrusted has entered this process yet; from here on it is confined for good.
        # Strict (the default): a protection that fails to apply ends the child, and the runner
        # reports the grader's failure. With --unsafe-no-sandbox: whatever can be applied.
        protections = _confine(confine, scratch, options, gpu)
        send({"confined": True, "protections": protections})
        confined = True
        job = json.loads(_read_all(job_fd, MAX_JOB_BYTES))
        os.close(job_fd)
        # Before any submitted code runs: the references this job's exercises may not call go.
        withheld.drop(tuple(job.get("keep") or ()))

        printed = BoundedText(OUTPUT_KEEP)
        sys.stdout = sys.stderr = printed
        submission = job["submission"]
        if any(not task.get("probe") for task in job["exercises"]):
            # short answers are values the load computed: its steps are kept to tell where a
            # wrong one left the right computation (step_record, divergence)
            with step_record.start():
                namespace, loaded = _load(submission)
        else:
            namespace, loaded = _load(submission)
        failures = loaded["failures"]
        if submission.get("kind") != "notebook" and failures and failures[-1].get("compile"):
            # A module that does not compile defines nothing: every answer shares the cause,
            # named at its line in the learner's own file.
            where = f" ({str(submission.get('filename'))[:200]}, line {failures[-1]['line']})"
            send({"load": "failed", "problem": "feedback.load_failed",
                  "args": {"error": failures[-1]["error"][:280] + where}})
            os._exit(0)
        send({"load": "ok", **loaded, "settings": _learner_settings(torch)})
        from attnlab.grading import checks as _checks

        _checks.LEARNER_DEFAULT_DTYPE = str(torch.get_default_dtype()).removeprefix("torch.")
        for task in job["exercises"]:
            eid = task["id"]
            reply: dict = {"id": eid}
            answer = namespace.get(eid)
            if eid not in namespace:
                because = _missing_because(eid, submission, failures)
                reply["problem"] = ("feedback.missing" if not because else
                                    "feedback.not_defined_cell" if "cell" in because else
                                    "feedback.not_defined_line")
                if because:
                    reply["args"] = because
            elif _untouched(answer, task.get("starter", ""), eid):
                reply["problem"] = "feedback.untouched"
            else:
                probe = find_probe(task)
                try:
                    _reset_torch(torch)
                    reply["result"] = probe(answer, task["payload"], options["device"])
                    if not task.get("probe") and isinstance(reply["result"], dict):
                        steps = step_record.for_answer(eid)
                        if steps:
                            reply["result"]["steps"] = steps
                    names = _name_errors(reply["result"])
                    because = names and _why_undefined(names[0], submission, failures, namespace)
                    if because:  # the checker words the error; the runner adds why the name is missing
                        reply["because"] = because
                except AnswerProblem as p:
                    reply.update(problem=p.key, args=p.args_)
                except BaseException as e:  # noqa: BLE001 - the answer's failure, in words
                    error = f"{type(e).__name__}: {e}"[:300]
                    names = _name_errors(error)
                    because = names and _why_undefined(names[0], submission, failures, namespace)
                    if because:
                        reply.update(problem=because["key"], args={**because["args"], "error": error})
                    else:
                        reply.update(problem="feedback.raised", args={"error": error})
            try:
                send(reply)
            except (TypeError, ValueError) as e:  # a result that is not plain data
                send({"id": eid, "problem": "feedback.malformed", "args": {"what": str(e)[:100]}})
    except BaseException as e:  # noqa: BLE001 - the child's own failure: the runner sees the exit code
        code = 70
        if not confined:  # no submitted code has run: say why, for the grader's log
            _report_setup_failure(out_fd, e)
    os._exit(code)


def _report_setup_failure(out_fd: int, error: BaseException) -> None:
    """One line {"confined": false, "error": ...} naming the exception and where it was raised
    (the grader's own code: nothing of the submission has run), so a machine where the child
    cannot set itself up is diagnosed from the grader's log rather than a bare exit code."""
    import traceback

    try:
        frames = traceback.extract_tb(error.__traceback__)
        where = "; ".join(f"{os.path.basename(f.filename)}:{f.lineno} {f.name}" for f in frames[-3:])
        line = json.dumps({"confined": False, "error": f"{type(error).__name__}: {error}"[:400],
                           "where": where[:300]})
        os.write(out_fd, (line + "\n").encode())
    except BaseException:  # noqa: BLE001 - the pipe may be gone: the exit code still says it
        pass


# --- the zygote -----------------------------------------------------------------------------------


def find_probe(task: dict):
    """The probe of one task: its exercise's probe.py, imported before the fork (the child can
    open no file), or the shared probe of short answers, which have no probe file."""
    from attnlab.grading.probes import short_answer_probe

    if not task.get("probe"):
        return short_answer_probe(task["kind"])
    entry = task.get("entry") or "probe"  # a further, ungraded run of the same answer
    if not entry.startswith("probe"):
        raise ValueError(f"not a probe: {entry}")
    return getattr(sys.modules[task["probe"]], entry)


def import_probes(probes: list[list[str]]) -> None:
    """Import each exercise's probe.py by path, and nothing else of its folder: a probe that pulls
    in a checker, a solution or an exercise's texts stops the worker before any child exists."""
    from attnlab.grading import probes as _shared  # noqa: F401 - short answers' probe, pre-fork
    from attnlab.grading.loading import import_file, trusted_modules_loaded

    for name, path in probes:
        import_file(name, path)
    folders = [os.path.dirname(os.path.dirname(path)) for _, path in probes]
    leaked = trusted_modules_loaded(folders)
    if leaked:
        raise RuntimeError(f"a probe imported trusted files: {', '.join(sorted(leaked))}")


def _send(control: socket.socket, obj: dict, fds: list[int] = ()) -> None:
    socket.send_fds(control, [json.dumps(obj).encode()], list(fds))


def remove_tree(path: str) -> subprocess.Popen | None:
    """Remove a folder a submission wrote into, without blocking and without recursion limits
    (a 1,500-deep chain of folders breaks shutil.rmtree); the caller reaps the process."""
    try:
        return subprocess.Popen(["rm", "-rf", "--one-file-system", path],
                                stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                stderr=subprocess.DEVNULL)
    except OSError:
        shutil.rmtree(path, ignore_errors=True)
        return None


SCRATCH_WATCH_S = 0.1  # how often the children's scratch folders are measured


def _watch_scratch(children: dict[int, str], overflowed: dict[int, str]) -> None:
    """Kill a child whose scratch folder outgrew its quota. As root the child writes into a
    capped tmpfs of its own (this folder then stays empty); without root it is a folder on the
    host's disk, bounded per file by RLIMIT_FSIZE but not in count, so this watch is the bound:
    what a child can write past the quota is what it writes in SCRATCH_WATCH_S."""
    from attnlab.grading import confine  # loaded by main() before any fork

    for pid, scratch in children.items():
        if pid not in overflowed and confine.scratch_over_cap(scratch):
            _stop(pid, "scratch", overflowed)


def _watch_gpu(watch, children: dict[int, str], overflowed: dict[int, str]) -> None:
    """Kill a child holding more device memory than its share (attnlab.grading.gpu_watch): what
    another child may miss is what one takes in SCRATCH_WATCH_S."""
    for pid in watch.over([p for p in children if p not in overflowed]):
        _stop(pid, "gpu_memory", overflowed)


def _stop(pid: int, reason: str, overflowed: dict[int, str]) -> None:
    overflowed[pid] = reason  # told to the runner when it reaps the child
    try:
        os.kill(pid, signal.SIGKILL)
    except OSError:
        pass


def serve(control: socket.socket, options: dict, watch=None) -> None:
    from attnlab.grading import confine  # loaded by main() before any fork

    scratch_root = tempfile.mkdtemp(prefix="attnlab-sandbox-")
    # Children run as uids of their own: they must pass through this folder (and the runner's
    # home above it) to reach their scratch folder, without listing it (each scratch is 0700).
    os.chmod(scratch_root, 0o711)
    children: dict[int, str] = {}
    cpus: dict[int, int] = {}  # the CPU each child is pinned to
    allowed = os.sched_getaffinity(0)
    last_cpu = None
    overflowed: dict[int, str] = {}  # children killed by a watch, and why
    cleaners: list[subprocess.Popen] = []
    while True:
        cleaners = [c for c in cleaners if c.poll() is None]
        if children:
            _watch_scratch(children, overflowed)
            if watch is not None and watch.active:
                _watch_gpu(watch, children, overflowed)
            if not select.select([control], [], [], SCRATCH_WATCH_S)[0]:
                continue
        try:
            msg, fds, _, _ = socket.recv_fds(control, 4096, 2)
        except OSError:
            break
        if not msg:  # the runner is gone
            break
        try:  # nothing a request carries may end this loop: every learner depends on it
            request = json.loads(msg)
            if request.get("op") == "fork" and len(fds) == 2:
                scratch = tempfile.mkdtemp(dir=scratch_root)
                last_cpu = confine.pick_cpu(allowed, list(cpus.values()), last_cpu)
                pid = os.fork()
                if pid == 0:
                    control.close()
                    _child(fds[0], fds[1], scratch,
                           {**options, "uid": int(request["uid"]), "cpu": last_cpu})
                children[pid] = scratch
                cpus[pid] = last_cpu
                pidfd = os.pidfd_open(pid)
                _send(control, {"pid": pid}, [pidfd])
                os.close(pidfd)
            elif request.get("op") == "reap" and request.get("pid") in children:
                pid = request["pid"]
                # The runner reaps only after the child is dead (it killed it through the pidfd).
                _, status = os.waitpid(pid, 0)
                cleaners.append(remove_tree(children.pop(pid)))
                cpus.pop(pid, None)
                reply = {"pid": pid, "signal": os.WTERMSIG(status) if os.WIFSIGNALED(status) else 0,
                         "code": os.WEXITSTATUS(status) if os.WIFEXITED(status) else 0}
                if pid in overflowed:
                    reply["reason"] = overflowed.pop(pid)
                _send(control, reply)
            else:
                _send(control, {"error": "bad request"})
        except Exception as e:  # noqa: BLE001 - report and keep serving
            try:
                _send(control, {"error": f"{type(e).__name__}: {e}"[:200]})
            except OSError:
                break
        finally:
            for fd in fds:
                try:
                    os.close(fd)
                except OSError:
                    pass
    for pid in children:
        try:
            os.kill(pid, signal.SIGKILL)
        except OSError:
            pass
    for pid in children:
        try:
            os.waitpid(pid, 0)
        except OSError:
            pass
    cleaner = remove_tree(scratch_root)
    if cleaner:
        cleaner.wait()


def main() -> None:
    root, probes, options = sys.argv[1], json.loads(sys.argv[2]), json.loads(sys.argv[3])
    control_fd = int(sys.argv[4])
    if sys.path and sys.path[0] == os.path.dirname(os.path.abspath(__file__)):
        sys.path.pop(0)  # the script's own folder must not shadow top-level modules
    sys.path.insert(0, root)
    # No PDEATHSIG here: the runner may start us from a thread that ends. When the runner goes,
    # the control socket reads empty and serve() ends, killing the children.
    # A GPU worker forks its children after the warm-up below, and torch's default CUDA check
    # (cudaGetDeviceCount, from torch.cuda.is_available / device_count, which library code calls)
    # "poisons" fork: every child's first CUDA op then raises "Cannot re-initialize CUDA in forked
    # subprocess" (seen on an H100). The NVML-based check answers the same without touching CUDA.
    if str(options.get("device", "")).startswith("cuda"):
        os.environ["PYTORCH_NVML_BASED_CUDA_CHECK"] = "1"
    import torch

    torch.set_num_threads(1)
    # A CPU child can open no file once confined: what answers import and what torch loads on
    # first use is loaded here, once, and shared by every child (cpuinfo, which a first half-
    # precision op initialises from /proc, included).
    from attnlab.grading import preload

    preload.preload(gpu=str(options.get("device", "")).startswith("cuda"))
    from attnlab import attention, examples, modules  # noqa: F401
    from attnlab.grading import codec, confine, model, withheld  # noqa: F401

    import_probes(probes)  # the exercises' probe.py files: never a checker, never a solution
    import gc

    # Children never collect what the worker built: no copy-on-write of the whole torch heap.
    gc.freeze()
    control = socket.socket(fileno=control_fd)
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    watch = None
    if str(options.get("device", "")).startswith("cuda"):
        from attnlab.grading.gpu_watch import GpuWatch

        watch = GpuWatch()  # NVML only: no CUDA context in the worker, forking stays safe
    _send(control, {"ready": True, "landlock": confine.landlock_abi(),
                    "seccomp": confine.seccomp_supported(), "uid": os.getuid(),
                    "gpu_watch": bool(watch and watch.active)})
    serve(control, options, watch)


if __name__ == "__main__":
    main()
