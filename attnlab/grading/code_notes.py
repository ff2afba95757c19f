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
- a return with statements after it in its block: they never run;
- an attribute set on an argument under a name the reference nearly uses (sa_v1.w_query): a new
  attribute, the one meant unchanged; a state dict loaded with strict=False, which skips
  mismatched keys silently; a name of the file the answer's calls write (global, a cache filled);
- and, where nothing else is found, an output computed without an argument the reference's same
  output depends on (merged from x, not from context), a size written as a number in a view or reshape (the book's 2
  heads), or an argument of the exercise the answer never reads (merged built
  from ``x`` where ``context`` was given): the output cannot depend on it.
"""

from __future__ import annotations

import ast
import builtins
import dataclasses
import difflib
import re

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
    if not isinstance(f, (ast.Attribute, ast.Name)):
        return False  # a call of a call (Softmax()(x)): the inner call is read on its own
    name = f.attr if isinstance(f, ast.Attribute) else f.id
    library = isinstance(f, ast.Name) or isinstance(f.value, ast.Name) and f.value.id in LIBRARIES or \
        isinstance(f.value, ast.Attribute) and f.value.attr in LIBRARIES
    if name in SOFTMAX_CLASSES:
        return not node.args and name not in own  # (a learner's own class Softmax is theirs)
    return name in SOFTMAX_FUNCTIONS and library and name not in own and len(node.args) < 2


def _split_no_dim(node, own: set[str] = frozenset()) -> bool:
    """x.split(k), x.chunk(k), torch.split(x, k) with no dim: they cut along axis 0 (the batch).
    A method of the learner's own (``own``: names the submission defines, a class's split) is
    theirs, not torch's."""
    if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Attribute) \
            or node.func.attr not in SPLITS or any(k.arg in ("dim", "axis") for k in node.keywords) \
            or node.func.attr in own:
        return False
    library = isinstance(node.func.value, ast.Name) and node.func.value.id in LIBRARIES
    if any(isinstance(a, ast.Constant) and isinstance(a.value, str) for a in node.args) \
            or isinstance(node.func.value, ast.Constant) and isinstance(node.func.value.value, str):
        return False  # key.split("."), pattern.split("->"): a string's split, not a tensor's
    return len(node.args) == (2 if library else 1)


def _unreachable(functions) -> list[dict]:
    """A return with statements after it in the same block (a leftover return): those never run."""
    hits = []
    for fn in functions:
        for node in ast.walk(fn):
            for field in ("body", "orelse", "finalbody"):
                block = getattr(node, field, None)
                if not isinstance(block, list):
                    continue
                for k, stmt in enumerate(block[:-1]):
                    rest = [b for b in block[k + 1:] if not (isinstance(b, ast.Pass) or isinstance(b, ast.Expr)
                                                              and isinstance(b.value, ast.Constant))]
                    if isinstance(stmt, ast.Return) and rest:
                        hits.append({"key": "feedback.unreachable", "line": stmt.lineno, "code": _code(stmt),
                                     "after": str(rest[0].lineno)})
                        break
    return hits


MUTATORS = {"append", "extend", "update", "setdefault", "add", "insert", "__setitem__"}


def _kept_between_calls(functions, module_names: set[str]) -> list[dict]:
    """A name of the file written by the answer's calls (global x; x = …, a module-level dict
    filled, a list appended to): what one call stores, a later call finds."""
    hits = []
    for fn in functions:
        if not isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        declared = {n for g in ast.walk(fn) if isinstance(g, ast.Global) for n in g.names}
        local = {n.id for n in ast.walk(fn) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)} - declared
        local |= {a.arg for a in fn.args.args + fn.args.kwonlyargs}
        for node in ast.walk(fn):
            target = None
            if isinstance(node, (ast.Assign, ast.AugAssign)):
                for t in node.targets if isinstance(node, ast.Assign) else [node.target]:
                    if isinstance(t, ast.Name) and t.id in declared:
                        target = t.id
                    elif isinstance(t, ast.Subscript) and isinstance(t.value, ast.Name) \
                            and t.value.id in module_names and t.value.id not in local:
                        target = t.value.id
            elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in MUTATORS \
                    and isinstance(node.func.value, ast.Name) and node.func.value.id in module_names \
                    and node.func.value.id not in local:
                target = node.func.value.id
            if target and _keyed_by_all_it_reads(node, fn):
                continue  # a cache keyed by everything its value is made from gives each call its own
            if target:
                hits.append({"key": "feedback.global_kept_code", "line": node.lineno, "code": target})
                break
        hits += _set_once(fn)
    return hits


