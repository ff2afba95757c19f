# exercise: ex_fix_mask_heads
# mistake: Added the extra axis in front (unsqueeze(0)), giving (1, b, 1, n), so the batch still lines up with the heads: wrong when b == h > 1 and an error when b != h; the mask must be (b, 1, 1, n). [cond: b > 1]
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, :].unsqueeze(0)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
