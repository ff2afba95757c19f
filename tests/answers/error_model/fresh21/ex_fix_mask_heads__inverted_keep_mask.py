# exercise: ex_fix_mask_heads
# mistake: Following scaled_dot_product_attention's convention (True = keep), the learner masks ~pad, hiding the real keys and keeping the padded ones; with masked_fill, True positions are the ones filled, so mask pad itself.
import torch


def ex_fix_mask_heads(scores, pad):
    keep = ~pad  # True = may attend
    mask = keep[:, None, None, :]  # (b, 1, 1, n) broadcasts over heads and queries
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
