# exercise: ex_split_merge
# mistake: Merges with context.mT, which swaps the last two axes (tokens and head features) instead of heads and tokens; the merge needs transpose(1, 2) before the reshape.
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.view(b, n, num_heads, d // num_heads).transpose(1, 2)
    merged = context.mT.reshape(b, n, -1)
    return heads, merged
