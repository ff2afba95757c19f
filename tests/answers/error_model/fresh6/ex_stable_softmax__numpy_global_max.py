# exercise: ex_stable_softmax
# mistake: Subtracted np.max of the whole array (one global maximum) instead of each slice's maximum along dim; a slice far below the global max underflows to 0/0 = NaN. Use x.amax(dim=dim, keepdim=True).
# mistake_zh: 减去的是整个数组的 np.max（一个全局最大值），而不是沿 dim 每个切片各自的最大值；远低于全局最大值的切片会下溢成 0/0 = NaN。应使用 x.amax(dim=dim, keepdim=True)。
# keywords: global max, per slice, amax, keepdim, underflow
import numpy as np
import torch


def ex_stable_softmax(x, dim):
    arr = x.detach().cpu().numpy()
    arr = arr - np.max(arr)          # 减去最大值防止溢出
    e = np.exp(arr)
    out = e / e.sum(axis=dim, keepdims=True)
    return torch.from_numpy(out).to(x.device)
