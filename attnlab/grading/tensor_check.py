"""The trusted half of the common shape of code exercises: draw fresh tensors for the child to
call the learner's function on (attnlab.grading.probes.tensor_probe), compare the returned tensors
with a trusted reference, and name the mistake when the answer is wrong. Imported by exercises'
check.py files only, never by the sandbox worker.

Naming the mistake is behavioural: each exercise lists its classic mistakes as small functions;
the checker runs them on the same inputs and names the one whose results the answer reproduces
(on every case, errors included). Heuristics (``diagnose``) come next, then the generic comparison.
"""

from __future__ import annotations

import math
import re
import sys
from collections.abc import Callable, Sequence

import torch

from attnlab import i18n
from attnlab.grading import (book_sizes, call_error, checks, codec, divergence, error_model, index_axis, output_order, size_fixed,
                             properties, raise_explain, scale_size, shape_relation)
from attnlab.grading.model import MalformedResult
from attnlab.grading.probes import MAX_OUTPUTS, case_inputs

Diagnose = Callable[[list, list[torch.Tensor], list[torch.Tensor]], tuple[str, dict]]
Mistake = tuple[str, Callable[..., torch.Tensor | tuple]]  # (feedback key, wrong implementation)
Cases = Callable[[torch.Generator], list[tuple]]  # the run's generator -> argument tuples

# The device rule, for statements whose answer creates tensors: the app grades on the CPU, an
# instructor may grade on a GPU, and both must give the same result. Its text is
# exercises.device_rule; a catalogue's statement writes "{device_rule}" where it goes.
_WIDE = re.compile(r"[\u3000-\u9fff\uff00-\uffef]$")  # no space after Chinese punctuation


def with_device_rule(statement: dict) -> dict:
    """An inline statement ({lang: text}, exercise.py's STATEMENT) with the device rule after it."""
    return {lang: text + ("" if _WIDE.search(text) else " ") + i18n.t("exercises.device_rule", lang)
            for lang, text in statement.items()}


def encode_args(args) -> list:
    return [codec.encode_tensor(a) if isinstance(a, torch.Tensor) else a for a in args]


def _as_list(value) -> list:
    return list(value) if isinstance(value, (tuple, list)) else [value]


def _run(fn, args) -> list[torch.Tensor] | str:
    """A mistake's outputs on one case, or the error text it raised (worded as the probe words it)."""
    try:
        with torch.no_grad():
            outputs = _as_list(fn(*[a.clone() if isinstance(a, torch.Tensor) else a for a in args]))
        return [t.detach().float() for t in outputs]
    except Exception as e:  # noqa: BLE001 - the wrong code raises here too: that is its behaviour
        return checks.clean_text(f"{type(e).__name__}: {e}")


def _same_error(a: str, b: str) -> bool:
    """The same exception and message, sizes aside: a mistake that raises is recognised only by
    an answer that raises the same way (not by any answer that fails on the same cases)."""
    if re.sub(r"\d+", "#", a) == re.sub(r"\d+", "#", b):
        return True
    # both fail because the input has fewer axes than the code names (a sum over dim=-2 of a 1-D
    # tensor, an einsum '...ij' given a vector): the same slip written with another op
    return bool(_TOO_FEW_AXES.search(a) and _TOO_FEW_AXES.search(b))


_TOO_FEW_AXES = re.compile(r"Dimension out of range|more than the number of dimensions|too many indices for "
                           r"tensor of dimension|number of dims don't match")


def _case_atol(args, atol: float) -> float:
    """The tolerance for one case: float32 rounding grows with the inputs (x - logsumexp(x) and
    torch.log_softmax differ by ~1e-3 where x is near 1e4), so a mistake written another way is
    still recognised on large inputs; small inputs keep ``atol``."""
    sizes = [float(a.detach().abs().nan_to_num(0.0, 0.0, 0.0).max()) for a in args
             if isinstance(a, torch.Tensor) and a.is_floating_point() and a.numel()]
    return max([atol] + [8 * torch.finfo(torch.float32).eps * m for m in sizes])


