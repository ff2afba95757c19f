# exercise: ex_split_merge
# mistake: Computes the head size as d // 2, the book's two heads, instead of d // num_heads, so other head counts get the wrong shapes or raise. [cond: num_heads != 2]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // 2
    heads = x.reshape(b, n, -1, hd).transpose(1, 2)
    merged = context.transpose(1, 2).reshape(b, n, -1)
    assert heads.shape[1] == context.shape[1]
    return heads, merged
