# exercise: ex_split_merge
# mistake: Merges the split input `heads` back instead of the given `context`, so `merged` is just x again; the merge must be applied to context.
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    print(heads.shape, context.shape)
    merged = heads.transpose(1, 2).contiguous().view(b, n, num_heads * hd)
    return heads, merged
