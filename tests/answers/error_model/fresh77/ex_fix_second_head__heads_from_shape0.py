# exercise: ex_fix_second_head
# mistake: The number of heads is read from a.shape[0] (the batch axis, always 1) instead of a.shape[1], so only the first head is returned, with shape (1, n, n). [cond: h > 1]
import torch


def ex_fix_second_head(a):
    num_heads = a.shape[0]
    n = a.shape[2]
    out = torch.zeros(num_heads, n, n, dtype=a.dtype, device=a.device)
    for i in range(num_heads):
        head = a[0, i, :, :]
        out[i] = head @ head.T
    return out
