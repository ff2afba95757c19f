"""Feedback that is true of the code: where two rewrites of the reference reproduce a wrong answer
equally (a softmax over dim 0 of symmetric scores is also the weights transposed; ``keys.T`` of a
4-D tensor gives what a transpose of other axes gives on these sizes), the one whose construct the
learner's code contains, and the reference's does not, is told, and a reading whose construct the
code lacks is not said at all (where neither reading can be checked both stay, the second as
"another slip, which may be yours"). The constructs are counted in the learner's code and in the
reference's (the exercise's solution.py, or a short answer's ``want=`` expression), so a construct
both have (a head split's transpose(1, 2)) is evidence for neither.

Runs in the grader after the check (attnlab.grading.runner), like mask_cause and discarded.
"""

from __future__ import annotations

import ast
import dataclasses
import inspect
import re
from collections import Counter
from pathlib import Path

from attnlab.grading import discarded, divergence, mask_cause
from attnlab.grading.size_fixed import BOOK_TOKENS  # a row counted from the end is 6 - k from the front

TRANSPOSING = {"transpose", "swapaxes", "swapdims", "permute", "movedim", "t", "mT", "T", "mH", "H"}
REDUCING = {"softmax", "log_softmax", "sum", "mean", "amax", "amin", "max", "min", "logsumexp", "norm"}


def _int(node) -> int | None:
    try:
        v = ast.literal_eval(node)
    except Exception:  # noqa: BLE001 - not a literal
        return None
    return v if isinstance(v, int) and not isinstance(v, bool) else None


