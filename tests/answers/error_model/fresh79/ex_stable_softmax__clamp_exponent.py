# exercise: ex_stable_softmax
# mistake: Instead of subtracting the maximum, the learner clamps the scores at 80 before exp to avoid inf; large scores that differ (e.g. 1e4 and 1e4 - 1) all become 80 and get equal weights. Subtract the per-slice maximum instead. [cond: scores above 80]
import torch


def ex_stable_softmax(x, dim):
    # exp(89) already overflows float32
    e = torch.exp(torch.clamp(x, max=80.0))
    return e / torch.sum(e, dim=dim, keepdim=True)
