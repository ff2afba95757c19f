"""Entries of a leading axis left unwritten (zeros) or unprocessed (the input) are told as a loop
that leaves them out, not as a wrong denominator (issue 29, class 7)."""

import torch

from attnlab.grading import properties


def _want(g):
    x = torch.randn(3, 2, 4, 4, generator=g)
    return x, torch.softmax(x, -1)


def test_last_batch_entry_zero():
    x, want = _want(torch.Generator().manual_seed(0))
    got = want.clone()
    got[2] = 0
    key, args = properties.untouched([([got], [want])], inputs=[(x,)])
    assert key == "feedback.prop.untouched_zero" and args["axis"] == "0" and args["wrong"] == "2"


def test_head_left_as_input():
    x, want = _want(torch.Generator().manual_seed(1))
    got = want.clone()
    got[:, 0] = x[:, 0]
    key, args = properties.untouched([([got], [want])], inputs=[(x,)])
    assert key == "feedback.prop.untouched_input" and args["axis"] == "1" and args["wrong"] == "0"


def test_other_wrong_slices_are_not_untouched():
    x, want = _want(torch.Generator().manual_seed(2))
    got = want.clone()
    got[2] = want[2] * 0.5  # a wrong denominator, not a skipped entry
    assert properties.untouched([([got], [want])], inputs=[(x,)]) is None
    assert properties.untouched([([want / 2], [want])], inputs=[(x,)]) is None
