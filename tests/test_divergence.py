"""Where a wrong answer leaves the right computation (attnlab.grading.divergence over the steps
attnlab.grading.step_record keeps): the learner's line is found by comparing numbers alone, for
answers written in ways no rewrite or text knows, and a right answer written another way (a loop,
a hand-made softmax, a keep-mask) is never blamed."""

from __future__ import annotations

import linecache
import textwrap

import pytest
import torch

from attnlab.grading import divergence, step_record


def _learner(source: str, name: str, filename: str = "<answer>"):
    """A function defined from source registered as the worker registers a submission's files."""
    source = textwrap.dedent(source)
    linecache.cache[filename] = (len(source), None, source.splitlines(True), filename)
    namespace: dict = {"torch": torch}
    exec(compile(source, filename, "exec"), namespace)  # noqa: S102 - the test's own code
    return namespace[name], source.splitlines()


def _causal_reference(scores):
    n = scores.shape[-1]
    future = torch.triu(torch.ones(n, n, dtype=torch.bool), diagonal=1)
    return torch.softmax(scores.masked_fill(future, float("-inf")), dim=-1)


def _context_reference(x, w):
    return torch.softmax(x @ w @ x.T, dim=-1) @ x


SCORES = torch.randn(7, 7, generator=torch.Generator().manual_seed(3))
X = torch.rand(6, 3, generator=torch.Generator().manual_seed(4))
W = torch.rand(3, 3, generator=torch.Generator().manual_seed(5))


def _found_line(fn, reference, args, lines):
    steps = step_record.record(fn, [a.clone() for a in args])
    assert steps, "the recorder kept no step"
    found = divergence.find(steps, divergence.pool_of([reference], list(args)))
    return None if found is None else (lines[found["step"]["line"] - 1].strip(), found)


@pytest.mark.parametrize("reference", [_causal_reference])
def test_a_right_answer_by_other_routes_is_never_blamed(reference):
    # a keep-mask (tril) instead of the reference's triu, a softmax by hand with the row maximum,
    # the rows one at a time: nothing differs, so nothing is found
    fn, lines = _learner("""
        def answer(scores):
            n = scores.shape[-1]
            keep = torch.tril(torch.ones(n, n))
            rows = []
            for i in range(n):
                s = scores[i].masked_fill(keep[i] == 0, float("-inf"))
                e = torch.exp(s - s.max())
                rows.append(e / e.sum())
            return torch.stack(rows)
        """, "answer")
    assert torch.allclose(fn(SCORES), reference(SCORES), atol=1e-6)
    assert _found_line(fn, reference, [SCORES], lines) is None


def test_the_slip_after_right_steps_written_another_way_is_the_line_found():
    # the same keep-mask and hand-made softmax, but every row divided by the sum of the whole
    # matrix: the mask and the exponentials are right (a correct solution makes them too)
    fn, lines = _learner("""
        def answer(scores):
            n = scores.shape[-1]
            keep = torch.tril(torch.ones(n, n))
            s = scores.masked_fill(keep == 0, float("-inf"))
            e = torch.exp(s - s.max(dim=-1, keepdim=True).values)
            total = e.sum()
            return e / total
        """, "answer")
    line, found = _found_line(fn, _causal_reference, [SCORES], lines)
    assert line == "total = e.sum()"
    assert found["step"]["op"] == "sum"


def test_a_loop_of_weighted_rows_is_followed_to_the_line_that_breaks_it():
    # context built token by token (w[i] * x[i], summed): right terms, right running sums; the
    # slip is the extra division after the loop
    fn, lines = _learner("""
        def answer(x, w):
            q = x[2] @ w
            s = x @ w @ x.T
            a = torch.softmax(s, dim=-1)[2]
            z = torch.zeros(3)
            for i in range(x.shape[0]):
                z = z + a[i] * x[i]
            return z / x.shape[0]
        """, "answer")

    def reference(x, w):
        return _context_reference(x, w)[2]

    line, _ = _found_line(fn, reference, [X, W], lines)
    assert line == "return z / x.shape[0]"


