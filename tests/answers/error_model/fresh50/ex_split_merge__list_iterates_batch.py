# exercise: ex_split_merge
# mistake: The learner merges with torch.cat(list(context), dim=-1) as with jnp.concatenate, but iterating a tensor walks its first axis (the batch), not the heads, giving shape (num_heads, n, b·hd); the heads (axis 1) must be concatenated, e.g. torch.cat(context.unbind(1), dim=-1).
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.reshape(b, n, num_heads, hd).transpose(1, 2)
    merged = torch.cat(list(context), dim=-1)
    return heads, merged
