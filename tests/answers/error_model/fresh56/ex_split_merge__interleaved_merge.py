# exercise: ex_split_merge
# mistake: The learner merges with permute(0, 2, 3, 1) (features first, heads last) before reshaping, so the head index varies fastest and features are interleaved; merging needs transpose(1, 2) so head i occupies features [i*hd, (i+1)*hd). [cond: only when num_heads > 1]
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    # (b, h, n, hd) -> (b, n, hd, h) -> (b, n, h*hd)
    merged = context.permute(0, 2, 3, 1).reshape(b, n, num_heads * hd)
    return heads, merged