# what a tensor has apart from its values: a key made of these tells tensors apart by them alone
META = {"shape", "device", "dtype", "ndim", "is_cuda", "layout"}
META_CALLS = {"size", "dim", "get_device"}
MODULE_NAMES = {"torch", "math", "F", "nn", "np", "numpy", "functools"}


def _reads(expr, fn, depth: int = 0) -> set[tuple[str, str]]:
    """(name, "meta" | "value") for each name an expression is made from, locals followed to their
    one assignment in ``fn``: ``scores.device`` reads scores's meta, ``scores * 2`` its values;
    names of modules and builtins (torch, str) are left out."""
    found: set[tuple[str, str]] = set()
    # every name under x.shape, x.weight.shape, x.size(): only the tensor's meta is read there
    meta_nodes = {id(m) for n in ast.walk(expr) if isinstance(n, ast.Attribute) and n.attr in META
                  for m in ast.walk(n.value)} | {
        id(m) for n in ast.walk(expr) if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute)
        and n.func.attr in META_CALLS for m in ast.walk(n.func.value)}
    assigned: dict[str, list] = {}
    for n in ast.walk(fn):
        if isinstance(n, ast.Assign) and len(n.targets) == 1 and isinstance(n.targets[0], ast.Name):
            assigned.setdefault(n.targets[0].id, []).append(n.value)
    for n in ast.walk(expr):
        if not (isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)) or n.id in MODULE_NAMES \
                or n.id in vars(builtins):
            continue
        values = assigned.get(n.id, [])
        if len(values) == 1 and depth < 4:
            inner = _reads(values[0], fn, depth + 1)
            found |= {(name, "meta") for name, _ in inner} if id(n) in meta_nodes else inner
        else:
            found.add((n.id, "meta" if id(n) in meta_nodes else "value"))
    return found


def _keyed_by_all_it_reads(node, fn) -> bool:
    """``cache[key] = value`` where the key reads all that the value is made from (a mask for n
    tokens on a device, keyed by (n, device)): each call finds what its own arguments make."""
    if not (isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Subscript)):
        return False
    key, value = _reads(node.targets[0].slice, fn), _reads(node.value, fn)
    covered = {name for name, kind in key if kind == "value"}
    return all(name in covered or (kind == "meta" and (name, "meta") in key) for name, kind in value)


def _set_once(fn) -> list[dict]:
    """A method of the file's own class that stores an attribute of its object only while it is
    unset (``if self.dim is None: self.dim = dim``): the first call's value stays for every later
    call on that object."""
    first = fn.args.args[0].arg if fn.args.args else None
    if first != "self" or fn.name == "__init__":
        return []
    for test in (n for n in ast.walk(fn) if isinstance(n, ast.If)):
        tested = {ast.unparse(a) for a in ast.walk(test.test) if isinstance(a, ast.Attribute)} | {
            f"self.{a.value}" for call in ast.walk(test.test) if isinstance(call, ast.Call)
            and isinstance(call.func, ast.Name) and call.func.id == "hasattr"
            for a in call.args[1:2] if isinstance(a, ast.Constant) and isinstance(a.value, str)}
        for node in (n for b in test.body for n in ast.walk(b)):
            if isinstance(node, ast.Assign):
                for t in node.targets:
                    if isinstance(t, ast.Attribute) and isinstance(t.value, ast.Name) and t.value.id == first \
                            and ast.unparse(t) in tested:
                        return [{"key": "feedback.attribute_kept_code", "line": node.lineno, "code": _code(node),
                                 "attr": ast.unparse(t)}]
    return []


LAZY = {"map"}  # (filter and zip call nothing of their own for its effect)


