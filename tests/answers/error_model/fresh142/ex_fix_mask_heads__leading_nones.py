# exercise: ex_fix_mask_heads
# mistake: The learner adds both new axes in front, pad[None, None], giving shape (1, 1, b, n), so the batch axis lands on the query axis: it only runs when b == n (or b == 1) and then masks sequence i's keys for query i; the mask must be pad[:, None, None, :]. [cond: only when b > 1]
import torch
from torch import nn


def ex_fix_mask_heads(scores, pad):
    mask = pad[None, None]  # 4-D now
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
