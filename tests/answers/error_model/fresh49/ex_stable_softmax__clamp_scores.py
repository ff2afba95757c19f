# exercise: ex_stable_softmax
# mistake: Clamped the scores to at most 80 instead of subtracting the maximum, so large scores (e.g. 1e4 and 1e4 − 1) all become 80 and get equal weights; subtract the max along dim. [cond: only when some score exceeds 80]
import torch


def ex_stable_softmax(x, dim):
    safe = torch.clamp(x, max=80.0)   # exp(88) is about the float32 limit
    e = torch.exp(safe)
    return e / e.sum(dim=dim, keepdim=True)