def _zeros_kept(got: torch.Tensor, want: torch.Tensor) -> bool:
    """Where the reference is exactly 0 (a masked key's weight), the answer must be 0 to float32's
    resolution of that output, not merely within the absolute tolerance: a fill of -10 leaks
    ~5e-6 of weight, below 1e-4, and passed on draws whose rows had large scores. Any fill from
    about -20 down (or -inf, or renormalising after zeroing) stays below this."""
    if tuple(got.shape) != tuple(want.shape) or not want.is_floating_point():
        return True
    zero = want == 0
    if not bool(zero.any()):
        return True
    scale = float(want.detach().abs().nan_to_num(0.0, 0.0, 0.0).max())
    limit = 8 * torch.finfo(torch.float32).eps * max(scale, 1e-30)
    return bool((got.detach().double().abs()[zero].nan_to_num(math.inf) <= limit).all())


# Rewrites told after an exercise's catalogue text: those that locate a slip the catalogue's
# symptom does not (which mask, which axis, which operand), within a small budget.
EXACT_AFTER_CATALOGUE = {"rewrite.mask_reused", "rewrite.merge_axis", "rewrite.weak_fill",
                         "rewrite.weak_add", "rewrite.reduce_dim", "rewrite.transpose_axes",
                         # an extra step or a reversed mask: the catalogue says what it shows
                         "rewrite.output_softmax", "rewrite.mask_flipped", "rewrite.softmax_whole",
                         "rewrite.operand_transposed", "rewrite.row_mask_on_keys"}
# Exact rewrites that are a different slip with the very same output as the catalogue's (two masks
# each on the other's axis give what "no -inf, then zeros" gives): no output tells them apart, so
# both are said, the catalogue's first, this one as the other slip that may be the learner's.
EITHER_AFTER_CATALOGUE = {"rewrite.masks_swapped"}
# Exact rewrites of a whole input or output (the weights returned transposed, two inputs in each
# other's roles): what the catalogue would say of such an output (a future position seen) blames a
# step that is right, so the rewrite is told instead.
OVER_CATALOGUE = {"rewrite.output_transposed", "rewrite.input_transposed", "rewrite.inputs_swapped"}
EXACT_BUDGET = 200

# NaN made from -inf (a softmax of a row hidden whole, inf - inf): said where the exercise's own texts
# and the rewrites say nothing (a length-0 sequence's NaN rows times 0 have a text of their own).
LATE_NONFINITE = {"feedback.nan_all_hidden", "feedback.nan_from_inf"}

# Rewrites of an expanded product (a factor left off a term, put on it twice, taken out of a sum):
# the same numbers come from other constructs too, which the run's lint names at their line.
EXPANSIONS = {"rewrite.factor_one_term", "rewrite.factor_twice", "rewrite.factor_outside_sum"}

# What checks.compare says: a comparison, which names no mistake.
GENERIC = {"feedback.wrong_values", "feedback.wrong_shape", "feedback.wrong_dtype",
           "feedback.not_finite", "feedback.wrong_values_somewhere"}


def find_mistake(mistakes: Sequence[Mistake], cases: list[list], answers: list,
                 atol: float = checks.ATOL, errors: list[str] | None = None) -> str:
    """The key of the first mistake that reproduces the answer on every case: the same tensors, or
    the same error where the answer raised (``errors``: the answer's error texts, by case; without
    them any error matches any error). At least one case must agree on values."""
    for key, fn in mistakes:
        agreed = 0
        for i, (args, got) in enumerate(zip(cases, answers)):
            wrong = _run(fn, args)
            if got is None or isinstance(wrong, str):
                if got is not None or not isinstance(wrong, str):
                    break
                if errors is not None and not _same_error(errors[i], wrong):
                    break
                continue
            tol = _case_atol(args, atol)
            if len(wrong) != len(got) or not all(checks.same(g, w, tol) for g, w in zip(got, wrong)):
                break
            agreed += 1
        else:
            if agreed:
                return key
    return ""


