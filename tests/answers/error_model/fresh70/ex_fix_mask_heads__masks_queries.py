# exercise: ex_fix_mask_heads
# mistake: Indexes the padding mask as pad[:, None, :, None], which masks padded queries (whole rows, giving NaN) instead of padded keys; the key mask is pad[:, None, None, :].
import torch


def ex_fix_mask_heads(scores, pad):
    # (b, n) -> (b, 1, n, 1), 对所有头广播
    mask = pad[:, None, :, None]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
