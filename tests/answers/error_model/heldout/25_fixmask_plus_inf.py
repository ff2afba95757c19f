# exercise: ex_fix_mask_heads
# mistake: fill +inf
# accept: rewrite.fill
import torch
def ex_fix_mask_heads(scores, pad):
    return torch.softmax(scores.masked_fill(pad[:, None, None, :], float("inf")), dim=-1)
