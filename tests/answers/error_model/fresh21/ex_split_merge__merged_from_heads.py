# exercise: ex_split_merge
# mistake: Adapting the split lines, the learner merged `heads` (the split x) instead of `context`, so merged is just x again; it must merge the given context tensor.
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)  # (b, h, n, hd)
    # back: (b, h, n, hd) -> (b, n, h, hd) -> (b, n, h*hd)
    merged = heads.transpose(1, 2).reshape(b, n, num_heads * hd)
    return heads, merged
