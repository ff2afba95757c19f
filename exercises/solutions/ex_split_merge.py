def ex_split_merge(x, num_heads):
    b, n, d = x.shape
    heads = x.view(b, n, num_heads, d // num_heads).transpose(1, 2)
    merged = heads.transpose(1, 2).contiguous().view(b, n, d)
    return heads, merged
