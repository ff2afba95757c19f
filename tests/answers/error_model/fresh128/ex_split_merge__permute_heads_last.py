# exercise: ex_split_merge
# mistake: The learner merges with context.permute(0, 2, 3, 1), putting the head axis last, so the flattened features interleave the heads (feature j of head i lands at j·h + i); head i must occupy features [i·hd, (i+1)·hd), i.e. permute(0, 2, 1, 3).
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.view(b, n, num_heads, d // num_heads).transpose(1, 2)
    merged = context.permute(0, 2, 3, 1).reshape(b, n, -1)
    return heads, merged
