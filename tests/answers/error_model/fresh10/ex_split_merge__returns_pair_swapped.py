# exercise: ex_split_merge
# mistake: Both tensors are computed correctly but the learner returns (merged, heads) instead of (heads, merged); return them in the order the statement asks.
# mistake_zh: 两个张量都算对了，但学习者返回的是 (merged, heads)，而不是 (heads, merged)；应按题目要求的顺序返回。
# keywords: return order, tuple, heads, merged

def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.view(b, n, num_heads, d // num_heads).transpose(1, 2)
    merged = context.transpose(1, 2).reshape(b, n, -1)
    return merged, heads
