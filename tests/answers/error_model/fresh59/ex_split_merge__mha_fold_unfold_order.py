# exercise: ex_split_merge
# mistake: Copying nn.MultiheadAttention's (n, b·h, hd) folding, the learner unfolds the b·h axis as (h, b) instead of (b, h), so heads of different batch entries are mixed; the folded index is batch-major. [cond: b > 1 and num_heads > 1]
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    # same steps as torch.nn.MultiheadAttention
    q = x.transpose(0, 1).contiguous().view(n, b * num_heads, hd).transpose(0, 1)  # (b*h, n, hd)
    heads = q.contiguous().view(num_heads, b, n, hd).transpose(0, 1)
    merged = context.transpose(1, 2).contiguous().view(b, n, d)
    return heads, merged
