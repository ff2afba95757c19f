# exercise: ex_stable_softmax
# mistake: The learner computed the maximum with NumPy and wrapped it in torch.tensor, which creates it on the CPU, so subtracting it from a GPU tensor fails; the maximum must stay on x's device (x.amax(dim, keepdim=True)). [cond: only on a GPU]
import numpy as np
import torch


def ex_stable_softmax(x, dim):
    m = torch.tensor(np.max(x.detach().cpu().numpy(), axis=dim, keepdims=True), dtype=x.dtype)
    e = (x - m).exp()
    return e / e.sum(dim=dim, keepdim=True)
