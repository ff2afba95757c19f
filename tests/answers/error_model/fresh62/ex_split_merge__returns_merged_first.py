# exercise: ex_split_merge
# mistake: The pair is returned as (merged, heads) instead of (heads, merged).
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    head_dim = d // num_heads
    # split ----------------------------------------------------
    split = x.view(b, n, num_heads, head_dim)   # (b, n, h, hd)
    split = split.transpose(1, 2)                # (b, h, n, hd)
    # merge ----------------------------------------------------
    back = context.transpose(1, 2)               # (b, n, h, hd)
    back = back.contiguous().view(b, n, num_heads * head_dim)
    print("split", split.shape, "merged", back.shape)
    # by hand for x = arange(12).view(1, 2, 6), h = 2: head 1 token 0 = [3, 4, 5]  OK
    return back, split
