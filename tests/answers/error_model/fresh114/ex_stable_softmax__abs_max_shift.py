# exercise: ex_stable_softmax
# mistake: Subtracts the largest absolute value instead of the largest value, so slices of large negative scores underflow to 0/0 = NaN; the shift must be the maximum of x along dim. [cond: slices whose entries are all large negative numbers]
import torch


def ex_stable_softmax(x, dim):
    # bound |x| so exp never sees anything big
    big = x.abs().amax(dim=dim, keepdim=True)
    num = torch.exp(x - big)
    den = num.sum(dim=dim, keepdim=True)
    return num / den
