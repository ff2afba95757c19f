# exercise: ex_causal_weights
# mistake: The learner caches the causal mask in a module-level global built on the first call, so a later call with a different n reuses the stale mask (wrong size); build the mask from scores.shape[-1] on every call (or cache per n and device).
# mistake_zh: 学习者把因果掩码缓存在模块级全局变量里，只在第一次调用时构建，之后 n 不同的调用仍用旧掩码（尺寸不对）；应每次根据 scores.shape[-1] 构建掩码（或按 n 和设备缓存）。
# keywords: cache, global, mask size, n

import torch

_MASK = None


def ex_causal_weights(scores):
    global _MASK
    if _MASK is None:
        n = scores.shape[-1]
        _MASK = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=1)
    return torch.softmax(scores.masked_fill(_MASK, float('-inf')), dim=-1)
