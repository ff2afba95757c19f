# exercise: ex_split_merge
# mistake: Computed both tensors correctly but returned them in the order (merged, heads); the function must return (heads, merged).
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    queries = x.view(b, n, num_heads, hd)
    queries = queries.transpose(1, 2)
    context_vec = context.transpose(1, 2)
    context_vec = context_vec.contiguous().view(b, n, num_heads * hd)
    return context_vec, queries
