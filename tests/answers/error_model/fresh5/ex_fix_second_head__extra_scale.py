# exercise: ex_fix_second_head
# mistake: You divide each head's scores by √d, but the batched result a @ a.transpose(2, 3) is not scaled; the function must equal it, so return the raw head @ head.T.
# mistake_zh: 你把每个头的分数除以了 √d，但批量结果 a @ a.transpose(2, 3) 并没有缩放；函数要与它相等，所以应返回未缩放的 head @ head.T。
# keywords: scale, sqrt, not scaled, raw, batched result
import math
import torch


def ex_fix_second_head(a):
    d = a.shape[-1]
    return torch.stack([(a[0, i] @ a[0, i].T) / math.sqrt(d) for i in range(a.shape[1])])
