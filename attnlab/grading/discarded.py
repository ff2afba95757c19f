"""A call whose result is thrown away: ``scores.masked_fill(mask, -inf)`` on a line of its own. Tensor
methods and torch functions without a trailing underscore return a new tensor and leave their input
as it was, so such a statement does nothing; the learner sees the call in the code and believes it
ran. Read from the learner's source (its syntax tree, never run), in the trusted grader, and told
after the checker's feedback when the answer is wrong.
"""

from __future__ import annotations

import ast
import dataclasses

# Out-of-place ops (each returns a new tensor; the in-place twin, where there is one, ends in _)
OUT_OF_PLACE = {
    "masked_fill", "masked_scatter", "softmax", "log_softmax", "transpose", "permute", "contiguous",
    "float", "double", "half", "bfloat16", "to", "type", "clamp", "clip", "where", "view", "reshape",
    "unsqueeze", "squeeze", "flatten", "t", "exp", "log", "sqrt", "tril", "triu", "nan_to_num",
    "add", "sub", "mul", "div", "matmul", "neg", "abs", "relu", "detach", "clone", "expand",
    "repeat", "repeat_interleave", "fill_diagonal", "sigmoid", "tanh", "pow", "masked_select",
    "index_fill", "scatter", "roll", "flip", "cat", "stack", "dropout",
}  # reductions (x.sum(), x.max()) left out: a bare one is more often a leftover look at a value
MODULES = {"torch", "F", "nn", "functional"}
# ops that return a view of their input where they can: an in-place op on their result writes into
# the input (merged.view(b, n, h, hd).copy_(…) fills merged)
VIEWS = {"view", "transpose", "permute", "unsqueeze", "squeeze", "reshape", "flatten", "t", "expand",
         "detach", "contiguous"}
MAX_CHARS = 60


def _call_of(node: ast.AST) -> tuple | None:
    """(op, the tensor it was meant to change) of an out-of-place call whose value is dropped."""
    if not (isinstance(node, ast.Expr) and isinstance(node.value, ast.Call)):
        return None
    call = node.value
    if any(k.arg == "out" for k in call.keywords):
        return None  # torch.exp(z, out=z): the result is written into `out`, nothing is dropped
    func = call.func
    if isinstance(func, ast.Attribute) and func.attr.endswith("_") and not func.attr.startswith("_") \
            and isinstance(func.value, ast.Call) and isinstance(func.value.func, ast.Attribute) \
            and func.value.func.attr in OUT_OF_PLACE - VIEWS:
        # scores.triu(1).fill_(-inf): the in-place op changes the new tensor triu returned, which
        # the statement then drops; scores is never changed
        owner = func.value.func.value
        while isinstance(owner, ast.Call) and isinstance(owner.func, ast.Attribute):
            owner = owner.func.value
        if isinstance(owner, (ast.Name, ast.Attribute, ast.Subscript)) and not (
                isinstance(owner, ast.Name) and owner.id in MODULES):
            return func.value.func.attr, ast.unparse(owner), func.attr
        return None
    if not isinstance(func, ast.Attribute) or func.attr not in OUT_OF_PLACE:
        return None
    owner = func.value
    if isinstance(owner, ast.Name) and owner.id in MODULES or (
            isinstance(owner, ast.Attribute) and owner.attr in MODULES):
        # torch.softmax(x, -1) / F.softmax(x, -1): the first argument is the tensor (not so for
        # torch.where, whose first argument is the condition)
        if func.attr == "where" or not call.args or not isinstance(call.args[0], (ast.Name, ast.Attribute, ast.Subscript)):
            return None
        return func.attr, ast.unparse(call.args[0])
    if isinstance(owner, (ast.Name, ast.Attribute, ast.Subscript)):
        return func.attr, ast.unparse(owner)
    # a chain (context.transpose(1, 2).contiguous()): the tensor it starts from
    while isinstance(owner, ast.Call) and isinstance(owner.func, ast.Attribute):
        owner = owner.func.value
    if isinstance(owner, ast.Name) and owner.id not in MODULES:
        return func.attr, owner.id
    return None


# nn.Module methods that change the module itself (and return it): a bare call is not dropped
MODULE_IN_PLACE = {"to", "float", "double", "half", "bfloat16", "type"}
SUBMODULES = {"children", "named_children", "modules", "named_modules"}  # iterating them gives modules


