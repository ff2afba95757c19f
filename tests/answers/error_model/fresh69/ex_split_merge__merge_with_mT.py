# exercise: ex_split_merge
# mistake: The learner merged with context.mT, which swaps the last two axes (tokens and features) instead of the head and token axes (transpose(1, 2)), so the reshape scrambles the values.
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    h = x.view(b, n, num_heads, d // num_heads).transpose(1, 2)
    return h, context.mT.reshape(b, n, -1)
