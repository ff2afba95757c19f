# exercise: ex_split_merge
# mistake: The learner merged with context.permute(0, 2, 3, 1) (giving (b, n, hd, h)) before reshaping, so the features are interleaved across heads; permute to (0, 2, 1, 3) so head i occupies features [i·hd, (i+1)·hd).
# mistake_zh: 学习者合并时用 context.permute(0, 2, 3, 1)（得到 (b, n, hd, h)）再重塑，各头的特征交错在一起；应 permute 成 (0, 2, 1, 3)，使第 i 个头占据第 [i·hd, (i+1)·hd) 个特征。
# keywords: feature order, permute, (b, n, h, hd), head i

def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.reshape(b, n, num_heads, hd).permute(0, 2, 1, 3)
    # 合并：把 头 和 头维度 放到最后，再拼起来
    merged = context.permute(0, 2, 3, 1).reshape(b, n, num_heads * hd)
    return heads, merged
