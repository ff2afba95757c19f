# exercise: ex_split_merge
# mistake: The learner merged the split heads tensor (giving back x) instead of merging the given context tensor.
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.view(b, n, num_heads, d // num_heads).transpose(1, 2)
    assert context.shape == heads.shape
    merged = heads.transpose(1, 2).contiguous().view(b, n, -1)
    return heads, merged
