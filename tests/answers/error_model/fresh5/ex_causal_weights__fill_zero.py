# exercise: ex_causal_weights
# mistake: Filling the future scores with 0 does not hide them: exp(0) = 1, so later keys still get weight. Fill them with -inf (float('-inf')) before the softmax.
# mistake_zh: 把未来位置的分数填成 0 并不能屏蔽它们：exp(0) = 1，后面的键仍然得到权重。应在 softmax 之前填成 -inf（float('-inf')）。
# keywords: fill, 0, -inf, exp(0), future
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    mask = torch.ones(n, n, device=scores.device).triu(1).bool()
    masked = torch.where(mask, torch.zeros_like(scores), scores)
    return masked.softmax(dim=-1)
