# exercise: ex_split_merge
# mistake: The learner split with x.chunk(num_heads, dim=-1) but stacked the chunks along dim=0 (the batch axis 批) instead of dim=1 (the head axis 头), giving (h, b, n, hd) instead of (b, h, n, hd).
# mistake_zh: 学习者用 x.chunk(num_heads, dim=-1) 拆分，但把各块沿 dim=0（批维度）而不是 dim=1（头维度）堆叠，得到 (h, b, n, hd) 而不是 (b, h, n, hd)。
# keywords: stack, dim=1, head axis, batch axis

import torch


def ex_split_merge(x, num_heads, context):
    # 沿特征维切成 num_heads 块，第 i 块就是第 i 个头
    kuai = torch.chunk(x, num_heads, dim=-1)
    heads = torch.stack(kuai, dim=0)
    # 合并：各头沿特征维拼接
    merged = torch.cat([context[:, i] for i in range(context.shape[1])], dim=-1)
    return heads, merged
