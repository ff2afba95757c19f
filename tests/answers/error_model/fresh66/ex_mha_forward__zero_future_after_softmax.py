# exercise: ex_mha_forward
# mistake: The future is masked after the softmax by setting those weights to 0, without renormalising, so rows no longer sum to 1; fill the scores with -inf before the softmax (or renormalise).
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    queries = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    keys = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    values = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    attn = torch.softmax(queries @ keys.transpose(2, 3) / mha.head_dim ** 0.5, dim=-1)
    future = mha.mask.bool()[:n, :n]
    attn = attn.masked_fill(future, 0.0)
    attn = mha.dropout(attn)
    context = (attn @ values).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(context)
