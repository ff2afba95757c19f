# exercise: ex_split_merge
# mistake: The learner merged with permute(0, 2, 3, 1) (tokens, head_dim, heads), which interleaves the heads' features; head i must occupy features [i*hd, (i+1)*hd), i.e. permute(0, 2, 1, 3) / transpose(1, 2). [cond: num_heads > 1 and hd > 1]
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    merged = context.permute(0, 2, 3, 1).reshape(b, n, num_heads * hd)
    return heads, merged
