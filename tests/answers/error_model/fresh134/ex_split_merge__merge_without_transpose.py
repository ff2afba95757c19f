# exercise: ex_split_merge
# mistake: Merged with context.reshape(b, n, -1) directly, without first transposing heads and tokens back, so the merged features mix tokens; merge needs transpose(1, 2) before reshape. [cond: num_heads > 1 and n > 1]
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    merged = context.reshape(b, n, num_heads * hd)
    return heads, merged
