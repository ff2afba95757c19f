"""Slips of a hand-written loop, read from the learner's source (its syntax tree, never run)
in the trusted grader and told with a wrong answer's feedback, since the output alone only shows
that some iterations are missing or that nothing changed:

- a ``return`` in the loop's body: the function returns after the first pass, whatever the range
  (told instead of the output's symptom, which reads like a range that stops one early);
- ``range(b - 1)`` over an index used as is: the last one is never visited;
- the loop variable assigned and never read again (``for w in (m.W_query, ...): w = ...``): that
  rebinds a local name and leaves the object it came from unchanged;
- a range read off one axis of a tensor that the loop variable then indexes on another
  (``range(len(a))``, ``a.shape[0]`` or ``B, nh, T, hs = a.shape`` and ``a[0, i]`` / ``a[0, :, i]``):
  the loop runs as many times as the wrong axis is long, which the output shows as missing or
  extra entries that read like an off-by-one; the two axes are named from the code;
- such a counted loop whose write takes all of the axis it counts (``s[:, :, :, L:] = …`` in
  ``for i in range(s.shape[0])``): every pass writes every slice;
- such a counted loop whose variable is never used while it reads one fixed slice of that axis
  (``x[0]``): every pass works on the same slice.
"""

from __future__ import annotations

import ast
import re
import dataclasses

from attnlab.grading import discarded

MAX_CHARS = 70


def _short(node: ast.AST) -> str:
    code = ast.unparse(node)
    return code if len(code) <= MAX_CHARS else code[:MAX_CHARS - 5] + "(...)"


def _names(target: ast.AST) -> list[str]:
    return [n.id for n in ast.walk(target) if isinstance(n, ast.Name)]


def _return_in_body(loop: ast.For) -> dict | None:
    for stmt in loop.body:  # directly in the body: not an early exit under an if
        if isinstance(stmt, ast.Return):
            return {"kind": "return", "line": stmt.lineno, "loop": loop.lineno, "var": ast.unparse(loop.target),
                    "code": _short(stmt)}
    return None


def _buffers(scope: ast.AST) -> dict[str, int]:
    """Names bound to a fresh tensor whose first size is written as a number (scores =
    torch.zeros(6), out = torch.empty(6, 3)): the entries a loop is to fill."""
    out = {}
    for node in ast.walk(scope):
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name) \
                and isinstance(node.value, ast.Call) and isinstance(node.value.func, ast.Attribute) \
                and node.value.func.attr in ("zeros", "empty", "ones", "full") and node.value.args:
            first = node.value.args[0]
            first = first.elts[0] if isinstance(first, (ast.Tuple, ast.List)) and first.elts else first
            if isinstance(first, ast.Constant) and isinstance(first.value, int) and not isinstance(first.value, bool):
                out[node.targets[0].id] = first.value
    return out


def _short_of_buffer(loop: ast.For, buffers: dict[str, int]) -> dict | None:
    """``for j in range(5)`` writing ``scores[j]`` of a tensor made with 6 entries: the last entry
    is never written and keeps the value it was made with."""
    it = loop.iter
    if not (isinstance(it, ast.Call) and isinstance(it.func, ast.Name) and it.func.id == "range"
            and len(it.args) == 1 and isinstance(loop.target, ast.Name) and isinstance(it.args[0], ast.Constant)
            and isinstance(it.args[0].value, int)):
        return None
    var, stop = loop.target.id, it.args[0].value
    for node in ast.walk(ast.Module(body=loop.body, type_ignores=[])):
        targets = node.targets if isinstance(node, ast.Assign) else [node.target] if isinstance(node, ast.AugAssign) else []
        for t in targets:
            if isinstance(t, ast.Subscript) and isinstance(t.value, ast.Name) and buffers.get(t.value.id) == stop + 1:
                first = _positions(t)[0]
                if isinstance(first, ast.Name) and first.id == var:
                    return {"kind": "range", "line": loop.lineno, "var": var, "bound": str(stop + 1),
                            "code": _short(it)}
    return None


def _short_range(loop: ast.For) -> dict | None:
    it = loop.iter
    if not (isinstance(it, ast.Call) and isinstance(it.func, ast.Name) and it.func.id == "range"
            and len(it.args) == 1 and isinstance(loop.target, ast.Name)):
        return None
    stop = it.args[0]
    if not (isinstance(stop, ast.BinOp) and isinstance(stop.op, ast.Sub) and isinstance(stop.right, ast.Constant)
            and stop.right.value == 1 and not isinstance(stop.left, ast.Constant)):
        return None
    var = loop.target.id
    # the index used as is: no neighbour (i + 1) that would make the shorter range right
    for node in ast.walk(ast.Module(body=loop.body, type_ignores=[])):
        if isinstance(node, ast.BinOp) and any(isinstance(s, ast.Name) and s.id == var for s in (node.left, node.right)):
            return None
    return {"kind": "range", "line": loop.lineno, "var": var, "bound": ast.unparse(stop.left),
            "code": _short(it)}


def _positions(node: ast.Subscript) -> list:
    return node.slice.elts if isinstance(node.slice, ast.Tuple) else [node.slice]


def _zeros_taken(fn: ast.AST) -> set[tuple[str, int]]:
    """(tensor, position) of every index 0 written in ``fn`` (m = row[0]): a scan that starts from
    entry 0 and loops over range(1, n) has already taken the first entry."""
    out = set()
    for node in ast.walk(fn):
        if isinstance(node, ast.Subscript):
            for k, e in enumerate(_positions(node)):
                if isinstance(e, ast.Constant) and e.value == 0 and not isinstance(e.value, bool):
                    out.add((ast.unparse(node.value), k))
    return out


