# exercise: ex_fix_mask_heads
# mistake: Reshapes the mask with b, n = scores.shape[:2], so n is the number of heads; the view fails whenever h != n; the key length must come from the last axis. [cond: only when h != n]
import torch


def ex_fix_mask_heads(scores, pad):
    b, n = scores.shape[:2]
    mask = pad.view(b, 1, 1, n)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
