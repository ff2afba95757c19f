# exercise: ex_stable_softmax
# mistake: The learner cast the array to np.float32 before exponentiating, so float64 inputs come back as float32 and lose precision; the result should keep the input's dtype. [cond: float64 inputs]
import numpy as np
import torch


def ex_stable_softmax(x, dim):
    a = x.detach().cpu().numpy().astype(np.float32)
    a = a - a.max(axis=dim, keepdims=True)
    num = np.exp(a)
    den = num.sum(axis=dim, keepdims=True)
    return torch.from_numpy(num / den).to(x.device)
