# exercise: ex_fix_mask_heads
# mistake: Sets -inf with advanced indexing scores[b_idx, :, k_idx], which puts the padded position on the query axis (axis 2) instead of the key axis (axis 3), so padded queries' rows are masked (NaN) and padded keys are still attended.
import torch


def ex_fix_mask_heads(scores, pad):
    s = scores.clone()
    b_idx, k_idx = pad.nonzero(as_tuple=True)
    s[b_idx, :, k_idx] = float("-inf")
    return torch.softmax(s, dim=-1)
