# exercise: ex_split_merge
# mistake: Merges its own split `heads` (giving back x) instead of the given per-head `context`; merged must come from context.
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.view(b, n, num_heads, d // num_heads).transpose(1, 2)
    merged = heads.transpose(1, 2).contiguous().view(b, n, num_heads * (d // num_heads))
    assert merged.shape[:2] == context.shape[0::2]
    return heads, merged
