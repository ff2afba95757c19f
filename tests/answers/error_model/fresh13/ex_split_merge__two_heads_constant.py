# exercise: ex_split_merge
# mistake: It computes head_dim = d // 2, the book's two heads, instead of d // num_heads, so for any other num_heads the split has the wrong head size (or fails).
# mistake_zh: 它用 head_dim = d // 2（书中的两个头）而不是 d // num_heads，因此 num_heads 不为 2 时拆分的头大小错误（或报错）。
# keywords: num_heads, head_dim, d // num_heads, split
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    head_dim = d // 2
    heads = x.view(b, n, -1, head_dim).transpose(1, 2)
    merged = context.transpose(1, 2).contiguous().view(b, n, -1)
    return heads, merged
