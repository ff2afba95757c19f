# exercise: ex_split_merge
# mistake: Concatenates the unbound heads along dim=1 (tokens) instead of the last axis, giving shape (b, h*n, hd); the heads go side by side in the features, dim=-1.
import torch


def ex_split_merge(x, num_heads, context):
    split = lambda t: torch.stack(t.chunk(num_heads, dim=-1), dim=1)
    heads = split(x)
    merged = torch.cat(context.unbind(1), dim=1)
    return heads, merged
