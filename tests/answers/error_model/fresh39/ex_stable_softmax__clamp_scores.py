# exercise: ex_stable_softmax
# mistake: Avoids overflow by clamping the scores at 80 before exp, which changes the result whenever scores exceed 80 (e.g. 1e4 and 1e4-1 become equal); softmax is shift-invariant, so subtract the maximum along dim instead. [cond: scores above 80]
import torch

MAX_EXP = 80.0  # exp(88) overflows float32


def ex_stable_softmax(x, dim):
    e = torch.exp(torch.clamp(x, max=MAX_EXP))
    return e / torch.sum(e, dim=dim, keepdim=True)
