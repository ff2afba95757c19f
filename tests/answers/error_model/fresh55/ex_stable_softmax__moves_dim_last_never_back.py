# exercise: ex_stable_softmax
# mistake: For a dim that is not the last, the learner transposes dim to the end, computes the softmax there and returns the transposed result without moving the axis back; the result must have x's layout. [cond: only when dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    if dim < 0:
        dim = x.dim() + dim
    if dim != x.dim() - 1:
        x = x.transpose(dim, -1)
    m, _ = x.max(dim=-1, keepdim=True)
    e = torch.exp(x - m)
    return e / e.sum(dim=-1, keepdim=True)
