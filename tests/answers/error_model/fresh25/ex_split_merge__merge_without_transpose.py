# exercise: ex_split_merge
# mistake: The learner merged the context with context.reshape(b, n, -1) without first moving the head axis back behind the tokens, which mixes tokens across heads; merged is context.transpose(1, 2).reshape(b, n, num_heads·hd). [cond: num_heads > 1 and n > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    head_dim = d // num_heads
    # (b, n, d) -> (b, n, h, hd) -> (b, h, n, hd)
    heads = x.view(b, n, num_heads, head_dim).transpose(1, 2)
    # (b, h, n, hd) -> (b, n, d)
    merged = context.reshape(b, n, -1)
    return heads, merged
