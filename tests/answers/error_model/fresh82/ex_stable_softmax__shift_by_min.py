# exercise: ex_stable_softmax
# mistake: Shifted by the minimum along dim (to make every exponent >= 0) instead of the maximum, so exp still overflows when the scores of a slice span more than ~88; subtract the maximum. [cond: a slice's scores differ by more than ~88 (float32)]
import torch


def ex_stable_softmax(x, dim):
    shifted = x - x.amin(dim=dim, keepdim=True)
    e = torch.exp(shifted)
    return e / e.sum(dim=dim, keepdim=True)


# constant shift does not change softmax
_x = torch.tensor([1e4, 1e4 + 1.0, 1e4 + 2.0])
assert torch.allclose(ex_stable_softmax(_x, 0), torch.softmax(torch.tensor([0.0, 1.0, 2.0]), 0))
