# exercise: ex_stable_softmax
# mistake: Clamped the scores to at most 80 before exp (a blog's overflow guard) instead of subtracting the maximum along dim; large scores all become 80, so e.g. [1e4, 1e4 - 2] gets uniform weights.
import torch

MAX_EXP = 80.0  # exp(88) overflows float32


def ex_stable_softmax(x, dim):
    safe = torch.clamp(x, max=MAX_EXP)
    e = torch.exp(safe)
    return e / e.sum(dim=dim, keepdim=True)
