# exercise: ex_split_merge
# mistake: Splits with view(b, n, hd, num_heads) and permutes, so head i gets the features i, i+h, i+2h, … instead of the block [i·hd, (i+1)·hd); the view must be (b, n, num_heads, hd). [cond: only for num_heads > 1 and hd > 1]
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, hd, num_heads).permute(0, 3, 1, 2)    # (b, h, n, hd)
    merged = context.transpose(1, 2).contiguous().view(b, n, d)
    return heads, merged