def _meta_mix(result: dict, rows, reference) -> tuple[str, dict]:
    """A right answer whose run on the meta device mixed it with a tensor the code made on the
    cpu: told where the reference itself runs on meta (so the answer, not the device, is why).
    Else one whose float64 run came back narrower (wide_told)."""
    first = rows[0][0] if rows else None
    if not isinstance(result.get("meta_mix"), str) or not rows:
        return wide_told(result, reference, first)
    args = max((r[0] for r in rows), key=lambda a: sum(getattr(x, "ndim", 0) for x in a))
    told = meta_told(result, lambda: reference(*[a.to("meta") if isinstance(a, torch.Tensor) else a
                                                 for a in args]))
    return told if told[0] else wide_told(result, reference, first)


def global_state(result: dict, right: list[bool]) -> tuple[str, dict] | None:
    """Right on the first case, wrong on a later one, from code whose calls rebind or fill names of
    its module (``global _scale``, a cache): a value kept from the first call and reused."""
    written = result.get("globals_written")
    if not (isinstance(written, list) and written and all(isinstance(w, str) for w in written[:4])):
        return None
    if right and right[0] and not all(right):
        later = next(i for i, r in enumerate(right) if not r)
        return "feedback.global_state", {"names": ", ".join(checks.clean_text(w, 40) for w in written[:4]),
                                         "case": str(later + 1)}
    return None


def wide_told(result: dict, reference: Callable | None = None, first: Sequence | None = None) -> tuple[str, dict]:
    """Right values whose run on float64 inputs came back in float32 (or narrower): the dtype, and
    the line that made the first tensor of it where the child saw one. Or that run raised (a
    float32 ``out=`` buffer, a float32 table met by float64 values) where the ``reference`` runs on
    the ``first`` case's inputs in float64: the error and its line."""
    wide = result.get("wide")
    if not isinstance(wide, dict):
        return "", {}
    if isinstance(wide.get("error"), str) and reference is not None and first is not None:
        try:
            with torch.no_grad():
                reference(*[a.double() if isinstance(a, torch.Tensor) and a.dtype == torch.float32 else a
                            for a in first])
        except Exception:  # noqa: BLE001 - the right computation needs float32 itself: no evidence
            return "", {}
        error = checks.clean_text(wide["error"], 200)
        if (told := cast_told(wide)) is not None:
            return told
        if isinstance(wide.get("line"), int) and 0 < wide["line"] < 10**6 and isinstance(wide.get("code"), str):
            return "feedback.wide_raised", {"error": error, "line": str(wide["line"]),
                                            "code": checks.clean_text(wide["code"], 120)}
        return "feedback.wide_raised_noline", {"error": error}
    if wide.get("got") not in ("float32", "float16", "bfloat16"):
        return "", {}
    told = {"got": wide["got"], "want": "float64"}
    if isinstance(wide.get("line"), int) and 0 < wide["line"] < 10**6 and isinstance(wide.get("code"), str):
        return "feedback.output_dtype_wide", {**told, "line": str(wide["line"]),
                                              "code": checks.clean_text(wide["code"], 120)}
    return "feedback.output_dtype_wide_noline", told


def cast_told(wide: dict) -> tuple[str, dict] | None:
    """A float64 run that raised, with the line that first made a narrower tensor on the way (the
    child's ``cast_line``): that line, and where the two dtypes met."""
    line, cast = wide.get("line"), wide.get("cast_line")
    if not (isinstance(cast, int) and 0 < cast < 10**6 and isinstance(wide.get("cast_code"), str)
            and isinstance(line, int) and 0 < line < 10**6 and isinstance(wide.get("code"), str)):
        return None
    return "feedback.wide_raised_cast", {"error": checks.clean_text(str(wide.get("error", "")), 200),
                                         "line": str(line), "code": checks.clean_text(wide["code"], 120),
                                         "cast_line": str(cast), "cast_code": checks.clean_text(wide["cast_code"], 120)}


