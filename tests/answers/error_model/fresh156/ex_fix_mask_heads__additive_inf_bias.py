# exercise: ex_fix_mask_heads
# mistake: The learner fixes the shape but adds the mask TF-style as scores + mask * (-inf); 0 · (-inf) is NaN, so every unmasked score becomes NaN. Use masked_fill (or a finite large negative).
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, None, :].to(scores.dtype)
    scores = scores + mask * float('-inf')     # tf: scores += mask * -1e9
    return torch.softmax(scores, dim=-1)
