# exercise: ex_fix_mask_heads
# mistake: Puts the padding on the query axis with pad[:, None, :, None], so padded queries' rows become all -inf (NaN) and real queries still see padded keys; the key mask is pad[:, None, None, :].
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, :, None]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
