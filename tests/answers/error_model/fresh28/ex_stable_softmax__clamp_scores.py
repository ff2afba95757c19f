# exercise: ex_stable_softmax
# mistake: Avoided overflow by clamping the scores at 80 before exp instead of subtracting the maximum, which changes the result for scores above 80 (1e4 and 1e4 − 1 become equal); shift by the maximum along dim. [cond: scores above 80]
import torch


def ex_stable_softmax(x, dim):
    # exp overflows float32 above ~88, so cap the scores first
    e = torch.exp(torch.clamp(x, max=80.0))
    return e / e.sum(dim=dim, keepdim=True)
