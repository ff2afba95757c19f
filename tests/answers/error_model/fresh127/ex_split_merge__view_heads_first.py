# exercise: ex_split_merge
# mistake: The learner splits with reshape(b, h, n, hd) directly, which has the right shape but cuts the flat (n, d) data into head blocks of consecutive tokens; the split must view(b, n, h, hd) then transpose(1, 2). [cond: num_heads > 1 and n > 1]
to_heads = lambda x, h: x.reshape(x.shape[0], h, x.shape[1], x.shape[2] // h)
to_tokens = lambda c: c.transpose(1, 2).reshape(c.shape[0], c.shape[2], -1)


def ex_split_merge(x, num_heads, context):
    return to_heads(x, num_heads), to_tokens(context)
