# exercise: ex_stable_softmax
# mistake: The learner takes torch.max(x, dim)[1], which is the index of the maximum, not its value, and subtracts that; the result is still a softmax for small scores but overflows to NaN for scores like 1e4. The shift must be the max value ([0] or amax). [cond: only for large scores]
import torch


def ex_stable_softmax(x, dim):
    mx = torch.max(x, dim, keepdim=True)[1]
    e = torch.exp(x - mx)
    s = torch.sum(e, dim, keepdim=True)
    return e / s
