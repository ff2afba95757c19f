# exercise: ex_stable_softmax
# mistake: Avoids overflow by clamping the scores at 80 before exp, which makes all large scores equal and gives wrong weights (e.g. 1e4 and 1e4 − 1 get the same weight); subtract the maximum along dim instead. [cond: scores above 80]
import torch


def ex_stable_softmax(x, dim):
    # exp(88) is about the float32 limit, stay below it
    safe = torch.clamp(x, max=80.0)
    e = torch.exp(safe)
    return e / e.sum(dim=dim, keepdim=True)
