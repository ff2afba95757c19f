# exercise: ex_fix_mask_heads
# mistake: Indexes the mask as pad[:, None, :, None], which masks the rows of padded queries (all their keys, giving NaN rows) instead of the padded keys; keys need pad[:, None, None, :].
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, :, None]       # (b, 1, n, 1) -> broadcasts over heads
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
