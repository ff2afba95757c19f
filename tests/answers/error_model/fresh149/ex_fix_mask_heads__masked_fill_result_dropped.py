# exercise: ex_fix_mask_heads
# mistake: Called scores.masked_fill(mask, -inf) on its own line and discarded the result (masked_fill returns a new tensor), then took the softmax of the unmasked scores; assign the result or use masked_fill_.
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, None, :]
    scores.masked_fill(mask, float('-inf'))
    return torch.softmax(scores, dim=-1)
