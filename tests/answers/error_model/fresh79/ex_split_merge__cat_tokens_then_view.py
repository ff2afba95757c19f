# exercise: ex_split_merge
# mistake: The learner concatenates the heads along the token axis (b, h·n, hd) and then views that as (b, n, h·hd) to get the right shape, which mixes tokens instead of putting head i in features [i·hd, (i+1)·hd) of each token; the heads must be concatenated along the feature axis. [cond: num_heads > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    cat = torch.cat(context.unbind(dim=1), dim=1)   # glue the heads together
    merged = cat.view(b, n, -1)   # shape was (b, h*n, hd), fix it
    return heads, merged