def _module_names(fn: ast.AST) -> set[str]:
    """Names bound to a module built in the function: a call of a class (a capitalised name, as
    MultiHeadAttention(...) or nn.Linear(...)), of a class the function was given (a parameter), or
    of type(x)."""
    params = {a.arg for a in fn.args.args + fn.args.kwonlyargs + fn.args.posonlyargs} \
        if isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)) else set()
    out = set()
    for n in ast.walk(fn):
        if isinstance(n, ast.Assign) and isinstance(n.value, ast.Call):
            callee = n.value.func
            name = callee.id if isinstance(callee, ast.Name) else callee.attr if isinstance(callee, ast.Attribute) else ""
            built = name[:1].isupper() or name in params or isinstance(callee, ast.Call) and \
                isinstance(callee.func, ast.Name) and callee.func.id == "type"
            if built:
                out |= {t.id for t in n.targets if isinstance(t, ast.Name)}
        if isinstance(n, (ast.For, ast.comprehension)) and isinstance(n.iter, ast.Call) \
                and isinstance(n.iter.func, ast.Attribute) and n.iter.func.attr in SUBMODULES:
            # for child in mha.children(): each child is a module (named_…: the pair's second name)
            target = n.target.elts[-1] if isinstance(n.target, ast.Tuple) and n.target.elts else n.target
            if isinstance(target, ast.Name):
                out.add(target.id)
    return out


LAYER_NAMES = {"W_query", "W_key", "W_value", "out_proj", "dropout", "heads", "layer", "linear", "proj"}
MODULE_METHODS = {"parameters", "children", "modules", "named_parameters", "named_children", "state_dict",
                  "load_state_dict", "eval", "train", "buffers", "register_buffer", "mask"}
TENSOR_ATTRS = {"data", "mask", "weight", "bias", "grad", "T", "mT"}


def _tensor_names(fn: ast.AST) -> set[str]:
    """Names the code shows to be tensors: a loop over parameters() or buffers(), or a name bound
    to a torch function's result, arithmetic, an index or a tensor method of another such name."""
    out: set[str] = set()
    if isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)):
        # the function's arguments, except those used as modules (called, or asked for layers)
        params = {a.arg for a in fn.args.args + fn.args.kwonlyargs + fn.args.posonlyargs}
        used_as_module = {n.value.id for n in ast.walk(fn) if isinstance(n, ast.Attribute)
                          and isinstance(n.value, ast.Name) and (n.attr in LAYER_NAMES or n.attr in MODULE_METHODS)} \
            | {n.func.id for n in ast.walk(fn) if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)}
        out |= params - used_as_module
    for n in ast.walk(fn):
        if isinstance(n, (ast.For, ast.comprehension)) and isinstance(n.iter, ast.Call) \
                and isinstance(n.iter.func, ast.Attribute) \
                and n.iter.func.attr in ("parameters", "buffers", "named_parameters", "named_buffers"):
            target = n.target.elts[-1] if isinstance(n.target, ast.Tuple) and n.target.elts else n.target
            if isinstance(target, ast.Name):
                out.add(target.id)
    for n in ast.walk(fn):
        if isinstance(n, ast.Assign) and len(n.targets) == 1 and isinstance(n.targets[0], ast.Name):
            v = n.value
            torch_call = isinstance(v, ast.Call) and isinstance(v.func, ast.Attribute) \
                and isinstance(v.func.value, ast.Name) and v.func.value.id in ("torch", "F") \
                and not v.func.attr[:1].isupper()
            if torch_call or isinstance(v, (ast.BinOp, ast.Subscript)):
                out.add(n.targets[0].id)
    return out


def _tensor_like(target: str, tensors: set[str]) -> bool:
    """Whether a dropped .to()/.float() is known to be on a tensor (where it moves nothing)."""
    try:
        node = ast.parse(target, mode="eval").body
    except SyntaxError:
        return True
    if isinstance(node, ast.Name):
        return node.id in tensors
    if isinstance(node, ast.Attribute):
        return node.attr in TENSOR_ATTRS or node.attr not in LAYER_NAMES and not node.attr[:1].isupper() \
            and not node.attr.startswith("W_")
    return True  # an index (x[0]) is a tensor's


def _methods(cls: ast.ClassDef) -> list[ast.AST]:
    return [n for n in cls.body if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))]


