# exercise: ex_stable_softmax
# mistake: Normalises the exponentials by their L2 norm along dim instead of their sum, so the outputs do not sum to 1.

import torch


def ex_stable_softmax(x, dim):
    m = x.amax(dim=dim, keepdim=True)
    e = torch.exp(x - m)
    # normalize
    return e / torch.linalg.vector_norm(e, dim=dim, keepdim=True)