def test_the_terms_of_a_product_made_one_by_one_are_right_steps():
    # each term w[i] * x[i] is right (a correct loop makes it too); the sum starts from x[2]
    # instead of zeros, so the accumulation line is the one to look at
    fn, lines = _learner("""
        def answer(x, w):
            a = torch.softmax(x @ w @ x.T, dim=-1)[2]
            z = x[2].clone()
            for i in range(x.shape[0]):
                term = a[i] * x[i]
                z += term
            return z
        """, "answer")

    def reference(x, w):
        return _context_reference(x, w)[2]

    line, _ = _found_line(fn, reference, [X, W], lines)
    assert line == "z += term"


def test_a_lower_precision_cast_is_found_and_named():
    fn, lines = _learner("""
        def answer(x, w):
            h = x.half()
            s = (h @ w.half() @ h.T).float()
            return torch.softmax(s, dim=-1) @ x
        """, "answer")
    line, found = _found_line(fn, _context_reference, [X, W], lines)
    assert line == "h = x.half()"
    assert found["relation"][0] == "diverge.low_precision"


def test_a_scaled_step_says_its_factor():
    fn, lines = _learner("""
        def answer(x, w):
            s = x @ w @ x.T
            s = s * 2
            return torch.softmax(s, dim=-1) @ x
        """, "answer")
    line, found = _found_line(fn, _context_reference, [X, W], lines)
    assert line == "s = s * 2"
    assert found["relation"] == ("diverge.scaled", {"factor": "2.0000"})


def test_only_the_learners_lines_are_recorded_and_bounded():
    fn, _ = _learner("""
        def answer(x):
            for _ in range(1000):
                x = x + 1
            return torch.nn.functional.softmax(x, dim=-1)
        """, "answer")
    steps = step_record.record(fn, [torch.zeros(4)])
    assert 0 < len(steps) <= step_record.MAX_SENT
    assert all(s["code"] for s in steps)


def test_the_recorder_never_changes_what_the_code_computes_or_raises():
    fn, _ = _learner("""
        def answer(x):
            y = x.clone()
            y.add_(1)
            return y.view(2, 2) @ torch.ones(3)
        """, "answer")
    assert step_record.record(fn, [torch.zeros(4)]) is None  # it raises: nothing is claimed
    with pytest.raises(RuntimeError):
        fn(torch.zeros(4))


def test_malformed_steps_from_a_child_tell_nothing():
    for bad in (None, "x", [[0, "x"]], [[0, [{"values": ["oops"], "ins": [0]}]]], [[9, []]]):
        for case, steps in divergence.recorded(bad, 2):
            assert divergence.located(steps, [_causal_reference], [SCORES]) == {}
    assert divergence.located([{"values": [1.0] * 10_000, "line": 1, "code": "x"}],
                              [_causal_reference], [SCORES]) == {}


def _outcome(key, args):
    from attnlab.grading.model import Outcome
    return Outcome("failed", 0.0, 1.0, key, args)


HELD = {"held_diverge_line": "9", "held_diverge_code": "ctx = torch.stack(outs, dim=-1).reshape(b, n, d)",
        "held_diverge_op": "stack"}


@pytest.mark.parametrize("code,said", [
    # the text's call (permute) is nowhere in the code: the line is said
    ("import torch\nctx = torch.stack(outs, dim=-1).reshape(b, n, d)\n", True),
    # the code has a permute: the text points at it already, the line stays unsaid
    ("import torch\nctx = x.permute(0, 2, 1, 3).reshape(b, n, d)\n", False),
])
def test_a_text_naming_calls_the_code_never_makes_gets_the_line(code, said):
    from attnlab.grading.report import feedback_text
    from attnlab.grading.submissions import Submission
    args = {"shape": "(2, 2, 6, 1)", "got": "permute(0, 2, 3, 1)", "want": "permute(0, 2, 1, 3)", **HELD}
    out = divergence.refine(_outcome("rewrite.permute_axes", args), Submission.module(code))
    assert not any(k.startswith("held_") for k in out.args)
    assert ("diverge_line" in out.args) == said
    for lang, word in (("en", "line 9"), ("zh", "第 9 行")):
        assert (word in feedback_text(out, lang)) == said


def test_a_text_naming_no_call_keeps_the_line_unsaid():
    from attnlab.grading.submissions import Submission
    out = divergence.refine(_outcome("ex_padding_attention.keys_seen", dict(HELD)),
                            Submission.module("import torch\n"))
    assert out.args == {}


