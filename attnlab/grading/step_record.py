"""Child side: every tensor the learner's own lines make, in order, as plain data the parent can
compare with a correct computation (attnlab.grading.divergence).

A step is one torch call made from a line of the submission (the innermost frame whose source the
worker registered): the file and line, the op, the output's shape and its values (small tensors
only), and which earlier steps made its operands. Holds no reference and no expected value. Any
failure while recording drops the step: recording only adds words to feedback, it must never
change what the learner's code computes or whether it raises.
"""

from __future__ import annotations

import ast
import linecache
import math
import os
import sys

import torch
from torch.overrides import TorchFunctionMode

MAX_STEPS = 400  # recorded per run; a long loop keeps its first steps
MAX_VALUES = 256  # elements kept per step: the book's cases are small (a 6 x 6 weight matrix)
MAX_SENT = 80  # steps sent for one exercise and case
MAX_CASES = 4  # cases recorded for one exercise
_TEXT = 120
# calls that read a tensor without making one worth comparing
_QUIET = {"size", "dim", "numel", "__get__", "__len__", "__bool__", "__format__", "__repr__", "item",
          "tolist", "__index__", "__int__", "__float__", "element_size", "stride", "is_contiguous",
          "data_ptr", "__iter__", "__contains__", "is_floating_point", "numpy", "__array__"}


_GRADER = (os.path.dirname(os.path.abspath(__file__)) + os.sep,  # attnlab/grading
           os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))),
                        "exercises") + os.sep)


def submitted(filename: str) -> bool:
    """Source the worker registered without an mtime: the submission's (linecache also holds lazy
    one-element entries for modules whose source it has not read yet)."""
    entry = linecache.cache.get(filename)
    return entry is not None and len(entry) == 4 and entry[1] is None


def _learner_frame():
    """(filename, line) of the innermost frame running the submission's own code, or None; None
    also for a call the grader's own code makes on the way (a probe's module watching what it is
    given): that is not the learner's computation."""
    f = sys._getframe(2)
    while f is not None:
        name = f.f_code.co_filename
        if submitted(name):
            return name, f.f_lineno
        if name.startswith(_GRADER) and not name.endswith(os.sep + "step_record.py"):
            return None
        f = f.f_back
    return None


def _plain(t: torch.Tensor):
    """The values of a small real tensor as floats, or None (large, complex, wrapped, meta)."""
    if type(t) is not torch.Tensor or t.numel() > MAX_VALUES or t.is_complex() or t.device.type == "meta":
        return None
    wrapped = getattr(getattr(torch._C, "_functorch", None), "is_functorch_wrapped_tensor", None)
    if wrapped is not None and wrapped(t):
        return None
    # JSON has no inf or NaN: those travel as the strings codec.decode_number reads
    return [v if math.isfinite(v) else str(v) for v in t.detach().to("cpu", torch.float64).flatten().tolist()]


MAX_DISTINCT_OF = 1 << 22  # entries a large tensor may have for its few values to be counted


def _distinct(t: torch.Tensor):
    """[[value, count], …] of a large real tensor that holds at most 4 distinct values (a dropout
    of ones: zeros and 1/(1 − p)), or None: what its mean or sum would be, without its entries."""
    if type(t) is not torch.Tensor or not t.is_floating_point() or t.device.type == "meta" \
            or not MAX_VALUES < t.numel() <= MAX_DISTINCT_OF:
        return None
    values, counts = torch.unique(t.detach(), return_counts=True)
    if values.numel() > 4 or not bool(torch.isfinite(values).all()):
        return None
    return [[float(v), int(c)] for v, c in zip(values.tolist(), counts.tolist())]


