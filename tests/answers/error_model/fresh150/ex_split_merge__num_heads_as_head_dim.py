# exercise: ex_split_merge
# mistake: The learner viewed x as (b, n, num_heads, num_heads), using num_heads as the head size; the head size is d // num_heads, so it only works when d = num_heads². [cond: when d != num_heads**2]
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.view(b, n, num_heads, num_heads).transpose(1, 2)
    merged = context.transpose(1, 2).contiguous().view(b, n, d)
    return heads, merged
