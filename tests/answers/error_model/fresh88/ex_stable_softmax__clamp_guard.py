# exercise: ex_stable_softmax
# mistake: Guards against overflow by clamping the scores to at most 80 before exp instead of subtracting each slice's maximum, so large scores (1e4 vs 1e4 - 5) all become 80 and get equal weights.
import torch

EXP_GUARD = 80.0  # exp(88) overflows float32


def ex_stable_softmax(x, dim):
    e = torch.exp(x.clamp(max=EXP_GUARD))
    return e / e.sum(dim=dim, keepdim=True)
