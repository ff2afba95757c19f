# exercise: ex_split_merge
# mistake: Merges with permute(0, 2, 3, 1), which puts head_dim before heads, so features are interleaved across heads; it must be transpose(1, 2) to (b, n, h, hd) before flattening.
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.view(b, n, num_heads, -1).transpose(1, 2)
    merged = context.permute(0, 2, 3, 1).reshape(b, n, -1)
    return heads, merged
