# exercise: ex_split_merge
# mistake: Merges with permute(0, 2, 3, 1), which puts the head axis last, so features come out interleaved (feature j of every head together) instead of head i in [i·hd, (i+1)·hd); use transpose(1, 2).
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).permute(0, 2, 1, 3)   # (b, h, n, hd)
    merged = context.permute(0, 2, 3, 1).reshape(b, n, -1)      # (b, n, hd*h)
    return heads, merged
