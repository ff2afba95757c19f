# exercise: ex_fix_mask_heads
# mistake: The learner prepends two axes (pad[None, None]), giving (1, 1, b, n), so the batch axis lines up with the query axis; it works only for b = 1 (or gives wrong weights when b = n). The mask must be (b, 1, 1, n). [cond: b > 1]
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[None, None, :, :]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
