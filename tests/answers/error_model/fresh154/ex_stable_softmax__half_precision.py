# exercise: ex_stable_softmax
# mistake: The learner computes the softmax in float16 and casts back, which does not overflow but loses precision (about 3 decimal digits) for float32/float64 inputs; compute in the input's dtype after subtracting the max.
import torch


def ex_stable_softmax(x, dim):
    orig = x.dtype
    x = x - x.max(dim=dim, keepdim=True).values
    # half is enough for probabilities and faster
    return torch.softmax(x.to(torch.float16), dim=dim).to(orig)