class Recorder(TorchFunctionMode):
    def __init__(self):
        super().__init__()
        self.steps: list[dict] = []
        self.made: dict[int, int] = {}  # id of a tensor a step made -> the step
        self.named: dict[str, int] = {}  # a name bound to a Python number -> its last step
        self.arrays: dict[int, int] = {}  # id of a numpy array a line bound -> its step
        self.keep: list = []  # those tensors stay alive, so their ids stay theirs

    def __torch_function__(self, func, types, args=(), kwargs=None):
        kwargs = kwargs or {}
        out = func(*args, **kwargs)
        if len(self.steps) < MAX_STEPS:
            try:
                self._record(func, args, kwargs, out)
            except Exception:  # noqa: BLE001 - a step that cannot be read is left out
                pass
        return out

    def _record(self, func, args, kwargs, out) -> None:
        name = getattr(func, "__name__", "") or "call"
        if name == "__get__":
            name = str(getattr(getattr(func, "__self__", None), "__name__", "__get__"))
            if name not in ("T", "mT", "H", "mH", "data", "real"):
                return
        if name == "__setitem__" and args and isinstance(args[0], torch.Tensor):
            out = args[0]  # s[i, :, :, L:] = -inf: the tensor as the write leaves it is the step
        if type(out).__module__ == "torch.return_types" and len(out) and isinstance(out[0], torch.Tensor):
            out = out[0]  # x.max(dim=0): the values, which .values hands on as this same tensor
        if name in _QUIET or not isinstance(out, torch.Tensor):
            return
        where = _learner_frame()
        if where is None:
            return
        if name == "__setitem__":  # the buffer and what is written: an index only says where
            args = (args[0], *args[2:3])
        operands = [a for a in [*args, *kwargs.values()] if isinstance(a, torch.Tensor)]
        for a in [*args, *kwargs.values()]:
            if isinstance(a, (list, tuple)) and len(a) <= 64:
                operands += [x for x in a if isinstance(x, torch.Tensor)]
        arrays = [a for a in args[:2] if id(a) in self.arrays]  # torch.from_numpy(e): the array's step
        step = {"file": where[0], "line": where[1], "op": name, "shape": list(out.shape),
                "values": _plain(out),
                "dtype": str(out.dtype).removeprefix("torch."),
                "ins": [self.made.get(id(a), -1) for a in operands[:8]] + [self.arrays[id(a)] for a in arrays]}
        if step["values"] is None:
            distinct = _distinct(out)
            if distinct:
                step["distinct"] = distinct
        if name == "einsum" and args and isinstance(args[0], str) and len(args[0]) <= 64:
            step["equation"] = args[0]  # its subscripts: the grader may try other pairings
        if name in BINARY and len(args) >= 2 and all(isinstance(a, torch.Tensor) for a in args[:2]):
            # both operands' shapes: the grader may try another right tensor in either place
            step["shapes"] = [list(args[0].shape), list(args[1].shape)]
        axis = _dim_of(name, args, kwargs)
        if axis is not None and operands:
            # the axis a reduction, softmax or join runs along, and the shape it runs on
            step.update(dim=axis, of=list(operands[0].shape), keepdim=kwargs.get("keepdim") is True)
        self.made[id(out)] = len(self.steps)
        self.keep.append(out)
        self.steps.append(step)


# ops of two tensors whose operands the grader may swap for others (weights @ x for weights @ values)
BINARY = {"matmul", "__matmul__", "__rmatmul__", "mm", "bmm", "mul", "__mul__", "__rmul__", "add",
          "__add__", "__radd__", "sub", "__sub__", "__rsub__", "div", "__truediv__", "__rtruediv__"}
# ops whose second positional argument (after the tensor, or the list joined) is the axis
ALONG = {"sum", "mean", "amax", "amin", "max", "min", "softmax", "log_softmax", "cumsum", "cumprod",
         "logsumexp", "prod", "std", "var", "argmax", "argmin", "cat", "concat", "concatenate", "stack",
         "nansum", "nanmean", "median", "all", "any", "count_nonzero"}


def _dim_of(name: str, args, kwargs) -> int | None:
    """The int axis of a call along one axis (softmax(x, dim=-1), x.sum(0), torch.cat(xs, 1))."""
    dim = kwargs.get("dim", kwargs.get("axis"))
    if dim is None and name in ALONG and len(args) >= 2:
        dim = args[1]
    return dim if isinstance(dim, int) and not isinstance(dim, bool) and -8 <= dim < 8 else None


MAX_LINES = 50_000  # lines of the learner's code read for Python numbers during one load


