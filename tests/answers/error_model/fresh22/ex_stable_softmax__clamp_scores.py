# exercise: ex_stable_softmax
# mistake: Clamped the scores at 80 to avoid overflow instead of subtracting the maximum, which changes the result for large scores (e.g. 1e4 vs 1e4-1); subtract x.amax(dim, keepdim=True). [cond: scores above 80]
import torch

def ex_stable_softmax(x, dim):
    # exp(88) overflows float32, keep the scores below that
    e = torch.exp(torch.clamp(x, max=80.0))
    return e / e.sum(dim=dim, keepdim=True)
