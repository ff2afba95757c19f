# exercise: ex_split_merge
# mistake: Merges by concatenating the heads along the token axis (dim=1) and then viewing to (b, n, -1), which mixes tokens; the heads must be concatenated along the feature axis (dim=-1). [cond: num_heads > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.view(b, n, num_heads, d // num_heads).transpose(1, 2)
    per_head = [context[:, i] for i in range(num_heads)]  # each (b, n, hd)
    merged = torch.cat(per_head, dim=1).view(b, n, -1)
    return heads, merged
