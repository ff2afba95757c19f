# exercise: ex_mha_forward
# mistake: Projects with x @ layer.weight (the SelfAttention_v1 convention) instead of calling the nn.Linear layers, which compute x @ weight.T; wrong values when d_in == d_out and a shape error otherwise.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    Wq, Wk, Wv = mha.W_query.weight, mha.W_key.weight, mha.W_value.weight
    q = (x @ Wq).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    k = (x @ Wk).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    v = (x @ Wv).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    scores = q @ k.transpose(2, 3)
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], float('-inf'))
    w = torch.softmax(scores / mha.head_dim ** 0.5, dim=-1)
    w = mha.dropout(w)
    context = (w @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(context)
