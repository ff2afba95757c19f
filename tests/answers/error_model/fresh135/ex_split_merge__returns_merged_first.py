# exercise: ex_split_merge
# mistake: The learner returned the pair in the order (merged, heads) instead of (heads, merged).
def ex_split_merge(x, num_heads, context):
    B, T, C = x.size()
    hs = C // num_heads
    q = x.view(B, T, num_heads, hs).transpose(1, 2)   # (B, nh, T, hs)
    y = context.transpose(1, 2).contiguous().view(B, T, C)
    return y, q