def _accumulated(node: ast.AST) -> set[str]:
    """Names a loop adds into: acc += …, or acc = acc + …."""
    found = set()
    for n in ast.walk(node):
        if isinstance(n, ast.AugAssign) and isinstance(n.target, ast.Name) and isinstance(n.op, (ast.Add, ast.Sub)):
            found.add(n.target.id)
        if isinstance(n, ast.Assign) and len(n.targets) == 1 and isinstance(n.targets[0], ast.Name) \
                and isinstance(n.value, ast.BinOp) and isinstance(n.value.op, (ast.Add, ast.Sub)) \
                and any(isinstance(side, ast.Name) and side.id == n.targets[0].id
                        for side in (n.value.left, n.value.right)):
            found.add(n.targets[0].id)
    return found


def _not_reset(loop: ast.AST) -> dict | None:
    """An accumulator an inner loop adds into that the outer loop never sets back (acc = 0 once,
    before the loop over rows): every pass after the first starts from the passes before."""
    inner = [n for n in ast.walk(loop) if isinstance(n, (ast.For, ast.While)) and n is not loop]
    if not inner:
        return None
    inside = {id(n) for i in inner for n in ast.walk(i)}
    for var in sorted(set().union(*(_accumulated(i) for i in inner))):
        set_here = any(isinstance(n, (ast.Assign, ast.AnnAssign)) and id(n) not in inside
                       and any(isinstance(t, ast.Name) and t.id == var
                               for t in (n.targets if isinstance(n, ast.Assign) else [n.target]))
                       for n in ast.walk(loop))
        read_here = any(isinstance(n, ast.Name) and n.id == var and isinstance(n.ctx, ast.Load)
                        and id(n) not in inside for n in ast.walk(loop))
        if not set_here and read_here:
            return {"kind": "not_reset", "line": loop.lineno, "var": var}
    return None


def _one_based(loop, body=None, zeros=frozenset()) -> dict | None:
    """``range(1, n)`` or ``range(1, n + 1)`` (or ``<= n`` in a while) as in a 1-based formula, over an
    index used as is (no ``i - 1``): index 0 is never visited, and n + 1 runs past the end."""
    it = loop.iter
    if not (isinstance(it, ast.Call) and isinstance(it.func, ast.Name) and it.func.id == "range"
            and len(it.args) == 2 and isinstance(loop.target, ast.Name)
            and isinstance(it.args[0], ast.Constant) and it.args[0].value == 1):
        return None
    stop = it.args[1]
    if isinstance(stop, ast.Constant) and not (isinstance(stop.value, int) and stop.value >= 3):
        return None  # range(1, 2): one pass, no count
    var = loop.target.id
    used = False
    for node in ast.walk(ast.Module(body=body if body is not None else loop.body, type_ignores=[])):
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Sub) and isinstance(node.left, ast.Name) \
                and node.left.id == var:
            return None  # i - 1: the 1-based count is turned into an index
        if isinstance(node, ast.Subscript) and var in _names(node.slice):
            at = [k for k, e in enumerate(_positions(node)) if isinstance(e, ast.Name) and e.id == var]
            if any((ast.unparse(node.value), k) in zeros for k in at):
                return None  # entry 0 taken before the loop (a running maximum from row[0])
            used = True
    if not used:
        return None
    past = isinstance(stop, ast.BinOp) and isinstance(stop.op, ast.Add) and isinstance(stop.right, ast.Constant) \
        and stop.right.value == 1
    bound = ast.unparse(stop.left) if past else ast.unparse(stop)
    return {"kind": "one_based_past" if past else "one_based", "line": it.lineno, "var": var,
            "bound": bound, "code": _short(it)}


def _rebound(loop: ast.For) -> dict | None:
    targets = set(_names(loop.target))
    sources = {name: _short(loop.iter) for name in targets}
    for k, stmt in enumerate(loop.body):
        if not (isinstance(stmt, ast.Assign) and len(stmt.targets) == 1 and isinstance(stmt.targets[0], ast.Name)):
            continue
        var = stmt.targets[0].id
        if var not in targets:
            if isinstance(stmt.value, ast.Attribute) or isinstance(stmt.value, ast.Call) \
                    and isinstance(stmt.value.func, ast.Name) and stmt.value.func.id == "getattr":
                # param = getattr(sa_v1, name): a name for the object's part, as the loop variable is
                targets.add(var)
                sources[var] = _short(stmt.value)
            continue
        # a later use other than a look at it (print(W.shape)) is a local computation
        shown = {id(n) for s in loop.body[k + 1:] for c in ast.walk(s)
                 if isinstance(c, ast.Call) and isinstance(c.func, ast.Name) and c.func.id in ("print", "display")
                 for n in ast.walk(c)}
        later = [n for s in loop.body[k + 1:] for n in ast.walk(s)
                 if isinstance(n, ast.Name) and n.id == var and id(n) not in shown]
        if later:
            continue  # used after: a local computation, not an attempt to change the object
        return {"kind": "rebind" if var in _names(loop.target) else "rebind_part", "line": stmt.lineno, "var": var,
                "source": sources[var], "code": _short(stmt)}
    return None


def _int(node: ast.AST) -> int | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, int) and not isinstance(node.value, bool):
        return node.value
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub) and _int(node.operand) is not None:
        return -_int(node.operand)
    return None


