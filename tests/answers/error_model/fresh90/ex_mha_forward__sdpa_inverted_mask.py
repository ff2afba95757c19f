# exercise: ex_mha_forward
# mistake: The learner passed mha.mask.bool()[:n, :n] (True = future) as attn_mask to F.scaled_dot_product_attention, where True means "may attend", so queries see only the future and the last row is all masked (NaN); SDPA needs the inverted mask or is_causal=True.
import torch
import torch.nn.functional as F


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    q = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    k = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    v = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    attn_mask = mha.mask.bool()[:n, :n]
    out = F.scaled_dot_product_attention(q, k, v, attn_mask=attn_mask, dropout_p=0.0)
    out = out.transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(out)
