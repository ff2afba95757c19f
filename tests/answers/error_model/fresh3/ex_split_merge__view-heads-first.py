# exercise: ex_split_merge
# mistake: You view x directly as (b, num_heads, n, hd), which slices the flat memory across tokens; view as (b, n, num_heads, hd) and then transpose(1, 2).
# mistake_zh: 你直接把 x view 成 (b, num_heads, n, hd)，这会跨词元切分内存；应先 view 成 (b, n, num_heads, hd) 再 transpose(1, 2)。
# keywords: view, transpose, heads, order

def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, num_heads, n, hd)
    merged = context.transpose(1, 2).reshape(b, n, num_heads * hd)
    return heads, merged