def meta_told(result: dict, reference_on_meta: Callable[[], object]) -> tuple[str, dict]:
    """The child's meta-device evidence (``meta_mix``, its line, ``meta_copy``) as feedback, where
    ``reference_on_meta()`` runs: a right computation that needs real values proves nothing."""
    text = result.get("meta_mix")
    if not isinstance(text, str):
        return "", {}
    try:
        with torch.no_grad():
            reference_on_meta()
    except Exception:  # noqa: BLE001 - the reference needs real values: no evidence
        return "", {}
    line = result.get("meta_line")
    code = result.get("meta_code")
    where = {"line": str(line), "code": checks.clean_text(code, 120)} \
        if isinstance(line, int) and isinstance(code, str) and code else {}
    if where and result.get("meta_copy") is True:  # the inputs' values written into a cpu tensor
        return "feedback.device_copy_meta_at", {"error": checks.clean_text(text, 200), **where}
    if where and result.get("meta_return_cpu") is True:  # the result returned through .cpu()
        return "feedback.device_return_cpu", where
    return ("feedback.device_mix_meta_at" if where else "feedback.device_mix_meta"), {
        "error": checks.clean_text(text, 200), **where}


def _again(case) -> list | None:
    """``case`` with every tensor's entries reordered along its first axis of more than one entry
    (sequences, rows or masks trade places), or None where nothing moves."""
    out, moved = [], False
    for x in case:
        if isinstance(x, torch.Tensor) and x.dim() > 0:
            axis = next((d for d in range(x.dim()) if x.shape[d] > 1), None)
            y = x.flip(axis) if axis is not None else x
            moved = moved or not torch.equal(y, x)
            out.append(y.clone())
        else:
            out.append(x)
    return out if moved else None