def _axis_of(expr: ast.AST, sizes: dict[str, tuple[str, int]]) -> tuple[str, int] | None:
    """(tensor name, axis) of a size read off a tensor: len(x), x.shape[k], x.size(k), x.size()[k],
    or a name bound to one of those (``n = x.shape[0]``, ``B, nh, T, hs = x.shape``)."""
    if isinstance(expr, ast.Name):
        return sizes.get(expr.id)
    if isinstance(expr, ast.Call) and isinstance(expr.func, ast.Name) and expr.func.id == "len" \
            and len(expr.args) == 1 and isinstance(expr.args[0], ast.Name):
        return expr.args[0].id, 0
    if isinstance(expr, ast.Call) and isinstance(expr.func, ast.Attribute) and expr.func.attr == "size" \
            and isinstance(expr.func.value, ast.Name) and len(expr.args) == 1 and _int(expr.args[0]) is not None:
        return expr.func.value.id, _int(expr.args[0])
    if isinstance(expr, ast.Subscript) and _int(expr.slice) is not None and _shape_of(expr.value):
        return _shape_of(expr.value), _int(expr.slice)
    return None


def _shape_of(expr: ast.AST) -> str | None:
    """x of ``x.shape`` or ``x.size()``."""
    if isinstance(expr, ast.Attribute) and expr.attr == "shape" and isinstance(expr.value, ast.Name):
        return expr.value.id
    if isinstance(expr, ast.Call) and not expr.args and isinstance(expr.func, ast.Attribute) \
            and expr.func.attr == "size" and isinstance(expr.func.value, ast.Name):
        return expr.func.value.id
    return None


def _leading_shape(expr: ast.AST) -> str | None:
    """x of ``x.shape``, ``x.size()`` or their leading slice ``x.shape[:2]`` (unpacked from axis 0)."""
    if isinstance(expr, ast.Subscript) and isinstance(expr.slice, ast.Slice) and expr.slice.lower is None \
            and expr.slice.step is None:
        return _shape_of(expr.value)
    return _shape_of(expr)


def _sizes(fn: ast.AST) -> dict[str, tuple[str, int]]:
    """Names the function binds to one axis's size of a tensor (each bound once)."""
    found: dict[str, tuple[str, int]] = {}
    twice = set()
    for node in ast.walk(fn):
        if not (isinstance(node, ast.Assign) and len(node.targets) == 1):
            continue
        target = node.targets[0]
        pairs = []
        if isinstance(target, ast.Name):
            pairs = [(target.id, _axis_of(node.value, found))]
        elif isinstance(target, ast.Tuple) and _leading_shape(node.value):
            pairs = [(t.id, (_leading_shape(node.value), k)) for k, t in enumerate(target.elts)
                     if isinstance(t, ast.Name)]
        for name, axis in pairs:
            if name in found:
                twice.add(name)
            if axis:
                found[name] = axis
    return {k: v for k, v in found.items() if k not in twice}


def _index_position(body: list[ast.AST], var: str, tensor: str, also: set[str] = frozenset()) -> tuple[int, str] | None:
    """(position, code) where ``var`` alone indexes ``tensor`` (``a[0, i]``: 1), or a copy of it
    named in ``also`` (``arr = a.cpu().numpy()``), when it is always the same position; indexes
    with ``...`` or ``None`` count positions otherwise and are left out."""
    seen = set()
    code = ""
    for node in (n for b in body for n in ast.walk(b)):
        if not (isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name)
                and (node.value.id == tensor or node.value.id in also)):
            continue
        parts = node.slice.elts if isinstance(node.slice, ast.Tuple) else [node.slice]
        if any(isinstance(p, ast.Constant) and p.value in (Ellipsis, None) for p in parts):
            return None
        # i itself, or i wrapped to the axis's length (i % h): the position i is meant for
        hits = [k for k, p in enumerate(parts) if isinstance(p, ast.Name) and p.id == var
                or isinstance(p, ast.BinOp) and isinstance(p.op, ast.Mod) and isinstance(p.left, ast.Name)
                and p.left.id == var]
        if hits:
            seen.update(hits)
            code = code or _short(node)
    return (seen.pop(), code) if len(seen) == 1 else None


def _axis_mismatch(loop: ast.AST, sizes: dict[str, tuple[str, int]], aliases: dict[str, str] | None = None) -> dict | None:
    """A range over one axis of a tensor whose loop variable indexes it on another axis."""
    if isinstance(loop, ast.For):
        target, it, body, line = loop.target, loop.iter, loop.body, loop.lineno
    elif isinstance(loop, (ast.ListComp, ast.GeneratorExp)) and len(loop.generators) == 1:
        target, it, body, line = loop.generators[0].target, loop.generators[0].iter, [loop.elt], loop.lineno
    else:
        return None
    if not (isinstance(target, ast.Name) and isinstance(it, ast.Call) and isinstance(it.func, ast.Name)
            and it.func.id == "range" and len(it.args) == 1):
        return None
    read = _axis_of(it.args[0], sizes)
    if not read or read[1] < 0:
        return None
    tensor, axis = read
    at = _index_position(body, target.id, tensor, {k for k, v in (aliases or {}).items() if v == tensor})
    if not at or at[0] == axis:
        return None
    return {"kind": "axis", "line": line, "var": target.id, "code": _short(it), "tensor": tensor,
            "axis": str(axis), "used": str(at[0]), "index": at[1],
            "bound": _short(it.args[0]) + (f" = {tensor}.shape[{axis}]" if isinstance(it.args[0], ast.Name)
                                           or isinstance(it.args[0], ast.Call) and ast.unparse(it.args[0]).startswith("len(")
                                           else "")}


