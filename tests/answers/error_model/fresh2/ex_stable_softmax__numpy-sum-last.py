# exercise: ex_stable_softmax
# mistake: The maximum is taken along dim, but the normalising sum always runs over the last axis (axis=-1), so for any other dim the slices along dim do not sum to 1; sum along dim too.
# mistake_zh: 最大值是沿 dim 取的，但归一化的求和总是沿最后一个轴（axis=-1），所以当 dim 不是最后一维时，沿 dim 的切片之和不为 1；求和也要沿 dim。
# keywords: sum, dim, axis, normalise, last

import numpy as np
import torch


def ex_stable_softmax(x, dim):
    a = x.detach().cpu().numpy().astype(np.float64)
    a = a - a.max(axis=dim, keepdims=True)
    e = np.exp(a)
    out = e / e.sum(axis=-1, keepdims=True)
    return torch.from_numpy(out).to(dtype=x.dtype, device=x.device)
