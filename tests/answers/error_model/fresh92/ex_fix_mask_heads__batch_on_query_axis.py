# exercise: ex_fix_mask_heads
# mistake: Indexed the mask as pad[None, None], shape (1, 1, b, n), which puts the batch on the query axis; it must be pad[:, None, None, :]. [cond: b > 1; it raises unless b equals n]
import torch
import torch.nn.functional as F

def ex_fix_mask_heads(scores, pad):
    mask = pad[None, None]
    return F.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
