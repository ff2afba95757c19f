# exercise: ex_fix_mask_heads
# mistake: The learner collapsed the batch with pad.any(0), masking a key position in every sequence if it is padded in any of them; each sequence needs its own mask pad[:, None, None, :]. [cond: only when sequences have different padding]
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad.any(dim=0)[None, None, None, :]   # broadcast to every head and query
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
