# exercise: ex_split_merge
# mistake: The learner merges the split input `heads` back instead of the given per-head `context`, so `merged` is just x again; merged must be built from context.
def split(t, h):
    b, n, d = t.shape
    return t.view(b, n, h, d // h).transpose(1, 2)


def merge(t):
    b, h, n, hd = t.shape
    return t.transpose(1, 2).contiguous().view(b, n, h * hd)


def ex_split_merge(x, num_heads, context):
    heads = split(x, num_heads)
    print(heads.shape, context.shape)
    merged = merge(heads)
    return heads, merged
