# exercise: ex_fix_mask_heads
# mistake: In the loop over sequences and heads, the pad row is picked with the head index (pad[k]) instead of the sequence index (pad[i]); wrong weights, and an IndexError when h > b.
import torch


def ex_fix_mask_heads(scores, pad):
    b, h, n, _ = scores.shape
    out = torch.empty_like(scores)
    for i in range(b):
        for k in range(h):
            s = scores[i, k].masked_fill(pad[k][None, :], float('-inf'))
            out[i, k] = torch.softmax(s, dim=-1)
    return out
