# exercise: ex_fix_mask_heads
# mistake: Adds pad * (-inf) to the scores; 0 * -inf is NaN, so every unpadded key becomes NaN too. Padded keys must be filled with masked_fill (or torch.where).
import torch


def ex_fix_mask_heads(scores, pad):
    additive = pad[:, None, None, :].to(scores.dtype) * float('-inf')
    return torch.softmax(scores + additive, dim=-1)
