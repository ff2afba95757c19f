# exercise: ex_split_merge
# mistake: Merges the heads by concatenating context[:, i] along dim=1 (the tokens), giving shape (b, h*n, hd); the heads must be concatenated along the last (feature) axis.
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    merged = torch.cat([context[:, i] for i in range(num_heads)], dim=1)
    return heads, merged
