# exercise: ex_stable_softmax
# mistake: The learner clamps the scores at 80 (found by trial: exp(89) overflows) instead of subtracting the maximum, so large scores are flattened to the same value and the weights become wrong. [cond: scores above 80]
import torch

LIMIT = 80.0  # exp(88.7) = inf in float32, 80 is safe


def ex_stable_softmax(x, dim):
    safe = torch.clamp(x, max=LIMIT)
    e = torch.exp(safe)
    s = e.sum(dim=dim, keepdim=True)
    # print(torch.isnan(e / s).any())
    return e / s
