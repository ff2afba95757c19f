# exercise: ex_stable_softmax
# mistake: Avoids overflow by clamping the scores to at most 80 before exp, which changes the result whenever scores exceed 80 (e.g. 1e4 and 2e3 both become 80); the stable softmax subtracts the maximum instead.
import torch

MAX_LOGIT = 80.0  # exp(88) is the float32 limit


def ex_stable_softmax(x, dim):
    x = torch.clamp(x, max=MAX_LOGIT)
    e = torch.exp(x)
    return e / torch.sum(e, dim=dim, keepdim=True)
