# exercise: ex_split_merge
# mistake: Preallocated merged with torch.zeros(b, n, d) without dtype and device, so float64 context comes back as float32 and GPU inputs fail; use torch.zeros(..., dtype=context.dtype, device=context.device) or reshape. [cond: non-float32 inputs or a GPU]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    merged = torch.zeros(b, n, num_heads * hd)
    for i in range(num_heads):
        merged[:, :, i * hd:(i + 1) * hd] = context[:, i]
    return heads, merged


_x = torch.arange(12.).view(1, 3, 4)
_heads, _merged = ex_split_merge(_x, 2, _x.view(1, 3, 2, 2).transpose(1, 2))
assert torch.equal(_merged, _x), _merged
