# exercise: ex_fix_mask_heads
# mistake: Indexes the mask as pad[:, None, :, None], which masks whole rows of padded queries instead of the columns of padded keys (padded rows become NaN, real queries still see padded keys); it must be pad[:, None, None, :].
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, :, None].to(scores.device)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
