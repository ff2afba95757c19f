# exercise: ex_split_merge
# mistake: Pre-allocated the output buffers with torch.zeros(...) and no dtype, so they are float32 and a float64 input comes back as float32; they need dtype=x.dtype (and context.dtype). [cond: inputs not float32]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = torch.zeros(b, num_heads, n, hd, device=x.device)
    for i in range(num_heads):
        heads[:, i, :, :] = x[:, :, i * hd:(i + 1) * hd]
    merged = torch.zeros(b, n, num_heads * hd, device=context.device)
    for i in range(num_heads):
        merged[:, :, i * hd:(i + 1) * hd] = context[:, i, :, :]
    return heads, merged
