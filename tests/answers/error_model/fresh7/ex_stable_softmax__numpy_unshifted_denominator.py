# exercise: ex_stable_softmax
# mistake: Shifted the numerator by the max but summed the UNshifted exponentials in the denominator (np.exp(a).sum): the two no longer match (off by a factor exp(max)), and large scores still overflow to inf, giving 0 or NaN. Use the same shifted exponentials on top and bottom.
# mistake_zh: 分子减去了最大值，但分母对未平移的指数求和（np.exp(a).sum）：分子分母不再匹配（相差 exp(max) 倍），大分数仍然溢出为 inf，得到 0 或 NaN。分子分母应使用同一组平移后的指数。
# keywords: denominator, shifted, overflow, inf, max
import numpy as np
import torch


def ex_stable_softmax(x, dim):
    a = x.detach().cpu().numpy()
    top = np.exp(a - a.max(axis=dim, keepdims=True))
    bottom = np.exp(a).sum(axis=dim, keepdims=True)
    return torch.from_numpy(top / bottom).to(x.device)
