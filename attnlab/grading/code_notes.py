"""Causes read from the learner's code (its syntax tree, never run) and told beside a wrong answer's
feedback, which names the symptom (NaN in the output, a raised dtype error, the future not
masked): each is a construct that gives that symptom on any exercise.

- a mask multiplied by -inf (``mask * float('-inf')``): 0 · (−inf) is NaN in floating point;
- a buffer made with an integer or bool dtype (``torch.zeros(n, m, dtype=torch.int)``) and then
  filled entry by entry: every value written into it is cut to a whole number;
- an index tensor of pairs (``torch.tril_indices``, ``triu_indices``) used as one index
  (``mask[idx]``): it selects whole rows, not (row, column) pairs;
- a softmax given no dim (``nn.Softmax()``, ``F.softmax(x)``): PyTorch picks an axis by the
  tensor's rank, which is rarely the keys' axis; a split or chunk given no dim cuts axis 0;
- and, where nothing else is found, an argument of the exercise the answer never reads (merged built
  from ``x`` where ``context`` was given): the output cannot depend on it.
"""

from __future__ import annotations

import ast
import dataclasses

from attnlab.grading import discarded
from attnlab.grading.source_reading import _call_name, _neg_inf

MAX_CHARS = 60
INT_DTYPES = {"int", "int8", "int16", "int32", "int64", "long", "short", "uint8", "bool"}
CREATE = {"zeros", "ones", "empty", "full", "zeros_like", "ones_like", "empty_like", "full_like"}
PAIRS = {"tril_indices", "triu_indices"}  # (2, K); nonzero() gives (K, 2)
# softmax-like calls whose dim may be left out: a function form takes (input, dim), a class (dim)
SOFTMAX_FUNCTIONS = {"softmax", "log_softmax", "softmin"}
SOFTMAX_CLASSES = {"Softmax", "LogSoftmax", "Softmin"}
LIBRARIES = {"F", "functional", "torch", "nn"}
SPLITS = {"split", "chunk", "tensor_split"}  # their dim defaults to 0


def _code(node) -> str:
    code = ast.unparse(node)
    return code if len(code) <= MAX_CHARS else code[:MAX_CHARS - 3] + "..."


def _int_dtype(call: ast.Call) -> bool:
    for k in call.keywords:
        if k.arg == "dtype":
            v = k.value
            name = v.attr if isinstance(v, ast.Attribute) else (v.id if isinstance(v, ast.Name) else "")
            return name in INT_DTYPES
    return False


def _hits(functions) -> list[dict]:
    hits = []
    # NaN cleaned afterwards (nan_to_num, where(isnan(…))): the product's NaN is not what the
    # output shows, and the feedback's own reading (the kept scores lost) says more
    cleaned = any(isinstance(n, ast.Call) and _call_name(n) in ("nan_to_num", "isnan", "nan_to_num_")
                  for fn in functions for n in ast.walk(fn))
    for fn in functions:
        pairs: set[str] = set()  # names bound to an index tensor of pairs
        buffers: dict[str, ast.AST] = {}  # names bound to an integer buffer
        filled: set[str] = set()  # names written entry by entry (x[i, j] = ...)
        for node in ast.walk(fn):
            if not cleaned and isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mult) and \
                    (_neg_inf(node.left) or _neg_inf(node.right)):
                hits.append({"key": "feedback.zero_times_inf_code", "line": node.lineno, "code": _code(node)})
            if isinstance(node, ast.Assign) and isinstance(node.value, ast.Call):
                names = [t.id for t in node.targets if isinstance(t, ast.Name)]
                if _call_name(node.value) in PAIRS:
                    pairs.update(names)
                if _call_name(node.value) in CREATE and _int_dtype(node.value):
                    buffers.update({n: node for n in names})
            if isinstance(node, (ast.Assign, ast.AugAssign)) and not isinstance(
                    node.value, (ast.Constant, ast.Compare, ast.BoolOp, ast.UnaryOp)):
                # values computed into it (a weight's entries), not flags (mask[i, j] = True)
                for t in node.targets if isinstance(node, ast.Assign) else [node.target]:
                    if isinstance(t, ast.Subscript) and isinstance(t.value, ast.Name):
                        filled.add(t.value.id)
            if isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Name) and node.slice.id in pairs:
                # the pairs' tensor as one index: its rows pick whole rows of the indexed tensor
                hits.append({"key": "feedback.pairs_as_index", "line": node.lineno, "code": _code(node),
                             "index": node.slice.id, "target": ast.unparse(node.value)})
        for name, node in buffers.items():
            if name in filled:
                hits.append({"key": "feedback.int_buffer", "line": node.lineno, "code": _code(node.value),
                             "target": name})
    return hits


