# exercise: ex_causal_weights
# mistake: After the softmax the learner zeroes the future and renormalises, but divides by the sum over dim=-2 (the queries, i.e. columns) instead of dim=-1; the rows no longer sum to 1. Renormalise along the last axis.
# mistake_zh: 学习者在 softmax 之后把未来位置置零并重新归一化，但除以的是沿 dim=-2（查询方向，即按列）的和，而不是 dim=-1；各行之和不再为 1。应沿最后一个维度重新归一化。
# keywords: renormalise, dim=-1, rows, sum to 1, columns
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    w = torch.softmax(scores, dim=-1)
    w = w * torch.tril(torch.ones(n, n, device=scores.device))
    return w / w.sum(dim=-2, keepdim=True)
