# exercise: ex_causal_weights
# mistake: You zero the future weights after the softmax but never renormalise, so the rows no longer sum to 1.
# mistake_zh: 你在 softmax 之后把未来位置的权重置零，却没有重新归一化，每行的和不再是 1。
# keywords: renormalize, rows, sum, softmax

import torch


def ex_causal_weights(scores):
    attn_weights = torch.softmax(scores, dim=-1)
    context_length = scores.shape[-1]
    mask_simple = torch.tril(torch.ones(context_length, context_length, device=scores.device))
    masked_simple = attn_weights * mask_simple
    return masked_simple
