# exercise: ex_fix_mask_heads
# mistake: Fixes the mask shape but fills padded keys with torch.finfo(dtype).max (a huge positive number) instead of the most negative value / -inf, so padded keys get all the weight.
import torch


def ex_fix_mask_heads(scores, pad):
    # Reshape pad to (b, 1, 1, n) so it broadcasts over heads and queries
    mask = pad.unsqueeze(1).unsqueeze(2)
    # Use the dtype's extreme value instead of -inf to avoid NaNs in fully-masked rows
    fill_value = torch.finfo(scores.dtype).max
    return torch.softmax(scores.masked_fill(mask, fill_value), dim=-1)
