# exercise: ex_split_merge
# mistake: The split goes through x.view(b*n, d).T, but the b*n columns are reshaped as (n, b) instead of (b, n), mixing tokens of different sequences; reshape(num_heads, hd, b, n).permute(2, 0, 3, 1) would be right. [cond: b > 1]
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    cols = x.reshape(b * n, d).T                      # (d, b*n): one column per token
    heads = cols.reshape(num_heads, hd, n, b).permute(3, 0, 2, 1)
    merged = context.permute(0, 2, 1, 3).reshape(b, n, num_heads * hd)
    return heads, merged
