# exercise: ex_fix_mask_heads
# mistake: Fills with torch.finfo(dtype).min instead of -inf, so a sequence whose keys are all padding gets uniform weights over padding instead of the -inf result. [cond: only when a sequence is all padding]
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, None, :]
    big_neg = torch.finfo(scores.dtype).min
    return torch.softmax(scores.masked_fill(mask, big_neg), dim=-1)
