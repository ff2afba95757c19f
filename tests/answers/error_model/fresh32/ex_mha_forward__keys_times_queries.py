# exercise: ex_mha_forward
# mistake: Computes the scores as keys @ queries^T (the transpose of Q K^T), so row i holds key i's scores against every query and the causal mask cuts the wrong entries; scores are queries @ keys.transpose(2, 3).

import torch



def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    shape = (b, n, mha.num_heads, mha.head_dim)
    Q = mha.W_query(x).view(shape).transpose(1, 2)
    K = mha.W_key(x).view(shape).transpose(1, 2)
    V = mha.W_value(x).view(shape).transpose(1, 2)
    # score(q, k) = k^T q
    S = K @ Q.transpose(2, 3)
    S = S.masked_fill(mha.mask[:n, :n].bool(), float("-inf")) / mha.head_dim ** 0.5
    A = mha.dropout(torch.softmax(S, dim=-1))
    out = (A @ V).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(out)
