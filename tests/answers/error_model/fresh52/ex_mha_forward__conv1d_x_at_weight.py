# exercise: ex_mha_forward
# mistake: Projects GPT-2 Conv1D style with x @ layer.weight, but an nn.Linear weight is (d_out, d_in) and used as x @ weight.T (plus bias); this fails when d_in != d_out and gives wrong projections otherwise. The layers should be called (mha.W_query(x)).
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    q = (x @ mha.W_query.weight).view(b, n, h, hd).transpose(1, 2)
    k = (x @ mha.W_key.weight).view(b, n, h, hd).transpose(1, 2)
    v = (x @ mha.W_value.weight).view(b, n, h, hd).transpose(1, 2)
    s = q @ k.transpose(2, 3)
    s = s.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    w = torch.softmax(s / hd ** 0.5, dim=-1)
    w = mha.dropout(w)
    ctx = (w @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(ctx)
