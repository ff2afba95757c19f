# exercise: ex_split_merge
# mistake: Merges with context.permute(0, 2, 3, 1).reshape(b, n, -1), which orders the features as (hd, heads) and interleaves the heads; it must be transpose(1, 2) giving (b, n, h, hd) before reshaping. [cond: num_heads > 1 and hd > 1]
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    # (b, h, n, hd) -> (b, n, ., .) -> flat
    merged = context.permute(0, 2, 3, 1).reshape(b, n, num_heads * hd)
    return heads, merged
