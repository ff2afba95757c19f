# exercise: ex_split_merge
# mistake: The split uses H = 2 heads captured from the module (the notebook's example) instead of the num_heads argument. [cond: num_heads != 2]
import torch

H = 2


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.view(b, n, H, d // H).transpose(1, 2)
    merged = context.transpose(1, 2).reshape(b, n, -1)
    return heads, merged
