# exercise: ex_padding_attention
# mistake: Adds a bias of -1e4 on the padded keys (T5/BERT style) and stops there: the rows of padded queries are never zeroed, and a length-0 sequence keeps the plain softmax of its scores; zero the padded queries' rows after the softmax.
# mistake_zh: 在被填充的键上加 -1e4 的偏置（T5/BERT 的做法）就结束了：被填充查询的行从未置 0，长度为 0 的序列仍是其分数的普通 softmax；softmax 之后还要把被填充查询的行置 0。
# keywords: padded queries, rows, zero, softmax
import torch


def ex_padding_attention(scores, lengths):
    n = scores.size(-1)
    keep = torch.arange(n, device=scores.device).unsqueeze(0) < lengths.unsqueeze(1)
    bias = (~keep).float().mul(-1e4).view(keep.shape[0], 1, 1, n)
    return (scores + bias).softmax(-1)
