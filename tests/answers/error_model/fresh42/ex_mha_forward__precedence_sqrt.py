# exercise: ex_mha_forward
# mistake: Writes the scaling as `scores / mha.head_dim ** 1/2`, which Python reads as (head_dim ** 1) / 2, so the scores are multiplied by 2/head_dim instead of divided by √head_dim; write head_dim ** 0.5.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    q = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    k = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    v = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    fenshu = q @ k.transpose(2, 3)
    fenshu = fenshu.masked_fill(mha.mask.bool()[:n, :n], float('-inf'))
    quanzhong = torch.softmax(fenshu / mha.head_dim ** 1/2, dim=-1)   # 除以根号 head_dim
    quanzhong = mha.dropout(quanzhong)
    shangxiawen = (quanzhong @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(shangxiawen)
