# exercise: ex_split_merge
# mistake: The learner's helper from the previous notebook splits with the global NUM_HEADS = 2 instead of the num_heads argument. [cond: only when num_heads != 2]
NUM_HEADS = 2


def split_heads(t, h=NUM_HEADS):
    b, n, d = t.shape
    return t.view(b, n, h, d // h).transpose(1, 2)


def merge_heads(t):
    b, h, n, hd = t.shape
    return t.transpose(1, 2).contiguous().view(b, n, h * hd)


def ex_split_merge(x, num_heads, context):
    heads = split_heads(x)
    merged = merge_heads(context)
    return heads, merged
