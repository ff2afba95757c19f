# exercise: ex_split_merge
# mistake: Splits with view(b, n, hd, num_heads).permute(0, 3, 1, 2), so head i gets every num_heads-th feature instead of the block [i*hd, (i+1)*hd); view(b, n, num_heads, hd).transpose(1, 2). [cond: num_heads > 1 and hd > 1]
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, hd, num_heads).permute(0, 3, 1, 2)
    merged = context.transpose(1, 2).reshape(b, n, num_heads * hd)
    return heads, merged
