# exercise: ex_mha_forward
# mistake: The additive mask log(tril(ones(n, n))) is created without device=x.device, so adding it to GPU scores fails; create it on x's device (or use mha.mask). [cond: only on a GPU]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    split = lambda t: t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    q, k, v = split(mha.W_query(x)), split(mha.W_key(x)), split(mha.W_value(x))
    M = torch.log(torch.tril(torch.ones(n, n)))   # 0 on/below diagonal, -inf above
    scores = q @ k.transpose(-1, -2) / mha.head_dim ** 0.5 + M
    w = mha.dropout(torch.softmax(scores, dim=-1))
    out = (w @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(out)
