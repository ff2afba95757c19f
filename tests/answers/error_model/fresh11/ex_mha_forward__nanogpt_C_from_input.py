# exercise: ex_mha_forward
# mistake: Following nanoGPT, the learner takes C from x.size() and splits the projections with view(B, T, nh, C // nh); C is d_in, but the projections have d_out features, so use mha.head_dim (d_out // num_heads).
# mistake_zh: 照着 nanoGPT，学习者从 x.size() 取 C，用 view(B, T, nh, C // nh) 拆分投影；但 C 是 d_in，而投影有 d_out 个特征，应使用 mha.head_dim（d_out // num_heads）。
# keywords: head_dim, d_out, d_in, view
import math
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    B, T, C = x.size()
    nh = mha.num_heads
    q = mha.W_query(x).view(B, T, nh, C // nh).transpose(1, 2)
    k = mha.W_key(x).view(B, T, nh, C // nh).transpose(1, 2)
    v = mha.W_value(x).view(B, T, nh, C // nh).transpose(1, 2)
    att = (q @ k.transpose(-2, -1)) * (1.0 / math.sqrt(k.size(-1)))
    att = att.masked_fill(mha.mask.bool()[:T, :T], float('-inf'))
    att = mha.dropout(torch.softmax(att, dim=-1))
    y = (att @ v).transpose(1, 2).contiguous().view(B, T, mha.d_out)
    return mha.out_proj(y)
