# exercise: ex_stable_softmax
# mistake: Prevents overflow by clamping the scores at 80 instead of subtracting the maximum, so large scores (like 1e4 vs 1e4 - 5) all become 80 and get equal weights. [cond: scores above 80]
import torch

SAFE = 80.0


def ex_stable_softmax(x, dim):
    e = torch.exp(torch.clamp(x, max=SAFE))
    return e / e.sum(dim=dim, keepdim=True)
