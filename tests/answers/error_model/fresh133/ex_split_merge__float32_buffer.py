# exercise: ex_split_merge
# mistake: The learner preallocates the merged output with torch.empty(b, n, d) without a dtype (and without a device), so float64 context vectors are rounded to float32 (and on a GPU the merged result is returned on the CPU); the buffer must use context.dtype and context.device. [cond: only for non-float32 inputs or on a GPU]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    merged = torch.empty(b, n, num_heads * hd)
    for h in range(num_heads):
        lo = h * hd
        merged[:, :, lo:lo + hd].copy_(context[:, h, :, :])
    return heads, merged
