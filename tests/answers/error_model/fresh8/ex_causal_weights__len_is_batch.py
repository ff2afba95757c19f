# exercise: ex_causal_weights
# mistake: The learner took n = len(scores), which is the size of the first axis (the batch), not the number of tokens; it only works for 2-D scores. Use scores.shape[-1].
# mistake_zh: 学习者用 n = len(scores) 取长度，这是第一维（批次）的大小，而不是词元数；只对二维分数有效。应使用 scores.shape[-1]。
# keywords: shape[-1], len, batch axis, last axis
import torch


def ex_causal_weights(scores):
    n = len(scores)
    mask = torch.triu(torch.ones(n, n, device=scores.device), diagonal=1).bool()
    return torch.softmax(scores.masked_fill(mask, -torch.inf), dim=-1)
