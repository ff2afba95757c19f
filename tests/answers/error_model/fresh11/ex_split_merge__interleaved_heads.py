# exercise: ex_split_merge
# mistake: The learner splits with view(b, n, hd, h) and moves the last axis forward, so head i gets the strided features i, i+h, i+2h, …; head i must hold the contiguous block [i·hd, (i+1)·hd): view(b, n, h, hd).transpose(1, 2).
# mistake_zh: 学习者用 view(b, n, hd, h) 拆分后把最后一轴移到前面，于是头 i 得到的是间隔取的特征 i, i+h, i+2h, …；头 i 应持有连续的一段 [i·hd, (i+1)·hd)：view(b, n, h, hd).transpose(1, 2)。
# keywords: view(b, n, h, hd), contiguous block, features, order
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = torch.einsum("bnkh->bhnk", x.view(b, n, hd, num_heads))
    merged = torch.einsum("bhnk->bnhk", context).reshape(b, n, -1)
    return heads, merged
