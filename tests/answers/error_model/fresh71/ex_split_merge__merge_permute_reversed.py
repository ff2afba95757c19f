# exercise: ex_split_merge
# mistake: Merged with permute(0, 2, 3, 1), putting the head axis last before the reshape, so the merged features interleave the heads; it must be permute(0, 2, 1, 3) / transpose(1, 2). [cond: num_heads > 1]
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.view(b, n, num_heads, d // num_heads).transpose(1, 2)
    merged = context.permute(0, 2, 3, 1).reshape(b, n, -1)
    return heads, merged
