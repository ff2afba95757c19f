# exercise: ex_mha_forward
# mistake: Masked by multiplying the scores with (1 - mask), which turns future scores into 0 (still exp(0) = 1 after the softmax) rather than -inf, so queries still attend to later tokens.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    q = mha.W_query(x).view(b, n, h, hd).transpose(1, 2)
    k = mha.W_key(x).view(b, n, h, hd).transpose(1, 2)
    v = mha.W_value(x).view(b, n, h, hd).transpose(1, 2)
    keep = 1 - mha.mask[:n, :n]
    attn_scores = (q @ k.transpose(-2, -1)) * keep
    attn_weights = torch.softmax(attn_scores / hd**0.5, dim=-1)
    attn_weights = mha.dropout(attn_weights)
    out = (attn_weights @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(out)
