# exercise: ex_mha_forward
# mistake: Divides the scores by head_dim ** -0.5, which multiplies them by √head_dim instead of dividing by it.
import torch

def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    Q = mha.W_query(x).view(b, n, h, hd).transpose(1, 2)
    K = mha.W_key(x).view(b, n, h, hd).transpose(1, 2)
    V = mha.W_value(x).view(b, n, h, hd).transpose(1, 2)
    fenshu = Q @ K.transpose(2, 3)
    fenshu = fenshu.masked_fill(mha.mask.bool()[:n, :n], -torch.inf)
    # 缩放因子: d_k 的 -1/2 次方
    suofang = hd ** -0.5
    quanzhong = torch.softmax(fenshu / suofang, dim=-1)
    quanzhong = mha.dropout(quanzhong)
    z = (quanzhong @ V).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(z)