def constructs(code: str) -> Counter:
    """The transposing and reducing constructs written in ``code``: (".T",), ("transpose", i, j),
    ("transposing",) for any of them, ("reduce", op, dim) with the dim as written."""
    found: Counter = Counter()
    try:
        tree = ast.parse(code)
    except (SyntaxError, ValueError):
        return found
    # names bound once to a number literal (keep = 0.9): what a call given the name receives
    bound: dict = {}
    for n in ast.walk(tree):
        if isinstance(n, ast.Assign) and len(n.targets) == 1 and isinstance(n.targets[0], ast.Name):
            bound.setdefault(n.targets[0].id, []).append(n.value)
        if isinstance(n, ast.AnnAssign) and isinstance(n.target, ast.Name) and n.value is not None:
            bound.setdefault(n.target.id, []).append(n.value)  # NEG_INF: float = float("-inf")
    constants = {k: ast.Constant(value=n) for k, v in bound.items() if len(v) == 1
                 and (n := _arithmetic(v[0])) is not None}  # keep = 0.9, keep = 1 - 0.1
    # calls whose result is thrown away (a statement of their own): a discarded p.data.to(device)
    # moves nothing, which is not moving one part of the module
    dropped = {id(n.value) for n in ast.walk(tree) if isinstance(n, ast.Expr) and isinstance(n.value, ast.Call)}
    # names bound to a broadcast mask (keep = (~pad)[:, None, :, None].float()): a product with one zeroes
    masks = {t.id for n in ast.walk(tree) if isinstance(n, ast.Assign) and _mask_like(n.value)
             for t in n.targets if isinstance(t, ast.Name)}

    own = {n.name for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))}
    # loop variables that hold a module's tensors (for p in mha.parameters()): p.to(device), discarded
    # or bound to the loop's own name (p = p.to(device)), moves nothing, as a tensor's .to is not in
    # place (a module's is)
    tensors_iterated = set()
    for n in ast.walk(tree):
        if isinstance(n, (ast.For, ast.comprehension)) and isinstance(n.iter, ast.Call) \
                and _call_name(n.iter) in ("parameters", "buffers", "named_parameters", "named_buffers"):
            target = n.target.elts[-1] if isinstance(n.target, ast.Tuple) and n.target.elts else n.target
            if isinstance(target, ast.Name):
                tensors_iterated.add(target.id)
    # parameters False unless a caller says otherwise (def run(layer, x, train=False))
    off_by_default = {a.arg for fn in ast.walk(tree) if isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef))
                      for a, d in zip(fn.args.args[len(fn.args.args) - len(fn.args.defaults):], fn.args.defaults)
                      if isinstance(d, ast.Constant) and d.value is False}

    # names bound to a module's state_dict(): an entry assigned there changes the dict only
    state_dicts = {t.id for n in ast.walk(tree) if isinstance(n, ast.Assign) and isinstance(n.value, ast.Call)
                   and _call_name(n.value) == "state_dict" for t in n.targets if isinstance(t, ast.Name)}
    loads = any(isinstance(n, ast.Call) and _call_name(n) == "load_state_dict" for n in ast.walk(tree))
    if not loads and any(isinstance(n, ast.Assign) and any(isinstance(t, ast.Subscript) and isinstance(t.value, ast.Name)
                                                           and t.value.id in state_dicts for t in n.targets)
                         for n in ast.walk(tree)):
        found[("state_dict_assigned",)] += 1  # sd[k] = …, never loaded back

    # names bound once to a square root (scale = hd ** -0.5, s = math.sqrt(d))
    roots = {k for k, v in bound.items() if len(v) == 1 and any(
        isinstance(n, ast.BinOp) and isinstance(n.op, ast.Pow) and _arithmetic(n.right) in (0.5, -0.5)
        or isinstance(n, ast.Call) and _call_name(n) in ("sqrt", "rsqrt") for n in ast.walk(v[0]))}

    def resolved(node):
        """A name bound once, as the expression it was bound to (NEG = float('-inf'))."""
        if isinstance(node, ast.Name) and len(bound.get(node.id, ())) == 1:
            return bound[node.id][0]
        return node

    # names bound to a transposed tensor (pivot = scores.transpose(-2, -1)), kept through later steps
    transposed: set = set()
    for n in ast.walk(tree):
        if isinstance(n, ast.Assign) and len(n.targets) == 1 and isinstance(n.targets[0], ast.Name) and any(
                isinstance(c, ast.Call) and _call_name(c) in ("transpose", "swapaxes", "permute", "movedim")
                or isinstance(c, ast.Attribute) and c.attr in ("T", "mT") for c in ast.walk(n.value)):
            transposed.add(n.targets[0].id)

    def mask_like(node) -> bool:
        return _mask_like(node) or isinstance(node, ast.Name) and node.id in masks

    # names bound to a sum (row_sums = w.sum(dim=-1)): a division by one renormalises
    sums = {t.id for n in ast.walk(tree) if isinstance(n, ast.Assign) and _mentions(n.value, ("sum",))
            for t in n.targets if isinstance(t, ast.Name)}
    # names bound to a product (ctx = x.T @ w): a column taken of one is a product's column
    products = {t.id for n in ast.walk(tree) if isinstance(n, ast.Assign) and _product(n.value)
                for t in n.targets if isinstance(t, ast.Name)}
    for fn in ast.walk(tree):
        if isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)):
            # a name of the file rebound by the calls (global x; x = …): kept between calls
            declared = {n for g in ast.walk(fn) if isinstance(g, ast.Global) for n in g.names}
            found[("keeps_global",)] += sum(1 for n in ast.walk(fn) if isinstance(n, ast.Assign) and any(
                isinstance(t, ast.Name) and t.id in declared for t in n.targets))
            # or an attribute of its own object set by a call (self.module = … outside __init__):
            # an object of the file that outlives the call (ex = Cache(), called through __call__)
            first = fn.args.args[0].arg if fn.args.args else None
            if first == "self" and fn.name != "__init__":
                found[("keeps_global",)] += sum(1 for n in ast.walk(fn) if isinstance(n, ast.Assign) and any(
                    isinstance(t, ast.Attribute) and isinstance(t.value, ast.Name) and t.value.id == first
                    for t in n.targets))
            params = {a.arg for a in fn.args.args + fn.args.kwonlyargs + fn.args.posonlyargs}
            # a parameter written into by index (scores[i, :, :, L:] = -inf): the caller's tensor changes
            found[("setitem_param",)] += sum(
                1 for n in ast.walk(fn) for t in (n.targets if isinstance(n, ast.Assign) else
                                                   [n.target] if isinstance(n, ast.AugAssign) else [])
                if isinstance(t, ast.Subscript) and isinstance(t.value, ast.Name) and t.value.id in params)
            # a parameter bound to another name as it is (out = scores), that name then changed in
            # place or by index: one tensor under two names, not a copy
            aliases = {n.targets[0].id for n in ast.walk(fn) if isinstance(n, ast.Assign) and len(n.targets) == 1
                       and isinstance(n.targets[0], ast.Name) and isinstance(n.value, ast.Name)
                       and n.value.id in params}
            found[("alias_param",)] += sum(
                1 for n in ast.walk(fn)
                if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr.endswith("_")
                and not n.func.attr.startswith("_") and isinstance(n.func.value, ast.Name) and n.func.value.id in aliases
                or isinstance(n, (ast.Assign, ast.AugAssign)) and any(
                    isinstance(t, ast.Subscript) and isinstance(t.value, ast.Name) and t.value.id in aliases
                    for t in (n.targets if isinstance(n, ast.Assign) else [n.target])))
            # a parameter's name bound anew in the body (sa_v1 = copy.deepcopy(sa_v2)): the caller
            # keeps its own object
            found[("rebinds_param",)] += sum(
                1 for n in ast.walk(fn) for t in (n.targets if isinstance(n, ast.Assign) else
                                                   [n.target] if isinstance(n, (ast.AnnAssign, ast.AugAssign)) else [])
                for name in (t.elts if isinstance(t, (ast.Tuple, ast.List)) else [t])
                if isinstance(name, ast.Name) and name.id in params)  # sa_v1.W = … changes the object
    # names a for loop counts with (for i in range(n)): a slice that stops at one (:i) leaves i out
    counters = {n.target.id for n in ast.walk(tree) if isinstance(n, (ast.For, ast.comprehension))
                and isinstance(n.target, ast.Name)}
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and _call_name(node) == "view" and _contiguous_first(node.func):
            found[("contiguous_before_transpose",)] += 1  # x.contiguous().transpose(1, 2).view(…)
        if isinstance(node, (ast.For, ast.While, ast.comprehension)):
            found[("loop",)] += 1
        if isinstance(node, (ast.For, ast.While)) and any(isinstance(n, (ast.Assign, ast.AugAssign))
                                                          for b in node.body for n in ast.walk(b)) \
                or isinstance(node, ast.Call) and _call_name(node) in ("sum", "reduce") and node.args \
                and isinstance(node.args[0], (ast.GeneratorExp, ast.ListComp)):
            found[("accumulating_loop",)] += 1  # a loop that binds as it goes, or a sum over a comprehension
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.MatMult) and _transposed_node(node.left) \
                or isinstance(node, ast.Call) and _call_name(node) in ("matmul", "mm", "bmm") and node.args \
                and _transposed_node(node.args[0]):
            found[("left_transposed",)] += 1  # w.T @ x: the first factor of a product transposed
        if isinstance(node, ast.Attribute) and node.attr in ("float16", "half", "bfloat16") \
                or isinstance(node, ast.Constant) and node.value in ("float16", "half", "bfloat16") \
                or isinstance(node, ast.Call) and _call_name(node) in ("half", "bfloat16"):
            found[("low_precision",)] += 1  # float16 or bfloat16 named anywhere in the code
        if isinstance(node, ast.Slice) and node.lower is None and isinstance(node.upper, ast.Name) \
                and node.upper.id in counters:
            found[("slice_to_counter",)] += 1  # w[i, :i]: keys before the query, the query left out
        if isinstance(node, ast.Slice):
            found[("slice",)] += 1
        if _leading_colon(node) and any(
                not isinstance(e, (ast.Slice, ast.Starred)) and not (isinstance(e, ast.Constant) and e.value
                                                                     in (None, Ellipsis))
                for e in node.slice.elts[1:]):
            found[("slice_keeps",)] += 1  # a[:, i]: the leading axis kept whole, a later one indexed away
        if _leading_colon(node) and len(node.slice.elts) == 2 and not isinstance(node.slice.elts[1], ast.Slice) \
                and (_product(node.value) or isinstance(node.value, ast.Name) and node.value.id in products):
            found[("column",)] += 1  # a column of a product taken, (a @ b)[:, q]
        if _leading_colon(node) and len(node.slice.elts) == 2 and (
                not isinstance(node.slice.elts[1], ast.Slice) or _unit_slice(node.slice.elts[1])):
            found[("column_index",)] += 1  # any column taken, w[:, q] (or w[:, q:q + 1])
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add) and any(_eps(side) for side in (node.left, node.right)) \
                or isinstance(node, ast.keyword) and node.arg == "min" and _eps(node.value):
            found[("eps_added",)] += 1  # a small epsilon added (a sum + 1e-6, clamp(min=eps))
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in ("to", "cuda") \
                and not (isinstance(node.func.value, ast.Name) and node.func.value.id in tensors_iterated) \
                and (id(node) not in dropped or isinstance(node.func.value, ast.Name)):
            # a .to() whose result is used, or one on a name (a module moves in place); a discarded
            # one on a part (mha.mask.to(device)) moves nothing
            found[("to_kept",)] += 1
        loops = [(node.iter, node.body)] if isinstance(node, ast.For) else \
            [(g.iter, [node.elt]) for g in node.generators] if isinstance(node, (ast.ListComp, ast.GeneratorExp,
                                                                                  ast.SetComp)) else []
        if any((isinstance(it, ast.Call) and _call_name(it) in ("children", "named_children")
                or isinstance(it, (ast.Tuple, ast.List)) and it.elts and all(isinstance(e, ast.Attribute) for e in it.elts))
               and any(
                isinstance(c, ast.Call) and _call_name(c) in ("to", "cuda") for part in body for c in ast.walk(part))
               for it, body in loops):
            # each child moved (for c in mha.children(), or a tuple of its layers: c.to(device)): the
            # module's own buffers stay
            found[("to_children",)] += 1
        if isinstance(node, (ast.If, ast.IfExp)) and any(
                isinstance(c, ast.Call) and _call_name(c) in ("to", "cuda")
                for part in ([node.body] if isinstance(node, ast.IfExp) else node.body) for c in ast.walk(part)) \
                and any(isinstance(c, ast.Constant) and isinstance(c.value, str) or
                        isinstance(c, ast.Attribute) and c.attr in ("type", "is_available") or
                        isinstance(c, ast.Call) and _call_name(c) == "isinstance"
                        for c in ast.walk(node.test)):
            # a move made only when a test of the device holds (if device == "cuda", if
            # torch.cuda.is_available(), device.type == …)
            found[("to_conditional",)] += 1
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "to" \
                and node.args and _dtype_only(node):
            found[("to_dtype",)] += 1  # .to(torch.float32): a dtype given, no device
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "to" \
                and isinstance(node.func.value, (ast.Attribute, ast.Subscript)) and id(node) not in dropped:
            # .to(device) of a part of a module (mha.mask.to(device)), not of the module
            found[("to_part",)] += 1
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "train" \
                and node.args and (isinstance(node.args[0], ast.Constant) and node.args[0].value is False
                                   or isinstance(node.args[0], ast.Name) and node.args[0].id in off_by_default):
            found[("eval_mode",)] += 1  # .train(False), or .train(train) with train=False by default
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "eval" \
                or isinstance(node, ast.keyword) and node.arg == "training" \
                and isinstance(node.value, ast.Constant) and node.value.value is False:
            found[("eval_mode",)] += 1
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mult) and any(
                mask_like(side) for side in (node.left, node.right)) \
                or isinstance(node, ast.AugAssign) and isinstance(node.op, ast.Mult) and mask_like(node.value) \
                or isinstance(node, ast.Call) and _call_name(node) in ("mul", "mul_", "multiply") \
                and any(mask_like(a) for a in node.args):
            found[("zeroing",)] += 1  # a product with a 0/1 mask: w * m, w *= m, w.mul_(m)
        if _neg_inf(node):
            found[("neg_inf",)] += 1
        if isinstance(node, ast.Call) and _call_name(node) in ("unsqueeze", "unsqueeze_", "atleast_3d") \
                or isinstance(node, ast.Subscript) and any(
                    isinstance(e, ast.Constant) and e.value is None
                    for e in (node.slice.elts if isinstance(node.slice, ast.Tuple) else [node.slice])):
            found[("new_axis",)] += 1  # an axis of size 1 put in: x.unsqueeze(d), x[:, None]
        if isinstance(node, ast.If) and any(
                isinstance(r, ast.Return) and isinstance(r.value, ast.Call)
                and _call_name(r.value) in ("zeros_like", "zeros", "new_zeros") for r in node.body):
            found[("zero_branch",)] += 1  # if <special case>: return torch.zeros_like(x)
        if isinstance(node, ast.Slice) and node.step is not None and _arithmetic(node.step) not in (1, -1):
            found[("strided_slice",)] += 1  # x[..., i::h]: every h-th entry
        if isinstance(node, ast.Slice) and isinstance(node.lower, ast.UnaryOp) and isinstance(node.lower.op, ast.USub) \
                and _arithmetic(node.lower) is None:
            found[("minus_count_slice",)] += 1  # x[-(n - L):]: -0 is 0, the whole axis
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Pow) and _arithmetic(node.right) in (0.5, -0.5) \
                or isinstance(node, ast.Call) and _call_name(node) in ("sqrt", "rsqrt"):
            found[("root",)] += 1  # one square root written: √d, d ** 0.5, math.sqrt(d), d ** -0.5
        if (isinstance(node, ast.Attribute) and node.attr in ("T", "mT") or isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute) and node.func.attr in ("t", "transpose", "contiguous",
                                                                                "clone", "detach", "float")) \
                and isinstance(node.value if isinstance(node, ast.Attribute) else node.func.value, ast.Call) \
                and _call_name(node.value if isinstance(node, ast.Attribute) else node.func.value) == "Parameter":
            found[("parameter_op",)] += 1  # nn.Parameter(w).T: the op makes a plain tensor again
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Tuple) \
                and len(node.targets[0].elts) >= 3 and all(isinstance(t, ast.Name) for t in node.targets[0].elts):
            found[("unpacks_sizes",)] += 1  # b, n, d = batch: sizes taken by position
        if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Mult, ast.Div)) and any(
                isinstance(side, ast.Name) and side.id in roots for side in (node.left, node.right)):
            found[("root_used",)] += 1  # q * scale, k * scale: a root bound once, applied at each use
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Pow) and (_arithmetic(node.right) or 0) < 0:
            found[("neg_power",)] += 1  # d ** -0.5: already 1/√d, a factor to multiply by
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mult) and (_neg_inf(node.left) or _neg_inf(node.right)):
            found[("times_inf",)] += 1  # mask * -inf: 0 × (−inf) is NaN where the mask is 0
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Attribute) and t.attr == "heads" for t in node.targets):
            found[("heads_written",)] += 1  # w.heads = …: the heads changed after the wrapper was built
        divisor = node.right if isinstance(node, ast.BinOp) else getattr(node, "value", None)
        if (isinstance(node, ast.BinOp) and isinstance(node.op, ast.Div) or isinstance(node, ast.AugAssign)
                and isinstance(node.op, ast.Div)) and (_mentions(divisor, ("sum",))
                                                       or isinstance(divisor, ast.Name) and divisor.id in sums):
            found[("divides_by_sum",)] += 1  # w / w.sum(…), or by a name bound to one: renormalised by hand
        if isinstance(node, ast.Call) and _call_name(node) in ("reshape", "view") and node.args \
                and _arithmetic(node.args[0]) == -1 and len(node.args) >= 2:
            found[("rows_flattened",)] += 1  # x.reshape(-1, n) or (-1, n, n): the leading axes flattened
        if isinstance(node, ast.Call) and _call_name(node) in ("reshape", "view") and len(node.args) == 2 \
                and _arithmetic(node.args[1]) == -1 and _arithmetic(node.args[0]) != -1 \
                or isinstance(node, ast.Call) and _call_name(node) == "flatten" and (
                    node.args and _arithmetic(node.args[0]) == 1
                    or any(kw.arg == "start_dim" and _arithmetic(kw.value) == 1 for kw in node.keywords)):
            found[("trailing_flattened",)] += 1  # x.reshape(b, -1), x.flatten(1): one row per first-axis entry
        if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Call) and _call_name(node.value) == "max" \
                and _arithmetic(node.slice) == 1 \
                or isinstance(node, ast.Attribute) and node.attr == "indices" and isinstance(node.value, ast.Call) \
                and _call_name(node.value) == "max":
            found[("max_index",)] += 1  # x.max(dim)[1], x.max(dim).indices: the positions, not the values
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Tuple) \
                and len(node.targets[0].elts) == 2 and isinstance(node.targets[0].elts[1], ast.Name) \
                and isinstance(node.value, ast.Call) and _call_name(node.value) in ("max", "min") \
                and (len(node.value.args) > 1 or node.value.keywords or isinstance(node.value.func, ast.Attribute)
                     and node.value.args and not _tensor_arg(node.value.args[0])) \
                and any(isinstance(b, ast.BinOp) and isinstance(b.op, ast.Sub) and any(
                    isinstance(side, ast.Name) and side.id == node.targets[0].elts[1].id for side in (b.left, b.right))
                        for b in ast.walk(tree)):
            found[("max_index",)] += 1  # _, m = x.max(dim): the pair's second is the positions, then subtracted
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub) and isinstance(node.operand, ast.Constant) \
                and isinstance(node.operand.value, (int, float)) and node.operand.value >= 1e4 \
                or isinstance(node, ast.Attribute) and node.attr == "min" and isinstance(node.value, ast.Call) \
                and _call_name(node.value) == "finfo":
            found[("big_negative",)] += 1  # a finite fill that hides: -1e9, torch.finfo(dtype).min
        if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Attribute) and node.value.attr == "shape" \
                or isinstance(node, ast.Call) and _call_name(node) == "size" and node.args:
            found[("reads_shape",)] += 1  # a size read off a tensor: x.shape[0], x.size(1)
        if isinstance(node, ast.Call) and _call_name(node) in ("sqrt", "rsqrt") \
                or isinstance(node, ast.BinOp) and isinstance(node.op, ast.Pow) and isinstance(node.right, (ast.Constant, ast.UnaryOp)) \
                and ast.unparse(node.right).replace(" ", "") in ("0.5", "-0.5", "(1/2)", "(-1/2)"):
            found[("scale_written",)] += 1  # a square root written: sqrt(d), d ** 0.5, d ** -0.5
        if isinstance(node, ast.Call) and (
                _call_name(node) in ("rand", "randn", "rand_like", "randn_like", "bernoulli", "multinomial",
                                     "randint", "randperm", "normal", "Dropout",
                                     # a layer built in the call draws its initial weights at random
                                     "Linear", "Conv1d", "Embedding", "Bilinear", "MultiheadAttention",
                                     "kaiming_uniform_", "xavier_uniform_", "normal_", "uniform_")
                or _call_name(node) in ("dropout", "alpha_dropout", "dropout1d", "dropout2d")
                and not (isinstance(node.func, ast.Attribute) and isinstance(node.func.value, ast.Name)
                         and node.func.value.id not in ("F", "torch", "functional", "nn"))):
            # a draw at random: torch's generators, a Dropout built, F.dropout (the module given,
            # mha.dropout, is the grader's own)
            found[("draws",)] += 1
            if _call_name(node) in ("Linear", "Conv1d", "Embedding", "Bilinear", "MultiheadAttention"):
                found[("builds_layer",)] += 1
        if isinstance(node, ast.Call) and _call_name(node) == "dropout":
            # F.dropout(x, p, False): the third positional argument is `training`
            if len(node.args) >= 3 and isinstance(node.args[2], ast.Constant) and node.args[2].value is False:
                found[("eval_mode",)] += 1
        if isinstance(node, ast.Call) and _call_name(node) in ("dropout", "Dropout"):
            # F.dropout(x, p), nn.Dropout(p): where p stands
            at = 1 if _call_name(node) == "dropout" else 0
            p_arg = node.args[at] if len(node.args) > at else next(
                (k.value for k in node.keywords if k.arg == "p"), None)
            if isinstance(p_arg, ast.Name):  # keep = 0.9, then F.dropout(x, keep)
                p_arg = constants.get(p_arg.id, p_arg)
            if isinstance(p_arg, ast.Constant) and isinstance(p_arg.value, float) and p_arg.value > 0.5:
                found[("keep_as_p",)] += 1  # p = 0.9: the share kept, given where the share dropped goes
        if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Sub)) \
                and isinstance(node.left, ast.BinOp) and isinstance(node.left.op, ast.Div) \
                and isinstance(node.left.right, ast.Constant) and "(" not in _between(code, node.left, node):
            # 1 / 1 - p: the division binds first, where 1 / (1 - p) was meant
            found[("precedence",)] += 1
        if isinstance(node, ast.Call) and _call_name(node) == "squeeze" and not node.args and not node.keywords:
            found[("squeeze_all",)] += 1  # squeeze() drops every size-1 axis, not just the one meant
        if isinstance(node, ast.Attribute) and node.attr in ("T", "mT", "H", "mH"):
            found[(node.attr,)] += 1
            found[("transposing",)] += 1
        if isinstance(node, (ast.Dict, ast.Tuple, ast.List)):
            # a layer listed in a table ({"v": mha.W_key}, (mha.W_query, mha.W_key)) is called
            # through it: each entry counts as a use of that layer
            for e in (node.values if isinstance(node, ast.Dict) else node.elts):
                if isinstance(e, ast.Attribute) and isinstance(e.ctx, ast.Load) and e.attr.startswith("W_"):
                    found[("uses", e.attr)] += 1
                elif isinstance(e, ast.Constant) and isinstance(e.value, str) and e.value.startswith("W_") \
                        and e.value.isidentifier():  # ("W_query", "W_key", "W_key"), read with getattr
                    found[("uses", e.value)] += 1  # (a pair ("v", "W_key") is a tuple of its own)
        if not isinstance(node, ast.Call):
            continue
        name = node.func.attr if isinstance(node.func, ast.Attribute) else (
            node.func.id if isinstance(node.func, ast.Name) else "")
        ints = [_int(a) for a in node.args]
        if name in TRANSPOSING:
            found[("transposing",)] += 1
            pair = [i for i in ints if i is not None][-2:]
            if name in ("transpose", "swapaxes", "swapdims") and len(pair) == 2:
                found[("transpose", *sorted(pair))] += 1
        if name in ("masked_fill", "masked_fill_", "where"):
            found[("masking",)] += 1
        if name == "where" and len(node.args) == 3 and not any(_neg_inf(resolved(a)) for a in node.args[1:]) and any(
                (v := _arithmetic(resolved(a))) is not None and -1000 < v < 0 or _mentions(resolved(a), ("min", "amin"))
                for a in node.args[1:]):
            found[("fill_finite",)] += 1  # torch.where(mask, scores.min() - 1, scores): a finite fill
        if name in ("softmax", "log_softmax") and node.args and isinstance(node.args[0], ast.Name) \
                and node.args[0].id in transposed and -1 in [_int(a) for a in node.args[1:2]] + \
                [_int(k.value) for k in node.keywords if k.arg == "dim"]:
            found[("softmax_of_transposed",)] += 1  # rows are the keys there: -1 runs over the queries
        if name in ("masked_fill", "masked_fill_") and node.args and _mentions(resolved(node.args[0]), ("isnan",)):
            # w.masked_fill(w.isnan(), 0), or of a name bound to such a test: NaN cleaned, not a
            # mask of positions
            found[("nan_fill",)] += 1
        if name in ("nan_to_num", "nan_to_num_") or name == "where" and node.args \
                and _mentions(resolved(node.args[0]), ("isnan",)):
            found[("nan_cleaned",)] += 1
        if isinstance(node.func, ast.Name) and node.func.id == "sum" and len(node.args) == 1 \
                and isinstance(node.args[0], (ast.Name, ast.Attribute, ast.Call)):
            found[("builtin_sum",)] += 1  # Python's sum(e) of a tensor: the first axis, row by row
        if name in ("transpose", "swapaxes", "swapdims") and isinstance(node.func, ast.Attribute) \
                and isinstance(node.func.value, ast.Call) and _call_name(node.func.value) in ("view", "reshape"):
            found[("view_transposed",)] += 1  # x.view(…).transpose(1, 2): one expression
        fill = resolved(node.args[1] if len(node.args) > 1 else next((k.value for k in node.keywords if k.arg == "value"), None)) \
            if name in ("masked_fill", "masked_fill_") else None
        if fill is not None and not _neg_inf(fill) and not _zero(fill) and not _mentions(fill, ("inf", "finfo")) \
                and not (_arithmetic(fill) is not None and _arithmetic(fill) <= -1000):  # exp(-1e4) is 0
            found[("fill_finite",)] += 1  # a finite fill (-1e4, scores.min() - 1): exp of it is never 0
        if name in KEEP_MASK_CALLS and isinstance(node.func, ast.Attribute) and (
                isinstance(node.func.value, ast.Attribute) and node.func.value.attr == "masked"
                or isinstance(node.func.value, ast.Name) and node.func.value.id == "masked"):
            # torch.masked.softmax(x, dim, mask=…): its mask marks the entries to keep
            found[("keep_mask",)] += 1
            found[("masking",)] += 1
        if name and not (isinstance(node.func, ast.Name) and name in own):
            # (a helper of the learner's own named split or softmax is not torch's)
            found[("call", name)] += 1
        if name:
            found[("uses", name)] += 1
        if name in ("split", "array_split") and isinstance(node.func, ast.Attribute) \
                and isinstance(node.func.value, ast.Name) and node.func.value.id in ("np", "numpy"):
            found[("np_split",)] += 1  # np.split(a, k): k pieces (torch's chunk), not pieces of size k
        # a layer handed to a helper (proj(mha.W_key)) is used as a call of it would be
        for a in node.args:
            if isinstance(a, ast.Attribute):
                found[("uses", a.attr)] += 1
        # rows set to zero by a mask after the fact (a fill of 0, a product with a broadcast mask):
        # code that already does what "zero them" would tell it to. A NaN cleaned (nan_to_num,
        # where(isnan(w), 0, w)) zeroes only the rows that had no key, not the padded queries.
        if name in ("masked_fill", "masked_fill_", "where") and not _mentions(node, ("isnan", "isinf", "isfinite")) \
                and any(_zero(a) for a in list(node.args[1:]) + [k.value for k in node.keywords]):
            found[("zeroing",)] += 1
        # values tiled or repeated (a length per row): .expand of a fresh arange/ones is a grid
        receiver = node.func.value if isinstance(node.func, ast.Attribute) else None
        fresh = isinstance(receiver, ast.Call) and _call_name(receiver) in FRESH
        if name in ("repeat", "repeat_interleave", "tile") or name in ("expand", "expand_as") and not fresh:
            found[("tiling",)] += 1
        if name in REDUCING:
            dims = [_int(k.value) for k in node.keywords if k.arg in ("dim", "axis")]
            dims += [i for i in ints if i is not None]
            for d in dims[:1]:
                if d is not None:
                    found[("reduce", name, d)] += 1
    if found[("call", "exp")] and not any(found[("call", c)] for c in SHIFTS):
        found[("exp_raw",)] += 1  # exp of the scores as they are: no maximum subtracted anywhere
    return found


