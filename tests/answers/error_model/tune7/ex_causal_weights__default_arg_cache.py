# exercise: ex_causal_weights
# mistake: The causal mask is memoised in a mutable default argument on the first call, so later calls with another number of tokens reuse a mask of the first call's size; build it from scores.shape[-1] on every call.
# mistake_zh: 因果掩码在第一次调用时被缓存进可变默认参数，之后词元数不同的调用仍复用第一次调用大小的掩码；应每次根据 scores.shape[-1] 构建。
# keywords: n, size, scores.shape, every call

import torch


def ex_causal_weights(scores, _memo={}):
    if "mask" not in _memo:
        t = scores.size(-1)
        _memo["mask"] = torch.ones(t, t, device=scores.device).triu(1) == 1
    return scores.masked_fill(_memo["mask"], -torch.inf).softmax(-1)
