# exercise: ex_split_merge
# mistake: The learner split with x.split(hd, dim=-1) and stacked the pieces on dim=2, giving (b, n, num_heads, hd); the head axis must come second. Stack on dim=1 to get (b, num_heads, n, hd).
# mistake_zh: 学习者用 x.split(hd, dim=-1) 拆分后在 dim=2 上堆叠，得到 (b, n, num_heads, hd)；头维应当是第二维。应在 dim=1 上堆叠，得到 (b, num_heads, n, hd)。
# keywords: head axis, dim=1, stack, shape (b, h, n, hd)
import torch


def ex_split_merge(x, num_heads, context):
    hd = x.shape[-1] // num_heads
    heads = torch.stack(x.split(hd, dim=-1), dim=2)
    merged = torch.cat(context.unbind(dim=1), dim=-1)
    return heads, merged
