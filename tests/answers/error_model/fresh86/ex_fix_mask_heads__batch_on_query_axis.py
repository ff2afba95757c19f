# exercise: ex_fix_mask_heads
# mistake: The learner adds both new axes in front, pad[None, None], giving (1, 1, b, n), which puts the batch on the query axis; the mask must be (b, 1, 1, n). [cond: only when b > 1 (crashes unless b equals n)]
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[None, None, :, :]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