_COPIES = {"clone", "detach", "contiguous", "float", "double", "cpu", "numpy", "cuda"}


def _aliases(fn: ast.AST) -> dict[str, str]:
    """Names bound once to a copy of another name (``s = scores.clone()``, ``s = scores``): their
    axes are the other's."""
    found: dict[str, str] = {}
    for node in ast.walk(fn):
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            v = node.value
            while isinstance(v, ast.Call) and isinstance(v.func, ast.Attribute) \
                    and (v.func.attr in _COPIES and not v.args or v.func.attr == "to"):
                v = v.func.value
            if isinstance(v, ast.Name) and v.id != node.targets[0].id:
                found[node.targets[0].id] = v.id
    return found


def _counted_loop(loop: ast.AST, sizes: dict[str, tuple[str, int]]) -> tuple[str, tuple[str, int]] | None:
    """(variable, (tensor, axis)) of ``for i in range(<a size of axis k of a tensor>)``, else None."""
    if not (isinstance(loop, ast.For) and isinstance(loop.target, ast.Name) and isinstance(loop.iter, ast.Call)
            and isinstance(loop.iter.func, ast.Name) and loop.iter.func.id == "range" and len(loop.iter.args) == 1):
        return None
    read = _axis_of(loop.iter.args[0], sizes)
    return (loop.target.id, read) if read and read[1] >= 0 else None


def _whole_at(index: ast.AST, axis: int) -> bool:
    """Whether an index takes all of ``axis`` (``:`` there, or no entry that far, or a leading
    ``...`` over axis 0); False wherever ``None`` or a later ``...`` moves the positions."""
    parts = index.elts if isinstance(index, ast.Tuple) else [index]
    if any(isinstance(p, ast.Constant) and p.value is None for p in parts):
        return False
    if isinstance(parts[0], ast.Constant) and parts[0].value is Ellipsis:
        return axis == 0 and len(parts) > 1 and not any(isinstance(p, ast.Constant) and p.value is Ellipsis
                                                        for p in parts[1:])
    if any(isinstance(p, ast.Constant) and p.value is Ellipsis for p in parts):
        return False
    if axis >= len(parts):
        return True
    p = parts[axis]
    return isinstance(p, ast.Slice) and p.lower is None and p.upper is None and p.step is None


def _indexed_reads(loop: ast.AST) -> list[tuple[str, tuple[str, int]]]:
    """(variable, (tensor, axis)) for each read in the loop's body of a tensor with the loop's
    variable alone at position k of its index (``scores[i, :, :L, :L]`` in ``for i in …``): the
    loop runs over axis k of that tensor, whatever it counts (``range(len(lengths))``)."""
    if not isinstance(loop, ast.For):
        return []
    target = loop.target
    if isinstance(target, ast.Tuple) and target.elts and isinstance(loop.iter, ast.Call) \
            and isinstance(loop.iter.func, ast.Name) and loop.iter.func.id == "enumerate":
        target = target.elts[0]  # for b, length in enumerate(lengths): b is the count
    if not isinstance(target, ast.Name):
        return []
    var, found = target.id, []
    for node in (n for b in loop.body for n in ast.walk(b)):
        if not (isinstance(node, ast.Subscript) and isinstance(node.ctx, ast.Load) and isinstance(node.value, ast.Name)):
            continue
        parts = node.slice.elts if isinstance(node.slice, ast.Tuple) else [node.slice]
        for k, p in enumerate(parts):
            if isinstance(p, ast.Constant) and p.value in (Ellipsis, None):
                break  # the positions after it are not the tensor's axes
            if isinstance(p, ast.Name) and p.id == var:
                found.append((var, (node.value.id, k)))
    return found


_LIKE = {"zeros_like", "empty_like", "ones_like", "full_like", "new_zeros", "new_empty", "new_full", "new_ones"}


def _made_like(fn: ast.AST) -> dict[str, str]:
    """Names bound to a new tensor shaped as another (``out = torch.zeros_like(scores)``,
    ``out = scores.new_zeros(scores.shape)``): their axes are the other's."""
    found: dict[str, str] = {}
    for node in ast.walk(fn):
        if not (isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name)
                and isinstance(node.value, ast.Call) and isinstance(node.value.func, ast.Attribute)
                and node.value.func.attr in _LIKE):
            continue
        call = node.value
        like = call.args[0] if call.func.attr.endswith("_like") and call.args else call.func.value
        if isinstance(like, ast.Name):
            found[node.targets[0].id] = like.id
    return found


def _write_spans(loop: ast.AST, sizes: dict[str, tuple[str, int]], aliases: dict[str, str]) -> dict | None:
    """A loop counted off axis k of a tensor (``range(s.shape[0])``), or whose variable indexes axis
    k of a tensor it reads (``scores[i]``), that writes into that tensor, a copy of it or one made
    like it, with all of axis k (``out[:, :, :L, :L] = …``) and a value or index that changes per
    pass: each pass writes into every slice along k, where the loop meant its own slice."""
    for counted, kind in ((_counted_loop(loop, sizes), "write_whole"),
                          *((read, "write_whole_read") for read in _indexed_reads(loop))):
        hit = counted and _whole_write(loop, *counted, aliases)
        if hit:
            return {"kind": kind, **hit}
    return None


