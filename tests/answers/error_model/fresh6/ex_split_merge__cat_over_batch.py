# exercise: ex_split_merge
# mistake: Merged with torch.cat(list(context), dim=-1), but iterating a (b, h, n, hd) tensor walks the batch axis, not the heads, so the result is (h, n, b·hd). Concatenate over the heads: torch.cat(context.unbind(1), dim=-1).
# mistake_zh: 合并时用了 torch.cat(list(context), dim=-1)，但遍历 (b, h, n, hd) 张量是沿批次轴而不是头轴，结果是 (h, n, b·hd)。应沿头拼接：torch.cat(context.unbind(1), dim=-1)。
# keywords: list, batch axis, unbind(1), heads, cat
import torch


def ex_split_merge(x, num_heads, context):
    # split: 每个头取一段特征
    chunks = torch.chunk(x, num_heads, dim=-1)        # h 个 (b, n, hd)
    heads = torch.stack(chunks, dim=1)                # (b, h, n, hd)
    # merge: 把各个头拼回去
    merged = torch.cat(list(context), dim=-1)
    return heads, merged
