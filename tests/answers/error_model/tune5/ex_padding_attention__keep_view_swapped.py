# exercise: ex_padding_attention
# mistake: keep = lengths.view(1, -1) > torch.arange(n).view(-1, 1) puts the positions on the rows and the sequences on the columns, an (n, b) mask, which is then used as one row per sequence; the comparison's operands must be the other way round (lengths.view(-1, 1) > arange(n).view(1, -1), shape (b, n)).
# mistake_zh: keep = lengths.view(1, -1) > torch.arange(n).view(-1, 1) 把位置放在行、序列放在列，得到 (n, b) 的掩码，却当作每个序列一行来用；比较的两个操作数应当反过来（lengths.view(-1, 1) > arange(n).view(1, -1)，形状 (b, n)）。
# keywords: mask, axes swapped, (b, n), rows
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    keep = lengths.view(1, -1) > torch.arange(n).view(-1, 1)
    k4 = keep.unsqueeze(1).unsqueeze(1)
    s = scores.masked_fill(~k4, -1e30)
    w = torch.softmax(s, -1)
    return w * keep.unsqueeze(1).unsqueeze(-1).float()
