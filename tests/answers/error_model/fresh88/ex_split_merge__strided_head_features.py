# exercise: ex_split_merge
# mistake: Split with view(b, n, hd, h).permute(0, 3, 1, 2), so head i gets the strided features i, i+h, i+2h, ... instead of the block [i·hd, (i+1)·hd); the view must be (b, n, h, hd) before moving the head axis. [cond: num_heads > 1]
def split_heads(x, h):
    b, n, d = x.shape
    return x.view(b, n, d // h, h).permute(0, 3, 1, 2)


def merge_heads(c):
    b, h, n, hd = c.shape
    return c.transpose(1, 2).reshape(b, n, h * hd)


def ex_split_merge(x, num_heads, context):
    return split_heads(x, num_heads), merge_heads(context)
