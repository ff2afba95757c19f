# exercise: ex_padding_attention
# mistake: The padding mask is built as floats (1.0 at padding) and handed to masked_fill, which needs a bool mask, so it raises. Keep the comparison's bool result, or convert with .bool().
# mistake_zh: 填充掩码被做成了浮点数（填充处为 1.0）再交给 masked_fill，而 masked_fill 需要布尔掩码，所以报错。应保留比较得到的布尔结果，或用 .bool() 转换。
# keywords: masked_fill, bool, float, mask, .bool()
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    pad = (torch.arange(n).expand(b, n) >= lengths.view(-1, 1)).to(scores.dtype)
    w = scores.masked_fill(pad[:, None, None, :], float("-inf")).softmax(dim=-1).nan_to_num()
    return w.masked_fill(pad[:, None, :, None], 0.0)
