# exercise: ex_fix_mask_heads
# mistake: The learner indexed the mask as pad[None, :, None, :] (shape (1, b, 1, n)), which still puts b on the head axis exactly like the bug (wrong when b == h, a crash otherwise); the key mask needs pad[:, None, None, :]. [cond: b > 1]
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[None, :, None, :]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
