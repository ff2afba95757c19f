# exercise: ex_split_merge
# mistake: Merges with permute(0, 2, 3, 1), which puts the head axis last, so the merged features interleave the heads instead of placing head i in block [i·hd, (i+1)·hd); use transpose(1, 2) (i.e. permute(0, 2, 1, 3)).
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    merged = context.permute(0, 2, 3, 1).reshape(b, n, num_heads * hd)
    return heads, merged