def _lazy_statements(functions) -> list[dict]:
    """A generator expression or a map(...) written as a statement on its own (or bound and never
    read): Python builds the generator and runs none of it, so its calls (copy_, setattr) never
    happen. A for loop, or list(...) around it, runs them."""
    hits = []
    for fn in functions:
        read = {n.id for n in ast.walk(fn) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)}
        for node in ast.walk(fn):
            value = node.value if isinstance(node, ast.Expr) else node.value if isinstance(node, ast.Assign) and all(
                isinstance(t, ast.Name) and t.id not in read for t in node.targets) else None
            if isinstance(value, ast.GeneratorExp) or (
                    isinstance(value, ast.Call) and isinstance(value.func, ast.Name) and value.func.id in LAZY):
                hits.append({"key": "feedback.lazy_statement", "line": node.lineno, "code": _code(value)})
    return hits[:1]


def _loop_names(loop) -> set[str]:
    targets = [loop.target] if isinstance(loop, ast.For) else [g.target for g in loop.generators]
    return {n.id for t in targets for n in ast.walk(t) if isinstance(n, ast.Name)}


def _late_bound(functions) -> list[dict]:
    """A lambda or a def made inside a loop (or a comprehension) that reads the loop's variable
    and is kept for later (stored in a list or a dict, appended): Python looks the variable up
    when the function is called, so every one of them, called after the loop, sees its last
    value. Bound at definition (``lambda t, i=i: …``) it would keep its own."""
    hits = []
    for fn in functions:
        for loop in ast.walk(fn):
            if not isinstance(loop, (ast.For, ast.ListComp, ast.DictComp, ast.SetComp, ast.GeneratorExp)):
                continue
            names = _loop_names(loop)
            body = loop.body if isinstance(loop, ast.For) else [loop]
            called = {id(n.func) for b in body for n in ast.walk(b) if isinstance(n, ast.Call)}
            # names called in the same pass (g = lambda: …; g()): the variable is still this pass's
            called_names = {n.func.id for b in body for n in ast.walk(b)
                            if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)}
            named = {id(n.value): t.id for b in body for n in ast.walk(b) if isinstance(n, ast.Assign)
                     for t in n.targets if isinstance(t, ast.Name)}
            for node in (n for b in body for n in ast.walk(b)):
                if isinstance(node, ast.Lambda) and id(node) not in called \
                        and named.get(id(node)) not in called_names:
                    inner, params, code = node.body, node.args, _code(node)
                elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name not in called_names:
                    inner, params, code = node, node.args, f"def {node.name}(…)"
                else:
                    continue
                bound = {a.arg for a in params.posonlyargs + params.args + params.kwonlyargs}
                read = {n.id for n in ast.walk(inner) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)}
                late = sorted((read & names) - bound)
                if late:
                    hits.append({"key": "feedback.late_binding", "line": node.lineno, "var": late[0],
                                 "code": code})
                    break
    return hits[:1]


def _lenient_loads(functions) -> list[dict]:
    """load_state_dict(..., strict=False): keys the module lacks are skipped without a word."""
    return [{"key": "feedback.strict_false", "line": n.lineno, "code": _code(n)}
            for fn in functions for n in ast.walk(fn)
            if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr == "load_state_dict"
            and any(k.arg == "strict" and isinstance(k.value, ast.Constant) and k.value.value is False
                    for k in n.keywords)]


def _softmax_hits(functions, own: set[str]) -> list[dict]:
    return [{"key": "feedback.softmax_no_dim", "line": n.lineno, "code": _code(n)}
            for fn in functions for n in ast.walk(fn) if _no_dim(n, own)] + \
        [{"key": "feedback.split_no_dim", "line": n.lineno, "code": _code(n)}
         for fn in functions for n in ast.walk(fn) if _split_no_dim(n, own)]


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


# calls whose result is a size, a flag or a printout, not a tensor of the computation
NOT_TENSORS = {"size", "dim", "numel", "len", "print", "type", "isinstance", "range", "int", "float", "str",
               "tuple", "list", "item", "tolist", "stride", "is_contiguous"}


