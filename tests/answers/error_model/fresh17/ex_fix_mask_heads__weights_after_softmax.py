# exercise: ex_fix_mask_heads
# mistake: Applied the padding mask as 0/1 weights after the softmax (weights × real-key indicator) without renormalising, so rows of sequences with padding sum to less than 1; padded keys must be set to -inf before the softmax (mask pad[:, None, None, :]). [cond: some sequence has padding]
import torch


def ex_fix_mask_heads(scores, pad):
    w = torch.softmax(scores, dim=-1)
    # weight each key by whether it is real (1) or padding (0)
    real = (~pad).to(scores.dtype)[:, None, None, :]
    return w * real
