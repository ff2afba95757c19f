# exercise: ex_split_merge
# mistake: Used to Flax, where context stays in (b, n, h, hd) layout, the learner merged with a plain reshape(b, n, -1) of the (b, h, n, hd) context, mixing tokens and heads; it must transpose(1, 2) first. [cond: num_heads > 1]
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.reshape(b, n, num_heads, hd).swapaxes(1, 2)
    # in flax: out.reshape(out.shape[:-2] + (-1,))
    merged = context.reshape(b, n, -1)
    return heads, merged