def _writes(fn) -> bool:
    """Whether a function of the learner's writes somewhere (setattr, an attribute or an entry
    assigned): called for what it does, its return value may be a by-product."""
    return any(isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id == "setattr"
               or isinstance(n, (ast.Assign, ast.AugAssign)) and any(
                   isinstance(t, (ast.Attribute, ast.Subscript))
                   for t in (n.targets if isinstance(n, ast.Assign) else [n.target]))
               for n in ast.walk(fn))


def _effectful_calls(functions, answer) -> set[str]:
    """Names the answer calls whose code writes: its helpers' functions, and locals bound to an
    object of a class of the file whose __call__ writes (t = Transfer(sa_v1); t(name, layer))."""
    defs = {f.name: f for f in functions if isinstance(f, (ast.FunctionDef, ast.AsyncFunctionDef))}
    names = {n for n, f in defs.items() if n != "__call__" and _writes(f)}
    calls = defs.get("__call__")
    if calls is not None and _writes(calls):
        names |= {t.id for n in ast.walk(answer) if isinstance(n, ast.Assign) and isinstance(n.value, ast.Call)
                  and isinstance(n.value.func, ast.Name) and n.value.func.id.lstrip("_")[:1].isupper()
                  for t in n.targets if isinstance(t, ast.Name)}
    return names


def _unused_local(functions, name: str) -> list[dict]:
    """A name the answer binds to a computed tensor (``keys = split(mha.W_key(x))``) and never reads
    again: the computation uses another tensor where that one was meant to go."""
    answer = functions[0] if functions else None
    if not isinstance(answer, (ast.FunctionDef, ast.AsyncFunctionDef)) or answer.name != name:
        return []
    read = {n.id for fn in functions for n in ast.walk(fn) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)}
    if read & {"locals", "vars", "eval", "exec"}:
        return []
    params = {a.arg for a in answer.args.posonlyargs + answer.args.args + answer.args.kwonlyargs}
    # the arguments and what is computed from them (masked = scores.masked_fill(…), scores from q, k)
    derived = set(params)
    for _ in range(3):
        for node in ast.walk(answer):
            if isinstance(node, ast.Assign) and any(isinstance(n, ast.Name) and n.id in derived
                                                    for n in ast.walk(node.value)):
                derived |= {t.id for target in node.targets for t in ast.walk(target) if isinstance(t, ast.Name)}
    hits = []
    effectful = _effectful_calls(functions, answer)
    for node in ast.walk(answer):
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name) \
                and isinstance(node.value, ast.Call) and _call_name(node.value) not in NOT_TENSORS \
                and not (isinstance(node.value.func, ast.Name) and node.value.func.id in effectful) \
                and any(isinstance(n, ast.Name) and n.id in derived for n in ast.walk(node.value)):
            var = node.targets[0].id
            if var not in read and not var.startswith("_") and var not in ("self",):
                hits.append({"key": "feedback.local_unread", "line": node.lineno, "code": _code(node), "var": var})
    return hits[:1]


def _misnamed(functions, name: str) -> list[dict]:
    """An attribute assigned on an argument under a name the reference never uses but nearly
    (sa_v1.w_query for W_query): a new attribute is made, and the one meant keeps its value."""
    answer = functions[0] if functions else None
    if not isinstance(answer, (ast.FunctionDef, ast.AsyncFunctionDef)) or answer.name != name:
        return []
    try:
        known = {n.attr for n in ast.walk(ast.parse(discarded.solution_source(name))) if isinstance(n, ast.Attribute)}
    except (SyntaxError, ValueError, OSError):
        return []
    params = {a.arg for a in answer.args.args}
    hits = []
    for node in ast.walk(answer):
        targets = node.targets if isinstance(node, ast.Assign) else []
        for t in targets:
            if not (isinstance(t, ast.Attribute) and isinstance(t.value, ast.Name) and t.value.id in params) \
                    or t.attr in known:
                continue
            near = difflib.get_close_matches(t.attr, known, n=1, cutoff=0.75) or \
                [k for k in known if k.lower() == t.attr.lower()]
            if near:
                hits.append({"key": "feedback.attr_misnamed", "line": node.lineno, "code": _code(t),
                             "target": t.value.id, "got": t.attr, "want": near[0]})
    return hits


METADATA = {"shape", "size", "ndim", "dim", "dtype", "device", "numel", "is_cuda"}


