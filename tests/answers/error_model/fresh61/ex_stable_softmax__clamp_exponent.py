# exercise: ex_stable_softmax
# mistake: Prevents overflow by clamping the scores at 80 before exp, which makes all large scores equal (e.g. 1e4 and 9999 get the same weight); the stable way is to subtract the maximum along dim, which leaves the softmax unchanged. [cond: scores above 80]
import torch

MAX_EXP = 80.0   # exp(88.7) overflows float32


def ex_stable_softmax(x, dim):
    e = torch.exp(torch.clamp(x, max=MAX_EXP))
    return e / e.sum(dim=dim, keepdim=True)
