# exercise: ex_split_merge
# mistake: Merges with context.permute(0, 2, 3, 1).reshape(b, n, -1), which orders features as (hd, h) and interleaves the heads; merge with transpose(1, 2) to (b, n, h, hd) then reshape. [cond: num_heads > 1]
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    merged = context.permute(0, 2, 3, 1).reshape(b, n, -1)
    return heads, merged
