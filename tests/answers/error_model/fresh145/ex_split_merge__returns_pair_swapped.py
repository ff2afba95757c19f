# exercise: ex_split_merge
# mistake: The learner returned (merged, heads) instead of the pair (heads, merged) the statement asks for.
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    head_dim = d // num_heads
    split_into_heads = x.view(b, n, num_heads, head_dim)
    split_into_heads = split_into_heads.transpose(1, 2)
    merged_back = context.transpose(1, 2)
    merged_back = merged_back.contiguous()
    merged_back = merged_back.view(b, n, num_heads * head_dim)
    print(split_into_heads.shape, merged_back.shape)
    return merged_back, split_into_heads
