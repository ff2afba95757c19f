"""Classes from held-out corpus fresh13 (issue 29), each shown on slips written differently from
the corpus's: an inverted mask told at the element of the code that inverts it (torch.where's
branches in the wrong order, method or function form; a negation before masked_fill; a comparison
the other way; tril), never blaming what the code does not contain; and a size taken from the
book's example instead of the input (a head count in code, a shape answer)."""

from __future__ import annotations

import textwrap

import pytest

from attnlab.grading import mask_cause
from attnlab.grading.model import Outcome
from attnlab.grading.submissions import Submission
from tests.test_error_model_concepts import _grade, _texts


def _refined(exercise_id: str, source: str) -> Outcome:
    """The outcome as the runner gives it: the check's key, then the mask's reader."""
    source = textwrap.dedent(source)
    key, args = _grade(exercise_id, source)
    assert key, "a wrong answer must be caught"
    return mask_cause.refine(Outcome("failed", 0.0, 1.0, key, args), Submission.module(source), exercise_id)


INVERTED = [
    # torch.where in method form, its fill where the kept scores belong
    ("ex_causal_weights", "feedback.mask_where_order", "torch.where(future, float('-inf'), scores)", """
        import torch
        def ex_causal_weights(scores):
            n = scores.size(-1)
            future = torch.ones(n, n, dtype=torch.bool).triu(1)
            return scores.where(future, float('-inf')).softmax(-1)
        """),
    # a pad mask cast to bool, a finite fill
    ("ex_fix_mask_heads", "feedback.mask_where_order", "torch.where(is_pad, -1e9, scores)", """
        import torch
        def ex_fix_mask_heads(scores, pad):
            is_pad = pad.bool()[:, None, None, :]
            return torch.softmax(torch.where(is_pad, scores, -1e9), dim=-1)
        """),
    # a keep-mask (pad == 0) given to where with the fill first
    ("ex_fix_mask_heads", "feedback.mask_where_order_keep", "torch.where(keep, scores, ", """
        import torch
        def ex_fix_mask_heads(scores, pad):
            keep = (pad == 0)[:, None, None, :]
            return torch.where(keep, torch.full_like(scores, float('-inf')), scores).softmax(-1)
        """),
    # the zeroing of padded query rows with its branches swapped, written with a scalar 0.
    ("ex_padding_attention", "feedback.mask_where_order", "torch.where(q_pad, 0.0, w)", """
        import torch
        def ex_padding_attention(scores, lengths):
            n = scores.shape[-1]
            pad = torch.arange(n)[None, :] >= lengths[:, None]
            w = torch.softmax(scores.masked_fill(pad[:, None, None, :], -torch.inf), -1).nan_to_num(0.0)
            q_pad = pad[:, None, :, None]
            return torch.where(q_pad, w, 0.0)
        """),
    # a negation before masked_fill
    ("ex_padding_attention", "feedback.mask_negated", "~padded", """
        import torch
        def ex_padding_attention(scores, lengths):
            n = scores.shape[-1]
            padded = torch.arange(n)[None, :] >= lengths[:, None]
            w = scores.masked_fill(~padded[:, None, None, :], float('-inf')).softmax(-1).nan_to_num(0.0)
            return w.masked_fill(padded[:, None, :, None], 0.0)
        """),
    ("ex_causal_weights", "feedback.mask_negated", "m == 0", """
        import torch
        def ex_causal_weights(scores):
            n = scores.shape[-1]
            m = torch.triu(torch.ones(n, n), diagonal=1)
            return torch.softmax(scores.masked_fill(m == 0, float('-inf')), dim=-1)
        """),
    # the comparison the other way round
    ("ex_padding_attention", "feedback.mask_compare", "< lengths", """
        import torch
        def ex_padding_attention(scores, lengths):
            n = scores.shape[-1]
            real = torch.arange(n)[None, :] < lengths[:, None]
            w = torch.nan_to_num(torch.softmax(scores.masked_fill(real[:, None, None, :], float('-inf')), dim=-1))
            return w.masked_fill(~real[:, None, :, None], 0.0)
        """),
]


@pytest.mark.parametrize("exercise_id,key,fix,source", INVERTED, ids=[f"{c[0]}-{c[1]}" for c in INVERTED])
def test_an_inverted_mask_is_told_at_the_element_of_the_code_that_inverts_it(exercise_id, key, fix, source):
    out = _refined(exercise_id, source)
    # torch.where's order replaces the symptom's text; an element before masked_fill is told after it
    # (or replaces a text that names tril, where the code's inversion is another)
    assert key in (out.feedback, out.args.get("concept")), out
    texts = _texts(out.feedback, out.args)
    assert fix in texts["en"] and fix in texts["zh"], texts
    # never the symptom's guess at a cause the code does not contain
    assert "tril" not in texts["en"] or "tril" in source


