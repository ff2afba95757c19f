# exercise: ex_split_merge
# mistake: The split views x as (b, n, hd, h) and permutes (0, 3, 1, 2): the shape is right but head i gets the interleaved features i, i+h, i+2h, …; it must view as (b, n, h, hd) and transpose(1, 2).
# mistake_zh: 拆分时把 x 视为 (b, n, hd, h) 再 permute(0, 3, 1, 2)：形状正确，但第 i 个头拿到的是交错的特征 i, i+h, i+2h, …；应 view 成 (b, n, h, hd) 再 transpose(1, 2)。
# keywords: view, head_dim, contiguous features, permute
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    head_dim = d // num_heads
    # (b, n, d) -> (b, num_heads, n, head_dim)
    heads = x.view(b, n, head_dim, num_heads).permute(0, 3, 1, 2)
    merged = context.permute(0, 2, 1, 3).reshape(b, n, num_heads * head_dim)
    return heads, merged