class Numbers:
    """The Python numbers the learner's lines bind (a sum of math.exp in a loop, a list of weights
    built from .tolist()), as steps beside the tensors': after a line runs, each name it assigns that
    holds a number or a short list of numbers. Its operands are the steps of the names the line
    reads. Bound: MAX_LINES line events, then the trace is off."""

    def __init__(self, rec: Recorder, arrays_only: bool = False):
        self.rec = rec
        self.arrays_only = arrays_only  # a function's run: only its numpy arrays, which torch never sees
        self.pending: dict[int, tuple[str, int]] = {}
        self.lines = 0
        self.statements: dict[str, dict[int, tuple[set, set]]] = {}

    def trace(self, frame, event, arg):
        try:  # a trace function that raises would raise in the learner's line: it never does
            if not submitted(frame.f_code.co_filename):
                return None  # not the submission's code: its frames run untraced
            if event in ("line", "return"):
                self._after(frame)
                if event == "line":
                    self.pending[id(frame)] = (frame.f_code.co_filename, frame.f_lineno)
            self.lines += 1
            if self.lines > MAX_LINES:
                sys.settrace(None)
                frame.f_trace = None
                return None
        except Exception:  # noqa: BLE001 - reading a number never changes the learner's run
            return None
        return self.trace

    def _parsed(self, filename: str) -> dict[int, tuple[set, set]]:
        if filename not in self.statements:
            lines: dict[int, tuple[set, set]] = {}
            try:
                tree = ast.parse("".join(linecache.cache[filename][2]))
            except (SyntaxError, ValueError, KeyError, IndexError):
                tree = None
            for node in ast.walk(tree) if tree is not None else ():
                if isinstance(node, (ast.Assign, ast.AugAssign, ast.AnnAssign)):
                    targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                    # the names it binds, not those it reads to index (z[i] = …) or mutates
                    names = {n.id for t in targets for n in ast.walk(t)
                             if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)}
                    read = _read(node.value) if node.value is not None else set()
                    if isinstance(node, ast.AugAssign):
                        read |= names
                    lines[node.lineno] = (names, read)
            self.statements[filename] = lines
        return self.statements[filename]

    def _after(self, frame) -> None:
        """The numbers the frame's previous line bound."""
        pending = self.pending.pop(id(frame), None)
        if pending is None or len(self.rec.steps) >= MAX_STEPS:
            return
        names, read = self._parsed(pending[0]).get(pending[1], (set(), set()))
        if not names:
            return
        space = frame.f_locals
        ins = []
        for r in sorted(read):
            v = space.get(r, frame.f_globals.get(r))
            if isinstance(v, torch.Tensor) and id(v) in self.rec.made:
                ins.append(self.rec.made[id(v)])
            elif r in self.rec.named:
                ins.append(self.rec.named[r])
        for name in sorted(names):
            v = space.get(name)
            values = None if self.arrays_only else _numbers(v)
            if values is None:
                array = _array(v)
                if array is None:
                    continue
                # a numpy array the line bound (np.exp(s), s - np.inf * m): a step like a tensor's
                self.rec.arrays[id(v)] = self.rec.named[name] = len(self.rec.steps)
                self.rec.keep.append(v)
                self.rec.steps.append({"file": pending[0], "line": pending[1], "op": "=", "shape": array[0],
                                       "values": array[1], "dtype": array[2], "ins": ins[:8]})
                continue
            self.rec.named[name] = len(self.rec.steps)
            self.rec.steps.append({"file": pending[0], "line": pending[1], "op": "=", "shape": [len(values)],
                                   "values": values, "dtype": "python", "ins": ins[:8]})


def _numbers(v) -> list | None:
    """A Python number, or a list or tuple of them (one level of nesting), as floats; else None."""
    if isinstance(v, bool):
        return None
    if isinstance(v, (int, float)):
        return [float(v) if math.isfinite(v) else str(float(v))]
    if isinstance(v, (list, tuple)) and 0 < len(v) <= MAX_VALUES:
        flat = []
        for x in v:
            parts = x if isinstance(x, (list, tuple)) else [x]
            for y in parts:
                if isinstance(y, bool) or not isinstance(y, (int, float)):
                    return None
                flat.append(float(y) if math.isfinite(y) else str(float(y)))
            if len(flat) > MAX_VALUES:
                return None
        return flat
    return None


def _array(v) -> tuple[list, list, str] | None:
    """(shape, values, dtype) of a small real numpy array, values as floats (inf and NaN as the
    strings codec reads); else None. numpy is looked up, never imported: an answer without it has
    no arrays."""
    np = sys.modules.get("numpy")
    if np is None or not isinstance(v, np.ndarray) or v.dtype.kind not in "fiub" or not 0 < v.size <= MAX_VALUES \
            or v.ndim > 8:
        return None
    values = [x if math.isfinite(x) else str(x) for x in v.astype(np.float64).ravel().tolist()]
    return list(v.shape), values, str(v.dtype)


class _Load:
    """The recorder and the number trace, on for the whole load."""

    def __init__(self, rec: Recorder):
        self.rec = rec
        self.numbers = Numbers(rec)

    def __enter__(self):
        self.rec.__enter__()
        self.previous = sys.gettrace()
        sys.settrace(self.numbers.trace)
        return self.rec

    def __exit__(self, *exc):
        sys.settrace(self.previous)
        return self.rec.__exit__(*exc)


