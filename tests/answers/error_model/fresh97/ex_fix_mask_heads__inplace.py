# exercise: ex_fix_mask_heads
# mistake: Uses masked_fill_ in place, overwriting the caller's scores with -inf at padded keys; the weights are right but the input must not be modified (masked_fill).
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, None, :]
    return torch.softmax(scores.masked_fill_(mask, float('-inf')), dim=-1)
