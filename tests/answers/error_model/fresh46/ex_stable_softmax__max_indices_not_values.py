# exercise: ex_stable_softmax
# mistake: The learner unpacks torch.max as `_, m = x.max(...)`, so m holds the argmax indices, not the maximum values; subtracting indices does not prevent overflow for scores like 1e4. m must be the values.
import torch


def ex_stable_softmax(x, dim):
    _, m = x.max(dim=dim, keepdim=True)
    e = torch.exp(x - m)
    return e / e.sum(dim=dim, keepdim=True)