def _between(code: str, inner: ast.AST, outer: ast.AST) -> str:
    """The text of ``outer`` before ``inner`` begins: a parenthesis there means the division was
    grouped on purpose ((x / 2) - 1)."""
    try:
        whole = ast.get_source_segment(code, outer) or ""
        part = ast.get_source_segment(code, inner) or ""
    except Exception:  # noqa: BLE001 - no text, no reading
        return "("
    return whole[:whole.find(part)] if part and part in whole else "("


DTYPES = {"float32", "float", "float64", "double", "float16", "half", "bfloat16", "int64", "long", "int32", "int"}


def _dtype_only(call: ast.Call) -> bool:
    """A .to() given a dtype alone (torch.float32, dtype=torch.float64), no device."""
    def dtype(node) -> bool:
        return isinstance(node, ast.Attribute) and node.attr in DTYPES \
            and isinstance(node.value, ast.Name) and node.value.id == "torch"
    given = [*call.args, *(kw.value for kw in call.keywords if kw.arg in ("dtype", "device"))]
    return bool(given) and all(dtype(g) for g in given)


def _unit_slice(node) -> bool:
    """A slice one entry wide, k:k + 1 (a column kept as a (n, 1) tensor)."""
    if not isinstance(node, ast.Slice) or node.step is not None or node.lower is None or node.upper is None:
        return False
    low, high = _arithmetic(node.lower), _arithmetic(node.upper)
    if low is not None and high is not None:
        return high - low == 1
    return isinstance(node.upper, ast.BinOp) and isinstance(node.upper.op, ast.Add) \
        and ast.dump(node.upper.left) == ast.dump(node.lower) and _arithmetic(node.upper.right) == 1


def _product(node) -> bool:
    """A matrix product written as a @ b or matmul/mm/bmm/einsum(...)."""
    return isinstance(node, ast.BinOp) and isinstance(node.op, ast.MatMult) or \
        isinstance(node, ast.Call) and _call_name(node) in ("matmul", "mm", "bmm", "einsum")


def _eps(node) -> bool:
    """A small positive constant (1e-6, 1e-12) or a name for one (eps, EPS, self.eps)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, float):
        return 0 < node.value <= 1e-3
    name = node.id if isinstance(node, ast.Name) else (node.attr if isinstance(node, ast.Attribute) else "")
    return name.lower().startswith("eps")


KEEP_MASK_CALLS = {"softmax", "log_softmax", "sum", "mean", "amax", "amin", "logsumexp", "normalize"}
FRESH = {"arange", "ones", "zeros", "ones_like", "zeros_like", "tril", "triu", "eye", "full"}


def _leading_colon(node) -> bool:
    """An index whose first part is a bare ':' (a[:, …]), the whole leading axis kept."""
    return isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Tuple) and bool(node.slice.elts) \
        and isinstance(node.slice.elts[0], ast.Slice) \
        and not any((node.slice.elts[0].lower, node.slice.elts[0].upper, node.slice.elts[0].step))


def _tensor_arg(node) -> bool:
    """An argument that is not a dim (x.max(other) compares two tensors): a name that is no dim's."""
    return isinstance(node, ast.Name) and node.id not in ("dim", "axis", "d")


def _contiguous_first(func) -> bool:
    """A method chain ending in ``.view`` in which ``.contiguous()`` comes before an axis move:
    the move after it makes the tensor non-contiguous again."""
    moved = False
    node = func.value if isinstance(func, ast.Attribute) else None
    while node is not None:
        attr = node.func.attr if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) else \
            node.attr if isinstance(node, ast.Attribute) else None
        if attr is None:
            return False
        if attr in TRANSPOSING:
            moved = True
        elif attr == "contiguous":
            return moved
        node = node.func.value if isinstance(node, ast.Call) else node.value
    return False


def _call_name(node) -> str:
    f = node.func
    return f.attr if isinstance(f, ast.Attribute) else (f.id if isinstance(f, ast.Name) else "")


def _mentions(node, names) -> bool:
    return any(isinstance(sub, ast.Call) and _call_name(sub) in names for sub in ast.walk(node))


def _arithmetic(node) -> float | None:
    """The number a literal or an arithmetic of literals stands for (0.9, 1 - 0.1), else None."""
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)) and not isinstance(node.value, bool):
        return node.value
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        v = _arithmetic(node.operand)
        return -v if v is not None else None
    if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Sub, ast.Mult, ast.Div)):
        a, b = _arithmetic(node.left), _arithmetic(node.right)
        if a is None or b is None or isinstance(node.op, ast.Div) and b == 0:
            return None
        return {ast.Add: a + b, ast.Sub: a - b, ast.Mult: a * b}.get(type(node.op), a / b if b else None)
    return None


def _transposed_node(node) -> bool:
    """x.T, x.mT, x.t(), x.transpose(…), x.permute(…) (or torch.transpose(x, …)) as written; x.T.T
    (two of .T, .mT or .t() in a row) undoes itself."""
    if isinstance(node, ast.Attribute) and node.attr in ("T", "mT", "H", "mH"):
        return not _plain_transpose(node.value)
    if isinstance(node, ast.Call) and _call_name(node) == "t" and isinstance(node.func, ast.Attribute):
        return not _plain_transpose(node.func.value)
    return isinstance(node, ast.Call) and _call_name(node) in ("t", "transpose", "permute", "swapaxes", "movedim")


def _plain_transpose(node) -> bool:
    """x.T, x.mT or x.t(): a transpose of the last two axes that a second one undoes."""
    return isinstance(node, ast.Attribute) and node.attr in ("T", "mT") \
        or isinstance(node, ast.Call) and _call_name(node) == "t" and not node.args


def _zero(node) -> bool:
    """A literal 0, or a fresh tensor of zeros (torch.zeros_like(w), w.new_zeros(...))."""
    if isinstance(node, ast.Call) and _call_name(node) in ("zeros_like", "zeros", "new_zeros"):
        return True
    try:
        v = ast.literal_eval(node)
    except Exception:  # noqa: BLE001 - not a literal
        return False
    return isinstance(v, (int, float)) and not isinstance(v, bool) and v == 0


def _mask_like(node) -> bool:
    """An operand of a product that is a broadcast mask (m[:, None, :, None], m.view(...).float())."""
    for sub in ast.walk(node):
        if isinstance(sub, ast.Subscript) and any(isinstance(e, ast.Constant) and e.value is None for e in (
                sub.slice.elts if isinstance(sub.slice, ast.Tuple) else [sub.slice])):
            return True
        if isinstance(sub, ast.Call) and _call_name(sub) in ("view", "unsqueeze", "float", "type_as", "to",
                                                            "reshape"):
            return True
    return False


def _neg_inf(node) -> bool:
    """-inf written as float("-inf"), -float("inf"), -math.inf, -torch.inf, -np.inf."""
    if isinstance(node, ast.Call) and _call_name(node) == "float" and node.args \
            and isinstance(node.args[0], ast.Constant) and str(node.args[0].value).strip().lower() in ("-inf", "-infinity"):
        return True
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        v = node.operand
        if isinstance(v, ast.Attribute) and v.attr == "inf":
            return True
        if isinstance(v, ast.Call) and _call_name(v) == "float" and v.args and isinstance(v.args[0], ast.Constant) \
                and str(v.args[0].value).strip().lower() in ("inf", "infinity"):
            return True
    return False