def _depends(fn) -> list[set[str]] | None:
    """For each output the function returns (the elements of its last return's tuple), the
    arguments it is computed from, following assignments, writes by index and in-place calls."""
    params = [a.arg for a in fn.args.args]
    deps: dict[str, set[str]] = {p: {p} for p in params}

    def of(node) -> set[str]:
        # a size, dtype or device read off a tensor (context.size(-1)) is not its values
        meta = {id(n.value) for n in ast.walk(node) if isinstance(n, ast.Attribute) and n.attr in METADATA}
        out = set()
        for n in ast.walk(node):
            if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load) and id(n) not in meta:
                out |= deps.get(n.id, set())
        return out

    for _ in range(3):  # loops carry names back: a few passes reach the fixpoint
        for n in ast.walk(fn):
            if isinstance(n, (ast.Assign, ast.AugAssign, ast.AnnAssign)) and n.value is not None:
                src = of(n.value) | (of(n.target) if isinstance(n, ast.AugAssign) else set())
                for t in (n.targets if isinstance(n, ast.Assign) else [n.target]):
                    base = t
                    while isinstance(base, (ast.Subscript, ast.Attribute)):
                        base = base.value  # out[i] = … changes out
                    for name in (e for e in ast.walk(base) if isinstance(e, ast.Name)):
                        deps[name.id] = deps.get(name.id, set()) | src
            elif isinstance(n, (ast.For, ast.comprehension)):
                for name in (e for e in ast.walk(n.target) if isinstance(e, ast.Name)):
                    deps[name.id] = deps.get(name.id, set()) | of(n.iter)
            elif isinstance(n, ast.Expr) and isinstance(n.value, ast.Call) and isinstance(n.value.func, ast.Attribute) \
                    and n.value.func.attr.endswith("_") and isinstance(n.value.func.value, ast.Name):
                owner = n.value.func.value.id  # out.copy_(y): out now holds y
                deps[owner] = deps.get(owner, set()) | of(n.value)
            if isinstance(n, ast.Call):
                for kw in n.keywords:  # torch.sub(x, m, out=buf): buf now holds what the call computed
                    if kw.arg == "out" and isinstance(kw.value, ast.Name):
                        deps[kw.value.id] = deps.get(kw.value.id, set()) | of(ast.Tuple(elts=[*n.args, *[
                            k.value for k in n.keywords if k.arg != "out"]], ctx=ast.Load()))
    returns = [n for n in ast.walk(fn) if isinstance(n, ast.Return) and n.value is not None]
    if not returns:
        return None
    value = returns[-1].value
    parts = value.elts if isinstance(value, (ast.Tuple, ast.List)) else [value]
    return [of(p) for p in parts]


def _ignored_inputs(functions, name: str) -> list[dict]:
    """An output computed without an argument the reference's same output is computed from
    (merged from x, never from context): the argument it ignores, named."""
    answer = functions[0] if functions else None
    if not isinstance(answer, (ast.FunctionDef, ast.AsyncFunctionDef)) or answer.name != name:
        return []
    try:
        reference = next(n for n in ast.parse(discarded.solution_source(name)).body
                         if isinstance(n, ast.FunctionDef) and n.name == name)
    except (StopIteration, SyntaxError, ValueError):
        return []
    mine, want = _depends(answer), _depends(reference)
    if not mine or not want or len(mine) != len(want):
        return []
    names = [a.arg for a in answer.args.args]
    ref_names = [a.arg for a in reference.args.args]
    if len(names) != len(ref_names):
        return []
    # tensors and modules only (the reference reads an attribute of them: x.view, mha.W_query); a
    # size (num_heads) may be read off another tensor as rightly
    objects = {n.value.id for n in ast.walk(reference) if isinstance(n, ast.Attribute) and isinstance(n.value, ast.Name)
               and n.value.id in ref_names}
    renamed = [{names[ref_names.index(p)] for p in need & objects} for need in want]
    if sorted(map(sorted, renamed)) == sorted(sorted(got & set(names) & {names[ref_names.index(p)] for p in objects})
                                              for got in mine):
        return []  # every output's sources are right, in another order: the order is told already
    hits = []
    for k, (got, need) in enumerate(zip(mine, want)):
        for p in sorted(need & objects):
            arg = names[ref_names.index(p)]
            if arg not in got and got:
                hits.append({"key": "feedback.output_ignores", "line": answer.lineno, "nth": str(k + 1),
                             "code": arg, "target": ", ".join(sorted(got)), "count": str(len(mine))})
    return hits[:1]


