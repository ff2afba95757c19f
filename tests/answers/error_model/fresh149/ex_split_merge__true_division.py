# exercise: ex_split_merge
# mistake: Computed the head size with / (as in MATLAB/R), which gives a float, and view() rejects a float size, so the function raises a TypeError; use integer division d // num_heads.
def ex_split_merge(x, num_heads, context):
    b = x.size(0)
    n = x.size(1)
    d = x.size(2)
    hd = d / num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    merged = context.transpose(1, 2).reshape(b, n, num_heads * hd)
    return heads, merged
