# exercise: ex_fix_mask_heads
# mistake: The learner switches to an additive mask, scores + pad * (-inf), but 0 * -inf is NaN, so every unpadded score becomes NaN; the mask must be applied with masked_fill (or where), not multiplied with -inf.
import torch

def ex_fix_mask_heads(scores, pad):
    B, H, T, _ = scores.shape
    bias = pad.view(B, 1, 1, T).to(scores.dtype) * float('-inf')   # (B, 1, 1, T): -inf at padding
    return torch.softmax(scores + bias, dim=-1)
