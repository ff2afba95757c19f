# exercise: ex_split_merge
# mistake: Merges with permute(0, 2, 3, 1), putting the head axis last, so the heads' features are interleaved instead of head i filling [i·hd, (i+1)·hd); the merge must be transpose(1, 2) then reshape. [cond: only for num_heads > 1]
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    # (b, h, n, hd) -> (b, n, hd, h) -> (b, n, hd*h)
    merged = context.permute(0, 2, 3, 1).reshape(b, n, -1)
    return heads, merged
