# exercise: ex_split_merge
# mistake: The learner merges by concatenating the heads along dim=1 (the tokens), giving (b, n·h, hd); the heads must be concatenated along the features, dim=-1. [cond: num_heads > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    pieces = [context[:, i] for i in range(num_heads)]  # each (b, n, hd)
    merged = torch.cat(pieces, dim=1) if len(pieces) > 1 else pieces[0]
    return heads, merged