def _whole_write(loop: ast.AST, var: str, read: tuple[str, int], aliases: dict[str, str]) -> dict | None:
    changing = {var} | {n.id for b in loop.body for n in ast.walk(b)
                        if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)}
    for node in (n for b in loop.body for n in ast.walk(b)):
        if not isinstance(node, (ast.Assign, ast.AugAssign)):
            continue
        targets = node.targets if isinstance(node, ast.Assign) else [node.target]
        for t in targets:
            if not (isinstance(t, ast.Subscript) and isinstance(t.value, ast.Name)):
                continue
            if read[0] not in (t.value.id, aliases.get(t.value.id)):
                continue
            used = {n.id for part in (t.slice, node.value) for n in ast.walk(part) if isinstance(n, ast.Name)}
            parts = t.slice.elts if isinstance(t.slice, ast.Tuple) else [t.slice]
            if any(isinstance(p, ast.Name) and p.id == var for p in parts) or not used & changing:
                continue  # var indexes some axis (another axis is the loop_axis reading), or each pass writes the same
            if _whole_at(t.slice, read[1]):
                return {"line": node.lineno, "var": var, "code": _short(loop.iter), "tensor": read[0],
                        "axis": str(read[1]), "index": _short(t)}
    return None


def _fixed_read(loop: ast.AST, sizes: dict[str, tuple[str, int]], aliases: dict[str, str]) -> dict | None:
    """A loop counted off axis k of a tensor whose variable is never used, reading that tensor at one
    fixed index of axis k (``for i in range(b): seq = x[0]``): every pass takes the same slice."""
    counted = _counted_loop(loop, sizes)
    if not counted:
        return None
    var, read = counted
    if var == "_" or any(isinstance(n, ast.Name) and n.id == var for b in loop.body for n in ast.walk(b)):
        return None
    for node in (n for b in loop.body for n in ast.walk(b)):
        if not (isinstance(node, ast.Subscript) and isinstance(node.ctx, ast.Load) and isinstance(node.value, ast.Name)
                and read[0] in (node.value.id, aliases.get(node.value.id))):
            continue
        parts = node.slice.elts if isinstance(node.slice, ast.Tuple) else [node.slice]
        if any(isinstance(p, ast.Constant) and p.value in (Ellipsis, None) for p in parts[:read[1] + 1]) \
                or len(parts) <= read[1] or _int(parts[read[1]]) is None:
            continue
        fixed = list(parts)
        fixed[read[1]] = ast.Name(id=var)
        fixed_node = ast.Subscript(value=node.value, slice=ast.Tuple(elts=fixed) if len(fixed) > 1 else fixed[0])
        return {"kind": "read_fixed", "line": node.lineno, "var": var, "code": _short(loop.iter), "tensor": read[0],
                "axis": str(read[1]), "index": _short(node), "fixed": _short(fixed_node),
                "const": str(_int(parts[read[1]]))}
    return None


def find(sources: list[tuple[int | None, str]], name: str) -> dict | None:
    sizes: dict[str, tuple[str, int]] = {}
    aliases: dict[str, str] = {}
    zeros: set[tuple[str, int]] = set()
    buffers: dict[str, int] = {}

    def visit(node):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Module)):
            sizes.update(_sizes(node))
            zeros.update(_zeros_taken(node))
            buffers.update(_buffers(node))
            aliases.update(_aliases(node))
            aliases.update(_made_like(node))
            return None
        if isinstance(node, ast.While):
            return _not_reset(node)
        if isinstance(node, ast.For):
            return _return_in_body(node) or _not_reset(node) or _short_range(node) or _short_of_buffer(node, buffers) \
                or _one_based(node, zeros=zeros) or _rebound(node) or _axis_mismatch(node, sizes, aliases) \
                or _write_spans(node, sizes, aliases) or _fixed_read(node, sizes, aliases)
        if isinstance(node, (ast.ListComp, ast.GeneratorExp)):
            for gen in node.generators:  # [a[0, k] for k in range(1, h)]: counted from 1 as well
                hit = _one_based(gen, [ast.Expr(node.elt)], zeros)
                if hit:
                    return hit
            return _axis_mismatch(node, sizes, aliases)
        return None

    # a short answer's top-level loop too (for j in range(1, 6): z += w[j] * x[j])
    return discarded.first_hit(sources, name, visit, top_level=True)


KEYS = {"return": "feedback.loop_return", "range": "feedback.loop_range_short", "rebind": "feedback.loop_rebinds",
        "axis": "feedback.loop_axis", "one_based": "feedback.loop_one_based",
        "one_based_past": "feedback.loop_one_based_past", "write_whole": "feedback.loop_write_whole",
        "read_fixed": "feedback.loop_read_fixed", "write_whole_read": "feedback.loop_write_whole_read",
        "rebind_part": "feedback.loop_rebinds_part", "not_reset": "feedback.loop_not_reset"}
# outputs' symptoms that a loop run over the wrong axis gives, whose texts guess another cause
# (a range one short, a leak): the loop's reading replaces them
_SYMPTOMS = {"feedback.prop.cut_end", "feedback.prop.leak", "feedback.prop.leak_rows", "feedback.wrong_shape", "feedback.prop.untouched_zero",
             "feedback.prop.untouched_input", "feedback.wrong_values", "feedback.wrong_values_somewhere"}


