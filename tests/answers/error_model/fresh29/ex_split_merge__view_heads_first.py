# exercise: ex_split_merge
# mistake: The learner split with x.view(b, num_heads, n, hd) directly, which cuts the flat memory into blocks across tokens; it must be view(b, n, num_heads, hd).transpose(1, 2) so head i holds features [i*hd, (i+1)*hd) of every token. [cond: num_heads > 1 and n > 1]
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.reshape(b, num_heads, n, hd)
    merged = context.transpose(1, 2).reshape(b, n, num_heads * hd)
    return heads, merged