_current: list[Recorder] = []


def start() -> _Load:
    """A recorder for the submission's load (the module or cells), kept for the short answers."""
    _current[:] = [Recorder()]
    return _Load(_current[0])


def reset() -> None:
    """A notebook run again in another order: only the last run's steps count."""
    if _current:
        _current[0].steps.clear()
        _current[0].made.clear()
        _current[0].named.clear()
        _current[0].keep.clear()


_AUGMENTED = {"__iadd__", "__isub__", "__imul__", "__itruediv__", "__idiv__", "__ipow__"}


def in_place(op) -> bool:
    """An op that writes into its first operand: x.mul_(y) (one trailing underscore), or x *= y."""
    return isinstance(op, str) and (op.endswith("_") and not op.endswith("__") and op != "requires_grad_"
                                    or op in _AUGMENTED)


_QUIET_ERRORS = ("StopIteration", "StopAsyncIteration", "GeneratorExit")


def swallowed(fn, args: list) -> dict | None:
    """``fn(*args)`` once more, watching the learner's frames: the first exception raised in them
    that the code caught itself (a try/except that falls back to another route), as its line, code
    and error; None where none was, or where the call raised in the end."""
    caught: list[dict] = []

    def trace(frame, event, arg):
        if not submitted(frame.f_code.co_filename):
            return None
        if event == "exception" and not caught and arg and arg[0].__name__ not in _QUIET_ERRORS:
            caught.append({"line": frame.f_lineno, "code": statement_text(frame.f_code.co_filename, frame.f_lineno),
                           "error": f"{arg[0].__name__}: {arg[1]}"[:200]})
        return trace

    previous = sys.gettrace()
    sys.settrace(trace)
    try:
        fn(*args)
    except Exception:  # noqa: BLE001 - raised in the end: nothing was swallowed
        return None
    finally:
        sys.settrace(previous)
    return caught[0] if caught and caught[0]["code"] else None


def _recorded(fn, args: list) -> tuple[list[dict], bool]:
    """``fn(*args)`` once more under a recorder, with the numpy arrays its lines bind (which torch
    never sees): its steps, up to a raise, and whether it raised."""
    rec = Recorder()
    numbers, previous = Numbers(rec, arrays_only=True), sys.gettrace()
    try:
        with rec:
            sys.settrace(numbers.trace)
            try:
                fn(*args)
            finally:
                sys.settrace(previous)
    except Exception:  # noqa: BLE001 - the first run's outcome stands; only its steps are wanted
        return _sent(rec.steps, None), True
    return _sent(rec.steps, None), False


def first_of_dtype(fn, args: list, dtypes: set[str]) -> dict | None:
    """The first step of ``fn(*args)``'s lines whose result has one of ``dtypes`` (a float32 cast
    met by float64 inputs, a numpy array's float64), with its line and code, the steps before a
    raise included; None where there is none."""
    steps, _ = _recorded(fn, args)
    return next((s for s in steps if s.get("dtype") in dtypes and isinstance(s.get("line"), int) and s.get("code")),
                None)


def record(fn, args: list) -> list[dict] | None:
    """``fn(*args)`` once more under a recorder: its steps, or None where it raises."""
    steps, raised = _recorded(fn, args)
    return None if raised else steps


def _sent(steps: list[dict], lines: set | None) -> list[dict]:
    """The steps on ``lines`` (all where None), at most MAX_SENT, with the line's code; operands
    made by a step left out count as given (-1)."""
    keep = [i for i, s in enumerate(steps) if lines is None or (s["file"], s["line"]) in lines][:MAX_SENT]
    index = {old: new for new, old in enumerate(keep)}
    out = []
    for i in keep:
        s = dict(steps[i])
        s["code"] = statement_text(s["file"], s["line"])
        s["cell"] = _cell_of(s.pop("file"))
        s["ins"] = [index.get(j, -1) for j in s["ins"]]
        out.append(s)
    return out


def statement_text(filename: str, line: int) -> str:
    """The code from ``line`` on, joined over the lines a call or list left open (the book's inputs
    typed over eight lines), whitespace collapsed, at most _TEXT characters."""
    text, depth = "", 0
    for n in range(line, line + 12):
        part = linecache.getline(filename, n)
        if not part:
            break
        code = part.split("#", 1)[0] if "'" not in part and '"' not in part else part
        text += " " + code.strip()
        depth += sum(code.count(c) for c in "([{") - sum(code.count(c) for c in ")]}")
        if depth <= 0 or len(text) > 4 * _TEXT:
            break
    text = " ".join(text.split())
    for a, b in (("( ", "("), ("[ ", "["), (" )", ")"), (" ]", "]"), (", )", ")")):
        text = text.replace(a, b)
    return text if len(text) <= _TEXT else text[:_TEXT - 1] + "…"


