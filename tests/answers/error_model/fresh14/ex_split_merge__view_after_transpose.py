# exercise: ex_split_merge
# mistake: Merges with `context.transpose(1, 2).view(b, n, h*hd)` (numpy reshape never fails); the transposed fresh tensor is not contiguous and `.view` raises "view size is not compatible with input tensor's size and stride". Right: `.contiguous().view(...)` or `.reshape(...)`.
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    # np.reshape never complains, so view back the same way
    merged = context.transpose(1, 2).view(b, n, num_heads * hd)
    return heads, merged
