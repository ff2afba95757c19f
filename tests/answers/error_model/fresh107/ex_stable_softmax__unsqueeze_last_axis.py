# exercise: ex_stable_softmax
# mistake: Restores the reduced axis of the maximum with unsqueeze(-1) whatever dim is, so for a dim other than the last the maxima broadcast along the wrong axis (overflow or wrong shifts, or a shape error); keepdim=True (or unsqueeze(dim)) keeps it in place. [cond: dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    m = x.max(dim=dim).values.unsqueeze(-1)
    e = torch.exp(x - m)
    return e / e.sum(dim=dim, keepdim=True)
