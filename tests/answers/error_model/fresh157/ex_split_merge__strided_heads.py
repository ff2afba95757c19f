# exercise: ex_split_merge
# mistake: Split with view(b, n, hd, num_heads).permute(0, 3, 1, 2), so head i gets every num_heads-th feature (i, i+h, ...) instead of the contiguous block [i·hd, (i+1)·hd).
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, hd, num_heads).permute(0, 3, 1, 2)
    print(heads.shape)
    merged = context.transpose(1, 2).contiguous().view(b, n, -1)
    return heads, merged
