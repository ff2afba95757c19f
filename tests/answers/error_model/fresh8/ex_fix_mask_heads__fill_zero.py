# exercise: ex_fix_mask_heads
# mistake: The learner broadcast the mask correctly but filled the padded scores with 0 instead of −inf, so exp(0) = 1 still gives the padded keys weight. Fill with float('-inf') so their softmax weight is 0.
# mistake_zh: 学习者的掩码广播是对的，但把填充位置的分数填成了 0 而不是 −inf，exp(0) = 1 使填充的键仍有权重。应填 float('-inf')，它们的 softmax 权重才会是 0。
# keywords: -inf, fill value, zero, exp(0)
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad.unsqueeze(1).unsqueeze(2)  # (b, 1, 1, n)
    return torch.softmax(scores.masked_fill(mask, 0.0), dim=-1)
