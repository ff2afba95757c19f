# exercise: ex_causal_weights
# mistake: The learner wrote the masked softmax by hand with torch.exp2 (2 ** s) instead of torch.exp, so the weights are a base-2 softmax, flatter than the right ones; the mask itself is right.
# mistake_zh: 学习者手写带掩码的 softmax 时用了 torch.exp2（2 ** s）而不是 torch.exp，权重成了以 2 为底的 softmax，比正确的更平坦；掩码本身是对的。
# keywords: exp2, base, exp
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    future = torch.ones(n, n, dtype=torch.bool).triu(1)
    s = scores.masked_fill(future, float("-inf"))
    s = s - s.max(dim=-1, keepdim=True).values
    e = torch.exp2(s)
    return e / e.sum(dim=-1, keepdim=True)
