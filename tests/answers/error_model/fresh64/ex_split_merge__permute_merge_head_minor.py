# exercise: ex_split_merge
# mistake: Merges with context.permute(0, 2, 3, 1), which puts the head axis last, so features are ordered (feature, head) instead of (head, feature); the merge must be transpose(1, 2) to (b, n, h, hd) before flattening. [cond: num_heads > 1 and hd > 1]
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.view(b, n, num_heads, d // num_heads).transpose(1, 2)
    # bring tokens next to batch, then flatten the rest
    merged = context.permute(0, 2, 3, 1).reshape(b, n, -1)
    return heads, merged
