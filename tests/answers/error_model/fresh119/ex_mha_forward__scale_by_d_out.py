# exercise: ex_mha_forward
# mistake: Scales the scores by √d_out instead of √head_dim.
import torch

def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    # 1. 线性投影
    Q = mha.W_query(x).view(b, n, h, hd).transpose(1, 2)
    K = mha.W_key(x).view(b, n, h, hd).transpose(1, 2)
    V = mha.W_value(x).view(b, n, h, hd).transpose(1, 2)
    # 2. 注意力分数
    fenshu = Q @ K.transpose(2, 3)
    fenshu.masked_fill_(mha.mask.bool()[:n, :n], -torch.inf)
    # 3. 缩放 + softmax
    quanzhong = torch.softmax(fenshu / mha.d_out ** 0.5, dim=-1)
    quanzhong = mha.dropout(quanzhong)
    # 4. 合并
    z = (quanzhong @ V).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(z)
