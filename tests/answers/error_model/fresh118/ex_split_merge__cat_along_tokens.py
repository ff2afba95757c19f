# exercise: ex_split_merge
# mistake: Merges by concatenating the unbound heads along dim=1 (the tokens), giving (b, h*n, hd); they must be concatenated along the features (dim=-1).
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.unflatten(-1, (num_heads, d // num_heads)).transpose(1, 2)
    merged = torch.cat(context.unbind(1), dim=1)
    return heads, merged
