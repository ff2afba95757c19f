# exercise: ex_mha_forward
# mistake: Computes the scores as keys @ queries^T (the transpose of the score matrix), so after the causal mask each row mixes the wrong query-key pairs; scores are queries @ keys.transpose(2, 3).
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    H, hd = mha.num_heads, mha.head_dim
    k = mha.W_key(x).view(b, n, H, hd).transpose(1, 2)
    q = mha.W_query(x).view(b, n, H, hd).transpose(1, 2)
    v = mha.W_value(x).view(b, n, H, hd).transpose(1, 2)
    att = k @ q.transpose(2, 3)
    att = att.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    att = torch.softmax(att / hd ** 0.5, dim=-1)
    att = mha.dropout(att)
    out = (att @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(out)
