# exercise: ex_split_merge
# mistake: Merges with permute(0, 2, 3, 1), which puts head_dim before heads, so the features of the heads are interleaved; it should be transpose(1, 2) then reshape.
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.view(b, n, num_heads, d // num_heads).transpose(1, 2)
    merged = context.permute(0, 2, 3, 1).reshape(b, n, -1)
    return heads, merged
