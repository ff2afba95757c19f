# exercise: ex_stable_softmax
# mistake: Took element [1] of x.max(dim, keepdim=True), which is the argmax indices, not the values (element [0]); subtracting an index is still a constant per slice, so the result is right for small scores but overflows to NaN for scores like 1e4. [cond: only for large scores]
import torch


def ex_stable_softmax(x, dim):
    # max returns (value, index) like findmax
    m = x.max(dim=dim, keepdim=True)[1]
    z = x - m
    e = torch.exp(z)
    return e / e.sum(dim=dim, keepdim=True)
