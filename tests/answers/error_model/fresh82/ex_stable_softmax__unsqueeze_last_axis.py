# exercise: ex_stable_softmax
# mistake: Took the maximum without keepdim and put the axis back with unsqueeze(-1), which lines the maxima up with the wrong axis when dim is not the last one (a shape error, or wrong values when the sizes happen to broadcast); use amax(dim, keepdim=True) (or unsqueeze(dim)). [cond: dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    m = x.max(dim=dim).values.unsqueeze(-1)
    e = torch.exp(x - m)
    return e / e.sum(dim=dim, keepdim=True)


def _test_big_scores():
    x = torch.tensor([[1e4, 0.0], [0.0, 1e4]])
    out = ex_stable_softmax(x, -1)
    assert not torch.isnan(out).any()
    assert torch.allclose(out, torch.eye(2))


def _test_matches_torch():
    x = torch.randn(3, 5)
    assert torch.allclose(ex_stable_softmax(x, 1), torch.softmax(x, 1))


_test_big_scores()
_test_matches_torch()