# calls that shift scores before an exp or do it for them
SHIFTS = ("max", "amax", "logsumexp", "softmax", "log_softmax", "clamp", "clamp_max", "clip")
# calls that join pieces, or cut one into pieces, along an axis
JOINS = ("cat", "concat", "concatenate", "stack", "hstack", "vstack", "dstack")
CUTS = ("split", "chunk", "tensor_split", "unbind")
VIEWS = ("view", "reshape", "flatten", "unflatten", "view_as", "reshape_as")
# A text's premise about the learner's code. "lacks": the text tells the learner to add one of these
# constructs, so where the code has one it is told instead by ``then`` (a text that says the code has
# it and names what else makes the symptom). "needs": the text explains the output by one of these
# constructs, so where the code has none it is not said: an exact rewrite after it is told alone.
PREMISES = {
    "ex3_3.not_moved": {"lacks": {("to_kept",)}, "then": "ex3_3.not_moved_to_called",
                        # .to(device) of one buffer or attribute (mha.mask): the module never moves
                        "prefer": ({("to_part",)}, "ex3_3.not_moved_part"),
                        # no .to or .cuda anywhere (a line commented out, the move forgotten)
                        "needs": {("call", "to"), ("call", "cuda")}, "else": "ex3_3.not_moved_never"},
    # a move that happens, told by what keeps it from the device given: a test of the device that the
    # grader's device fails, or each child moved while the module's own mask buffer stays
    "ex3_3.not_moved_to_called": {"prefer": [({("to_dtype",)}, "ex3_3.not_moved_dtype"),
                                             ({("keeps_global",)}, "ex3_3.not_moved_cached"),
                                             ({("to_conditional",)}, "ex3_3.not_moved_conditional"),
                                             ({("to_children",)}, "ex3_3.not_moved_children")]},
    # "the future is not masked" of code that masks (a fill that hides nothing, the wrong positions):
    # the exact change that gives its output, told alone
    "ex_causal_weights.future": {"contradicted_by": {("masking",)}, "else": "ex_causal_weights.future_partly",
                                 # the exact change (the mask inverted) says why the future is seen
                                 "exact_wins": True},
    # "zeroed after the softmax, mask with -inf before it" of code that fills -inf before it: the
    # other slip with the same output (the two masks on each other's axis), told alone
    "mistake.zeroed_after_softmax": {"contradicted_by": {("neg_inf",)}},
    "ex_causal_weights.row_sum": {"lacks": {("neg_inf",)}, "then": "ex_causal_weights.row_sum_inf",
                                  # "renormalise" of code that renormalises: its divisor is the slip
                                  "prefer": [({("times_inf",)}, "feedback.zero_times_inf_all"),
                                             ({("divides_by_sum",)}, "ex_causal_weights.row_sum_divisor")]},
    # "write transpose(1, 2) there" of a shape typed by hand: no call to change, the counting told
    "rewrite.transpose_axes": {"needs": {("transposing",), ("call", "einsum"), ("call", "movedim"), ("call", "moveaxis"),
                                         ("call", "swapaxes"), ("call", "swapdims")},
                               "else": "rewrite.transpose_axes_typed"},
    # "the shape after view only" of code whose view is transposed in the same expression
    # (x.view(…).transpose(1, 2)): the transpose ran, so the view was in the other order
    "ex_shape_view.no_transpose": {"prefer": ({("view_transposed",)}, "ex_shape_view.view_order_transposed")},
    # "the mask leaves future positions visible" / "hidden positions get weight" of code whose fill
    # is a finite number: the fill, not the positions
    "ex_causal_weights.future_partly": {"prefer": ({("fill_finite",)}, "feedback.prop.masked_weight_finite_fill")},
    "feedback.prop.masked_weight": {"prefer": ({("fill_finite",)}, "feedback.prop.masked_weight_finite_fill")},
    # rows that lost their weight, from a mask multiplied by -inf (0 × −inf is NaN, cleaned to 0)
    "ex_causal_weights.row_sum_inf": {"prefer": ({("times_inf",)}, "feedback.zero_times_inf_all")},
    "ex_padding_attention.query_rows": {"lacks": {("zeroing",)}, "then": "ex_padding_attention.query_rows_zeroed",
                                        # rows zeroed where they came out NaN only
                                        "prefer": ({("nan_fill",), ("nan_cleaned",)}, "ex_padding_attention.query_rows_nan_only")},
    # its guess (a length changed) gives way to an exact change that gives the output (another mask);
    # code that clamps is told by its clamp alone
    "ex_padding_attention.query_rows_zeroed": {"exact_wins": True,
                                               "prefer": ({("call", "clamp"), ("call", "clamp_"), ("call", "clamp_min"),
                                                           ("call", "clip")}, "ex_padding_attention.query_rows_clamped")},
    # "multiplying NaN by zero is still NaN" of code that zeroes nothing: the rows were never zeroed
    "ex_padding_attention.nan": {"needs": {("zeroing",)}, "else": "ex_padding_attention.query_rows_nan",
                                 # exp of unshifted scores: the NaN is inf / inf, no -inf fill
                                 "prefer": ({("exp_raw",)}, "feedback.nan_exp_overflow")},
    # "the lengths expanded in the wrong order" of code that tiles nothing: the rows masked at another
    # sequence's length, said without that guess (one length for the whole batch, a mask per sequence)
    "feedback.lengths_mixed": {"needs": {("call", "repeat"), ("call", "tile"), ("call", "repeat_interleave")},
                               "else": "feedback.lengths_mixed_plain"},
    # a text naming the triangle functions, SDPA, a loop or slice: where the code has none of them
    # (an arange comparison, masked_fill, one whole-tensor expression) the symptom is told with
    # what the code has, by "else"
    "ex_causal_weights.masked_past": {"needs": {("call", "tril"), ("call", "tril_")},
                                      "else": "ex_causal_weights.masked_past_triu",
                                      # torch.masked.softmax given the future: its mask means keep
                                      "prefer": ({("keep_mask",)}, "ex_causal_weights.masked_past_keep")},
    # the same of code whose mask comes from triu (transposed, negated): told without tril
    "ex_causal_weights.masked_past_triu": {"needs": {("call", "triu"), ("call", "triu_")},
                                           "else": "ex_causal_weights.masked_past_compare"},
    # a text naming the learner's reduction call (`sum` with no dim): where the code has no such
    # call (one accumulator in a loop), the same fact without the call
    "rewrite.reduce_all": {"needs_arg": "op", "else": "rewrite.reduce_all_nocall"},
    # "the `sum` lost its axis" of code with no such reduction (a softmax, a mask indexed without its
    # query axis): the same broadcast told by the axis the tensor lacks, not by the call
    "rewrite.keepdim": {"needs_arg": "op", "else": "rewrite.keepdim_nocall"},
    # the diagonal masked by a triangle function's offset: code with another construct (an index
    # comparison, triu_indices) is told the same fact without naming triu's argument
    "mistake.mask_diagonal": {"needs": {("call", "triu"), ("call", "triu_")}, "else": "mistake.mask_diagonal_tril"},
    # the same of code whose mask is tril's kept keys (tril(…, diagonal=-1)): told by tril's offset
    "mistake.mask_diagonal_tril": {"needs": {("call", "tril"), ("call", "tril_")}, "else": "mistake.mask_diagonal_other"},
    # "concatenated where stacked" of code that joins nothing: the axes merged by a flatten or view
    "feedback.shape.merged": {"needs": {("call", c) for c in ("cat", "concat", "concatenate", "stack", "hstack",
                                                               "vstack", "dstack")},
                              "else": "feedback.shape.merged_view"},
    # "the merge reshapes (b, h, n, hd) straight to (b, n, d)" of code that joins the heads' pieces
    # along the tokens first (cat of unbind(1) on dim=1), which lays them out the same way
    "ex_split_merge.merge_no_transpose": {"prefer": ({("call", c) for c in ("cat", "concat", "concatenate")},
                                                     "ex_split_merge.merge_cat_tokens")},
    # a scale nobody wrote, from code that calls scaled_dot_product_attention: SDPA's own default scale
    "rewrite.scale_extra": {"prefer": ({("call", "scaled_dot_product_attention")}, "rewrite.scale_extra_sdpa")},
    # 1 - p for the survivors' value, from 1 / 1 - p: Python's precedence, not a belief about dropout
    "ex_dropout_survivor.times_keep": {"prefer": ({("precedence",)}, "ex_dropout_survivor.precedence")},
    # a wrong shape from code that squeezes every size-1 axis: told why a size-1 axis went
    "feedback.wrong_shape": {"prefer": ({("squeeze_all",)}, "feedback.shape.squeeze_all")},
    # an error in code that squeezes every size-1 axis: an input with size-1 axes lost some
    "feedback.raised": {"prefer": ({("squeeze_all",)}, "feedback.raised_squeeze_all",
                                   lambda args: any(w in str(args.get("error", "")) for w in
                                                    ("IndexError", "out of range", "Dimension out of range",
                                                     "not enough values", "must match", "invalid for input")))},
    # "the name rebound" of code that deep-copies into a new module: the copy is what was returned
    # "never copied" of code that binds the parameter's name to a new module: the copy went there
    # "use dim=-1" of code whose softmax runs along -1 of a transposed table: that is the queries
    "ex_causal_weights.wrong_dim": {"prefer": ({("softmax_of_transposed",)}, "ex_causal_weights.wrong_dim_transposed")},
    # "normalise the scores with the softmax" of code that computes one: the sum takes the scores
    "ex_context.unnormalised": {"lacks": {("call", "softmax"), ("call", "exp")}, "then": "ex_context.unnormalised_unused"},
    "ex3_1.not_copied": {"prefer": [({("rebinds_param",)}, "ex3_1.rebound_local"),
                                    # entries of state_dict() assigned, never loaded back
                                    ({("state_dict_assigned",)}, "ex3_1.state_dict_unloaded")]},
    # "no .double()" of code that makes float64 another way (dtype=float, numpy's float64)
    "ex3_1.dtype": {"needs": {("call", "double")}, "else": "ex3_1.dtype_made"},
    # "normalised over the wrong axis" of code that sums with Python's sum(): its first axis
    "feedback.prop.normalised_axis": {"prefer": ({("builtin_sum",)}, "feedback.prop.normalised_builtin_sum")},
    # a sum over the first axis in code that sums a tensor with Python's sum(): that is the builtin's
    "rewrite.reduce_dim": {"prefer": ({("builtin_sum",)}, "rewrite.reduce_dim_builtin",
                                      lambda args: args.get("op") == "sum" and args.get("got") == "dim=0")},
    # "num_heads=1" of a wrapper built with two heads and cut afterwards
    "ex3_2.heads": {"prefer": ({("heads_written",)}, "ex3_2.heads_cut")},
    "ex3_1.rebound": {"prefer": ({("call", "deepcopy"), ("call", "copy")}, "ex3_1.copied"),
                      # a new module built under another name: no parameter's name was rebound
                      "needs": {("rebinds_param",)}, "else": "ex3_1.copied"},
    # "the mask hides too much" where the code masks nothing: the weights lost another way
    "feedback.prop.hidden_weight": {"needs": {("masking",), ("neg_inf",), ("call", "tril"), ("call", "triu")},
                                    "else": "feedback.prop.hidden_weight_nomask"},
    "ex_mha_forward.sdpa_inverted": {"needs": {("call", "scaled_dot_product_attention")},
                                     "else": "ex_mha_forward.mask_inverted_fill"},
    "feedback.prop.untouched_zero": {"needs": {("loop",), ("slice",)}, "else": "feedback.prop.computed_zero",
                                     "prefer": [({("minus_count_slice",)}, "feedback.slice_minus_zero"),
                                                ({("zero_branch",)}, "feedback.prop.zero_branch")]},
    "feedback.prop.computed_zero": {"prefer": [({("minus_count_slice",)}, "feedback.slice_minus_zero"),
                                               ({("zero_branch",)}, "feedback.prop.zero_branch")]},
    # "the view splits in another order" of code that takes strided slices (x[..., i::h]), no view
    "rewrite.view_interleaved": {"prefer": ({("strided_slice",)}, "rewrite.heads_strided")},
    "rewrite.heads_interleaved": {"prefer": ({("strided_slice",)}, "rewrite.heads_strided")},
    "ex_dropout_survivor.unscaled": {"prefer": ({("eval_mode",)}, "ex_dropout_survivor.eval_mode")},
    "ex_dropout_survivor.over_p": {"prefer": ({("keep_as_p",)}, "ex_dropout_survivor.keep_as_p")},
    # an output that changes from call to call, from code that draws nothing at random: a state
    # kept between calls (a cache, an attribute set on the module), not dropout
    "ex_mha_forward.random": {"prefer": ({("builds_layer",)}, "ex_mha_forward.random_layer"),
                              "needs": {("draws",)}, "else": "ex_mha_forward.stateful"},
    "rewrite.dropout_off": {"prefer": ({("eval_mode",)}, "rewrite.dropout_eval")},
    # the first factor transposed, where the code takes a column of a product the other way round
    "rewrite.operand_transposed": {"prefer": ({("column",)}, "rewrite.operand_transposed_column")},
    # slices off by their own factor in code that adds an epsilon to a sum: the epsilon is told
    "feedback.prop.slice_factors": {"prefer": ({("eps_added",)}, "feedback.prop.slice_factors_eps")},
    # axes put in another order by a permute or transpose: code with neither (a stack or cat
    # along another axis, then a reshape) has no such call to change, so the line is said
    # "w.repeat(k).view(n, k)" of code that tiles otherwise (expand(k, n).reshape(n, k)): the same
    # row-major filling told without naming repeat
    "rewrite.tiled_view": {"needs": {("call", "repeat")}, "else": "rewrite.tiled_view_other"},
    # "a sum or max over the wrong axis" of code that reduces nothing: rows mixed by a view or
    # reshape that reads the memory in another order
    "feedback.prop.leak_rows": {"needs": {("call", c) for c in ("sum", "amax", "max", "mean", "softmax", "logsumexp",
                                                                "cumsum", "norm", "nansum", "einsum", "log_softmax")},
                                "else": "feedback.prop.leak_rows_view"},
    # "not scaled" of code that computes a square root: the factor is computed but never reaches the
    # scores (a keyword that multiplies another term, a result not kept)
    "ex_mha_forward.no_scale": {"lacks": {("scale_written",)}, "then": "ex_mha_forward.no_scale_written"},
    # a context length that is a size of the batch along another axis: told so only where the code
    # reads a size off a tensor (a typed 2 may be meant as the output's width)
    # "only an nn.Parameter can replace one" of code that made a Parameter and then transposed it
    "ex3_1.assign_tensor": {"prefer": ({("parameter_op",)}, "ex3_1.assign_parameter_op")},
    "ex3_2.context_axis": {"needs": {("reads_shape",), ("unpacks_sizes",)}, "else": "ex3_2.context"},
    # "a flatten, view or reshape merged more axes" of a shape typed by hand: the axes merged, said
    # without the calls
    # "a loop over the first axis, or a .sum() with no dim on each slice" of code that views every
    # axis after the first as one row: that view
    "rewrite.reduce_after_first": {"prefer": ({("trailing_flattened",)}, "rewrite.reduce_after_first_view")},
    "feedback.shape.merged_view": {"prefer": ({("rows_flattened",)}, "feedback.shape.extra_flattened",
                                              lambda args: not args.get("short")),  # code's output only
                                   "needs": {("call", c) for c in ("flatten", "view", "reshape", "unflatten", "view_as",
                                                                    "reshape_as", "einsum", "permute", "transpose")},
                                   "else": "feedback.shape.merged_typed"},
    # "cat on the wrong dim, or chunk/split on the wrong dim": the one the code has, where it has one
    "feedback.shape.wrong_axis": {"prefer": [
                                      # a size-1 axis standing where a k belongs, k where the 1
                                      # belongs: an axis put in (unsqueeze, None) at another place
                                      ({("new_axis",)}, "feedback.shape.wrong_axis_unsqueeze",
                                       lambda args: args.get("inserted") == "1"),
                                      ({("call", "cat"), ("call", "concat"), ("call", "concatenate"),
                                        ("call", "stack"), ("call", "hstack"), ("call", "vstack")},
                                       "feedback.shape.wrong_axis_join")],
                                  # code that joins and cuts nothing: sizes handed to a view
                                  "needs": {("call", c) for c in (*JOINS, *CUTS)},
                                  "else": "feedback.shape.wrong_axis_view"},
    # an extra size-1 axis from code that flattens the leading axes to rows and never restores them
    "feedback.shape.extra": {"prefer": [({("rows_flattened",)}, "feedback.shape.extra_flattened"),
                                        # an argument sliced with ':' before an index (a[:, i]): the
                                        # slice keeps the size-1 axis an integer index would drop
                                        # an axis of size 1 the code puts in (unsqueeze, None)
                                        ({("new_axis",)}, "feedback.shape.extra_unsqueezed",
                                         lambda args: str(args.get("size")) == "1"),
                                        ({("slice_keeps",)}, "feedback.shape.extra_sliced",
                                         lambda args: str(args.get("size")) == "1"),
                                        # pieces of chunk or split keep the axis they were cut along
                                        ({("call", "chunk"), ("call", "split"), ("call", "tensor_split")},
                                         "feedback.shape.extra_chunked", lambda args: str(args.get("size")) == "1")]},
    # keys @ queriesᵀ of code that calls SDPA: its arguments in each other's place
    "ex_mha_forward.scores_transposed": {"prefer": [({("call", "scaled_dot_product_attention")},
                                                     "ex_mha_forward.scores_transposed_sdpa"),
                                                    # the product written as an einsum: its labels
                                                    ({("call", "einsum")}, "ex_mha_forward.scores_transposed_einsum")]},
    # the maximum's index subtracted (x.max(dim)[1], .indices): said so, not hedged
    "ex_stable_softmax.overflow": {"prefer": ({("max_index",)}, "ex_stable_softmax.overflow_index")},
    # the input changed by an assignment into it by index, not by an in-place op
    # "off by float16 rounding" of code that names no lower precision: the values are close by
    # another route (a shift, a scale near 1); the size of the gap is said without the cause
    "feedback.prop.rounding": {"needs": {("low_precision",)}, "else": "feedback.prop.close_values"},
    "feedback.input_changed": {"prefer": [({("alias_param",)}, "feedback.input_changed_alias"),
                                          ({("setitem_param",)}, "feedback.input_changed_index")]},
    "rewrite.permute_axes": {"needs": {("call", c) for c in (*TRANSPOSING, "einsum")}},
    # "the mask is inverted" of code that multiplies a mask by -inf: the NaN of 0 × (−inf) hid
    # every kept position too
    # code that moves axes more than the reference does (a permute that already swaps them, then a
    # transpose): the swap may be one too many, not one missing
    "rewrite.no_transpose": {"prefer": ({("call", "permute"), ("call", "transpose"), ("call", "movedim")},
                                        "rewrite.no_transpose_moved")},
    # code that hides without masked_fill (an additive mask, torch.where): the same fact, told
    # without masked_fill's rule
    "rewrite.mask_inverted": {"prefer": ({("times_inf",)}, "feedback.zero_times_inf_all"),
                              "needs": {("call", "masked_fill"), ("call", "masked_fill_")},
                              "else": "rewrite.mask_inverted_plain"},
    # "scaled twice, or scaled and then given to SDPA" of code without SDPA: the two scalings said
    # "x / √d ** -1, or SDPA's scale=": the one the code has; code with neither, the fact alone
    "rewrite.scale_inverted": {"prefer": ({("neg_power",)}, "rewrite.scale_inverted_power"),
                               "needs": {("call", "scaled_dot_product_attention")},
                               "else": "rewrite.scale_inverted_plain"},
    # "as if a causal mask had been applied" of code that masks nothing: the keys were cut to the
    # tokens up to the query (a slice, a cache filled so far)
    "rewrite.causal_added": {"needs": {("masking",), ("neg_inf",), ("call", "tril"), ("call", "triu"),
                                       ("call", "tril_"), ("call", "triu_"), ("call", "scaled_dot_product_attention")},
                             "else": "rewrite.causal_added_prefix"},
    "mistake.scaled_twice": {"needs": {("call", "scaled_dot_product_attention")}, "else": "mistake.scaled_twice_plain"},
    # more square roots written than the reference's one: the two divisions are the code's own
    "mistake.scaled_twice_plain": {"prefer": [({("root",)}, "mistake.scaled_twice_written"),
                                              # one root in a name, applied to two tensors (q and k)
                                              ({("root_used",)}, "mistake.scaled_twice_reused")]},
    "rewrite.view_order": {"needs": {("call", "view"), ("call", "reshape"), ("call", "unflatten")},
                           "prefer": ({("call", "split"), ("call", "chunk"), ("call", "tensor_split")},
                                      "rewrite.view_order_split")},
    # numpy's split takes a count of pieces, torch's a size: the text for the call the code makes
    "rewrite.view_order_split": {"prefer": ({("np_split",)}, "rewrite.view_order_np_split")},
    # "call .contiguous() before .view" of code that does, but before the transpose: the order
    "feedback.needs_contiguous": {"prefer": ({("contiguous_before_transpose",)}, "feedback.needs_contiguous_order")},
    # "a loop that assigns where it should add" of code with no loop: the one term, said plainly
    "rewrite.single_term": {"needs": {("accumulating_loop",)}, "else": "rewrite.single_term_plain"},
}
# A text's premise about the exercise's reference: the causal text says "this attention has no mask",
# untrue where the reference masks (padding): there the other mask is to stay.
REFERENCE_PREMISES = {"rewrite.causal_added": ({("masking",)}, "rewrite.causal_added_keep")}


