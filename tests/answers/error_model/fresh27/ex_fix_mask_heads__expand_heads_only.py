# exercise: ex_fix_mask_heads
# mistake: Expanded the mask to (b, h, n) across the heads but still gave it no query axis, so it lines up with the last three axes of (b, h, n, n), i.e. (h, n_q, n_k): it raises unless the sizes happen to match, and then masks the wrong entries; add the query axis: pad[:, None, None, :].
import torch


def ex_fix_mask_heads(scores, pad):
    b, h, n, _ = scores.shape
    mask = pad[:, None, :].expand(b, h, n)  # one copy of the padding mask per head
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
