# exercise: ex_split_merge
# mistake: Calls torch.split(x, num_heads, dim=-1) as if it were tf.split (number of pieces), but torch.split takes the piece size, so it makes d // num_heads pieces of num_heads features; the split needs pieces of hd = d // num_heads (torch.split(x, hd, -1) or torch.chunk(x, num_heads, -1)). [cond: hd != num_heads]
import torch


def ex_split_merge(x, num_heads, context):
    # heads: tf.split(x, num_heads, axis=-1) then stack on a new head axis
    heads = torch.stack(torch.split(x, num_heads, dim=-1), dim=1)      # (b, h, n, hd)

    # merged: heads back side by side on the feature axis
    merged = torch.cat(torch.unbind(context, dim=1), dim=-1)           # (b, n, h*hd)
    return heads, merged
