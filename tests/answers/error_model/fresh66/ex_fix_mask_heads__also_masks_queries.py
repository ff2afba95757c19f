# exercise: ex_fix_mask_heads
# mistake: Besides the key mask, the learner also masks padded queries (OR of both masks), which makes padded query rows all -inf and NaN after the softmax; only the keys must be masked.
import torch


def ex_fix_mask_heads(scores, pad):
    key_mask = pad[:, None, None, :]
    query_mask = pad[:, None, :, None]
    mask = key_mask | query_mask
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
