# exercise: ex_split_merge
# mistake: Merges with permute(0, 2, 3, 1).reshape, which puts the head axis last, so features are interleaved (feature j of every head side by side) instead of head i in features [i*hd, (i+1)*hd); use transpose(1, 2) then reshape.
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    # (b, h, n, hd) -> (b, n, hd, h) -> (b, n, h*hd)
    merged = context.permute(0, 2, 3, 1).reshape(b, n, num_heads * hd)
    return heads, merged
