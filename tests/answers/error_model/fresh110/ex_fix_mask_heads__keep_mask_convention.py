# exercise: ex_fix_mask_heads
# mistake: The learner fixed the shape but inverted the mask to ~pad (the "True = edge exists" convention of F.scaled_dot_product_attention) before masked_fill, so the real keys are masked and the padded ones kept; masked_fill needs True at the padding.
import torch


def ex_fix_mask_heads(scores, pad):
    adjacency = ~pad                       # True where the key is a real token
    mask = adjacency[:, None, None, :]     # (b, 1, 1, n)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
