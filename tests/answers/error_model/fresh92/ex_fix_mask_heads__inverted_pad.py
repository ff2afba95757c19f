# exercise: ex_fix_mask_heads
# mistake: Masked with ~pad, treating True as 'keep', so the real keys are masked and the padding kept; masked_fill must get pad itself.
import torch
import torch.nn.functional as F

def ex_fix_mask_heads(scores, pad):
    keep = ~pad[:, None, None, :]   # (b, 1, 1, n)
    return F.softmax(scores.masked_fill(keep, float('-inf')), dim=-1)
