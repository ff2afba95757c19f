# exercise: ex_softmax_backward
# mistake: Σ dP_j P_j is summed over the whole tensor instead of each row: the softmax normalises along the last axis, so sum along dim=-1 with keepdim=True.
# mistake_zh: Σ dP_j P_j 是对整个张量求和，而不是对每一行：softmax 沿最后一个轴归一化，所以应沿 dim=-1 求和并 keepdim=True。
# keywords: sum, row, axis, dim, last

import numpy as np
import torch


def ex_softmax_backward(P, dP):
    p = P.detach().cpu().numpy()
    g = dP.detach().cpu().numpy()
    ds = p * (g - np.sum(g * p))
    return torch.as_tensor(ds, dtype=P.dtype, device=P.device)
