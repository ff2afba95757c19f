# exercise: ex_split_merge
# mistake: The learner merged with permute(0, 2, 3, 1) before the reshape, so the features are interleaved (feature j of every head, then j+1); merging needs (b, n, h, hd) order: transpose(1, 2) then reshape. [cond: only when num_heads > 1 and hd > 1]
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.view(b, n, num_heads, d // num_heads).transpose(1, 2)
    merged = context.permute(0, 2, 3, 1).reshape(b, n, -1)
    return heads, merged
