# exercise: ex_split_merge
# mistake: The learner fills head i with the strided features x[..., i::num_heads] instead of the contiguous block [i·hd, (i+1)·hd), so the split does not match view(b, n, h, hd).transpose(1, 2). [cond: num_heads > 1 and hd > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = torch.zeros(b, num_heads, n, hd, dtype=x.dtype, device=x.device)
    for i in range(num_heads):
        heads[:, i] = x[:, :, i::num_heads]
    merged = torch.zeros(b, n, num_heads * hd, dtype=context.dtype, device=context.device)
    for i in range(num_heads):
        merged[:, :, i * hd:(i + 1) * hd] = context[:, i]
    return heads, merged
