# exercise: ex_mha_forward
# mistake: The mask is taken as mha.mask[:n, :n] == 0, which is True on and below the diagonal, so the past and the token itself are hidden and only the future stays (the last row becomes NaN); the future is where the mask is 1 (mask.bool()).
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    nh, hd = mha.num_heads, mha.head_dim
    Q = mha.W_query(x).view(b, n, nh, hd).transpose(1, 2)
    K = mha.W_key(x).view(b, n, nh, hd).transpose(1, 2)
    V = mha.W_value(x).view(b, n, nh, hd).transpose(1, 2)
    blocked = mha.mask[:n, :n] == 0
    att = (Q @ K.transpose(2, 3)).masked_fill(blocked, float("-inf"))
    att = torch.softmax(att / hd ** 0.5, dim=-1)
    att = mha.dropout(att)
    y = (att @ V).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(y)
