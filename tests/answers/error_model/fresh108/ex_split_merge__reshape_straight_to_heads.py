# exercise: ex_split_merge
# mistake: Splits by reshaping x straight to (*batch, num_heads, n, hd), which cuts the flat memory into blocks of tokens instead of giving each head its features; it must view(b, n, h, hd) and then transpose(1, 2).
import torch


def ex_split_merge(x, num_heads, context):
    *batch, n, d = x.shape
    heads = x.reshape(*batch, num_heads, n, d // num_heads)
    merged = context.transpose(-3, -2).reshape(*batch, n, -1)
    return heads, merged
