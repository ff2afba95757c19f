# exercise: ex_fix_mask_heads
# mistake: Masked by multiplying the softmax weights by the keep mask instead of filling -inf before the softmax; the axes are right but the rows no longer sum to 1 (the padded keys' share is simply lost). Fill with -inf before the softmax (or renormalise).
# mistake_zh: 用 softmax 权重乘以保留掩码来屏蔽，而不是在 softmax 之前填 -inf；轴是对的，但每行的和不再为 1（填充键的那部分权重直接丢失了）。应在 softmax 之前填 -inf（或重新归一化）。
# keywords: multiply, -inf, before softmax, renormalise, sum to 1
import torch


def ex_fix_mask_heads(scores, pad):
    keep = (~pad)[:, None, None, :]
    weights = torch.softmax(scores, dim=-1)
    return weights * keep