def _no_dim(node, own: set[str]) -> bool:
    """A softmax call with its dim left out: F.softmax(x), nn.Softmax(), a bare softmax(x) imported
    from torch (not a helper of the learner's own), never a tensor's x.softmax(-1)."""
    if not isinstance(node, ast.Call) or any(k.arg in ("dim", "axis") for k in node.keywords) or \
            any(isinstance(a, ast.Starred) for a in node.args):
        return False
    f = node.func
    name = f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else ""
    library = isinstance(f, ast.Name) or isinstance(f.value, ast.Name) and f.value.id in LIBRARIES or \
        isinstance(f.value, ast.Attribute) and f.value.attr in LIBRARIES
    if name in SOFTMAX_CLASSES:
        return not node.args
    return name in SOFTMAX_FUNCTIONS and library and name not in own and len(node.args) < 2


def _split_no_dim(node) -> bool:
    """x.split(k), x.chunk(k), torch.split(x, k) with no dim: they cut along axis 0 (the batch)."""
    if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Attribute) \
            or node.func.attr not in SPLITS or any(k.arg in ("dim", "axis") for k in node.keywords):
        return False
    library = isinstance(node.func.value, ast.Name) and node.func.value.id in LIBRARIES
    return len(node.args) == (2 if library else 1)


def _softmax_hits(functions, own: set[str]) -> list[dict]:
    return [{"key": "feedback.softmax_no_dim", "line": n.lineno, "code": _code(n)}
            for fn in functions for n in ast.walk(fn) if _no_dim(n, own)] + \
        [{"key": "feedback.split_no_dim", "line": n.lineno, "code": _code(n)}
         for fn in functions for n in ast.walk(fn) if _split_no_dim(n)]


def _unread(functions, name: str) -> list[dict]:
    """The answer's arguments that its body never reads (no *args, **kwargs or locals() to reach them)."""
    answer = functions[0] if functions else None
    if not isinstance(answer, (ast.FunctionDef, ast.AsyncFunctionDef)) or answer.name != name \
            or answer.args.vararg or answer.args.kwarg:
        return []
    read = {n.id for fn in functions for n in ast.walk(fn) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)}
    if read & {"locals", "vars", "eval", "exec"}:
        return []
    body = answer.body[1:] if answer.body and isinstance(answer.body[0], ast.Expr) and \
        isinstance(answer.body[0].value, ast.Constant) else answer.body
    if all(isinstance(b, (ast.Pass, ast.Expr)) for b in body):
        return []  # an unwritten stub (... or pass): the feedback says so itself
    return [{"key": "feedback.argument_unread", "line": answer.lineno, "code": a.arg, "target": name}
            for a in answer.args.posonlyargs + answer.args.args + answer.args.kwonlyargs
            if a.arg not in read and a.arg not in ("self", "_") and not a.arg.startswith("_")]


def find(sources, name: str) -> dict | None:
    """The first cause in the answer ``name`` (its function and helpers; the last definition wins);
    an argument never read only where no other cause is found."""
    found = None
    # names the learner defines or binds (def softmax, softmax = nn.Softmax(dim=1)): a call of one
    # is theirs, not torch's function
    own = {n.name if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)) else n.id
           for _, text in sources for n in ast.walk(_parsed(text))
           if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))
           or isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)}
    for _, _, functions in discarded.definitions(sources, name, top_level=True):
        hits = _hits(functions) + _softmax_hits(functions, own)
        found = min(hits, key=lambda h: h["line"]) if hits else (_unread(functions, name) or [None])[0]
    return found


def _parsed(text: str) -> ast.AST:
    try:
        return ast.parse(text)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return ast.Module(body=[], type_ignores=[])


def refine(outcome, submission, exercise_id: str):
    """The outcome with a cause read from the code told beside a wrong answer's feedback."""
    # a wrong answer, or the learner's code that raised (never a grader's failure or a time-out)
    raised = outcome.status == "error" and str(outcome.feedback).startswith("feedback.raised")
    if not (outcome.status == "failed" or raised) or "concept" in outcome.args:
        return outcome
    found = discarded.found_in(find, submission, exercise_id)
    if not found:
        return outcome
    extra = {f"concept_{k}": str(v) for k, v in found.items() if k != "key"}
    return dataclasses.replace(outcome, args={**outcome.args, "concept": found["key"], **extra})
