# exercise: ex_fix_mask_heads
# mistake: Expanded pad to a (b, n, n) query×key mask but did not add the head axis, so it still lines up batch with heads (runs only when b equals h, masking the wrong sequences); it needs shape (b, 1, n, n) or (b, 1, 1, n). [cond: b > 1]

import torch


def ex_fix_mask_heads(scores, pad):
    n = pad.shape[1]
    mask = pad.unsqueeze(1).expand(-1, n, -1)  # (b, n_query, n_key)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
