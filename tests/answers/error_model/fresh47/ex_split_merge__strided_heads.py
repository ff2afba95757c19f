# exercise: ex_split_merge
# mistake: The learner reshapes to (b, n, hd, h) and permutes, so head i gets features i, i+h, i+2h, … instead of the block [i·hd, (i+1)·hd); reshape to (b, n, h, hd). [cond: num_heads > 1 and hd > 1]
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.reshape(b, n, d // num_heads, num_heads).permute(0, 3, 1, 2)
    merged = context.transpose(1, 2).reshape(b, n, -1)
    return heads, merged
