# exercise: ex_fix_mask_heads
# mistake: Inverted the mask (~pad), treating True as 'keep' like an attention_mask, so the real keys are masked and only the padded ones get weight; pad is True at padding. [cond: some padding]
import torch


def ex_fix_mask_heads(scores, pad):
    keep = ~pad
    mask = keep[:, None, None, :]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
