# exercise: ex_split_merge
# mistake: Merges with torch.cat(list(context), dim=-1), but list() iterates over the batch axis, not the heads, giving the wrong shape and order; concatenate context.unbind(1) (the heads) along the last axis.
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    head_dim = d // num_heads
    # Split the embedding dimension into heads and move heads before tokens
    heads = x.reshape(b, n, num_heads, head_dim).transpose(1, 2)
    # Concatenate the heads along the feature dimension
    merged = torch.cat(list(context), dim=-1)
    return heads, merged