def tensor_check(
    make_cases: Cases,
    reference: Callable[..., torch.Tensor | tuple],
    diagnose: Diagnose | None = None,
    atol: float = checks.ATOL,
    bool_inputs: tuple[int, ...] = (),
    long_inputs: tuple[int, ...] = (),
    mistakes: Sequence[Mistake] = (),
) -> tuple[Callable[[torch.Generator], dict], Callable[[dict, dict], tuple[str, dict]]]:
    """``(make_payload, check)`` of an exercise whose answer is a function of tensors (and ints)
    returning tensor(s); its probe.py is attnlab.grading.probes.tensor_probe.

    ``make_cases(rng)`` draws the run's inputs from ``rng``, beside any fixed example the exercise
    is about. ``bool_inputs`` / ``long_inputs`` list argument positions that are boolean masks or
    integer tensors (lengths, indices): they travel as numbers and are restored to their dtype.
    """

    check_file = sys._getframe(1).f_globals.get("__file__")  # the exercise's check.py
    solution: list = []  # its solution.py's answer, loaded on the first wrong answer

    def make_payload(rng: torch.Generator) -> dict:
        cases = list(make_cases(rng))
        twin = properties.find_twin(reference, cases, set(bool_inputs) | set(long_inputs),
                                    torch.Generator().manual_seed(29))  # rng's stream untouched
        # the last case again at once with its values reordered (same shapes): an answer that keeps
        # what it computed for the call before (a mask cached by shape, a global) shows it here
        again = _again(cases[-1]) if cases else None
        cases += [again] if again is not None else []
        payload = {"cases": [encode_args(case) for case in cases + ([twin[0]] if twin else [])],
                   "bool_inputs": list(bool_inputs), "long_inputs": list(long_inputs)}
        if again is not None:
            # that case's float tensors reach the answer as views with gaps between their rows (a
            # slice of a wider tensor, as a caller's tensors often are): code that assumes the
            # memory of a fresh tensor (as_strided, strides written by hand) reads other numbers
            payload["spaced"] = [len(cases) - 1]
        if twin:  # the last case is a twin of case twin[1]: one input position changed
            payload["twin"] = list(twin[1:])
        return payload

    def inputs_of(case, device):
        return case_inputs({"bool_inputs": bool_inputs, "long_inputs": long_inputs}, case, device)

    def read_outputs(cases, result):
        """[(args, want, got or None, error text)] with every tensor bounded before decoding."""
        outputs = codec.expect(result, "outputs", list)
        if len(outputs) != len(cases):
            raise MalformedResult("outputs")
        rows = []
        for case, out in zip(cases, outputs):
            args = inputs_of(case, "cpu")
            want = [w.detach().float() for w in _as_list(reference(*args))]
            if isinstance(out, dict):
                rows.append((args, want, None, checks.clean_text(codec.expect(out, "error", str))))
                continue
            if not isinstance(out, list) or len(out) > MAX_OUTPUTS:
                raise MalformedResult("outputs")
            bound = 4 * max(w.numel() for w in want) + 1024
            rows.append((args, want, [checks.decode_bounded(
                o, f"output {i + 1}" if len(want) > 1 else "output", bound,
                want[min(i, len(want) - 1)].shape) for i, o in enumerate(out)], ""))
        return rows

    def check(payload, result):
        key, args = told(payload, result)
        if key and not key.startswith("feedback.raised"):
            args = checks.swallowed_note(result, args)
        if key and isinstance(result, dict) and result.get("steps"):
            # what the output shows, and the line where the answer's own steps first leave the
            # right computation (on a case the child recorded)
            if not solution:
                solution.append(error_model.solution_of(check_file))
            args = divergence.with_location(key, args, result, [solution[0], reference],
                                            lambda i: inputs_of(payload["cases"][i], "cpu"), len(payload["cases"]))
            key = divergence.located_key(key, args)
        return key, args

    def told(payload, result):
        late_nan = None
        rows = read_outputs(payload["cases"], result)
        twin = None
        if payload.get("twin"):  # kept apart: it only tells what the output depends on
            twin, rows = rows[-1], rows[:-1]
        # A right answer computed another way differs by float32 rounding, which grows with the
        # inputs' size (exp(x - logsumexp(x)) near x = 1e4 is off by ~eps * 1e4 relative): the
        # tolerance of each case follows from the dtype and the inputs' magnitude (_case_atol).
        right = [got is not None and len(got) == len(want)
                 and all(not checks.compare(g, w, "output", _case_atol(args, atol))[0]
                         and _zeros_kept(g, w) for g, w in zip(got, want))
                 for args, want, got, _ in rows]
        if all(right):
            return _meta_mix(result, rows, reference)
        found = global_state(result, right)
        if found:
            return found
        spaced = set(payload.get("spaced", ()))
        if spaced and not all(r for i, r in enumerate(right) if i in spaced) \
                and all(r for i, r in enumerate(right) if i not in spaced):
            # right on every tensor as made, wrong only where the inputs' rows are not packed in
            # memory: a .view that needs packed memory (it raised), or code that reads memory by
            # position (as_strided, strides by hand)
            raised = next((rows[i][3] for i in sorted(spaced) if rows[i][2] is None), None)
            return ("feedback.spaced_view", {"error": raised}) if raised else ("feedback.spaced_layout", {})
        if spaced:
            # wrong on tensors as made: that is the mistake to name; a rows-apart copy of one case
            # only adds what a .view of such memory raises
            keep = [i for i in range(len(rows)) if i not in spaced]
            rows, right = [rows[i] for i in keep], [right[i] for i in keep]
        # every tensor right, returned in another order (merged, heads for heads, merged)
        found = output_order.explain(rows, lambda args: _case_atol(args, atol), check_file)
        if found:
            return found
        # every slice along the first axis right, some in another slice's place (heads indexed i - 1)
        found = properties.slices_moved(rows, atol)
        if found:
            return found
        # right on the cases of one size, raising on the others: a size fixed in the code (the
        # book's 6 tokens) or kept from an earlier call, not an axis out of place
        found = size_fixed.explain([r[0] for r in rows], [r[3] for r in rows], solution[0] if solution else reference)
        if found:
            return found
        # wrong only at entries that still hold an input's own values: where those come from
        found = properties.kept_entries([(args, want, got) for args, want, got, _ in rows], atol,
                                        error_model._param_names(solution[0] if solution else reference))
        if found:
            return found
        traces = raise_explain.read_traces(result, len(rows))
        key = find_mistake(mistakes, [r[0] for r in rows], [r[2] for r in rows], atol,
                           [r[3] for r in rows])
        failing = [r for r, ok in zip(rows, right) if not ok]
        if not key and any(right) and all(r[2] is not None and all(bool(torch.isfinite(g).all()) for g in r[2])
                                          for r in failing):
            # right on some inputs (a branch for 2-D scores), and on every other one exactly a
            # classic slip (scores.tril() in the batched branch): that slip, told as it is. Only
            # on finite values: two shifts of a softmax that both overflow agree on their NaNs;
            # and only where no single change of the reference gives every case (a fill of -100
            # acts as a fill of 0 on the inputs where it fails, and is the slip to name)
            partial = find_mistake(mistakes, [r[0] for r in failing], [r[2] for r in failing], atol,
                                   [r[3] for r in failing])
            if partial:
                if not solution:
                    solution.append(error_model.solution_of(check_file))
                whole = error_model.search_all([solution[0], reference], [r[0] for r in rows],
                                               [r[2] for r in rows], [r[3] for r in rows], atol, _case_atol,
                                               pairs=False, budget=error_model.Budget(EXACT_BUDGET))
                key = partial if whole is None else ""
        if key:
            # the catalogue's text says what the output shows; the exact change of the reference
            # that gives it, where a single one does, says where the code went wrong (the key
            # mask reused for the rows: "rows of padded queries should be 0" alone tells the
            # learner what they believe they did)
            if not solution:
                solution.append(error_model.solution_of(check_file))
            found = error_model.search_all([solution[0], reference], [r[0] for r in rows],
                                           [r[2] for r in rows], [r[3] for r in rows], atol, _case_atol,
                                           pairs=False, budget=error_model.Budget(EXACT_BUDGET))
            if found and found.key in OVER_CATALOGUE:
                return found.key, found.args
            if found and found.key in EITHER_AFTER_CATALOGUE:
                return key, {"either": found.key, **{f"either_{k}": v for k, v in found.args.items()}}
            if found and found.key in EXACT_AFTER_CATALOGUE:
                said = {"exact": found.key, **{f"exact_{k}": v for k, v in found.args.items()
                                               if not k.startswith("either")}}
                if found.args.get("either") in EXACT_AFTER_CATALOGUE:
                    # the other rewrite with the same output, said too: the runner keeps the one
                    # the code holds (source_reading)
                    said.update({k: v for k, v in found.args.items() if k.startswith("either")})
                return key, said
            return key, {}
        # every case as if an integer input were one fixed number (head_dim = d // 2, the book's
        # two heads, where d // num_heads belongs): right only where the input is that number
        found = book_sizes.explain(rows, reference, error_model._param_names(reference),
                                   lambda args: _case_atol(args, atol))
        if found:
            return found
        # An inf or NaN the learner's own code made from finite values (0 × -inf, an exp that
        # overflowed), where the right output is finite: the op and line that made it, first
        # (after the exercise's catalogue, whose texts name the classic ways to get there).
        if any(got is not None and any(not bool(torch.isfinite(g).all()) and bool(torch.isfinite(w).all())
                                       for g, w in zip(got, want) if g.shape == w.shape)
               for _, want, got, _ in rows):
            found = raise_explain.explain_nonfinite(traces)
            if found and found[0] in LATE_NONFINITE:
                late_nan = found  # a softmax of a row hidden whole: after the exercise's own texts
            elif found:
                return found
        # The exercise's heuristics judge one case at a time: where the answer's shape is wrong on
        # some case (axes reordered: right on a case where two sizes coincide), a text is kept only
        # when every case gives it.
        reshaped = any(got is not None and len(got) == len(want)
                       and any(g.shape != w.shape for g, w in zip(got, want)) for _, want, got, _ in rows)
        said = []
        for args, want, got, error in rows:
            if got is None:
                continue  # an error is explained after the rewrites had their say
            if len(got) != len(want):
                return _pieces(got, want, atol) or ("feedback.wrong_count", {"got": len(got), "want": len(want)})
            if diagnose:  # the exercise's own texts, where its heuristics apply
                key, fargs = diagnose(args, got, want)
                said.append((key, fargs))
                if key and not reshaped:
                    break  # one case's heuristic stands (below), unless a rewrite is exact
        heuristic = None
        if said and said[-1][0] and not reshaped:
            heuristic = said[-1]
        elif said and said[0][0] and all(key == said[0][0] for key, _ in said):
            heuristic = said[0]
        # A generic comparison ("wrong values at ...") from the heuristics names no mistake.
        if heuristic and heuristic[0] in GENERIC:
            heuristic = None
        # The error model: the rewrite of the reference (or pair) that gives the answer's outputs
        # on every case. An exact single rewrite beats a heuristic judged on one case (a mask
        # with diagonal=2 is told so, not "the future is seen"); pairs come only where no
        # heuristic spoke.
        if not solution:
            solution.append(error_model.solution_of(check_file))
        found = error_model.search_all([solution[0], reference], [r[0] for r in rows],
                                       [r[2] for r in rows], [r[3] for r in rows], atol, _case_atol,
                                       pairs=heuristic is None)
        if found and heuristic:
            # the exercise's own text, then the exact change that gives the answer's outputs
            return heuristic[0], {**heuristic[1], "exact": found.key,
                                  **{f"exact_{k}": v for k, v in found.args.items()}}
        if found and found.key in EXPANSIONS:
            # a term's factor moved or doubled gives what a product along the wrong axis gives
            # too (P_i² for P_i P_j): the construct the run saw at its line is the likelier reading
            linted = raise_explain.explain_lint(traces)
            if linted:
                return linted
        if found and found.key in ("rewrite.reshape_for_transpose", "rewrite.inner_for_outer"):
            # the lint saw the same reshape, or the same dot product of 1-D tensors, at its line:
            # that says more
            linted = raise_explain.explain_lint(traces)
            if linted and linted[0] in ("feedback.reshape_reorders", "feedback.dot_not_outer"):
                return linted
        if found:
            if any(r[2] is None for r in rows):
                # the concept the trace saw where the answer raised, held: said instead of a
                # rewrite whose construct the code turns out to lack (source_reading)
                seen = raise_explain.explain(traces, [r[0] for r in rows], [r[3] for r in rows],
                                             lambda args: shape_relation.case_names(args, solution[0] or reference))
                if seen and seen[1].get("concept") not in (None, "concept.rank"):
                    return found.key, {**found.args, "alt": seen[0], **{f"alt_{k}": v for k, v in seen[1].items()}}
            return found.key, found.args
        if heuristic:
            return heuristic
        # a dot product where an outer product was meant (p @ p.T of a 1-D p), seen in the run
        found = raise_explain.explain_lint(traces)
        if found:
            return found
        # the learner's line that raised, its op and operands in the case's axes, and the concept
        # behind it where the trace shows one
        raised = raise_explain.explain(traces, [r[0] for r in rows], [r[3] for r in rows],
                                       lambda args: shape_relation.case_names(args, solution[0] or reference))
        if raised and (raised[1].get("concept") not in (None, "concept.rank") or raised[0].startswith("feedback.float_size")):
            return raised  # a concept seen in the trace; the rank alone waits for the sizes below
        # a raised error told at the call that raised, beside the reference's operands there
        at_call = call_error.explain([r[0] for r in rows], [r[3] for r in rows], solution[0] or reference,
                                     lambda args: shape_relation.case_names(args, solution[0] or reference))
        if at_call and at_call[0] == "feedback.raised_dtype":
            return at_call
        # an index the reference runs along another axis (a[i, 0] for a[0, i]): the position, not the bound
        found = index_axis.explain([r[0] for r in rows], [r[3] for r in rows], solution[0] or reference,
                                   lambda args: shape_relation.case_names(args, solution[0] or reference))
        if found:
            return found
        found = call_error.explain_index([r[0] for r in rows], [r[3] for r in rows],
                                         lambda args: shape_relation.case_names(args, solution[0] or reference))
        if found:
            return found
        for explain in (error_model.explain_error, error_model.explain_dim_error):
            found = explain([r[0] for r in rows], [r[3] for r in rows], solution[0] or reference)
            if found:
                return found.key, found.args
        if raised and "concept" in raised[1]:
            return raised
        # Some cases raised with nothing behind it to name, others returned an output that a
        # property names (range(1, h) stacks h - 1 heads, and nothing at all where h = 1): what
        # the code does is told from the outputs it gave, not from the error where it broke.
        if any(r[2] is None for r in rows):
            found = properties.describe_rows([(got, want) for _, want, got, _ in rows], atol)
            if found:
                return found
        if at_call:
            return at_call
        if raised:
            return raised
        for args, want, got, error in rows:
            if got is None:
                return "feedback.raised", {"error": error}
        if late_nan:
            return late_nan
        # No rewrite explains it: the strongest property measured on the answer's output; first
        # each slice off by its own factor (a sum that is not the slice's own), which also makes
        # the output depend on other slices: told before the leak, which would only guess why.
        found = properties.untouched([(got, want) for _, want, got, _ in rows], atol,
                                     [args for args, _, _, _ in rows]) \
            or properties.slice_factors([(got, want) for _, want, got, _ in rows], atol,
                                        [args for args, _, _, _ in rows]) \
            or properties.is_input([(args, want, got) for args, want, got, _ in rows], atol,
                                   error_model._param_names(solution[0] or reference))
        if found:
            return found
        # Then whether it depends on an input position the right output ignores (a later token, a pad),
        # where the shapes are right: a wrong shape on some case (heads stacked before the batch,
        # right in shape only where b == h) is told by its relation to the right one first.
        if twin and not reshaped:
            index, arg, axis, pos = payload["twin"]
            found = properties.leak(rows[index][2], twin[2], rows[index][1], twin[1], atol, arg, axis, pos,
                                    error_model.masks(solution[0] or reference, rows[index][0]))
            if found:
                return found
        if reshaped:  # a case whose shape is wrong tells more than the numbers of one where it is right
            found = _shape_told(rows, solution[0] or reference)
            if found:
                return found
        found = properties.describe_rows([(got, want) for _, want, got, _ in rows], atol)
        if found and found[0] == "feedback.prop.scaled":  # a factor a size of the input explains
            found = scale_size.named(rows, solution[0] or reference, atol) or found
        if found:
            return found
        for args, want, got, error in rows:
            if got is None or len(got) != len(want):
                continue
            for i, (g, w) in enumerate(zip(got, want)):
                key, fargs = checks.compare(g, w, f"output {i + 1}" if len(want) > 1 else "output",
                                            atol)
                if key == "feedback.wrong_shape":
                    # the wrong shape's relation to the right one, in the case's axes (cat for stack)
                    told = shape_relation.relation(g.shape, w.shape, shape_relation.case_names(
                        args, solution[0] or reference))
                    if told:
                        return told[0], {**told[1], "what": fargs["what"]}
                if key:
                    return key, fargs
        return "feedback.wrong_values_somewhere", {}

    return make_payload, check


