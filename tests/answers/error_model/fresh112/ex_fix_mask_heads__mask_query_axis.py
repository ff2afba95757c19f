# exercise: ex_fix_mask_heads
# mistake: Puts the padding on the query axis with pad[:, None, :, None], so padded queries' rows become NaN and padded keys stay visible; the key mask is pad[:, None, None, :].
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, :, None]   # (b, 1, n, 1)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
