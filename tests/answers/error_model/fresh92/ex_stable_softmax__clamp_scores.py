# exercise: ex_stable_softmax
# mistake: Clamped the scores to at most 80 to avoid overflow instead of subtracting the maximum, so large scores all become equal and their differences are lost. [cond: scores above 80]
import torch
import torch.nn.functional as F

def ex_stable_softmax(x, dim):
    safe = torch.clamp(x, max=80.0)  # exp(80) still fits in float32
    e = torch.exp(safe)
    return e / torch.sum(e, dim=dim, keepdim=True)