def size_read(sources: list[tuple[int | None, str]], name: str, tensor: str, axis: int) -> dict | None:
    """The first line of the answer that reads axis ``axis`` of ``tensor`` as a size (len(x),
    x.shape[0], x.size(0), x.size()[0], a name unpacked from x.shape)."""
    def visit(node):
        if not isinstance(node, ast.Assign) or len(node.targets) != 1:
            return None
        target = node.targets[0]
        if isinstance(target, (ast.Name, ast.Subscript, ast.Attribute)) and _axis_of(node.value, {}) == (tensor, axis):
            return {"line": node.lineno, "code": _short(node)}  # n = len(x), cfg["n"] = …, self.n = …
        if isinstance(node.value, ast.Dict) and any(v is not None and _axis_of(v, {}) == (tensor, axis)
                                                    for v in node.value.values):
            return {"line": node.lineno, "code": _short(node)}  # info = {"n": len(x)}
        if isinstance(target, ast.Tuple) and _leading_shape(node.value) == tensor and axis < len(target.elts):
            return {"line": node.lineno, "code": _short(node)}
        if isinstance(target, ast.Tuple) and isinstance(node.value, ast.Tuple) \
                and any(_axis_of(v, {}) == (tensor, axis) for v in node.value.elts):
            return {"line": node.lineno, "code": _short(node)}  # B, T = x.size(0), x.size(1)
        return None

    return discarded.first_hit(sources, name, visit)


def _read_clash(outcome, submission, exercise_id: str):
    """A broadcast clash whose foreign size the code reads off the wrong axis: that line, told."""
    import re

    for wrote, fix in ((outcome.args.get("a"), outcome.args.get("b")), (outcome.args.get("b"), outcome.args.get("a"))):
        if not wrote or not fix:
            continue
        found = re.fullmatch(r"(\w+)\.shape\[(\d+)\]", str(wrote))
        hit = size_read(discarded._sources(submission), exercise_id, found.group(1), int(found.group(2))) \
            if found else size_computed(discarded._sources(submission), exercise_id, str(wrote))
        if hit:
            # the line that reads the size told first; the clash's sizes before it, without the
            # list of ways a size goes wrong
            extra = {"concept": "feedback.size_read_here" if "len(" in hit["code"] else "feedback.size_read_here_plain",
                     "concept_line": str(hit["line"]), "concept_code": hit["code"], "concept_wrote": wrote,
                     "concept_fix": fix}
            return dataclasses.replace(outcome, feedback="feedback.raised_broadcast_read",
                                       args={**outcome.args, **extra})
    return outcome


def _read_view_size(outcome, submission, exercise_id: str):
    """A view the shapes refused, with a size the error names as one axis of an input only (2 =
    scores.shape[1]) that the code reads off that axis (b, n = scores.shape[:2]): that line."""
    import re

    for part in str(outcome.args.get("sizes", "")).split(";"):
        names = [n.strip() for n in part.split("=")[1:]]
        found = re.fullmatch(r"(\w+)\.shape\[(\d+)\]", names[0]) if len(names) == 1 else None
        if not found:
            continue
        hit = size_read(discarded._sources(submission), exercise_id, found.group(1), int(found.group(2)))
        if hit and _viewed_elsewhere(discarded._sources(submission), hit["line"], int(found.group(2))):
            # the error and its sizes, then the line (not the general advice to follow the axes)
            return dataclasses.replace(outcome, feedback="feedback.raised_axes_read", args={
                **outcome.args, "concept": "feedback.size_read_view", "concept_line": str(hit["line"]),
                "concept_code": hit["code"], "concept_wrote": names[0]})
    return outcome


def _viewed_elsewhere(sources, line: int, axis: int) -> bool:
    """The name the line binds from axis ``axis`` (b, n = x.shape[:2] binds n from axis 1) is
    handed to a view or reshape at another position than ``axis``: read off one axis, used for
    another (a head count read at position 1 and used at position 1 is meant)."""
    for _, code in sources:
        try:
            tree = ast.parse(code)
        except (SyntaxError, ValueError):
            continue
        names = set()
        for n in ast.walk(tree):
            if isinstance(n, ast.Assign) and n.lineno == line and len(n.targets) == 1:
                t = n.targets[0]
                if isinstance(t, ast.Name):
                    names.add(t.id)
                elif isinstance(t, ast.Tuple) and isinstance(n.value, ast.Tuple):
                    names |= {e.id for e, v in zip(t.elts, n.value.elts)
                              if isinstance(e, ast.Name) and (_axis_of(v, {}) or (None, None))[1] == axis}
                elif isinstance(t, ast.Tuple) and axis < len(t.elts) and isinstance(t.elts[axis], ast.Name):
                    names.add(t.elts[axis].id)
        for n in ast.walk(tree):
            if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr in ("view", "reshape") \
                    and any(isinstance(a, ast.Name) and a.id in names and i != axis for i, a in enumerate(n.args)):
                return True
    return False


def size_computed(sources: list[tuple[int | None, str]], name: str, expression: str) -> dict | None:
    """The first assignment of the answer to one name whose value holds ``expression`` as written
    (n = int(lengths.max()) for lengths.max()): where a size the clash names was computed."""
    want = expression.replace(" ", "")
    if "(" not in want and "." not in want:
        return None  # a bare name or number says nothing about where it was read

    def visit(node):
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name) \
                and want in ast.unparse(node.value).replace(" ", ""):
            return {"line": node.lineno, "code": _short(node)}
        return None

    return discarded.first_hit(sources, name, visit)


