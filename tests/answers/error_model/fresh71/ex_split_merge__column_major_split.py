# exercise: ex_split_merge
# mistake: Split with view(b, n, hd, h) and moved the last axis forward, as a column-major reshape would, so head i gets the strided features i, i+h, i+2h, …; head i must hold the contiguous block [i·hd, (i+1)·hd) (view(b, n, h, hd)). [cond: num_heads > 1]
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, hd, num_heads).permute(0, 3, 1, 2)
    merged = context.transpose(1, 2).reshape(b, n, num_heads * hd)
    return heads, merged
