# exercise: ex_split_merge
# mistake: The learner's helper treats its second argument as the head size, so it makes d // num_heads heads of size num_heads; the statement asks for num_heads heads of size d // num_heads. [cond: num_heads != d // num_heads]
import torch


def ex_split_merge(x, num_heads, context, head_dim=None):
    b, n, d = x.shape
    head_dim = head_dim or num_heads
    h = d // head_dim
    heads = x.reshape(b, n, h, head_dim).transpose(1, 2)
    merged = context.transpose(1, 2).reshape(b, n, -1)
    return heads, merged
