# exercise: ex_causal_weights
# mistake: You fill the positions where tril is 1, i.e. the past and the diagonal, so each query sees only future keys; the mask must be the strict upper triangle.
# mistake_zh: 你填充的是 tril 为 1 的位置，即过去和对角线，结果每个查询只看到未来的键；掩码应是严格上三角。
# keywords: mask, tril, future, inverted

import torch


def ex_causal_weights(scores):
    n = scores.size(-1)
    keep = torch.tril(torch.ones(n, n, device=scores.device)).bool()
    masked = scores.masked_fill(keep, -torch.inf)
    masked = masked.masked_fill(torch.isinf(masked).all(-1, keepdim=True), 0.0)
    return torch.softmax(masked, dim=-1)