def _learner(submission) -> Counter:
    """The constructs of the learner's code: a notebook's cells read as one file where they parse
    together (a name bound in one cell and used in the next keeps what it was bound to)."""
    sources = [code for _, code in discarded._sources(submission)]
    whole = "\n\n".join(sources)
    try:
        ast.parse(whole)
    except (SyntaxError, ValueError):
        learner = Counter()
        for code in sources:
            learner += constructs(code)
        return learner
    return constructs(whole)


def _premise(key: str, args: dict, learner: Counter, reference: Counter) -> tuple[str, dict]:
    """One premise of PREMISES checked against the learner's constructs: the text, or its truer variant."""
    premise = PREMISES.get(key)
    if premise:
        prefer = premise.get("prefer")
        chosen = next((other for constructs_, other, *holds in (prefer if isinstance(prefer, list) else
                                                                 [prefer] if prefer else [])
                       if any((learner - reference)[c] > 0 for c in constructs_) and all(h(args) for h in holds)),
                      None)
        if chosen:
            # the code cuts with a construct the reference does not use: told in its terms
            key = chosen
        elif premise.get("contradicted_by") and any(learner[c] > 0 for c in premise["contradicted_by"]):
            for other in ("exact", "either"):
                if args.get(other):
                    return args[other], _prefixed(args, other)
            # no exact change: the same symptom without the false premise, and the line where the
            # values go wrong
            key, args = premise.get("else", key), divergence.say_held(args)
        elif premise.get("lacks") and any(learner[c] > 0 for c in premise["lacks"]):
            key = premise["then"]
        elif premise.get("needs_arg") and learner[("call", str(args.get(premise["needs_arg"], "")))] == 0:
            # what the trace saw where the answer raised, if anything, else the same fact without the call
            key, args = (args["alt"], _prefixed(args, "alt")) if args.get("alt") else (premise["else"], args)
        elif premise.get("needs") and not any(learner[c] > 0 for c in premise["needs"]):
            if args.get("alt"):
                key, args = args["alt"], _prefixed(args, "alt")
            elif args.get("exact"):
                key, args = args["exact"], _prefixed(args, "exact")
            elif premise.get("else"):
                key = premise["else"]
            else:  # no truer text: the line where the code's own steps leave the right ones, said
                args = divergence.say_held(args)
    return key, args


def true_of_code(outcome, submission, folder: Path | None = None):
    """The outcome with each text whose premise the code contradicts replaced: by its variant for
    code that has the construct, else by the exact rewrite after it (which then comes first), else
    left as it is (no truer text)."""
    if outcome.status != "failed":
        return outcome
    try:
        learner = _learner(submission)
        reference = constructs(_reference_code(Path(folder))) if folder is not None else Counter()
    except Exception:  # noqa: BLE001 - the reading only replaces words
        return outcome
    key, args = outcome.feedback, dict(outcome.args)
    for _ in range(2):  # a variant may have a premise of its own (merged -> merged_view -> typed)
        before = key
        key, args = _premise(key, args, learner, reference)
        if key == before:
            break
    if args.get("also") == "rewrite.permute_axes" and _written(submission, args.get("also_want")) \
            and not _written(submission, args.get("also_got")):
        # "and once that is fixed: permute(…) where permute(0, 2, 1, 3) is needed" of code that has
        # that very permute: the second reading is the search's, not the code's
        args = {k: v for k, v in args.items() if not k.startswith("also")}
    if key == "feedback.module_changed" and _writes_into(submission, str(args.get("module", ""))):
        key = "feedback.module_changed_into"  # weights written into the module to read: a copy the wrong way
    if args.get("also") in ("rewrite.index", "rewrite.index_other") and args.get("plain_got") \
            and _index_contradicted(submission, args.get("also_got"), args.get("also_want")):
        # a pair found for one number (a scale and another row) whose row the code never indexes
        # while it indexes the right one: a coincidence of four decimals, not the learner's route
        located = {k: v for k, v in divergence.say_held(args).items() if k.startswith("diverge_")}
        key, args = "feedback.wrong_number", {"got": args["plain_got"], "digits": args.get("plain_digits", "4"),
                                              **located}
    if key == "rewrite.mask_shift" and args.get("got") in ("triu(diagonal=0)", "tril(diagonal=-1)") \
            and learner[("slice_to_counter",)] > 0 and not any(
                learner[("call", c)] for c in ("tril", "tril_", "triu", "triu_")):
        key = "rewrite.mask_shift_slice"  # a loop's w[i, :i]: told by its slice, not by triu
        args = {**args, "var": _slice_counter(submission) or "i"}
    if key == "feedback.shape.merged" and not any(learner[("call", c)] for c in VIEWS):
        key = "feedback.shape.merged_join"  # pieces joined and nothing viewed: no "or a view merged them"
    if key == "rewrite.mask_shift" and learner[("call", "tril")] + learner[("call", "tril_")] > 0 \
            and learner[("call", "triu")] + learner[("call", "triu_")] == 0:
        key, args = _as_tril(key, args)
    if PREMISES.get(key, {}).get("exact_wins") and (args.get("exact") or args.get("either")):
        # the text's guess yields to what is exact (the other exact reading, where the code lacks
        # the first one's construct)
        prefix = "exact" if args.get("exact") else "either"
        key, args = args[prefix], _prefixed(args, prefix)
        key, args = _premise(key, args, learner, reference)  # the exact reading's own premise
    if key in REFERENCE_PREMISES:
        constructs_, variant = REFERENCE_PREMISES[key]
        if any(reference[c] > 0 for c in constructs_):
            key = variant
    exact = args.get("exact")
    if exact in REFERENCE_PREMISES and any(reference[c] > 0 for c in REFERENCE_PREMISES[exact][0]):
        args["exact"] = REFERENCE_PREMISES[exact][1]
    # (after the exact reading took over from a guess: a weak fill the catalogue called a leak)
    for told, prefix in ((key, ""), (args.get("exact"), "exact_")):  # the text's own, or its exact change
        if told in ("rewrite.weak_fill", "rewrite.weak_add") and "…" in str(args.get(prefix + "got", "")):
            written = _fill_written({"got": args[prefix + "got"]}, submission, amount=told == "rewrite.weak_add")
            args = {**args, prefix + "got": written["got"]}
    if key == outcome.feedback and args == outcome.args:
        return outcome
    if divergence.symptom(outcome.feedback) and not divergence.symptom(key):
        # a symptom replaced by the construct behind it (a slice from a negative count): the line
        # where the values first differ may lie after that construct (a mask is not compared), so
        # it is held, not said beside the construct's own text
        args = {(divergence.HELD + k if k.startswith("diverge_") else k): v for k, v in args.items()}
    return dataclasses.replace(outcome, feedback=key, args=args)


def _clipped(code: str) -> str:
    """A line of the learner's code as quoted in a text: at most 80 characters."""
    return code if len(code) <= 80 else code[:77] + "..."


