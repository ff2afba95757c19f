# exercise: ex_split_merge
# mistake: Preallocates the merged buffer with torch.empty(b, n, h*hd) without dtype or device and copies into it, so merged is always a float32 CPU tensor (float64 context loses precision); the buffer needs dtype=context.dtype, device=context.device. [cond: only for non-float32 context or on a GPU]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    merged = torch.empty(b, n, num_heads * hd)
    merged.view(b, n, num_heads, hd).copy_(context.transpose(1, 2))
    return heads, merged
