# exercise: ex_split_merge
# mistake: Merged with torch.cat(list(context), dim=-1), which unstacks along axis 0 (the batch, like tf.unstack's default) instead of the head axis 1; unbind dim=1 or transpose and reshape.
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = torch.stack(x.chunk(num_heads, dim=-1), dim=1)
    merged = torch.cat(list(context), dim=-1)
    return heads, merged