def _functions(tree: ast.Module, name: str, earlier: dict | None = None) -> list[ast.AST]:
    """The answer's last definition, and the module's functions it names (its helpers), with the
    methods of the module's classes it names. An answer bound to an object of a class of the file
    (``name = Cache()``, called through its ``__call__``) is that method, with the class's others."""
    defs = {n.name: n for n in tree.body if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))}
    # the file's classes, those of earlier cells of a notebook too (a class, then its object)
    classes = {**(earlier or {}), **{n.name: n for n in tree.body if isinstance(n, ast.ClassDef)}}
    answer = defs.get(name)
    if answer is None:
        made = [n.value.func.id for n in tree.body if isinstance(n, ast.Assign) and isinstance(n.value, ast.Call)
                and isinstance(n.value.func, ast.Name) and n.value.func.id in classes
                and any(isinstance(t, ast.Name) and t.id == name for t in n.targets)]
        methods = _methods(classes[made[-1]]) if made else []
        call = [m for m in methods if m.name == "__call__"]
        return call + [m for m in methods if m.name != "__call__"] if call else []
    used = {n.id for n in ast.walk(answer) if isinstance(n, ast.Name)}
    return [answer] + [d for n, d in defs.items() if n in used and n != name] + \
        [m for n, c in classes.items() if n in used for m in _methods(c)]


def definitions(sources: list[tuple[int | None, str]], name: str, top_level: bool = False):
    """(cell, source text, the answer ``name``'s function and its helpers) for each source that
    parses and defines ``name``, in order: a reader keeps what the last of them gives (the
    answer's last definition wins). With ``top_level``, a short answer (``name = …`` bound outside
    any function, no function of that name anywhere) is read as one body: the top-level
    statements of the sources, in order, with the functions they call."""
    found = False
    parsed = []
    classes: dict[str, ast.ClassDef] = {}
    for cell, text in sources:
        try:
            tree = ast.parse(text)
        except (SyntaxError, ValueError, RecursionError, MemoryError):
            continue
        parsed.append((cell, text, tree))
        functions = _functions(tree, name, classes)
        classes.update({n.name: n for n in tree.body if isinstance(n, ast.ClassDef)})
        if functions:
            found = True
            yield cell, text, functions
    if found or not top_level:
        return
    body = [node for _, _, tree in parsed for node in tree.body
            if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))]
    if not any(isinstance(n, (ast.Assign, ast.AugAssign, ast.AnnAssign)) and any(
            isinstance(t, ast.Name) and t.id == name for t in ast.walk(n) if isinstance(t, ast.Name)
            and isinstance(t.ctx, ast.Store)) for n in body):
        return
    module = ast.Module(body=body, type_ignores=[])
    used = {n.id for n in ast.walk(module) if isinstance(n, ast.Name)}
    helpers = [n for _, _, tree in parsed for n in tree.body
               if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)) and n.name in used]
    yield parsed[-1][0] if parsed else None, "", [module, *helpers]


def _top_level(sources: list[tuple[int | None, str]], name: str) -> dict | None:
    """A short answer (``name = …`` at the top level, no function): the first dropped call before
    the last binding of ``name`` whose tensor that binding reads, directly or through the names it
    reads (q.transpose(1, 2) alone on its line, then name = tuple(q.shape)). The last statement of
    a notebook cell is left out: Jupyter displays it, which is a look, not a slip."""
    statements = []  # (cell, statement, last of its cell)
    for cell, text in sources:
        try:
            body = ast.parse(text).body
        except (SyntaxError, ValueError, RecursionError, MemoryError):
            continue
        statements += [(cell, node, cell is not None and k == len(body) - 1) for k, node in enumerate(body)]
    binds = [k for k, (_, node, _) in enumerate(statements)
             if isinstance(node, (ast.Assign, ast.AugAssign, ast.AnnAssign)) and name in _stored(node)]
    if not binds:
        return None
    needed = {name}
    for k in range(binds[-1], -1, -1):
        node = statements[k][1]
        if _stored(node) & needed:
            needed |= {n.id for n in ast.walk(node) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)}
    for cell, node, last in statements[:binds[-1]]:
        hit = _call_of(node)
        if hit and not last and hit[1].split(".")[0].split("[")[0] in needed:
            code = ast.unparse(node.value)
            if len(code) > MAX_CHARS:
                code = code[:MAX_CHARS - 5] + "(...)" if "(" in code else code[:MAX_CHARS]
            return {"op": hit[0], "target": hit[1], "code": code, "line": node.lineno, "cell": cell,
                    "inplace": hit[2] if len(hit) > 2 else ""}
    return None


def _stored(node: ast.AST) -> set[str]:
    return {n.id for n in ast.walk(node) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)}


