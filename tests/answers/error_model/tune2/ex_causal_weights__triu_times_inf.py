# exercise: ex_causal_weights
# mistake: triu(ones, 1) * -inf puts 0 * -inf = NaN on and below the diagonal, so every weight becomes NaN. Build the mask with masked_fill (or torch.where), not by multiplying.
# mistake_zh: triu(ones, 1) * -inf 在对角线及其下方得到 0 * -inf = NaN，于是所有权重都变成 NaN。应用 masked_fill（或 torch.where）构造掩码，而不是相乘。
# keywords: nan, 0, -inf, multiply, masked_fill
import torch


def ex_causal_weights(scores):
    n = scores.size(-1)
    bias = torch.triu(torch.ones(n, n), diagonal=1).mul(-torch.inf)
    return (scores + bias).softmax(-1)
