# exercise: ex_split_merge
# mistake: The merge uses context.permute(0, 1, 3, 2), which swaps tokens and head features and keeps heads before tokens; the reshape needs (b, n, h, hd), i.e. permute(0, 2, 1, 3) (the heads and tokens swapped).
# mistake_zh: 合并时用了 context.permute(0, 1, 3, 2)，交换的是词元与头内特征，头仍在词元之前；reshape 需要 (b, n, h, hd)，即 permute(0, 2, 1, 3)（交换头与词元）。
# keywords: permute(0, 2, 1, 3), merge, axes
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = torch.stack(x.chunk(num_heads, dim=-1), dim=1)
    merged = context.permute(0, 1, 3, 2).reshape(b, n, d)
    return heads, merged
