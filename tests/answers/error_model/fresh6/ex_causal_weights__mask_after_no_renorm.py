# exercise: ex_causal_weights
# mistake: Applied the softmax first and then multiplied by the lower-triangular mask, but never renormalised, so the rows sum to less than 1. Either divide each row by its sum afterwards, or fill the future with -inf before the softmax.
# mistake_zh: 先做 softmax 再乘下三角掩码，但没有重新归一化，所以每行的和小于 1。要么之后再把每行除以它的和，要么在 softmax 之前把未来位置填成 -inf。
# keywords: renormalise, row sum, after softmax, tril, -inf
import torch


def ex_causal_weights(scores):
    attn_weights = torch.softmax(scores, dim=-1)
    context_length = scores.shape[-1]
    mask_simple = torch.tril(torch.ones(context_length, context_length))
    masked_simple = attn_weights * mask_simple
    return masked_simple
