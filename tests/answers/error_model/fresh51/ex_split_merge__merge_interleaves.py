# exercise: ex_split_merge
# mistake: Merged with permute(0, 2, 3, 1) (b, n, hd, h) before reshaping, which interleaves the heads feature by feature; the heads must stay outermost: transpose(1, 2) to (b, n, h, hd), then reshape to (b, n, h·hd).
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    head_dim = d // num_heads
    heads = x.view(b, n, num_heads, head_dim).transpose(1, 2)
    # (b, h, n, hd) -> (b, n, ..., ...) then flatten the last two
    merged = context.permute(0, 2, 3, 1).reshape(b, n, -1)
    return heads, merged
