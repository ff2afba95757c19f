# exercise: ex_stable_softmax
# mistake: The learner clamps the scores to at most 80 before exp to avoid overflow, which changes the result whenever scores exceed 80 (e.g. [1e4, 1e4 − 1] gives [0.5, 0.5]); the maximum along dim must be subtracted instead.
import torch

MAX_EXP = 80.0  # exp(88) is about the float32 limit


def ex_stable_softmax(x, dim):
    e = torch.exp(x.clamp(max=MAX_EXP))
    return e / e.sum(dim=dim, keepdim=True)
