# exercise: ex_split_merge
# mistake: Merges the split input `heads` back instead of the given `context`, so merged just reproduces x; the per-head context vectors are what must be merged.
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    head_dim = d // num_heads
    heads = x.view(b, n, num_heads, head_dim).transpose(1, 2)
    merged = heads.transpose(1, 2).contiguous().view(b, n, num_heads * head_dim)
    return heads, merged
