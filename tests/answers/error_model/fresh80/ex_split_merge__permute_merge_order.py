# exercise: ex_split_merge
# mistake: Merges with permute(0, 2, 3, 1), which puts the head axis last, so the merged features are interleaved (feature j of every head together) instead of head i in [i*hd, (i+1)*hd). [cond: num_heads > 1 and hd > 1]
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    merged = context.permute(0, 2, 3, 1).reshape(b, n, num_heads * hd)
    return heads, merged
