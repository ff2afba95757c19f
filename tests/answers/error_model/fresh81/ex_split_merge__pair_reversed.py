# exercise: ex_split_merge
# mistake: Returned the pair in the order (merged, heads); the statement asks for (heads, merged).
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    head_dim = d // num_heads
    heads = x.view(b, n, num_heads, head_dim).transpose(1, 2)
    merged = context.transpose(1, 2).contiguous().view(b, n, num_heads * head_dim)
    return merged, heads