def _pieces(got: list, want: list, atol: float) -> tuple[str, dict] | None:
    """Several tensors returned where one is asked, which stacked or joined along one axis give
    it (a list of per-head results): the join that makes the one tensor."""
    if len(want) != 1 or len(got) < 2 or any(g.shape != got[0].shape for g in got):
        return None
    for how, join in (("stack", torch.stack), ("cat", torch.cat)):
        for dim in range(-want[0].dim(), 0):
            try:
                joined = join(list(got), dim=dim)
            except (RuntimeError, IndexError):  # shapes that do not join along that axis
                continue
            if checks.same(joined, want[0], max(atol, 1e-5)):
                return "feedback.returned_pieces", {"got": str(len(got)), "shape": checks.shape_text(got[0].shape),
                                                    "how": how, "dim": str(dim + want[0].dim()),
                                                    "want": checks.shape_text(want[0].shape)}
    return None


def _shape_told(rows, reference) -> tuple[str, dict] | None:
    """A wrong output shape that has a relation to the right one, in the case's axes: of the cases,
    the one whose sizes the case names best (a batch of 1 names nothing)."""
    best = None
    for args, want, got, _ in rows:
        if got is None or len(got) != len(want):
            continue
        for i, (g, w) in enumerate(zip(got, want)):
            if tuple(g.shape) != tuple(w.shape):
                told = shape_relation.relation(g.shape, w.shape, shape_relation.case_names(args, reference))
                if told:
                    named = sum(str(v).count("(") for v in told[1].values())
                    if best is None or named > best[0]:
                        best = (named, (told[0], {**told[1], "what": f"output {i + 1}" if len(want) > 1 else "output"}))
                break
    return best[1] if best else None


def randn(*shape: int, rng: torch.Generator, scale: float = 1.0) -> torch.Tensor:
    return torch.randn(*shape, generator=rng) * scale


def draw_seed(rng: torch.Generator) -> int:
    """A seed for a further generator (a module's weights), drawn from the run's generator."""
    return int(torch.randint(0, 2**31 - 1, (1,), generator=rng))

