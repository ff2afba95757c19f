# exercise: ex_split_merge
# mistake: The learner merged with permute(0, 2, 3, 1), putting the head axis last, so the flattened features are interleaved (feature 0 of every head, then feature 1, ...) instead of head i in features [i*hd, (i+1)*hd); it must be permute(0, 2, 1, 3) / transpose(1, 2). [cond: only when num_heads > 1 and head_dim > 1]
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.reshape(b, n, num_heads, hd).permute(0, 2, 1, 3)
    b2, h, n2, hd2 = context.shape
    # rows = (batch, token), columns = every (feature, head) pair
    merged = context.permute(0, 2, 3, 1).reshape(b2, n2, hd2 * h)
    return heads, merged