def test_an_index_past_the_end_with_no_larger_axis_blames_no_loop_bound():
    from attnlab.grading import call_error
    error = "RuntimeError: index 5 is out of bounds for dimension 1 with size 5"
    key, args = call_error.explain_index([[torch.zeros(3, 5)]], [error], lambda args: {5: {"x.shape[1]"}, 3: {"x.shape[0]"}})
    assert key == "feedback.raised_index_past_end" and args["last"] == "4"
    # where a larger axis exists, the loop over it stays the reading
    key, _ = call_error.explain_index([[torch.zeros(7, 5)]], [error], lambda args: {5: {"x.shape[1]"}, 7: {"x.shape[0]"}})
    assert key == "feedback.raised_index"


TRICKY_LOAD = '''
import linecache, math, torch
torch.manual_seed(123)                      # torch's own frames, lazy linecache entries
linecache.cache["lazy_module.py"] = (lambda: [],)   # a lazy entry, as warnings and tracebacks leave
from_lazy = eval(compile("lambda: 2.5", "lazy_module.py", "eval"))()
def helper(xs):
    total = 0.0
    for x in xs:
        try:
            total += math.exp(x)
        except OverflowError:
            total = float("inf")
    return total
class Box:
    value = [1.0, 2.0]
weights = [math.exp(v) / helper([0.1, 0.2]) for v in (0.1, 0.2)]
drawn = torch.rand(3).tolist()
gen = sum(w for w in weights)
pair = (1, 2.5)
ex_answer = round(weights[0] + gen + Box.value[1] + drawn[0], 4)
'''


def test_the_load_runs_the_same_with_the_recorder_and_the_number_trace():
    from attnlab.grading import worker
    submission = {"kind": "module", "source": TRICKY_LOAD, "filename": "answers_tricky.py"}
    plain, plain_report = worker._load(submission)
    with step_record.start():
        traced, traced_report = worker._load(submission)
    assert plain_report == traced_report == {"failures": []}
    for name in ("weights", "drawn", "gen", "pair", "from_lazy", "ex_answer"):
        assert plain[name] == traced[name], name
    steps = step_record.for_answer("ex_answer")
    assert steps and any(s["op"] == "=" and s["code"].startswith("weights =") for s in steps)


def test_sizes_and_loop_indices_bound_by_the_learners_lines_are_never_blamed():
    # d_in = x.shape[1] is a whole number no step of the computation has; z[i] = … binds no i
    from attnlab.grading import worker
    source = ("import torch\nfrom attnlab import examples\ninputs = examples.inputs()\n"
              "d_in = inputs.shape[1]\nscores = torch.empty(inputs.shape[0])\n"
              "for i, x_i in enumerate(inputs):\n    scores[i] = torch.dot(x_i, inputs[1])\n"
              "weights = scores / scores.sum()\nex_answer = round(weights[1].item(), 4)\n")
    with step_record.start():
        worker._load({"kind": "module", "source": source, "filename": "answers_sizes.py"})
    steps = step_record.for_answer("ex_answer")
    assert not any(s["op"] == "=" and s["line"] == 7 for s in steps)  # the index i is not bound there

    def want():
        from attnlab import examples
        x = examples.inputs()
        return torch.softmax(x @ x[1], dim=0)[1]

    found = divergence.find(steps, divergence.pool_of([want], []))
    assert found["step"]["line"] == 8 and found["step"]["op"] == "sum"


def test_arithmetic_that_lands_on_the_input_data_is_no_way_back():
    # every weight times the query's own vector: the weights sum to 1, so the total is the query
    # row itself, a value the computation has (its data) but not a step back on track
    fn, lines = _learner("""
        def answer(x, w):
            a = torch.softmax(x @ w @ x.T, dim=-1)[2]
            q = x[2]
            z = torch.zeros(3)
            for i in range(x.shape[0]):
                z = z + a[i] * q
            return z
        """, "answer")

    def reference(x, w):
        return _context_reference(x, w)[2]

    line, found = _found_line(fn, reference, [X, W], lines)
    assert line == "z = z + a[i] * q"
    assert found["relation"] is None  # a near-zero factor or a constant is never said
