# exercise: ex_split_merge
# mistake: The learner merged the split heads (the round trip used to test the split) instead of the given per-head context, so merged just returns x; merged must be built from context.
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    merged = heads.transpose(1, 2).reshape(b, n, num_heads * hd)
    # sanity: merged should give back x
    print((merged == x).all())
    return heads, merged