def _trees(submission):
    """The submission's sources, parsed (one that does not parse is left out)."""
    for _, code in discarded._sources(submission):
        try:
            yield ast.parse(code)
        except (SyntaxError, ValueError):
            continue


def _writes_into(submission, module: str) -> bool:
    """The code copies into a part of ``module`` from the same part of another object
    (module.W_query.weight = other.W_query…, module.W_key.weight.copy_(other.W_key…)): a copy
    whose target is the module it was to read."""
    if not module.isidentifier():
        return False

    def part_of(node: ast.AST):
        """(root name, first part) of module.W_query.weight or getattr(module, k).weight."""
        while isinstance(node, (ast.Attribute, ast.Subscript)):
            inner = node.value
            if isinstance(inner, ast.Name):
                return inner.id, node.attr if isinstance(node, ast.Attribute) else None
            if isinstance(inner, ast.Call) and isinstance(inner.func, ast.Name) and inner.func.id == "getattr" \
                    and len(inner.args) >= 2 and isinstance(inner.args[0], ast.Name):
                return inner.args[0].id, ast.unparse(inner.args[1])
            node = inner
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "getattr" \
                and len(node.args) >= 2 and isinstance(node.args[0], ast.Name):
            return node.args[0].id, ast.unparse(node.args[1])
        return None, None

    trees = list(_trees(submission))
    # the module under a helper's own name: sync(a, b) called as sync(sa_v1, sa_v2) writes into b
    names = {module}
    defs = {n.name: n for t in trees for n in ast.walk(t) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))}
    for t in trees:
        for call in ast.walk(t):
            if isinstance(call, ast.Call) and isinstance(call.func, ast.Name) and call.func.id in defs:
                params = [a.arg for a in defs[call.func.id].args.args]
                names |= {params[i] for i, a in enumerate(call.args[:len(params)])
                          if isinstance(a, ast.Name) and a.id == module}
                names |= {k.arg for k in call.keywords if isinstance(k.value, ast.Name) and k.value.id == module}

    def same_part(target: ast.AST, value: ast.AST) -> bool:
        root, part = part_of(target)
        if root not in names or part is None:
            return False
        for a in ast.walk(value):
            if isinstance(a, ast.Attribute) and a.attr == part and isinstance(a.value, ast.Name) and a.value.id not in names:
                return True
            if isinstance(a, ast.Call) and isinstance(a.func, ast.Name) and a.func.id == "getattr" and len(a.args) >= 2 \
                    and isinstance(a.args[0], ast.Name) and a.args[0].id not in names and ast.unparse(a.args[1]) == part:
                return True
        return False

    for tree in trees:
        for n in ast.walk(tree):
            if isinstance(n, ast.Assign) and any(same_part(t, n.value) for t in n.targets):
                return True
            if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr in ("copy_", "set_") \
                    and n.args and same_part(n.func.value, n.args[0]):
                return True
    return False


def _index_contradicted(submission, got, want) -> bool:
    """The code indexes with the integer ``want`` and never with ``got`` (x[1], never x[2])."""
    try:
        got, want = int(got), int(want)
    except (TypeError, ValueError):
        return False
    seen = set()
    for tree in _trees(submission):
        for n in ast.walk(tree):
            if isinstance(n, ast.Subscript):
                for e in (n.slice.elts if isinstance(n.slice, ast.Tuple) else [n.slice]):
                    if isinstance(e, ast.Constant) and isinstance(e.value, int) and not isinstance(e.value, bool):
                        seen.add(e.value)
    return want in seen and got not in seen


def _slice_counter(submission) -> str | None:
    """The loop variable a slice of the answer stops at (w[q, :q] gives q)."""
    for tree in _trees(submission):
        counters = {n.target.id for n in ast.walk(tree) if isinstance(n, (ast.For, ast.comprehension))
                    and isinstance(n.target, ast.Name)}
        for n in ast.walk(tree):
            if isinstance(n, ast.Slice) and n.lower is None and isinstance(n.upper, ast.Name) \
                    and n.upper.id in counters:
                return n.upper.id
    return None


def _written(submission, call) -> bool:
    """Whether the code holds this call as written (spaces aside): permute(0, 2, 1, 3)."""
    if not isinstance(call, str) or "(" not in call:
        return False
    want = re.sub(r"\s+", "", call)
    return any(want in re.sub(r"\s+", "", code) for _, code in discarded._sources(submission))


def _fill_written(args: dict, submission, amount: bool = False) -> dict:
    """A band of fills that all give the answer (-23.6 … -275 next to scores of -300), told as the
    one number of the code that lies in it (-100.0): the fill the learner wrote. ``amount``: the band
    is of amounts taken off (38 … 5.9e4), which the code writes with its sign (-10000.0)."""
    try:
        low, high = sorted(float(x) for x in str(args["got"]).split("…"))
    except (ValueError, KeyError):
        return args
    written = set()
    for tree in _trees(submission):
        for n in ast.walk(tree):
            v = _arithmetic(n) if isinstance(n, (ast.UnaryOp, ast.Constant)) else None
            if isinstance(v, (int, float)) and not isinstance(v, bool) and amount:
                v = abs(v)
            if isinstance(v, (int, float)) and not isinstance(v, bool) and low <= v <= high:
                written.add(float(v))
    return {**args, "got": f"{written.pop():g}"} if len(written) == 1 else args


def _as_tril(key: str, args: dict) -> tuple[str, dict]:
    """An offset told in triu's terms to code that builds its mask from tril: triu(diagonal=d) hides
    what ~tril(diagonal=d - 1) hides, so the learner's own call and its right offset are said."""
    got = re.fullmatch(r"triu\(diagonal=(-?\d+)\)", str(args.get("got", "")))
    want = re.fullmatch(r"triu\(diagonal=(-?\d+)\)", str(args.get("want", "")))
    if not (got and want):
        return key, args
    return "rewrite.mask_shift_tril", {**args, "got": f"tril(diagonal={int(got[1]) - 1})",
                                        "want": f"tril(diagonal={int(want[1]) - 1})"}


def _ndim(shape_text: str) -> int:
    return len(re.findall(r"-?\d+", shape_text or ""))


def _extra(key: str, args: dict, delta: Counter, learner: Counter | None = None) -> bool | None:
    """Whether the learner's code has the construct this rewrite says it added (None: no reading)."""
    if key == "rewrite.transpose_reversed":
        return delta[("T",)] > 0
    if key in ("rewrite.transpose_lower_rank", "rewrite.transpose_axes", "rewrite.transpose_one_based",
               "rewrite.transpose_numpy"):
        pair = [int(x) for x in re.findall(r"-?\d+", str(args.get("got", "")))]
        n = _ndim(str(args.get("shape", "")))
        if len(pair) != 2:
            return None
        forms = {tuple(sorted(pair))}
        if n:
            forms |= {tuple(sorted(p % n for p in pair)), tuple(sorted(p % n - n for p in pair))}
        return any(delta[("transpose", *f)] > 0 for f in forms)
    if key in ("rewrite.operand_transposed", "rewrite.operand_transposed_column"):
        # a transpose the reference lacks, or a column taken where it takes none (weights[:, q]);
        # an einsum's letters may transpose without a call: no reading either way
        if delta[("left_transposed",)] > 0 or delta[("column_index",)] > 0:
            return True
        return None if delta[("call", "einsum")] > 0 else False
    if key == "rewrite.weight_reuse":
        # the layer called more often than the reference calls it (mha.W_key(x) twice)
        got = str(args.get("got", "")).split(".")[-1]
        return delta[("uses", got)] > 0 if got.isidentifier() else None
    if key == "rewrite.reduce_dim":
        m = re.fullmatch(r"dim=(-?\d+)", str(args.get("got", "")))
        n = _ndim(str(args.get("shape", "")))
        if not m:
            return None
        d = int(m[1])
        dims = {d, d % n, d % n - n} if n else {d}
        op = str(args.get("op", ""))
        # a softmax written by hand (exp over its sum) reduces with the sum: its dim is the softmax's
        # (where the code calls a softmax of its own, another sum is another reduction)
        by_hand = op in ("softmax", "log_softmax") and not (learner if learner is not None else delta)[("call", op)]
        ops = {op, "sum"} if by_hand else {op}
        return any(delta[("reduce", o, x)] > 0 for o in ops for x in dims) if op else None
    return None


def _reference_code(folder: Path) -> str:
    """The reference as code: the exercise's solution.py, and a short answer's ``want=`` (its
    solution holds only the value)."""
    parts = []
    for name in ("solution.py", "check.py"):
        path = folder / name
        if not path.is_file():
            continue
        text = path.read_text(encoding="utf-8")
        if name == "solution.py":
            parts.append(text)
            continue
        try:
            tree = ast.parse(text)
        except SyntaxError:
            continue
        for node in ast.walk(tree):  # short_check(kind, want=…): the computation of the value
            if isinstance(node, ast.keyword) and node.arg == "want":
                parts.append(ast.unparse(node.value))
    return "\n".join(parts)


def _absent(key: str, args: dict, learner: Counter) -> bool:
    """Whether the learner's code lacks what this rewrite's text says of it (the j-th masking step
    in code with fewer masking calls)."""
    if key == "rewrite.masks_swapped":
        # its text puts a -inf fill before the softmax: code with no such fill (weights only zeroed
        # or multiplied by masks afterwards) has none to swap
        return learner[("neg_inf",)] == 0 and learner[("big_negative",)] == 0
    if key == "rewrite.no_exp":
        # "the exponential is missing" of code that calls a library softmax, which has it
        return any(learner[("call", c)] > 0 for c in ("softmax", "log_softmax", "softmax_"))
    if key == "rewrite.row_mask_on_keys":
        # its text speaks of the code's own zeroing of rows: code that never zeroes has none
        return learner[("zeroing",)] == 0
    if key == "rewrite.mask_reused":
        try:  # its text counts masked_fill calls ("masked_fill #2"): a where that cleans NaN is none,
            # nor is a masked_fill whose mask is the NaN test itself (w.masked_fill(w.isnan(), 0))
            return learner[("call", "masked_fill")] + learner[("call", "masked_fill_")] \
                - learner[("nan_fill",)] < int(args.get("j", 0))
        except ValueError:
            return False
    return False


def _without_exact(outcome, submission):
    """The exercise's own text alone where the exact rewrite (or the other slip, ``either``) after
    it describes steps the code lacks."""
    try:
        learner = _learner(submission)
    except Exception:  # noqa: BLE001 - the reading only removes words
        return outcome
    for prefix in ("exact", "either"):
        exact = outcome.args.get(prefix)
        if exact and _absent(exact, _prefixed(outcome.args, prefix), learner):
            outcome = dataclasses.replace(outcome, args={k: v for k, v in outcome.args.items()
                                                         if not k.startswith(prefix)})
    return outcome


# texts that name a value the module was built with, and the constructor's keyword that sets it
BUILT_WITH = {"heads": ("num_heads", "n_heads", "heads"), "context": ("context_length",),
              "context_axis": ("context_length",), "dropout": ("dropout", "drop_rate"), "d_in": ("d_in",)}


def _keyword_written(outcome, submission):
    """A module built with the wrong value, told with the learner's own keyword that passed it
    (``num_heads=head_dim``, line 13): where the value came from, not only what it is."""
    kind = str(outcome.feedback).split(".", 1)[-1]
    if outcome.status != "failed" or "." not in str(outcome.feedback) or "concept" in outcome.args:
        return outcome
    keywords = BUILT_WITH.get(kind)
    if kind == "shape":  # a Linear weight (out, in) of the wrong shape: the size that differs
        got, want = re.findall(r"\d+", str(outcome.args.get("got", ""))), re.findall(r"\d+", str(outcome.args.get("want", "")))
        differ = [i for i, (g, w) in enumerate(zip(got, want)) if g != w] if len(got) == len(want) == 2 else []
        keywords = (("d_out",), ("d_in",))[differ[0]] if len(differ) == 1 else None
    if not keywords:
        return outcome
    for tree in _trees(submission):
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            # the book's classes take their sizes positionally too: MultiHeadAttention(1024, 768, …)
            params = _book_parameters(_call_name(node))
            given = [(kw.arg, kw.value) for kw in node.keywords] + list(zip(params, node.args))
            for name, value in given:
                if name in keywords:
                    code = ast.unparse(value)
                    origin = _assigned(tree, value.id, node.lineno) if isinstance(value, ast.Name) else None
                    unpacked = _unpacked_into(tree, value.id, node.lineno) if isinstance(value, ast.Name) \
                        and origin is None else None
                    if unpacked is not None:
                        # a, b, c = batch: the name took one position of what was unpacked
                        line, pos = unpacked
                        code = ast.unparse(line)
                        return dataclasses.replace(outcome, args={
                            **outcome.args, "concept": "feedback.keyword_from_unpacking",
                            "concept_line": str(value.lineno), "concept_keyword": name, "concept_name": value.id,
                            "concept_at": str(line.lineno), "concept_pos": str(pos),
                            "concept_code": _clipped(code)})
                    told = ast.unparse(origin.value) if origin is not None else ""
                    if origin is not None and len(told) <= 60 and told != str(outcome.args.get("got")):
                        # a name set on an earlier line from something else (context_length =
                        # batch_size): that line; a literal there says nothing the text does not
                        return dataclasses.replace(outcome, args={
                            **outcome.args, "concept": "feedback.keyword_from_name",
                            "concept_line": str(value.lineno), "concept_keyword": name, "concept_name": value.id,
                            "concept_at": str(origin.lineno), "concept_code": told})
                    if len(code) > 60 or code == str(outcome.args.get("got")):
                        return outcome  # the text says the value already: a literal adds nothing
                    return dataclasses.replace(outcome, args={
                        **outcome.args, "concept": "feedback.keyword_written", "concept_line": str(value.lineno),
                        "concept_keyword": name, "concept_code": code})
    return outcome