def test_where_swapped_no_longer_blames_tril_in_code_that_uses_triu():
    source = """
        import torch
        def ex_causal_weights(scores):
            t = scores.shape[-1]
            upper = torch.triu(torch.ones(t, t, dtype=torch.bool), 1)
            return torch.where(upper, scores, torch.tensor(float('-inf'))).softmax(dim=-1)
        """
    out = _refined("ex_causal_weights", source)
    assert out.feedback == "feedback.mask_where_order", out
    assert "tril" not in _texts(out.feedback, out.args)["en"]


CORRECT_FORMS = [
    "return torch.where(torch.tril(torch.ones(n, n, dtype=torch.bool)), s, float('-inf')).softmax(-1)",
    "return s.masked_fill(torch.tril(torch.ones(n, n)) == 0, float('-inf')).softmax(-1)",
    "return s.masked_fill(~torch.tril(torch.ones(n, n, dtype=torch.bool)), -1e9).softmax(-1)",
    "return torch.where(torch.triu(torch.ones(n, n, dtype=torch.bool), 1), float('-inf'), s).softmax(-1)",
    "return s.masked_fill(torch.arange(n)[None, :] > torch.arange(n)[:, None], -torch.inf).softmax(-1)",
    "return s.where(torch.ones(n, n).tril().bool(), torch.tensor(-1e9)).softmax(-1)",
]


@pytest.mark.parametrize("line", CORRECT_FORMS)
def test_the_reader_finds_nothing_inverted_in_right_masks(line):
    source = f"import torch\ndef f(s):\n    n = s.shape[-1]\n    {line}\n"
    assert mask_cause.find([(None, source)], "f") is None


def test_a_mask_whose_polarity_the_code_does_not_show_gets_no_claim():
    source = "import torch\ndef f(s, m):\n    return torch.where(m, s, -1e9).softmax(-1)\n"
    assert mask_cause.find([(None, source)], "f") is None


# 2. a size taken from the book's example instead of the question or the input

def _short_shape(value):
    from tests.test_error_model_fresh11 import _short
    return _short("ex_shape_view", value)


@pytest.mark.parametrize("typed,key,words", [
    ((2, 2, 5, 6), "feedback.shape.book_heads", "2 heads of 6"),  # the book's 2 heads
    ((2, 6, 5, 2), "feedback.shape.other_heads", "6 heads of 2"),  # another head count, same width
    ((2, 3, 6, 4), "feedback.shape.book_axis", "n = 6"),  # the book's 6 tokens
])
def test_a_shape_answer_with_a_head_count_or_size_from_elsewhere_is_named(typed, key, words):
    got, args = _short_shape(typed)
    assert got == key, (got, args)
    texts = _texts(got, args)
    assert words in texts["en"] and "(2, 3, 5, 4)" in texts["en"] and "(2, 3, 5, 4)" in texts["zh"]


def test_the_right_shape_still_passes_and_a_permutation_keeps_its_reading():
    assert _short_shape((2, 3, 5, 4))[0] == ""
    assert _short_shape((2, 5, 3, 4))[0] == "ex_shape_view.no_transpose"


FIXED_HEADS = [
    # nh bound to the book's 2, reshape + permute
    """
    def ex_split_merge(x, num_heads, context):
        B, T, C = x.shape
        nh = 2
        heads = x.reshape(B, T, nh, C // nh).permute(0, 2, 1, 3)
        return heads, context.permute(0, 2, 1, 3).reshape(B, T, -1)
    """,
    # the head count in the view itself, head_dim left to -1
    """
    def ex_split_merge(x, num_heads, context):
        b, n, d = x.shape
        heads = x.view(b, n, 2, -1).transpose(1, 2)
        merged = context.transpose(1, 2).reshape(b, n, -1)
        return heads, merged
    """,
]


@pytest.mark.parametrize("source", FIXED_HEADS)
def test_a_head_count_fixed_at_the_books_two_is_named_with_its_line(source):
    from attnlab.grading import book_sizes
    source = textwrap.dedent(source)
    key, args = _grade("ex_split_merge", source)
    assert key == "feedback.input_fixed_heads", (key, args)
    assert (args["name"], args["fixed"]) == ("num_heads", "2")
    out = book_sizes.refine(Outcome("failed", 0.0, 1.0, key, args), Submission.module(source), "ex_split_merge")
    assert out.args.get("concept") == "feedback.input_fixed_line", out.args
    texts = _texts(out.feedback, out.args)
    assert "d // num_heads" in texts["en"] and "d // num_heads" in texts["zh"]
    assert "2" in out.args["concept_code"]


def test_an_answer_right_for_every_head_count_is_not_told_a_fixed_one():
    source = textwrap.dedent("""
    def ex_split_merge(x, num_heads, context):
        b, n, d = x.shape
        heads = x.view(b, n, num_heads, d // num_heads).transpose(1, 2)
        return heads, context.transpose(1, 2).reshape(b, n, -1)
    """)
    assert _grade("ex_split_merge", source) == ("", {})
