# exercise: ex_causal_weights
# mistake: The additive mask mask * (-inf) gives 0 × (-inf) = NaN on every allowed position, so all weights become NaN. Build the additive mask with torch.where (0 where allowed, -inf in the future), or use masked_fill.
# mistake_zh: 加性掩码 mask * (-inf) 在允许的位置上得到 0 × (-inf) = NaN，结果所有权重都是 NaN。应用 torch.where 构造加性掩码（允许处为 0，未来处为 -inf），或者直接用 masked_fill。
# keywords: 0 * -inf, nan, additive mask, torch.where, masked_fill
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    upper = torch.triu(torch.ones(n, n, dtype=scores.dtype, device=scores.device), diagonal=1)
    return torch.softmax(scores + upper * float("-inf"), dim=-1)
