# exercise: ex_split_merge
# mistake: The learner merged the split input heads back instead of the context argument, so merged just reproduces x; merged must be built from context.
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    head_dim = d // num_heads
    heads = x.view(b, n, num_heads, head_dim).transpose(1, 2)
    assert context.shape == heads.shape
    merged = heads.transpose(1, 2).contiguous().view(b, n, num_heads * head_dim)
    return heads, merged