def _stack_dim(call: ast.Call) -> int | None:
    """The dim a torch.stack call stacks along, where the code writes it as a number (0 if none)."""
    given = [kw.value for kw in call.keywords if kw.arg in ("dim", "axis")] + list(call.args[1:2])
    return _int(given[0]) if given else 0


def _stacked_axis(outcome, submission):
    """Sizes in another order from code with one torch.stack: where moving the stacked axis from
    the code's dim to one other position gives the asked shape, that stack is the line, told with
    the dim it should have (``torch.stack(out, dim=-1)`` where the heads belong at axis 0)."""
    if outcome.status != "failed" or outcome.feedback not in ("feedback.shape.permuted",
                                                              "feedback.shape.permuted_many"):
        return outcome
    got = tuple(int(n) for n in re.findall(r"-?\d+", str(outcome.args.get("got", ""))))
    want = tuple(int(n) for n in re.findall(r"-?\d+", str(outcome.args.get("want", ""))))
    stacks = [node for tree in _trees(submission) for node in ast.walk(tree)
              if isinstance(node, ast.Call) and _call_name(node) == "stack" and node.args]
    dims = {_stack_dim(c) for c in stacks}
    if len(got) != len(want) or not got or len(dims) != 1 or None in dims:
        return outcome
    (dim,) = dims
    if not -len(got) <= dim < len(got):
        return outcome
    at = dim % len(got)
    rest = got[:at] + got[at + 1:]
    places = [i for i in range(len(want)) if i != at and rest[:i] + (got[at],) + rest[i:] == want]
    if len(places) != 1:
        return outcome
    call = stacks[0]
    code = ast.unparse(call)
    return dataclasses.replace(outcome, feedback="feedback.shape.stacked_axis", args={
        **outcome.args, "line": str(call.lineno), "code": _clipped(code),
        "dim": str(dim), "at": str(at), "axis": str(places[0]), "size": str(got[at])})


def _row_slices(node) -> list[ast.Slice] | None:
    """The chain of one-slice subscripts ``x[a:b][c:d]`` ends with (outermost last), each a slice of
    axis 0 alone; None where a subscript holds a tuple (``[:n, :n]``) or an index."""
    chain = []
    while isinstance(node, ast.Subscript):
        if not isinstance(node.slice, ast.Slice):
            return None
        chain.append(node.slice)
        node = node.value
    return chain[::-1]


def _mask_slice(outcome, submission):
    """A mask told as unsliced, from code that did slice it but along the rows only: once
    (``mask[:n]``, the columns keep context_length) or twice (``mask[:n][:n]``: the second slice
    cuts the rows again, not the columns). The line, and what each slice cut."""
    if outcome.status != "failed" or not str(outcome.feedback).endswith(".mask_unsliced"):
        return outcome
    for tree in _trees(submission):
        inner = {id(n.value) for n in ast.walk(tree) if isinstance(n, ast.Subscript)}
        for node in ast.walk(tree):
            chain = _row_slices(node) if isinstance(node, ast.Subscript) and id(node) not in inner else None
            if not chain or "mask" not in ast.unparse(node).lower():
                continue
            code = ast.unparse(node)
            key = "feedback.mask_rows_twice" if len(chain) > 1 else "feedback.mask_rows_only"
            return dataclasses.replace(outcome, feedback=key, args={
                **outcome.args, "line": str(node.lineno), "code": _clipped(code)})
    return outcome


def _sum_dim(node) -> int | None:
    """The literal axis of a ``….sum(dim=k)`` / ``torch.sum(x, k)`` call in ``node`` (a divisor), or None."""
    for call in ast.walk(node):
        if isinstance(call, ast.Call) and _call_name(call) in ("sum", "nansum"):
            given = [kw.value for kw in call.keywords if kw.arg in ("dim", "axis")] + \
                list(call.args[1:2] if isinstance(call.func, ast.Attribute) and isinstance(call.func.value, ast.Name)
                     and call.func.value.id == "torch" else call.args[:1])
            if given and _int(given[0]) is not None:
                return _int(given[0])
    return None


def _renormalised_axis(outcome, submission):
    """Rows that do not sum to 1, from code that renormalises by hand along another axis than the
    keys' (w / w.sum(dim=-2, keepdim=True)): that line and its axis."""
    if outcome.status != "failed" or outcome.feedback != "feedback.prop.rows_sum":
        return outcome
    found = []
    for tree in _trees(submission):
        for node in ast.walk(tree):
            divisor = node.right if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Div) else \
                node.value if isinstance(node, ast.AugAssign) and isinstance(node.op, ast.Div) else None
            dim = _sum_dim(divisor) if divisor is not None else None
            # only an axis that is never the last of a weight table: a negative one other than -1,
            # or 0 (a positive 1, 2 or 3 is the last axis of a 2-, 3- or 4-D table)
            if dim is not None and (dim < -1 or dim == 0):
                found.append((node, dim))
    if len(found) != 1:
        return outcome
    node, dim = found[0]
    code = ast.unparse(node)
    # (the line named is the cause: where the values first leave the right ones is not said too)
    kept = {k: v for k, v in outcome.args.items() if not k.startswith(("diverge", divergence.HELD))}
    return dataclasses.replace(outcome, feedback="feedback.renormalised_axis", args={
        **kept, "line": str(node.lineno), "code": _clipped(code),
        "dim": str(dim)})


def _term_hidden(outcome, submission):
    """A term left out of a sum, from code that writes a hiding value into that token's score
    (``s[1] = -torch.finfo(s.dtype).max``): that line, where the text would blame a range."""
    if outcome.status != "failed" or outcome.feedback != "rewrite.term_left_out":
        return outcome
    index = str(outcome.args.get("index", ""))
    for tree in _trees(submission):
        for node in ast.walk(tree):
            if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Subscript) \
                    and mask_cause.hides_score(node.value, tree):
                at = node.targets[0].slice
                parts = at.elts if isinstance(at, ast.Tuple) else [at]
                if any(isinstance(p, ast.Constant) and str(p.value) == index for p in parts):
                    return dataclasses.replace(outcome, feedback="rewrite.term_hidden", args={
                        "token": outcome.args.get("token", ""), "index": index, "line": str(node.lineno),
                        "code": _clipped(ast.unparse(node))})
        for node in ast.walk(tree):
            # the diagonal hidden (masked_fill(torch.eye(n).bool(), -inf), fill_diagonal_(-inf)):
            # each query's own term, the one left out
            if isinstance(node, (ast.Assign, ast.Expr, ast.AugAssign)) and any(
                    isinstance(c, ast.Call) and _call_name(c) in _DIAGONAL for c in ast.walk(node)) \
                    and any(mask_cause.hides_score(c, tree) for c in ast.walk(node) if isinstance(c, ast.expr)):
                return dataclasses.replace(outcome, feedback="rewrite.term_hidden", args={
                    "token": outcome.args.get("token", ""), "index": index, "line": str(node.lineno),
                    "code": _clipped(ast.unparse(node))})
    return outcome


def _rounded_early(outcome, submission):
    """A number given with too few decimals from code that rounds to those decimals on the way
    (``scale = round(1 / (1 - p), 2)``, later printed to 4): that line, where the text would ask for
    more decimals the code already prints."""
    if outcome.status != "failed" or outcome.feedback != "feedback.few_decimals" or "concept" in outcome.args:
        return outcome
    have = str(outcome.args.get("have", ""))
    for tree in _trees(submission):
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and _call_name(node) == "round":
                digits = node.args[1] if len(node.args) > 1 else next(
                    (k.value for k in node.keywords if k.arg in ("ndigits", "decimals")), None)
                if isinstance(digits, ast.Constant) and str(digits.value) == have:
                    return dataclasses.replace(outcome, args={
                        **outcome.args, "concept": "feedback.rounded_on_the_way", "concept_line": str(node.lineno),
                        "concept_code": _clipped(ast.unparse(node)), "concept_have": have})
    return outcome


INDEX_TEXTS = ("rewrite.index",)


def _index_from_end(outcome, submission):
    """Another token's index, from code that counts it from the end (``attn[-4, -4]``, Julia's
    end-4 carried over): that line, and the index it is from the front."""
    if outcome.status != "failed" or outcome.feedback not in INDEX_TEXTS or "concept" in outcome.args:
        return outcome
    got = str(outcome.args.get("got", ""))
    for tree in _trees(submission):
        for node in ast.walk(tree):
            if not isinstance(node, ast.Subscript):
                continue
            parts = node.slice.elts if isinstance(node.slice, ast.Tuple) else [node.slice]
            for p in parts:
                if isinstance(p, ast.UnaryOp) and isinstance(p.op, ast.USub) and isinstance(p.operand, ast.Constant) \
                        and isinstance(p.operand.value, int) and str(BOOK_TOKENS - p.operand.value) == got:
                    return dataclasses.replace(outcome, args={
                        **outcome.args, "concept": "feedback.index_from_end", "concept_line": str(node.lineno),
                        "concept_code": _clipped(ast.unparse(node)), "concept_k": str(p.operand.value),
                        "concept_n": str(BOOK_TOKENS), "concept_got": got})
    return outcome


_DIAGONAL = {"eye", "fill_diagonal_", "diagonal", "diag", "diag_embed", "diagflat", "identity"}



def _layer_pairs(tree: ast.AST) -> list[tuple[ast.Call, str, str]]:
    """(call, outer, inner) for each layer of an argument called directly on another's output
    (``mha.out_proj(mha.W_value(x))``): two attribute calls on the same object, one nested in the
    other's first argument."""
    found = []
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.args
                and isinstance(node.func.value, ast.Name)):
            continue
        inner = node.args[0]
        if isinstance(inner, ast.Call) and isinstance(inner.func, ast.Attribute) \
                and isinstance(inner.func.value, ast.Name) and inner.func.value.id == node.func.value.id:
            found.append((node, node.func.attr, inner.func.attr))
    return found


def _layer_on_layer(outcome, submission, folder: Path | None):
    """A layer applied straight to another layer's output where the reference never composes
    those two (out_proj on the values' projection, before the heads): that line, beside the symptom."""
    if outcome.status != "failed" or "concept" in outcome.args or folder is None:
        return outcome
    try:
        reference = {(outer, inner) for _, outer, inner in _layer_pairs(ast.parse(_reference_code(Path(folder))))}
    except (SyntaxError, ValueError, OSError):
        return outcome
    for tree in _trees(submission):
        for node, outer, inner in _layer_pairs(tree):
            if (outer, inner) not in reference and outer.startswith(("W_", "out_proj", "proj")) \
                    and inner.startswith(("W_", "out_proj", "proj")):
                # (the close values' guess at a shift or scale gives way to the step the code shows)
                key = "feedback.prop.close_values_read" if outcome.feedback == "feedback.prop.close_values" \
                    else outcome.feedback
                return dataclasses.replace(outcome, feedback=key, args={
                    **outcome.args, "concept": "feedback.layer_on_layer", "concept_line": str(node.lineno),
                    "concept_code": _clipped(ast.unparse(node)), "concept_outer": outer, "concept_inner": inner})
    return outcome


# symptoms that say whole rows (queries) should be 0 after the softmax
ZERO_ROWS = ("ex_padding_attention.query_rows",)


def _full(e) -> bool:
    return isinstance(e, ast.Slice) and e.lower is None and e.upper is None and e.step is None


def _zeroed_columns(outcome, submission):
    """Rows of padded queries left non-zero, from code that writes zeros with its slice on another
    axis than the queries' (axis 2 of the (b, h, n, n) weights): ``w[i, :, :, L:] = 0`` zeroes the
    keys' columns, which the softmax already made 0; ``w[i, L:] = 0`` the heads from L on. That line,
    and the same write with the slice at the queries' axis."""
    if outcome.status != "failed" or outcome.feedback not in ZERO_ROWS or "concept" in outcome.args:
        return outcome
    found = []
    for tree in _trees(submission):
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.value, ast.Constant)
                    and node.value.value == 0 and isinstance(node.targets[0], ast.Subscript)
                    and isinstance(node.targets[0].slice, ast.Tuple)):
                continue
            parts = list(node.targets[0].slice.elts)
            cut = [k for k, e in enumerate(parts) if isinstance(e, ast.Slice) and e.lower is not None and e.upper is None]
            dots = any(isinstance(e, ast.Constant) and e.value is Ellipsis for e in parts)
            if dots and cut == [len(parts) - 1] and len(parts) >= 2 and _full(parts[-2]):
                found.append((node, parts, 3))  # p[b, ..., :, L:]: the keys, counted from the end
            elif len(cut) == 1 and cut[0] != 2 and 2 <= len(parts) <= 4 and not dots \
                    and all(_full(e) for k, e in enumerate(parts) if k not in (0, cut[0])):
                found.append((node, parts, cut[0]))
    if len(found) != 1:
        return outcome
    node, parts, pos = found[0]
    target = node.targets[0]
    if pos == 3:  # the keys' columns: the same write with its last two positions swapped
        fixed = [ast.unparse(e) for e in parts]
        fixed[-1], fixed[-2] = fixed[-2], fixed[-1]
        told = {"concept": "feedback.zeroed_columns"}
    else:  # the slice moved to position 2, the queries', its other positions kept in order
        others = [ast.unparse(e) for k, e in enumerate(parts) if k != pos]
        others += [":"] * (2 - len(others))
        fixed = others[:2] + [ast.unparse(parts[pos])] + others[2:]
        while fixed and fixed[-1] == ":":
            fixed.pop()
        told = {"concept": "feedback.zeroed_axis", "concept_pos": str(pos)}
    return dataclasses.replace(outcome, args={
        **outcome.args, **told, "concept_line": str(node.lineno), "concept_code": _clipped(ast.unparse(target)),
        "concept_fixed": _clipped(f"{ast.unparse(target.value)}[{', '.join(fixed)}]")})


