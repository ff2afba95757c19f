# exercise: ex_split_merge
# mistake: Splits with x.view(b, num_heads, n, hd) (the target shape directly) instead of view(b, n, num_heads, hd).transpose(1, 2), so a "head" holds consecutive chunks of the flattened (n, d) data rather than features [i·hd, (i+1)·hd) of every token.
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, num_heads, n, hd)
    merged = context.transpose(1, 2).reshape(b, n, num_heads * hd)
    return heads, merged
