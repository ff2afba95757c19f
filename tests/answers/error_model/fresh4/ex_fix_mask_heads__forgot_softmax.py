# exercise: ex_fix_mask_heads
# mistake: The head axis is now fixed, but the learner dropped the softmax while rewriting and returns the masked scores (with -inf) instead of weights; apply torch.softmax(..., dim=-1) to the masked scores.
# mistake_zh: 头维的问题已经修好，但学习者在改写时丢掉了 softmax，返回的是带 -inf 的掩码后分数而不是权重；应对掩码后的分数做 torch.softmax(..., dim=-1)。
# keywords: softmax, weights, scores, -inf, missing
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad.unsqueeze(1).unsqueeze(2)           # (b, 1, 1, n)
    attn = scores.masked_fill(mask, float('-inf'))
    return attn
