# exercise: ex_fix_mask_heads
# mistake: Added both new axes in front, pad[None, None], giving (1, 1, b, n): the batch lands on the query axis, so it only runs when b == n or b == 1 and masks per query, not per sequence; use pad[:, None, None, :]. [cond: b > 1]
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[None, None, :, :]  # expand_dims twice
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
