# exercise: ex_mha_forward
# mistake: Applied F.dropout(weights, 0.1) by hand: F.dropout is in training mode by default and p = 0.1 is not the module's p = 0, so outputs are random and scaled. Use mha.dropout (or no dropout).
# mistake_zh: 手动调用了 F.dropout(weights, 0.1)：F.dropout 默认处于训练模式，且 p = 0.1 并不是模块的 p = 0，所以输出是随机的并被缩放。应使用 mha.dropout（或不加 dropout）。
# keywords: dropout, training, F.dropout, mha.dropout, random
import math
import torch
import torch.nn.functional as F


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    nh, hd = mha.num_heads, mha.head_dim
    Q = mha.W_query(x).view(b, n, nh, hd).transpose(1, 2)
    K = mha.W_key(x).view(b, n, nh, hd).transpose(1, 2)
    V = mha.W_value(x).view(b, n, nh, hd).transpose(1, 2)
    att = (Q @ K.transpose(-2, -1)) * (1.0 / math.sqrt(hd))
    att = att.masked_fill(mha.mask[:n, :n] == 1, float("-inf"))
    att = F.softmax(att, dim=-1)
    att = F.dropout(att, 0.1)
    y = (att @ V).transpose(1, 2).contiguous().view(b, n, nh * hd)
    return mha.out_proj(y)
