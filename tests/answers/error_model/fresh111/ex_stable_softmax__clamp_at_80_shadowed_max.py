# exercise: ex_stable_softmax
# mistake: Clamps the scores at 80 so exp cannot overflow, which flattens every score above 80 to the same value (1e4 and 100 get equal weight); subtract each slice's maximum instead of clamping.
import torch

max = 80.0  # exp(80) still fits in float32


def ex_stable_softmax(x, dim):
    safe = torch.clamp(x, max=max)
    e = torch.exp(safe)
    return e / e.sum(dim=dim, keepdim=True)
