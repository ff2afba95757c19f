# exercise: ex_split_merge
# mistake: Splits with view(b, n, hd, num_heads).permute(0, 3, 1, 2), so head i gets the strided features i, i+h, i+2h, ... instead of the contiguous block [i*hd, (i+1)*hd); view as (b, n, h, hd). [cond: num_heads > 1 and hd > 1]
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, hd, num_heads).permute(0, 3, 1, 2)   # (b, h, n, hd)
    merged = context.transpose(1, 2).reshape(b, n, d)
    return heads, merged
