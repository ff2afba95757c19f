# exercise: ex_split_merge
# mistake: Both tensors are computed correctly but returned in the order (merged, heads); return (heads, merged) as asked.
# mistake_zh: 两个张量都算对了，但返回的顺序是 (merged, heads)；应按题目要求返回 (heads, merged)。
# keywords: return order, tuple, heads, merged

def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    head_dim = d // num_heads
    heads = x.view(b, n, num_heads, head_dim).transpose(1, 2)
    merged = context.transpose(1, 2).contiguous().view(b, n, num_heads * head_dim)
    return merged, heads
