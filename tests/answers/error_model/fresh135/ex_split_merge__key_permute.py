# exercise: ex_split_merge
# mistake: The learner split the heads with GPT-2's key layout permute(0, 2, 3, 1), returning (b, h, hd, n) instead of (b, h, n, hd); heads need permute(0, 2, 1, 3) (transpose(1, 2)).
def split_heads(x, n_head, k=False):
    new_x_shape = x.size()[:-1] + (n_head, x.size(-1) // n_head)
    x = x.view(*new_x_shape)
    if k:
        return x.permute(0, 2, 3, 1)
    return x.permute(0, 2, 1, 3)


def merge_heads(x):
    x = x.permute(0, 2, 1, 3).contiguous()
    new_x_shape = x.size()[:-2] + (x.size(-2) * x.size(-1),)
    return x.view(*new_x_shape)


def ex_split_merge(x, num_heads, context):
    heads = split_heads(x, num_heads, k=True)
    merged = merge_heads(context)
    return heads, merged
