# exercise: ex_split_merge
# mistake: The learner split heads with x.view(b, num_heads, n, hd) directly, which mixes different tokens' features into one head; view to (b, n, num_heads, hd) first and then transpose(1, 2).
# mistake_zh: 学习者直接用 x.view(b, num_heads, n, hd) 拆分多头，把不同词元的特征混进了同一个头；应当先 view 成 (b, n, num_heads, hd)，再 transpose(1, 2)。
# keywords: view, transpose(1, 2), mixes tokens, (b, n, h, hd)

def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    tou_wei = d // num_heads           # 头维度
    # 拆分：直接变成 (b, 头数, n, 头维度)
    heads = x.view(b, num_heads, n, tou_wei)
    # 合并
    merged = context.transpose(1, 2).reshape(b, n, num_heads * tou_wei)
    return heads, merged
