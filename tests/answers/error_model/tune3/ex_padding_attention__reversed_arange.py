# exercise: ex_padding_attention
# mistake: Counted the positions from the end (arange(n).flip(0)), so the mask hides the first n − length tokens; padding sits at the end, position >= length.
# mistake_zh: 从末尾开始数位置（arange(n).flip(0)），所以掩码遮住了前 n − length 个词元；填充在末尾，位置 >= length。
# keywords: reversed, end, >= length, first, padding
import torch


def ex_padding_attention(scores, lengths):
    n = scores.size(-1)
    from_end = torch.arange(n).flip(0)
    pad = from_end[None, :] >= lengths[:, None]
    scores = scores.masked_fill(pad[:, None, None, :], -torch.inf)
    w = torch.nan_to_num(torch.softmax(scores, -1))
    return w.masked_fill(pad[:, None, :, None], 0.0)
