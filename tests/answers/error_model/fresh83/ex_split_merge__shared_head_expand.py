# exercise: ex_split_merge
# mistake: Splits like multi-query attention: every head gets the first hd features (expanded), instead of head i getting features [i·hd, (i+1)·hd).
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    # one shared slice for all heads
    heads = x[:, None, :, :hd].expand(b, num_heads, n, hd)
    merged = context.transpose(1, 2).contiguous().view(b, n, num_heads * hd)
    return heads, merged
