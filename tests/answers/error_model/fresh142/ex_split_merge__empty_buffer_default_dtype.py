# exercise: ex_split_merge
# mistake: The merged tensor is preallocated with torch.empty(b, n, d) without dtype or device, so it is float32 on the CPU: float64 contexts lose precision and a GPU context cannot be written into it; it must be created like the context (dtype=context.dtype, device=context.device). [cond: only for float64 inputs or on a GPU]
import torch
from torch import nn


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    merged = torch.empty(b, n, num_heads * hd)
    for i in range(num_heads):
        merged[:, :, i * hd:(i + 1) * hd] = context[:, i]
    return heads, merged
