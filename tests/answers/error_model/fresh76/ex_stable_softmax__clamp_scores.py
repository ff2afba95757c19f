# exercise: ex_stable_softmax
# mistake: Avoids overflow by clamping the scores at 80 before exp, which changes the result whenever scores exceed 80 (e.g. 1e4 and 1e4-1 become equal); the fix is to subtract the per-slice maximum. [cond: scores above 80]
import torch

LIMIT = 80.0  # exp(88) is about the float32 max


def ex_stable_softmax(x, dim):
    e = torch.exp(x.clamp(max=LIMIT))
    return e / e.sum(dim=dim, keepdim=True)
