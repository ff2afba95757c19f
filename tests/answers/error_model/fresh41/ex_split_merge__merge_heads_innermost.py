# exercise: ex_split_merge
# mistake: Merges with permute(0, 2, 3, 1), which puts the head axis last, so the features of the heads are interleaved (feature f of head i lands at f·h + i); it must be transpose(1, 2) to (b, n, h, hd) before flattening. [cond: only when num_heads > 1 and hd > 1]
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.unflatten(-1, (num_heads, d // num_heads)).transpose(1, 2)
    merged = context.permute(0, 2, 3, 1).reshape(b, n, -1)
    return heads, merged
