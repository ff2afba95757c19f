# exercise: ex_split_merge
# mistake: Split with x.view(b, num_heads, n, hd) directly: the shape is right but view just re-reads memory, so a 'head' holds consecutive chunks of several tokens instead of features [i·hd, (i+1)·hd) of every token. View as (b, n, h, hd) first, then transpose(1, 2).
# mistake_zh: 直接用 x.view(b, num_heads, n, hd) 拆分：形状对了，但 view 只是重新解释内存，一个“头”装的是若干 token 的连续片段，而不是每个 token 的特征 [i·hd, (i+1)·hd)。应先 view 成 (b, n, h, hd)，再 transpose(1, 2)。
# keywords: view, transpose, memory order, heads, features
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    assert d % num_heads == 0, "d must be divisible by num_heads"
    hd = d // num_heads
    heads = x.view(b, num_heads, n, hd)
    merged = context.transpose(1, 2).reshape(b, n, num_heads * hd)
    return heads, merged
