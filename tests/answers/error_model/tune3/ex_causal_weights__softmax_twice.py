# exercise: ex_causal_weights
# mistake: Applied softmax a second time to the finished weights (a leftover line from the unmasked version), so the result is softmax(weights) along the keys, no longer the causal weights (and the future gets weight again).
# mistake_zh: 对已经算好的权重又做了一次 softmax（未加掩码版本留下的一行），结果是沿键的 softmax(weights)，不再是因果权重（未来位置又有了权重）。
# keywords: softmax, twice, result, weights, again
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    future = torch.ones(n, n, dtype=torch.bool).triu(1)
    w = scores.masked_fill(future, -torch.inf).softmax(dim=-1)
    return torch.nn.functional.softmax(w, dim=-1)
