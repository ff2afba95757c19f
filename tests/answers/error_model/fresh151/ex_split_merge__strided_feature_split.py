# exercise: ex_split_merge
# mistake: The split uses reshape(b, n, hd, num_heads).permute(0, 3, 1, 2), so head i gets the strided features i, i+h, i+2h, ... instead of the block [i·hd, (i+1)·hd); view(b, n, h, hd).transpose(1, 2) is right.
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.reshape(b, n, hd, num_heads).permute(0, 3, 1, 2)
    merged = context.transpose(1, 2).reshape(b, n, num_heads * hd)
    return heads, merged
