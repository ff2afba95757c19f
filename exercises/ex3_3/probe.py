"""Child side of exercise 3.3: build the answer's module, load weights chosen from the run's seed
(by parameter name) and report its parameters, buffers and outputs on an input drawn from that
seed. No expected value lives here."""

from __future__ import annotations

import zlib

import torch

from attnlab.grading import checks
from attnlab.grading.model import AnswerProblem
from attnlab.modules import MultiHeadAttention

D, HEADS, CONTEXT = 768, 12, 1024
TOKENS = 5
EXPECTED = {"W_query.weight": (D, D), "W_key.weight": (D, D), "W_value.weight": (D, D),
            "out_proj.weight": (D, D), "out_proj.bias": (D,)}
MAX_ROWS = 32


def values_for(name: str, shape, seed: int) -> torch.Tensor:
    """The weights the grader puts into parameter ``name`` (the same on both sides)."""
    g = torch.Generator().manual_seed((seed + zlib.crc32(name.encode())) % 2**63)
    return torch.randn(*shape, generator=g) * 0.05


def probe_input(seed: int) -> torch.Tensor:
    return torch.rand(1, TOKENS, D, generator=torch.Generator().manual_seed(seed))


def _moves_parameters_only(fn) -> bool:
    """Code that moves the module by reassigning each parameter's ``.data`` (``p.data =
    p.data.to(device)`` over ``parameters()``), never calling ``.to`` on the module nor touching its
    buffers: the causal mask, a buffer, stays behind. Read from the answer's own source (the run on
    the meta device cannot show it: a meta tensor cannot be assigned to ``.data`` of a cpu one)."""
    import ast
    import inspect
    import textwrap

    try:
        tree = ast.parse(textwrap.dedent(inspect.getsource(fn)))
    except Exception:  # noqa: BLE001 - no source, no reading
        return False
    walked = list(ast.walk(tree))
    # over the parameters: a for loop, a comprehension, or map(…, mha.parameters())
    over_params = any(isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute)
                      and n.func.attr in ("parameters", "named_parameters") for n in walked)
    # each one's .data replaced: p.data = …, or setattr(p, "data", …)
    data_set = any(isinstance(n, ast.Assign) and any(isinstance(t, ast.Attribute) and t.attr == "data" for t in n.targets)
                   or isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id == "setattr"
                   and len(n.args) >= 2 and isinstance(n.args[1], ast.Constant) and n.args[1].value == "data"
                   for n in walked)
    calls = {n.func.attr for n in walked if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute)}
    named = {n.attr for n in walked if isinstance(n, ast.Attribute)}
    # .to on a name or on a call's result (mha.to(device), MultiHeadAttention(...).to(device)), not on a
    # parameter's .data
    module_moved = any(isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr in ("to", "cuda")
                       and isinstance(n.func.value, (ast.Name, ast.Call)) for n in walked)
    return over_params and data_set and not ({"buffers", "named_buffers", "_buffers", "mask"} & (calls | named)) \
        and not module_moved


def probe(answer, payload: dict, device: str) -> dict:
    fn = checks.callable_answer(answer)
    module = checks.call(fn, MultiHeadAttention, torch.device(device), device=device)
    if not isinstance(module, MultiHeadAttention):
        raise AnswerProblem("ex3_3.not_mha", got=checks.type_name(module))
    params = [[name, list(p.shape), p.device.type, str(p.dtype), bool(p.is_meta)]
              for name, p in module.named_parameters()]
    buffers = [[name, list(b.shape), b.device.type] for name, b in module.named_buffers()]
    report = {"params": params[:MAX_ROWS], "buffers": buffers[:MAX_ROWS],
              "dropout": float(getattr(getattr(module, "dropout", None), "p", 0.0) or 0.0),
              "frozen": checks.frozen(module)}
    # On every device: on the CPU "on device" holds by default, and on a GPU host an answer that
    # picks cuda itself ("cuda if available") or keeps its first module is on the device asked
    # for as well. The same answer asked for the meta device (which every machine has) shows
    # whether it moves the module to the device it is given.
    report["meta"] = checks.devices_for(fn, MultiHeadAttention, "meta")
    if report["meta"] == ["meta"]:
        # the device may come as a str ('cuda') as well as a torch.device: asked again with
        # the name, an answer that moves only a torch.device shows it
        report["meta"] = checks.devices_for(fn, MultiHeadAttention, "meta", as_text=True) or report["meta"]
    if report["meta"] is None and _moves_parameters_only(fn):
        report["params_only"] = True
    shapes = {name: tuple(p.shape) for name, p in module.named_parameters()}
    if shapes != EXPECTED or any(p.is_meta for p in module.parameters()):
        return report  # the parent names the difference; no forward with unknown sizes
    seed = int(payload["seed"])
    try:
        with torch.no_grad():
            for name, p in module.named_parameters():
                p.copy_(values_for(name, p.shape, seed).to(p.device, p.dtype))
            x = probe_input(seed + 1).to(device)
            report["eval"] = checks.tensor_out(module.eval()(x), "output", device=device)
            report["train"] = checks.tensor_out(module.train()(x), "output", device=device)
    except AnswerProblem:
        raise
    except Exception as e:  # noqa: BLE001 - reported by the parent (a device mix-up, usually)
        problem = checks.error_problem(e, device)
        report["error"] = problem.key
        report["error_text"] = problem.args_.get("error", "")
    return report
