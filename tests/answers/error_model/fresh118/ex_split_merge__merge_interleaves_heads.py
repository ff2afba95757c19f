# exercise: ex_split_merge
# mistake: Merges with permute(0, 2, 3, 1).reshape, which puts the head axis last, so features are interleaved (feature j*h + i) instead of head i in [i*hd, (i+1)*hd); use transpose(1, 2) then reshape.
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.view(b, n, num_heads, d // num_heads).transpose(1, 2)
    merged = context.permute(0, 2, 3, 1).reshape(b, n, -1)
    return heads, merged
