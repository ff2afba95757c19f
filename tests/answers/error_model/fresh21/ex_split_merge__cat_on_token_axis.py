# exercise: ex_split_merge
# mistake: The learner merges with torch.cat(context.unbind(1), dim=1), stacking the heads along the token axis into shape (b, h*n, hd); they must be concatenated along the feature axis (dim=-1) to get (b, n, h*hd). [cond: num_heads > 1]
import torch


def ex_split_merge(x, num_heads, context):
    # split the features into num_heads chunks and stack them as a head axis
    heads = torch.stack(x.chunk(num_heads, dim=-1), dim=1)  # (b, h, n, hd)
    # merge: put the heads back next to each other
    merged = torch.cat(context.unbind(dim=1), dim=1)
    return heads, merged
