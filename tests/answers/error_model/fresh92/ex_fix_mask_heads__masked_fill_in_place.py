# exercise: ex_fix_mask_heads
# mistake: Used masked_fill_ in place, which overwrites the caller's scores with -inf; the mask must be applied to a new tensor (masked_fill).
import torch
import torch.nn.functional as F

def ex_fix_mask_heads(scores, pad):
    mask = pad.unsqueeze(1).unsqueeze(2)
    scores.masked_fill_(mask, float('-inf'))
    return F.softmax(scores, dim=-1)
