# exercise: ex_fix_mask_heads
# mistake: Replaces pad[:, None, :] with pad.unsqueeze(-2), which is the same (b, 1, n) shape, so the batch axis still lines up with the heads; the key mask needs (b, 1, 1, n). [cond: b > 1 (it fails when b != h)]
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad.unsqueeze(-2)  # add the query axis
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
