# exercise: ex_causal_weights
# mistake: The mask is given two leading axes (mask[None, None], as for (b, h, n, n) scores), so the output of (n, n) or (b, n, n) scores gains leading axes; build the mask as (n, n).
# mistake_zh: 掩码加了两个前导轴（mask[None, None]，像 (b, h, n, n) 分数那样），于是 (n, n) 或 (b, n, n) 分数的输出多出前导轴；掩码应为 (n, n)。
# keywords: leading, axes, (n, n)

import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    future = torch.ones(n, n, device=scores.device).triu(1).bool()[None, None]
    return torch.softmax(scores.masked_fill(future, float("-inf")), dim=-1)
