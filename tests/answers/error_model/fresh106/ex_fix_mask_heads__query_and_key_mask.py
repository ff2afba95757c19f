# exercise: ex_fix_mask_heads
# mistake: Kept the forum's combined mask that also masks padded queries (pad as rows | pad as columns), so padded query rows are all -inf and come out NaN; only the keys are to be masked: pad[:, None, None, :].
import torch


def ex_fix_mask_heads(scores, pad):
    key_mask = pad[:, None, None, :]
    query_mask = pad[:, None, :, None]
    mask = key_mask | query_mask
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
