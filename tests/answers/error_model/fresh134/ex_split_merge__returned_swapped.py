# exercise: ex_split_merge
# mistake: Returned the pair in the order (merged, heads); the statement asks for (heads, merged).
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    s = x.view(b, n, num_heads, hd).transpose(1, 2)
    m = context.transpose(1, 2).contiguous().view(b, n, num_heads * hd)
    return m, s