def _cell_of(filename: str) -> int:
    """The notebook cell a filename is (``<cell 3>`` -> 3), 0 for a file."""
    if filename.startswith("<cell ") and filename.endswith(">"):
        try:
            return int(filename[6:-1])
        except ValueError:
            return 0
    return 0


def for_answer(name: str) -> list[dict] | None:
    """The recorded steps of the load that went into the top-level name ``name`` (a short answer):
    the statements that bind it, those that bind what they read, and so on back (a backward slice
    over the module's or cells' top-level statements), with the bodies of the functions they call."""
    if not _current or not _current[0].steps:
        return None
    files = {s["file"] for s in _current[0].steps}
    statements = []  # (file, statement) in the order the sources list them
    for f in files:
        entry = linecache.cache.get(f)
        try:
            tree = ast.parse("".join(entry[2]))
        except (SyntaxError, ValueError, TypeError):
            continue
        statements += [(f, s) for s in tree.body]
    statements.sort(key=lambda fs: (_cell_of(fs[0]), fs[1].lineno))
    defs = {s.name: (f, s) for f, s in statements if isinstance(s, (ast.FunctionDef, ast.ClassDef))}
    views = _views(s for _, s in statements)
    wanted, lines = {name}, set()
    for f, s in reversed(statements):
        if isinstance(s, (ast.FunctionDef, ast.ClassDef, ast.Import, ast.ImportFrom)):
            continue
        bound = _bound(s)
        # a name bound to a view (row = inputs[1]) changed in place changes what it views
        if not ((bound | {views[n] for n in bound if n in views}) & wanted):
            continue
        read = _read(s)
        wanted |= read
        lines |= {(f, n) for n in range(s.lineno, (s.end_lineno or s.lineno) + 1)}
        for called in read & set(defs):
            df, d = defs[called]
            lines |= {(df, n) for n in range(d.lineno, (d.end_lineno or d.lineno) + 1)}
    return _sent(_current[0].steps, lines) if lines else None


def _bound(stmt) -> set[str]:
    """Names a statement binds or changes (``z += …``, ``z[0] = …``, ``z.add_(…)``, a loop's target)."""
    names = set()
    for node in ast.walk(stmt):
        if isinstance(node, ast.Name) and isinstance(node.ctx, (ast.Store, ast.Del)):
            names.add(node.id)
        elif isinstance(node, (ast.Subscript, ast.Attribute)) and isinstance(node.ctx, ast.Store):
            base = node.value
            while isinstance(base, (ast.Subscript, ast.Attribute)):
                base = base.value
            if isinstance(base, ast.Name):
                names.add(base.id)
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
                and node.func.attr.endswith("_") and isinstance(node.func.value, ast.Name):
            names.add(node.func.value.id)  # an in-place method
    return names


_VIEWS = {"view", "reshape", "T", "mT", "t", "transpose", "squeeze", "unsqueeze", "flatten", "select", "narrow",
          "expand", "permute", "view_as", "unflatten", "movedim", "swapaxes", "diagonal", "detach", "data"}


def _views(statements) -> dict[str, str]:
    """Top-level names bound to a view of another name (``row = inputs[1]``, ``w = x.T``,
    ``alias = x``): name -> the name whose memory it shares. Writing into the view writes there."""
    out: dict[str, str] = {}
    for s in statements:
        if not (isinstance(s, ast.Assign) and len(s.targets) == 1 and isinstance(s.targets[0], ast.Name)):
            continue
        v = s.value
        while True:
            if isinstance(v, ast.Subscript):
                v = v.value
            elif isinstance(v, ast.Attribute) and v.attr in _VIEWS:
                v = v.value
            elif isinstance(v, ast.Call) and isinstance(v.func, ast.Attribute) and v.func.attr in _VIEWS:
                v = v.func.value
            else:
                break
        if isinstance(v, ast.Name) and v.id != s.targets[0].id:
            out[s.targets[0].id] = out.get(v.id, v.id)
    return out


def _read(stmt) -> set[str]:
    return {n.id for n in ast.walk(stmt) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)}
