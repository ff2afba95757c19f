# exercise: ex_split_merge
# mistake: Both tensors are right, but the list of results is reversed before it is returned, so the merged tensor comes first; return (heads, merged).
# mistake_zh: 两个张量都对，但返回前把结果列表反转了，合并后的张量排在了前面；应返回 (heads, merged)。
# keywords: wrong order, heads, merged, return
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    out = [x.reshape(b, n, num_heads, d // num_heads).permute(0, 2, 1, 3)]
    out.append(context.permute(0, 2, 1, 3).reshape(b, n, d))
    out.reverse()
    return tuple(out)
