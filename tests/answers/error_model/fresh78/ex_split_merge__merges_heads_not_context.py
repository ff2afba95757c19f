# exercise: ex_split_merge
# mistake: The learner merges the split input heads back instead of the given per-head context, so merged is just x; merged must be built from context.
def split_heads(t, num_heads):
    b, n, d = t.shape
    return t.view(b, n, num_heads, d // num_heads).transpose(1, 2)


def merge_heads(t):
    b, h, n, hd = t.shape
    return t.transpose(1, 2).contiguous().view(b, n, h * hd)


def ex_split_merge(x, num_heads, context):
    heads = split_heads(x, num_heads)
    assert heads.shape == context.shape
    merged = merge_heads(heads)
    return heads, merged
