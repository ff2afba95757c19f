# exercise: ex_fix_mask_heads
# mistake: Fixed the axes but filled ~pad (the real tokens) with -inf instead of pad, so the real keys are masked and padding keys get the weight.
import torch


def ex_fix_mask_heads(scores, pad):
    keep = ~pad
    mask = keep[:, None, None, :]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
