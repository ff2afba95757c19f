# exercise: ex_split_merge
# mistake: Called x.split(hd) without dim=-1, so it splits the batch axis (dim 0) into chunks of hd instead of the feature axis; the features must be split (x.split(hd, dim=-1)) before stacking the heads on axis 1.
import torch


def ex_split_merge(x, num_heads, context):
    hd = x.shape[-1] // num_heads
    heads = torch.stack(x.split(hd), dim=1)
    merged = torch.cat(context.unbind(dim=1), dim=-1)
    return heads, merged
