# exercise: ex_fix_mask_heads
# mistake: inverts pad (~pad) as if it were an attention mask where True means "may attend", so the real keys are masked and only padding is attended; pad is already True where masking is wanted.
import torch
import torch.nn.functional as F


def ex_fix_mask_heads(scores, pad):
    keep = ~pad[:, None, None, :]
    return F.softmax(scores.masked_fill(keep, float('-inf')), dim=-1)
