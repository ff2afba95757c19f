# exercise: ex_causal_weights
# mistake: Applies the softmax first and then zeroes the future with tril, without renormalising, so the rows no longer sum to 1; mask with -inf before the softmax (or divide by the row sums afterwards).
# mistake_zh: 先做 softmax 再用 tril 把未来置零，却没有重新归一化，所以每行之和不再是 1；应在 softmax 之前用 -inf 遮住（或之后再除以行和）。
# keywords: renormalize, row sum, softmax, order

import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    weights = torch.softmax(scores, dim=-1)
    keep = torch.tril(torch.ones(n, n, device=scores.device))
    return weights * keep
