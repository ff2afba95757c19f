# exercise: ex_split_merge
# mistake: The learner unpacks context.shape as (b, n, h, hd) although context is (b, h, n, hd), so after the transpose it reshapes to (b, num_heads, n*hd) instead of (b, n, num_heads*hd); the sizes must be read in the order (b, h, n, hd). [cond: only when num_heads != n]
import torch
from torch import nn


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.reshape(b, n, num_heads, d // num_heads).transpose(1, 2)

    b, n, h, hd = context.shape
    merged = context.transpose(1, 2).reshape(b, n, h * hd)
    return heads, merged
