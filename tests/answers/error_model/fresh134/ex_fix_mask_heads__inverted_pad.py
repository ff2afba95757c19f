# exercise: ex_fix_mask_heads
# mistake: Masked ~pad (the real keys) instead of pad, so queries attend only to padding; masked_fill needs True where the key is padded.
import torch


def ex_fix_mask_heads(scores, pad):
    keep = ~pad
    mask = keep[:, None, None, :]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
