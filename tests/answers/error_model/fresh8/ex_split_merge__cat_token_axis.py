# exercise: ex_split_merge
# mistake: To merge, the learner concatenated the heads along dim=1, the token axis, giving (b, num_heads·n, hd) instead of (b, n, num_heads·hd). Concatenate along the last (feature) axis: torch.cat(..., dim=-1).
# mistake_zh: 合并时学习者沿 dim=1（词元维）拼接各个头，得到 (b, num_heads·n, hd)，而不是 (b, n, num_heads·hd)。应沿最后一维（特征维）拼接：torch.cat(..., dim=-1)。
# keywords: cat, dim=-1, feature axis, token axis
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.view(b, n, num_heads, d // num_heads).transpose(1, 2)
    merged = torch.cat([context[:, i] for i in range(num_heads)], dim=1)
    return heads, merged
