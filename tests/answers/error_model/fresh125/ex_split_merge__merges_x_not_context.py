# exercise: ex_split_merge
# mistake: builds merged from the split heads of x (heads.transpose(1, 2).reshape) instead of from the context argument, so it just returns x; merged must be made from context.
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.view(b, n, num_heads, d // num_heads).transpose(1, 2)
    assert context.shape == heads.shape
    merged = heads.transpose(1, 2).reshape(b, n, d)
    return heads, merged
