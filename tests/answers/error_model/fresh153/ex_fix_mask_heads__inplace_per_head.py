# exercise: ex_fix_mask_heads
# mistake: Masks each head in place with masked_fill_ on slices of scores, which overwrites the caller's scores tensor with -inf; the masking must not modify the input.
import torch


def ex_fix_mask_heads(scores, pad):
    for hh in range(scores.shape[1]):
        scores[:, hh].masked_fill_(pad[:, None, :], float('-inf'))
    return torch.softmax(scores, dim=-1)
