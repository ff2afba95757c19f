# exercise: ex_fix_mask_heads
# mistake: The learner inverts pad (~pad) as if it were True at real tokens, so the real keys are masked and only padding is attended to (rows without padding become NaN); pad is already True at padding and is used as is.
import torch


def ex_fix_mask_heads(scores, pad):
    keep = ~pad                      # real tokens
    mask = keep.unsqueeze(1).unsqueeze(2)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
