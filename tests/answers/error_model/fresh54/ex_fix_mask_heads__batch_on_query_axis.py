# exercise: ex_fix_mask_heads
# mistake: The learner writes pad[None, None, :, :], which lines up the batch axis of pad with the query axis of scores (it only runs when b == n or b == 1); the mask must be pad[:, None, None, :]. [cond: fails unless b == n or b == 1, wrong when b == n > 1]
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[None, None, :, :]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
