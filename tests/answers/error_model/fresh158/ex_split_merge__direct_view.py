# exercise: ex_split_merge
# mistake: The learner split with a single x.view(b, num_heads, n, hd), which cuts the flat memory into blocks of tokens rather than features; split with view(b, n, h, hd).transpose(1, 2).
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, num_heads, n, hd)
    merged = context.transpose(1, 2).reshape(b, n, num_heads * hd)
    return heads, merged
