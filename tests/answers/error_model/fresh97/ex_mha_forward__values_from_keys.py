# exercise: ex_mha_forward
# mistake: Projects the values with W_key (copy-paste of the key line), so the context vectors mix the keys; the values must come from W_value.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    q = mha.W_query(x).view(b, n, h, hd).transpose(1, 2)
    k = mha.W_key(x).view(b, n, h, hd).transpose(1, 2)
    v = mha.W_key(x).view(b, n, h, hd).transpose(1, 2)
    s = q @ k.transpose(2, 3)
    s = s.masked_fill(mha.mask.bool()[:n, :n], -torch.inf)
    w = torch.softmax(s / hd ** 0.5, dim=-1)
    w = mha.dropout(w)
    ctx = (w @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(ctx)
