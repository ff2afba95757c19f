# exercise: ex_stable_softmax
# mistake: The learner took np.max along dim without keepdims and re-inserted the axis at the end with np.expand_dims(..., -1), which lines the maxima up correctly only when dim is the last axis; the kept axis must be dim itself (keepdims=True). [cond: dim is not the last axis]
import numpy as np
import torch


def ex_stable_softmax(x, dim):
    a = x.detach().cpu().numpy()
    m = np.max(a, axis=dim)
    m = np.expand_dims(m, -1)
    e = np.exp(a - m)
    s = e / np.sum(e, axis=dim, keepdims=True)
    return torch.from_numpy(s).to(x.device)