def find(sources: list[tuple[int | None, str]], name: str) -> dict | None:
    """{"op", "target", "code", "line", "cell"} of the first dropped call in the answer ``name``;
    ``sources``: (cell number or None for a file, source text), the answer's last definition wins;
    for a short answer bound at the top level, the dropped call its value depends on."""
    if not any(True for _ in definitions(sources, name)):
        return _top_level(sources, name)
    found = None
    for cell, _, functions in definitions(sources, name):
        found = None  # a later definition replaces the earlier one
        for fn in functions:
            modules = _module_names(fn)
            tensors = _tensor_names(fn)
            for node in ast.walk(fn):
                hit = _call_of(node)
                if hit and hit[0] in MODULE_IN_PLACE and (hit[1] in modules or not _tensor_like(hit[1], tensors)):
                    # m.to(device) on an nn.Module moves it in place: nothing dropped; so may a name
                    # the code never shows to be a tensor (a layer from a list, a helper's module)
                    continue
                if hit and (found is None or node.lineno < found["line"]):
                    code = ast.unparse(node.value)
                    if len(code) > MAX_CHARS:
                        code = code[:MAX_CHARS - 5] + "(...)" if "(" in code else code[:MAX_CHARS]
                    found = {"op": hit[0], "target": hit[1], "code": code, "line": node.lineno, "cell": cell,
                             "inplace": hit[2] if len(hit) > 2 else ""}
            if found:
                break
    return found


def first_hit(sources: list[tuple[int | None, str]], name: str, visit, top_level: bool = False) -> dict | None:
    """The hit with the smallest line among ``visit(node)`` over every node of the answer ``name``
    (and its helpers): ``visit`` returns a dict with its "line", or None. The answer's last
    definition wins, as in ``find``. Shared by the readers of a learner's code (call_order,
    einsum_read, loop_slips)."""
    found = None
    for _, _, functions in definitions(sources, name, top_level):
        found = None  # a later definition replaces the earlier one
        for fn in functions:
            for node in ast.walk(fn):
                hit = visit(node)
                if hit and (found is None or hit["line"] < found["line"]):
                    found = hit
    return found


def _sources(submission) -> list[tuple[int | None, str]]:
    if submission.kind == "module":
        return [(None, submission.source)]
    return [(c.number, c.source) for c in submission.cells if not c.writefile]


def exercise_text(exercise_id: str, name: str) -> str:
    """The text of one file of a bundled exercise (exercises/<id>/<name>), or ""."""
    import importlib.util
    from pathlib import Path

    spec = importlib.util.find_spec("exercises")
    if spec is None or not spec.submodule_search_locations:
        return ""
    path = Path(list(spec.submodule_search_locations)[0]) / exercise_id / name
    return path.read_text(encoding="utf-8") if path.is_file() else ""


def solution_source(exercise_id: str) -> str:
    """The text of the exercise's reference solution (exercises/<id>/solution.py), or ""."""
    return exercise_text(exercise_id, "solution.py")


def found_in(find, submission, exercise_id: str):
    """What a reader's ``find(sources, exercise_id)`` reads in the learner's code, or None where it
    finds nothing or cannot read it (a reading only adds words to the feedback: never a failure)."""
    try:
        return find(_sources(submission), exercise_id) or None
    except Exception:  # noqa: BLE001 - the note only adds words
        return None


def refine(outcome, submission, exercise_id: str):
    """The outcome with the dropped call told after its feedback, where the answer is wrong."""
    if outcome.status != "failed" or "concept" in outcome.args:
        return outcome
    found = found_in(find, submission, exercise_id)
    if not found:
        return outcome
    if found["op"] == "to" and str(outcome.feedback).startswith("ex3_3.not_moved"):
        return outcome  # its text says to move the module; "assign the part's copy" would move one buffer
    key = "feedback.discarded_result" if found["cell"] is None else "feedback.discarded_result_cell"
    if found.get("inplace"):  # x.triu(1).fill_(v): the in-place op changes triu's new tensor
        key = "feedback.discarded_temporary" if found["cell"] is None else "feedback.discarded_temporary_cell"
    extra = {"concept": key, "concept_line": str(found["line"]), "concept_op": found["op"],
             "concept_target": found["target"], "concept_code": found["code"],
             "concept_inplace": found.get("inplace", "")}
    if found["cell"] is not None:
        extra["concept_cell"] = str(found["cell"])
    if found["op"] in MASKING_OPS and not found.get("inplace") and any(
            w in str(outcome.feedback) for w in ("mask", "future", "keys_seen", "query_rows", "hidden", "masked")):
        # a mask never applied: what the outputs show of the mask (reused, partly visible) is only
        # the statement's missing effect, so the dropped call is the feedback itself
        return dataclasses.replace(outcome, feedback=key, args={k.removeprefix("concept_"): v
                                                               for k, v in extra.items() if k != "concept"})
    return dataclasses.replace(outcome, args={**outcome.args, **extra})


MASKING_OPS = {"masked_fill", "where", "tril", "triu", "fill_diagonal_"}
