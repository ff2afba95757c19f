# exercise: ex_split_merge
# mistake: Preallocates merged with torch.zeros(b, n, d) in the default dtype on the CPU and copies each head in, so float64 context comes back as float32 (and GPU inputs fail); it must be created with context's dtype and device. [cond: float64 inputs or a GPU]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    merged = torch.zeros(b, n, num_heads * hd)
    for i in range(num_heads):
        merged[:, :, i * hd:(i + 1) * hd] = context[:, i]
    return heads, merged
