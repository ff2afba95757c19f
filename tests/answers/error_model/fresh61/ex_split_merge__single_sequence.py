# exercise: ex_split_merge
# mistake: Assumes a batch of one sequence and hard-codes b = 1 in the views, so any batch with b > 1 fails; b must be read from x.shape. [cond: b > 1]
def ex_split_merge(x, num_heads, context):
    n, d = x.shape[-2:]
    b = 1
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    merged = context.transpose(1, 2).contiguous().view(b, n, num_heads * hd)
    return heads, merged