AXIS_PARAMETERS = ("dim", "axis")
# texts that say a reduction or softmax ran along another axis than the one asked
WRONG_AXIS = ("rewrite.reduce_dim", "rewrite.reduce_dim_front", "feedback.prop.normalised_axis")
# texts that say the axis argument is not used at all (code that reads it, rewritten, may run along
# the last axis for the dims the cases give)
AXIS_IGNORED = ("ex_stable_softmax.ignores_dim",)


def _dim_rewritten(outcome, submission):
    """A reduction along the wrong axis in code that rewrites its ``dim`` parameter first
    (``if dim < 0: dim = dim + x.dim() - 1``): that assignment, said beside the symptom."""
    if outcome.status not in ("failed", "error") or "concept" in outcome.args or (
            outcome.feedback not in WRONG_AXIS + AXIS_IGNORED and outcome.feedback != "feedback.raised_dim"
            and outcome.args.get("diverge_how") != "diverge.other_axis"):
        return outcome
    for tree in _trees(submission):
        for fn in ast.walk(tree):
            if not isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            params = {a.arg for a in fn.args.args + fn.args.kwonlyargs} & set(AXIS_PARAMETERS)
            # names an axis is passed under to the reductions (dim=d, amax(d)): a new name made
            # from the parameter (d = norm(dim, x.ndim)) rewrites it as much as dim = … does
            passed = {sub.id for call in ast.walk(fn) if isinstance(call, ast.Call)
                      for arg in [*call.args, *(k.value for k in call.keywords if k.arg in AXIS_PARAMETERS)]
                      for sub in [arg] if isinstance(sub, ast.Name)}
            for node in ast.walk(fn):
                target = node.targets[0] if isinstance(node, ast.Assign) and len(node.targets) == 1 \
                    else node.target if isinstance(node, ast.AugAssign) else None
                if not isinstance(target, ast.Name):
                    continue
                reads = {sub.id for sub in ast.walk(node.value) if isinstance(sub, ast.Name)} & params
                rewrites = target.id in params and (isinstance(node, ast.AugAssign) or target.id in reads)
                renamed = isinstance(node, ast.Assign) and target.id not in params and target.id in passed \
                    and reads and not isinstance(node.value, ast.Name)
                if rewrites or renamed:
                    code = ast.unparse(node)
                    if len(code) > 80:
                        return outcome
                    told = {"concept": "feedback.dim_rewritten", "concept_line": str(node.lineno),
                            "concept_code": code, "concept_name": target.id if rewrites else sorted(reads)[0]}
                    if outcome.feedback == "feedback.raised_dim":
                        # the axis the code raised on is the rewrite's, not a number written in it:
                        # the error as it is, and the rewrite
                        return dataclasses.replace(outcome, feedback="feedback.raised",
                                                   args={"error": outcome.args.get("error", ""), **told})
                    return dataclasses.replace(outcome, args={**outcome.args, **told})
    return outcome


def _unpacks(tree: ast.AST) -> list[tuple[ast.Assign, str, tuple[str, ...]]]:
    """(assignment, tensor, names) of each ``a, b, c = x.shape`` (or ``x.size()``)."""
    found = []
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Tuple)
                and all(isinstance(e, ast.Name) for e in node.targets[0].elts)):
            continue
        v = node.value
        if isinstance(v, ast.Call) and not v.args and isinstance(v.func, ast.Attribute) and v.func.attr == "size":
            v = v.func.value
        elif isinstance(v, ast.Attribute) and v.attr == "shape":
            v = v.value
        else:
            continue
        if isinstance(v, ast.Name):
            found.append((node, v.id, tuple(e.id for e in node.targets[0].elts)))
    return found


def _unpacked_order(outcome, submission, exercise_id: str):
    """A wrong shape from code that unpacks a tensor's sizes under the reference's own names in
    another order (``n, b, d = x.shape`` where the reference has ``b, n, d = x.shape``): that line."""
    if outcome.status != "failed" or "concept" in outcome.args or not (
            str(outcome.feedback).startswith("feedback.shape.")
            or outcome.feedback in ("feedback.wrong_shape", "rewrite.view_order")):
        return outcome
    reference = {(tensor, tuple(sorted(names))): names
                 for _, tensor, names in _unpacks(ast.parse(discarded.solution_source(exercise_id) or "\n"))}
    for tree in _trees(submission):
        for node, tensor, names in _unpacks(tree):
            want = reference.get((tensor, tuple(sorted(names))))
            if want and want != names and len(set(names)) == len(names):
                # the shape's own text would advise a transpose or another dim, which would give
                # the right shape with the values still misplaced: the shapes alone, then the line
                key = "feedback.wrong_shape" if outcome.feedback in ("feedback.shape.permuted",
                                                                     "feedback.shape.permuted_many") \
                    else outcome.feedback
                return dataclasses.replace(outcome, feedback=key, args={
                    **outcome.args, "concept": "feedback.unpacked_order", "concept_line": str(node.lineno),
                    "concept_code": ast.unparse(node), "concept_tensor": tensor,
                    "concept_want": ", ".join(want)})
    return outcome


SIZED = {"view", "reshape", "expand", "ones", "zeros", "empty", "full", "rand", "randn", "arange", "unflatten",
         "repeat", "tril", "triu"}  # calls whose arguments are sizes


def _global_sizes(outcome, submission):
    """An error from code whose functions take sizes from whole numbers fixed at module level
    (``B, N = 2, 6``, the book's batch): that line, told beside the error."""
    if outcome.status != "failed" or "concept" in outcome.args or not str(outcome.feedback).startswith("feedback.raised"):
        return outcome
    trees = list(_trees(submission))
    # the numbers fixed at the top level of any cell: a notebook sets them in one cell and writes
    # the functions that read them in others
    fixed: dict[str, ast.Assign] = {}
    for tree in trees:
        for node in getattr(tree, "body", []):
            if not isinstance(node, ast.Assign) or len(node.targets) != 1:
                continue
            target, value = node.targets[0], node.value
            pairs = list(zip(target.elts, value.elts)) if isinstance(target, ast.Tuple) and isinstance(value, ast.Tuple) \
                and len(target.elts) == len(value.elts) else [(target, value)]
            for t, v in pairs:
                if isinstance(t, ast.Name) and isinstance(v, ast.Constant) and type(v.value) is int and v.value > 1:
                    fixed[t.id] = node
    for tree in trees:
        used = [n.id for fn in ast.walk(tree) if isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef))
                for call in ast.walk(fn) if isinstance(call, ast.Call) and _call_name(call) in SIZED
                for arg in call.args for n in ast.walk(arg) if isinstance(n, ast.Name) and n.id in fixed
                and n.id not in _bound_in(fn)]
        if used:
            line = fixed[used[0]]
            names = ", ".join(dict.fromkeys(n for n in used if fixed[n] is line))
            return dataclasses.replace(outcome, args={
                **outcome.args, "concept": "feedback.global_sizes", "concept_line": str(line.lineno),
                "concept_code": ast.unparse(line), "concept_names": names})
    return outcome


def _bound_in(fn: ast.AST) -> set[str]:
    """The names a function binds itself (its parameters and locals): not the module's."""
    args = fn.args
    return {a.arg for a in args.posonlyargs + args.args + args.kwonlyargs} | {
        n.id for n in ast.walk(fn) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)}


def _assigned(tree: ast.AST, name: str, before: int) -> ast.Assign | None:
    """The last plain assignment ``name = …`` above line ``before`` (one name, one target)."""
    found = [n for n in ast.walk(tree) if isinstance(n, ast.Assign) and len(n.targets) == 1
             and isinstance(n.targets[0], ast.Name) and n.targets[0].id == name and n.lineno < before]
    return max(found, key=lambda n: n.lineno) if found else None


def _unpacked_into(tree: ast.AST, name: str, before: int) -> tuple[ast.Assign, int] | None:
    """The last unpacking ``a, name, c = …`` above line ``before``, and the position of ``name`` in it."""
    found = [(n, i) for n in ast.walk(tree) if isinstance(n, ast.Assign) and len(n.targets) == 1
             and isinstance(n.targets[0], (ast.Tuple, ast.List)) and n.lineno < before
             for i, t in enumerate(n.targets[0].elts) if isinstance(t, ast.Name) and t.id == name]
    return max(found, key=lambda f: f[0].lineno) if found else None


def _book_parameters(name: str) -> list[str]:
    """The constructor's parameters of one of the book's classes (attnlab.modules), in order."""
    from attnlab import modules

    cls = getattr(modules, name, None)
    if not isinstance(cls, type):
        return []
    return [p for p in inspect.signature(cls.__init__).parameters if p != "self"]


def refine(outcome, submission, exercise_id: str, folder: Path | None = None):
    """The outcome told by the reading (of those the search found equal: the first, ``either``,
    ``reading1``…) whose construct the code contains; readings the code contradicts are dropped
    (``folder``: the exercise's, holding its reference)."""
    if outcome.status == "failed":
        outcome = _without_exact(outcome, submission)
        try:
            outcome = _keyword_written(true_of_code(outcome, submission, folder), submission)
            outcome = _dim_rewritten(_stacked_axis(outcome, submission), submission)
            outcome = _unpacked_order(outcome, submission, exercise_id)
            outcome = _global_sizes(_mask_slice(outcome, submission), submission)
            outcome = _zeroed_columns(_renormalised_axis(outcome, submission), submission)
            outcome = _rounded_early(_index_from_end(_term_hidden(outcome, submission), submission), submission)
            outcome = _layer_on_layer(outcome, submission, folder)
        except Exception:  # noqa: BLE001 - the reading only replaces words: never a grader error
            pass
    either = outcome.args.get("either")
    if outcome.status != "failed" or not either or not str(outcome.feedback).startswith("rewrite.") \
            or folder is None:
        return outcome
    try:
        learner = Counter()
        for _, code in discarded._sources(submission):
            learner += constructs(code)
        delta = learner - constructs(_reference_code(Path(folder)))
    except Exception:  # noqa: BLE001 - the reading only reorders
        return outcome
    readings = [(outcome.feedback, _prefixed(outcome.args, "")), (either, _prefixed(outcome.args, "either"))]
    n = 1
    while outcome.args.get(f"reading{n}"):
        readings.append((outcome.args[f"reading{n}"], _prefixed(outcome.args, f"reading{n}")))
        n += 1
    support = [_extra(key, args, delta, learner) for key, args in readings]
    shown = next((i for i, s in enumerate(support) if s is True), None)
    if shown is None:
        if support[0] is not False and support[1] is False and len(readings) == 2:
            # the other slip is one the code contradicts (a softmax along dim=-2 where the code's
            # runs along -1): the first reading alone
            return dataclasses.replace(outcome, args=_prefixed(outcome.args, ""))
        if support[0] is False and support[1] is None and len(readings) == 2:
            # the first reading is one the code contradicts (a factor transposed, in code with no
            # transpose before a product and no column taken): the other one alone
            key, args = readings[1]
            return dataclasses.replace(outcome, feedback=key, args={**args, **_located(outcome.args)})
        return outcome  # nothing the code shows
    if shown == 0:
        if any(s is True for s in support[1:]):
            return outcome  # the code shows the first reading and another one too
        # the code shows the first reading: the others, which it merely does not contradict, go
        return dataclasses.replace(outcome, args=_prefixed(outcome.args, ""))
    key, args = readings[shown]
    args = {**args, **_located(outcome.args)}
    # the others the code does not contradict, in the search's order (none beside a first reading
    # the code shows: its second one was contradicted)
    rest = [(k, a) for i, (k, a) in enumerate(readings) if i != shown and support[i] is not False]
    out = dict(args)
    if rest and shown != 0:  # a reading the code may contain as well stays "another slip"
        k2, a2 = rest[0]
        out.update({"either": k2, **{f"either_{k}": v for k, v in a2.items()}})
        if outcome.args.get("raised_either"):
            out["raised_either"] = outcome.args["raised_either"]
    return dataclasses.replace(outcome, feedback=key, args=out)


def _located(args: dict) -> dict:
    """The line where the values leave the right ones (said or held): true of every reading."""
    return {k: v for k, v in args.items() if k.startswith(("diverge_", divergence.HELD))}


def _prefixed(args: dict, prefix: str) -> dict:
    """A reading's own arguments: the unprefixed ones for the first, ``prefix_…`` for the others."""
    if not prefix:
        return {k: v for k, v in args.items()
                if not k.startswith(("either", "reading", "exact")) and k != "raised_either"}
    # a reading of the code told beside (the element that inverts a mask, a loop's slip) is true
    # whichever text it is told beside: it stays with the exact reading that takes over
    told = {k: v for k, v in args.items() if k == "concept" or k.startswith("concept_")}
    return {**{k.removeprefix(prefix + "_"): v for k, v in args.items() if k.startswith(prefix + "_")}, **told}
