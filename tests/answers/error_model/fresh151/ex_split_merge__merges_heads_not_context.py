# exercise: ex_split_merge
# mistake: merged is built from the split input heads instead of the given context tensor, so it just reproduces x; the merge must be applied to context.
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    # merge back
    merged = heads.transpose(1, 2).contiguous().view(b, n, num_heads * hd)
    return heads, merged
