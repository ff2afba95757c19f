# exercise: ex_fix_mask_heads
# mistake: torch.where(pad, -5, scores) replaces padded scores by -5, which is no mask next to the scores: padded keys keep weight. Use -inf (or torch.finfo(scores.dtype).min).
# mistake_zh: torch.where(pad, -5, scores) 把填充的分数换成 -5，这与分数相比根本起不到遮盖作用：填充的键仍有权重。应使用 -inf（或 torch.finfo(scores.dtype).min）。
# keywords: -5, fill, -inf, finfo, weight
import torch


def ex_fix_mask_heads(scores, pad):
    return torch.softmax(torch.where(pad[:, None, None, :], torch.tensor(-5.0), scores), dim=-1)
