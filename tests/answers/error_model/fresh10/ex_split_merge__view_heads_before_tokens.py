# exercise: ex_split_merge
# mistake: The learner splits with x.view(b, num_heads, n, hd), which cuts the flat (n, d) block into head chunks across tokens; view as (b, n, num_heads, hd) and then transpose(1, 2).
# mistake_zh: 学习者用 x.view(b, num_heads, n, hd) 拆分，把 (n, d) 的连续内存跨词元切成了头；应先 view 成 (b, n, num_heads, hd)，再 transpose(1, 2)。
# keywords: view, transpose, head split, memory layout

def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.view(b, num_heads, n, d // num_heads)
    merged = context.transpose(1, 2).contiguous().view(b, n, -1)
    return heads, merged
