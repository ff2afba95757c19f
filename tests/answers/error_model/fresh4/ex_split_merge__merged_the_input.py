# exercise: ex_split_merge
# mistake: The learner merged their own `heads` (which just gives x back) instead of the per-head context vectors passed in as `context`; the second result must be `context` merged to (b, n, num_heads·hd).
# mistake_zh: 学习者合并的是自己拆出来的 `heads`（结果只是把 x 还原），而不是传入的各头上下文向量 `context`；第二个结果应是把 `context` 合并成 (b, n, num_heads·hd)。
# keywords: context, merge, wrong tensor, heads, argument
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.view(b, n, num_heads, d // num_heads).transpose(1, 2)
    # round trip: merging the heads must give x back
    merged = heads.transpose(1, 2).contiguous().view(b, n, d)
    return heads, merged
