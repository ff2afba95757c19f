# exercise: ex_fix_mask_heads
# mistake: Also masks the padded queries (pad[:, None, :, None] | key mask), so those rows are all -inf and become NaN; only the keys are to be masked.
import torch


def ex_fix_mask_heads(scores, pad):
    key_mask = pad[:, None, None, :]
    query_mask = pad[:, None, :, None]
    mask = key_mask | query_mask
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
