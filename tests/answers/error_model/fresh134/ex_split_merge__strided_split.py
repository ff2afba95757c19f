# exercise: ex_split_merge
# mistake: Split with view(b, n, hd, h) and moved the last axis forward, so head i gets the strided features i, i+h, i+2h, ... instead of the block [i·hd, (i+1)·hd); it must be view(b, n, h, hd).transpose(1, 2). [cond: num_heads > 1]
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    h = x.view(b, n, d // num_heads, num_heads).permute(0, 3, 1, 2)
    m = context.transpose(1, 2).reshape(b, n, -1)
    return h, m
