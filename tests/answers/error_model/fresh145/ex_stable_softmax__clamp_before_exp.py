# exercise: ex_stable_softmax
# mistake: The learner avoided overflow by clamping the scores to at most 80 before exp; every large score becomes 80, so e.g. [1e4, 1e4 - 5] gets equal weights; subtracting each slice's maximum keeps the differences exact.
import torch

BIGGEST_SAFE_EXPONENT = 80.0


def ex_stable_softmax(x, dim):
    safe_x = torch.clamp(x, max=BIGGEST_SAFE_EXPONENT)
    exp_x = torch.exp(safe_x)
    total = torch.sum(exp_x, dim=dim, keepdim=True)
    result = exp_x / total
    return result
