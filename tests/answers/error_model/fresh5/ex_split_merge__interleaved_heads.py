# exercise: ex_split_merge
# mistake: view(b, n, hd, h) followed by permute puts features i, i + h, i + 2h, … into head i (interleaved) instead of the contiguous block [i·hd, (i+1)·hd). View as (b, n, num_heads, hd), then transpose(1, 2).
# mistake_zh: 先 view(b, n, hd, h) 再 permute，会让第 i 个头拿到特征 i, i + h, i + 2h, …（交错的），而不是连续的一段 [i·hd, (i+1)·hd)。应先 view 成 (b, n, num_heads, hd)，再 transpose(1, 2)。
# keywords: interleaved, contiguous, view, head i, features
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, hd, num_heads).permute(0, 3, 1, 2)      # (b, h, n, hd)
    merged = context.permute(0, 2, 1, 3).reshape(b, n, num_heads * hd)
    return heads, merged
