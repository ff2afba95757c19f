# exercise: ex_split_merge
# mistake: Merges with permute(0, 2, 3, 1).reshape(b, n, -1), which interleaves the heads (feature j*h + i comes from head i); head i must occupy features [i*hd, (i+1)*hd), i.e. transpose(1, 2) then reshape. [cond: num_heads > 1]
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    merged = context.permute(0, 2, 3, 1).reshape(b, n, -1)
    return heads, merged
