# exercise: ex_causal_weights
# mistake: The learner takes the softmax over all keys and then multiplies by a lower-triangular matrix, so the rows no longer sum to 1; either mask with -inf before the softmax or renormalise each row after zeroing.
# mistake_zh: 学习者先对所有键做 softmax，再乘以下三角矩阵，结果每行之和不再为 1；应在 softmax 之前用 -inf 遮住，或在置零后重新归一化每行。
# keywords: renormalise, rows sum to 1, mask before softmax

import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    keep = torch.tril(torch.ones(n, n, device=scores.device, dtype=scores.dtype))
    return torch.softmax(scores, dim=-1) * keep
