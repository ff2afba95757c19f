"""Two masks each applied on the other's axis (issue 29, class 6) are one named rewrite."""

import torch

from attnlab.grading import error_model


def _ref(scores, pad):
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float("-inf")), -1).nan_to_num(0.0)
    return w.masked_fill(pad[:, None, :, None], 0.0)


def _swapped(scores, pad):
    w = torch.softmax(scores.masked_fill(pad[:, None, :, None], float("-inf")), -1).nan_to_num(0.0)
    return w.masked_fill(pad[:, None, None, :], 0.0)


def test_swapped_masks_are_named():
    g = torch.Generator().manual_seed(3)
    scores = torch.randn(2, 2, 5, 5, generator=g)
    pad = torch.arange(5)[None] >= torch.tensor([3, 4])[:, None]
    cases = [[scores, pad]]
    found = error_model.search(_ref, cases, [[_swapped(scores, pad)]])
    assert found is not None and found.key == "rewrite.masks_swapped"


def test_one_mask_only_gives_no_swap():
    def ref(scores, pad):
        return torch.softmax(scores.masked_fill(pad[:, None, None, :], float("-inf")), -1)
    scores = torch.randn(2, 1, 4, 4, generator=torch.Generator().manual_seed(4))
    pad = torch.arange(4)[None] >= torch.tensor([2, 3])[:, None]
    assert not [r for r in error_model.candidates(ref, [[scores, pad]]) if r.key == "rewrite.masks_swapped"]


def test_key_mask_or_query_mask_is_named():
    def ref(scores, pad):
        return torch.softmax(scores.masked_fill(pad[:, None, None, :], float("-inf")), -1)

    def wrong(scores, pad):
        return torch.softmax(scores.masked_fill(pad[:, None, :, None] | pad[:, None, None, :], float("-inf")), -1)

    scores = torch.randn(2, 2, 5, 5, generator=torch.Generator().manual_seed(5))
    pad = torch.arange(5)[None] >= torch.tensor([3, 4])[:, None]
    found = error_model.search(ref, [[scores, pad]], [[wrong(scores, pad)]])
    assert found is not None and found.key == "rewrite.mask_rows_too"
