# exercise: ex_fix_mask_heads
# mistake: The learner builds an additive mask as pad.float() * -inf, but 0 × -inf is NaN, so every real key's score becomes NaN; the additive mask needs masked_fill/where (0 where kept, -inf where padded).
import torch


def ex_fix_mask_heads(scores, pad):
    additive = pad[:, None, None, :].to(scores.dtype) * float('-inf')  # -inf where padded
    return torch.softmax(scores + additive, dim=-1)
