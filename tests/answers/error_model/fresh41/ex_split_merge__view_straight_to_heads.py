# exercise: ex_split_merge
# mistake: Splits with a single view(b, num_heads, n, hd), which cuts the flat memory into blocks of tokens instead of giving head i features [i·hd, (i+1)·hd) of every token; it must view(b, n, h, hd) and then transpose(1, 2). The merge is right.
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, num_heads, n, hd)          # zero-copy
    merged = context.transpose(1, 2).reshape(b, n, num_heads * hd)
    return heads, merged
