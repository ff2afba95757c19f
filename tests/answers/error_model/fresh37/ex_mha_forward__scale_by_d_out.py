# exercise: ex_mha_forward
# mistake: Scales the scores by sqrt(d_out) (the model width, the paper's d_model) instead of sqrt(head_dim); each head's scores are divided by sqrt(head_dim).
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, d_k = mha.num_heads, mha.head_dim
    Q = mha.W_query(x).view(b, n, h, d_k).transpose(1, 2)
    K = mha.W_key(x).view(b, n, h, d_k).transpose(1, 2)
    V = mha.W_value(x).view(b, n, h, d_k).transpose(1, 2)
    S = Q @ K.transpose(-2, -1) / mha.d_out ** 0.5
    S = S.masked_fill(mha.mask.bool()[:n, :n], float('-inf'))
    A = mha.dropout(torch.softmax(S, dim=-1))
    heads = (A @ V).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(heads)
