# exercise: ex_split_merge
# mistake: The learner merged the heads with context.reshape(b, n, -1) straight from (b, h, n, hd), which mixes tokens of different positions; the head axis must be moved back first: context.transpose(1, 2).reshape(b, n, h*hd). [cond: num_heads > 1 and n > 1]
def ex_split_merge(x, num_heads, context):
    b, num_tokens, d = x.shape
    head_dim = d // num_heads
    heads = x.view(b, num_tokens, num_heads, head_dim).transpose(1, 2)
    merged = context.reshape(b, num_tokens, num_heads * head_dim)
    return heads, merged
