# exercise: ex_split_merge
# mistake: Both tensors are computed correctly but returned in the order (merged, heads); the statement asks for the pair (heads, merged).
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    split = x.view(b, n, num_heads, hd).transpose(1, 2)
    out = context.transpose(1, 2).contiguous().view(b, n, num_heads * hd)
    print("split", split.shape, "merged", out.shape)
    return out, split
