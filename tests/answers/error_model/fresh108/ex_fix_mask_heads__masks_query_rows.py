# exercise: ex_fix_mask_heads
# mistake: Builds the mask as pad.unsqueeze(1).unsqueeze(-1), shape (b, 1, n, 1), which masks the rows of padded queries instead of the columns of padded keys; the key mask is (b, 1, 1, n).
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad.unsqueeze(1).unsqueeze(-1)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
