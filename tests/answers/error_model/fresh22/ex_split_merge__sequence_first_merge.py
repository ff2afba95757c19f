# exercise: ex_split_merge
# mistake: Merged into nn.MultiheadAttention's sequence-first layout (n, b, d) instead of (b, n, d). [cond: b > 1 or n > 1]
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.reshape(b, n, num_heads, hd).permute(0, 2, 1, 3)
    # (b, h, n, hd) -> (n, b, h*hd), like attn_output in nn.MultiheadAttention
    merged = context.permute(2, 0, 1, 3).reshape(n, b, num_heads * hd)
    return heads, merged
