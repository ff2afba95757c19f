# exercise: ex_fix_mask_heads
# mistake: Indexes the mask as pad[:, None, :, None], masking padded queries (rows) instead of padded keys (columns); the NaN rows are hidden with nan_to_num and real queries still attend to padding. The key mask is pad[:, None, None, :].
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, :, None]
    w = torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
    return torch.nan_to_num(w, nan=0.0)
