# exercise: ex_stable_softmax
# mistake: The learner clamps the scores to [-80, 80] to avoid overflow, which changes the result whenever scores differ beyond that range (e.g. 1e4 and 1e4 − 1 both become 80); the maximum along dim must be subtracted instead. [cond: only for scores beyond ±80]
import torch


def ex_stable_softmax(x, dim):
    safe = torch.clamp(x, min=-80.0, max=80.0)
    e = torch.exp(safe)
    return e / e.sum(dim=dim, keepdim=True)
