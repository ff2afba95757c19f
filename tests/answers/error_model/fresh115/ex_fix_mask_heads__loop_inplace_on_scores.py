# exercise: ex_fix_mask_heads
# mistake: Masked each head with masked_fill_ on scores[:, i], a view into the caller's tensor, so the input scores are overwritten with -inf; use the out-of-place masked_fill.
import torch


def ex_fix_mask_heads(scores, pad):
    h = scores.shape[1]
    per_head = {}
    for i in range(h):
        per_head[i] = scores[:, i].masked_fill_(pad[:, None, :], float("-inf"))
    stacked = torch.stack([per_head[i] for i in range(h)], dim=1)
    return torch.softmax(stacked, dim=-1)
