# exercise: ex_stable_softmax
# mistake: The learner avoids overflow by clamping the scores to [-50, 50] before exp, which changes the result whenever scores differ by more than that range (e.g. 1e4 vs 0); the right fix subtracts the per-slice maximum instead of clipping. [cond: scores beyond ±50]
import torch

SAFE = 50.0


def ex_stable_softmax(x, dim, limit=SAFE):
    e = torch.exp(x.clamp(min=-limit, max=limit))
    return e / e.sum(dim=dim, keepdim=True)
