# exercise: ex_stable_softmax
# mistake: Instead of subtracting the maximum, the learner clamps every score to at most 80 with torch.where so exp cannot overflow, which flattens all large scores to the same value (e.g. 1e4 and 1e4-5 get equal weight); each slice's maximum must be subtracted.
import torch

LIMIT = 80.0  # exp(88) is about the float32 max


def ex_stable_softmax(x, dim):
    safe = torch.where(x > LIMIT, torch.full_like(x, LIMIT), x)
    e = safe.exp()
    return e / e.sum(dim=dim, keepdim=True)