def index_position(sources, name: str, axis: int) -> dict | None:
    """The first subscript of the answer that puts a loop's variable at position ``axis``
    (``context[i]`` for axis 0) where the loop runs over ``range(...)``: the variable indexes the
    axis the error names, and its count comes from elsewhere."""
    loops: dict[str, ast.AST] = {}

    def collect(node):
        if isinstance(node, (ast.For, ast.comprehension)) and isinstance(node.target, ast.Name) \
                and isinstance(node.iter, ast.Call) and isinstance(node.iter.func, ast.Name) \
                and node.iter.func.id == "range" and node.iter.args:
            loops[node.target.id] = node.iter
        return None

    def visit(node):
        if not isinstance(node, ast.Subscript):
            return None
        index = node.slice.elts if isinstance(node.slice, ast.Tuple) else [node.slice]
        if axis >= len(index) or any(isinstance(e, ast.Starred) or isinstance(e, ast.Constant)
                                     and e.value is Ellipsis for e in index[:axis + 1]):
            return None
        at = index[axis]
        if isinstance(at, ast.Name) and at.id in loops:
            # the same index with the variable one axis further (context[:, i] for context[i])
            moved = [ast.unparse(e) for e in index]
            moved[axis] = ":"
            if axis + 1 < len(moved) and moved[axis + 1] == ":":
                moved[axis + 1] = at.id  # a[0, i, :, :] -> a[0, :, i, :]: the rank stays
            else:
                moved.insert(axis + 1, at.id)
            return {"line": node.lineno, "var": at.id, "tensor": _short(node.value),
                    "range": _short(loops[at.id]), "code": _short(node),
                    "beside": f"{_short(node.value)}[{', '.join(moved)}]"}
        return None

    discarded.first_hit(sources, name, collect)  # the loops first (a comprehension's element
    return discarded.first_hit(sources, name, visit) if loops else None  # comes before its for)


def _from_the_end(sources, name: str, hit: dict) -> dict | None:
    """Plain loop indices (w[i, j]) whose loops count sizes read from the END of a tensor's shape
    (n = x.shape[-1]): written for 2-D, they name the first axes of a tensor with leading ones.
    The same index counted from the end ({"fixed": "w[..., i, j]"}), or None."""
    for _, _, functions in discarded.definitions(sources, name):
        for fn in functions:
            sizes = _sizes(fn)
            loops = {n.target.id: n.iter for n in ast.walk(fn) if isinstance(n, (ast.For, ast.comprehension))
                     and isinstance(n.target, ast.Name) and isinstance(n.iter, ast.Call)
                     and isinstance(n.iter.func, ast.Name) and n.iter.func.id == "range" and n.iter.args}
            for node in ast.walk(fn):
                if not (isinstance(node, ast.Subscript) and getattr(node, "lineno", None) == hit["line"]
                        and _short(node) == hit["code"]):
                    continue
                index = node.slice.elts if isinstance(node.slice, ast.Tuple) else [node.slice]
                if not all(isinstance(e, ast.Name) and e.id in loops for e in index):
                    return None
                ends = [_axis_of(loops[e.id].args[-1] if len(loops[e.id].args) == 1 else loops[e.id].args[1], sizes)
                        for e in index]
                if all(a is not None and a[1] < 0 for a in ends):
                    names = ", ".join(e.id for e in index)
                    return {"count": str(len(index)), "fixed": f"{_short(node.value)}[..., {names}]"}
                return None
    return None


def _bound_size(sources, name: str, told_range: str) -> str:
    """``H = a.shape[2]`` where the range is ``range(H)`` and the answer binds H to one axis's size
    (``B, _, H, D = a.shape``), else ""."""
    found = re.fullmatch(r"range\((\w+)\)", told_range)
    if not found:
        return ""
    sizes: dict[str, tuple[str, int]] = {}
    for _, _, functions in discarded.definitions(sources, name):
        sizes = {}
        for fn in functions:
            sizes.update(_sizes(fn))
    axis = sizes.get(found[1])
    return f"{found[1]} = {axis[0]}.shape[{axis[1]}]" if axis and axis[1] >= 0 else ""


def _index_loop(outcome, submission, exercise_id: str):
    """An index past an axis's end put there by a loop's variable (``context[i]``, the loop over
    range(num_heads)): told as the variable on the wrong axis or the range of another axis."""
    try:
        axis = int(outcome.args.get("axis", ""))
    except ValueError:
        return outcome
    hit = index_position(discarded._sources(submission), exercise_id, axis)
    if not hit:
        return outcome
    tensor = hit["tensor"]
    lead = _from_the_end(discarded._sources(submission), exercise_id, hit)
    if lead:  # w[i, j] with i, j counting the last axes: the indices name the first ones
        return dataclasses.replace(outcome, feedback="feedback.raised_index_leading", args={
            "error": outcome.args.get("error", ""), "line": str(hit["line"]), "code": hit["code"],
            "tensor": tensor, "var": hit["var"], "axis": str(axis), **lead})
    if any(f"{tensor}{how}" in hit["range"] for how in (".shape", ".size(")) or f"len({tensor})" in hit["range"]:
        return outcome  # a range read off the tensor's own axes: the loop's axis reading says it
    told_range = hit["range"]
    bound = _bound_size(discarded._sources(submission), exercise_id, told_range)
    if bound:  # range(H) with H unpacked from a.shape: which axis H is the size of
        told_range = f"{told_range} ({bound})"
    args = {**{k: v for k, v in outcome.args.items() if k in ("error", "index", "axis", "size", "larger")},
            "var": hit["var"], "tensor": tensor, "range": told_range, "code": hit["code"],
            "line": str(hit["line"]), "beside": hit["beside"], "next": str(axis + 1),
            "own": f"range({tensor}.shape[{axis}])"}
    # axis 1 holds the heads in this chapter's (b, h, n, hd) layout; another axis is told by number
    heads = axis + 1 == 1
    return dataclasses.replace(outcome, feedback="feedback.raised_index_loop_heads" if heads
                               else "feedback.raised_index_loop", args=args)


