# exercise: ex_stable_softmax
# mistake: The learner took the maximum with x.max(dim).values, which drops the reduced axis, so it broadcasts against the wrong axis and each entry gets another row's maximum subtracted; the maximum needs keepdim=True (or unsqueeze(dim)). [cond: x has more than one axis and dim is not the first axis]
import torch


def ex_stable_softmax(x, dim):
    # subtract the max so exp never overflows
    m = x.max(dim=dim).values
    e = torch.exp(x - m)
    return e / e.sum(dim=dim, keepdim=True)
