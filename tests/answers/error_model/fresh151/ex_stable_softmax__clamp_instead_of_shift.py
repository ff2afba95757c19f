# exercise: ex_stable_softmax
# mistake: Overflow is avoided by clamping the scores at 80, which makes all large scores equal (1e4 and 9999 get the same weight); subtract the maximum along dim instead. [cond: scores above 80]
import torch


def ex_stable_softmax(x, dim):
    # exp(88) is about the float32 limit
    safe = torch.clamp(x, max=80.0)
    e = safe.exp()
    return e / e.sum(dim=dim, keepdim=True)
