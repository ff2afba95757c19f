# exercise: ex_mha_forward
# mistake: Copy-paste slip: the keys are projected with mha.W_query instead of mha.W_key, so scores are q·q instead of q·k.
import torch


def ex_mha_forward(mha, x):
    if x.dim() != 3:
        raise ValueError(f"x must be (b, n, d_in), got {tuple(x.shape)}")
    b, n, _ = x.shape
    x = x.to(mha.W_query.weight.device)
    q = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    k = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    v = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    att = q @ k.transpose(-2, -1)
    future = mha.mask.bool()[:n, :n]
    att = att.masked_fill(future, -torch.inf) / mha.head_dim ** 0.5
    att = torch.softmax(att, dim=-1)
    att = mha.dropout(att)
    out = (att @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(out)
