# exercise: ex_split_merge
# mistake: Computes both tensors correctly but returns (merged, heads); the pair must be (heads, merged).
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.view(b, n, num_heads, d // num_heads).transpose(1, 2)
    merged = context.transpose(1, 2).reshape(b, n, -1)
    return merged, heads
