# exercise: ex_fix_mask_heads
# mistake: Inverted the mask (~pad) as for F.scaled_dot_product_attention's True-means-keep convention, but masked_fill fills where True, so the real keys are masked and only padding is attended; it must fill where pad is True.
import torch


def ex_fix_mask_heads(scores, pad):
    keep = ~pad[:, None, None, :]       # True = attend
    return torch.softmax(scores.masked_fill(keep, float('-inf')), dim=-1)
