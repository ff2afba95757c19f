# exercise: ex_stable_softmax
# mistake: Subtracted the global maximum of the whole tensor instead of each slice's maximum along dim. Slices whose values are far below the global max (e.g. one row near -1e4, another near 0) underflow to all zeros and give 0/0 = NaN. Use x.amax(dim=dim, keepdim=True).
# mistake_zh: 减去的是整个张量的全局最大值，而不是沿 dim 每个切片各自的最大值。远低于全局最大值的切片（例如一行约 -1e4，另一行约 0）会全部下溢为 0，得到 0/0 = NaN。应使用 x.amax(dim=dim, keepdim=True)。
# keywords: global maximum, per slice, underflow, NaN, amax
import torch


def ex_stable_softmax(x, dim):
    x = x - x.max()          # 减去最大值，防止溢出
    ex = torch.exp(x)
    return ex / ex.sum(dim=dim, keepdim=True)
