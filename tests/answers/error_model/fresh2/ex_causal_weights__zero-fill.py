# exercise: ex_causal_weights
# mistake: Multiplying the scores by the lower-triangular mask sets the future scores to 0 instead of -inf, and exp(0) = 1 is not zero, so later keys still get weight; fill them with -inf (masked_fill) before the softmax.
# mistake_zh: 用下三角掩码乘以得分，只把未来位置的得分置为 0 而不是 -inf，而 exp(0) = 1 不是 0，后面的键仍然得到权重；应在 softmax 之前填充 -inf。
# keywords: -inf, multiply, future, mask, masked_fill

import torch


def ex_causal_weights(scores):
    n = scores.size(-1)
    keep = torch.tril(torch.ones(n, n, device=scores.device))
    masked = scores * keep          # zero out the future
    return masked.softmax(dim=-1)
