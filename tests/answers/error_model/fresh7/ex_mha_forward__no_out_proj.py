# exercise: ex_mha_forward
# mistake: Everything up to the merged context vectors is right, but the result is returned without applying mha.out_proj, the final linear layer that mixes the heads. Return mha.out_proj(context).
# mistake_zh: 直到合并上下文向量为止都正确，但返回前没有应用 mha.out_proj（混合各头的最后一个线性层）。应返回 mha.out_proj(context)。
# keywords: out_proj, output projection, linear layer, missing, heads
import math
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    H, D = mha.num_heads, mha.head_dim
    Q = mha.W_query(x).view(b, n, H, D).transpose(1, 2)
    K = mha.W_key(x).view(b, n, H, D).transpose(1, 2)
    V = mha.W_value(x).view(b, n, H, D).transpose(1, 2)
    S = Q @ K.transpose(-2, -1) / math.sqrt(D)
    S = S.masked_fill(mha.mask[:n, :n] == 1, float("-inf"))
    A = mha.dropout(S.softmax(-1))
    out = (A @ V).transpose(1, 2).reshape(b, n, mha.d_out)
    return out   # (b, n, d_out)
