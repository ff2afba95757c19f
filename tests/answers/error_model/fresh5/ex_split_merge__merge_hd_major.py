# exercise: ex_split_merge
# mistake: permute(0, 2, 3, 1) brings the axes to (b, n, hd, h) before merging, so the features are interleaved across heads; head i must fill features [i·hd, (i+1)·hd): merge from (b, n, h, hd), i.e. transpose(1, 2).
# mistake_zh: permute(0, 2, 3, 1) 在合并前把轴排成了 (b, n, hd, h)，特征在各个头之间交错；第 i 个头应占据特征 [i·hd, (i+1)·hd)：应从 (b, n, h, hd) 合并，即 transpose(1, 2)。
# keywords: wrong order, permute, merge, transpose, features
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = torch.einsum("bnhk->bhnk", x.reshape(b, n, num_heads, -1))
    merged = context.permute(0, 2, 3, 1).reshape(b, n, -1)
    return heads, merged
