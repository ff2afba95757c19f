# exercise: ex_split_merge
# mistake: The merge concatenates list(context), which iterates over the batch axis, not the heads, giving shape (h, n, b*hd); the heads axis 1 must be unbound (context.unbind(1)) or transposed back first.
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.reshape(b, n, num_heads, hd).transpose(1, 2)
    per_head = [c for c in context]
    merged = torch.cat(per_head, dim=-1)
    return heads, merged