SAID_BY_FEEDBACK = {"ex3_3.not_moved_cached", "feedback.global_state"}  # texts that already name the state kept
LOAD_MISMATCH = re.compile(r"size mismatch for ([\w.]+): copying a param with shape torch\.Size\(\[([\d, ]+)\]\) "
                           r"from checkpoint, the shape in current model is torch\.Size\(\[([\d, ]+)\]\)")
BOOL_INDEX = re.compile(r"The shape of the mask \[([\d, ]*)\] at index (\d+) does not match the shape of the "
                        r"indexed tensor \[([\d, ]*)\]")
SIZED = {"view", "reshape", "expand", "repeat", "unflatten", "new_zeros", "new_ones", "new_empty"}


def _literal_sizes(functions, name: str) -> list[dict]:
    """A size written as a number (view(b, n, 2, -1), reshape(6, 3)) in a function whose inputs
    vary in size: right for the example the number was read from only."""
    answer = functions[0] if functions else None
    if not isinstance(answer, (ast.FunctionDef, ast.AsyncFunctionDef)) or answer.name != name:
        return []
    hits = []
    for fn in functions:
        for node in ast.walk(fn):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in SIZED):
                continue
            sizes = node.args[1:] if node.func.attr == "unflatten" else node.args
            sizes = [e for a in sizes for e in (a.elts if isinstance(a, (ast.Tuple, ast.List)) else [a])]
            fixed = [a.value for a in sizes if isinstance(a, ast.Constant) and isinstance(a.value, int)
                     and not isinstance(a.value, bool) and a.value >= 2]
            if fixed:
                hits.append({"key": "feedback.literal_size", "line": node.lineno, "code": _code(node),
                             "size": str(fixed[0])})
    return hits


DROPOUTS = {"dropout", "dropout1d", "dropout2d", "alpha_dropout", "feature_alpha_dropout"}


def _statement(exercise_id: str) -> str:
    """The exercise's English title and statement, read from its en.py (exercises/<id>/en.py), or ""."""
    for node in ast.walk(_parsed(discarded.exercise_text(exercise_id, "en.py"))):
        if isinstance(node, (ast.Assign, ast.AnnAssign)) and isinstance(node.value, ast.Dict):
            try:
                strings = ast.literal_eval(node.value)
            except ValueError:
                continue
            return " ".join(str(strings.get(f"{exercise_id}.{k}", "")) for k in ("title", "statement"))
    return ""


def _functional_dropout(submission, exercise_id: str) -> dict | None:
    """A dropout function (F.dropout, torch.dropout) called in an answer whose reference drops
    nothing: F.dropout's training defaults to True, so it drops at random on every call."""
    try:
        reference = discarded.solution_source(exercise_id)
        if not reference or re.search(r"\bdropout\b", reference):
            return None  # (no reference to read: nothing known of what it asks)
        if re.search(r"dropout", _statement(exercise_id), re.IGNORECASE):
            return None  # a question about dropout: the learner's experiment with it is no slip
        sources = discarded._sources(submission)
    except Exception:  # noqa: BLE001 - no reference or source, no reading
        return None
    for _, text in sources:
        tree = _parsed(text)
        # calls under an if that tests one of their own arguments (if dropout_p > 0:): a helper's
        # dropout that runs only when asked for, which the answer may never ask
        guarded = {id(c) for n in ast.walk(tree) if isinstance(n, (ast.If, ast.IfExp))
                   for c in ast.walk(n) if isinstance(c, ast.Call) and c is not n.test
                   and {a.id for a in ast.walk(n.test) if isinstance(a, ast.Name)}
                   & {a.id for arg in [*c.args[1:], *[k.value for k in c.keywords]] for a in ast.walk(arg)
                      if isinstance(a, ast.Name)}}  # (its p or training, not the tensor it drops from)
        for node in ast.walk(tree):
            if id(node) in guarded:
                continue
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in DROPOUTS \
                    and isinstance(node.func.value, (ast.Name, ast.Attribute)) \
                    and (node.func.value.id if isinstance(node.func.value, ast.Name) else node.func.value.attr) \
                    in ("F", "functional", "torch", "nn") \
                    and not any(k.arg in ("training", "train") and isinstance(k.value, ast.Constant)
                                and k.value.value is False for k in node.keywords):
                return {"line": node.lineno, "code": _code(node)}
    return None


