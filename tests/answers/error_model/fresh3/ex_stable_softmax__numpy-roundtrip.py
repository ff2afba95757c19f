# exercise: ex_stable_softmax
# mistake: Your numpy round trip returns a float64 tensor on the CPU, whatever the input's dtype and device; convert back with torch.from_numpy(...).to(x).
# mistake_zh: 你经过 numpy 转换后总是返回 CPU 上的 float64 张量，不管输入的 dtype 和设备；应用 torch.from_numpy(...).to(x) 转回。
# keywords: dtype, device, numpy, float64

import numpy as np
import torch


def ex_stable_softmax(x, dim):
    a = x.detach().cpu().numpy().astype(np.float64)
    a = a - a.max(axis=dim, keepdims=True)
    e = np.exp(a)
    return torch.from_numpy(e / e.sum(axis=dim, keepdims=True))
