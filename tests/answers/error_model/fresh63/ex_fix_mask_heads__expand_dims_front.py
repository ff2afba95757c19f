# exercise: ex_fix_mask_heads
# mistake: Adds both new axes at the front (K.expand_dims twice on axis 0), pad[None, None], so b lands on the query axis; it only runs when b == n and then masks by the wrong sequence. The mask needs pad[:, None, None, :].
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad.unsqueeze(0).unsqueeze(0)   # (1, 1, b, n) -> broadcast over batch and heads
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
