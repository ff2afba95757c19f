# exercise: ex_fix_second_head
# mistake: Took the number of heads from a.shape[0] (the batch axis, 1) instead of a.shape[1], so only the first head's scores come back, shape (1, n, n) instead of (h, n, n). [cond: h > 1]
import torch


def ex_fix_second_head(a):
    num_heads = a.shape[0]
    n = a.shape[2]
    out = torch.empty(num_heads, n, n, dtype=a.dtype, device=a.device)
    for i in range(num_heads):
        head = a[0, i, :, :]
        out[i] = head @ head.T
    return out