def find(sources, name: str, sizes: bool = False) -> dict | None:
    """The first cause in the answer ``name`` (its function and helpers; the last definition wins);
    an argument never read only where no other cause is found. ``sizes``: the answer raised, so a
    size written as a number (a view the shapes refused) may be why; a number in a run that did
    not raise may be meant (3 for a fused query, key and value)."""
    found = None
    # names the learner defines or binds (def softmax, softmax = nn.Softmax(dim=1)): a call of one
    # is theirs, not torch's function
    own = {n.name if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) else n.id
           for _, text in sources for n in ast.walk(_parsed(text))
           if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))
           or isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)}
    # names bound at the top level of the file or notebook (a cache dict, a global set to None)
    module_names = {t.id for _, text in sources for n in _parsed(text).body if isinstance(n, (ast.Assign, ast.AnnAssign))
                    for t in (n.targets if isinstance(n, ast.Assign) else [n.target]) if isinstance(t, ast.Name)}
    for _, _, functions in discarded.definitions(sources, name, top_level=True):
        hits = _hits(functions) + _softmax_hits(functions, own) + _unreachable(functions) + \
            _misnamed(functions, name) + _lenient_loads(functions) + _kept_between_calls(functions, module_names) + \
            _late_bound(functions) + _lazy_statements(functions)
        found = min(hits, key=lambda h: h["line"]) if hits else \
            (_ignored_inputs(functions, name) or (_literal_sizes(functions, name) if sizes else [])
             or _unread(functions, name) or _unused_local(functions, name) or [None])[0]
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
    left = BOOL_INDEX.search(str(outcome.args.get("error", "")))
    if left:
        # a boolean mask used as an index lines up with the tensor's FIRST axes, not its last ones
        # (told after the error alone: the sizes that clash are no axis out of place in a product)
        return dataclasses.replace(outcome, feedback="feedback.raised", args={
            "error": outcome.args["error"], "concept": "feedback.bool_index_left",
            "concept_mask": f"({left[1]})", "concept_tensor": f"({left[3]})"})
    mismatch = LOAD_MISMATCH.search(str(outcome.args.get("error", "")))
    if mismatch and mismatch[2].replace(" ", "").split(",")[::-1] == mismatch[3].replace(" ", "").split(","):
        # load_state_dict given (d_out, d_in) weights for (d_in, d_out) parameters: nn.Linear's layout
        return dataclasses.replace(outcome, args={**outcome.args, "concept": "feedback.load_transposed",
                                                  "concept_name": mismatch[1], "concept_got": f"({mismatch[2]})",
                                                  "concept_want": f"({mismatch[3]})"})
    if outcome.feedback in SAID_BY_FEEDBACK:
        return outcome
    dropped = _functional_dropout(submission, exercise_id)
    if dropped and outcome.status == "failed":
        return dataclasses.replace(outcome, args={**outcome.args, "concept": "feedback.dropout_not_asked",
                                                  **{f"concept_{k}": str(v) for k, v in dropped.items()}})
    raised_here = str(outcome.feedback).startswith("feedback.raised")
    found = discarded.found_in(lambda sources, name: find(sources, name, sizes=raised_here), submission, exercise_id)
    if not found or found["key"] == "feedback.zero_times_inf_code" \
            and str(outcome.feedback).startswith("feedback.zero_times_inf"):
        return outcome  # (the NaN watch already told that product at its line)
    extra = {f"concept_{k}": str(v) for k, v in found.items() if k != "key"}
    return dataclasses.replace(outcome, args={**outcome.args, "concept": found["key"], **extra})