def _reference_loops(exercise_id: str) -> set[tuple[int, int]]:
    """(argument position, axis) of each loop of the exercise's solution that counts an argument's
    axis and indexes that same axis with its variable (range(a.shape[1]) with a[0, i]): which of a
    learner's count and index is the slip, where the two disagree."""
    tree = ast.parse(discarded.solution_source(exercise_id))
    out = set()
    for fn in tree.body:
        if not (isinstance(fn, ast.FunctionDef) and fn.name == exercise_id):
            continue
        params = [a.arg for a in fn.args.args]
        sizes = _sizes(fn)
        for node in ast.walk(fn):
            loops = [(node.target, node.iter, node.body)] if isinstance(node, ast.For) else \
                [(g.target, g.iter, [node.elt]) for g in node.generators] \
                if isinstance(node, (ast.ListComp, ast.GeneratorExp)) else []
            for target, it, body in loops:
                if isinstance(target, ast.Name) and isinstance(it, ast.Call) and isinstance(it.func, ast.Name) \
                        and it.func.id == "range" and len(it.args) == 1:
                    read = _axis_of(it.args[0], sizes)
                    at = _index_position(body, target.id, read[0]) if read else None
                    if read and at and at[0] == read[1] and read[0] in params:
                        out.add((params.index(read[0]), read[1]))
    return out


def _which_axis(found: dict, submission, exercise_id: str) -> str | None:
    """The reading of a loop whose count and index name two axes, where the reference's own loop
    over that argument says which of the two is right: the count, or the index."""
    params = next((fn.args.args for _, _, functions in discarded.definitions(discarded._sources(submission),
                                                                            exercise_id)
                   for fn in functions[:1] if isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef))), None)
    names = [a.arg for a in params or []]
    if found["tensor"] not in names:
        return None
    axes = {axis for p, axis in _reference_loops(exercise_id) if p == names.index(found["tensor"])}
    if int(found["used"]) in axes and int(found["axis"]) not in axes:
        return "feedback.loop_axis_count"  # the index names the axis to run over
    if int(found["axis"]) in axes and int(found["used"]) not in axes:
        return "feedback.loop_axis_index"  # the count is the right one
    return None


def refine(outcome, submission, exercise_id: str):
    """A wrong answer's outcome with the loop's slip told: a return inside the loop replaces the
    feedback (the symptom's text would blame the range); the others are told after it."""
    if outcome.status != "failed" or "concept" in outcome.args:
        return outcome
    try:  # a range counted from 1 over an index used as is: the first entry skipped, the last past the end
        found = find(discarded._sources(submission), exercise_id)
    except Exception:  # noqa: BLE001 - the reading only replaces words
        found = None
    if found and found["kind"].startswith("one_based") and not str(outcome.feedback).startswith("rewrite.mask"):
        # (a mask's exact rewrite stands: a row loop from 1 over rows whose slice :i is empty at 0
        # skips nothing that mattered; the slice is the slip)
        args = {k: str(v) for k, v in found.items() if k != "kind"}
        return dataclasses.replace(outcome, feedback=KEYS[found["kind"]], args=args)
    if outcome.feedback == "feedback.raised_index":
        try:
            told = _index_loop(outcome, submission, exercise_id)
        except Exception:  # noqa: BLE001 - the reading only replaces words
            told = outcome
        if told is not outcome:
            return told  # else the loop's other readings below (a range off another axis)
    if outcome.feedback == "feedback.raised_broadcast":
        try:
            return _read_clash(outcome, submission, exercise_id)
        except Exception:  # noqa: BLE001 - the note only adds words
            return outcome
    if outcome.feedback == "feedback.raised_axes":
        try:
            return _read_view_size(outcome, submission, exercise_id)
        except Exception:  # noqa: BLE001 - the note only adds words
            return outcome
    found = discarded.found_in(find, submission, exercise_id)
    if not found:
        return outcome
    args = {k: str(v) for k, v in found.items() if k != "kind"}
    key = KEYS[found["kind"]]
    if found["kind"] == "axis":
        try:
            key = _which_axis(found, submission, exercise_id) or key
        except Exception:  # noqa: BLE001 - the reading only chooses words
            pass
    if found["kind"] == "return" or found["kind"] == "axis" and outcome.feedback in _SYMPTOMS:
        return dataclasses.replace(outcome, feedback=key, args=args)
    extra = {"concept": key, **{f"concept_{k}": v for k, v in args.items()}}
    kept = outcome.args
    if found["kind"] == "read_fixed" and str(kept.get("diverge_line", found["line"])) != str(found["line"]):
        # the slice read is a right tensor (sequence 0 is a sequence): the values leave the right
        # ones only where the passes are put together, a line that is not the slip
        kept = {k: v for k, v in kept.items() if not k.startswith("diverge_")}
    if outcome.feedback == "feedback.raised_index" and found["kind"] == "axis" and found.get("tensor") \
            and str(kept.get("axis")) == str(found.get("used")):
        # the index ran past the axis the loop indexes: its own size is the bound to loop over
        # (a size of 1, one head, has no name among the case's sizes)
        kept = {**kept, "bound": f"{found['tensor']}.shape[{found['used']}]"}
    return dataclasses.replace(outcome, args={**kept, **extra})
