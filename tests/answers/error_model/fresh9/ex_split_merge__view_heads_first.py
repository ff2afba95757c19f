# exercise: ex_split_merge
# mistake: Splits with x.view(b, num_heads, n, hd) directly, which cuts the flat memory into the wrong pieces instead of giving each head a feature slice of every token; view as (b, n, num_heads, hd) then transpose(1, 2).
# mistake_zh: 直接用 x.view(b, num_heads, n, hd) 拆头，把连续内存切成了错误的块，而不是让每个头拿到每个词元的一段特征；应先 view 成 (b, n, num_heads, hd) 再 transpose(1, 2)。
# keywords: view, transpose, split, heads

def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, num_heads, n, hd)
    merged = context.transpose(1, 2).contiguous().view(b, n, num_heads * hd)
    return heads, merged
