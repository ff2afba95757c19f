# exercise: ex_split_merge
# mistake: For the merge the learner reshapes context to (b, n, h, hd) directly and copies head i from [:, :, i], which mixes tokens and heads; context must first be transposed back from (b, h, n, hd) to (b, n, h, hd).
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = torch.empty(b, num_heads, n, hd, dtype=x.dtype, device=x.device)
    for i in range(num_heads):
        heads[:, i, :, :] = x[:, :, i * hd:(i + 1) * hd]
    ctx4 = context.reshape(b, n, num_heads, hd)
    merged = torch.empty(b, n, num_heads * hd, dtype=x.dtype, device=x.device)
    for i in range(num_heads):
        merged[:, :, i * hd:(i + 1) * hd] = ctx4[:, :, i]
    return heads, merged
