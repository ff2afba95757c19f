# exercise: ex_fix_second_head
# mistake: Returned the softmax of each head's scores (attention weights) instead of the raw scores head @ headᵀ; the batched a @ a.transpose(2, 3) it must equal has no softmax.
# mistake_zh: 返回的是每个头分数的 softmax（注意力权重），而不是原始分数 head @ headᵀ；要与之相等的批量结果 a @ a.transpose(2, 3) 没有 softmax。
# keywords: softmax, scores, weights, raw, a @ a.transpose(2, 3)
import torch


def ex_fix_second_head(a):
    outs = []
    for i in range(a.shape[1]):
        head = a[0, i, :, :]
        outs.append(torch.softmax(head @ head.T, dim=-1))   # 注意力分数
    return torch.stack(outs)
